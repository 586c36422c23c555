import { WIDE_MIN_PX } from '../../machines/shell/headerMenu.ts'

/**
 * Design tokens of the site: the one place that holds colours, spacing, radii, type, shadows,
 * layers, breakpoints and durations (spec 1 §9 sizes and breakpoints). A test fails on a colour
 * written anywhere else in `src/views` or `src/tools`; views take roles from `theme.ts`.
 */

/** The raw hues, named by what they look like. */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  ink: '#0b0c0f',
  night: '#101217',
  scrim: '#08090e',
  graphite: '#171a21',
  slate: '#1d2130',
  charcoal: '#1b1d24',
  steel: '#5a6070',
  fog: '#a7adba',
  cloud: '#d6d9e0',
  frost: '#e6e8ee',
  mist: '#f4f5f8',
  snow: '#f5f6f8',
  violet: '#7b61ff',
  violetStrong: '#6246ea',
  violetDeep: '#5137d6',
  violetDim: '#5a4cc4',
  violetSoft: '#b7a8ff',
  violetLight: '#9b87ff',
  violetPale: '#e9e6ff',
  plum: '#1a1538',
  indigo: '#1f1850',
  indigoDeep: '#2b2260',
  indigoNight: '#2a2350',
  teal: '#25d0c3',
  tealLight: '#7be0d6',
  tealDeep: '#0f3a46',
  coral: '#ff7a59',
  coralLight: '#ffb199',
  blue: '#3a7bff',
  blueLight: '#8fb4ff',
  amber: '#ffd166',
  amberDeep: '#8a5a00',
  amberPale: '#fff6dc',
  red: '#e5484d',
  redBright: '#ff5d62',
  redSoft: '#ff7b7f',
  redLight: '#ff9b9e',
  redPale: '#ffb3b5',
  redMist: '#ffd1d2',
  redDeep: '#b42318',
  redWash: '#fdecec',
  green: '#2fbf71',
  greenDeep: '#17663a',
  greenLight: '#8be3b3',
  greenWash: '#e8f7ee',
  blueDeep: '#1f4fb8',
  blueWash: '#eaf1ff',
} as const

type Hex = `#${string}`

/** A token colour with an alpha: `alpha(palette.white, 0.08)`. Only token colours go in. */
export function alpha(hex: Hex, a: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`
}

/** Colours by their use on the page (the existing names the views already read). */
export const color = {
  ink: palette.ink,
  night: palette.night,
  surface: palette.graphite,
  line: alpha(palette.white, 0.12),
  lineDark: alpha(palette.ink, 0.12),
  text: palette.snow,
  textMuted: palette.fog,
  body: palette.charcoal,
  bodyMuted: palette.steel,
  paper: palette.white,
  mist: palette.mist,
  accent: palette.violet,
  accentStrong: palette.violetStrong,
  accentHover: palette.violetDeep,
  accentSoft: palette.violetSoft,
  teal: palette.teal,
  danger: palette.red,
  onAccent: palette.white,
} as const

/** Translucent whites over dark surfaces, by strength. */
export const glass = {
  faint: alpha(palette.white, 0.04),
  soft: alpha(palette.white, 0.06),
  hover: alpha(palette.white, 0.08),
  active: alpha(palette.white, 0.12),
  line: alpha(palette.white, 0.22),
  strong: alpha(palette.white, 0.35),
} as const

export const font = {
  family:
    '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", "PingFang SC", "Noto Sans SC", "Microsoft YaHei", "Noto Sans CJK KR", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  /** Font sizes in px. */
  size: { xs: 12, sm: 13, md: 14, base: 15, lg: 16, xl: 19, h3: 20, h2: 24, h1: 28 },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeight: { tight: 1.25, body: 1.55 },
} as const

/** Spacing scale in px. */
export const space = {
  xxs: 2,
  xs: 4,
  sm: 8,
  md: 12,
  lg: 16,
  xl: 24,
  xxl: 32,
  xxxl: 48,
} as const

/** The menu switches from the hover bar to the hamburger below this width (spec 1 §2, §9). */
export const MENU_WIDE_MIN_PX = WIDE_MIN_PX

/** Breakpoints of spec 1 §9: 575, 768, 1023, 1025, 1279, 1280, 1440 px. */
export const bp = {
  sm: 575,
  md: 768,
  lg: 1023,
  lgUp: 1025,
  xl: MENU_WIDE_MIN_PX - 1,
  wide: MENU_WIDE_MIN_PX,
  xxl: 1440,
} as const
export const mq = {
  upToSm: `@media (max-width: ${bp.sm}px)`,
  upToMd: `@media (max-width: ${bp.md}px)`,
  upToLg: `@media (max-width: ${bp.lg}px)`,
  fromLgUp: `@media (min-width: ${bp.lgUp}px)`,
  /** The hamburger menu: 1279 px and below. */
  compact: `@media (max-width: ${bp.xl}px)`,
  /** The hover bar: 1280 px and above. */
  wide: `@media (min-width: ${bp.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

/** Header 66 px; banner 50 px, 30 without (spec 1 §2, §9); pop-up and modal widths (spec 1 §9). */
export const size = {
  header: 66,
  banner: 50,
  noBanner: 30,
  content: 1200,
  page: bp.xxl,
  popup: { L: 600, M: 360, S: 320 },
  modal: { regular: 620, wide: 907 },
  control: 48,
  controlSm: 36,
} as const

export const radius = { sm: 6, md: 12, lg: 20, pill: 999 } as const
export const shadow = {
  float: `0 24px 60px ${alpha(palette.scrim, 0.35)}`,
  card: `0 10px 30px ${alpha(palette.night, 0.08)}`,
  deep: `0 30px 80px ${alpha(palette.black, 0.45)}`,
  focus: `0 0 0 3px ${alpha(palette.violet, 0.35)}`,
} as const

/** Stacking layers, lowest first. */
export const z = {
  raised: 20,
  floating: 90,
  header: 100,
  skipLink: 200,
  dialog: 1000,
} as const

/** Durations in ms. */
export const duration = { fast: 150, base: 200, slow: 300, slide: 500, spin: 800 } as const

/** Gradients of the brand, made of palette colours only. */
export const gradient = {
  brand: `linear-gradient(120deg, ${palette.violetSoft}, ${palette.teal})`,
  mark: `linear-gradient(135deg, ${color.accent}, ${color.teal})`,
  thumb: `linear-gradient(135deg, ${palette.indigoDeep}, ${palette.tealDeep})`,
  feature: [
    `linear-gradient(135deg, ${palette.violet}, ${palette.violetSoft})`,
    `linear-gradient(135deg, ${palette.teal}, ${palette.tealLight})`,
    `linear-gradient(135deg, ${palette.coral}, ${palette.coralLight})`,
    `linear-gradient(135deg, ${palette.blue}, ${palette.blueLight})`,
  ],
} as const

/** The machine diagrams' colours (atlas and `npm run atlas:export`). */
export const diagram = {
  background: palette.ink,
  state: palette.slate,
  stateLine: palette.violet,
  compoundFill: alpha(palette.violet, 0.06),
  compoundLine: palette.violetDim,
  active: palette.indigoNight,
  activeLine: palette.teal,
  text: palette.snow,
  textMuted: palette.fog,
  rules: palette.violetSoft,
  edge: palette.teal,
  edgeInitial: palette.fog,
  uncovered: palette.redBright,
  uncoveredText: palette.redLight,
  enabled: palette.amber,
} as const
