import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NEWS_CATEGORIES } from '@/services/news/categories'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import { loadFeaturesManifest, loadNews, loadVideoCourses } from '@/cms/seed/feature-content'
import { neighbours, type NewsLink } from '@/services/news'
import { newsListPath, pagerItems, pageCount, parseArticleId, parseNewsSegments, parsePageNumber } from '@/services/news/query'
import { parseCourseSegments } from '@/services/videos/paths'
import { DEFAULT_PLAYBACK_RATE, formatDuration, formatPlaybackRate, PLAYBACK_RATES } from '@/services/videos/rates'
import { playbackSource, tcPlayerOptions } from '@/services/videos/vod'

describe('news list path segments', () => {
  it('reads /news, /news/{category}, /news/{category}/{page} and /news/all/{page}', () => {
    expect(parseNewsSegments(undefined)).toEqual({ category: null, page: 1 })
    expect(parseNewsSegments([])).toEqual({ category: null, page: 1 })
    expect(parseNewsSegments(['policy'])).toEqual({ category: 'policy', page: 1 })
    expect(parseNewsSegments(['guide', '3'])).toEqual({ category: 'guide', page: 3 })
    expect(parseNewsSegments(['all', '2'])).toEqual({ category: null, page: 2 })
    expect(parseNewsSegments(['all'])).toEqual({ category: null, page: 1 })
  })

  it('rejects unknown categories, malformed pages and extra segments', () => {
    expect(parseNewsSegments(['sports'])).toBeNull()
    expect(parseNewsSegments(['Policy'])).toBeNull()
    expect(parseNewsSegments(['2'])).toBeNull()
    for (const bad of ['0', '-1', '01', '1.5', 'two', '', '9999999']) expect(parseNewsSegments(['policy', bad]), bad).toBeNull()
    expect(parseNewsSegments(['policy', '2', 'x'])).toBeNull()
  })

  it('writes the canonical path of each list page, and reads it back', () => {
    expect(newsListPath({ category: null, page: 1 })).toBe('news')
    expect(newsListPath({ category: 'policy', page: 1 })).toBe('news/policy')
    expect(newsListPath({ category: 'policy', page: 2 })).toBe('news/policy/2')
    expect(newsListPath({ category: null, page: 4 })).toBe('news/all/4')
    for (const category of [null, ...NEWS_CATEGORIES]) {
      for (const page of [1, 2, 17]) {
        const segments = newsListPath({ category, page }).split('/').slice(1)
        expect(parseNewsSegments(segments)).toEqual({ category, page })
      }
    }
  })

  it('parses page numbers and article ids strictly', () => {
    expect(parsePageNumber(undefined)).toBe(1)
    expect(parsePageNumber('12')).toBe(12)
    expect(parsePageNumber('1e2')).toBeNull()
    expect(parseArticleId('42')).toBe(42)
    for (const bad of [undefined, '', '0', '042', 'abc', '1; drop', '1234567890123']) expect(parseArticleId(bad), String(bad)).toBeNull()
  })

  it('counts pages and builds a pager with gaps', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
    expect(pagerItems(1, 1)).toEqual([1])
    expect(pagerItems(1, 3)).toEqual([1, 2, 3])
    expect(pagerItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10])
  })
})

describe('previous, next and related articles', () => {
  const index: NewsLink[] = [
    { id: 5, title: 'e', category: 'policy', publishedAt: '2026-01-05' },
    { id: 4, title: 'd', category: 'guide', publishedAt: '2026-01-04' },
    { id: 3, title: 'c', category: 'policy', publishedAt: '2026-01-03' },
    { id: 2, title: 'b', category: 'policy', publishedAt: '2026-01-02' },
    { id: 1, title: 'a', category: 'policy', publishedAt: '2026-01-01' },
  ]

  it('previous is the older neighbour, next the newer one', () => {
    const middle = neighbours(index, 3)
    expect(middle.previous?.id).toBe(2)
    expect(middle.next?.id).toBe(4)
    expect(neighbours(index, 5).next).toBeNull()
    expect(neighbours(index, 1).previous).toBeNull()
  })

  it('related items share the category, nearest first, at most three, never the article itself', () => {
    expect(neighbours(index, 3).related.map((a) => a.id)).toEqual([2, 5, 1])
    expect(neighbours(index, 4).related).toEqual([])
    expect(neighbours(index, 99)).toEqual({ previous: null, next: null, related: [] })
  })
})

