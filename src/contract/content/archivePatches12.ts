import type { PatchSeed } from './featureRelease.ts'

/**
 * The patches of version 12, newest first: the archive bundled with the site shows them with its
 * features (src/services/content/featureArchive12.ts, loaded on demand), and the server lists
 * the same builds in PatchNoteInfo (spec 3 §7). Kept here so both read one text.
 */
export const ARCHIVE_12_PATCHES: readonly PatchSeed[] = [
  {
    minorVer: '12.0.3',
    patchDt: '2026-02-10',
    features: {
      en: ['Live sync keeps material names.'],
      cn: ['实时同步会保留材质名称。'],
      kr: ['실시간 동기화에서 재질 이름이 유지됩니다.'],
      jp: ['ライブ同期でマテリアル名が保持されます。'],
    },
    fixes: {
      en: ['Fixed graded sizes losing their seam allowances.'],
      cn: ['修复了推码后尺码丢失缝份的问题。'],
      kr: ['그레이딩한 사이즈의 시접이 사라지던 문제를 수정했습니다.'],
      jp: ['グレーディングしたサイズの縫い代が消える問題を修正しました。'],
    },
  },
  {
    minorVer: '12.0.0',
    patchDt: '2025-11-18',
    features: {
      en: ['First release of 12.'],
      cn: ['12 首个版本。'],
      kr: ['12 첫 릴리스입니다.'],
      jp: ['12 の最初のリリースです。'],
    },
    fixes: {
      en: ['Fixed zips opening by themselves in fast poses.'],
      cn: ['修复了快速动作中拉链自动打开的问题。'],
      kr: ['빠른 포즈에서 지퍼가 저절로 열리던 문제를 수정했습니다.'],
      jp: ['速いポーズでファスナーが勝手に開く問題を修正しました。'],
    },
  },
]
