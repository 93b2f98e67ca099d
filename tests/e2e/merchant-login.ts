import { request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'
import { adminAuth, codeForm, latestCode, randomPhone, sendCodeViaGateway } from './accounts'
import { expect } from './fixtures'

/**
 * Merchants for tests of pages that need a login (search calls need a logged-in
 * merchant). Codes come from the dev SMS outbox, as in workbench.spec.ts.
 *
 * Each sign-up sends one code from the test machine's address (the test server raises the
 * per-address daily cap; after the first code each one needs a solved proof of work,
 * which sendCodeViaGateway and the register form do by themselves).
 */

const GATEWAY = { platform: '15', 'content-language': 'zh-CN' }

function baseURL(): string {
  const url = test.info().project.use.baseURL
  if (!url) throw new Error('playwright.config.ts must set use.baseURL')
  return url
}

/**
 * Signs up a fresh merchant through the gateway and returns its phone number.
 *
 * The sign-up runs in a fresh request context, so neither the browser nor `request` holds
 * its session: the browser is still a visitor until it logs in. Pass `via` (for example
 * `page.request`, which shares the browser's cookies) to leave that context logged in
 * instead. `request` and `auth` read the code from the outbox (see accounts.ts adminAuth).
 */
export async function registerMerchant(request: APIRequestContext, auth: Record<string, string>, via?: APIRequestContext): Promise<string> {
  const api = via ?? (await playwrightRequest.newContext({ baseURL: baseURL() }))
  try {
    const phone = randomPhone()
    const sent = await sendCodeViaGateway(api, phone)
    expect(sent.status(), `sendcode: ${await sent.text()}`).toBe(200)
    const { code } = await latestCode(request, auth, phone)
    const agreements = (await (await api.post('/gateway/business/sysAgreement/listNewestAgreement', { headers: GATEWAY })).json()).data as { id: number | string }[]
    const registered = await api.post('/gateway/system/user/register', { headers: GATEWAY, data: { phone, code, agreementIds: agreements.map((a) => a.id) } })
    expect(registered.status(), `register: ${await registered.text()}`).toBe(200)
    return phone
  } finally {
    if (!via) await api.dispose()
  }
}

/**
 * Signs a fresh merchant up through the register form in `page` (for example the tab a 401
 * opened): the same announcement a login makes, without waiting out the 60 s between two
 * codes to one number that logging an existing merchant in again would need.
 */
export async function signUpInPage(page: Page): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() })
  try {
    const auth = await adminAuth(api)
    const phone = randomPhone()
    await page.goto('/workbench/register')
    const f = codeForm(page)
    await f.phone.fill(phone)
    await f.getCode.click()
    await expect(f.status).toContainText('验证码已通过短信发送')
    const { code } = await latestCode(api, auth, phone)
    await f.code.fill(code)
    await page.getByRole('checkbox', { name: /^我已阅读并同意/ }).check()
    await page.getByRole('button', { name: '注册并登录' }).click()
    await expect(page).toHaveURL(/\/workbench\/account/)
    return phone
  } finally {
    await api.dispose()
  }
}
