import type { FastifyInstance } from 'fastify'
import {
  endpoints,
  ok,
  type ContentLanguage,
  type Tutorial,
  type TutorialDetail,
} from '../../src/contract/index.ts'
import { TUTORIAL_NOT_FOUND } from '../../src/contract/index.ts'
import { handle } from '../core/index.ts'
import { featureMediaUrl } from './featureMedia.ts'

type Copy = Record<ContentLanguage, readonly [title: string, summary: string, body: string]>
interface TutorialSeed {
  seq: number
  slug: string
  level: TutorialDetail['level']
  minutes: number
  copy: Copy
}

/** The seeded tutorials (spec 3 §7 GetTutorialList, GetTutorialView), in each content language. */
export const TUTORIALS: readonly TutorialSeed[] = [
  {
    seq: 1,
    slug: 'tutorial-first-shirt',
    level: 'beginner',
    minutes: 12,
    copy: {
      en: [
        'Your first shirt',
        'Sew a shirt from two patterns and drape it on an avatar.',
        'Open the sample avatar, draw the front and back patterns, sew the side and shoulder seams, then press Simulate.',
      ],
      cn: [
        '第一件衬衫',
        '用两块版片缝制一件衬衫并穿到虚拟模特上。',
        '打开示例虚拟模特，绘制前片和后片，缝合侧缝和肩缝，然后点击“模拟”。',
      ],
      kr: [
        '첫 번째 셔츠',
        '두 개의 패턴으로 셔츠를 봉제하고 아바타에 입혀 봅니다.',
        '샘플 아바타를 열고 앞판과 뒤판 패턴을 그린 뒤, 옆선과 어깨선을 봉제하고 시뮬레이션을 누르세요.',
      ],
      jp: [
        'はじめてのシャツ',
        '2枚のパターンからシャツを縫い、アバターに着せます。',
        'サンプルアバターを開き、前身頃と後身頃を描き、脇と肩を縫い合わせてからシミュレーションを押します。',
      ],
    },
  },
  {
    seq: 2,
    slug: 'tutorial-fabric',
    level: 'intermediate',
    minutes: 18,
    copy: {
      en: [
        'Fabrics that behave',
        'Tune weight, stretch and bending so denim looks like denim.',
        'Pick a preset from the fabric library, compare it with a swatch photo, then adjust stretch and bending until the folds match.',
      ],
      cn: [
        '让面料更真实',
        '调整克重、弹性和弯曲，让牛仔布看起来就是牛仔布。',
        '从面料库选择预设，与面料照片对比，再调整弹性和弯曲直到褶皱一致。',
      ],
      kr: [
        '원단 물성 다루기',
        '무게, 신축성, 굽힘을 조정해 데님이 데님처럼 보이게 합니다.',
        '원단 라이브러리에서 프리셋을 고르고 스와치 사진과 비교한 뒤, 주름이 맞을 때까지 신축성과 굽힘을 조정하세요.',
      ],
      jp: [
        '生地の物性を整える',
        '重さ、伸縮、曲げを調整してデニムをデニムらしく見せます。',
        '生地ライブラリからプリセットを選び、スウォッチ写真と比べながら、しわが合うまで伸縮と曲げを調整します。',
      ],
    },
  },
  {
    seq: 3,
    slug: 'tutorial-render',
    level: 'advanced',
    minutes: 25,
    copy: {
      en: [
        'Render a lookbook',
        'Light, pose and render a set of colourways for a lookbook.',
        'Set up a three-point light, save two poses, create colourways and render them in one batch at print resolution.',
      ],
      cn: [
        '渲染型录',
        '为型录布光、摆姿势并渲染一组配色。',
        '设置三点布光，保存两个姿势，创建配色方案，并以印刷分辨率批量渲染。',
      ],
      kr: [
        '룩북 렌더링',
        '룩북을 위해 조명과 포즈를 잡고 컬러웨이를 렌더링합니다.',
        '3점 조명을 설치하고 포즈 두 개를 저장한 뒤, 컬러웨이를 만들어 인쇄용 해상도로 한 번에 렌더링하세요.',
      ],
      jp: [
        'ルックブックをレンダリング',
        'ルックブック用にライティングとポーズを決め、カラーウェイをレンダリングします。',
        '3点照明を設定し、ポーズを2つ保存し、カラーウェイを作成して印刷解像度で一括レンダリングします。',
      ],
    },
  },
]

const itemOf = (t: TutorialSeed, lang: ContentLanguage): Tutorial => {
  const [title, summary] = t.copy[lang]
  return {
    seq: t.seq,
    title,
    summary,
    level: t.level,
    minutes: t.minutes,
    thumbnailUrl: featureMediaUrl(t.slug, 'full'),
  }
}
const detailOf = (t: TutorialSeed, lang: ContentLanguage): TutorialDetail => {
  return {
    ...itemOf(t, lang),
    body: t.copy[lang][2],
    webm: featureMediaUrl(t.slug, 'webm'),
    mp4: featureMediaUrl(t.slug, 'mp4'),
  }
}

/** Tutorials (spec 3 §7): a missing tutorial answers errCode -404, which the client throws as "-404:…". */
export function registerTutorials(fastify: FastifyInstance): void {
  handle(fastify, endpoints.GetTutorialList, (input) =>
    Promise.resolve({
      result: ok(),
      list: TUTORIALS.map((t) => itemOf(t, input.Language)),
    }),
  )
  handle(fastify, endpoints.GetTutorialView, (input) => {
    const found = TUTORIALS.find((t) => t.seq === input.Seq)
    return Promise.resolve(
      found
        ? { result: ok(), info: detailOf(found, input.Language) }
        : { result: { errCode: TUTORIAL_NOT_FOUND, errMsg: 'Tutorial not found' }, info: null },
    )
  })
}
