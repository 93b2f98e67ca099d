import type { Page } from '@playwright/test'
import { contactFormStatus, fillByLabel, likeAPerson } from './contact-form'
import { test, expect } from './fixtures'

const FORM = {
  姓名: '李雷',
  邮箱: 'lilei@example.com',
  电话: '138 0000 0000',
  公司名称: '杭州李雷贸易有限公司',
  主题: '英国VAT注册报价',
  留言内容: '我们在亚马逊英国站销售家居用品，货物放在FBA仓，想了解英国VAT注册和季度申报的费用。',
}

const fill = (page: Page, values: Record<string, string> = FORM) => fillByLabel(page, values)
const formStatus = contactFormStatus

test('the contact page promises a reply within 48 hours and sends a message: 发送中... then 发送成功', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/lz/contactUs')
  await expect(page.getByText('我们承诺在48小时内回复您的商务咨询。')).toBeVisible()
  await fill(page)
  // Hold the answer back a moment so the sending state can be seen.
  await page.route('**/gateway/officialQuery/contactUs', async (route) => {
    await new Promise((r) => setTimeout(r, 400))
    await route.continue()
  })
  const button = page.getByRole('button', { name: /发送/ })
  await button.click()
  await expect(button).toHaveText('发送中...')
  await expect(button).toHaveText('发送成功')
  await expect(formStatus(page)).toContainText('48小时')
  await expect(page.getByLabel(/^姓名/)).toHaveValue('')
})

test('an invalid email is explained next to the field and nothing is sent', async ({ page, visit }) => {
  await visit('/contact')
  let sent = false
  page.on('request', (r) => {
    if (r.url().includes('officialQuery/contactUs')) sent = true
  })
  await fill(page, { ...FORM, 邮箱: 'lilei@example' })
  await page.getByRole('button', { name: '发送' }).click()
  await expect(page.getByText('请输入正确的邮箱')).toBeVisible()
  await expect(page.getByLabel(/^邮箱/)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel(/^邮箱/)).toBeFocused()
  expect(sent).toBe(false)
})

test('a server failure shows 系统繁忙 and keeps what the visitor wrote', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/lz/contactUs')
  await page.route('**/gateway/officialQuery/contactUs', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '系统繁忙，请稍后重试', data: null }) }))
  await fill(page)
  await page.getByRole('button', { name: '发送' }).click()
  await expect(page.getByRole('button', { name: '系统繁忙' })).toBeVisible()
  await expect(formStatus(page)).toContainText('系统繁忙')
  await expect(page.getByLabel(/^留言内容/)).toHaveValue(FORM.留言内容)
})

test('a filled honeypot is refused with a clear message', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/lz/contactUs')
  await fill(page)
  await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => {
    el.value = 'http://spam.example'
  })
  const answer = page.waitForResponse('**/gateway/officialQuery/contactUs')
  await page.getByRole('button', { name: '发送' }).click()
  expect((await answer).status()).toBe(400)
  await expect(formStatus(page)).toContainText('留言未被接受')
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible()
})

test('the English contact form explains problems in English', async ({ page, visit }) => {
  await visit('/en/contact')
  await page.getByLabel(/^Email/).fill('not-an-email')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Name is required')).toBeVisible()
})

test('the IP brand’s contact page sends through its own enquiry call', async ({ page, visit }) => {
  await likeAPerson(page)
  await visit('/mdt/contactUs')
  await fill(page, { ...FORM, 主题: '美国商标注册咨询', 留言内容: '我们准备在亚马逊美国站上架蓝牙耳机，想了解美国商标注册的流程、费用和时间。' })
  const sent = page.waitForRequest((r) => r.url().endsWith('/gateway/mdt/applyProcessLog/ippEnEmailSend') && r.method() === 'POST')
  await page.getByRole('button', { name: /发送/ }).click()
  await sent
  await expect(page.getByRole('button', { name: /发送/ })).toHaveText('发送成功')
})
