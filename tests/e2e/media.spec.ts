import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'

/** Published lz articles (pinned first, then newest first), read through the gateway (the same service the pages use). */
async function articles(request: APIRequestContext, lang = 'zh-CN', query = '') {
  const res = await request.get(`/gateway/officialQuery/getInformation?pageSize=50${query}`, { headers: { platform: '15', 'accept-language': lang } })
  return (await res.json()).data as { list: { id: number; title: string; category: string; publishedAt: string; featured: boolean }[]; total: number }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function courses(request: APIRequestContext) {
  const res = await request.get('/gateway/officialQuery/getVideoCourse', { headers: { platform: '15', 'accept-language': 'zh-CN' } })
  return (await res.json()).data.list as { uid: string; title: string; src: string }[]
}

test.describe('news', () => {
  test('the list shows the CMS hero, category tabs, article cards and a pager', async ({ page, request, visit }) => {
    const { list, total } = await articles(request)
    await visit('/news')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('跨境合规资讯')
    await expect(page.getByRole('heading', { level: 2, name: '最新资讯' })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: '资讯分类' })
    await expect(tabs.getByRole('link', { name: '全部资讯' })).toHaveAttribute('aria-current', 'page')
    const cards = page.locator('#news-list-heading ~ ul > li')
    await expect(cards).toHaveCount(Math.min(9, total))
    // Pinned first, then the newest.
    const first = list.find((a) => a.featured) ?? list[0]!
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(first.title)
    await expect(page).toHaveTitle(/合规资讯/)

    if (total > 9) {
      const pager = page.getByRole('navigation', { name: '分页' })
      await pager.getByRole('link', { name: '下一页' }).click()
      await expect(page).toHaveURL(/\/news\/all\/2$/)
      await expect(page.getByRole('heading', { level: 2, name: /最新资讯/ })).toContainText('第 2 页')
      await expect(page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page')
      await visit('/news/all/2')
    }
  })

  test('a category page lists only that category', async ({ page, request, visit }) => {
    const policy = await articles(request, 'zh-CN', '&category=policy')
    await visit('/lz/news/policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('跨境合规资讯')
    await expect(page.getByRole('heading', { level: 2, name: '政策法规' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: '资讯分类' }).getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page')
    const titles = await page.locator('#news-list-heading ~ ul h3').allInnerTexts()
    expect(titles.sort()).toEqual(policy.list.map((a) => a.title).slice(0, 9).sort())
  })

  test('unknown categories and pages past the end are 404', async ({ visit }) => {
    await visit('/news/sports', 404)
    await visit('/news/policy/99', 404)
    await visit('/news/policy/abc', 404)
    await visit('/newsDetail/99999999', 404)
  })

  test('a detail page shows the article, its rich text, previous/next and related items', async ({ page, request, visit }) => {
    const { list } = await articles(request)
    const byDate = [...list].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    const article = byDate[2]!
    await visit(`/newsDetail/${article.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    await expect(page.locator('article h2').first()).toBeVisible()
    await expect(page.locator('article li').first()).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(article.title)))
    const neighbours = page.getByRole('navigation', { name: '相邻资讯' })
    await expect(neighbours.getByRole('link', { name: new RegExp(`上一篇.*${escapeRegExp(byDate[3]!.title)}`) })).toBeVisible()
    await expect(neighbours.getByRole('link', { name: new RegExp(`下一篇.*${escapeRegExp(byDate[1]!.title)}`) })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '相关资讯' })).toBeVisible()
    // The newsDetail CMS page adds its call to action under the article.
    await expect(page.getByRole('heading', { level: 2, name: '让顾问帮你落实这些要求' })).toBeVisible()

    await neighbours.getByRole('link', { name: /下一篇/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(byDate[1]!.title)
  })

  test('/newsDetail without an id goes to the news list', async ({ page }) => {
    await page.goto('/newsDetail')
    await expect(page).toHaveURL(/\/news$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('跨境合规资讯')
  })

  test('the English list and detail', async ({ page, request, visit }) => {
    const { list } = await articles(request, 'en')
    await visit('/en/news')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cross-border compliance news')
    await expect(page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Policy and law' })).toBeVisible()
    await visit(`/en/newsDetail/${list[0]!.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0]!.title)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/lz/news')
  })
})

test.describe('video courses', () => {
  test('the course list links every course to its detail page', async ({ page, request, visit }) => {
    const all = await courses(request)
    await visit('/lz/videos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('跨境合规视频课程')
    for (const course of all) await expect(page.getByRole('link', { name: course.title })).toHaveAttribute('href', `/lz/videoDetail/${course.uid}`)
  })

  test('a detail page plays the course file and the rate control sets playbackRate', async ({ page, request, visit }) => {
    const [first, second] = await courses(request)
    await visit(`/lz/videoDetail/${second!.uid}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title)
    const video = page.locator('video')
    await expect(video).toHaveAttribute('src', second!.src)
    const rates = page.getByRole('group', { name: '播放速度' })
    await expect(rates.getByRole('button')).toHaveText(['0.5×', '1×', '1.25×', '1.5×', '2×'])
    await expect(rates.getByRole('button', { name: '1×', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await rates.getByRole('button', { name: '1.5×' }).click()
    await expect(rates.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true')
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5)
    // Keyboard: focus a rate and press Enter.
    await rates.getByRole('button', { name: '2×' }).focus()
    await page.keyboard.press('Enter')
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2)
    await expect(page.getByRole('heading', { level: 2, name: '课程章节' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '关键词' })).toBeVisible()

    await visit('/lz/videoDetail')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title)
    await visit('/lz/videoDetail/no-such-course', 404)
  })

  test('the blank player page has the video and its title but no site header', async ({ page, request, visit }) => {
    const [first, second] = await courses(request)
    await visit(`/lz/video/${second!.uid}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title)
    await expect(page.locator('video')).toHaveAttribute('src', second!.src)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await visit('/lz/video')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title)
  })

  test('the English course pages', async ({ page, visit }) => {
    await visit('/en/lz/videos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cross-border compliance video courses')
    await visit('/en/lz/videoDetail/uk-vat-registration')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('UK VAT registration, step by step')
    await expect(page.getByRole('group', { name: 'Playback speed' })).toBeVisible()
  })
})
