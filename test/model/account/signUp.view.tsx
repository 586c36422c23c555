import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { expect, vi, type MockInstance } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { i18next } from '../../../src/i18n/index.ts'
import {
  SIGN_UP_DEBOUNCE_MS,
  type Check,
  type RemoteCheck,
  type SignUpContext,
  type SignUpField,
  type SignUpFailure,
  type SignUpInput,
} from '../../../src/machines/account/signUp.ts'
import type { ApiFailure } from '../../../src/services/core/apiError.ts'
import { SignUpPage } from '../../../src/views/account/signUp/SignUpPage.tsx'
import { answer, renderInRouter, responseFor } from '../harness.tsx'
import { seeDestination, type ViewModel } from '../viewModels.tsx'

const s = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key, { ns: 'signup', ...options })

/** Spec 1 §4: a signed-up visitor goes to /member/complete?t=s. */
const COMPLETE = '/member/complete?t=s'
const TEXT_FIELDS = ['id', 'email', 'firstName', 'lastName', 'name'] as const
const box = (field: SignUpField) => screen.getByLabelText(s(`labels.${field}`))
const queryBox = (field: SignUpField) => screen.queryByLabelText(s(`labels.${field}`))
const submitButton = () => screen.getByRole('button', { name: s('submit') })
const ruleStates = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: i18next.t('kit:password.rules') }))
      .getAllByRole('listitem')
      .map((li) => [li.dataset.rule ?? '', li.dataset.state ?? '']),
  )

/** The live checks' endpoints (spec 1 §7: CheckID, CheckEmail, CheckName). */
const CHECK_ENDPOINTS: Record<RemoteCheck, string> = {
  id: 'CheckID',
  email: 'CheckEmail',
  name: 'CheckName',
}

/** The path's input, and the checks the page is asking about (the last state seen was checking). */
let input: SignUpInput = { kind: 'personal', visitorCountry: 'US', language: 'en' }
let asked: RemoteCheck[] = []
/** window.scrollTo, recorded (spec 1 §8: -1001 scrolls to the top). */
let scrolled: MockInstance<typeof window.scrollTo> | undefined
/**
 * Whether the page shows the captcha: not to a visitor in China (spec 1 §4), unless the server
 * answered Join with HTTP 428 all the same (then it shows, saying why); updated at each step seen.
 */
let captchaOnPage = true
const captchaShown = () => captchaOnPage

