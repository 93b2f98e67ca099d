import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { contactFormStatus, fillByLabel, likeAPerson } from './contact-form'
import { checkA11y, test, expect } from './fixtures'

/** The German report's heading (messages/de/report.json). */
const REPORT_TITLE_DE = 'Ihr Compliance-Bericht'

/**
 * The locale-prefixed brands (recycling consultancy gl, Korea consultancy hk, law firm ar),
 * each on its own host: every page of its page list in each of its languages answers with
 * that page's own heading and passes axe; the anchored sections, the news article route,
 * the contact form, and the language rules (browser languages, cookie, switch, and the
 * prompt for visitors whose address does not suit the version shown).
 */

const BRANDS = ['gl', 'hk', 'ar'] as const satisfies readonly BrandKey[]
const port = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').port
const origin = (brand: BrandKey) => `http://${brand}.localhost:${port}`

type Localized = Partial<Record<Locale, string>>
type PageFile = { slug: string; layout: { blockType: string; heading?: Localized; anchor?: string }[] }

/** The seeded page files of a brand: the CMS content the demo database starts with. */
function pagesOf(brand: BrandKey): PageFile[] {
  const list = parse(fs.readFileSync(path.join('content/brands', brand, 'pages.yaml'), 'utf8')) as string[]
  return list.map((slug) => parse(fs.readFileSync(path.join('content/pages', brand, `${slug}.yaml`), 'utf8')) as PageFile)
}

/** The public path of a page slug (the contact page is linked as /contact; an article needs an id). */
function pathOf(slug: string): string | null {
  if (slug === 'newsDetail') return null
  if (slug === 'homes') return ''
  if (slug === 'contactUs') return 'contact'
  return slug
}

for (const brand of BRANDS) {
  for (const locale of BRAND_ROUTES[brand].locales) {
    test(`${brand} in ${locale}: every page answers with its own heading and passes axe`, async ({ page, visit }) => {
      test.setTimeout(240_000)
      for (const file of pagesOf(brand)) {
        const slugPath = pathOf(file.slug)
        if (slugPath === null) continue
        const hero = file.layout.find((block) => block.blockType === 'hero')
        const heading = hero?.heading?.[locale]
        expect(heading, `${brand}/${file.slug} has a ${locale} hero heading`).toBeTruthy()
        await visit(`${origin(brand)}/${locale}/${slugPath}`)
        await expect(page.locator('h1'), `${brand}/${locale}/${slugPath}`).toHaveText(heading!)
      }
      // An article from the news list opens at /{locale}/news/{id} with its title as the heading.
      await page.goto(`${origin(brand)}/${locale}/news`)
      const first = page.locator('#news-list-heading ~ ul a').first()
      const title = (await first.textContent())!.trim()
      await first.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/news/\\d+$`))
      await expect(page.locator('h1')).toHaveText(title)
      await visit(page.url())
    })
  }
}

test('the anchored sections of the EPR and Korea service pages each land on their own section', async ({ page }) => {
  const anchored = [
    { brand: 'gl' as const, slug: 'compliance_service_epr', anchors: ['registrierung-mengenmeldung-reporting', 'bevollmaechtigtenservice', 'analyse-der-verpflichtungen', 'audits'] },
    { brand: 'hk' as const, slug: 'service', anchors: ['companyRegistration', 'taxService', 'visaService', 'expertMarketing'] },
  ]
  for (const { brand, slug, anchors } of anchored) {
    const file = pagesOf(brand).find((p) => p.slug === slug)!
    for (const anchor of anchors) {
      const block = file.layout.find((b) => b.anchor === anchor)
      expect(block?.heading?.en, `${brand} #${anchor} is a block with a heading`).toBeTruthy()
      await page.goto(`${origin(brand)}/en/${slug}#${anchor}`)
      const section = page.locator(`[id="${anchor}"]`)
      await expect(section.locator('h2').first()).toHaveText(block!.heading!.en!)
      await expect(section.locator('h2').first()).toBeInViewport()
    }
    // The header's menu links to the same sections.
    for (const anchor of anchors) expect(await page.locator(`header a[href$="/${slug}#${anchor}"]`).count(), `${brand} menu links #${anchor}`).toBeGreaterThan(0)
  }
})

/** The contact form's texts in English (messages/en/contact.json). */
const FORM = { Name: 'Lena Vogel', Email: 'lena.vogel@example.com', Phone: '+49 40 1234 5678', 'Company name': 'Vogel Home GmbH', Subject: 'Registration and reporting', Message: 'We sell kitchen textiles on Amazon in Germany and France and need packaging registrations.' }

const fill = fillByLabel
const formStatus = contactFormStatus

