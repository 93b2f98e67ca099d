import type { Page } from '@playwright/test'
import { contactFormStatus, fillByLabel, likeAPerson } from './contact-form'
import { test, expect } from './fixtures'

/**
 * Activity and landing pages built from CMS blocks: each route shows its h1 and its
 * blocks, the status island follows the activity's schedule on the visitor's clock (the
 * server renders its own moment; the page clock moves the browser's), the lead form
 * explains a bad field and sends a good one, and the pages pass axe and fit a phone.
 *
 * The anniversary activity (year3) runs from 20 November to 31 December 2026, 618 from
 * 1 to 18 June 2027, the corporate brand's newcomer offer through 2027 (China time).
 */

const ROUTES = [
  { path: '/anniversary', h1: '三周年感恩季：欧洲合规服务限时优惠', blocks: ['limitedDeposit', 'lowPriceKill', 'orderFree'] },
  { path: '/en/lz/anniversary', h1: 'Our third-anniversary season of European compliance offers', blocks: ['limitedDeposit'] },
  { path: '/land618', h1: '618 年中合规节：下半年旺季前，把合规办齐', blocks: ['killPrice618'] },
  { path: '/custom/lucid-expo', h1: '德国包装法注册：LUCID与双元系统一次办好', blocks: ['lowPriceKill'] },
  { path: '/guide/eu-new-seller', h1: '第一次卖到欧洲，合规按这个顺序准备', blocks: [] },
  { path: '/cht/hot/newcomerActivities', h1: '你的第一家海外公司，立减300元', blocks: ['lowPriceKill'] },
  { path: '/cht/hot/module/hotModal', h1: '新人礼包：注册立减300元，再送800元券', blocks: [] },
  { path: '/cht/hot/module/loginSuccessful', h1: '领取成功：新人券已放入你的账户', blocks: ['lowPriceKill'] },
  { path: '/cht/hot/module/repeat', h1: '你已经领取过新人礼包了', blocks: [] },
]

/** A moment in China time. */
const chinaTime = (isoLocal: string) => new Date(`${isoLocal}+08:00`)

const statusBars = (page: Page) => page.locator('[data-activity-status]')

