import { z } from 'zod'
import { LIMITS, type Endpoint } from '../../../src/contract/index.ts'

/** The part of JSON Schema that bounds a body's size. */
interface SizeSchema {
  type?: string | string[]
  properties?: Record<string, SizeSchema>
  items?: SizeSchema
  maxItems?: number
  maxLength?: number
  enum?: unknown[]
  const?: unknown
  anyOf?: SizeSchema[]
  oneOf?: SizeSchema[]
}

/** The room a body needs beyond its largest valid content: white space and number spellings. */
const SLACK_BYTES = 1024
/** The smallest limit: room for a field far over its length to be named in a 400, not cut by a 413. */
const FLOOR_BYTES = 16_384

/** Every character escaped as \uXXXX is the worst a JSON string can spell. */
const ESCAPED_CHAR_BYTES = 6
/** -1.2345678901234567e-308 */
const NUMBER_BYTES = 24

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value))

/** The largest JSON text a value of this schema can be, or Infinity when nothing bounds it. */
function maxJsonBytes(s: SizeSchema): number {
  if ('const' in s) return jsonBytes(s.const)
  if (s.enum) return Math.max(...s.enum.map(jsonBytes))
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return Math.max(...alternatives.map(maxJsonBytes))
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return s.maxLength === undefined ? Infinity : 2 + s.maxLength * ESCAPED_CHAR_BYTES
    case 'integer':
    case 'number':
      return NUMBER_BYTES
    case 'boolean':
      return 5
    case 'null':
      return 4
    case 'array':
      return s.maxItems === undefined || !s.items
        ? Infinity
        : 2 + s.maxItems * (maxJsonBytes(s.items) + 1)
    case 'object':
      return Object.entries(s.properties ?? {}).reduce(
        (sum, [key, value]) =>
          sum + Buffer.byteLength(JSON.stringify(key)) + 1 + maxJsonBytes(value) + 1,
        2,
      )
    default:
      return Infinity
  }
}

/**
 * The body limit of one endpoint: the largest body its request schema accepts (every text at its
 * maximum length, every character escaped), rounded up to the next KiB, at least 16 KiB and at most
 * `LIMITS.bodyBytesMax`. A login body is refused past 16 KiB and a ticket past about 200 KiB instead
 * of every endpoint taking 1 MiB; an endpoint added later gets its own limit from its schema.
 * Uploads are not JSON: they are streamed with their own caps (`readUpload`).
 */
export function bodyLimitOf(ep: Endpoint): number {
  const schema = z.toJSONSchema(ep.request, { io: 'input', unrepresentable: 'any' }) as SizeSchema
  const largest = maxJsonBytes(schema) + SLACK_BYTES
  if (!Number.isFinite(largest)) return LIMITS.bodyBytesMax
  return Math.min(LIMITS.bodyBytesMax, Math.max(FLOOR_BYTES, Math.ceil(largest / 1024) * 1024))
}
