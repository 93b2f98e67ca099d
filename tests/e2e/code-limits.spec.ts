import { adminAuth, codeForm, latestCode, outboxCount, randomPhone, sendCodeViaGateway } from './accounts'
import { expireCodes, recordEarlierCodes } from './database'
import { expect, test } from './fixtures'

/**
 * The abuse limits on verification codes that take time to reach:
 * expiry after 10 minutes, five wrong tries, and the per-phone daily cap. Time is made to
 * pass in the database of the server under test (./database.ts); everything else goes
 * through the pages and the gateway. Two codes are sent here from the test machine's
 * address, within its daily cap of 20 together with the workbench tests.
 */

const GATEWAY = { platform: '15', 'content-language': 'zh-CN' }
/** SMS_DAILY_CAP_PER_PHONE's default; the test server does not set it. */
const PHONE_DAILY_CAP = 10

async function merchantCount(request: Parameters<typeof adminAuth>[0], auth: Record<string, string>, phone: string) {
  return (await (await request.get(`/api/merchants?where[phone][equals]=${phone}&limit=0`, { headers: auth })).json()).totalDocs
}

test('an expired code is refused with its own message and registers nobody', async ({ page, request, visit }) => {
  const phone = randomPhone()
  const auth = await adminAuth(request)
  const f = codeForm(page)
  await visit('/workbench/register')
  await f.phone.fill(phone)
  await f.getCode.click()
  await expect(f.status).toContainText('验证码已通过短信发送')
  const { code } = await latestCode(request, auth, phone)

  await expireCodes(phone) // ten minutes pass
  await f.code.fill(code)
  await page.getByRole('checkbox', { name: /^我已阅读并同意/ }).check()
  await page.getByRole('button', { name: '注册并登录' }).click()
  await expect(f.status).toHaveText('验证码已过期，请重新获取')
  await expect(page).toHaveURL(/\/workbench\/register$/)
  expect(await merchantCount(request, auth, phone)).toBe(0)
})

test('after five wrong tries even the right code is refused', async ({ request }) => {
  const phone = randomPhone()
  const auth = await adminAuth(request)
  // Not this address's first code today: the send needs the proof of work the form solves.
  const sent = await sendCodeViaGateway(request, phone)
  expect(sent.status()).toBe(200)
  const { code } = await latestCode(request, auth, phone)
  const agreements = (await (await request.post('/gateway/business/sysAgreement/listNewestAgreement', { headers: GATEWAY })).json()).data as { id: number | string }[]
  const register = (c: string) => request.post('/gateway/system/user/register', { headers: GATEWAY, data: { phone, code: c, agreementIds: agreements.map((a) => a.id) } })
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  const messages: string[] = []
  for (let i = 0; i < 5; i++) {
    const res = await register(wrong)
    expect(res.status()).toBe(400)
    messages.push((await res.json()).msg)
  }
  expect(messages).toEqual(['验证码错误', '验证码错误', '验证码错误', '验证码错误', '验证码错误次数过多，请重新获取'])
  const res = await register(code)
  expect(res.status()).toBe(400)
  expect((await res.json()).msg).toBe('验证码错误次数过多，请重新获取')
  expect(await merchantCount(request, auth, phone)).toBe(0)
})

test("a phone that has had today's codes gets the daily-cap message, on the page and from the gateway, and no SMS", async ({ page, request, visit }) => {
  const phone = randomPhone()
  const auth = await adminAuth(request)
  await recordEarlierCodes(phone, PHONE_DAILY_CAP)

  const f = codeForm(page)
  await visit('/workbench/login')
  await f.phone.fill(phone)
  await f.getCode.click()
  await expect(f.status).toHaveText('该手机号今日获取验证码次数已达上限，请明天再试')
  await expect(f.getCode).toBeEnabled() // no countdown: nothing was sent

  const res = await request.post('/gateway/system/user/sendcode', { headers: GATEWAY, data: { phone, channel: 1 } })
  expect(res.status()).toBe(429)
  expect((await res.json()).msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试')
  expect(await outboxCount(request, auth, phone)).toBe(0)
})
