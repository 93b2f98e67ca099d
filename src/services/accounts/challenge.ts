import 'server-only'
import crypto from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload } from 'payload'
import { envFrom, type EnvSource } from '@/lib/env'
import { payloadSecret } from '@/lib/secrets'
import { consume } from '../rate-limit'
import { AccountError } from './errors'

/**
 * Proof of work in front of SMS codes (ALTCHA, self-hosted). An address gets its first
 * code free; after that each code needs a solved challenge, which costs a browser about a
 * second and a pumper that second for every text it wants us to pay for.
 *
 * The challenge is deterministic: the server picks a secret counter, and the solver must
 * find it by hashing SHA-256(salt, nonce, counter) upwards from 0 until the key matches
 * the published prefix (half the key, so no other counter matches). So `maxnumber` bounds the work (about half of it on average),
 * and the key signature lets the server check a solution with one HMAC.
 */

/** What a challenge is for, signed into it, so one issued for another purpose cannot be spent here. */
const PURPOSE = 'sendcode'
export const CHALLENGE_TTL_SECONDS = 5 * 60

export function challengeSettings(source?: EnvSource) {
  const env = envFrom(source)
  return {
    // The solver tries on average half of this many counters: with the form's plain-JS
    // SHA-256 (1-4 million hashes a second in a desktop browser's worker, a few hundred
    // thousand on a slow phone) that is about 0.5-2 s. Raise it when pumping persists.
    maxNumber: Math.max(10, env.SMS_CHALLENGE_MAXNUMBER),
    // Codes an address may receive in the window before it must solve challenges.
    freeCodes: env.SMS_FREE_CODES_PER_IP,
    windowSeconds: 24 * 3600,
  }
}

/** Two keys derived from the server secret: one signs challenges, one signs the expected key. */
function secrets() {
  const derive = (label: string) => crypto.createHmac('sha256', payloadSecret()).update(`altcha:${label}`).digest('hex')
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') }
}

export async function newChallenge(now = new Date()): Promise<Challenge> {
  const { maxNumber } = challengeSettings()
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(maxNumber),
    deriveKey,
    data: { purpose: PURPOSE },
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    ...secrets(),
  })
}

interface AltchaPayload {
  challenge: Challenge
  solution: { counter: number; derivedKey: string }
}

/** The browser sends base64(JSON {challenge, solution}), as the ALTCHA widget does. */
function decode(altcha: string): AltchaPayload | null {
  try {
    const value = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as AltchaPayload
    const ok = value && typeof value === 'object' && value.challenge?.parameters && typeof value.challenge.signature === 'string' && value.solution && typeof value.solution === 'object'
    return ok ? value : null
  } catch {
    return null
  }
}

/**
 * True when `altcha` is a solution of a challenge we issued for sending codes, not
 * expired and not spent before. A good solution is spent here, before any code goes out.
 */
export async function spendSolution(altcha: string): Promise<boolean> {
  const payload = decode(altcha)
  if (!payload || payload.challenge.parameters.data?.purpose !== PURPOSE) return false
  let verified = false
  try {
    verified = (await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets() })).verified
  } catch {
    return false // a malformed challenge makes the library throw: not a solution either
  }
  if (!verified) return false
  // Spent signatures are remembered for the challenge's lifetime (after it, expiry
  // refuses them anyway) in the rate-limit store, shared by instances when REDIS_URL is set.
  const first = await consume('altcha-spent', payload.challenge.signature!, 1, CHALLENGE_TTL_SECONDS + 60)
  return first.allowed
}

/** Codes sent from `ip` within the window, from the stored codes (shared by instances). */
async function recentCodesFrom(payload: Payload, ip: string, now: Date, windowSeconds: number): Promise<number> {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString()
  const { totalDocs } = await payload.count({ collection: 'verification-codes', where: { and: [{ ip: { equals: ip } }, { createdAt: { greater_than_equal: since } }] }, overrideAccess: true })
  return totalDocs
}

/**
 * Lets a sendcode through or throws challengeRequired / challengeInvalid. Without a
 * solution, the address must be under its free allowance both in the stored codes and in
 * an atomic counter (parallel first requests would all see zero stored codes).
 */
export async function requireProofOfWork(payload: Payload, ip: string, altcha: string | undefined, now = new Date()): Promise<void> {
  if (altcha) {
    if (!(await spendSolution(altcha))) throw new AccountError('challengeInvalid')
    return
  }
  const { freeCodes, windowSeconds } = challengeSettings()
  if (freeCodes === 0 || (await recentCodesFrom(payload, ip, now, windowSeconds)) >= freeCodes) throw new AccountError('challengeRequired')
  const free = await consume('sendcode-free', ip, freeCodes, windowSeconds)
  if (!free.allowed) throw new AccountError('challengeRequired')
}
