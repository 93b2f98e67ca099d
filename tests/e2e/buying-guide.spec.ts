import { checkA11y, expect, test } from './fixtures'

/** The buying guide: questions on a page, then the recommended service package. */

test('the buying guide builds a package: required services ticked, the total follows the choice, the full report one click away', async ({ page, visit }) => {
  await visit('/buyingGuide')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('合规服务购买指南')
  const submit = page.getByRole('button', { name: '生成我的服务组合' })
  await submit.click()
  await expect(page.getByText('请勾选完整')).toBeVisible()
  await expect(page.locator('fieldset[data-invalid]')).toHaveCount(6)
  await checkA11y(page)

  const q = (id: number) => page.locator(`fieldset[data-question="${id}"]`)
  await q(1).getByLabel('法国', { exact: true }).check()
  await q(2).getByLabel('亚马逊', { exact: true }).check()
  await q(3).getByLabel('否', { exact: true }).check()
  await q(4).getByLabel('是', { exact: true }).check()
  await q(5).getByLabel('是', { exact: true }).check()
  await q(6).getByLabel('否', { exact: true }).check()
  await q(7).getByLabel('否', { exact: true }).check()
  await submit.click()

  await page.waitForURL(/\/buyingGuide\/details\?answerId=[0-9a-f]{32}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('为您推荐的服务组合')
  const lines = page.locator('[data-line]')
  const boxes = lines.getByRole('checkbox')
  expect(await lines.count()).toBeGreaterThan(4)
  // Required services (tax, EPR, representatives) are ticked; the trademark is only recommended.
  await expect(lines.filter({ hasText: '必办' }).getByRole('checkbox').first()).toBeChecked()
  const trademark = lines.filter({ hasText: '建议' })
  await expect(trademark.getByRole('checkbox')).not.toBeChecked()
  const total = page.locator('[data-field="selected-total"]')
  const amount = async () => Number((await total.innerText()).replace(/[^\d.]/g, ''))
  const before = await amount()
  await trademark.getByRole('checkbox').check()
  await expect.poll(amount).toBeGreaterThan(before)
  await expect(boxes.first()).toBeChecked()
  await checkA11y(page)

  await page.getByRole('link', { name: '查看完整合规报告' }).click()
  await expect(page).toHaveURL(/\/lz\/questionAnswer\?reportId=[0-9a-f]{32}$/)
  await expect(page.locator('[data-jurisdiction="FR"][data-rule="textile-fr"]')).toBeVisible()
})

test('an unknown package id says so and leads back to the guide', async ({ page, visit }) => {
  await visit(`/en/buyingGuide/details?answerId=${'a'.repeat(32)}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Package not found')
  await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/en/buyingGuide')
})
