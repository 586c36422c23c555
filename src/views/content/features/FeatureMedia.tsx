import { css } from '@emotion/react'
import type { FeatureMedia as Media, ResponsiveImage } from '../../../contract/index.ts'
import { alpha, palette, radius } from '../../kit/tokens.ts'

/** An image with its 768px and 375px variants (spec 3 §2, §9): the browser picks by the viewport. */
export function ResponsivePicture({
  image,
  alt,
  eager = false,
}: {
  image: ResponsiveImage
  alt: string
  eager?: boolean
}) {
  return (
    <picture>
      <source media="(max-width: 375px)" srcSet={image.url375} />
      <source media="(max-width: 768px)" srcSet={image.url768} />
      <img
        src={image.url}
        alt={alt}
        css={fill}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-testid="feature-image"
      />
    </picture>
  )
}

/** A feature's media (spec 3 §3 fileUrl): the responsive image, or the webm and mp4 video pair. */
export function FeatureMedia({
  media,
  title,
  label,
}: {
  media: Media
  title: string
  label: string
}) {
  if (media.kind === 'image') return <ResponsivePicture image={media} alt={title} />
  return (
    <video
      css={fill}
      controls
      muted
      playsInline
      preload="none"
      poster={media.poster}
      aria-label={label}
      data-testid="feature-video"
    >
      <source src={media.webm} type="video/webm" />
      <source src={media.mp4} type="video/mp4" />
    </video>
  )
}

const fill = css`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${radius.md}px;
  background: ${alpha(palette.ink, 0.07)};
`
