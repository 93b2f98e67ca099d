import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { ADMIN, expect } from './fixtures'

/** Helpers for the merchant-account tests: phones, the dev SMS outbox, the code form. */

export function randomPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', { data: ADMIN })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${(await res.json()).token}` }
}

/** The newest code texted to `phone`, waiting for it to be filed when `newerThan` is given. */
export async function latestCode(request: APIRequestContext, auth: Record<string, string>, phone: string, newerThan?: string): Promise<{ code: string; id: string }> {
  let found: { code: string; id: string } | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/sms-outbox?where[phone][equals]=${phone}&sort=-createdAt&limit=1&depth=0`, { headers: auth })
      expect(res.status()).toBe(200)
      const doc = (await res.json()).docs[0]
      const code = /验证码\D*(\d{6})/.exec(doc?.text ?? '')?.[1]
      if (!code || String(doc.id) === newerThan) return null
      found = { code, id: String(doc.id) }
      return code
    })
    .toMatch(/^\d{6}$/)
  return found!
}

/** How many messages the outbox holds for `phone`. */
export async function outboxCount(request: APIRequestContext, auth: Record<string, string>, phone: string): Promise<number> {
  const res = await request.get(`/api/sms-outbox?where[phone][equals]=${phone}&limit=0`, { headers: auth })
  return (await res.json()).totalDocs
}

export function codeForm(page: Page) {
  return {
    phone: page.getByLabel('手机号'),
    code: page.getByLabel('验证码', { exact: true }),
    getCode: page.getByRole('button', { name: /获取验证码|重新获取/ }),
    // The page's own live region (the site's toaster is another status region).
    status: page.locator('#main section').getByRole('status'),
  }
}

const GATEWAY_HEADERS = { platform: '15', 'content-language': 'zh-CN' }

/**
 * POST system/user/sendcode as the register form does: every test sends from the same
 * address, so after its first code the gateway asks for a solved proof-of-work challenge
 * (answer 400 with data.challengeRequired); this solves one, as the browser form would,
 * and asks again. Any other answer is returned as it came.
 */
export async function sendCodeViaGateway(api: APIRequestContext, phone: string, channel: 0 | 1 = 0): Promise<APIResponse> {
  const first = await api.post('/gateway/system/user/sendcode', { headers: GATEWAY_HEADERS, data: { phone, channel } })
  if (first.status() !== 400 || !(await first.json()).data?.challengeRequired) return first
  const issued = await api.get('/gateway/system/user/challenge', { headers: GATEWAY_HEADERS })
  expect(issued.status(), `challenge: ${await issued.text()}`).toBe(200)
  const challenge = (await issued.json()).data as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  return api.post('/gateway/system/user/sendcode', { headers: GATEWAY_HEADERS, data: { phone, channel, altcha } })
}
