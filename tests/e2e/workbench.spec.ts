import { adminAuth, codeForm, latestCode, randomPhone } from './accounts'
import { letCooldownPass } from './database'
import { checkA11y, expect, test } from './fixtures'

/**
 * The built-in user centre (/workbench/login, /register, /account). Codes are read from
 * the dev SMS outbox through the CMS API. The gateway allows 10 sendcode calls a minute
 * and 20 stored codes a day per IP, so these tests ask for codes only four times.
 */

const QUERY = 'pointType=registers&intoWay=wwwNavGuide&channelNo=e2eWB'

test('register → account → logout → login → account, with the code from the SMS outbox', async ({ page, request, visit }) => {
  const phone = randomPhone()
  const auth = await adminAuth(request)
  const f = codeForm(page)

  // --- Register page: title, brand strip, links keep the query.
  await visit(`/workbench/register?${QUERY}`)
  await expect(page).toHaveTitle(/ - 注册$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册商户账户')
  await expect(page.locator('header a').first()).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: '直接登录' })).toHaveAttribute('href', `/workbench/login?${QUERY}`)

  // Client-side checks before anything is sent.
  await f.phone.fill('12345')
  await f.getCode.click()
  const phoneError = page.getByText('请输入正确的中国大陆手机号：11 位数字，以 13 至 19 开头')
  await expect(phoneError).toBeVisible()
  await expect(f.phone).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await f.phone.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/请输入正确的中国大陆手机号/)
  await expect(f.phone).toBeFocused()

  // Code #1 (SMS): the button counts down in mm:ss and stays disabled.
  await f.phone.fill(phone)
  await expect(phoneError).toBeHidden()
  await f.getCode.click()
  await expect(f.status).toContainText('验证码已通过短信发送')
  await expect(f.getCode).toBeDisabled()
  await expect(f.getCode).toHaveText(/^0[01]:\d\d 后重新获取$/)
  await expect(f.code).toBeFocused()
  const first = await latestCode(request, auth, phone)

  // A second request through the API inside the 60 s is refused with the server's message (call #2).
  const forced = await request.post('/gateway/system/user/sendcode', { headers: { platform: '15', 'content-language': 'zh-CN' }, data: { phone, channel: 0 } })
  expect(forced.status()).toBe(429)
  const refusal = await forced.json()
  expect(refusal.msg).toMatch(/^发送太频繁，请 \d+ 秒后再试$/)
  expect(refusal.data.retryAfter).toBeGreaterThan(0)

  // Agreements: each title opens its text in a modal dialog, by keyboard too.
  const agreement = page.getByRole('button', { name: '《商户服务协议》' })
  await agreement.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '商户服务协议' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('协议的范围')
  await checkA11y(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(agreement).toBeFocused()

  // Submitting without ticking the agreements: inline error on the checkbox, nothing sent.
  const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, '0')
  await f.code.fill(wrong)
  const agree = page.getByRole('checkbox', { name: /^我已阅读并同意/ })
  await expect(agree).toHaveAccessibleName(/《商户服务协议》/)
  await expect(agree).toHaveAccessibleName(/《隐私政策》/)
  await page.getByRole('button', { name: '注册并登录' }).click()
  await expect(page.getByText('请先阅读并勾选同意协议')).toBeVisible()
  await expect(agree).toHaveAttribute('aria-invalid', 'true')
  await expect(agree).toBeFocused()

  // A wrong code: the server's message in the live region.
  await agree.check()
  await page.getByRole('button', { name: '注册并登录' }).click()
  await expect(f.status).toHaveText('验证码错误')
  await expect(page).toHaveURL(/\/workbench\/register\?/)

  // The right code registers, logs in and opens the account page with the same query.
  await f.code.fill(first.code)
  await page.getByRole('button', { name: '注册并登录' }).click()
  await expect(page).toHaveURL(`/workbench/account?${QUERY}`)
  await expect(page).toHaveTitle(/ - 账户中心$/)
  const mercNo = page.locator('[data-field="mercNo"]')
  await expect(mercNo).toHaveText(/^M\d{12}$/)
  const merchant = await mercNo.innerText()
  await expect(page.locator('[data-field="phone"]')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await expect(page.locator('dl')).toContainText(String(new Date().getFullYear()))
  await checkA11y(page)

  // Logout: the notice, then the login page (the query kept), which repeats the notice.
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page.getByText('账号已退出').first()).toBeVisible()
  await expect(page).toHaveURL(`/workbench/login?${QUERY}`)
  await expect(f.status).toHaveText('账号已退出')

  // Logged out, the account page explains and links to login.
  await visit('/workbench/account')
  await expect(page.getByText('您尚未登录，或登录已过期')).toBeVisible()
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/workbench/login')

  // --- Login page. Still inside the 60 s: the server refuses (call #3) and the UI counts down from its retryAfter.
  // The page's clock is ours, so the minute can pass without the test waiting for it.
  await page.clock.install()
  await visit(`/workbench/login?${QUERY}`)
  await expect(page).toHaveTitle(/ - 登录$/)
  await expect(page.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', `/workbench/register?${QUERY}`)
  await f.phone.fill(phone)
  await f.getCode.click()
  await expect(f.status).toHaveText(/^发送太频繁，请 \d+ 秒后再试$/)
  await expect(f.getCode).toBeDisabled()
  await expect(f.getCode).toHaveText(/^00:\d\d 后重新获取$/)

  // When the countdown ends the button comes back; code #2 (call #4) by voice. The minute
  // passes on the server (the stored code is dated back) and in the page (its clock).
  await letCooldownPass(phone)
  await page.clock.fastForward(61_000)
  await expect(f.getCode).toBeEnabled()
  await expect(f.getCode).toHaveText('获取验证码')
  await page.getByRole('radio', { name: '语音电话' }).check()
  await f.getCode.click()
  await expect(f.status).toContainText('语音电话')
  const second = await latestCode(request, auth, phone, first.id)
  expect(second.code).toMatch(/^\d{6}$/)

  await f.code.fill(second.code)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(`/workbench/account?${QUERY}`)
  await expect(mercNo).toHaveText(merchant)
})

test('English pages: texts, inline validation, links and the logged-out account page, on a phone-sized screen', async ({ page, visit }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await visit('/en/workbench/login?channelNo=e2eWB')
  await expect(page).toHaveTitle(/ - Log in$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to your merchant account')
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/en/workbench/register?channelNo=e2eWB')
  await expect(page.locator('header a').first()).toHaveAttribute('href', '/en')

  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // Submitting empty: both fields explain themselves, focus goes to the first.
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Enter a valid mainland China mobile number')).toBeVisible()
  await expect(page.getByLabel('Mobile number')).toBeFocused()
  await page.getByLabel('Mobile number').fill('13800000000')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByText('Enter the 6-digit code')).toBeVisible()
  await expect(page.getByLabel('Verification code')).toBeFocused()
  await expect(page.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(page.getByLabel('Verification code')).toHaveAttribute('inputmode', 'numeric')
  await checkA11y(page)

  await visit('/en/workbench/register')
  const agree = page.getByRole('checkbox', { name: /^I have read and agree to/ })
  await expect(agree).toBeVisible()
  await expect(agree).toHaveAccessibleName(/Merchant Terms of Service/)
  await expect(agree).toHaveAccessibleName(/Privacy Policy/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await visit('/en/workbench/account')
  await expect(page).toHaveTitle(/ - My account$/)
  await expect(page.getByText('You are not logged in')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/workbench/login')
})
