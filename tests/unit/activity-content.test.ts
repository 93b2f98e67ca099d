import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BRAND_KEYS } from '@/brands/registry'
import { ACTIVITIES_FOLDER, activityReferences, loadBrandActivities } from '@/cms/seed/activity-content'
import { ACTIVITY_BLOCK_TYPES } from '@/cms/seed/activity-schemas'
import { BRANDS_FOLDER, loadBrandContent, PAGES_FOLDER } from '@/cms/seed/brand-content'
import { BRAND_IMAGES_FOLDER } from '@/cms/seed/image-library'
import { block } from '@/cms/seed/schemas'
import { scheduleStatus as activityStatus } from '@/services/campaigns/schedule'
import { HOT_MODULE_STATES } from '@/components/activity/activity-routes'
import cnMessages from '@/i18n/messages/cn/activity.json'
import enMessages from '@/i18n/messages/en/activity.json'
import { ContentFileError } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { CUSTOM_UID } from '@/services/about/custom'
import { ACTIVITY_STATUS } from '@/services/campaigns/constants'
import { priceList } from '@/services/pricing/reference-data'

/**
 * The activities (content/activities/<brand>.yaml) and the pages built on them: every file
 * passes its schema, the blocks name activities that exist, the offers' usual prices are
 * the price list's, and the schedules put each activity where the campaign calendar says.
 */

const TODAY = Date.parse('2026-11-27T12:00:00+08:00')

const activityFiles = fs.readdirSync(projectPath(ACTIVITIES_FOLDER)).filter((name) => name.endsWith('.yaml'))

describe('activity content files', () => {
  it('are named after a brand with content', () => {
    for (const file of activityFiles) expect(BRAND_KEYS as readonly string[]).toContain(path.basename(file, '.yaml'))
  })

  it('give each activity a page of its own brand that names it in its blocks', () => {
    for (const file of activityFiles) {
      const brand = path.basename(file, '.yaml') as (typeof BRAND_KEYS)[number]
      const content = loadBrandContent(brand)
      for (const activity of content.activities) {
        const page = content.pages.find((p) => p.slug === activity.page)
        expect(page, `${brand} ${activity.key}: page ${activity.page}`).toBeDefined()
        expect(activityReferences(page!.layout).map((r) => r.key)).toContain(activity.key)
      }
    }
  })

  it('schedule the campaigns as planned: the anniversary and the newcomer offer running today, 618 next June', () => {
    const byKey = (brand: 'lz' | 'cht', key: string) => loadBrandActivities(brand).find((a) => a.key === key)!
    const year3 = byKey('lz', 'year3')
    const june = byKey('lz', '618')
    const newcomer = byKey('cht', 'newcomer')
    expect([year3.page, june.page, newcomer.page]).toEqual(['anniversary', 'land618', 'hot/newcomerActivities'])
    expect(activityStatus(year3, TODAY)).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(newcomer, TODAY)).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(newcomer, Date.parse('2027-12-31T23:59:59+08:00'))).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(june, TODAY)).toBe(ACTIVITY_STATUS.NOT_STARTED)
    // 1 June 2027 00:00 to the end of 18 June, China time.
    expect(activityStatus(june, Date.parse('2027-06-01T00:00:00+08:00'))).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(june, Date.parse('2027-06-18T23:59:59+08:00'))).toBe(ACTIVITY_STATUS.PROCESSING)
    expect(activityStatus(june, Date.parse('2027-06-19T00:00:00+08:00'))).toBe(ACTIVITY_STATUS.OVER)
    expect(activityStatus(year3, Date.parse('2027-01-01T00:00:00+08:00'))).toBe(ACTIVITY_STATUS.OVER)
  })
})

describe('campaign pages', () => {
  const lz = loadBrandContent('lz')
  const cht = loadBrandContent('cht')

  it('exist for every route: the lz activity and landing pages, the newcomer offer and each of its modules', () => {
    const lzSlugs = lz.pages.map((p) => p.slug)
    expect(lzSlugs).toEqual(expect.arrayContaining(['anniversary', 'land618']))
    const landing = lzSlugs.filter((s) => /^(custom|guide)\//.test(s))
    expect(landing.some((s) => s.startsWith('custom/'))).toBe(true)
    expect(landing.some((s) => s.startsWith('guide/'))).toBe(true)
    for (const slug of landing) expect(CUSTOM_UID.test(slug.split('/')[1]!)).toBe(true)
    expect(cht.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['hot/newcomerActivities', ...HOT_MODULE_STATES.map((s) => `hot/module/${s}`)]))
  })

  it('open with a hero (the h1 of a blank-layout page) and use the activity blocks they are about', () => {
    const pages = [...lz.pages, ...cht.pages].filter((p) => /^(anniversary|land618|custom\/|guide\/|hot\/)/.test(p.slug))
    for (const page of pages) expect(page.layout[0]?.blockType, page.slug).toBe('hero')
    const types = (slug: string) => [...lz.pages, ...cht.pages].find((p) => p.slug === slug)!.layout.map((b) => b.blockType)
    expect(types('anniversary')).toEqual(expect.arrayContaining(['activityCalendar', 'limitedDeposit', 'fullReduction', 'lowPriceKill', 'orderFree', 'activityRule', 'leadForm']))
    expect(types('land618')).toEqual(expect.arrayContaining(['killPrice618', 'fullReduction', 'activityRule', 'leadForm']))
  })

  it('strike through the price list’s pay price, so an offer never invents its usual price', () => {
    const payPrices = (kind: string) => new Set(priceList().filter((r) => r.kind === kind).map((r) => r.unitPrice - r.discountPrice))
    const check = (pages: typeof lz.pages, kind: string) => {
      const known = payPrices(kind)
      for (const page of pages) {
        for (const b of page.layout) {
          if (!('items' in b) || !(ACTIVITY_BLOCK_TYPES as readonly string[]).includes(b.blockType)) continue
          for (const item of b.items as { originalPrice?: number; price: number }[]) {
            if (item.originalPrice !== undefined) expect(known.has(item.originalPrice), `${page.slug}: usual price ${item.originalPrice}`).toBe(true)
          }
        }
      }
    }
    check(lz.pages, 'compliance')
    check(cht.pages, 'corporate')
  })
})

