import { useEffect, useState } from 'react'

/** News carousel autoplay (spec 3 §9): next slide every 4000 ms, paused while hovered. */
export const CAROUSEL_AUTOPLAY_MS = 4000

export function useCarousel(count: number, paused: boolean) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (count < 2 || paused) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [count, paused])
  return { index: count === 0 ? 0 : index % count, go: setIndex }
}
