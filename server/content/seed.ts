import type { ContentLanguage } from '../../src/contract/index.ts'
import type { Db } from '../core/index.ts'
import { ARCHIVE_CASES } from './caseSeed.ts'
import { content, topBanners } from './tables.ts'

interface Text {
  title: string
  summary: string
  body: string
}

export interface DemoPost {
  articleType: 'news' | 'CaseStudy'
  /** Days before the seeding date; newer posts list first. */
  daysAgo: number
  hue: number
  text: Record<ContentLanguage, Text>
}

/** Demo news and case studies, written in each content language (spec 3 §7). */
export const DEMO_POSTS: DemoPost[] = [
  {
    articleType: 'news',
    daysAgo: 2,
    hue: 210,
    text: {
      en: {
        title: 'Drape3D 12.2 is out',
        summary: 'Faster cloth simulation, a new seam-line tool and GPU baking for large scenes.',
        body: 'Drape3D 12.2 simulates dense garments up to twice as fast on the same hardware. The new seam-line tool snaps stitches to pattern edges, and textures can now be baked on the GPU. Existing subscribers get the update from the download page today.',
      },
      cn: {
        title: 'Drape3D 12.2 正式发布',
        summary: '更快的布料模拟、全新缝线工具，以及面向大型场景的 GPU 烘焙。',
        body: '在相同硬件上，Drape3D 12.2 对高密度服装的模拟速度最高提升一倍。新的缝线工具可将针迹自动吸附到版片边缘，贴图也可以使用 GPU 烘焙。现有订阅用户今天即可在下载页面获取更新。',
      },
      kr: {
        title: 'Drape3D 12.2 출시',
        summary: '더 빨라진 의상 시뮬레이션, 새로운 봉제선 도구, 대형 씬을 위한 GPU 베이킹.',
        body: 'Drape3D 12.2는 같은 하드웨어에서 고밀도 의상을 최대 두 배 빠르게 시뮬레이션합니다. 새 봉제선 도구는 스티치를 패턴 가장자리에 맞춰 주고, 이제 텍스처를 GPU로 베이킹할 수 있습니다. 기존 구독자는 오늘부터 다운로드 페이지에서 업데이트를 받을 수 있습니다.',
      },
      jp: {
        title: 'Drape3D 12.2 をリリースしました',
        summary:
          'クロスシミュレーションの高速化、新しい縫い目ツール、大規模シーン向けの GPU ベイク。',
        body: 'Drape3D 12.2 では、同じハードウェアで高密度の衣装を最大 2 倍速くシミュレーションできます。新しい縫い目ツールはステッチをパターンの縁に吸着させ、テクスチャを GPU でベイクできるようになりました。既存のサブスクリプション会員は本日よりダウンロードページから更新できます。',
      },
    },
  },
  {
    articleType: 'news',
    daysAgo: 9,
    hue: 150,
    text: {
      en: {
        title: 'Linux edition now available for teams',
        summary: 'Studios can run Drape3D on Linux workstations with a network licence.',
        body: 'The Linux edition brings the full design and simulation toolset to Rocky Linux and Ubuntu workstations. It uses the same network licence server as Windows and macOS, so a studio can mix platforms in one team console.',
      },
      cn: {
        title: '面向团队的 Linux 版本现已推出',
        summary: '工作室可以使用网络许可证在 Linux 工作站上运行 Drape3D。',
        body: 'Linux 版本为 Rocky Linux 和 Ubuntu 工作站提供完整的设计与模拟工具。它与 Windows 和 macOS 共用同一个网络许可证服务器，工作室可以在一个团队控制台中混合管理多个平台。',
      },
      kr: {
        title: '팀을 위한 리눅스 에디션 출시',
        summary:
          '스튜디오는 네트워크 라이선스로 리눅스 워크스테이션에서 Drape3D를 사용할 수 있습니다.',
        body: '리눅스 에디션은 Rocky Linux와 Ubuntu 워크스테이션에 디자인과 시뮬레이션 도구 전체를 제공합니다. Windows, macOS와 같은 네트워크 라이선스 서버를 사용하므로 하나의 팀 콘솔에서 여러 플랫폼을 함께 관리할 수 있습니다.',
      },
      jp: {
        title: 'チーム向け Linux 版の提供を開始',
        summary:
          'スタジオはネットワークライセンスで Linux ワークステーションでも Drape3D を使えます。',
        body: 'Linux 版は Rocky Linux と Ubuntu のワークステーションで、デザインとシミュレーションの全機能を利用できます。Windows や macOS と同じネットワークライセンスサーバーを使うため、ひとつのチームコンソールで複数のプラットフォームをまとめて管理できます。',
      },
    },
  },
  {
    articleType: 'news',
    daysAgo: 16,
    hue: 30,
    text: {
      en: {
        title: 'Student licences: verify with your school e-mail',
        summary: 'Students can now confirm their status in minutes with a school address.',
        body: 'Enter your school e-mail on the student pricing page and confirm the link we send. If your school is not listed yet, submit a document or ask us to add its domain. A student licence can be bought up to two times within four years.',
      },
      cn: {
        title: '学生许可证：使用学校邮箱验证',
        summary: '学生现在只需几分钟即可通过学校邮箱完成身份验证。',
        body: '在学生价格页面输入学校邮箱，并点击我们发送的确认链接即可。如果您的学校尚未收录，可以提交证明文件或申请添加学校域名。学生许可证在四年内最多可购买两次。',
      },
      kr: {
        title: '학생 라이선스: 학교 이메일로 인증하세요',
        summary: '이제 학교 이메일 주소로 몇 분 만에 학생 신분을 확인할 수 있습니다.',
        body: '학생 요금제 페이지에 학교 이메일을 입력하고 발송된 링크를 확인하세요. 학교가 아직 목록에 없다면 증빙 서류를 제출하거나 도메인 추가를 요청할 수 있습니다. 학생 라이선스는 4년 동안 최대 2회까지 구매할 수 있습니다.',
      },
      jp: {
        title: '学生ライセンス：学校のメールで認証',
        summary: '学校のメールアドレスで、数分で学生であることを確認できるようになりました。',
        body: '学生向け料金ページで学校のメールアドレスを入力し、届いたリンクを開いてください。学校がまだ登録されていない場合は、書類を提出するかドメインの追加を依頼できます。学生ライセンスは 4 年間で 2 回まで購入できます。',
      },
    },
  },
  {
    articleType: 'news',
    daysAgo: 25,
    hue: 280,
    text: {
      en: {
        title: 'Sync your designs with the cloud wardrobe',
        summary: 'One account for Drape3D and the cloud-wardrobe platform.',
        body: 'Link your Drape3D account to the cloud wardrobe to publish garments straight from the app. After integration you sign in once for both services, and your password and e-mail are managed on the partner site.',
      },
      cn: {
        title: '将设计同步到云衣橱',
        summary: 'Drape3D 与云衣橱平台共用一个账号。',
        body: '将 Drape3D 账号与云衣橱关联后，即可直接从软件发布服装。完成整合后，只需登录一次即可使用两项服务，密码和邮箱将在合作网站上管理。',
      },
      kr: {
        title: '클라우드 옷장과 디자인 동기화',
        summary: 'Drape3D와 클라우드 옷장 플랫폼을 하나의 계정으로.',
        body: 'Drape3D 계정을 클라우드 옷장과 연동하면 프로그램에서 바로 의상을 게시할 수 있습니다. 통합 후에는 한 번의 로그인으로 두 서비스를 모두 이용하며, 비밀번호와 이메일은 파트너 사이트에서 관리합니다.',
      },
      jp: {
        title: 'クラウドワードローブとデザインを同期',
        summary: 'Drape3D とクラウドワードローブをひとつのアカウントで。',
        body: 'Drape3D のアカウントをクラウドワードローブと連携すると、アプリから直接衣装を公開できます。統合後は一度のサインインで両方のサービスを使え、パスワードとメールアドレスはパートナーサイトで管理します。',
      },
    },
  },
  {
    articleType: 'news',
    daysAgo: 40,
    hue: 0,
    text: {
      en: {
        title: 'Academic pricing: 50% off above ten copies',
        summary: 'Schools that equip a classroom pay half price from the eleventh seat.',
        body: 'Universities and design schools can buy network licences at academic prices. From the eleventh copy the price is halved, and every seat can be assigned to a student account from the team console.',
      },
      cn: {
        title: '教育版价格：超过十套享五折',
        summary: '为整间教室配置软件的学校，从第十一套起半价。',
        body: '大学和设计院校可以以教育价格购买网络许可证。从第十一套开始价格减半，每个席位都可以在团队控制台中分配给学生账号。',
      },
      kr: {
        title: '교육용 요금: 10카피 초과 시 50% 할인',
        summary: '강의실 전체에 도입하는 학교는 11번째 좌석부터 반값입니다.',
        body: '대학과 디자인 학교는 교육용 가격으로 네트워크 라이선스를 구매할 수 있습니다. 11번째 카피부터 가격이 절반이 되며, 모든 좌석은 팀 콘솔에서 학생 계정에 할당할 수 있습니다.',
      },
      jp: {
        title: 'アカデミック価格：10 ライセンスを超えると 50% オフ',
        summary: '教室全体に導入する学校は、11 ライセンス目から半額になります。',
        body: '大学やデザイン学校は、アカデミック価格でネットワークライセンスを購入できます。11 ライセンス目から価格は半額になり、各ライセンスはチームコンソールから学生アカウントに割り当てられます。',
      },
    },
  },
  {
    articleType: 'news',
    daysAgo: 60,
    hue: 90,
    text: {
      en: {
        title: 'Two-week free trial for every new account',
        summary: 'Try every feature for 14 days before you buy.',
        body: 'Create an account, verify your e-mail and download the installer: the trial unlocks the complete toolset for two weeks. Companies can request a trial for their whole team from the enterprise page.',
      },
      cn: {
        title: '所有新账号均可免费试用两周',
        summary: '购买前可免费体验全部功能 14 天。',
        body: '注册账号、验证邮箱并下载安装程序，即可在两周内使用全部工具。企业用户可以在企业页面为整个团队申请试用。',
      },
      kr: {
        title: '모든 신규 계정에 2주 무료 체험',
        summary: '구매 전에 14일 동안 모든 기능을 사용해 보세요.',
        body: '계정을 만들고 이메일을 인증한 뒤 설치 파일을 내려받으면 2주 동안 모든 도구를 사용할 수 있습니다. 기업은 엔터프라이즈 페이지에서 팀 전체를 위한 체험판을 신청할 수 있습니다.',
      },
      jp: {
        title: '新規アカウントはすべて 2 週間無料体験',
        summary: '購入前に 14 日間すべての機能をお試しいただけます。',
        body: 'アカウントを作成してメールアドレスを認証し、インストーラーをダウンロードすると、2 週間すべてのツールを利用できます。企業はエンタープライズページからチーム全体の体験版を申し込めます。',
      },
    },
  },
  {
    articleType: 'CaseStudy',
    daysAgo: 5,
    hue: 330,
    text: {
      en: {
        title: 'How a Seoul label cut sampling by 60%',
        summary: 'Virtual fittings replaced most physical samples for a 40-piece collection.',
        body: 'The design team fitted every piece on digital avatars before cutting fabric. Only the final approved garments were sewn, which cut physical sampling by 60% and shortened the season calendar by three weeks.',
      },
      cn: {
        title: '首尔品牌如何将打样减少 60%',
        summary: '在一个 40 件的系列中，虚拟试衣取代了大部分实物样衣。',
        body: '设计团队在裁剪面料之前，先在数字模特上完成每一件的试穿。只有最终确认的款式才进行缝制，实物打样减少了 60%，季度开发周期缩短了三周。',
      },
      kr: {
        title: '서울의 한 브랜드가 샘플 제작을 60% 줄인 방법',
        summary: '40벌 컬렉션에서 가상 피팅이 대부분의 실물 샘플을 대체했습니다.',
        body: '디자인팀은 원단을 재단하기 전에 모든 옷을 디지털 아바타에 입혀 보았습니다. 최종 승인된 옷만 봉제해 실물 샘플을 60% 줄였고 시즌 일정도 3주 단축했습니다.',
      },
      jp: {
        title: 'ソウルのブランドがサンプル製作を 60% 削減した方法',
        summary:
          '40 型のコレクションで、バーチャルフィッティングが実物サンプルの大半を置き換えました。',
        body: 'デザインチームは生地を裁断する前に、すべての服をデジタルアバターで試着しました。最終承認された服だけを縫製した結果、実物サンプルは 60% 減り、シーズンの日程も 3 週間短縮されました。',
      },
    },
  },
  {
    articleType: 'CaseStudy',
    daysAgo: 20,
    hue: 190,
    text: {
      en: {
        title: 'A game studio dresses 300 characters',
        summary: 'Outfits built once in Drape3D, exported to the engine with baked textures.',
        body: 'The character team modelled clothing as real patterns, simulated it on each body type and exported optimised meshes to the game engine. Artists now reuse patterns across characters instead of sculpting every outfit by hand.',
      },
      cn: {
        title: '游戏工作室为 300 个角色制作服装',
        summary: '服装在 Drape3D 中一次制作，连同烘焙贴图导出到引擎。',
        body: '角色团队以真实版片制作服装，在每种体型上进行模拟，并将优化后的网格导出到游戏引擎。美术人员现在可以在不同角色之间复用版片，而不必逐一手工雕刻每套服装。',
      },
      kr: {
        title: '게임 스튜디오가 캐릭터 300명의 의상을 만들다',
        summary: 'Drape3D에서 한 번 만든 의상을 베이킹된 텍스처와 함께 엔진으로 내보냈습니다.',
        body: '캐릭터팀은 실제 패턴으로 의상을 만들고 체형별로 시뮬레이션한 뒤 최적화된 메시를 게임 엔진으로 내보냈습니다. 이제 아티스트들은 모든 의상을 손으로 조각하는 대신 캐릭터 간에 패턴을 재사용합니다.',
      },
      jp: {
        title: 'ゲームスタジオが 300 体のキャラクターに衣装を',
        summary: 'Drape3D で一度作った衣装を、ベイクしたテクスチャとともにエンジンへ。',
        body: 'キャラクターチームは実際のパターンで衣装を作り、体型ごとにシミュレーションして、最適化したメッシュをゲームエンジンに書き出しました。アーティストは衣装を一着ずつ手作業でスカルプトする代わりに、キャラクター間でパターンを再利用しています。',
      },
    },
  },
  {
    articleType: 'CaseStudy',
    daysAgo: 35,
    hue: 60,
    text: {
      en: {
        title: 'A fashion school teaches patternmaking in 3D',
        summary: 'Students see drape and fit instantly while they draft.',
        body: 'First-year students draft patterns and see the garment drape on an avatar at the same time. Teachers review fit in class on a shared screen, and the school uses academic network licences in two studios.',
      },
      cn: {
        title: '服装院校用 3D 教授制版',
        summary: '学生在制版的同时即可看到垂坠与合体效果。',
        body: '一年级学生在绘制版片的同时，就能看到服装在数字模特上的垂坠效果。老师在课堂上通过共享屏幕检查合体度，学校在两间工作室中使用教育版网络许可证。',
      },
      kr: {
        title: '패션 학교가 3D로 패턴 제작을 가르치다',
        summary: '학생들은 패턴을 그리면서 드레이프와 핏을 바로 확인합니다.',
        body: '1학년 학생들은 패턴을 그리면서 동시에 아바타 위에서 옷이 떨어지는 모습을 봅니다. 교수는 수업 중 공유 화면으로 핏을 검토하고, 학교는 두 개의 실습실에서 교육용 네트워크 라이선스를 사용합니다.',
      },
      jp: {
        title: 'ファッションスクールが 3D でパターン製作を指導',
        summary: '学生はパターンを引きながら、ドレープとフィットをすぐに確認できます。',
        body: '1 年生はパターンを引きながら、同時にアバター上で服のドレープを確認します。講師は授業中に共有画面でフィットを確認し、学校は 2 つの実習室でアカデミック向けネットワークライセンスを使っています。',
      },
    },
  },
]

