import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { SignInChallengeResponse } from '../../../src/contract/index.ts'

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, give the base64 payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/Member/SignInChallenge' })
  const { parameters, signature } = SignInChallengeResponse.parse(response.json())
  const challenge = { parameters, signature } as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
