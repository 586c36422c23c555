import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  ONE_DAY_MS,
  SURVEY_DELAY_MS,
  popupCookieName,
  popupCookieOptions,
  popupSuppressionMachine,
  readPopupMemory,
  type CloseChoice,
  type PopupMemory,
  type PopupPolicy,
} from '../../../src/machines/shell/popupSuppression.ts'
import { rules as shellRules } from '../../../src/machines/shell/rules.ts'
import { readCookie, serializeCookie } from '../../../src/services/core/cookies.ts'

vi.mock('../../../src/services/core/cookies.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/core/cookies.ts')>()),
  readCookie: vi.fn(),
}))

const NOW = Date.parse('2026-11-22T03:00:00Z')

/** A pop-up whose cookie jar says `memory`; records what a close remembers. */
function popup(policy: PopupPolicy, memory: Partial<PopupMemory> = {}) {
  const remembered: { choice: CloseChoice; policy: PopupPolicy }[] = []
  const clock = new SimulatedClock()
  const machine = popupSuppressionMachine.provide({
    actors: {
      readMemory: fromPromise<PopupMemory, { id: string }>(() =>
        Promise.resolve({ now: NOW, marked: false, lastClosedAt: null, ...memory }),
      ),
    },
    actions: {
      remember: ({ context }) => {
        remembered.push({ choice: context.choice, policy: context.policy })
      },
    },
  })
  const actor = createActor(machine, { input: { id: 'test', policy }, clock }).start()
  return { actor, clock, remembered }
}

const settled = (actor: ReturnType<typeof popup>['actor']) =>
  waitFor(actor, (s) => !s.matches('checking'))

describe('a dismissible pop-up (spec 1 §4)', () => {
  it('opens when no cookie hides it', async () => {
    const { actor } = popup('dismissible')
    expect((await settled(actor)).value).toBe('open')
  })
  it('stays hidden while a one-day or lifetime cookie is there', async () => {
    const { actor } = popup('dismissible', { marked: true, lastClosedAt: NOW - 1000 })
    expect((await settled(actor)).value).toBe('suppressed')
  })
  it.each(['none', 'oneDay', 'lifetime'] as const)(
    'remembers the "%s" choice on close',
    async (choice) => {
      const { actor, remembered } = popup('dismissible')
      await settled(actor)
      actor.send({ type: 'popup.close', choice })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(remembered).toEqual([{ choice, policy: 'dismissible' }])
    },
  )
  it.each(['popup.escape', 'popup.outsideClick', 'popup.close'] as const)(
    'keeps the ticked one-day or lifetime choice when %s closes it (spec 1 §4)',
    async (type) => {
      for (const choice of ['oneDay', 'lifetime'] as const) {
        const { actor, remembered } = popup('dismissible')
        await settled(actor)
        actor.send({ type: 'popup.choose', choice })
        expect(actor.getSnapshot().value).toBe('open')
        actor.send({ type })
        expect(actor.getSnapshot().value).toBe('closed')
        expect(remembered).toEqual([{ choice, policy: 'dismissible' }])
      }
    },
  )
  it('forgets a choice unticked before the close', async () => {
    const { actor, remembered } = popup('dismissible')
    await settled(actor)
    actor.send({ type: 'popup.choose', choice: 'oneDay' })
    actor.send({ type: 'popup.choose', choice: 'none' })
    actor.send({ type: 'popup.escape' })
    expect(remembered).toEqual([{ choice: 'none', policy: 'dismissible' }])
  })
  it('closes on Escape and on an outside click (spec 3 §4)', async () => {
    for (const type of ['popup.escape', 'popup.outsideClick'] as const) {
      const { actor, remembered } = popup('dismissible')
      await settled(actor)
      actor.send({ type })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(remembered[0]?.choice).toBe('none')
    }
  })
})