/** Subjects of the older news archive, in each content language (en, cn, kr, jp). */
const ARCHIVE_SUBJECTS: readonly (readonly [string, string, string, string])[] = [
  [
    'pleats that hold their shape',
    '保持形状的褶裥',
    '형태를 유지하는 주름',
    '形が崩れないプリーツ',
  ],
  [
    'fitting on custom avatars',
    '在自定义虚拟模特上试衣',
    '맞춤 아바타 피팅',
    'カスタムアバターでのフィッティング',
  ],
  [
    'layering jackets over shirts',
    '在衬衫外叠穿夹克',
    '셔츠 위에 재킷 레이어링',
    'シャツの上にジャケットを重ねる',
  ],
  [
    'realistic denim washes',
    '逼真的牛仔水洗效果',
    '사실적인 데님 워싱',
    'リアルなデニムのウォッシュ加工',
  ],
  ['knit fabrics and stretch', '针织面料与弹性', '니트 원단과 신축성', 'ニット生地と伸縮性'],
  [
    'grading patterns by size',
    '按尺码放码',
    '사이즈별 패턴 그레이딩',
    'サイズ別のパターングレーディング',
  ],
  [
    'rendering for e-commerce',
    '面向电商的渲染',
    '이커머스용 렌더링',
    'EC サイト向けのレンダリング',
  ],
  [
    'trims, buttons and zips',
    '辅料、纽扣与拉链',
    '부자재, 단추와 지퍼',
    '付属品、ボタンとファスナー',
  ],
  [
    'animating a runway walk',
    '制作走秀动画',
    '런웨이 워킹 애니메이션',
    'ランウェイのウォーキングアニメーション',
  ],
  [
    'exporting to game engines',
    '导出到游戏引擎',
    '게임 엔진으로 내보내기',
    'ゲームエンジンへの書き出し',
  ],
  ['sharing designs with a team', '与团队共享设计', '팀과 디자인 공유', 'チームでのデザイン共有'],
  [
    'colourways in minutes',
    '几分钟完成配色方案',
    '몇 분 만에 컬러웨이 만들기',
    '数分でカラーバリエーション',
  ],
]

