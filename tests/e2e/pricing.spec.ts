import { checkA11y, expect, test } from './fixtures'

/** The price page and the VAT calculator. */

test('the price page lists prices by category and country, discounted rows with their original price', async ({ page, visit }) => {
  await visit('/lz/price')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务价格')
  const uk = page.locator('tbody tr', { hasText: '英国VAT注册及申报' })
  await expect(uk.locator('strong')).toHaveText('¥2,499.00')
  await expect(uk).toContainText('原价')
  await expect(uk.locator('s')).toHaveText('¥2,999.00')
  await expect(uk.getByRole('cell').nth(1)).toHaveText('含官费')
  // Without a discount there is no original price.
  await expect(page.locator('tbody tr', { hasText: '德国VAT注册及申报' }).locator('s')).toHaveCount(0)

  // The table of contents narrows the list by category and country without script.
  const toc = page.getByRole('navigation', { name: '价格分类' })
  await toc.getByRole('link', { name: 'EPR 生产者责任（包装、WEEE、电池等）' }).click()
  await expect(page).toHaveURL(/#cat-epr$/)
  await expect(page.locator('#cat-epr-c2')).toHaveText('德国')
  await expect(page.locator('section[data-category="epr"] table caption')).toHaveText('EPR 生产者责任（包装、WEEE、电池等）：各国价格')
})

test('/services shows the price page and /en/lz/price speaks English', async ({ page, visit }) => {
  await visit('/services')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务价格')
  await visit('/en/lz/price')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service prices')
  const uk = page.locator('tbody tr', { hasText: 'UK VAT registration and filing' })
  await expect(uk.locator('strong')).toHaveText('CNY 2,499.00')
  await expect(uk).toContainText('Was CNY 2,999.00')
})

test('the calculator entry lists the countries by region, each with its standard rate and a link to its calculator', async ({ page, visit }) => {
  // The menu's calculator entries lead to the chooser, not to one country's calculator.
  await visit('/lz/homes')
  await expect(page.locator('header a[href="/lz/calculate"]').first()).toBeAttached()
  await expect(page.locator('header a[href="/lz/calculate/100"]')).toHaveCount(0)

  await visit('/lz/calculate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VAT与消费税计算器')
  await expect(page.getByRole('heading', { level: 2, name: '选择要计算的国家/地区' })).toBeVisible()
  // Nothing is calculated before a country is chosen.
  await expect(page.getByRole('button', { name: '计算', exact: true })).toHaveCount(0)
  await expect(page.locator('section[data-region]')).toHaveCount(3)
  await expect(page.locator('section[data-region]').first()).toHaveAttribute('data-region', 'eu')

  const eu = page.getByRole('region', { name: '欧盟成员国' })
  const uk = page.getByRole('region', { name: '英国', exact: true })
  const others = page.getByRole('region', { name: '其他国家/地区' })
  const germany = eu.getByRole('link', { name: /^德国/ })
  await expect(germany).toContainText('标准税率 19%')
  await expect(germany).toHaveAttribute('href', '/lz/calculate/2')
  await expect(eu.getByRole('link', { name: /^爱尔兰/ })).toContainText('标准税率 23%')
  await expect(eu.getByRole('link', { name: /^英国/ })).toHaveCount(0)
  await expect(uk.getByRole('link')).toHaveCount(1)
  await expect(uk.getByRole('link', { name: /^英国/ })).toContainText('标准税率 20%')
  await expect(others.getByRole('link', { name: /^日本/ })).toContainText('标准税率 10%')
  await expect(others.getByRole('link', { name: /^瑞士/ })).toContainText('8.1%')
  await expect(others.getByRole('link', { name: /^德国/ })).toHaveCount(0)
  await checkA11y(page)

  // A plain link: keyboard and no script needed.
  await germany.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lz\/calculate\/2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('德国增值税（Umsatzsteuer）计算器')
})

test('the English chooser, and the same chooser on the Harbor VAT brand', async ({ page, visit }) => {
  await visit('/en/lz/calculate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VAT and consumption tax calculator')
  const germany = page.getByRole('region', { name: 'EU member states' }).getByRole('link', { name: /^Germany/ })
  await expect(germany).toContainText('standard rate 19%')
  await expect(germany).toHaveAttribute('href', '/en/lz/calculate/2')
  await expect(page.getByRole('region', { name: 'Other countries' }).getByRole('link', { name: /^Japan/ })).toHaveAttribute('href', '/en/lz/calculate/100')

  // The English page saved English as the visitor's language; a new visitor reads Chinese.
  await page.context().clearCookies()
  await visit('/hb/calculate')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('VAT与消费税计算器')
  await expect(page.getByRole('region', { name: '欧盟成员国' }).getByRole('link', { name: /^德国/ })).toHaveAttribute('href', '/hb/calculate/2')
  await expect(page).toHaveTitle(/港湾税务/)
})

test('a named country keeps its calculator: Japan, then German VAT from a gross amount', async ({ page, visit }) => {
  await visit('/lz/calculate/100')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('日本消费税（JCT）计算器')
  await expect(page.getByRole('heading', { name: '计算日本消费税（JCT）' })).toBeVisible()
  const countries = page.getByRole('navigation', { name: '选择国家/地区' })
  await expect(countries.getByRole('link', { name: '日本' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByLabel('标准税率 10%')).toBeChecked()
  await expect(page.getByLabel('8%：', { exact: false })).toBeVisible()

  await countries.getByRole('link', { name: '德国' }).click()
  await expect(page).toHaveURL(/\/lz\/calculate\/2$/)
  await expect(countries.getByRole('link', { name: '德国' })).toHaveAttribute('aria-current', 'page')
  await checkA11y(page)

  await page.getByLabel('应税销售额').fill('1190')
  await page.getByLabel('含税（总额，从中拆出税额）', { exact: true }).check()
  await expect(page.getByLabel('标准税率 19%')).toBeChecked()
  await page.getByRole('button', { name: '计算', exact: true }).click()
  const results = page.locator('[data-results]')
  await expect(results.locator('[data-field="output-tax"]')).toHaveText('EUR 190.00')
  await expect(results.locator('[data-field="sales-net"]')).toHaveText('EUR 1,000.00')
  await expect(results.locator('[data-field="tax-due"]')).toHaveText('EUR 190.00')

  // Purchases bring input tax; more input than output is a refund.
  await page.getByLabel('可抵扣采购额（不含税）').fill('2000')
  await expect(results.locator('[data-field="input-tax"]')).toHaveText('EUR 380.00')
  await expect(results.locator('[data-field="tax-due"]')).toHaveText('EUR -190.00')
  await expect(results).toContainText('结果为负数')

  // The matching service price sits below.
  await expect(page.locator('tbody tr', { hasText: '德国VAT注册及申报' }).locator('strong')).toHaveText('¥4,999.00')
})

test('invalid input is explained next to the field', async ({ page, visit }) => {
  await visit('/lz/calculate/2')
  const sales = page.getByLabel('应税销售额')
  await sales.fill('abc')
  await page.getByRole('button', { name: '计算', exact: true }).click()
  await expect(sales).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('请输入数字，例如 1190 或 1,190.50。')).toBeVisible()
  await expect(sales).toHaveAccessibleDescription(/请输入数字/)
  await expect(page.locator('[data-results]')).toContainText('请先更正上面标出的输入。')
  await sales.fill('12.345')
  await expect(page.getByText('金额最多保留两位小数。')).toBeVisible()
  await checkA11y(page)
  await sales.fill('12.34')
  await expect(sales).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[data-results]').locator('[data-field="output-tax"]')).toHaveText('EUR 2.34')
})

test('the English calculator and unknown calculator addresses', async ({ page, visit }) => {
  await visit('/en/lz/calculate/100')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Japan .+ calculator$/)
  await page.getByLabel('Taxable sales').fill('1,100')
  await page.getByLabel('Yes: gross amount (extract the tax)').check()
  await page.getByRole('button', { name: 'Calculate', exact: true }).click()
  await expect(page.locator('[data-results]').locator('[data-field="output-tax"]')).toHaveText('JPY 100.00')

  for (const url of ['/lz/calculate/abc', '/lz/calculate/101', '/lz/calculate/2/3']) await visit(url, 404)
})
