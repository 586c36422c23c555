/** Design tokens of the site (spec 1 §9 sizes and breakpoints). */
export const color = {
  ink: '#0b0c0f',
  night: '#101217',
  surface: '#171a21',
  line: 'rgba(255,255,255,0.12)',
  lineDark: 'rgba(11,12,15,0.12)',
  text: '#f5f6f8',
  textMuted: '#a7adba',
  body: '#1b1d24',
  bodyMuted: '#5a6070',
  paper: '#ffffff',
  mist: '#f4f5f8',
  accent: '#7b61ff',
  accentStrong: '#6246ea',
  accentSoft: '#b7a8ff',
  teal: '#25d0c3',
  danger: '#e5484d',
} as const

export const font = {
  family:
    '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", "PingFang SC", "Noto Sans SC", "Microsoft YaHei", "Noto Sans CJK KR", sans-serif',
} as const

/** Breakpoints of spec 1 §9. */
export const bp = { sm: 575, md: 768, lg: 1023, xl: 1279, wide: 1280, xxl: 1440 } as const
export const mq = {
  upToSm: `@media (max-width: ${bp.sm}px)`,
  upToMd: `@media (max-width: ${bp.md}px)`,
  upToLg: `@media (max-width: ${bp.lg}px)`,
  compact: `@media (max-width: ${bp.xl}px)`,
  wide: `@media (min-width: ${bp.wide}px)`,
} as const

/** Header 66 px; banner 50 px (spec 1 §9). */
export const size = {
  header: 66,
  banner: 50,
  noBanner: 30,
  content: 1200,
  popup: { L: 600, M: 360, S: 320 },
  modal: { regular: 620, wide: 907 },
} as const

export const radius = { sm: 6, md: 12, lg: 20, pill: 999 } as const
export const shadow = {
  float: '0 24px 60px rgba(8, 9, 14, 0.35)',
  card: '0 10px 30px rgba(16, 18, 27, 0.08)',
} as const