/** How each language words an archive post: a tip, then a webinar recording, on one subject. */
const ARCHIVE_WORDING = {
  en: {
    tip: (s: string) => ({
      title: `Tip: ${s}`,
      summary: `A short guide to ${s} in Drape3D.`,
      body: `This guide walks through ${s} step by step, with the settings our designers use every day.`,
    }),
    webinar: (s: string) => ({
      title: `Webinar recording: ${s}`,
      summary: `Watch the session on ${s} and download its project files.`,
      body: `Our product specialists showed ${s} live. The recording and its project files are available to every member.`,
    }),
  },
  cn: {
    tip: (s: string) => ({
      title: `技巧：${s}`,
      summary: `在 Drape3D 中${s}的简明指南。`,
      body: `本指南逐步介绍${s}，并附上我们的设计师日常使用的设置。`,
    }),
    webinar: (s: string) => ({
      title: `网络研讨会回放：${s}`,
      summary: `观看关于${s}的讲座并下载项目文件。`,
      body: `我们的产品专家现场演示了${s}。所有会员均可观看回放并下载项目文件。`,
    }),
  },
  kr: {
    tip: (s: string) => ({
      title: `팁: ${s}`,
      summary: `Drape3D에서 ${s}에 대한 짧은 안내입니다.`,
      body: `이 안내서는 ${s}을(를) 단계별로 설명하고, 디자이너들이 매일 쓰는 설정을 함께 소개합니다.`,
    }),
    webinar: (s: string) => ({
      title: `웨비나 다시 보기: ${s}`,
      summary: `${s} 세션을 시청하고 프로젝트 파일을 내려받으세요.`,
      body: `제품 전문가가 ${s}을(를) 실시간으로 시연했습니다. 모든 회원이 녹화 영상과 프로젝트 파일을 이용할 수 있습니다.`,
    }),
  },
  jp: {
    tip: (s: string) => ({
      title: `ヒント：${s}`,
      summary: `Drape3D での${s}の短いガイドです。`,
      body: `このガイドでは${s}を手順ごとに説明し、デザイナーが日常的に使う設定も紹介します。`,
    }),
    webinar: (s: string) => ({
      title: `ウェビナー録画：${s}`,
      summary: `${s}のセッションを視聴し、プロジェクトファイルをダウンロードできます。`,
      body: `製品スペシャリストが${s}をライブで紹介しました。録画とプロジェクトファイルはすべての会員が利用できます。`,
    }),
  },
} as const

