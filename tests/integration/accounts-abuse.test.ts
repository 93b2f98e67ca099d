import { getPayload } from 'payload'
import config from '@payload-config'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCode } from '@/services/accounts/codes'
import { setAccountSmsProvider } from '@/services/accounts/sms'
import type { CodeMessage, SmsProvider } from '@/services/sms/types'
import { callGateway } from './helpers'

/**
 * SMS pumping and account discovery through the gateway: proof of work after an
 * address's first code, codes per number block and distinct numbers per address, and
 * register/login answering alike for known and unknown numbers until the code is proven.
 */

const sent: CodeMessage[] = []
const capture: SmsProvider = { name: 'capture', sendCode: async (m) => (sent.push(m), { providerMessageId: null }) }
// The mechanism is under test, not the difficulty: small challenges keep the file quick.
beforeAll(() => {
  setAccountSmsProvider(capture)
  process.env.SMS_CHALLENGE_MAXNUMBER = '20000'
})
afterAll(() => {
  setAccountSmsProvider(undefined)
  delete process.env.SMS_CHALLENGE_MAXNUMBER
})

const run = String(1000 + Math.floor(Math.random() * 9000))
let counter = 0
/** A fresh address (172.20.x.y, apart from accounts.test.ts) for each test. */
function address(): string {
  counter += 1
  return `172.20.${Math.floor(counter / 250)}.${counter % 250}`
}
/** A number in a block of its own (136 + 4 counter digits); `block` puts several in one. */
function phone(block?: string): string {
  counter += 1
  return block ? `${block}${String(counter % 10_000).padStart(4, '0')}` : `136${String(counter).padStart(4, '0')}${run}`
}

async function storedCodes(number: string): Promise<number> {
  const payload = await getPayload({ config })
  return (await payload.count({ collection: 'verification-codes', where: { phone: { equals: number } }, overrideAccess: true })).totalDocs
}

function sendCode(number: string, ip: string, altcha?: string) {
  return callGateway('system/user/sendcode', { method: 'POST', body: { phone: number, channel: 0, ...(altcha ? { altcha } : {}) }, headers: { 'x-forwarded-for': ip } })
}

/** Fetches a challenge and solves it as the browser would, with altcha-lib's solver. */
async function solved(ip: string): Promise<string> {
  const res = await callGateway('system/user/challenge', { headers: { 'x-forwarded-for': ip } })
  expect(res.status).toBe(200)
  const challenge = res.json.data as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  expect(solution).toBeTruthy()
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

describe('proof of work after the first code from an address', () => {
  it('hands out signed SHA-256 challenges that expire', async () => {
    const res = await callGateway('system/user/challenge', { headers: { 'x-forwarded-for': address() } })
    expect(res.status).toBe(200)
    const { parameters, signature } = res.json.data
    expect(parameters.algorithm).toBe('SHA-256')
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000)
    expect(parameters.data).toEqual({ purpose: 'sendcode' })
  })

  it('refuses a second code without a solution, storing and sending nothing; accepts it with one; refuses a replay', async () => {
    const ip = address()
    const first = phone()
    expect((await sendCode(first, ip)).status).toBe(200)

    const second = phone()
    const refused = await sendCode(second, ip)
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe(400)
    expect(refused.json.data).toEqual({ challengeRequired: true, reason: 'challengeRequired' })
    expect(refused.json.msg).toBe('请先完成安全验证再获取验证码')
    expect(await storedCodes(second)).toBe(0)
    expect(sent.some((m) => m.phone === second)).toBe(false)

    const altcha = await solved(ip)
    const accepted = await sendCode(second, ip, altcha)
    expect(accepted.status).toBe(200)
    expect(accepted.json.data.sent).toBe(true)
    expect(await storedCodes(second)).toBe(1)

    const third = phone()
    const replay = await sendCode(third, ip, altcha)
    expect(replay.status).toBe(400)
    expect(replay.json.data).toEqual({ challengeRequired: true, reason: 'challengeInvalid' })
    expect(replay.json.msg).toBe('安全验证未通过或已过期，请重试')
    expect(await storedCodes(third)).toBe(0)
    expect(sent.some((m) => m.phone === third)).toBe(false)
  })

  it('refuses a forged or tampered solution', async () => {
    const ip = address()
    expect((await sendCode(phone(), ip)).status).toBe(200)
    const altcha = await solved(ip)
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString())
    // A lower counter would be less work: the signature covers the parameters, so no.
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
    const number = phone()
    const forged = await callGateway('system/user/sendcode', {
      method: 'POST',
      body: { phone: number, altcha: Buffer.from(JSON.stringify(payload)).toString('base64') },
      headers: { 'x-forwarded-for': ip },
    })
    expect(forged.status).toBe(400)
    expect(forged.json.data.challengeRequired).toBe(true)
    const garbage = await sendCode(number, ip, 'not base64 json')
    expect(garbage.status).toBe(400)
    expect(garbage.json.data.challengeRequired).toBe(true)
    expect(await storedCodes(number)).toBe(0)
  })

  it('tells a visitor who must wait anyway to wait, before asking for work', async () => {
    const ip = address()
    const number = phone()
    expect((await sendCode(number, ip)).status).toBe(200)
    const again = await sendCode(number, ip)
    expect(again.status).toBe(429)
    expect(again.json.data.retryAfter).toBeGreaterThan(0)
  })
})