describe('video player helpers', () => {
  it('offers exactly the playback rates 0.5× to 2×, normal speed among them', () => {
    expect([...PLAYBACK_RATES]).toEqual([0.5, 1, 1.25, 1.5, 2])
    expect(PLAYBACK_RATES).toContain(DEFAULT_PLAYBACK_RATE)
    expect(formatPlaybackRate(1.25)).toBe('1.25×')
  })

  it('formats durations as mm:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00')
    expect(formatDuration(75)).toBe('01:15')
    expect(formatDuration(3723)).toBe('1:02:03')
  })

  it('plays from Tencent Cloud VOD only when both fileID and appID are set', () => {
    expect(playbackSource({ src: '/videos/a.mp4' }, {})).toEqual({ kind: 'file', src: '/videos/a.mp4' })
    expect(playbackSource({ src: '/videos/a.mp4', fileID: '5285890781763144364' }, {})).toEqual({ kind: 'file', src: '/videos/a.mp4' })
    const vod = playbackSource({ src: '/videos/a.mp4', fileID: ' 5285890781763144364 ', appID: '1500000000' }, { psign: 'sig' })
    expect(vod).toEqual(expect.objectContaining({ kind: 'tencent-vod', fileID: '5285890781763144364', appID: '1500000000', psign: 'sig' }))
    expect(vod && vod.kind === 'tencent-vod' ? vod.scriptUrl : '').toMatch(/^https:\/\/web\.sdk\.qcloud\.com\/player\/tcplayer\//)
    expect(playbackSource({}, {})).toBeNull()
    if (vod?.kind === 'tencent-vod') expect(tcPlayerOptions(vod, true, PLAYBACK_RATES)).toEqual({ fileID: '5285890781763144364', appID: '1500000000', psign: 'sig', autoplay: true, playbackRates: [0.5, 1, 1.25, 1.5, 2] })
  })

  it('reads the course uid of /videoDetail and /video paths', () => {
    expect(parseCourseSegments(undefined)).toBeUndefined()
    expect(parseCourseSegments([])).toBeUndefined()
    expect(parseCourseSegments(['uk-vat-registration'])).toBe('uk-vat-registration')
    expect(parseCourseSegments(['a', 'b'])).toBeNull()
    expect(parseCourseSegments(['%E0%A4%A'])).toBeNull()
  })
})

describe.each(loadFeaturesManifest().brands)('seeded news and courses of %s', (brand) => {
  const ARTICLES = loadNews(brand)
  const VIDEO_COURSES = loadVideoCourses(brand)
  const today = new Date('2026-11-21T23:59:59Z')

  it('has at least ten published-ready articles across all four categories, none dated in the future', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(10)
    expect(new Set(ARTICLES.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES))
    for (const a of ARTICLES) {
      const date = new Date(a.publishedAt)
      expect(date.getUTCFullYear(), a.title.en).toBeGreaterThanOrEqual(2025)
      expect(date.getTime(), a.title.en).toBeLessThanOrEqual(today.getTime())
      for (const locale of ['cn', 'en'] as const) {
        expect(a.title[locale].length).toBeLessThanOrEqual(160)
        expect(a.summary[locale].length, `${a.title.en} summary ${locale}`).toBeLessThanOrEqual(400)
        const body = markdownToLexical(a.content.$richText[locale]).root.children as { type: string }[]
        expect(body.filter((n) => n.type === 'heading').length, `${a.title.en} headings ${locale}`).toBeGreaterThanOrEqual(2)
        expect(body.some((n) => n.type === 'list'), `${a.title.en} list ${locale}`).toBe(true)
      }
    }
  })

  it('has at least six courses with unique uids, chapters inside the video, and files the site serves', () => {
    expect(VIDEO_COURSES.length).toBeGreaterThanOrEqual(6)
    expect(new Set(VIDEO_COURSES.map((c) => c.uid)).size).toBe(VIDEO_COURSES.length)
    for (const course of VIDEO_COURSES) {
      expect(course.summary.cn.length).toBeLessThanOrEqual(600)
      expect(course.summary.en.length, course.uid).toBeLessThanOrEqual(600)
      for (const chapter of course.chapters) expect(chapter.startSeconds, course.uid).toBeLessThan(course.durationSeconds)
    }
    for (const url of new Set(VIDEO_COURSES.map((c) => c.videoUrl))) {
      expect(url, 'a demo course plays a file the site serves').toMatch(/^\/videos\/[\w.-]+\.mp4$/)
      const size = fs.statSync(path.join(process.cwd(), 'public', url)).size
      expect(size).toBeGreaterThan(10_000)
      expect(size).toBeLessThan(600 * 1024)
    }
  })
})
