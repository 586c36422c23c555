import { defineModel } from '../../tools/testing/testModel.ts'
import { ONE_DAY_MS, popupSuppressionMachine } from './popupSuppression.ts'

const FIXED_NOW = Date.UTC(2025, 9, 1, 12)

/** The test model of pop-up suppression (spec 1 §2, §4; spec 3 §4): each policy, each cookie memory, each way to close. */
export const model = defineModel({
  id: 'popupSuppression',
  title: 'Pop-up suppression',
  area: 'shell',
  rules: ['POPUP-1', 'POPUP-2', 'POPUP-3', 'POPUP-4', 'POPUP-5', 'POPUP-6'],
  machine: popupSuppressionMachine,
  model: {
    inputs: [
      { name: 'dismissible pop-up', input: { id: 'linux', policy: 'dismissible' } },
      { name: 'survey', input: { id: 'survey', policy: 'survey' } },
      { name: 'legal notice', input: { id: 'legal', policy: 'legal' } },
    ],
    events: {
      'popup.choose': [
        { name: 'ticks "not for a day"', event: { type: 'popup.choose', choice: 'oneDay' } },
        { name: 'ticks "never again"', event: { type: 'popup.choose', choice: 'lifetime' } },
        { name: 'unticks', event: { type: 'popup.choose', choice: 'none' } },
      ],
      'popup.close': [
        { name: 'closes', event: { type: 'popup.close', choice: 'none' } },
        { name: 'closes for a day', event: { type: 'popup.close', choice: 'oneDay' } },
        { name: 'closes for good', event: { type: 'popup.close', choice: 'lifetime' } },
      ],
      'popup.escape': [{ name: 'presses Escape', event: { type: 'popup.escape' } }],
      'popup.outsideClick': [{ name: 'clicks outside', event: { type: 'popup.outsideClick' } }],
    },
    outcomes: {
      readMemory: {
        done: [
          { name: 'never closed', output: { now: FIXED_NOW, marked: false, lastClosedAt: null } },
          {
            name: 'closed an hour ago',
            output: { now: FIXED_NOW, marked: true, lastClosedAt: FIXED_NOW - 3_600_000 },
          },
          {
            name: 'closed two days ago',
            output: { now: FIXED_NOW, marked: true, lastClosedAt: FIXED_NOW - 2 * ONE_DAY_MS },
          },
        ],
        error: [{ name: 'cookies unreadable', error: new Error('cookies unreadable') }],
      },
    },
    project: (s) => {
      const memory = s.context.memory
      return {
        policy: s.context.policy,
        // The ticked choice matters for how the close is remembered (spec 1 §4).
        choice: s.context.choice,
        memory: memory
          ? {
              marked: memory.marked,
              recent:
                memory.lastClosedAt !== null && memory.now - memory.lastClosedAt <= ONE_DAY_MS,
            }
          : null,
      }
    },
    effects: ['remember'],
    // The runs see the cookie `remember` asks the cookie service to write (a mocked service).
    passThrough: ['remember'],
  },
})
