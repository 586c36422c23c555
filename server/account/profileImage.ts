import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { PROFILE_IMAGE } from '../../src/contract/index.ts'

export type ImageType = (typeof PROFILE_IMAGE.types)[number]

/** The signatures of the accepted image types: what the first bytes of a real file say. */
const SIGNATURES: readonly { type: ImageType; test: (head: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (h) =>
      h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff },
  {
    type: 'image/gif',
    test: (h) => ['GIF87a', 'GIF89a'].includes(h.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    test: (h) =>
      h.subarray(0, 4).toString('latin1') === 'RIFF' &&
      h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

/** The bytes needed to tell every accepted type apart. */
export const SIGNATURE_BYTES = 12

/** The image type the first bytes of a file say, or null when they are not one of the accepted types. */
export function imageTypeOf(head: Buffer): ImageType | null {
  if (head.length < SIGNATURE_BYTES) return null
  return SIGNATURES.find((s) => s.test(head))?.type ?? null
}

export type Received =
  | { kind: 'image'; type: ImageType; content: Buffer }
  | { kind: 'tooLarge' }
  | { kind: 'notImage' }
  | { kind: 'empty' }

/**
 * Reads a file stream under a byte cap (spec 1 §5: under 15728640 bytes). The cap is checked on
 * every chunk as it arrives and the chunks go to a private spool file, never gathered in memory: the
 * server's memory stays flat whatever the size sent. Past the cap, or when the first bytes are not
 * an image, the rest is read to nowhere and the spool removed; only a whole file under the cap is
 * read back (once, at most the cap) for the caller to store.
 */
export async function receiveImage(file: Readable, maxBytes: number): Promise<Received> {
  const dir = await mkdtemp(join(tmpdir(), 'drape3d-upload-'))
  const spool = join(dir, 'file')
  const out = createWriteStream(spool, { mode: 0o600 })
  let head = Buffer.alloc(0)
  let size = 0
  let verdict: 'tooLarge' | 'notImage' | null = null
  let type: ImageType | null = null
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (verdict) continue
      size += chunk.length
      if (size > maxBytes) {
        verdict = 'tooLarge'
        continue
      }
      if (type === null && head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]).subarray(
          0,
          SIGNATURE_BYTES,
        )
        if (head.length === SIGNATURE_BYTES) {
          type = imageTypeOf(head)
          if (!type) {
            verdict = 'notImage'
            continue
          }
        }
      }
      if (!out.write(chunk)) await once(out, 'drain')
    }
    await new Promise<void>((resolve, reject) => {
      out.end((error?: Error | null) => (error ? reject(error) : resolve()))
    })
    // busboy stops passing bytes on once its own cap (the same limit) is reached, and says so.
    if ((file as Readable & { truncated?: boolean }).truncated === true) verdict = 'tooLarge'
    if (verdict) return { kind: verdict }
    if (size === 0) return { kind: 'empty' }
    if (!type) return { kind: 'notImage' }
    return { kind: 'image', type, content: await readFile(spool) }
  } finally {
    out.destroy()
    await rm(dir, { recursive: true, force: true })
  }
}
