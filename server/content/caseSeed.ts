import type { DemoPost } from './seed.ts'

/** Who the archived case studies are about, in en, cn, kr, jp. */
const CASE_SUBJECTS: readonly (readonly [string, string, string, string])[] = [
  [
    'a Milan knitwear label',
    '一家米兰针织品牌',
    '밀라노의 니트웨어 브랜드',
    'ミラノのニットウェアブランド',
  ],
  ['an indie game studio', '一家独立游戏工作室', '인디 게임 스튜디오', 'インディーゲームスタジオ'],
  [
    'a Seoul fashion school',
    '一所首尔时装学院',
    '서울의 패션 학교',
    'ソウルのファッションスクール',
  ],
  [
    'an outdoor sportswear brand',
    '一家户外运动服品牌',
    '아웃도어 스포츠웨어 브랜드',
    'アウトドアスポーツウェアブランド',
  ],
  [
    'a feature animation studio',
    '一家动画电影工作室',
    '장편 애니메이션 스튜디오',
    '長編アニメーションスタジオ',
  ],
  ['a denim manufacturer', '一家牛仔布制造商', '데님 제조사', 'デニムメーカー'],
  [
    'a virtual influencer agency',
    '一家虚拟网红公司',
    '버추얼 인플루언서 에이전시',
    'バーチャルインフルエンサー事務所',
  ],
  [
    'a Tokyo streetwear label',
    '一家东京街头服饰品牌',
    '도쿄 스트리트웨어 브랜드',
    '東京のストリートウェアブランド',
  ],
  ['a VFX house', '一家视效公司', 'VFX 전문 회사', 'VFX スタジオ'],
  ['an online fashion retailer', '一家时尚电商', '온라인 패션 리테일러', 'ファッション EC 企業'],
]

const CASE_WORDING = {
  en: [
    (s: string) => ({
      title: `How ${s} cut physical samples in half`,
      summary: `Virtual samples replaced most prototypes at ${s}.`,
      body: `The design team at ${s} now reviews fit and drape on digital samples. Physical prototypes are made only for the final round, which halved sampling costs in one season.`,
    }),
    (s: string) => ({
      title: `Case study: ${s} and real-time garments`,
      summary: `Garments simulated in Drape3D, shown in real time by ${s}.`,
      body: `Artists at ${s} build clothing from patterns, simulate it once and export it with baked textures, so every outfit moves naturally in real time.`,
    }),
    (s: string) => ({
      title: `Case study: a shared pattern library at ${s}`,
      summary: `One library of patterns and fabrics for every team at ${s}.`,
      body: `${s} keeps its patterns and fabric presets in one shared library. New projects start from proven blocks instead of a blank page.`,
    }),
  ],
  cn: [
    (s: string) => ({
      title: `${s}如何将实物样衣减少一半`,
      summary: `在${s}，虚拟样衣取代了大部分实物原型。`,
      body: `${s}的设计团队现在通过数字样衣审查版型与垂感。只有最后一轮才制作实物原型，一个季度内打样成本减半。`,
    }),
    (s: string) => ({
      title: `客户案例：${s}与实时服装`,
      summary: `${s}以实时方式展示在 Drape3D 中模拟的服装。`,
      body: `${s}的美术师用版片制作服装，模拟一次后连同烘焙贴图一起导出，每套服装都能实时自然地运动。`,
    }),
    (s: string) => ({
      title: `客户案例：${s}的共享版片库`,
      summary: `${s}的所有团队共用一个版片与面料库。`,
      body: `${s}将版片和面料预设保存在同一个共享库中。新项目从成熟的基础版型开始，而不是从零开始。`,
    }),
  ],
  kr: [
    (s: string) => ({
      title: `${s}가 실물 샘플을 절반으로 줄인 방법`,
      summary: `${s}에서는 가상 샘플이 대부분의 시제품을 대신합니다.`,
      body: `${s}의 디자인 팀은 이제 디지털 샘플로 핏과 드레이프를 검토합니다. 실물 시제품은 마지막 단계에서만 만들어 한 시즌 만에 샘플 비용을 절반으로 줄였습니다.`,
    }),
    (s: string) => ({
      title: `고객 사례: ${s}와 실시간 의상`,
      summary: `${s}는 Drape3D로 시뮬레이션한 의상을 실시간으로 보여 줍니다.`,
      body: `${s}의 아티스트는 패턴으로 의상을 만들고 한 번 시뮬레이션한 뒤 베이킹된 텍스처와 함께 내보내, 모든 의상이 실시간으로 자연스럽게 움직입니다.`,
    }),
    (s: string) => ({
      title: `고객 사례: ${s}의 공유 패턴 라이브러리`,
      summary: `${s}의 모든 팀이 하나의 패턴·원단 라이브러리를 씁니다.`,
      body: `${s}는 패턴과 원단 프리셋을 하나의 공유 라이브러리에 보관합니다. 새 프로젝트는 빈 화면이 아니라 검증된 기본 패턴에서 시작합니다.`,
    }),
  ],
  jp: [
    (s: string) => ({
      title: `${s}が実物サンプルを半分に減らした方法`,
      summary: `${s}では、バーチャルサンプルがほとんどの試作品に代わりました。`,
      body: `${s}のデザインチームは、デジタルサンプルでフィットとドレープを確認しています。実物の試作は最終段階だけになり、1 シーズンでサンプル費用が半分になりました。`,
    }),
    (s: string) => ({
      title: `導入事例：${s}とリアルタイムの衣装`,
      summary: `${s}は Drape3D でシミュレーションした衣装をリアルタイムで見せています。`,
      body: `${s}のアーティストはパターンから衣装を作り、一度シミュレーションしてベイクしたテクスチャと一緒に書き出すため、どの衣装もリアルタイムで自然に動きます。`,
    }),
    (s: string) => ({
      title: `導入事例：${s}の共有パターンライブラリ`,
      summary: `${s}のすべてのチームが一つのパターン・生地ライブラリを使っています。`,
      body: `${s}はパターンと生地プリセットを一つの共有ライブラリで管理しています。新しいプロジェクトは白紙ではなく、実績のある原型から始まります。`,
    }),
  ],
} as const

/**
 * The older case studies: three on each of ten organisations, older than the case studies of
 * DEMO_POSTS, so the case-study page (3 a page) pages through more than thirty (issue 12).
 */
export const ARCHIVE_CASES: DemoPost[] = CASE_SUBJECTS.flatMap((subject, i) =>
  ([0, 1, 2] as const).map((k): DemoPost => ({
    articleType: 'CaseStudy',
    daysAgo: 60 + (i * 3 + k) * 6,
    hue: (i * 36 + k * 20) % 360,
    text: {
      en: CASE_WORDING.en[k](subject[0]),
      cn: CASE_WORDING.cn[k](subject[1]),
      kr: CASE_WORDING.kr[k](subject[2]),
      jp: CASE_WORDING.jp[k](subject[3]),
    },
  })),
)
