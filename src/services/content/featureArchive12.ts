import type { ContentLanguage, ReleaseFeatures } from '../../contract/index.ts'
import { ARCHIVE_12_PATCHES } from '../../contract/content/archivePatches12.ts'
import {
  releaseOf,
  type FeatureSeed,
  type VersionSeed,
} from '../../contract/content/featureRelease.ts'

/**
 * The archive of version 12 bundled with the site (spec 3 §7: "Features for version 12 come only
 * from an archive bundled with the site"), in each content language. Loaded on demand, so only a
 * visitor who opens version 12 downloads it. Media are the artwork our server generates under
 * /media/features.
 */
const KEY: readonly FeatureSeed[] = [
  {
    slug: 'v12-pattern-grading',
    media: 'image',
    article: 4415001,
    copy: {
      en: [
        'Pattern grading',
        'Grade a pattern across a full size range and check every size on its own avatar.',
      ],
      cn: ['版片推码', '在完整尺码范围内推码，并在对应的虚拟模特上检查每个尺码。'],
      kr: [
        '패턴 그레이딩',
        '전체 사이즈 범위로 패턴을 그레이딩하고 각 사이즈를 해당 아바타에서 확인하세요.',
      ],
      jp: [
        'パターングレーディング',
        'サイズ展開全体にパターンをグレーディングし、各サイズを専用アバターで確認できます。',
      ],
    },
  },
  {
    slug: 'v12-live-sync',
    media: 'video',
    article: 4415002,
    copy: {
      en: [
        'Live sync with game engines',
        'Send a garment to your game engine and see every change arrive while you drape.',
      ],
      cn: ['与游戏引擎实时同步', '将服装发送到游戏引擎，在您调整时实时看到每一处变化。'],
      kr: [
        '게임 엔진 실시간 동기화',
        '의상을 게임 엔진으로 보내고, 작업하는 동안 모든 변경 사항을 바로 확인하세요.',
      ],
      jp: [
        'ゲームエンジンとのライブ同期',
        '衣服をゲームエンジンに送り、作業中の変更がすぐに反映されるのを確認できます。',
      ],
    },
  },
  {
    slug: 'v12-new-ui',
    media: 'image',
    article: 4415003,
    copy: {
      en: [
        'A calmer interface',
        'A redesigned workspace with dark and light themes and fewer clicks.',
      ],
      cn: ['更简洁的界面', '重新设计的工作区，支持深色和浅色主题，操作更少。'],
      kr: [
        '더 차분한 인터페이스',
        '다크·라이트 테마를 지원하고 클릭 수를 줄인 새 작업 공간입니다.',
      ],
      jp: [
        '落ち着いたインターフェース',
        'ダーク・ライトテーマに対応し、クリック数を減らした新しいワークスペースです。',
      ],
    },
  },
]

const OTHER: readonly FeatureSeed[] = [
  {
    slug: 'v12-trims',
    media: 'image',
    article: 4415011,
    copy: {
      en: ['Buttons and trims', 'Place buttons, zips and snaps that move with the fabric.'],
      cn: ['纽扣与辅料', '放置随面料运动的纽扣、拉链和按扣。'],
      kr: ['단추와 부자재', '원단과 함께 움직이는 단추, 지퍼, 스냅을 배치합니다.'],
      jp: ['ボタンと付属品', '生地と一緒に動くボタン、ファスナー、スナップを配置できます。'],
    },
  },
  {
    slug: 'v12-wind',
    media: 'video',
    article: 4415012,
    copy: {
      en: ['Wind', 'Add wind to see how a garment moves outdoors.'],
      cn: ['风力', '添加风力，查看服装在户外的动态。'],
      kr: ['바람', '바람을 추가해 야외에서 의상이 어떻게 움직이는지 확인하세요.'],
      jp: ['風', '風を加えて、屋外で衣服がどう動くかを確認できます。'],
    },
  },
]

const ARCHIVE_12: VersionSeed<'12'> = {
  version: '12',
  lastUpdate: '2026-02-10',
  color: '#7a3cff',
  position: 'center',
  keyFeatures: KEY,
  otherFeatures: OTHER,
  patches: ARCHIVE_12_PATCHES,
}

/** Version 12's release view in a content language, from the archive. */
export const archivedRelease12 = (lang: ContentLanguage): ReleaseFeatures =>
  releaseOf(ARCHIVE_12, lang)
