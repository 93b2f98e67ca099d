import type { Page } from '@playwright/test'
import { checkA11y, expect, test } from './fixtures'

/** The help centre (operation, /support/*, problem) and the compliance Q&A. */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const helpTabs = (page: Page, name = '帮助中心栏目') => page.getByRole('navigation', { name })

test('/lz/operation shows the guides by category under the tab bar', async ({ page, visit }) => {
  await visit('/lz/operation')
  await expect(h1(page)).toHaveText('操作指南：一步一步办好合规')
  await expect(helpTabs(page).getByRole('link', { name: '操作指南' })).toHaveAttribute('aria-current', 'page')
  await expect(helpTabs(page).getByRole('link', { name: '常见问题' })).not.toHaveAttribute('aria-current', 'page')
  for (const category of ['账户与工作台', 'VAT注册与申报', 'EPR注册与申报', '欧代与产品合规', '费用与发票']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: '如何上传资料' })).toBeVisible()
})

test('/support/tutorial is the same help screen, and a guide opens with its own heading', async ({ page, visit }) => {
  await visit('/support/tutorial')
  await expect(h1(page)).toHaveText('操作指南：一步一步办好合规')
  const link = page.getByRole('link', { name: '如何在亚马逊卖家平台填写EPR注册号' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/lz\/operation\/tutorial\/\d+$/)
  await visit(href!)
  await expect(h1(page)).toHaveText('如何在亚马逊卖家平台填写EPR注册号')
  await expect(page.getByRole('heading', { level: 2, name: '填写步骤' })).toBeVisible()
  await expect(page.getByText('管理您的合规性').first()).toBeVisible()
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '帮助中心' })).toBeVisible()

  // The alias form of the same guide, and unknown guides and tabs.
  await visit(href!.replace('/lz/operation/', '/support/'))
  await expect(h1(page)).toHaveText('如何在亚马逊卖家平台填写EPR注册号')
  await visit('/support/tutorial/987654', 404)
  await visit('/lz/operation/nothing-here', 404)
})

test('/support/faq shows the FAQ as disclosures, filterable by category', async ({ page, visit }) => {
  await visit('/support/faq')
  // Headed like /lz/problem, the same screen outside the help centre.
  await expect(h1(page)).toHaveText('跨境卖家最常问的合规问题')
  await expect(helpTabs(page).getByRole('link', { name: '常见问题' })).toHaveAttribute('aria-current', 'page')
  const question = page.locator('summary', { hasText: '收不到验证码怎么办？' })
  await expect(page.getByText('每个验证码 10 分钟内有效')).toBeHidden()
  await question.click()
  await expect(page.getByText('每个验证码 10 分钟内有效', { exact: false })).toBeVisible()

  const filter = page.getByRole('navigation', { name: '常见问题分类' }).getByRole('link', { name: 'VAT注册与申报' })
  const href = await filter.getAttribute('href')
  await visit(href!)
  await expect(page.getByRole('navigation', { name: '常见问题分类' }).getByRole('link', { name: 'VAT注册与申报' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('summary', { hasText: 'OSS和IOSS有什么区别？' })).toBeVisible()
  await expect(page.locator('summary', { hasText: '收不到验证码怎么办？' })).toHaveCount(0)
  await visit('/support/faq/987654', 404)
})

test('/support/video shows the video courses inside the help screen', async ({ page, visit }) => {
  await visit('/support/video')
  await expect(h1(page)).toHaveText('跨境合规视频课程')
  await expect(helpTabs(page).getByRole('link', { name: '视频教程' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
})

test('the guide search finds a guide from Chinese keywords', async ({ page, visit }) => {
  await visit('/lz/operation')
  const box = page.getByRole('searchbox', { name: '搜索操作指南' })
  await box.fill('上传资料')
  await box.press('Enter')
  await page.waitForURL(/\/lz\/operation\/search\?keyword=/)
  await expect(h1(page)).toHaveText('搜索操作指南')
  await expect(page.getByRole('heading', { level: 2, name: '“上传资料”的搜索结果' })).toBeVisible()
  await expect(page.getByRole('link', { name: '如何上传资料' })).toBeVisible()
  await checkA11y(page)
})

test('/lz/problem lists the FAQ under category headings', async ({ page, visit }) => {
  await visit('/lz/problem')
  await expect(h1(page)).toHaveText('跨境卖家最常问的合规问题')
  await expect(page.getByRole('heading', { level: 2, name: 'EPR注册与申报' })).toBeVisible()
  const question = page.locator('summary', { hasText: '只在亚马逊卖货，德国包装法也需要自己注册吗？' })
  await question.click()
  await expect(page.getByText('没有最低数量', { exact: false }).first()).toBeVisible()
})

test('/lz/complianceAnswer lists questions by type and opens an answer', async ({ page, visit }) => {
  await visit('/lz/complianceAnswer')
  await expect(h1(page)).toHaveText('跨境合规问答：顾问的解答，按问题查找')
  const types = page.getByRole('navigation', { name: '问题类型' })
  await expect(types.getByRole('link', { name: /全部问题/ })).toHaveAttribute('aria-current', 'page')
  for (const type of ['VAT税务', 'EPR环保', '欧代英代', '平台合规', '产品合规']) await expect(page.getByRole('heading', { level: 2, name: type })).toBeVisible()

  const link = page.getByRole('link', { name: '德国包装法（VerpackG）要求卖家做什么？' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/lz\/complianceAnswer\/\d+$/)
  await visit(href!)
  await expect(h1(page)).toHaveText('德国包装法（VerpackG）要求卖家做什么？')
  await expect(page.getByText('LUCID', { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '同类问题' })).toBeVisible()

  await visit('/lz/complianceAnswer/epr')
  await expect(page.getByRole('navigation', { name: '问题类型' }).getByRole('link', { name: /EPR环保/ })).toHaveAttribute('aria-current', 'page')
  await visit('/lz/complianceAnswer/987654', 404)
})

test('the Q&A search finds 德国包装法 typed without spaces', async ({ page, visit }) => {
  await visit('/lz/complianceAnswer')
  const box = page.getByRole('searchbox', { name: '搜索合规问答' })
  await box.fill('德国包装法')
  await box.press('Enter')
  await page.waitForURL(/\/lz\/complianceAnswer\/search\?keyword=/)
  await expect(h1(page)).toHaveText('搜索合规问答')
  await expect(page.getByRole('heading', { level: 2, name: '“德国包装法”的搜索结果' })).toBeVisible()
  await expect(page.getByRole('link', { name: '德国包装法（VerpackG）要求卖家做什么？' })).toBeVisible()
  await checkA11y(page)
})

test('English: the help centre and the Q&A search', async ({ page, visit }) => {
  await visit('/en/lz/operation')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(h1(page)).toHaveText('Guides: compliance, one step at a time')
  await expect(helpTabs(page, 'Help centre sections').getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page')

  await visit('/en/lz/complianceAnswer')
  await expect(h1(page)).toHaveText("Compliance Q&A: advisers' answers, found by question")
  const box = page.getByRole('searchbox', { name: 'Search the compliance Q&A' })
  await box.fill('packaging act')
  await box.press('Enter')
  await page.waitForURL(/\/en\/lz\/complianceAnswer\/search\?keyword=/)
  await expect(page.getByRole('link', { name: 'What does the German Packaging Act (VerpackG) require of sellers?' })).toBeVisible()
  await checkA11y(page)
})
