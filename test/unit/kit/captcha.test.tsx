import { act, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18next, initI18n } from '../../../src/i18n/index.ts'
import { Captcha, CAPTCHA_CHALLENGE_URL } from '../../../src/views/kit/Captcha.tsx'

// The widget's script (a web component with proof-of-work workers) is not run here: the element is
// created by the kit component and its events are sent as the widget sends them.
vi.mock('altcha', () => ({}))

beforeAll(() => {
  initI18n('en')
})

const widget = () =>
  waitFor(() => {
    const found = screen.getByTestId('captcha').querySelector('altcha-widget')
    if (!found) throw new Error('no widget yet')
    return found
  })
const report = (el: Element, detail: { state: string; payload?: string }) =>
  act(() => {
    el.dispatchEvent(new CustomEvent('statechange', { detail }))
  })

describe('Captcha (kit)', () => {
  it('renders no widget on the server: only its prompt and a loading line, in the reader’s language', () => {
    const html = renderToString(<Captcha onSolve={vi.fn()} onExpire={vi.fn()} />)
    expect(html).not.toContain('altcha-widget')
    expect(html).toContain(i18next.t('signup:captcha.prompt'))
    expect(html).toContain(i18next.t('signup:captcha.loading'))
  })

  it('after hydration, mounts the widget on our own challenge, with the texts of the signup namespace', async () => {
    render(<Captcha onSolve={vi.fn()} onExpire={vi.fn()} />)
    const el = await widget()
    expect(el.getAttribute('challenge')).toBe(CAPTCHA_CHALLENGE_URL)
    expect(el.getAttribute('language')).toBe('drape-en')
    expect(el.getAttribute('auto')).toBe('off')
    expect(screen.queryByText(i18next.t('signup:captcha.loading'))).toBeNull()
  })

  it('hands over the payload once verified, and says when it expired', async () => {
    const onSolve = vi.fn()
    const onExpire = vi.fn()
    render(<Captcha onSolve={onSolve} onExpire={onExpire} />)
    const el = await widget()
    report(el, { state: 'verifying' })
    expect(onSolve).not.toHaveBeenCalled()
    report(el, { state: 'verified', payload: 'c29sdmVk' })
    expect(onSolve).toHaveBeenCalledExactlyOnceWith('c29sdmVk')
    report(el, { state: 'expired' })
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('a new round mounts a fresh widget (a solution is accepted once)', async () => {
    const { rerender } = render(<Captcha onSolve={vi.fn()} onExpire={vi.fn()} round={0} />)
    const first = await widget()
    rerender(<Captcha onSolve={vi.fn()} onExpire={vi.fn()} round={1} />)
    await waitFor(() => {
      expect(screen.getByTestId('captcha').querySelector('altcha-widget')).not.toBe(first)
    })
    expect(first.isConnected).toBe(false)
  })

  it('shows its error and marks the box invalid', () => {
    render(
      <Captcha onSolve={vi.fn()} onExpire={vi.fn()} error="Confirm that you are not a robot." />,
    )
    expect(screen.getByText('Confirm that you are not a robot.')).toBeVisible()
    expect(screen.getByTestId('captcha')).toHaveAttribute('aria-invalid', 'true')
  })
})
