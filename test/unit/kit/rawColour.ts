/** The CSS named colours (CSS Color 4), which count as raw colours as much as a hex value does. */
const NAMED = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue
blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan
darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen
darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey
darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite
forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink
indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral
lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta
maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red
rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
whitesmoke yellow yellowgreen`
  .split(/\s+/)
  .join('|')

/** A hex colour not glued to a word (`Secret#123` is a password, not a colour). */
const HEX = /(?<![\w&])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi
/** A colour function: rgb(), rgba(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). */
const FUNCTION = /(?<![\w.-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi
/** A named colour as a whole string value: fill="white", { color: 'red' }. */
const NAMED_LITERAL = new RegExp(`(["'\`])\\s*(?:${NAMED})\\s*\\1`, 'gi')
/** A named colour inside a CSS declaration: `border: 1px solid white;`. */
const NAMED_IN_CSS = new RegExp(
  `^\\s*-{0,2}[a-z][a-z-]*\\s*:(?![^;]*\\$\\{)[^;]*?(?<![\\w.$#-])(?:${NAMED})(?![\\w-])`,
  'i',
)

/** The raw colours written on one line of source. */
export function rawColours(line: string): string[] {
  const hits = [
    ...[...line.matchAll(HEX)].map((m) => m[0]),
    ...[...line.matchAll(FUNCTION)].map((m) => m[0]),
    ...[...line.matchAll(NAMED_LITERAL)].map((m) => m[0]),
  ]
  const css = NAMED_IN_CSS.exec(line)
  if (css && hits.length === 0) hits.push(css[0].trim())
  return hits
}
