import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt parameters: N=2^15, r=8, p=1 (about 100 ms a hash here), 64-byte key, 16-byte salt. */
const PARAMS: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_BYTES = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

export interface PasswordHash {
  hash: string
  salt: string
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt)
  return { hash: key.toString('base64'), salt: salt.toString('base64') }
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64')
  const key = await derive(password, Buffer.from(stored.salt, 'base64'))
  return expected.length === key.length && timingSafeEqual(expected, key)
}

/** A hash no password matches: checked for unknown ids so that they take as long as known ones. */
let decoy: Promise<PasswordHash> | null = null
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'))
  await verifyPassword(password, await decoy)
  return false
}
