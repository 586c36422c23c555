import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert, type AlertTone } from '../../../src/views/kit/Alert.tsx'

describe('Alert', () => {
  const roles: [AlertTone, string][] = [
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ]
  for (const [tone, role] of roles) {
    it(`${tone} is a ${role}`, () => {
      render(
        <Alert tone={tone} title="Heads up">
          Body text
        </Alert>,
      )
      const box = screen.getByRole(role)
      expect(box).toHaveTextContent('Heads upBody text')
      expect(box).toHaveAttribute('data-tone', tone)
    })
  }

  it('can take focus when the page moves it there', () => {
    render(
      <Alert tone="error" tabIndex={-1} data-testid="box">
        Failed
      </Alert>,
    )
    const box = screen.getByTestId('box')
    box.focus()
    expect(box).toHaveFocus()
  })
})
