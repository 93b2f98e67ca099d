import { getPayload } from 'payload'
import config from '@payload-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCode, MAX_WRONG_TRIES } from '@/services/accounts/codes'
import { setAccountSmsProvider } from '@/services/accounts/sms'
import type { CodeMessage, SmsProvider } from '@/services/sms/types'
import { callGateway } from './helpers'

/** Captures what would have been texted, so tests can read the code. */
const sent: CodeMessage[] = []
const capture: SmsProvider = { name: 'capture', sendCode: async (m) => (sent.push(m), { providerMessageId: null }) }
let ipCounter = 10

const run = 1000 + Math.floor(Math.random() * 9000)

/**
 * A distinct phone and client address per call keeps cooldowns and caps independent. The
 * counter leads the number so each phone is in its own 7-digit block (codes per block
 * are limited per hour).
 */
function fresh() {
  ipCounter += 1
  return { phone: `139${String(ipCounter).padStart(4, '0')}${run}`, ip: `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` }
}

async function sendCode(phone: string, ip: string) {
  const res = await callGateway('system/user/sendcode', { method: 'POST', body: { phone, channel: 0 }, headers: { 'x-forwarded-for': ip } })
  return { ...res, code: sent.filter((m) => m.phone === phone).at(-1)?.code }
}

async function agreementIds(): Promise<number[]> {
  const { json } = await callGateway('business/sysAgreement/listNewestAgreement', { method: 'POST' })
  return json.data.map((a: { id: number }) => a.id)
}

function loginCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith('loginCode='))
}

beforeAll(() => setAccountSmsProvider(capture))
afterAll(() => setAccountSmsProvider(undefined))

