import { describe, expect, it } from 'vitest'
import { homeModalOf } from '../../../src/machines/shell/homeModal.ts'

describe('dialogs the home address opens (spec 1 §4: -301 goes to /?modal=is_integration_blocked)', () => {
  it('is_integration_blocked opens the integration-blocked dialog', () => {
    expect(homeModalOf('is_integration_blocked')).toBe('is_integration_blocked')
  })
  it.each([undefined, '', 'IS_INTEGRATION_BLOCKED', 'signin', '<script>'])(
    '%s opens nothing',
    (value) => {
      expect(homeModalOf(value)).toBeNull()
    },
  )
})
