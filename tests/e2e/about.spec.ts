import { test, expect } from './fixtures'

/** The about page, the partner programme and partner/introducer pages of lz. */

for (const path of ['/lz/aboutUs', '/about']) {
  test(`${path} shows the company page with case studies and partners`, async ({ page, visit }) => {
    await visit(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于北辰合规')
    await expect(page.getByRole('heading', { level: 2, name: '我们的故事', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '发展历程', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '成功案例', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: /补齐WEEE与电池注册号/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '合作伙伴', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: '查看迅舟国际物流的合作页' })).toHaveAttribute('href', '/lz/cooperative/swiftship-logistics')
    await expect(page.getByRole('link', { name: '成为合作伙伴' })).toHaveAttribute('href', '/lz/cooperative')
  })
}

test('/en/lz/aboutUs is the English about page', async ({ page, visit }) => {
  await visit('/en/lz/aboutUs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Northstar Compliance')
  await expect(page.getByRole('heading', { level: 2, name: 'Client case studies', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: /steel-fastener importer files CBAM/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View SwiftShip Logistics’s partner page' })).toHaveAttribute('href', '/en/lz/cooperative/swiftship-logistics')
})

test('/lz/cooperative explains the programme and lists partners and introducers', async ({ page, visit }) => {
  await visit('/lz/cooperative')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('成为北辰合规合作伙伴')
  for (const name of ['合作伙伴能获得什么', '谁适合加入', '佣金与权益', '合作流程', '合作常见问题', '合作伙伴', '推荐顾问']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: '申请合作' }).first()).toHaveAttribute('href', '/lz/contactUs')
  await page.getByRole('link', { name: '查看陈琳的合作页' }).click()
  await expect(page).toHaveURL(/\/lz\/cooperative\/chen-lin$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('陈琳')
})

test('a partner page offers a sign-up in a new tab carrying the partner’s channel', async ({ page, visit }) => {
  await visit('/lz/cooperative/swiftship-logistics')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('迅舟国际物流')
  await expect(page.getByRole('heading', { level: 2, name: '关于迅舟国际物流' })).toBeVisible()
  const signUp = page.getByRole('link', { name: /免费注册，领取权益/ })
  await expect(signUp).toHaveAttribute('target', '_blank')
  await expect(signUp).toHaveAttribute('href', /[?&]channelNo=P1001(&|$)/)
  await expect(signUp).toHaveAttribute('href', /pointType=registers/)
  await expect(page.getByRole('link', { name: '先免费生成合规报告' })).toHaveAttribute('href', '/buyingGuide?channelNo=P1001')
  await expect(page.getByRole('link', { name: /访问官网/ })).toHaveAttribute('href', 'https://www.swiftship-logistics.example')
  await expect(page.getByRole('navigation', { name: '页面位置' }).getByRole('link', { name: '渠道合作' })).toHaveAttribute('href', '/lz/cooperative')
})

test('an introducer page in English carries the introducer’s channel', async ({ page, visit }) => {
  await visit('/en/lz/cooperative/chen-lin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chen Lin')
  await expect(page.getByText('Introducer · Amazon operations consultant')).toBeVisible()
  const signUp = page.getByRole('link', { name: /Sign up free and claim the offer/ })
  await expect(signUp).toHaveAttribute('target', '_blank')
  await expect(signUp).toHaveAttribute('href', /[?&]channelNo=I2001(&|$)/)
  await expect(page.getByRole('link', { name: 'Get a free compliance report first' })).toHaveAttribute('href', '/en/buyingGuide?channelNo=I2001')
})

test('unknown partners and extra segments are 404 pages', async ({ page, visit }) => {
  for (const url of ['/lz/cooperative/no-such-partner', '/lz/cooperative/swiftship-logistics/extra', '/en/lz/cooperative/nobody']) {
    await visit(url, 404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})