describe('verification codes', () => {
  it('sends a 6-digit code and stores only its hash', async () => {
    const { phone, ip } = fresh()
    const { status, json, code } = await sendCode(phone, ip)
    expect(status).toBe(200)
    expect(json.data).toEqual({ sent: true, ttlMinutes: 10, cooldownSeconds: 60 })
    expect(code).toMatch(/^\d{6}$/)
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'verification-codes', where: { phone: { equals: phone } }, showHiddenFields: true, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs[0])).not.toContain(code)
    expect(docs[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('answers the same whether or not the number is registered', async () => {
    const { phone, ip } = fresh()
    const first = await sendCode(phone, ip)
    await callGateway('system/user/register', { method: 'POST', body: { phone, code: first.code, agreementIds: await agreementIds() }, headers: { 'x-forwarded-for': ip } })
    const other = fresh()
    const [registered, unknown] = [
      await issueCode(await getPayload({ config }), capture, { phone, ip: other.ip, channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000)),
      await issueCode(await getPayload({ config }), capture, { phone: other.phone, ip: other.ip, channel: 0, brandName: 'x' }),
    ]
    expect(registered).toEqual(unknown)
  })

  it('refuses a second code within 60 seconds, naming the wait', async () => {
    const { phone, ip } = fresh()
    await sendCode(phone, ip)
    const again = await sendCode(phone, ip)
    expect(again.status).toBe(429)
    expect(again.json.msg).toMatch(/\d+ 秒后再试/)
  })

  it('rejects a malformed phone with 400 naming the field', async () => {
    const { status, json } = await callGateway('system/user/sendcode', { method: 'POST', body: { phone: '12345' } })
    expect(status).toBe(400)
    expect(json.msg).toContain('phone')
  })

  it('enforces the per-phone, per-address and global daily caps', async () => {
    const payload = await getPayload({ config })
    const { phone, ip } = fresh()
    process.env.SMS_DAILY_CAP_PER_PHONE = '2'
    try {
      await issueCode(payload, capture, { phone, ip, channel: 0, brandName: 'x' })
      await issueCode(payload, capture, { phone, ip, channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000))
      await expect(issueCode(payload, capture, { phone, ip, channel: 0, brandName: 'x' }, new Date(Date.now() + 122_000))).rejects.toMatchObject({ reason: 'phoneDailyCap' })
    } finally {
      delete process.env.SMS_DAILY_CAP_PER_PHONE
    }
    process.env.SMS_DAILY_CAP_PER_IP = '1'
    try {
      const shared = fresh()
      await issueCode(payload, capture, { phone: shared.phone, ip: shared.ip, channel: 0, brandName: 'x' })
      await expect(issueCode(payload, capture, { phone: fresh().phone, ip: shared.ip, channel: 0, brandName: 'x' })).rejects.toMatchObject({ reason: 'ipDailyCap' })
    } finally {
      delete process.env.SMS_DAILY_CAP_PER_IP
    }
    const today = await payload.count({ collection: 'verification-codes', overrideAccess: true })
    process.env.SMS_DAILY_CAP_GLOBAL = String(today.totalDocs)
    try {
      const res = await sendCode(fresh().phone, fresh().ip)
      expect(res.status).toBe(429)
      expect(res.json.msg).toContain('今日')
    } finally {
      delete process.env.SMS_DAILY_CAP_GLOBAL
    }
  })
})

describe('register, user info, logout and login', () => {
  it('creates a merchant with a mercNo and logs it in with an HttpOnly cookie', async () => {
    const { phone, ip } = fresh()
    const { code } = await sendCode(phone, ip)
    const res = await callGateway('system/user/register', { method: 'POST', body: { phone, code, agreementIds: await agreementIds() }, headers: { 'x-forwarded-for': ip, cookie: 'channelNo=spring26' } })
    expect(res.status).toBe(200)
    expect(res.json.data.mercNo).toMatch(/^M\d{12}$/)
    expect(res.json.data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`)
    expect(res.json.data.buryingPoint.registerChannel).toBe('spring26')
    const cookie = loginCookie(res.headers)!
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const token = cookie.split(';')[0]!.split('=')[1]!

    const info = await callGateway('system/user/info', { query: { client: '1' }, headers: { token } })
    expect(info.json.data.mercNo).toBe(res.json.data.mercNo)
    const viaCookie = await callGateway('system/user/info', { query: { client: '1' }, headers: { cookie: `loginCode=${token}` } })
    expect(viaCookie.json.data.mercNo).toBe(res.json.data.mercNo)

    const logout = await callGateway('auth/logout', { method: 'POST', headers: { token } })
    expect(logout.json.code).toBe(0)
    expect(loginCookie(logout.headers)).toMatch(/Max-Age=0/)
    const after = await callGateway('system/user/info', { query: { client: '1' }, headers: { token } })
    expect(after.status).toBe(401)

    // A new code a minute later (past the cooldown) logs the merchant in again.
    await issueCode(await getPayload({ config }), capture, { phone, ip, channel: 0, brandName: 'x' }, new Date(Date.now() + 61_000))
    const latest = sent.filter((m) => m.phone === phone).at(-1)!.code
    const login = await callGateway('auth/login', { method: 'POST', body: { phone, code: latest } })
    expect(login.status).toBe(200)
    expect(login.json.data.mercNo).toBe(res.json.data.mercNo)
    expect(loginCookie(login.headers)).toBeTruthy()
  })

  it('uses a code once only', async () => {
    const { phone, ip } = fresh()
    const { code } = await sendCode(phone, ip)
    const ids = await agreementIds()
    expect((await callGateway('system/user/register', { method: 'POST', body: { phone, code, agreementIds: ids } })).status).toBe(200)
    const replay = await callGateway('auth/login', { method: 'POST', body: { phone, code } })
    expect(replay.status).toBe(400)
  })

  it('kills a code after five wrong tries and refuses an expired one', async () => {
    const { phone, ip } = fresh()
    const { code } = await sendCode(phone, ip)
    const wrong = code === '000000' ? '111111' : '000000'
    const ids = await agreementIds()
    for (let i = 1; i <= MAX_WRONG_TRIES; i++) {
      const res = await callGateway('system/user/register', { method: 'POST', body: { phone, code: wrong, agreementIds: ids } })
      expect(res.status).toBe(400)
      expect(res.json.msg).toBe(i < MAX_WRONG_TRIES ? '验证码错误' : '验证码错误次数过多，请重新获取')
    }
    const right = await callGateway('system/user/register', { method: 'POST', body: { phone, code, agreementIds: ids } })
    expect(right.json.msg).toBe('验证码错误次数过多，请重新获取')

    const payload = await getPayload({ config })
    const other = fresh()
    await issueCode(payload, capture, { phone: other.phone, ip: other.ip, channel: 0, brandName: 'x' })
    await payload.update({ collection: 'verification-codes', where: { phone: { equals: other.phone } }, data: { expiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const expired = await callGateway('system/user/register', { method: 'POST', body: { phone: other.phone, code: sent.at(-1)!.code, agreementIds: ids } })
    expect(expired.json.msg).toBe('验证码已过期，请重新获取')
  })

  it('requires the newest agreements and creates nothing without them', async () => {
    const { phone, ip } = fresh()
    const { code } = await sendCode(phone, ip)
    const res = await callGateway('system/user/register', { method: 'POST', body: { phone, code, agreementIds: [999999] } })
    expect(res.status).toBe(400)
    const payload = await getPayload({ config })
    expect((await payload.count({ collection: 'merchants', where: { phone: { equals: phone } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
