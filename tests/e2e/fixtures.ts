import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * `visit` goes to a page and runs axe on it, so every page a test opens is checked for
 * WCAG 2.1 A/AA violations.
 *
 * Speed, without checking less: axe runs in the page itself (legacy mode; the default
 * opens a blank page per run to merge frame results, and the site has no cross-origin
 * frames to merge). The site chrome (header, side panel, footer) is the same markup on
 * most pages of a brand and language: it is checked the first time a worker sees that
 * exact markup at that window width and brand theme, and left out of later runs. A whole
 * page whose exact markup, theme and width the worker already found clean (the same page
 * opened by another test) is not checked again: axe would judge the same thing.
 */
const SITE_CHROME = ['body > header', 'body > aside', 'body > footer']
const WHOLE_PAGE = ['html']
const checkedChrome = new Set<string>()
/** Whole pages (markup, theme, width) this worker already found clean: the same page again gives the same result. */
const checkedPages = new Set<string>()

/** A fingerprint of the markup the selectors match, the brand theme and the window width. */
function fingerprint(page: Page, selectors: string[]): Promise<string> {
  return page.evaluate((selectors) => {
    const parts = [String(window.innerWidth), document.documentElement.lang, document.body.getAttribute('style') ?? '']
    for (const selector of selectors) for (const element of document.querySelectorAll(selector)) parts.push(element.outerHTML)
    const text = parts.join('\u0000')
    // FNV-1a over the UTF-16 code units plus the length: collisions are not a concern at this scale.
    let hash = 0x811c9dc5
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
    return `${(hash >>> 0).toString(16)}:${text.length}`
  }, selectors)
}

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
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true)
  const [whole, chrome] = await Promise.all([fingerprint(page, WHOLE_PAGE), fingerprint(page, SITE_CHROME)])
  if (checkedPages.has(whole)) return
  if (checkedChrome.has(chrome)) for (const selector of SITE_CHROME) axe.exclude(selector)
  const results = await axe.analyze()
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
  checkedChrome.add(chrome)
  checkedPages.add(whole)
}

/** The campaign reads the browser makes after load: the pop-up config, the poster list and the new-user rewards. */
export const CAMPAIGN_READS = /\/gateway\/business\/(admin\/sysNotifyPopupBoxConfig\/getOfficialPopupBox|posterConfig\/merc\/list|channelPageConfig\/merc\/getRegisterAward)(\?|$)/

export const test = base.extend<{ visit: (url: string, expectedStatus?: number) => Promise<void>; languagePromptAnswered: boolean; campaignsStubbed: boolean }>({
  /**
   * The recycling and Korea brands offer a loopback visitor (domestic) reading English the
   * Chinese version in a modal, once. Tests about something else start as a visitor who has
   * already answered it; the language spec turns this off.
   */
  languagePromptAnswered: [true, { option: true }],
  /**
   * The demo content seeds pop-ups, posters and new-user rewards; a modal over the page
   * would get in the way of tests about something else, so the browser hears "none" for
   * those reads. The campaign spec turns this off.
   */
  campaignsStubbed: [true, { option: true }],
  context: async ({ context, languagePromptAnswered, campaignsStubbed }, use) => {
    if (campaignsStubbed) await context.route(CAMPAIGN_READS, (route) => route.fulfill({ json: { code: 0, msg: '', data: [] } }))
    if (languagePromptAnswered) {
      await context.addInitScript(() => {
        if (!document.cookie.includes('i18n_preference=')) document.cookie = 'i18n_preference=cn; path=/'
      })
    }
    await use(context)
  },
  visit: async ({ page }, use) => {
    await use(async (url, expectedStatus = 200) => {
      const response = await page.goto(url)
      expect(response?.status(), `status of ${url}`).toBe(expectedStatus)
      // A 404 arrives as Next's error shell and the browser renders the page (html lang
      // included) afterwards: on a loaded machine axe must wait for that render.
      if (expectedStatus === 404) await expect(page.locator('html')).toHaveAttribute('lang', /\S/)
      // The load event can come before React has hydrated the page (its islands' code
      // loads after it: components/ui/hydrate-later.tsx); a test types and clicks once the
      // page answers, which ClientBoot marks on <html>.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await checkA11y(page)
    })
  },
})

export { expect, checkA11y }

export const ADMIN = { email: process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com', password: process.env.SEED_ADMIN_PASSWORD ?? 'demo-admin-2026' }
export const MDT_EDITOR = { email: 'editor.mdt@example.com', password: process.env.SEED_EDITOR_PASSWORD ?? 'demo-editor-2026' }
