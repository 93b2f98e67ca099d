import { expect, test } from './fixtures'

/**
 * The header's menus and search, the floating panel, the footer and the contact form are
 * not in a page's first JavaScript (components/ui/hydrate-later.tsx). Their HTML is the
 * server's and works from the start; their code loads when the page settles, here (with
 * idle callbacks switched off) on the visitor's first pointer movement, and React then
 * hydrates the server's elements in place instead of drawing new ones.
 */
test('the header, panel, footer and contact form hydrate in place, from chunks loaded after the visitor first acts', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 })
  // No idle moment: only the visitor's first pointer, touch, focus or key settles the page.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  const scripts: { url: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.text().catch(() => '') })
  })
  /** Whether any script loaded so far carries the desktop menus' code (their chevron's class is in no other script). */
  const menuCodeLoaded = async () => (await Promise.all(scripts.map((s) => s.body))).some((body) => body.includes('nav-chevron'))

  await page.goto('/lz/contactUs', { waitUntil: 'load' })
  const nav = page.getByRole('navigation', { name: '主导航' })
  const navElement = await nav.elementHandle()
  const send = page.locator('form').filter({ has: page.locator('textarea[name="content"]') }).locator('button[type="submit"]')
  // The server's HTML: the menu's row clips until the menus have measured it, and the send
  // button waits for the form's script.
  await expect(nav).toHaveClass(/overflow-hidden/)
  await expect(send).toBeDisabled()
  await page.waitForLoadState('networkidle')
  expect(await menuCodeLoaded()).toBe(false)
  const scriptsBefore = scripts.length

  // The first pointer movement over the menus loads their code; the same elements come alive.
  const toggle = page.getByRole('button', { name: '展开菜单 合规服务' })
  await toggle.locator('xpath=ancestor::li[1]').hover()
  await expect(nav).not.toHaveClass(/overflow-hidden/)
  await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible()
  expect(scripts.length).toBeGreaterThan(scriptsBefore)
  expect(await menuCodeLoaded()).toBe(true)
  expect(await navElement!.evaluate((element) => element.isConnected)).toBe(true)
  await expect(send).toBeEnabled()
})

test('what a visitor types into the contact form before its script has run is kept', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto('/lz/contactUs', { waitUntil: 'load' })
  const form = page.locator('form').filter({ has: page.locator('textarea[name="content"]') })
  const send = form.locator('button[type="submit"]')
  const name = form.locator('input[name="name"]')
  await expect(send).toBeDisabled()
  // Typing focuses the field, which starts loading the form's code: the text is in before it runs.
  await name.fill('李伟')
  await expect(send).toBeEnabled()
  await expect(name).toHaveValue('李伟')
  // Sent with the other fields empty, the form names them, not the name it was given.
  await send.click()
  await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(name).toHaveValue('李伟')
})
