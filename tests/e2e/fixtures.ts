import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * `visit` goes to a page and runs axe on it, so every page a test opens is checked for
 * WCAG 2.1 A/AA violations.
 */
async function checkA11y(page: Page) {
  // A control fading in (a CSS transition) has a contrast below its final one mid-way:
  // axe judges the settled page, so finite animations finish first (loops are skipped).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  )
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

export const test = base.extend<{ visit: (url: string, expectedStatus?: number) => Promise<void> }>({
  visit: async ({ page }, use) => {
    await use(async (url, expectedStatus = 200) => {
      const response = await page.goto(url)
      expect(response?.status(), `status of ${url}`).toBe(expectedStatus)
      // A 404 arrives as Next's error shell and the browser renders the page (html lang
      // included) afterwards: on a loaded machine axe must wait for that render.
      if (expectedStatus === 404) await expect(page.locator('html')).toHaveAttribute('lang', /\S/)
      await checkA11y(page)
    })
  },
})

export { expect, checkA11y }

export const ADMIN = { email: process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD ?? 'demo-admin-2026' }
export const MDT_EDITOR = { email: 'editor.mdt@example.com', password: process.env.SEED_EDITOR_PASSWORD ?? 'demo-editor-2026' }
