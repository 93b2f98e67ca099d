import type { Locator, Page } from '@playwright/test'
import { checkA11y, expect, test } from './fixtures'

/**
 * /searchCategory, the goods-and-services class finder: every
 * class in the HTML with groups and items loaded on demand, search by product word
 * (public reference data: no login, limited per address), and the browser history of the
 * last 10 searches. No test signs up, so no codes are sent.
 */

function finder(page: Page, locale: 'cn' | 'en' = 'cn') {
  const texts = locale === 'cn' ? { label: '商品或服务名称', submit: '查询', history: '最近查询', clear: '清空记录' } : { label: 'Product or service', submit: 'Search', history: 'Recent searches', clear: 'Clear history' }
  const form = page.getByRole('search', { name: texts.label })
  return {
    input: form.getByRole('searchbox', { name: texts.label }),
    submit: form.getByRole('button', { name: texts.submit, exact: true }),
    status: page.locator('[data-search-status]'),
    results: page.locator('[data-result-class]'),
    history: page.getByRole('list', { name: texts.history }).getByRole('button'),
    clearHistory: page.getByRole('button', { name: texts.clear }),
  }
}

/** Opens a <details> from its summary with the keyboard. */
async function openWithKeyboard(page: Page, details: Locator) {
  await details.locator(':scope > summary').focus()
  await page.keyboard.press('Enter')
  await expect(details).toHaveAttribute('open', '')
}

test('a visitor sees classes 1 to 46 in the HTML and opens class 9 to its similar groups and items', async ({ page, request, visit }) => {
  await visit('/searchCategory')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible() // the CMS hero
  await expect(page.getByRole('heading', { level: 2, name: '查询商品或服务所属类别' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '全部商品和服务类别' })).toBeVisible()

  const classes = page.locator('[data-class]')
  await expect(classes).toHaveCount(46)
  await expect(classes.first()).toContainText('化学原料')
  await expect(classes.first()).toContainText('用于工业、科学、摄影')
  await expect(page.locator('[data-class="9"]')).toContainText('科学仪器与电子')
  await expect(page.locator('[data-class="9"]')).toContainText('22 个类似群 · 977 个项目')
  // Class 46, the US special class: described, nothing to open.
  await expect(page.locator('[data-class="46"]')).toContainText('美国特殊类别')
  await expect(page.locator('[data-class="46"] details')).toHaveCount(0)

  // The HTML is the same for everyone and carries the classes, not the 11,986 items.
  const html = await (await request.get('/searchCategory')).text()
  expect(html).toContain('科学仪器与电子')
  expect(html).toContain('美国特殊类别')
  expect(html).not.toContain('090671') // 头戴式耳机, an item of class 9

  const class9 = page.locator('[data-class="9"] > details')
  const loaded = page.waitForResponse((r) => r.url().includes('categories/products/getClass') && r.url().includes('classId=9'))
  await openWithKeyboard(page, class9)
  expect((await loaded).status()).toBe(200)
  const groups = class9.locator('[data-group]')
  await expect(groups).toHaveCount(22)
  await expect(groups.first()).toContainText('0901')
  const audio = class9.locator('[data-group="0908"]')
  await expect(audio).toContainText('0908')
  await openWithKeyboard(page, audio.locator('details'))
  await expect(audio.locator('[data-item="090671"]')).toContainText('090671')
  await expect(audio.locator('[data-item="090671"]')).toContainText('头戴式耳机')
  await expect(audio.locator('[data-item="C090037"]')).toContainText('耳机')
  await checkA11y(page)

  // Closing and reopening asks the server only once.
  let calls = 0
  page.on('request', (r) => {
    if (r.url().includes('categories/products/getClass')) calls++
  })
  await class9.locator(':scope > summary').press('Enter')
  await expect(class9).not.toHaveAttribute('open')
  await openWithKeyboard(page, class9)
  await expect(groups).toHaveCount(22)
  expect(calls).toBe(0)
})

test('a visitor searches without a login: the finder’s own examples answer at once and no login tab opens', async ({ page, context, visit }) => {
  const f = finder(page)
  let tabs = 0
  context.on('page', () => tabs++)

  await visit('/searchCategory')
  await f.input.fill('蓝牙耳机')
  const answered = page.waitForResponse((r) => r.url().includes('trademarkCategorySearch'))
  await f.submit.click()
  expect((await answered).status()).toBe(200)

  await expect(f.status).toContainText('“蓝牙耳机”找到 4 个相关商品/服务项目')
  await expect(f.results.first()).toHaveAttribute('data-result-class', '9')
  const class9 = page.locator('[data-result-class="9"]')
  await expect(class9.getByRole('heading', { level: 4 })).toHaveText('第 9 类 科学仪器与电子')
  const headphones = class9.locator('[data-item="090671"]')
  await expect(headphones).toContainText('0908')
  await expect(headphones).toContainText('090671')
  await expect(headphones).toContainText('头戴式耳机')
  await expect(headphones.locator('mark')).toHaveText('耳机')
  await expect(class9.getByRole('table', { name: '第 9 类中与“蓝牙耳机”相关的项目' })).toBeVisible()
  await expect(f.history).toHaveText(['蓝牙耳机'])
  await checkA11y(page)

  // The intro's English example works too, and classes a phone case under 9 (smartphone cases, 0907).
  await f.input.fill('phone case')
  await f.submit.click()
  await expect(f.status).toContainText('“phone case”找到')
  await expect(page.locator('[data-result-class="9"]')).toBeVisible()
  await expect(f.history).toHaveText(['phone case', '蓝牙耳机'])
  expect(tabs).toBe(0)
  await expect(page.getByText(/需要登录/)).toHaveCount(0)

  // A result links to its class in the list, which opens there.
  await f.input.fill('蓝牙耳机')
  await f.submit.click()
  await expect(f.status).toContainText('“蓝牙耳机”找到 4 个相关商品/服务项目')
  await class9.getByRole('link', { name: '查看第 9 类的全部类似群和项目' }).click()
  await expect(page.locator('[data-class="9"] > details')).toHaveAttribute('open', '')
  await expect(page.locator('[data-class="9"] [data-group]')).toHaveCount(22)
})

