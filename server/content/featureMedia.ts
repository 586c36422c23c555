import type { FastifyInstance } from 'fastify'
import { FEATURE_MEDIA_PATH } from '../../src/contract/content/featureRelease.ts'

export { featureMediaUrl } from '../../src/contract/content/featureRelease.ts'

/**
 * The artwork of the feature pages, generated here (issue 12: no external hosts): a full image and
 * its 768px and 375px variants (spec 3 §9), and the poster of a video feature. The slug decides
 * the colours, so each feature keeps its own look in every size.
 */

const SIZES: Record<'full' | '768' | '375' | 'poster', readonly [number, number]> = {
  full: [1280, 720],
  '768': [768, 576],
  '375': [375, 469],
  poster: [1280, 720],
}

const hueOf = (slug: string): number =>
  Array.from({ length: slug.length }, (_, i) => slug.charCodeAt(i)).reduce(
    (h, code) => (h * 31 + code) % 360,
    7,
  )

/** A garment silhouette on a soft gradient; a play mark on posters. */
export function artwork(slug: string, variant: keyof typeof SIZES): string {
  const [w, h] = SIZES[variant]
  const hue = hueOf(slug)
  const s = Math.min(w, h) / 720
  const cx = w / 2
  const cy = h / 2
  const play =
    variant === 'poster'
      ? `<circle cx="${String(cx)}" cy="${String(cy)}" r="${String(60 * s)}" fill="#0009"/><path d="M${String(cx - 18 * s)} ${String(cy - 30 * s)}l${String(54 * s)} ${String(30 * s)}-${String(54 * s)} ${String(30 * s)}z" fill="#fff"/>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(w)}" height="${String(h)}" viewBox="0 0 ${String(w)} ${String(h)}" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${String(hue)} 70% 62%)"/><stop offset="1" stop-color="hsl(${String((hue + 60) % 360)} 65% 28%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g transform="translate(${String(cx)} ${String(cy)}) scale(${String(s)})" fill="#ffffffd9" stroke="#ffffff" stroke-width="3"><path d="M-70 -230 Q0 -190 70 -230 L190 -160 L150 -60 L110 -80 L120 230 L-120 230 L-110 -80 L-150 -60 L-190 -160 Z"/><path d="M0 -205 L0 230" fill="none" stroke="hsl(${String(hue)} 60% 40%)" stroke-dasharray="10 8"/></g>${play}</svg>`
}

const FILE = /^([a-z0-9.-]{1,60}?)(?:-(768|375|poster))?\.svg$/

export function registerFeatureMedia(fastify: FastifyInstance): void {
  fastify.get<{ Params: { file: string } }>(`${FEATURE_MEDIA_PATH}/:file`, (request, reply) => {
    const match = FILE.exec(request.params.file)
    if (!match) return reply.code(404).send({ result: { errCode: -404, errMsg: 'Not found' } })
    const [, slug = '', size] = match
    const variant = (size ?? 'full') as keyof typeof SIZES
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(artwork(slug, variant))
  })
}