describe('limits a pumper rotating through numbers meets', () => {
  it('allows 5 codes an hour per 7-digit block, then 429 with a retry hint, whatever the address', async () => {
    const block = `138${run}`
    for (let i = 0; i < 5; i++) expect((await sendCode(phone(block), address())).status).toBe(200)
    const sixth = phone(block)
    const refused = await sendCode(sixth, address())
    expect(refused.status).toBe(429)
    expect(refused.json.msg).toBe('该号段获取验证码过于频繁，请稍后再试')
    expect(refused.json.data.retryAfter).toBeGreaterThan(3500)
    expect(refused.json.data.retryAfter).toBeLessThanOrEqual(3600)
    expect(await storedCodes(sixth)).toBe(0)
    // Another block is not affected.
    expect((await sendCode(phone(), address())).status).toBe(200)
  })

  it('allows an address 10 distinct numbers a day (half its daily cap of 20), again for one of them', async () => {
    const payload = await getPayload({ config })
    const ip = address()
    const numbers = Array.from({ length: 9 }, () => phone())
    for (const n of numbers) await issueCode(payload, capture, { phone: n, ip, channel: 0, brandName: 'x' })
    const tenth = phone()
    expect((await sendCode(tenth, ip, await solved(ip))).status).toBe(200)

    const eleventh = phone()
    const refused = await sendCode(eleventh, ip, await solved(ip))
    expect(refused.status).toBe(429)
    expect(refused.json.msg).toBe('当前网络今日获取验证码的手机号过多，请明天再试')
    expect(refused.json.data.retryAfter).toBeGreaterThan(0)
    expect(await storedCodes(eleventh)).toBe(0)
    // The same person asking again for their own number after the cooldown is fine.
    await expect(issueCode(payload, capture, { phone: numbers[0]!, ip, channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000))).resolves.toMatchObject({ ttlMinutes: 10 })
  })

  it('stops an address after its minute cap of sends (SMS_MINUTE_CAP_PER_IP), whatever the numbers', async () => {
    process.env.SMS_MINUTE_CAP_PER_IP = '3'
    try {
      const ip = address()
      expect((await sendCode(phone(), ip)).status).toBe(200)
      for (let i = 0; i < 2; i++) expect((await sendCode(phone(), ip, await solved(ip))).status).toBe(200)
      const fourth = phone()
      const refused = await sendCode(fourth, ip, await solved(ip))
      expect(refused.status).toBe(429)
      expect(refused.json.msg).toBe('请求过于频繁，请稍后再试')
      expect(refused.json.data.retryAfter).toBeGreaterThan(0)
      expect(refused.json.data.retryAfter).toBeLessThanOrEqual(60)
      expect(await storedCodes(fourth)).toBe(0)
      // Another address is not affected.
      expect((await sendCode(phone(), address())).status).toBe(200)
    } finally {
      delete process.env.SMS_MINUTE_CAP_PER_IP
    }
  })
})