test('history keeps the 10 newest distinct searches, newest first; a repeat moves up instead of adding', async ({ page, visit }) => {
  test.setTimeout(120_000)
  const f = finder(page)
  await visit('/searchCategory')
  await expect(f.history).toHaveCount(0)

  const search = async (keyword: string) => {
    await f.input.fill(keyword)
    await f.submit.click()
    await expect(f.history.first()).toHaveText(keyword.trim())
  }

  // The first word names nothing: the answer says so and how to go on.
  const keywords = ['zzqx', '耳机', '手机壳', '笔记本电脑', '连衣裙', '运动鞋', '咖啡', '口红', '自行车', '玩具', '茶叶']
  await search(keywords[0]!)
  await expect(f.status).toContainText('没有找到与“zzqx”相关的商品或服务')
  await expect(f.status).toContainText('在下方按类别浏览')
  await expect(f.results).toHaveCount(0)
  for (const keyword of keywords.slice(1)) await search(keyword)
  await expect(f.results.first()).toHaveAttribute('data-result-class', '21')

  // Eleven searches: ten entries, the first one gone.
  await expect(f.history).toHaveCount(10)
  await expect(f.history).toHaveText(keywords.slice(1).reverse())

  // Running an entry again moves it to the top without a duplicate.
  await f.history.filter({ hasText: '咖啡' }).click()
  await expect(f.input).toHaveValue('咖啡')
  await expect(f.status).toContainText('“咖啡”找到')
  await expect(f.history).toHaveCount(10)
  await expect(f.history).toHaveText(['咖啡', ...keywords.slice(1).reverse().filter((k) => k !== '咖啡')])

  // Case and spaces do not make a new search.
  await search(' Laptop ')
  await search('laptop')
  await expect(f.history).toHaveCount(10)
  await expect(f.history.filter({ hasText: /^laptop$/i })).toHaveCount(1)
  await expect(f.history.first()).toHaveText('laptop')
  await checkA11y(page)

  // Kept in this browser across visits; cleared on request.
  const kept = await f.history.allInnerTexts()
  await page.reload()
  await expect(f.history).toHaveText(kept)
  await f.clearHistory.click()
  await expect(f.history).toHaveCount(0)
  await expect(f.input).toBeFocused()
  await page.reload()
  await expect(page.locator('[data-class]')).toHaveCount(46)
  await expect(f.history).toHaveCount(0)
})

test('an empty keyword is explained without a call; refused words and network failures are explained inline', async ({ page, context, visit }) => {
  const f = finder(page)
  await visit('/searchCategory')
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('trademarkCategorySearch')) calls.push(r.postData() ?? '')
  })
  let tabs = 0
  context.on('page', () => tabs++)

  await f.submit.click()
  await expect(f.status).toHaveText('请输入商品或服务名称')
  await expect(f.input).toHaveAttribute('aria-invalid', 'true')
  await expect(f.input).toBeFocused()
  await f.input.fill('   ')
  await f.input.press('Enter')
  await expect(f.status).toHaveText('请输入商品或服务名称')
  expect(calls).toEqual([])

  // Query syntax characters and overlong words: the server's 400, no login tab.
  await f.input.fill('"*^()')
  await f.submit.click()
  await expect(f.status).toContainText('无法按这个词查询')
  await expect(f.status).toContainText('参数错误')
  await expect(f.status).toContainText('keyword')
  await expect(f.input).toHaveAttribute('aria-invalid', 'true')
  const characters = await f.status.innerText()
  await f.input.fill('耳'.repeat(51))
  await f.submit.click()
  await expect(f.status).toContainText('参数错误')
  await expect(f.status).not.toHaveText(characters)
  expect(calls).toHaveLength(2)
  expect(tabs).toBe(0)

  // No answer at all: the network message, the keyword kept.
  await page.route('**/gateway/ipr/trademark/trademarkCategorySearch', (route) => route.abort('internetdisconnected'))
  await f.input.fill('耳机')
  await f.submit.click()
  await expect(f.status).toHaveText('系统繁忙，请稍后重试。查询词已保留，可以再试一次。')
  await expect(f.input).toHaveValue('耳机')
  await expect(f.input).not.toHaveAttribute('aria-invalid')
  expect(tabs).toBe(0)
  await checkA11y(page)
})

test('English page: texts, classes in English, Chinese item names explained; accessible on a phone-sized screen', async ({ page, visit }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const f = finder(page, 'en')
  await visit('/en/searchCategory')
  await expect(page.getByRole('heading', { level: 2, name: 'Find the class of your goods or services' })).toBeVisible()
  await expect(page.locator('[data-class]')).toHaveCount(46)
  await expect(page.locator('[data-class="9"]')).toContainText('Electronics & software')
  await expect(page.locator('[data-class="9"]')).toContainText('22 similar groups · 977 items')
  await expect(page.locator('[data-class="46"]')).toContainText('US special class')
  await expect(page.getByText('their names are shown in Chinese')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  await f.submit.click()
  await expect(f.status).toHaveText('Enter a product or service')

  const class25 = page.locator('[data-class="25"] > details')
  await openWithKeyboard(page, class25)
  await expect(class25.locator('[data-group="2501"]')).toBeVisible()
  await expect(class25.getByRole('list', { name: /^Similar groups of class 25/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await checkA11y(page)
})
