import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/brands/registry'
import { formatDate, intlLocale, siteFormatter } from '@/i18n/format'

/** What the site showed before every date went through one formatter. */
const before = (iso: string, tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Asia/Shanghai' }).format(new Date(iso))

describe('formatDate', () => {
  const iso = '2025-08-20T07:30:00.000Z'

  it('writes dates in the page language, cn as Chinese', () => {
    expect(formatDate(iso, 'cn')).toBe('2025年8月20日')
    expect(formatDate(iso, 'en')).toBe('20 August 2025')
    expect(formatDate(iso, 'de')).toBe('20. August 2025')
    expect(formatDate(iso, 'ko')).toBe('2025년 8월 20일')
  })

  it('shows the same dates as the news pages did', () => {
    const tags = { cn: 'zh-CN', en: 'en-GB', de: 'de-DE', ko: 'ko-KR' } as const
    for (const locale of LOCALES) expect(formatDate(iso, locale)).toBe(before(iso, tags[locale], { dateStyle: 'long' }))
  })

  it('adds the time for dateTime, as the report page did in Chinese and English', () => {
    expect(formatDate(iso, 'cn', 'dateTime')).toBe(before(iso, 'zh-CN', { dateStyle: 'long', timeStyle: 'short' }))
    expect(formatDate(iso, 'en', 'dateTime')).toBe(before(iso, 'en-GB', { dateStyle: 'long', timeStyle: 'short' }))
    expect(formatDate(iso, 'cn', 'dateTime')).toContain('15:30')
  })

  it('counts days in China time', () => {
    expect(formatDate('2025-08-20T17:00:00Z', 'en')).toBe('21 August 2025')
    expect(formatDate(new Date('2025-08-20T15:59:59Z'), 'en')).toBe('20 August 2025')
  })

  it('shows text that is no date as it is', () => {
    expect(formatDate('soon', 'cn')).toBe('soon')
  })
})

describe('siteFormatter', () => {
  it('maps the site locale to an Intl locale', () => {
    expect(intlLocale('cn')).toBe('zh-CN')
    expect(new Intl.DateTimeFormat(intlLocale('cn')).resolvedOptions().locale).toBe('zh-CN')
  })

  it('joins lists in the page language', () => {
    expect(siteFormatter('cn').list(['服务条款', '隐私政策'], { type: 'conjunction' })).toBe('服务条款和隐私政策')
    expect(siteFormatter('en').list(['Terms', 'Privacy'], { type: 'conjunction' })).toBe('Terms and Privacy')
  })
})