for (const brand of BRANDS) {
  test(`${brand}: the contact page explains a bad email, survives a failure and sends`, async ({ page, visit }) => {
    await likeAPerson(page)
    await visit(`${origin(brand)}/en/contact`)
    await expect(page.getByText('We reply to every business enquiry within 48 hours.')).toBeVisible()
    if (brand === 'ar') {
      await expect(page.locator('#law-firm-notice')).toContainText('does not create a lawyer–client relationship')
      // A law firm's header asks for a consultation; nobody signs up.
      await expect(page.locator('header').getByRole('link', { name: 'Request a consultation' })).toHaveAttribute('href', '/en/contact')
      await expect(page.getByText(/sign up/i)).toHaveCount(0)
    }
    // No merchant sign-up on the law firm and the recycling brand; their banner leads here and hides here.
    if (brand !== 'hk') await expect(page.locator('#signup-banner')).toHaveCount(0)

    await fill(page, { ...FORM, Email: 'lena.vogel@example' })
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel(/^Email/).fill(FORM.Email)
    await page.route('**/gateway/officialQuery/contactUs', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'System busy', data: null }) }))
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(formStatus(page)).toContainText(/system is busy/i)
    await expect(page.getByLabel(/^Message/)).toHaveValue(FORM.Message)

    await page.unroute('**/gateway/officialQuery/contactUs')
    const answer = page.waitForResponse('**/gateway/officialQuery/contactUs')
    await page.getByRole('button', { name: /System busy|Send/ }).click()
    expect((await answer).status()).toBe(200)
    await expect(formStatus(page)).toContainText('48 hours')
    await expect(page.getByLabel(/^Name/)).toHaveValue('')
  })
}

test('the recycling brand has no floating contact panel, and its footer banner leads to the contact page', async ({ page }) => {
  await page.goto(`${origin('gl')}/en/recycling_labels`)
  await expect(page.locator('body > aside')).toHaveCount(0)
  await page.locator('section[aria-labelledby="signup-banner"]').getByRole('link').click()
  await expect(page).toHaveURL(`${origin('gl')}/en/contact`)
  await expect(page.locator('#signup-banner')).toHaveCount(0)
})