for (const route of ROUTES) {
  test(`${route.path} shows its h1 and its blocks`, async ({ page, visit }) => {
    await visit(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // Offer blocks show prices; the offer cards carry data-offer.
    if (route.blocks.length) await expect(page.locator('[data-offer]').first()).toBeVisible()
  })
}

test('the anniversary page shows every layout: calendar, deposits, flash prices, tiers, free orders, rules and the lead form', async ({ page, visit }) => {
  await visit('/anniversary')
  await expect(page.getByRole('heading', { level: 2, name: '活动日程' })).toBeVisible()
  await expect(page.locator('#deposit [data-offer]')).toHaveCount(3)
  // The usual price struck through next to the offer price, the quantity, the deposit and what it counts for.
  const vat = page.locator('#deposit [data-offer]').filter({ hasText: '德国VAT注册及申报' })
  await expect(vat.locator('[data-field="price"]')).toHaveText('¥3,999')
  await expect(vat.locator('s[data-field="original-price"]')).toHaveText('¥4,999')
  await expect(vat).toContainText('限量 100 份')
  await expect(vat.locator('[data-field="deposit"]')).toHaveText('定金 ¥199，下单抵 ¥500')
  await expect(page.locator('#tiers [data-tier]').first()).toHaveText('满 ¥3,000 减 ¥200')
  await expect(page.locator('#free')).toContainText('免单名额 3 个')
  await expect(page.getByRole('heading', { level: 2, name: '活动规则' })).toBeVisible()
  await expect(page.locator('#lead form')).toBeVisible()
})

/**
 * Opens a page with the browser's clock a minute before `moment`, then stops it at
 * `moment`: the island's last tick reads exactly that time, so the countdown is exact.
 */
async function openAt(page: Page, visit: (url: string) => Promise<void>, path: string, moment: Date) {
  await page.clock.install({ time: new Date(moment.getTime() - 60_000) })
  await visit(path)
  await page.clock.pauseAt(moment)
}

test('before the start: 活动未开始, a countdown to the start, the buttons disabled', async ({ page, visit }) => {
  await openAt(page, visit, '/anniversary', chinaTime('2026-11-10T12:00:00'))
  await expect(statusBars(page).first()).toHaveAttribute('data-activity-status', '0')
  await expect(statusBars(page).first()).toContainText('活动未开始')
  await expect(statusBars(page).first()).toContainText('距开始还有 9 天 12 时 00 分 00 秒')
  const buttons = page.locator('#deposit [data-offer]').getByRole('button', { name: '活动未开始' })
  await expect(buttons).toHaveCount(3)
  for (const button of await buttons.all()) await expect(button).toBeDisabled()
})

test('while it runs: the buttons lead to the offer and the countdown runs to the end', async ({ page, visit }) => {
  await openAt(page, visit, '/anniversary', chinaTime('2026-12-30T12:00:00'))
  await expect(statusBars(page).first()).toHaveAttribute('data-activity-status', '1')
  await expect(statusBars(page).first()).toContainText('活动进行中')
  await expect(statusBars(page).first()).toContainText('距结束还有 1 天 12 时 00 分 00 秒')
  await expect(page.locator('#deposit').getByRole('link', { name: '支付定金' })).toHaveCount(3)
  await expect(page.locator('#flash').getByRole('link', { name: '立即抢购' }).first()).toHaveAttribute('href', '/anniversary#lead')
  await expect(page.getByRole('button', { name: '活动未开始' })).toHaveCount(0)
})

test('the state turns when the start passes on an open page', async ({ page, visit }) => {
  await openAt(page, visit, '/land618', chinaTime('2027-05-31T23:59:55'))
  await expect(statusBars(page).first()).toHaveAttribute('data-activity-status', '0')
  await expect(statusBars(page).first()).toContainText('距开始还有 00 时 00 分 05 秒')
  await page.clock.runFor(6_000)
  await expect(statusBars(page).first()).toHaveAttribute('data-activity-status', '1')
  await expect(page.locator('#sessions').getByRole('link', { name: '立即抢购' })).toHaveCount(4)
})

test('after the end: 活动已结束 and the buttons become a link to the price page', async ({ page, visit }) => {
  await page.clock.install({ time: chinaTime('2027-01-05T09:00:00') })
  await visit('/anniversary')
  await expect(statusBars(page).first()).toHaveAttribute('data-activity-status', '2')
  await expect(statusBars(page).first()).toContainText('活动已结束')
  const links = page.locator('#deposit').getByRole('link', { name: '查看服务与价格' })
  await expect(links).toHaveCount(3)
  await expect(links.first()).toHaveAttribute('href', '/lz/price')
  await expect(page.locator('#deposit').getByRole('link', { name: '支付定金' })).toHaveCount(0)
})

test('the 618 page is not started yet today and shows each flash session with its time', async ({ page, visit }) => {
  await page.clock.install({ time: chinaTime('2026-11-27T10:00:00') })
  await visit('/land618')
  await expect(statusBars(page).first()).toContainText('活动未开始')
  const first = page.locator('#sessions [data-offer]').first()
  await expect(first).toContainText('2027年6月1日 10:00 开抢')
  await expect(first.locator('s[data-field="original-price"]')).toHaveText('¥4,999')
})

test('unknown module states and unknown or malformed landing ids answer 404', async ({ visit }) => {
  for (const path of ['/cht/hot/module/other', '/cht/hot/module/HOTMODAL', '/custom/no-such-page', '/guide/no-such-guide', '/custom/bad%20id']) await visit(path, 404)
})

test('the lead form names the field of a bad value, then sends a good one with the page and the activity', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/anniversary')
  const form = page.locator('#lead form')
  let body: Record<string, unknown> | null = null
  page.on('request', (r) => {
    if (r.url().includes('/gateway/business/biz/aws/retainCapital/submit')) body = r.postDataJSON()
  })
  await form.getByRole('button', { name: '预约顾问' }).click()
  await expect(form.getByText('请填写姓名')).toBeVisible()
  await expect(page.getByLabel(/^姓名/)).toBeFocused()
  await fillByLabel(page, { 姓名: '韩梅梅', 邮箱: 'hanmeimei@example', 您的需求: '德国VAT和包装法，想按周年庆价格报价。' })
  await form.getByRole('button', { name: '预约顾问' }).click()
  await expect(form.getByText('请输入正确的邮箱')).toBeVisible()
  await expect(page.getByLabel(/^邮箱/)).toHaveAttribute('aria-invalid', 'true')
  expect(body).toBeNull()
  await fillByLabel(page, { 邮箱: 'hanmeimei@example.com', 电话: '139 0000 0000', 公司名称: '深圳梅梅电子商务有限公司' })
  await form.getByRole('button', { name: '预约顾问' }).click()
  await expect(contactFormStatus(page)).toContainText('提交成功')
  expect(body).toMatchObject({ name: '韩梅梅', email: 'hanmeimei@example.com', activity: 'year3', page: '/anniversary' })
  await expect(page.getByLabel(/^姓名/)).toHaveValue('')
})

test('a landing page passes axe in English too, and the campaign pages fit a 390 px phone without sideways scrolling', async ({ page, visit }) => {
  await visit('/en/lz/custom/lucid-expo')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('German packaging compliance, LUCID and dual system in one go')
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/anniversary', '/land618', '/custom/lucid-expo', '/cht/hot/newcomerActivities']) {
    await visit(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
  }
})
