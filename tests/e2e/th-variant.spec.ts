import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN, checkA11y, expect, test } from './fixtures'

/**
 * The TH variant is a CMS flag on a brand: switched on for Harbor VAT (hb), every page
 * shows the close-of-service notice, and the question-answer page marks the visitor with
 * the channel hgzn, which any other page takes off again. The flag is switched off again
 * whatever happens, so the other specs see the demo brand as seeded.
 */
test.describe.configure({ mode: 'serial' })

const TITLE = { cn: '港湾税务停止服务公告：2027 年 1 月 31 日起不再接受新订单', en: 'Harbor VAT is closing: no new orders from 31 January 2027' }

type Auth = Record<string, string>
interface BrandDoc { id: number; flags: Record<string, boolean | null> }

async function login(request: APIRequestContext): Promise<Auth> {
  const res = await request.post('/api/users/login', { data: ADMIN })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${(await res.json()).token}` }
}

async function hbBrand(request: APIRequestContext, auth: Auth): Promise<BrandDoc> {
  const res = await request.get('/api/brands?where[key][equals]=hb&limit=1&depth=0&locale=cn', { headers: auth })
  expect(res.status()).toBe(200)
  return (await res.json()).docs[0]
}

async function setTh(request: APIRequestContext, auth: Auth, brand: BrandDoc, th: boolean) {
  // The whole group is sent, so the brand's other flags keep their values.
  const res = await request.patch(`/api/brands/${brand.id}?locale=cn`, { headers: auth, data: { flags: { ...brand.flags, th } } })
  expect(res.status()).toBe(200)
}

const notice = (page: Page, locale: keyof typeof TITLE = 'cn') => page.getByRole('region', { name: TITLE[locale] })

async function channelCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'channelNo')
}

/** Reloads until the page shows (or no longer shows) the notice: the flag's save expires the brand's cached pages. */
async function expectNoticeAfterSave(page: Page, url: string, shown: boolean) {
  await expect
    .poll(async () => {
      await page.goto(url)
      return notice(page).count()
    }, { timeout: 15_000 })
    .toBe(shown ? 1 : 0)
}

test('with the TH flag on, hb shows the close-of-service notice on every page and marks its question-answer page with hgzn', async ({ page, request }) => {
  const auth = await login(request)
  const brand = await hbBrand(request, auth)
  expect(brand.flags.th ?? false).toBe(false)
  await page.goto('/hb/homes')
  await expect(notice(page)).toHaveCount(0)
  try {
    await setTh(request, auth, brand, true)
    await expectNoticeAfterSave(page, '/hb/homes', true)

    // A labelled region at the top, before the header, with its contact link; axe on the page.
    await expect(notice(page).getByRole('heading', { name: TITLE.cn })).toBeVisible()
    await expect(notice(page)).toContainText('2027 年 1 月 31 日')
    await expect(notice(page).getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '/hb/contactUs')
    const [noticeTop, headerTop] = await Promise.all([notice(page).boundingBox(), page.locator('header').first().boundingBox()])
    expect(noticeTop!.y).toBeLessThan(headerTop!.y)
    await checkA11y(page)

    // Every page of the brand, in both languages; never another brand.
    await page.goto('/hb/VAT')
    await expect(notice(page)).toBeVisible()
    await page.goto('/en/hb/homes')
    await expect(notice(page, 'en')).toBeVisible()
    await expect(notice(page, 'en').getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', '/en/hb/contactUs')
    await checkA11y(page)
    await page.goto('/lz/homes')
    await expect(page.getByRole('region', { name: /停止服务公告/ })).toHaveCount(0)

    // The question-answer page sets the channel hgzn with the proxy's cookie attributes ...
    await page.goto('/hb/questionAnswer')
    await expect.poll(async () => (await channelCookie(page))?.value).toBe('hgzn')
    const cookie = (await channelCookie(page))!
    expect(cookie.path).toBe('/')
    expect(cookie.sameSite).toBe('Lax')
    const days = (cookie.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(30)

    // ... any other page clears it ...
    await page.goto('/hb/VAT')
    await expect.poll(async () => (await channelCookie(page))?.value).toBeUndefined()

    // ... but a channel the visitor arrived with is theirs: it stays, and the question-answer page replaces it.
    await page.goto('/hb/VAT?channelNo=sem-baidu')
    await page.waitForLoadState('networkidle')
    expect((await channelCookie(page))?.value).toBe('sem-baidu')
    await page.goto('/hb/questionAnswer')
    await expect.poll(async () => (await channelCookie(page))?.value).toBe('hgzn')
  } finally {
    await setTh(request, auth, brand, false)
  }
  await expectNoticeAfterSave(page, '/hb/homes', false)

  // With the flag off the question-answer page leaves the channel alone.
  await page.context().clearCookies({ name: 'channelNo' })
  await page.goto('/hb/questionAnswer')
  await page.waitForLoadState('networkidle')
  expect(await channelCookie(page)).toBeUndefined()
})
