import { expect } from 'vitest'
import type { MachineCheck } from '../viewModels.tsx'

/** Spec 1 §4 in plain terms: where each answer or failure of IntegrationToken sends the user. */
const socialDestinations: Record<string, string> = {
  'errCode 0 with a token, first login': '/?firstLogin=1',
  'errCode 0 with a token, returning user': '/',
  'errCode 0 without a token': '/',
  'errCode -300': '/member/warning',
  'errCode -301': '/?modal=is_integration_blocked',
  'errCode -1 (other)': '/',
  'HTTP 400': '/member/emailverifywarning?t=c',
  'HTTP 500': '/member/emailverifywarning',
  'network down': '/member/emailverifywarning',
  timeout: '/member/emailverifywarning',
  'chooses to sign in': '/member/signin',
}

export const check: MachineCheck = (snapshot, effects, caseName) => {
  if (!snapshot.matches('redirecting')) return
  expect(effects.filter((e) => e.name === 'navigate')).toHaveLength(1)
  expect((snapshot.context as { destination: string }).destination).toBe(
    socialDestinations[caseName ?? ''],
  )
}
