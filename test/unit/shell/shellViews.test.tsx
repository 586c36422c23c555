import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAROUSEL_AUTOPLAY_MS, useCarousel } from '../../../src/views/shell/useCarousel.ts'
import { displayName } from '../../../src/views/shell/ProfileBox.tsx'

describe('news carousel autoplay (spec 3 §9: 4000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  it('moves to the next post every 4000 ms and wraps after the third', () => {
    const { result } = renderHook(() => useCarousel(3, false))
    expect(CAROUSEL_AUTOPLAY_MS).toBe(4000)
    expect(result.current.index).toBe(0)
    act(() => void vi.advanceTimersByTime(3999))
    expect(result.current.index).toBe(0)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(1)
    act(() => void vi.advanceTimersByTime(8000))
    expect(result.current.index).toBe(0)
  })
  it('pauses while hovered and does not move with a single post', () => {
    const paused = renderHook(() => useCarousel(3, true))
    act(() => void vi.advanceTimersByTime(20000))
    expect(paused.result.current.index).toBe(0)
    const single = renderHook(() => useCarousel(1, false))
    act(() => void vi.advanceTimersByTime(20000))
    expect(single.result.current.index).toBe(0)
  })
})

describe('profile name (spec 1 §3)', () => {
  it('shows the name, else the e-mail local part, else "-"', () => {
    expect(displayName('Jane Doe', 'jane@example.com')).toBe('Jane Doe')
    expect(displayName('  ', 'jane@example.com')).toBe('jane')
    expect(displayName('', '')).toBe('-')
  })
})
