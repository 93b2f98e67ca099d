import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './fixtures'

/**
 * The corporate brand's two tools. The comparison page: every jurisdiction entry in one
 * table, the filters by need narrowing the rows and announcing how many are shown, each row
 * linking to its incorporation page. The deadline planner: its messages for a missing or
 * future date, the table of the next 24 months for a company incorporated on a fixed day
 * (today fixed with the page clock), and the calendar download; the download's refusals.
 */

const TODAY = new Date('2026-11-25T04:00:00Z') // noon in China

const rows = (page: Page) => page.locator('table[data-compare-table] tbody tr')
const visibleRows = (page: Page) => page.locator('table[data-compare-table] tbody tr:visible')

async function oneHeading(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1)
  expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(1)
}

test('the comparison page in Chinese: eight rows of seven jurisdictions, filters by need, links to incorporation', async ({ page, request, visit }) => {
  await visit('/cht/compareJurisdictions')
  await oneHeading(page)
  await expect(rows(page)).toHaveCount(8)
  const hrefs = await rows(page).locator('th[scope="row"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(new Set(hrefs)).toEqual(new Set(['/cht/incorporation/HK', '/cht/incorporation/XJP', '/cht/incorporation/YG', '/cht/incorporation/BVI', '/cht/incorporation/SSE', '/cht/incorporation/USA', '/cht/incorporation/FR']))
  await expect(page.getByRole('region', { name: /七个注册地对比/ })).toHaveAttribute('tabindex', '0')
  await expect(rows(page).filter({ hasText: '香港' }).first().locator('[data-unconfirmed]').first()).toBeVisible()

  const status = page.locator('[data-filter-status]')
  await page.getByLabel('每年维护工作少、费用低').check()
  await expect(status).toHaveText('共 8 项，显示 3 项')
  await expect(visibleRows(page)).toHaveCount(3)
  await page.getByLabel('开设亚马逊、Shopify、TikTok 等平台店铺').check()
  await expect(status).toHaveText('共 8 项，显示 1 项')
  await expect(visibleRows(page)).toHaveCount(1)
  await expect(visibleRows(page)).toHaveAttribute('data-jurisdiction', 'USA-WY')
  await page.getByLabel('面向欧盟客户（增值税与信任度）').check()
  await expect(status).toHaveText('共 8 项，显示 0 项')
  await expect(page.locator('[data-filter-empty]')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('button', { name: '清除筛选' }).click()
  await expect(visibleRows(page)).toHaveCount(8)

  const hk = rows(page).filter({ has: page.locator('th', { hasText: '香港' }) }).first().getByRole('link')
  await expect(hk).toHaveAttribute('href', '/cht/incorporation/HK')
  expect((await request.get('/cht/incorporation/HK')).status()).toBe(200)
})

test('the comparison page in English filters by EU customers', async ({ page, visit }) => {
  await visit('/en/cht/compareJurisdictions')
  await oneHeading(page)
  await expect(rows(page)).toHaveCount(8)
  await expect(page.getByRole('columnheader', { name: 'Local director required' })).toBeVisible()
  await page.getByLabel('Selling to EU customers (VAT and trust)').check()
  await expect(page.locator('[data-filter-status]')).toHaveText('Showing 2 of 8')
  await expect(visibleRows(page)).toHaveCount(2)
  expect(await visibleRows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-jurisdiction')))).toEqual(['YG', 'FR'])
  await expect(visibleRows(page).first().getByRole('link')).toHaveAttribute('href', '/en/cht/incorporation/YG')
})

test('the planner in Chinese: messages for a missing or future date, then Hong Kong deadlines and the calendar', async ({ page, request, visit }) => {
  await page.clock.setFixedTime(TODAY)
  await visit('/cht/deadlinePlanner')
  await oneHeading(page)
  const submit = page.getByRole('button', { name: '列出截止日' })
  const table = page.locator('table[data-planner-table]')

  await submit.click()
  await expect(page.locator('[data-error="incorporated"]')).toHaveText('请输入成立日期。')
  await expect(page.getByLabel('公司成立日期')).toHaveAttribute('aria-invalid', 'true')
  await expect(table).toHaveCount(0)

  await page.getByLabel('公司成立日期').fill('2027-01-05')
  await submit.click()
  await expect(page.locator('[data-error="incorporated"]')).toHaveText('成立日期不能晚于今天。')
  await expect(table).toHaveCount(0)

  await page.getByLabel('公司成立日期').fill('2025-03-10')
  await submit.click()
  await expect(page.locator('[data-error]')).toHaveCount(0)
  await expect(table.locator('tbody tr')).toHaveCount(6)
  const annualReturn = table.locator('tr[data-deadline="annual-return"]').first()
  await expect(annualReturn).toHaveAttribute('data-date', '2027-04-21')
  await expect(annualReturn).toContainText('2027年4月21日')
  await expect(annualReturn).toContainText('周年申报表（NAR1）')
  await expect(annualReturn).toContainText('HKD 105')
  await checkA11y(page)

  const href = await page.locator('a[data-calendar-link]').getAttribute('href')
  expect(href).toBe('/cht/deadlinePlanner/calendar.ics?jurisdiction=HK&incorporated=2025-03-10&yearEnd=12-31&from=2026-11-25')
  const calendar = await request.get(href!)
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(calendar.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/)
  const text = await calendar.text()
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6)
  expect(text).toContain('DTSTART;VALUE=DATE:20270421')
})

test('the planner in English: Wyoming deadlines with a weekend move', async ({ page, visit }) => {
  await page.clock.setFixedTime(TODAY)
  await visit('/en/cht/deadlinePlanner')
  await oneHeading(page)
  await page.getByRole('button', { name: 'List the deadlines' }).click()
  await expect(page.locator('[data-error="incorporated"]')).toHaveText('Enter the date of incorporation.')
  await expect(page.locator('table[data-planner-table]')).toHaveCount(0)

  await page.getByLabel('Jurisdiction').selectOption('USA-WY')
  await page.getByLabel('Date of incorporation').fill('2025-06-15')
  await page.getByRole('button', { name: 'List the deadlines' }).click()
  const table = page.locator('table[data-planner-table]')
  expect(await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-date')} ${tr.getAttribute('data-deadline')}`))).toEqual([
    '2027-04-15 form-5472',
    '2027-06-01 annual-report',
    '2028-04-17 form-5472',
    '2028-06-01 annual-report',
  ])
  await expect(table.locator('tr[data-date="2028-04-17"] [data-moved]')).toContainText('weekend')
  await expect(page.locator('a[data-calendar-link]')).toHaveAttribute('href', /^\/en\/cht\/deadlinePlanner\/calendar\.ics\?jurisdiction=USA-WY&/)
})

test('the calendar download refuses a bad query and answers only for the corporate brand', async ({ request }) => {
  const future = await request.get('/cht/deadlinePlanner/calendar.ics?jurisdiction=HK&incorporated=2099-01-01')
  expect(future.status()).toBe(400)
  expect(future.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await future.text()).toMatch(/^incorporated: /)
  const unknown = await request.get('/cht/deadlinePlanner/calendar.ics?jurisdiction=MARS&incorporated=2025-03-10')
  expect(unknown.status()).toBe(400)
  expect(await unknown.text()).toMatch(/^jurisdiction: /)
  expect((await request.get('/lz/deadlinePlanner/calendar.ics?jurisdiction=HK&incorporated=2025-03-10')).status()).toBe(404)
})