/** What a field shows for its check (spec 1 §5: initial, loading, success or fail with its reason). */
function seeCheck(
  boxes: HTMLElement[],
  check: Check<string>,
  field: 'id' | 'email' | 'name' | 'confirm',
) {
  const descriptions = boxes.map((b) =>
    (b.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  )
  const shows = (text: string) => descriptions.some((d) => d.includes(text))
  if (check.state === 'loading') expect(shows(s('checking'))).toBe(true)
  else expect(shows(s('checking'))).toBe(false)
  if (check.state === 'success') expect(shows(s(`ok.${field}`))).toBe(true)
  else expect(shows(s(`ok.${field}`))).toBe(false)
  if (check.state === 'fail' && check.problem) {
    expect(shows(s(`problems.${field}.${check.problem}`))).toBe(true)
    expect(boxes.some((b) => b.getAttribute('aria-invalid') === 'true')).toBe(true)
  } else {
    for (const b of boxes) expect(b).toHaveAttribute('aria-invalid', 'false')
  }
}

/** The sentence the form shows for a failed sign-up (spec 1 §4, §8: a refusal as "code - info"). */
function failureSentence(failure: SignUpFailure): string {
  if (failure.kind === 'rejected') return `${failure.code} - ${failure.info}`
  if (failure.reason === 'timeout') return s('unreachable.timeout')
  if (failure.reason === 'network') return s('unreachable.network')
  if (failure.reason === 'invalid-response') return s('unreachable.invalid')
  if (failure.status === 429) return s('unreachable.tooMany')
  return s('unreachable.http', { status: failure.status })
}

/** Spec 1 §8: the global error pop-up is for a network or unexpected (server) error only. */
const popupFor = (error: ApiFailure) => error.kind !== 'http' || error.status >= 500

async function seeForm(expected: AnyMachineSnapshot, effects: Parameters<ViewModel['see']>[1]) {
  const c = expected.context as SignUpContext
  const form = await screen.findByTestId('signup-form')
  expect(within(form).getByRole('heading', { level: 1 })).toHaveTextContent(s(`title.${c.kind}`))
  const company = c.kind === 'company'
  // The fields of the kind: a company's name, or a person's first and last names and occupation.
  for (const field of TEXT_FIELDS) {
    const own = company ? field !== 'firstName' && field !== 'lastName' : field !== 'name'
    if (own) expect(box(field)).toHaveValue(c.values[field])
    else expect(queryBox(field)).toBeNull()
  }
  expect(box('pw')).toHaveValue(c.values.pw)
  expect(box('confirm')).toHaveValue(c.values.confirm)
  expect(box('country')).toHaveValue(c.values.country)
  if (company) expect(queryBox('job')).toBeNull()
  else expect(box('job')).toHaveValue(c.values.job)
  expect(screen.getByRole('checkbox', { name: s('labels.agreement') })).toHaveProperty(
    'checked',
    c.values.agreement === '1',
  )

  seeCheck([box('id')], c.id, 'id')
  seeCheck([box('email')], c.email, 'email')
  if (company) seeCheck([box('name')], c.name, 'name')
  else if (c.name.problem === 'firstBlank' || c.name.problem === 'lastBlank') {
    const flagged = c.name.problem === 'firstBlank' ? 'firstName' : 'lastName'
    expect(box(flagged)).toHaveAttribute('aria-invalid', 'true')
    expect(box(flagged)).toHaveAccessibleDescription(
      expect.stringContaining(s(`problems.name.${c.name.problem}`)),
    )
  } else seeCheck([box('firstName'), box('lastName')], c.name, 'name')
  seeCheck([box('confirm')], c.confirm, 'confirm')

  // The password: each rule in its state; its problem (rules, same as the id, Alt) under it.
  expect(ruleStates()).toEqual(c.pwRules)
  if (c.password.state === 'fail' && c.password.problem) {
    expect(box('pw')).toHaveAttribute('aria-invalid', 'true')
    expect(box('pw')).toHaveAccessibleDescription(
      expect.stringContaining(s(`problems.password.${c.password.problem}`)),
    )
  } else expect(box('pw')).toHaveAttribute('aria-invalid', 'false')
  // Pasting is refused in a password field, which says so ('copied').
  for (const field of ['pw', 'confirm'] as const) {
    if (c.pasted === field)
      expect(box(field)).toHaveAccessibleDescription(expect.stringContaining(s('copied')))
    else expect(box(field)).not.toHaveAccessibleDescription(expect.stringContaining(s('copied')))
  }
  // The country is required.
  expect(box('country')).toHaveAttribute('aria-invalid', String(c.countryMissing))
  if (c.countryMissing)
    expect(box('country')).toHaveAccessibleDescription(
      expect.stringContaining(s('problems.country')),
    )

  // The captcha (spec 1 §4), except for a visitor in China the server did not ask for one.
  if (captchaShown()) {
    const captcha = screen.getByTestId('captcha')
    if (c.captchaProblem)
      expect(within(captcha).getByText(s(`problems.captcha.${c.captchaProblem}`))).toBeVisible()
    else expect(captcha).not.toHaveAttribute('aria-invalid')
  } else expect(screen.queryByTestId('captcha')).toBeNull()

  if (c.failure) {
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(failureSentence(c.failure))
  } else expect(screen.queryByRole('alert')).toBeNull()
  expect(effects.reportFailure).toHaveBeenCalledTimes(c.error && popupFor(c.error) ? 1 : 0)
  // Spec 1 §8: a forbidden word in the name (-1001) scrolls the page to the top.
  if (c.answer?.result.errCode === -1001)
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }))
  else expect(scrolled).not.toHaveBeenCalled()

  expect(submitButton()).toBeEnabled()
  expect(effects.navigate).not.toHaveBeenCalled()
}