/**
 * The older news archive: a tip and a webinar recording on each subject, 24 posts older than the
 * posts above, so the news list pages through more than one page (issue 12: at least 30 news).
 */
export const ARCHIVE_POSTS: DemoPost[] = ARCHIVE_SUBJECTS.flatMap((subject, i) =>
  (['tip', 'webinar'] as const).map((kind, k): DemoPost => ({
    articleType: 'news',
    daysAgo: 70 + (i * 2 + k) * 5,
    hue: (i * 30 + k * 15) % 360,
    text: {
      en: ARCHIVE_WORDING.en[kind](subject[0]),
      cn: ARCHIVE_WORDING.cn[kind](subject[1]),
      kr: ARCHIVE_WORDING.kr[kind](subject[2]),
      jp: ARCHIVE_WORDING.jp[kind](subject[3]),
    },
  })),
)

/** Top banners, one per language, on the home, pricing and product pages. */
export const DEMO_BANNERS = [
  {
    lang: 'EN',
    contentDetails: 'Drape3D 12.2 is here: faster simulation and GPU baking. See what is new.',
  },
  {
    lang: 'KO',
    contentDetails: 'Drape3D 12.2 출시: 더 빠른 시뮬레이션과 GPU 베이킹을 만나 보세요.',
  },
  { lang: 'JA', contentDetails: 'Drape3D 12.2 登場：より速いシミュレーションと GPU ベイク。' },
  { lang: 'ZH', contentDetails: 'Drape3D 12.2 现已发布：更快的模拟与 GPU 烘焙。' },
] as const

/** A small self-contained thumbnail (no external image host): a tinted card with the post's initial. */
export function thumbnailFor(hue: number, title: string): string {
  const initial = title.charAt(0) || 'D'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><text x="160" y="112" font-family="sans-serif" font-size="72" fill="#fff" text-anchor="middle">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo posts (dated relative to now) and top banners. */
export async function seedContent(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(content).values(
      [...DEMO_POSTS, ...ARCHIVE_POSTS, ...ARCHIVE_CASES].flatMap((post) =>
        Object.entries(post.text).map(([lang, text]) => ({
          articleType: post.articleType,
          lang,
          ...text,
          thumbnailUrl: thumbnailFor(post.hue, text.title),
          regDt: new Date(now.getTime() - post.daysAgo * DAY_MS),
        })),
      ),
    )
    await tx.insert(topBanners).values(
      DEMO_BANNERS.map((b) => ({
        lang: b.lang,
        applyPaths: ['/', '/pricing', '/product'],
        category: 'notice',
        contentDetails: b.contentDetails,
        hexCode: '#1f3a8a',
        opacity: 1,
        topBannerType: 'text',
        url: '/support/news',
        contentDetailsColor: '#ffffff',
      })),
    )
  })
}
