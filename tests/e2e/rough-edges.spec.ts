import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { adminAuth } from './accounts'
import { contactFormStatus, fillByLabel } from './contact-form'
import { checkA11y, expect, test } from './fixtures'
import { registerMerchant } from './merchant-login'

/**
 * Rough edges a visitor meets: figure cards in reading order, nothing wider than a phone,
 * one currency mark per price, the price list as cards on a phone, log-in and register in the
 * phone menu, the copyright line once, Enter in the header search, one language per page,
 * the manual trademark request and a contact form filled quickly.
 */

const PHONE = { width: 390, height: 844 }

/** The English texts of the sign-up page, none of which may show on its Chinese version. */
const enWorkbench = JSON.parse(fs.readFileSync(new URL('../../src/i18n/messages/en/workbench.json', import.meta.url), 'utf8')) as Record<string, unknown>

/** True when the page scrolls sideways (something is wider than the window). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

test.describe('figure cards', () => {
  test('read figure first; a Chinese caption continues its figure as one phrase', async ({ page, visit }) => {
    await visit('/lz/aboutUs')
    const phrase = page.locator('[data-stat="phrase"]', { hasText: '48 小时' })
    await expect(phrase).toHaveText('48 小时内顾问回复咨询')
    // A caption that is a phrase of its own goes under its figure.
    await expect(page.locator('[data-stat="stacked"]', { hasText: '12,000+' })).toContainText('服务过的跨境卖家')
    // One line of text flows on: the caption is not a block of its own under the figure.
    expect(await phrase.locator('p').count()).toBe(1)
  })

  test('in English keep the caption under the figure', async ({ page, visit }) => {
    await visit('/en/lz/aboutUs')
    const card = page.locator('[data-stat="stacked"]', { hasText: '48 hours' })
    await expect(card.locator('p')).toHaveText(['48 hours', 'for an adviser to reply'])
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  for (const path of ['/lz/aboutUs', '/en/lz/aboutUs', '/', '/en', '/lz/EPR', '/en/lz/EPR', '/lz/price', '/en/lz/price']) {
    test(`${path} does not scroll sideways and keeps numbers whole`, async ({ page, visit }) => {
      await visit(path)
      expect(await scrollsSideways(page)).toBe(false)
      // Every figure's number runs are single lines.
      for (const run of await page.locator('[data-stat] .whitespace-nowrap').all()) {
        const box = await run.evaluate((el) => ({ rects: el.getClientRects().length }))
        expect(box.rects).toBe(1)
      }
    })
  }

  test('the price list is a card per row with the official fee and the unit, no sideways scrolling', async ({ page, visit }) => {
    await visit('/lz/price')
    const row = page.locator('tbody tr', { hasText: '德国VAT注册及申报' })
    const [price, fee, unit] = [0, 1, 2].map((i) => row.getByRole('cell').nth(i))
    await expect(price).toHaveText('¥4,999.00/年')
    await expect(fee).toBeVisible()
    await expect(fee).toHaveText('含官费')
    await expect(unit).toBeVisible()
    // The card names the unit itself (the table's column header is hidden on a phone).
    await expect(unit).toHaveText('年')
    expect(await unit.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"计价单位："')
    // The card fits the window: its right edge is inside it, and no table scrolls.
    const box = (await row.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(await scrollsSideways(page)).toBe(false)
    const scrollers = await page.locator('section[data-category] table').evaluateAll((tables) => tables.filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1).length)
    expect(scrollers).toBe(0)
    await checkA11y(page)
  })

  test('the phone menu has the log-in and register links', async ({ page, visit }) => {
    await visit('/?channelNo=abc')
    const header = page.locator('header')
    await header.getByText('菜单', { exact: true }).click()
    const menu = header.getByRole('navigation', { name: '菜单' })
    const login = menu.getByRole('link', { name: '登录', exact: true })
    const register = menu.getByRole('link', { name: '免费注册' })
    await expect(login).toBeVisible()
    await expect(register).toBeVisible()
    await expect(login).toHaveAttribute('href', /^\/workbench\/login\?.*pointType=logins/)
    await expect(login).toHaveAttribute('href', /channelNo=abc/)
    await expect(register).toHaveAttribute('href', /^\/workbench\/register\?.*pointType=registers/)
    await checkA11y(page)
  })
})

test.describe('prices', () => {
  test('show one currency mark with the unit, in Chinese and in English', async ({ page, visit }) => {
    await visit('/lz/price')
    const germany = page.locator('tbody tr', { hasText: '德国VAT注册及申报' })
    await expect(germany.getByRole('cell').nth(0)).toHaveText('¥4,999.00/年')
    // The "计价单位：" prefix is for the phone card only; on a wide screen the cell reads the bare unit.
    const unit = germany.getByRole('cell').nth(2)
    await expect(unit).toHaveText('年', { useInnerText: true })
    expect(await unit.evaluate((cell) => getComputedStyle(cell, '::before').display)).toBe('none')
    const all = await page.locator('section[data-category] table').allInnerTexts()
    for (const table of all) {
      expect(table).not.toMatch(/¥\s*¥/)
      expect(table).not.toMatch(/¥[\d,.]+\s*元/)
      expect(table).not.toContain('CN¥')
    }
    await visit('/en/lz/price')
    const uk = page.locator('tbody tr', { hasText: 'UK VAT registration and filing' })
    await expect(uk.getByRole('cell').nth(0)).toContainText('CNY 2,499.00 / year')
    for (const table of await page.locator('section[data-category] table').allInnerTexts()) expect(table).not.toMatch(/CNY [\d,.]+ \/ CNY/)
  })
})

test('the footer shows its copyright line once', async ({ page, visit }) => {
  for (const path of ['/', '/en']) {
    await visit(path)
    const footer = page.locator('footer')
    await expect(footer.getByText(/^©/)).toHaveCount(1)
  }
})

test.describe('header search', () => {
  test.use({ viewport: { width: 1600, height: 900 } })

  test('Enter opens the site search for the typed text', async ({ page, visit }) => {
    await visit('/')
    const box = page.locator('header').getByRole('combobox', { name: '搜索产品与服务' })
    await box.fill('包装法')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/lz\/systemSearch\?keyword=%E5%8C%85%E8%A3%85%E6%B3%95$/)
    // The site search page's own box holds the text it searched for.
    await expect(page.locator('main input[name="keyword"]')).toHaveValue('包装法')
  })

  test('an option chosen with the arrows still opens that service', async ({ page, visit }) => {
    await visit('/')
    const box = page.locator('header').getByRole('combobox', { name: '搜索产品与服务' })
    await box.fill('vat')
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).not.toHaveURL(/systemSearch/)
  })
})

test.describe('one language per page', () => {
  // An English browser that chose the Chinese site.
  test.use({ locale: 'en-US' })

  test('the Chinese sign-up page in an English browser is Chinese throughout', async ({ page, context, visit }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'cn', url: test.info().project.use.baseURL! }])
    const languages: string[] = []
    page.on('request', (request) => {
      // Page views and clicks carry no text back to the visitor; every other call answers in a language.
      if (request.url().includes('/gateway/') && !request.url().includes('/system/api/visitor/record')) languages.push(`${request.headers()['accept-language']}|${request.headers()['content-language']}`)
    })
    await visit('/workbench/register')
    await expect(page).toHaveURL(/\/workbench\/register$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('注册商户账户')
    // The agreements arrive from the gateway after load: in Chinese too.
    await expect(page.getByRole('button', { name: /《.+》/ }).first()).toBeVisible()
    await page.getByRole('button', { name: /获取验证码/ }).click()
    await expect(page.getByText('请输入正确的中国大陆手机号', { exact: false })).toBeVisible()

    const text = await page.locator('body').innerText()
    const english = Object.values(enWorkbench)
      .flatMap((group) => (typeof group === 'string' ? [group] : Object.values(group as Record<string, unknown>)))
      .filter((s): s is string => typeof s === 'string' && /[a-z]{4}/.test(s) && !s.includes('{'))
    for (const s of english) expect(text, `English text "${s}" on the Chinese page`).not.toContain(s)
    expect(languages.length).toBeGreaterThan(0)
    for (const l of languages) expect(l).toBe('zh-CN|zh-CN')
  })
})

test.describe('manual trademark request', () => {
  test.beforeEach(async ({ page, request }) => {
    await registerMerchant(request, await adminAuth(request), page.request)
  })

  test('does not offer "all classes"; it closes on success and gives the reference', async ({ page, request, visit }) => {
    await visit('/search')
    await page.getByRole('textbox', { name: '商标名称' }).first().fill('Quillby')
    await page.getByRole('button', { name: '查询', exact: true }).click()
    await expect(page.getByRole('heading', { name: '查询结果' })).toBeVisible()
    await page.getByRole('button', { name: '请律师人工检索' }).click()
    const dialog = page.getByRole('dialog', { name: '申请律师人工检索' })
    await expect(dialog).toBeVisible()
    // The search ran over all classes; the request asks for its own and never says "all".
    await expect(dialog.getByText('全部类别')).toHaveCount(0)
    await expect(dialog.getByText('尚未选择类别')).toBeVisible()

    await dialog.getByText('尚未选择类别').click()
    await dialog.getByRole('checkbox', { name: /^9 / }).check()
    await dialog.getByRole('textbox', { name: '联系人' }).fill('李娜')
    await dialog.getByRole('button', { name: '提交申请' }).click()
    await expect(dialog).toBeHidden()
    const sent = page.getByTestId('manual-sent')
    await expect(sent).toContainText('申请已提交，编号')
    const reference = /编号 (\S+?)。/.exec((await sent.textContent()) ?? '')?.[1]
    expect(reference).toBeTruthy()

    // The reference is the stored request's id.
    const auth = await adminAuth(request)
    const stored = (await (await request.get(`/api/trademark-requests/${reference}?depth=0`, { headers: auth })).json()) as { markName: string; classIds: number[] }
    expect(stored).toMatchObject({ markName: 'Quillby', classIds: [9] })
    await checkA11y(page)
  })
})

test.describe('contact form filled quickly', () => {
  const FORM = {
    姓名: '韩梅梅',
    邮箱: 'hanmeimei@example.com',
    主题: '德国包装法注册咨询',
    留言内容: '我们在亚马逊德国站销售厨房用品，想了解包装法注册和双元系统许可的流程。',
  }

  test('is not refused: the form waits out the minimum time while it says 发送中..., then sends', async ({ page, visit }) => {
    const answers: string[] = []
    page.on('response', async (response) => {
      if (response.url().includes('officialQuery/contactUs')) answers.push((await response.json()).msg ?? '')
    })
    await visit('/lz/contactUs')
    // Straight away, faster than the server's minimum fill time.
    await fillByLabel(page, FORM)
    const button = page.getByRole('button', { name: /发送/ })
    await button.click()
    await expect(button).toHaveText('发送中...')
    await expect(button).toHaveText('发送成功', { timeout: 15_000 })
    await expect(contactFormStatus(page)).not.toContainText('太快')
    expect(answers.some((msg) => msg.includes('太快'))).toBe(false)
  })

  test('a client sending too fast is told how long to wait, and a bad field is named first', async ({ request }) => {
    const body = { name: '韩梅梅', email: 'hanmeimei@example.com', subject: `太快 ${Date.now()}`, content: '我们想了解德国包装法注册的流程与费用，谢谢。', startedAt: Date.now() - 500 }
    const tooFast = await request.post('/gateway/officialQuery/contactUs', { data: body, headers: { platform: '15', 'content-language': 'zh-CN' } })
    expect(tooFast.status()).toBe(400)
    const answer = await tooFast.json()
    expect(answer.msg).toMatch(/请等 \d 秒后再点一次发送/)
    expect(answer.data.retryAfterMs).toBeGreaterThan(0)
    const badField = await request.post('/gateway/officialQuery/contactUs', { data: { ...body, email: 'nope' }, headers: { platform: '15', 'content-language': 'zh-CN' } })
    expect((await badField.json()).msg).toBe('请输入正确的邮箱')
  })
})