/** /member/signup and /member/signup/company as a visitor fills them in: typing, choosing, the captcha. */
export const view: ViewModel = {
  render: async (path, effects) => {
    input = path.input.input as SignUpInput
    captchaOnPage = input.visitorCountry.trim().toUpperCase() !== 'CN'
    asked = []
    scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const route = input.kind === 'company' ? '/member/signup/company' : '/member/signup'
    await renderInRouter(
      () => <SignUpPage kind={input.kind} visitorCountry={input.visitorCountry} />,
      route,
      effects,
    )
    // The router's own scroll on the first load is not the page's doing.
    scrolled.mockClear()
  },
  events: {
    'field.change': async (step, user) => {
      const { field, value } = step.event as unknown as { field: SignUpField; value: string }
      const control = queryBox(field)
      if (!control) {
        // A company has no first or last name, a person no company name: nothing to type.
        const foreign =
          input.kind === 'company'
            ? field === 'firstName' || field === 'lastName'
            : field === 'name'
        expect(foreign).toBe(true)
        return
      }
      if (field === 'country' || field === 'job') {
        await user.selectOptions(control, value)
        return
      }
      if ((control as HTMLInputElement).value === value) return
      await user.clear(control)
      if (value) await user.type(control, value)
    },
    'field.paste': async (step, user) => {
      const { field } = step.event as unknown as { field: 'pw' | 'confirm' }
      await user.click(box(field))
      await user.paste('Pasted#2026')
    },
    'key.alt': async (_, user) => {
      await user.click(box('pw'))
      await user.keyboard('{Alt}')
    },
    'xstate.after.checkDelay.signUp.editing.waiting': async (_, __, effects) => {
      await act(async () => {
        effects.clock.increment(SIGN_UP_DEBOUNCE_MS)
        await Promise.resolve()
      })
    },
    // The ALTCHA widget reports a solved or lapsed proof of work as its statechange event. A
    // visitor in China has no captcha to solve (spec 1 §4).
    'captcha.solve': async (step) => {
      const { payload } = step.event as unknown as { payload: string }
      await widgetSays({ state: 'verified', payload })
    },
    'captcha.expire': async () => {
      await widgetSays({ state: 'expired' })
    },
    'form.submit': async (_, user) => {
      await user.click(submitButton())
    },
  },
  services: {
    checkFields: {
      endpoints: Object.values(CHECK_ENDPOINTS),
      // Each field asked is answered by its own call; a failure fails them all.
      answer: async (event) => {
        expect(asked.length).toBeGreaterThan(0)
        const output = (event.output ?? {}) as Partial<Record<RemoteCheck, object>>
        for (const check of asked) {
          const part = output[check]
          await answer(
            CHECK_ENDPOINTS[check],
            event.type.startsWith('xstate.done.') && part
              ? HttpResponse.json(part)
              : responseFor(event),
          )
        }
      },
    },
    join: 'Join',
  },
  see: async (expected, effects) => {
    const c = expected.context as SignUpContext
    captchaOnPage = c.captchaRequired
    asked = expected.matches({ editing: 'checking' }) ? [...c.pending] : []
    if (expected.matches('editing')) {
      await seeForm(expected, effects)
    } else if (expected.matches('submitting')) {
      const button = await screen.findByRole('button', { name: new RegExp(s('submitting')) })
      expect(button).toBeDisabled()
      expect(effects.navigate).not.toHaveBeenCalled()
    } else if (expected.matches('joined')) {
      await seeDestination(effects, COMPLETE)
    } else {
      throw new Error(`no view expectation for ${JSON.stringify(expected.value)}`)
    }
  },
}

async function widgetSays(detail: { state: string; payload?: string }) {
  if (!captchaShown()) {
    expect(screen.queryByTestId('captcha')).toBeNull()
    return
  }
  const widget = await waitFor(() => {
    const found = screen.getByTestId('captcha').querySelector('altcha-widget')
    if (!found) throw new Error('the captcha widget is not there yet')
    return found
  })
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail }))
  })
}