describe('no account discovery before the code is proven', () => {
  async function agreementIds(): Promise<number[]> {
    const { json } = await callGateway('business/sysAgreement/listNewestAgreement', { method: 'POST' })
    return json.data.map((a: { id: number }) => a.id)
  }
  const codeOf = (number: string) => sent.filter((m) => m.phone === number).at(-1)!.code
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  /** A merchant signed up through the gateway, then given a fresh code (past the cooldown). */
  async function registered(): Promise<string> {
    const number = phone()
    expect((await sendCode(number, address())).status).toBe(200)
    const res = await callGateway('system/user/register', { method: 'POST', body: { phone: number, code: codeOf(number), agreementIds: await agreementIds() } })
    expect(res.status).toBe(200)
    return number
  }

  it('sendcode answers byte for byte the same for a registered and an unknown number', async () => {
    const payload = await getPayload({ config })
    const known = phone()
    await payload.create({ collection: 'merchants', data: { mercNo: `M${run}${known.slice(-8)}`, phone: known, brand: 'lz' }, overrideAccess: true })
    const a = await sendCode(known, address())
    const b = await sendCode(phone(), address())
    expect(a.status).toBe(200)
    expect(a.text).toBe(b.text)
  })

  it('register with a wrong or absent code answers byte for byte the same for a registered and an unknown number', async () => {
    const payload = await getPayload({ config })
    const ids = await agreementIds()
    const known = await registered()
    const unknown = phone()
    // No code pending for either.
    const register = (n: string, code: string) => callGateway('system/user/register', { method: 'POST', body: { phone: n, code, agreementIds: ids } })
    const [a, b] = [await register(known, '123456'), await register(unknown, '123456')]
    expect(a.status).toBe(400)
    expect(a.text).toBe(b.text)

    // A code pending for both, and a wrong guess.
    await issueCode(payload, capture, { phone: known, ip: address(), channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000))
    await issueCode(payload, capture, { phone: unknown, ip: address(), channel: 0, brandName: 'x' })
    const [c, d] = [await register(known, wrong(codeOf(known))), await register(unknown, wrong(codeOf(unknown)))]
    expect(c.status).toBe(400)
    expect(c.json.msg).toBe('验证码错误')
    expect(c.text).toBe(d.text)
    expect((await payload.count({ collection: 'merchants', where: { phone: { equals: unknown } }, overrideAccess: true })).totalDocs).toBe(0)

    // With its right code, a registered number is logged in to its one account.
    const mercNo = (await payload.find({ collection: 'merchants', where: { phone: { equals: known } }, overrideAccess: true })).docs[0]!.mercNo
    const proven = await register(known, codeOf(known))
    expect(proven.status).toBe(200)
    expect(proven.json.data.mercNo).toBe(mercNo)
    expect(proven.headers.getSetCookie().some((c) => c.startsWith('loginCode='))).toBe(true)
    expect((await payload.count({ collection: 'merchants', where: { phone: { equals: known } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('login with a wrong code answers byte for byte the same for a registered and an unknown number', async () => {
    const payload = await getPayload({ config })
    const known = await registered()
    const unknown = phone()
    await issueCode(payload, capture, { phone: known, ip: address(), channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000))
    await issueCode(payload, capture, { phone: unknown, ip: address(), channel: 0, brandName: 'x' })
    const login = (n: string, code: string) => callGateway('auth/login', { method: 'POST', body: { phone: n, code } })
    const [a, b] = [await login(known, wrong(codeOf(known))), await login(unknown, wrong(codeOf(unknown)))]
    expect(a.status).toBe(400)
    expect(a.text).toBe(b.text)
  })
})
