import type { Page } from '@playwright/test'
import { test, expect, checkA11y } from './fixtures'

/** Floating side panel and footer sign-up banner on the seeded brands. */

const DESKTOP = { width: 1440, height: 900 }

function panel(page: Page) {
  return page.getByRole('complementary', { name: '快捷服务' })
}

/**
 * Opens a 404 page for an unknown path: the server renders it inside the default layout
 * (header, panel, footer) and answers 404; axe runs once the page has hydrated.
 */
async function visitNotFound(page: Page, url: string) {
  const response = await page.goto(url)
  expect(response?.status(), `status of ${url}`).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.locator('footer')).toBeVisible()
  await checkA11y(page)
}

/** The footer sign-up link; its href gains the page's query once the page is hydrated. */
function signUp(page: Page) {
  return page.locator('footer a[data-track="footer_signup"]')
}

test('back-to-top is hidden at the top, shows after 30 px of scrolling and returns to the top', async ({ page, visit }) => {
  await page.setViewportSize(DESKTOP)
  await visit('/')
  const button = panel(page).getByRole('button', { name: '返回顶部', includeHidden: true })
  await expect(button).toHaveCount(1)
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }))
  await page.waitForTimeout(200)
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
})

test('on phones the panel collapses to back-to-top', async ({ page, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit('/')
  await expect(panel(page).locator('summary', { hasText: '更多' })).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
  await expect(panel(page).getByRole('button', { name: '返回顶部' })).toBeVisible()
})

test("the 'more' box opens on hover and on keyboard focus, with its links and labelled QR codes", async ({ page, visit }) => {
  await page.setViewportSize(DESKTOP)
  await visit('/')
  const side = panel(page)
  const more = side.locator('summary', { hasText: '更多' })
  const qr = side.getByRole('img', { name: '微信公众号' })
  const link = side.getByRole('link', { name: '服务价格' })
  await expect(qr).toBeHidden()

  // The box's content is rendered by the panel's script the first time the box opens: a
  // hover before the page has hydrated opens an empty box, so point at it again until it fills.
  await expect(async () => {
    await page.mouse.move(5, 5)
    await more.hover()
    await expect(qr).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(side.getByRole('img', { name: '企业微信客服' })).toBeVisible()
  await expect(qr.locator('svg')).toHaveCount(1)
  await expect(link).toBeVisible()
  await page.mouse.move(5, 5)
  await expect(qr).toBeHidden()

  // Keyboard: Tab from the phone entry (through its box) onto 'more', then into its first link.
  await side.locator('summary', { hasText: '售前咨询' }).focus()
  for (let i = 0; i < 5 && !(await more.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(more).toBeFocused()
  await expect(qr).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  await expect(qr).toBeVisible()

  // Touch and click: the <details> toggle keeps it open without hover or focus.
  await page.mouse.move(5, 5)
  await page.locator('h1').click()
  await expect(qr).toBeHidden()
  await more.click()
  await page.mouse.move(5, 5)
  await expect(qr).toBeVisible()
  // Opening another box closes this one.
  await side.locator('summary', { hasText: '售前咨询' }).click()
  await expect(side.getByRole('link', { name: '400-000-1215' })).toBeVisible()
  await expect(qr).toBeHidden()
})

test('the compliance quick guide shows on home pages only', async ({ page, visit }) => {
  await page.setViewportSize(DESKTOP)
  for (const path of ['/', '/lz/homes']) {
    await visit(path)
    const guide = panel(page).locator('summary', { hasText: '合规速查' })
    await expect(guide).toBeVisible()
    await guide.hover()
    await expect(panel(page).getByRole('link', { name: '英国站：VAT注册与MTD申报' })).toBeVisible()
  }
  // The 404 page renders inside the default layout; the query proves the page is hydrated.
  await visitNotFound(page, '/lz/does-not-exist?hydrated=1')
  await expect(signUp(page)).toHaveAttribute('href', /hydrated=1/)
  await expect(panel(page).locator('summary', { hasText: '更多' })).toBeVisible()
  await expect(panel(page).locator('summary', { hasText: '合规速查' })).toHaveCount(0)
})

test('after a client-side navigation the panel and banner follow the new page', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await visitNotFound(page, '/lz/does-not-exist?x=1')
  const side = panel(page)
  await expect(signUp(page)).toHaveAttribute('href', /x=1/)
  await expect(side.locator('summary', { hasText: '合规速查' })).toHaveCount(0)
  await side.locator('summary', { hasText: '更多' }).click()
  await expect(side.getByRole('link', { name: '服务价格' })).toBeVisible()
  // The header's internal links navigate in the client: the layout (and the panel) stays.
  await page.locator('header').getByRole('link', { name: '首页', exact: true }).first().click()
  await expect(page).toHaveURL(/\/lz\/homes$/)
  await page.mouse.move(5, 5)
  await expect(side.locator('summary', { hasText: '合规速查' })).toBeVisible()
  await expect(side.getByRole('link', { name: '服务价格' })).toBeHidden()
  await expect(signUp(page)).not.toHaveAttribute('href', /x=1/)
})

test('the footer sign-up button opens registration with the current query; the footer shows QR codes', async ({ page, visit }) => {
  await visit('/?channelNo=abc')
  const button = signUp(page)
  await expect(button).toHaveAttribute('href', /channelNo=abc/)
  const href = new URL((await button.getAttribute('href'))!, 'http://x.invalid')
  expect(href.searchParams.get('pointType')).toBe('registers')
  expect(href.searchParams.get('intoWay')).toBe('wwwNavGuide')
  expect(href.searchParams.get('channelNo')).toBe('abc')
  await expect(button).toHaveAttribute('target', '_blank')
  await expect(button).toHaveAccessibleName(/^免费注册/)
  const footerQr = page.locator('footer').getByRole('img', { name: '微信公众号' })
  await expect(footerQr).toBeVisible()
  await expect(footerQr.locator('svg')).toHaveCount(1)
})

test('the recycling brand has no panel and its sign-up banner leads to the contact page', async ({ page, baseURL, visit }) => {
  const port = new URL(baseURL!).port
  await visit(`http://gl.localhost:${port}/en?channelNo=abc`)
  await expect(page.locator('footer')).toBeVisible()
  await expect(page.locator('aside')).toHaveCount(0)
  await expect(page.locator('button', { hasText: 'Back to top' })).toHaveCount(0)
  const banner = page.locator('footer section[aria-labelledby="signup-banner"]')
  const button = banner.getByRole('link', { name: 'Contact us' })
  await expect(button).toHaveAttribute('href', '/en/contact')
  await expect(button).not.toHaveAttribute('target', /.+/)

  await page.goto(`http://gl.localhost:${port}/en/contact`)
  await expect(page.locator('footer')).toBeVisible()
  await expect(banner).toHaveCount(0)
  await checkA11y(page)
})