test.describe('language rules', () => {
  test.use({ languagePromptAnswered: false })

  test('a first visit takes the browser language, a saved choice wins, and a switch saves it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    // The loopback visitor is domestic: answer the prompt first so it stays out of the way.
    await context.addCookies([{ name: 'i18n_preference', value: 'de', url: origin('gl') }])
    await page.goto(`${origin('gl')}/`)
    await expect(page).toHaveURL(`${origin('gl')}/de`)
    await page.goto(`${origin('gl')}/recycling_labels`)
    await expect(page).toHaveURL(`${origin('gl')}/de/recycling_labels`)

    // The language menu goes to the same page in Chinese and keeps the choice (the server's
    // HTML links the home page in each language; the browser points them at the page shown).
    const chinese = page.locator('header a[hreflang="zh-CN"]').first()
    await expect(chinese).toHaveAttribute('href', '/cn/recycling_labels')
    await chinese.click()
    await expect(page).toHaveURL(`${origin('gl')}/cn/recycling_labels`)
    await page.goto(`${origin('gl')}/design_for_recycling`)
    await expect(page).toHaveURL(`${origin('gl')}/cn/design_for_recycling`)
    const cookies = await context.cookies(origin('gl'))
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('cn')
    expect(cookies.find((c) => c.name === 'i18n_preference')?.value).toBe('cn')

    // The same browser language on a brand that is not locale-prefixed: English there.
    const lz = await context.newPage()
    await lz.goto('/lz/VAT')
    await expect(lz).toHaveURL(/\/lz\/VAT$/)
    await context.close()

    const english = await browser.newContext({ locale: 'en-US' })
    const vat = await english.newPage()
    await vat.goto('/lz/VAT')
    await expect(vat).toHaveURL(/\/en\/lz\/VAT$/)
    await english.close()
  })

  test('a visitor abroad reading Chinese is offered English once; a domestic visitor reading English is offered Chinese', async ({ browser }) => {
    // A trusted edge proxy's country header (the test server trusts cf-ipcountry).
    const abroad = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: { 'cf-ipcountry': 'DE' } })
    const page = await abroad.newPage()
    await page.goto(`${origin('gl')}/cn/recycling_labels`)
    const dialog = page.getByRole('dialog', { name: 'This site is also available in English' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('lang', 'en')
    await dialog.getByRole('link', { name: 'Switch to English' }).click()
    await expect(page).toHaveURL(`${origin('gl')}/en/recycling_labels`)
    // The preference is saved: not offered again, not on another language either.
    await page.goto(`${origin('gl')}/cn/design_for_recycling`)
    await expect(page.locator('h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await abroad.close()

    const domestic = await browser.newContext({ locale: 'en-US' })
    const hk = await domestic.newPage()
    const asked = hk.waitForResponse('**/gateway/business/merc/sys/getIsForeignIp')
    await hk.goto(`${origin('hk')}/en/service`)
    expect(await (await asked).json()).toMatchObject({ code: 0, data: false })
    const offer = hk.getByRole('dialog', { name: '本站提供中文版' })
    await expect(offer).toBeVisible()
    // Staying closes it, and the saved preference keeps it closed on the next page.
    await offer.getByRole('button', { name: '继续浏览当前版本' }).click()
    await expect(offer).toBeHidden()
    await hk.goto(`${origin('hk')}/en/contact`)
    await hk.waitForLoadState('networkidle')
    await expect(hk.getByRole('dialog')).toHaveCount(0)
    expect((await domestic.cookies(origin('hk'))).find((c) => c.name === 'i18n_preference')?.value).toBe('en')
    await domestic.close()
  })

  test('no prompt where the version shown suits the address, nor on brands without one', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const asked = page.waitForResponse('**/gateway/business/merc/sys/getIsForeignIp')
    await page.goto(`${origin('hk')}/cn/service`)
    await asked
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goto(`${origin('ar')}/en/service`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await context.close()
  })
})

test('a crawl of every brand from its home finds no internal link that does not answer 200', async ({ browser }) => {
  test.setTimeout(420_000)
  const homes = Object.values(BRAND_ROUTES).flatMap((b) => b.locales.map((locale) => `${origin(b.key)}${b.localePrefixed || locale !== b.defaultLocale ? `/${locale}` : ''}/`))
  const status = new Map<string, number>()
  for (const home of homes) {
    // A fresh browser per home (no locale cookie from another language's pages); the pages
    // are fetched from inside it, since only the browser resolves the brands' *.localhost hosts.
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(home)
    /** Fetches urls (a few at a time: pages render on first request); answers each one's status and its same-host links. */
    const read = (urls: string[], withLinks: boolean) =>
      page.evaluate(
        async ({ urls, withLinks }) => {
          const results: { url: string; status: number; links: string[] }[] = []
          for (let i = 0; i < urls.length; i += 4) {
            results.push(
              ...(await Promise.all(
                urls.slice(i, i + 4).map(async (url) => {
                  const answer = await fetch(url)
                  if (!withLinks || !answer.ok) return { url, status: answer.status, links: [] }
                  const doc = new DOMParser().parseFromString(await answer.text(), 'text/html')
                  const base = new URL(answer.url)
                  const links = [...doc.querySelectorAll('a[href]')]
                    .map((a) => new URL(a.getAttribute('href')!, base))
                    .filter((u) => u.host === base.host && !u.pathname.startsWith('/admin'))
                    .map((u) => u.origin + u.pathname + u.search)
                  return { url, status: answer.status, links }
                }),
              )),
            )
          }
          return results
        },
        { urls, withLinks },
      )
    // The home and every page it links to are read; every link found on them must answer 200.
    const [first] = await read([home], true)
    status.set(home, first!.status)
    const level1 = [...new Set(first!.links)].filter((url) => !status.has(url))
    const level2 = new Set<string>()
    for (const result of await read(level1, true)) {
      status.set(result.url, result.status)
      result.links.forEach((link) => level2.add(link))
    }
    for (const result of await read([...level2].filter((url) => !status.has(url)), false)) status.set(result.url, result.status)
    await context.close()
  }
  const broken = [...status].filter(([, code]) => code !== 200).map(([url, code]) => `${code} ${url}`)
  expect(broken).toEqual([])
  expect(status.size).toBeGreaterThan(homes.length * 10)
})

test('the recycling brand’s questionnaire runs in German and its report is German', async ({ page }) => {
  await page.goto(`${origin('gl')}/de`)
  await page.locator('main a[href$="#questionnaire"]').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Ihr kostenloser, individueller Compliance-Bericht' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Jetzt starten' }).click()
  const question = (id: number) => dialog.locator(`fieldset[data-question="${id}"]`)
  await question(1).getByLabel('Deutschland', { exact: true }).check()
  await question(2).getByLabel('Amazon', { exact: true }).check()
  for (const id of [3, 5, 6, 7]) await question(id).getByLabel(id === 3 ? 'Ja' : 'Nein', { exact: true }).check()
  await dialog.getByRole('button', { name: 'Fertig, Compliance-Bericht erstellen' }).click()
  await page.waitForURL(/\/de\/questionAnswer\?/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REPORT_TITLE_DE)
  await expect(page.locator('[data-jurisdiction="DE"][data-rule]').first()).toContainText('Deutschland')
  // The rule texts are German: the German VAT registration as compliance staff wrote it.
  await expect(page.locator('[data-jurisdiction="DE"][data-rule]').first()).toContainText(/Registrierung|Umsatzsteuer/)
  await checkA11y(page)
})
