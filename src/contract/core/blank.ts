/**
 * Spec 3 §5 "Blank check": a text that is empty, a single space, or empty once the shared blank
 * pattern is stripped (white space of any kind, which in JavaScript includes the no-break, the
 * ideographic and the byte-order-mark spaces, and the zero-width characters) is blank. One
 * definition for every form of spec 3 (contact, trial inquiry, community submission).
 */
const BLANK_PATTERN = /[\s\u200B-\u200D\u2060]/g

export const isBlank = (value: string): boolean =>
  value === '' || value === ' ' || value.replace(BLANK_PATTERN, '') === ''