describe('activity blocks refuse offers that make no sense', () => {
  const parse = (value: object) => block.safeParse(value)
  const name = { cn: '德国VAT注册', en: 'German VAT registration' }

  it('a usual price below the offer price, a deposit above it', () => {
    expect(parse({ blockType: 'lowPriceKill', items: [{ name, price: 3999, originalPrice: 4999 }] }).success).toBe(true)
    expect(parse({ blockType: 'lowPriceKill', items: [{ name, price: 4999, originalPrice: 3999 }] }).success).toBe(false)
    expect(parse({ blockType: 'limitedDeposit', items: [{ name, price: 899, deposit: 99, deduction: 200 }] }).success).toBe(true)
    expect(parse({ blockType: 'limitedDeposit', items: [{ name, price: 899, deposit: 999 }] }).success).toBe(false)
    expect(parse({ blockType: 'limitedDeposit', items: [{ name, price: 899, deposit: 99, deduction: 50 }] }).success).toBe(false)
  })

  it('tiers that do not grow, a reduction as large as its threshold, a session time without its offset, a link that is no path', () => {
    expect(parse({ blockType: 'fullReduction', tiers: [{ threshold: 3000, reduction: 200 }, { threshold: 5000, reduction: 500 }] }).success).toBe(true)
    expect(parse({ blockType: 'fullReduction', tiers: [{ threshold: 5000, reduction: 500 }, { threshold: 3000, reduction: 200 }] }).success).toBe(false)
    expect(parse({ blockType: 'fullReduction', tiers: [{ threshold: 500, reduction: 500 }] }).success).toBe(false)
    expect(parse({ blockType: 'killPrice618', items: [{ name, price: 1, sessionAt: '2027-06-01T10:00:00' }] }).success).toBe(false)
    expect(parse({ blockType: 'lowPriceKill', items: [{ name, price: 1, link: '#lead' }] }).success).toBe(false)
  })

  it('calendar days out of order', () => {
    const day = (date: string) => ({ date, title: name })
    expect(parse({ blockType: 'activityCalendar', days: [day('2026-11-20'), day('2026-12-01')] }).success).toBe(true)
    expect(parse({ blockType: 'activityCalendar', days: [day('2026-12-01'), day('2026-11-20')] }).success).toBe(false)
  })
})

describe('a broken activity file', () => {
  const saved = process.env.SITE_ROOT
  let root: string | undefined
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_ROOT
    else process.env.SITE_ROOT = saved
    if (root) fs.rmSync(root, { recursive: true, force: true })
    root = undefined
  })

  /** A project folder holding the lz brand's files and activities, with `edit` applied to one of them. */
  function projectWith(file: string, edit: (text: string) => string): void {
    const real = projectPath()
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'activity-content-'))
    for (const folder of [`${BRANDS_FOLDER}/lz`, `${PAGES_FOLDER}/lz`, ACTIVITIES_FOLDER, `${BRAND_IMAGES_FOLDER}/lz`]) fs.cpSync(path.join(real, folder), path.join(root, folder), { recursive: true })
    const target = path.join(root, file)
    fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')))
    process.env.SITE_ROOT = root
  }

  const failure = (): ContentFileError => {
    try {
      loadBrandContent('lz')
    } catch (e) {
      return e as ContentFileError
    }
    throw new Error('expected the lz content to be refused')
  }

  it('names the page, the block and the line when a block names an activity the brand does not have', () => {
    projectWith(`${PAGES_FOLDER}/lz/anniversary.yaml`, (text) => text.replace('activity: year3', 'activity: year4'))
    const e = failure()
    expect(e).toBeInstanceOf(ContentFileError)
    expect(e.message).toMatch(/^content\/pages\/lz\/anniversary\.yaml:\d+ layout\.1\.activity: no activity "year4" in content\/activities\/lz\.yaml/)
  })

  it('refuses an activity that ends before it starts, or a time without its offset', () => {
    projectWith(`${ACTIVITIES_FOLDER}/lz.yaml`, (text) => text.replace('endsAt: 2027-01-01T00:00:00+08:00', 'endsAt: 2026-11-01T00:00:00+08:00'))
    expect(failure().message).toMatch(/content\/activities\/lz\.yaml:\d+ 0\.endsAt: the end must be after the start/)
    projectWith(`${ACTIVITIES_FOLDER}/lz.yaml`, (text) => text.replace('startsAt: 2026-11-20T00:00:00+08:00', 'startsAt: 2026-11-20 00:00'))
    expect(failure().message).toMatch(/content\/activities\/lz\.yaml:\d+ 0\.startsAt: expected a date and time with its offset/)
  })
})

describe('activity messages', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

  it('say the same things in Chinese and English, with the exact status words on Chinese pages', () => {
    expect(keys(enMessages).sort()).toEqual(keys(cnMessages).sort())
    expect(cnMessages.status.notStarted).toBe('活动未开始')
    expect(cnMessages.status.over).toBe('活动已结束')
  })
})
