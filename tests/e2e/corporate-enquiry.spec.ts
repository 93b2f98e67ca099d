import { likeAPerson } from './contact-form'
import { test, expect } from './fixtures'

/**
 * The corporate brand's enquiry form (it writes contact messages, so it also runs on
 * PostgreSQL): prefilled with the page's jurisdiction and service, or from the address on
 * the contact page; bad input explained before sending; an unknown topic refused by the
 * gateway.
 */

test('the enquiry form of a jurisdiction page is prefilled, explains bad input and sends', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/cht/incorporation/XJP')
  const form = page.locator('#enquiry form')
  await expect(form.getByLabel('咨询的注册地')).toHaveValue('XJP')
  await expect(form.getByLabel('咨询的服务')).toHaveValue('incorporation')
  await expect(form.getByLabel(/^主题/)).toHaveValue('新加坡公司注册咨询')
  let sent = false
  page.on('request', (r) => {
    if (r.url().includes('officialQuery/contactUs')) sent = true
  })
  await form.getByLabel(/^姓名/).fill('王芳')
  await form.getByLabel(/^邮箱/).fill('wangfang@example')
  await form.getByLabel(/^留言内容/).fill('我们做亚马逊美国站和欧洲站，想了解新加坡公司注册、本地董事和开户的安排。')
  await form.getByRole('button', { name: '发送' }).click()
  await expect(form.getByText('请输入正确的邮箱')).toBeVisible()
  expect(sent).toBe(false)
  await form.getByLabel('咨询的服务').selectOption('bankAccount')
  await expect(form.getByLabel(/^主题/)).toHaveValue('新加坡银行开户咨询')
  await form.getByLabel(/^邮箱/).fill('wangfang@example.com')
  await form.getByRole('button', { name: '发送' }).click()
  await expect(form.getByRole('button', { name: '发送成功' })).toBeVisible()
})

test('the contact page reads the enquiry topic from its address; the gateway refuses an unknown one', async ({ page, visit, request }) => {
  await visit('/en/cht/contactUs?jurisdiction=YG&service=accounting')
  const form = page.locator('form').filter({ has: page.locator('textarea[name="content"]') })
  await expect(form.getByLabel('Jurisdiction', { exact: true })).toHaveValue('YG')
  await expect(form.getByLabel('Service', { exact: true })).toHaveValue('accounting')
  await expect(form.getByLabel(/^Subject/)).toHaveValue('Enquiry: United Kingdom Accounting, audit and tax')
  const answer = await request.post('/gateway/officialQuery/contactUs', {
    headers: { platform: '13', 'accept-language': 'zh-CN', origin: new URL(page.url()).origin },
    data: { name: '王芳', email: 'wangfang@example.com', subject: '咨询', content: '想了解注册一家公司需要的资料和时间。', startedAt: Date.now() - 60_000, jurisdiction: 'XX' },
  })
  expect(answer.status()).toBe(400)
  expect((await answer.json()).msg).toContain('请选择列表中的注册地')
})
