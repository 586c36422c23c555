import type { VersionSeed } from '../../src/contract/content/featureRelease.ts'

/**
 * The seeded feature catalogue of the versions the release API serves (spec 3 §3, §7, §9: 12.1
 * and 12.2; 12 lives only in the archive bundled with the site), written in each content
 * language. Media are generated artwork served by this server (`featureMedia.ts`).
 */
export type { Copy, FeatureSeed, PatchSeed } from '../../src/contract/content/featureRelease.ts'

export const FEATURE_CATALOGUE: readonly VersionSeed<'12.1' | '12.2'>[] = [
  {
    version: '12.2',
    lastUpdate: '2026-10-28',
    color: '#2f6bff',
    position: 'center right',
    keyFeatures: [
      {
        slug: 'v122-gpu-simulation',
        media: 'video',
        article: 4417001,
        copy: {
          en: [
            'Twice-as-fast GPU simulation',
            'Dense garments now simulate up to twice as fast on the same graphics card, so you can iterate on fit in real time.',
          ],
          cn: [
            '速度翻倍的 GPU 模拟',
            '在同一块显卡上，高密度服装的模拟速度最高提升一倍，让您实时调整合身度。',
          ],
          kr: [
            '두 배 빨라진 GPU 시뮬레이션',
            '같은 그래픽 카드에서 고밀도 의상을 최대 두 배 빠르게 시뮬레이션하여 핏을 실시간으로 다듬을 수 있습니다.',
          ],
          jp: [
            '2倍速くなったGPUシミュレーション',
            '同じグラフィックカードで高密度の衣服を最大2倍の速さでシミュレーションでき、フィットをリアルタイムで調整できます。',
          ],
        },
      },
      {
        slug: 'v122-seam-line',
        media: 'image',
        article: 4417002,
        copy: {
          en: [
            'Seam-line tool',
            'Draw a seam once and stitches snap to the pattern edges on both sides, with length matching shown as you go.',
          ],
          cn: ['缝线工具', '只需画一次缝线，针迹便会自动吸附到两侧版片边缘，并实时显示长度匹配。'],
          kr: [
            '봉제선 도구',
            '봉제선을 한 번만 그리면 스티치가 양쪽 패턴 가장자리에 맞춰지고, 길이 일치 여부가 바로 표시됩니다.',
          ],
          jp: [
            'シームラインツール',
            '一度シームを描くだけで、ステッチが両側のパターンの端に吸着し、長さの一致もその場で表示されます。',
          ],
        },
      },
      {
        slug: 'v122-gpu-baking',
        media: 'image',
        article: 4417003,
        copy: {
          en: [
            'GPU texture baking',
            'Bake normal, ambient-occlusion and colour maps of large scenes on the GPU in seconds instead of minutes.',
          ],
          cn: [
            'GPU 贴图烘焙',
            '使用 GPU 烘焙大型场景的法线、环境光遮蔽和颜色贴图，只需数秒而非数分钟。',
          ],
          kr: [
            'GPU 텍스처 베이킹',
            '대형 씬의 노멀, 앰비언트 오클루전, 컬러 맵을 GPU로 몇 분이 아닌 몇 초 만에 베이킹합니다.',
          ],
          jp: [
            'GPUテクスチャベイク',
            '大規模シーンのノーマル、アンビエントオクルージョン、カラーマップを、数分ではなく数秒でGPUベイクできます。',
          ],
        },
      },
    ],
    otherFeatures: [
      {
        slug: 'v122-fabric-library',
        media: 'image',
        article: 4417011,
        copy: {
          en: ['Fabric library search', 'Find fabrics by weight, stretch and composition.'],
          cn: ['面料库搜索', '按克重、弹性和成分查找面料。'],
          kr: ['원단 라이브러리 검색', '무게, 신축성, 혼용률로 원단을 찾을 수 있습니다.'],
          jp: ['生地ライブラリ検索', '重さ、伸縮性、組成で生地を検索できます。'],
        },
      },
      {
        slug: 'v122-avatar-poses',
        media: 'video',
        article: 4417012,
        copy: {
          en: ['Avatar pose blending', 'Blend two poses and watch the garment follow.'],
          cn: ['虚拟模特姿势混合', '混合两个姿势，服装随之自然变化。'],
          kr: ['아바타 포즈 블렌딩', '두 포즈를 섞으면 의상이 자연스럽게 따라 움직입니다.'],
          jp: ['アバターのポーズブレンド', '2つのポーズをブレンドすると、衣服がそれに追従します。'],
        },
      },
    ],
    patches: [
      {
        minorVer: '12.2.1',
        patchDt: '2026-11-12',
        features: {
          en: ['Pattern export to DXF-AAMA keeps grain lines.'],
          cn: ['导出为 DXF-AAMA 时保留布纹线。'],
          kr: ['DXF-AAMA로 내보낼 때 식서 방향선이 유지됩니다.'],
          jp: ['DXF-AAMA書き出しで布目線が保持されます。'],
        },
        fixes: {
          en: [
            'Fixed a crash when undoing a seam on a mirrored pattern.',
            'Fixed blurry thumbnails in the fabric library.',
          ],
          cn: ['修复了在镜像版片上撤销缝线时的崩溃问题。', '修复了面料库缩略图模糊的问题。'],
          kr: [
            '대칭 패턴에서 봉제선을 실행 취소할 때 프로그램이 종료되던 문제를 수정했습니다.',
            '원단 라이브러리의 썸네일이 흐리게 보이던 문제를 수정했습니다.',
          ],
          jp: [
            'ミラーパターンでシームを元に戻すとクラッシュする問題を修正しました。',
            '生地ライブラリのサムネイルがぼやける問題を修正しました。',
          ],
        },
      },
      {
        minorVer: '12.2.0',
        patchDt: '2026-10-28',
        features: {
          en: ['First release of 12.2.'],
          cn: ['12.2 首个版本。'],
          kr: ['12.2 첫 릴리스입니다.'],
          jp: ['12.2 の最初のリリースです。'],
        },
        fixes: {
          en: ['Fixed a rare freeze when opening projects saved in 12.1.'],
          cn: ['修复了打开 12.1 保存的项目时偶尔卡住的问题。'],
          kr: ['12.1에서 저장한 프로젝트를 열 때 가끔 멈추던 문제를 수정했습니다.'],
          jp: ['12.1 で保存したプロジェクトを開くとまれにフリーズする問題を修正しました。'],
        },
      },
    ],
  },
  {
    version: '12.1',
    lastUpdate: '2026-06-16',
    color: '#0f9d7a',
    position: 'center left',
    keyFeatures: [
      {
        slug: 'v121-auto-fit',
        media: 'image',
        article: 4416001,
        copy: {
          en: [
            'Auto-fit to any avatar',
            'Move a finished garment to another avatar and it refits itself, keeping seams, pins and layers.',
          ],
          cn: [
            '自动适配任意虚拟模特',
            '将完成的服装移到另一个虚拟模特上，它会自动重新适配，并保留缝线、固定针和层次。',
          ],
          kr: [
            '모든 아바타에 자동 맞춤',
            '완성된 의상을 다른 아바타로 옮기면 봉제선, 핀, 레이어를 유지한 채 스스로 다시 맞춰집니다.',
          ],
          jp: [
            'どのアバターにも自動フィット',
            '完成した衣服を別のアバターに移すと、シーム、ピン、レイヤーを保ったまま自動で再フィットします。',
          ],
        },
      },
      {
        slug: 'v121-layer-solver',
        media: 'video',
        article: 4416002,
        copy: {
          en: [
            'Layer-aware solver',
            'Jackets over shirts over dresses: layers no longer pass through each other, even in tight poses.',
          ],
          cn: [
            '识别层次的求解器',
            '外套、衬衫、连衣裙层层叠穿：即使在紧凑的姿势下，各层也不会互相穿透。',
          ],
          kr: [
            '레이어 인식 솔버',
            '셔츠 위 재킷, 원피스 위 셔츠도 문제없습니다. 꽉 끼는 포즈에서도 레이어가 서로 뚫고 지나가지 않습니다.',
          ],
          jp: [
            'レイヤー対応ソルバー',
            'ドレスの上にシャツ、その上にジャケット。きついポーズでもレイヤー同士が貫通しなくなりました。',
          ],
        },
      },
      {
        slug: 'v121-colorways',
        media: 'image',
        article: 4416003,
        copy: {
          en: [
            'Colourways in one click',
            'Create colourways of a whole outfit and render them side by side for a line review.',
          ],
          cn: ['一键生成配色方案', '为整套服装创建配色方案，并排渲染以便进行系列评审。'],
          kr: [
            '클릭 한 번으로 컬러웨이',
            '전체 착장의 컬러웨이를 만들고 나란히 렌더링하여 라인 리뷰에 활용하세요.',
          ],
          jp: [
            'ワンクリックでカラーウェイ',
            'コーディネート全体のカラーウェイを作成し、並べてレンダリングしてラインレビューに使えます。',
          ],
        },
      },
    ],
    otherFeatures: [
      {
        slug: 'v121-measure-tape',
        media: 'image',
        article: 4416011,
        copy: {
          en: ['Measuring tape', 'Measure any garment circumference on the avatar.'],
          cn: ['测量卷尺', '在虚拟模特上测量服装任意部位的围度。'],
          kr: ['줄자', '아바타 위에서 의상의 어느 둘레든 측정할 수 있습니다.'],
          jp: ['メジャー', 'アバター上で衣服のあらゆる周囲長を測れます。'],
        },
      },
      {
        slug: 'v121-turntable',
        media: 'video',
        article: 4416012,
        copy: {
          en: ['Turntable render', 'Export a 360° turntable video of your outfit.'],
          cn: ['转台渲染', '导出服装的 360° 转台视频。'],
          kr: ['턴테이블 렌더', '착장의 360° 턴테이블 영상을 내보낼 수 있습니다.'],
          jp: ['ターンテーブルレンダー', 'コーディネートの360°ターンテーブル動画を書き出せます。'],
        },
      },
    ],
    patches: [
      {
        minorVer: '12.1.2',
        patchDt: '2026-08-04',
        features: {
          en: ['Turntable videos can be exported at 4K.'],
          cn: ['转台视频可导出为 4K。'],
          kr: ['턴테이블 영상을 4K로 내보낼 수 있습니다.'],
          jp: ['ターンテーブル動画を4Kで書き出せます。'],
        },
        fixes: {
          en: ['Fixed measuring tape values in inches rounding to whole numbers.'],
          cn: ['修复了以英寸为单位时测量值被取整的问题。'],
          kr: ['인치 단위에서 줄자 값이 정수로 반올림되던 문제를 수정했습니다.'],
          jp: ['インチ表示でメジャーの値が整数に丸められる問題を修正しました。'],
        },
      },
      {
        minorVer: '12.1.0',
        patchDt: '2026-06-16',
        features: {
          en: ['First release of 12.1.'],
          cn: ['12.1 首个版本。'],
          kr: ['12.1 첫 릴리스입니다.'],
          jp: ['12.1 の最初のリリースです。'],
        },
        fixes: {
          en: ['Fixed pins lost when reopening a project.'],
          cn: ['修复了重新打开项目时固定针丢失的问题。'],
          kr: ['프로젝트를 다시 열 때 핀이 사라지던 문제를 수정했습니다.'],
          jp: ['プロジェクトを開き直すとピンが消える問題を修正しました。'],
        },
      },
    ],
  },
]

/** The help centre's manual of a version and of each feature, with the language placeholder. */