describe('the survey pop-up (spec 1 §2)', () => {
  it('appears one minute after load, not before', async () => {
    const { actor, clock } = popup('survey')
    expect((await settled(actor)).value).toBe('waiting')
    clock.increment(SURVEY_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('waiting')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('open')
  })
  it('does not reappear when it was closed less than a day ago', async () => {
    const { actor, clock } = popup('survey', {
      marked: true,
      lastClosedAt: NOW - ONE_DAY_MS + 60_000,
    })
    await settled(actor)
    clock.increment(SURVEY_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('suppressed')
  })
  it('reappears when the last close is over a day old', async () => {
    const { actor, clock } = popup('survey', { marked: true, lastClosedAt: NOW - ONE_DAY_MS - 1 })
    await settled(actor)
    clock.increment(SURVEY_DELAY_MS)
    expect(actor.getSnapshot().value).toBe('open')
  })
  it('records its close time so the day can be counted', async () => {
    const { actor, clock, remembered } = popup('survey')
    await settled(actor)
    clock.increment(SURVEY_DELAY_MS)
    actor.send({ type: 'popup.close' })
    expect(remembered).toEqual([{ choice: 'none', policy: 'survey' }])
  })
})

describe('the legal pop-up about the integrated account (spec 1 §2)', () => {
  it('opens the first time', async () => {
    const { actor } = popup('legal')
    expect((await settled(actor)).value).toBe('open')
  })
  it('never reopens once closed', async () => {
    const { actor } = popup('legal', { marked: true, lastClosedAt: NOW - 365 * ONE_DAY_MS })
    expect((await settled(actor)).value).toBe('suppressed')
  })
})

describe('the suppression cookie (spec 1 §4, §9)', () => {
  const written = (choice: CloseChoice, hostname: string) => {
    const options = popupCookieOptions(choice)
    return options && serializeCookie(popupCookieName('event'), String(NOW), options, hostname)
  }
  it('lasts 86400 s on the parent domain with SameSite=Lax for "one day"', () => {
    expect(written('oneDay', 'www.drape3d.com')).toBe(
      `popup_event=${NOW}; Path=/; SameSite=Lax; Domain=.drape3d.com; Max-Age=86400`,
    )
  })
  it('does not expire for "lifetime": it outlives the browser session, by decades', () => {
    // A cookie without Max-Age or Expires is a session cookie: gone when the browser closes.
    const cookie = written('lifetime', 'www.drape3d.com') ?? ''
    expect(cookie).toMatch(/^popup_event=\d+; Path=\/; SameSite=Lax; Domain=\.drape3d\.com; /)
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1] ?? 0)
    expect(maxAge).toBeGreaterThanOrEqual(10 * 365 * 86_400)
  })
  it('is not written for a plain close', () => {
    expect(popupCookieOptions('none')).toBeNull()
  })
})

describe('what a page load reads of a close (spec 1 §4)', () => {
  const cookie = vi.mocked(readCookie)
  it('no cookie: never closed', () => {
    cookie.mockReturnValue(null)
    expect(readPopupMemory('event', NOW)).toEqual({ now: NOW, marked: false, lastClosedAt: null })
    expect(cookie).toHaveBeenLastCalledWith('popup_event')
  })
  it('a cookie holding the time of the close: closed then', () => {
    cookie.mockReturnValue(String(NOW - 3_600_000))
    expect(readPopupMemory('survey', NOW)).toEqual({
      now: NOW,
      marked: true,
      lastClosedAt: NOW - 3_600_000,
    })
  })
  it('a cookie without a time (written elsewhere): closed, time unknown', () => {
    cookie.mockReturnValue('yes')
    expect(readPopupMemory('event', NOW)).toEqual({ now: NOW, marked: true, lastClosedAt: null })
  })
})

describe('rules', () => {
  it('every rule a state or transition cites is in the shell catalogue', () => {
    const cited = JSON.stringify(popupSuppressionMachine.config).match(/POPUP-\d+/g) ?? []
    expect(cited.length).toBeGreaterThan(0)
    for (const id of cited) expect(shellRules).toHaveProperty(id)
  })
})
