import fc, { type Arbitrary } from 'fast-check'
import { z } from 'zod'

/**
 * fast-check arbitraries of well-formed and malformed requests, derived from an endpoint's zod
 * request schema through its JSON Schema (`z.toJSONSchema`): no zod-4 arbitrary generator is
 * maintained (zod-fast-check supports zod 3 and fast-check 3 only), and the JSON Schema is the
 * shape the API publishes, so every endpoint a later issue adds is covered without a line here.
 */

/** The part of JSON Schema 2020-12 that `z.toJSONSchema` writes for request schemas. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** Generated text stays short: the limits themselves are probed by the malformed side. */
const SHORT = 24

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]

/** Any JSON value, including the awkward ones (deep, unicode, huge numbers). */
const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 })

/** Text a parser may choke on: lone surrogates, NUL, controls, right-to-left marks, markup. */
const hostileText: Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: SHORT, unit: 'binary' }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    'a\udfffb',
    '\u202e',
    '<img src=x onerror=alert(1)>',
    "'; drop table members; --",
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    '__proto__',
  ),
)

/** A value that satisfies the JSON Schema (as far as JSON Schema can say). */
export function validOf(s: JsonSchema): Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return fc.oneof(...alternatives.map(validOf))
  const [type] = typesOf(s)
  switch (type) {
    case 'string': {
      const minLength = s.minLength ?? 0
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? SHORT, minLength + SHORT))
      if (s.pattern)
        return fc
          .stringMatching(new RegExp(s.pattern))
          .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity))
      if (s.format === 'email') return fc.emailAddress().filter((v) => v.length <= maxLength)
      return fc.string({ minLength, maxLength })
    }
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1e9, Number.MIN_SAFE_INTEGER),
        max: Math.min(s.maximum ?? 1e9, Number.MAX_SAFE_INTEGER),
      })
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e9,
        max: s.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const minLength = s.minItems ?? 0
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, minLength + 4))
      return fc.array(s.items ? validOf(s.items) : anyJson, { minLength, maxLength })
    }
    case 'object': {
      const properties = s.properties ?? {}
      const model = Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, validOf(p)]))
      return fc
        .record(model, { requiredKeys: s.required ?? [] })
        .map((o): Record<string, unknown> => ({ ...o }))
    }
    default:
      return anyJson
  }
}

/** Values of a JSON type other than the schema's own. */
function wrongTypeOf(s: JsonSchema): Arbitrary<unknown> {
  const own = new Set(typesOf(s))
  const others: Array<[string, Arbitrary<unknown>]> = [
    ['null', fc.constant(null)],
    ['boolean', fc.boolean()],
    [
      'integer',
      fc.oneof(fc.integer(), fc.constantFrom(1e300, -1e300, Number.MAX_SAFE_INTEGER + 2)),
    ],
    ['number', fc.double({ noNaN: true, noDefaultInfinity: true })],
    ['string', hostileText],
    ['array', fc.array(anyJson, { maxLength: 3 })],
    ['object', fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 })],
  ]
  const picked = others.filter(([t]) => !own.has(t) && !(t === 'integer' && own.has('number')))
  return fc.oneof(...picked.map(([, a]) => a))
}

/** Keys no request schema declares; `_` is left out (GET requests accept it as a cache-buster). */
const strangeKey = fc.oneof(
  fc.constantFrom('extra', '__proto__', 'constructor', 'prototype', '$where', 'a'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== '_'),
)

/**
 * Values that break the schema at this node or somewhere below it: the wrong type, text over or
 * under its length, numbers out of range or not whole, an unknown enum value, a missing required
 * field, an unexpected field on a strict object, too many items. Not every one is refused by the
 * zod schema (JSON Schema says less than zod), so callers keep the cases the schema refuses.
 */
export function malformedOf(s: JsonSchema, depth = 0): Arbitrary<unknown> {
  const options: Array<Arbitrary<unknown>> = [wrongTypeOf(s)]
  if ('const' in s || s.enum) options.push(hostileText, fc.string({ maxLength: SHORT }))
  const [type] = typesOf(s)
  if (type === 'string') {
    if (s.maxLength !== undefined) {
      const max = s.maxLength
      options.push(fc.integer({ min: 1, max: 64 }).map((extra) => 'x'.repeat(max + extra)))
    }
    if (s.minLength !== undefined && s.minLength > 0)
      options.push(fc.string({ maxLength: s.minLength - 1 }))
    if (s.pattern) options.push(hostileText)
  }
  if (type === 'integer' || type === 'number') {
    if (type === 'integer') options.push(fc.integer().map((n) => n + 0.5))
    if (s.minimum !== undefined) {
      const min = s.minimum
      options.push(fc.integer({ min: 1, max: 1e6 }).map((d) => min - d))
    }
    if (s.maximum !== undefined) {
      const max = s.maximum
      options.push(fc.integer({ min: 1, max: 1e6 }).map((d) => max + d))
    }
  }
  if (type === 'array') {
    if (s.maxItems !== undefined) {
      const maxItems = s.maxItems
      const item = s.items ? validOf(s.items) : anyJson
      options.push(fc.array(item, { minLength: maxItems + 1, maxLength: maxItems + 3 }))
    }
    if (s.items && depth < 4) {
      const items = s.items
      options.push(
        fc
          .tuple(fc.array(validOf(items), { maxLength: 2 }), malformedOf(items, depth + 1))
          .map(([good, bad]) => [...good, bad]),
      )
    }
  }
  if (type === 'object' && depth < 4) {
    const valid = validOf(s) as Arbitrary<Record<string, unknown>>
    const properties = Object.entries(s.properties ?? {})
    for (const [key, property] of properties)
      options.push(
        fc.tuple(valid, malformedOf(property, depth + 1)).map(([o, bad]) => ({ ...o, [key]: bad })),
      )
    for (const key of s.required ?? [])
      options.push(
        valid.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key))),
      )
    if (s.additionalProperties === false)
      options.push(fc.tuple(valid, strangeKey, anyJson).map(([o, k, v]) => ({ ...o, [k]: v })))
  }
  return fc.oneof(...options)
}

/** A whole malformed request body: broken at some field, or not the right kind of JSON at all. */
export function malformedRequestOf(schema: z.core.$ZodType): Arbitrary<unknown> {
  const json = jsonSchemaOf(schema)
  return fc.oneof(
    { weight: 4, arbitrary: malformedOf(json) },
    { weight: 1, arbitrary: anyJson },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>([], null, 0, '', 'hello', true, [{}], {
        a: { b: { c: [] } },
      }),
    },
  )
}

/** A well-formed request body (for checking the generator itself). */
export const validRequestOf = (schema: z.core.$ZodType): Arbitrary<unknown> =>
  validOf(jsonSchemaOf(schema))
