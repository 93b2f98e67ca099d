import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Links in view are prefetched once the page is idle (2000 ms at the latest), and a
 * prefetch changes nothing for the visitor: the page's language switcher links to /en,
 * and prefetching it must not save English as the visitor's language (it once did: the
 * next page opened switched to English). On a save-data connection nothing is prefetched.
 */

const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch'])

async function prefetchesOf(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('request', (request) => {
    if (isPrefetch(request)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

test('links in view are prefetched when the page is idle, and the prefetch of /en leaves the language alone', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const seen = await prefetchesOf(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // The header's English link is in view; it is among the prefetched pages.
  await expect.poll(() => seen.some((path) => path === '/en' || path.startsWith('/en/')), { timeout: 10_000 }).toBe(true)
  const language = (await context.cookies()).find((cookie) => cookie.name === 'i18n_preference')
  expect(language?.value).toBe('cn')
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
