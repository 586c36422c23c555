import { alpha, color, glass, palette } from './tokens.ts'

/**
 * Colour roles of the two themes, made from tokens only. The light theme is the site's default; the
 * dark theme applies to teamconsole, sign-in, sign-up and complete (spec 1 §2), the account pages
 * and the atlas. Kit components read the roles through CSS custom properties (`role.fg` is
 * `var(--kit-fg)`), so a component follows the theme of the region it is rendered in.
 */
const light = {
  fg: color.body,
  fgMuted: color.bodyMuted,
  bg: color.paper,
  surface: color.paper,
  line: color.lineDark,
  hover: color.mist,
  accent: color.accentStrong,
  link: color.accentStrong,
  focus: color.accent,
  fieldBg: color.paper,
  fieldBgFocus: color.paper,
  fieldBorder: alpha(palette.charcoal, 0.28),
  fieldBorderHover: alpha(palette.charcoal, 0.5),
  placeholder: palette.steel,
  track: palette.frost,
  infoFg: palette.blueDeep,
  infoBg: palette.blueWash,
  infoLine: alpha(palette.blue, 0.4),
  successFg: palette.greenDeep,
  successBg: palette.greenWash,
  successLine: alpha(palette.green, 0.5),
  warningFg: palette.amberDeep,
  warningBg: palette.amberPale,
  warningLine: alpha(palette.amber, 0.9),
  errorFg: palette.redDeep,
  errorBg: palette.redWash,
  errorLine: alpha(palette.red, 0.5),
}
export type Role = keyof typeof light
export type ThemeName = 'light' | 'dark'

const dark: Record<Role, string> = {
  fg: color.text,
  fgMuted: color.textMuted,
  bg: color.ink,
  surface: color.surface,
  line: color.line,
  hover: glass.hover,
  accent: color.accentSoft,
  link: color.accentSoft,
  focus: color.accentSoft,
  fieldBg: glass.faint,
  fieldBgFocus: alpha(palette.white, 0.07),
  fieldBorder: alpha(palette.white, 0.18),
  fieldBorderHover: alpha(palette.white, 0.32),
  placeholder: alpha(palette.fog, 0.7),
  track: glass.active,
  infoFg: palette.blueLight,
  infoBg: alpha(palette.blue, 0.14),
  infoLine: alpha(palette.blue, 0.5),
  successFg: palette.greenLight,
  successBg: alpha(palette.green, 0.14),
  successLine: alpha(palette.green, 0.5),
  warningFg: palette.amber,
  warningBg: alpha(palette.amber, 0.12),
  warningLine: alpha(palette.amber, 0.5),
  errorFg: palette.redLight,
  errorBg: alpha(palette.red, 0.14),
  errorLine: alpha(palette.red, 0.5),
}

export const themes: Record<ThemeName, Record<Role, string>> = { light, dark }

const varName = (r: string) => `--kit-${r.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`

/** `role.fg` is `var(--kit-fg)`: what a kit or view style writes to follow the theme. */
export const role = Object.fromEntries(
  Object.keys(light).map((r) => [r, `var(${varName(r)})`]),
) as Record<Role, string>

/** The custom properties of a theme, to spread into a region's styles (`css(themeVars('dark'))`). */
export function themeVars(name: ThemeName): Record<string, string> {
  return Object.fromEntries(Object.entries(themes[name]).map(([r, v]) => [varName(r), v]))
}
