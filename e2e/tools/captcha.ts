import type { APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** A captcha payload solved as the ALTCHA widget would, for sign-ups made through the API. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/Member/SignInChallenge')).json()) as Challenge
  const solution = await solveChallenge({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    deriveKey,
  })
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64')
}
