import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Links in view are prefetched once the page is idle (2000 ms at the latest), and a
 * prefetch changes nothing for the visitor: the language switcher's links are left out
 * (prefetching /en once saved English as the visitor's language, and a switcher link that
 * redirects was followed like a navigation), and the edge sets no cookie on any prefetch.
 * On a save-data connection nothing is prefetched.
 */

const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch'])

async function prefetchesOf(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isPrefetch(request)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

test('links in view are prefetched when the page is idle, the language switcher is not, and the language stays', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const seen = await prefetchesOf(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // The header's price link is in view; it is among the prefetched pages.
  await expect.poll(() => seen.includes('/lz/price'), { timeout: 10_000 }).toBe(true)
  // The switcher's English link is in view too, but never prefetched (it would save English).
  await expect(page.locator('header a[hreflang="en"]').first()).toBeVisible()
  expect(seen.filter((path) => path === '/en' || path.startsWith('/en/'))).toEqual([])
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'i18n_preference')?.value).toBe('cn')
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value ?? 'cn').toBe('cn')
  await page.goto('/lz/price')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('nothing is prefetched on a save-data connection', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }))
  const seen = await prefetchesOf(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // Past the idle deadline (2000 ms) with room to spare: a prefetch would have gone by now.
  await page.waitForTimeout(3_000)
  expect(seen).toEqual([])
})
