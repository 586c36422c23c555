import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files worth compressing: text. Images other than SVG and fonts are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/** Every text file of a folder, skipping the server render's bundle (never served as a file). */
function textFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (path === skip) return []
    if (statSync(path).isDirectory()) return textFiles(path, skip)
    return TEXT.test(name) ? [path] : []
  })
}

/** Writes `<file>.br` and `<file>.gz` beside a file; returns the three sizes. */
export function compressFile(path: string): { raw: number; br: number; gz: number } {
  const raw = readFileSync(path)
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
  const gz = gzipSync(raw, { level: 9 })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gz)
  return { raw: raw.length, br: br.length, gz: gz.length }
}

/**
 * After the browser build, every text asset gets a brotli and a gzip copy (best compression, done
 * once at build time), which the server sends by content negotiation instead of compressing on
 * each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'drape3d-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const dir = resolve(
        this.environment.config.root,
        this.environment.config.build.outDir || outDir,
      )
      for (const file of textFiles(dir, join(dir, 'server'))) {
        if (statSync(file).size >= MIN_BYTES) compressFile(file)
      }
    },
  }
}
