import { checkA11y, expect, test } from './fixtures'

/**
 * The merged-in brand (ob) tells former customers the business moved: a 650 px notice,
 * at most once a day, never after "do not show again"; keyboard and phone use. The page
 * clock is set, so "a day later" is exact.
 */
const port = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100').port
const home = `http://ob.localhost:${port}/`
const notice = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '轨道税务已并入北辰合规' })

test('the merger notice: once a day, never after "do not show again", by keyboard, with axe', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.clock.install({ time: new Date('2026-11-27T09:00:00') })
  await page.goto(home)
  await expect(notice(page)).toBeVisible()
  expect(Math.round((await notice(page).boundingBox())!.width)).toBe(650)
  await expect(notice(page).getByRole('link', { name: '前往北辰合规' })).toHaveAttribute('href', '/lz/homes')
  await expect(notice(page).getByRole('link', { name: '继续登录' })).toHaveAttribute('href', '/workbench/login?pointType=logins&intoWay=wwwNavGuide')
  await checkA11y(page)
  // The modal holds the focus; Escape closes it.
  await expect(notice(page).getByRole('link', { name: '前往北辰合规' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(notice(page)).toBeHidden()

  // The same day: not again.
  await page.clock.setSystemTime(new Date('2026-11-27T23:30:00'))
  await page.reload()
  await expect(page.locator('h1')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The next day it shows again; "do not show again" by keyboard, then close.
  await page.clock.setSystemTime(new Date('2026-11-28T08:00:00'))
  await page.reload()
  await expect(notice(page)).toBeVisible()
  await notice(page).getByRole('checkbox', { name: '不再提示' }).focus()
  await page.keyboard.press('Space')
  await expect(notice(page).getByRole('checkbox', { name: '不再提示' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(notice(page).getByRole('button', { name: '关闭' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(notice(page)).toBeHidden()

  // Days later: never again.
  await page.clock.setSystemTime(new Date('2026-12-03T10:00:00'))
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('on a phone the merger notice fits the screen and its buttons are reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(home)
  await expect(notice(page)).toBeVisible()
  const box = (await notice(page).boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await expect(notice(page).getByRole('button', { name: '关闭' })).toBeInViewport()
  await checkA11y(page)
  await notice(page).getByRole('link', { name: '前往北辰合规' }).click()
  await expect(page).toHaveURL(`http://ob.localhost:${port}/lz/homes`)
})
