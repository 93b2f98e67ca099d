import fs from 'node:fs'
import { request as playwrightRequest } from '@playwright/test'
import { adminAuth } from './accounts'
import { checkA11y, expect, test } from './fixtures'
import { registerMerchant } from './merchant-login'

/**
 * "My compliance" in the account as a merchant uses it: the checklist from their report,
 * a registration kept with its date and frequency, the deadlines that follow, a refused
 * number shown next to its row, reminders (a bad address refused by the server), the
 * private calendar feed fetched without a cookie, the CSV download, and the way back to
 * the site.
 */

const GATEWAY = { platform: '15', 'content-language': 'zh-CN' }
const COMPLETE_ANSWERS = JSON.parse(fs.readFileSync(new URL('../fixtures/complete-answers.json', import.meta.url), 'utf8')) as { questionId: string; answer: string }[]

test('a merchant keeps a registration, sees its deadlines, subscribes and downloads them', async ({ page, request, visit }) => {
  const auth = await adminAuth(request)
  await registerMerchant(request, auth, page.request)
  const saved = await page.request.post('/gateway/vat/mcSurveyReport/save', { headers: GATEWAY, data: { answerList: COMPLETE_ANSWERS, source: 1 } })
  expect(saved.status()).toBe(200)

  // The account page leads here.
  await visit('/workbench/account')
  await page.getByRole('main').getByRole('link', { name: '我的合规' }).first().click()
  await expect(page).toHaveURL(/\/workbench\/compliance$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的合规')
  await expect(page.getByRole('navigation', { name: '账户' }).getByRole('link', { name: '我的合规' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: '账户' }).getByRole('link', { name: '首页', exact: true })).toHaveAttribute('href', '/')

  // Nothing is done yet: no deadlines.
  await expect(page.getByText('暂无截止日期。')).toBeVisible()
  await checkA11y(page)

  const row = page.locator('form').filter({ has: page.getByText('德国VAT注册', { exact: true }) })
  await row.getByLabel('状态').selectOption('done')
  await expect(row.getByText('填写生效日期后即可看到该项的截止日期。')).toBeVisible()

  // A number with markup is refused by the server and shown beside the row; nothing is kept.
  await row.getByLabel('税号/注册号').fill('<DE123>')
  await row.getByRole('button', { name: '保存' }).click()
  await expect(row.getByRole('alert')).toContainText('注册号最多 64 个字符')
  await expect(page.getByText('暂无截止日期。')).toBeVisible()

  await row.getByLabel('税号/注册号').fill('DE123456789')
  await row.getByLabel('生效日期').fill('2026-02-15')
  await row.getByLabel('申报频率').selectOption('quarterly')
  await row.getByRole('button', { name: '保存' }).click()
  await expect(row.getByRole('status')).toContainText('已保存')

  // The quarterly returns and the annual return follow from the registration.
  const deadlines = page.getByRole('region', { name: /未来12个月的截止日期/ }).getByRole('listitem')
  await expect(deadlines.first()).toContainText('德国')
  expect(await deadlines.count()).toBeGreaterThanOrEqual(4)
  await expect(deadlines.first().getByRole('link', { name: /官方依据/ })).toHaveAttribute('target', '_blank')

  // Reminders: the server refuses an address without a domain, naming the field.
  const reminders = page.getByRole('region', { name: '邮件提醒' })
  await reminders.getByLabel('截止日前邮件提醒').check()
  await reminders.getByLabel('邮箱').fill('seller@localhost')
  await reminders.getByRole('button', { name: '保存提醒设置' }).click()
  await expect(reminders.getByRole('alert')).toContainText('请输入正确的邮箱')
  await reminders.getByLabel('邮箱').fill('seller@example.com')
  await reminders.getByRole('button', { name: '保存提醒设置' }).click()
  await expect(reminders.getByRole('status')).toContainText('已保存')

  // The feed is private: a calendar app with no cookie reads it.
  const feedUrl = await page.getByLabel('私人日历订阅地址').inputValue()
  expect(feedUrl).toMatch(/\/workbench\/compliance\/calendar\/M\d+-[A-Za-z0-9_-]{22}\.ics$/)
  const calendarApp = await playwrightRequest.newContext()
  try {
    const feed = await calendarApp.get(feedUrl)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(await feed.text()).toMatch(/BEGIN:VEVENT[\s\S]*德国/)
    expect((await calendarApp.get(feedUrl.replace(/.{6}\.ics$/, 'AAAAAA.ics'))).status()).toBe(404)
  } finally {
    await calendarApp.dispose()
  }

  // The CSV download carries the registration number.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /导出 CSV/ }).click()])
  expect(download.suggestedFilename()).toMatch(/^compliance-deadlines-M\d+\.csv$/)
  const csv = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  })
  expect(csv).toContain('"DE123456789"')

  // After a reload everything is still there.
  await page.reload()
  await expect(row.getByLabel('税号/注册号')).toHaveValue('DE123456789')
  await expect(page.getByRole('region', { name: '邮件提醒' }).getByLabel('邮箱')).toHaveValue('seller@example.com')
  await checkA11y(page)
})

test('a visitor without a session is sent to log in', async ({ visit, page }) => {
  await visit('/workbench/compliance')
  await expect(page.getByRole('link', { name: /登录/ }).first()).toBeVisible()
  expect((await page.request.get('/workbench/compliance/export.csv')).status()).toBe(401)
})
