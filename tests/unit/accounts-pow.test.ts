import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { describe, expect, it } from 'vitest'
import { countdownAfter, needsChallenge } from '@/components/workbench/client-utils'
import { encodeSolution, solvePow, workerSource, type PowChallenge, type PowSolution } from '@/components/workbench/proof-of-work'
import { GatewayError } from '@/lib/gateway-client'
import { dailyCaps, phonePrefix } from '@/services/accounts/codes'

const SECRETS = { hmacSignatureSecret: 'unit-a', hmacKeySignatureSecret: 'unit-b' }

async function challenge(maxNumber = 5_000): Promise<PowChallenge> {
  return (await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(maxNumber), deriveKey, data: { purpose: 'sendcode' }, ...SECRETS })) as PowChallenge
}

async function verifies(c: PowChallenge, solution: PowSolution | null): Promise<boolean> {
  if (!solution) return false
  return (await verifySolution({ challenge: c as never, solution, deriveKey, ...SECRETS })).verified
}

describe('the browser proof-of-work solver', () => {
  it('finds the counter altcha-lib hid (its own SHA-256 agrees with node:crypto)', async () => {
    const c = await challenge()
    expect(await verifies(c, await solvePow(c))).toBe(true)
  })

  it('handles several hash rounds and an odd-length prefix as altcha-lib does', async () => {
    const rounds = (await createChallenge({ algorithm: 'SHA-256', cost: 3, counter: randomInt(2_000), deriveKey, ...SECRETS })) as PowChallenge
    expect(await verifies(rounds, await solvePow(rounds))).toBe(true)
    const odd = (await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '0a1', deriveKey, hmacSignatureSecret: SECRETS.hmacSignatureSecret })) as PowChallenge
    const solution = await solvePow(odd)
    expect(solution!.derivedKey.startsWith('0a1')).toBe(true)
    expect((await verifySolution({ challenge: odd as never, solution: solution!, deriveKey, hmacSignatureSecret: SECRETS.hmacSignatureSecret })).verified).toBe(true)
  })

  it('runs the same from its worker source text', async () => {
    const c = await challenge()
    let answer: PowSolution | null = null
    const self: { onmessage?: (e: { data: unknown }) => Promise<void>; postMessage: (v: PowSolution | null) => void } = { postMessage: (v) => (answer = v) }
    new Function('self', workerSource())(self)
    await self.onmessage!({ data: c })
    expect(await verifies(c, answer)).toBe(true)
  })

  it('gives up after its attempt budget instead of spinning', async () => {
    const c = await challenge()
    c.parameters.keyPrefix = 'ffffffffffffffffffffffffffffffff'
    expect(await solvePow(c, 64)).toBeNull()
  })

  it('encodes the sendcode field as base64 JSON {challenge, solution}', async () => {
    const c = await challenge(100)
    const solution = (await solvePow(c))!
    expect(JSON.parse(Buffer.from(encodeSolution(c, solution), 'base64').toString())).toEqual({ challenge: c, solution })
  })
})

describe('telling a challenge refusal apart', () => {
  it('only a 400 flagged challengeRequired asks for work', () => {
    const error = (status: number, data: unknown) => new GatewayError({ kind: 'business', code: status, msg: 'x', status, data })
    expect(needsChallenge(error(400, { challengeRequired: true, reason: 'challengeRequired' }))).toBe(true)
    expect(needsChallenge(error(400, null))).toBe(false)
    expect(needsChallenge(error(429, { retryAfter: 30 }))).toBe(false)
    expect(needsChallenge(new Error('x'))).toBe(false)
  })

  it('counts down on the button for short waits, not for limits that reset at midnight', () => {
    const limited = (data: unknown) => new GatewayError({ kind: 'business', code: 429, msg: 'x', status: 429, data })
    expect(countdownAfter(limited({ retryAfter: 42, reason: 'cooldown' }))).toBe(42)
    expect(countdownAfter(limited({ retryAfter: 1800, reason: 'prefixHourlyCap' }))).toBe(1800)
    expect(countdownAfter(limited({ retryAfter: 30 }))).toBe(30)
    expect(countdownAfter(limited({ retryAfter: 600, reason: 'phoneDailyCap' }))).toBeNull()
    expect(countdownAfter(limited({ retryAfter: 600, reason: 'ipNumbersCap' }))).toBeNull()
  })
})

describe('sendcode limits', () => {
  it('counts per 7-digit block and allows half the per-address cap in distinct numbers', () => {
    const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv
    expect(phonePrefix('13912345678')).toBe('1391234')
    expect(dailyCaps(env({}))).toMatchObject({ perIp: 20, numbersPerIp: 10, perPrefixHour: 5 })
    expect(dailyCaps(env({ SMS_DAILY_CAP_PER_IP: '500' })).numbersPerIp).toBe(250)
    expect(dailyCaps(env({ SMS_DAILY_CAP_PER_IP: '500', SMS_DAILY_NUMBERS_PER_IP: '3' })).numbersPerIp).toBe(3)
  })
})
