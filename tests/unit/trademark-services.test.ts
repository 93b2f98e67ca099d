import { describe, expect, it } from 'vitest'
import { iprSettingsSeed } from '@/cms/seed/content/ipr-settings'
import { finalPrice } from '@/services/compliance/report'
import { priceList } from '@/services/pricing/reference-data'
import { applicantForm, applicantMatch, probeWord } from '@/services/trademarks/applicants'
import { DEFAULT_DAILY_LIMIT, parseDailyLimit, parseMailbox } from '@/services/trademarks/ipr-settings'
import { officeList, officeName, officeNames, OFFICES } from '@/services/trademarks/offices'
import { OFFICE_CODES } from '@/services/trademarks/records'
import { describeRequestProblems, limitStatus, manualRequestInput, requestMail, shanghaiDayStart, statusText } from '@/services/trademarks/requests'
import { explainRisk, reasonText } from '@/services/trademarks/risk-warning'
import { isServiceItem, SERVICE_ITEMS, skuShape, vipSkuDetail } from '@/services/trademarks/skus'

/** The pure parts of the trademark gateway calls. */

describe('office names (getAllCountry)', () => {
  it('names the same offices the register accepts, in the same order', () => {
    expect(OFFICES.map((o) => o.countryCode)).toEqual([...OFFICE_CODES])
  })

  it('answers in Chinese, and in English for every other language', () => {
    expect(officeList('cn')).toEqual([
      { countryCode: 20, name: '美国', shortName: '美国' },
      { countryCode: 21, name: '英国', shortName: '英国' },
      { countryCode: 99, name: '欧盟', shortName: '欧盟' },
      { countryCode: 23, name: '日本（申请阶段）', shortName: '日本申请' },
      { countryCode: 24, name: '日本（注册阶段）', shortName: '日本注册' },
    ])
    expect(officeList('en')[2]).toEqual({ countryCode: 99, name: 'European Union', shortName: 'EU' })
    expect(officeList('de')).toEqual(officeList('en'))
  })

  it('joins names the way each language lists them and never fails on an unknown code', () => {
    expect(officeNames([20, 99], 'cn')).toBe('美国、欧盟')
    expect(officeNames([20, 99], 'en')).toBe('United States, European Union')
    expect(officeName(7, 'en')).toBe('office 7')
    expect(officeName(7, 'cn')).toBe('代码 7')
  })
})

describe('daily limit of manual searches', () => {
  it('starts the day at midnight in Shanghai (UTC+8), whatever the server clock zone', () => {
    // 23:59:59 on 1 January in Shanghai is still 1 January.
    expect(shanghaiDayStart(new Date('2026-01-01T15:59:59.999Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z')
    // One millisecond later it is 2 January there.
    expect(shanghaiDayStart(new Date('2026-01-01T16:00:00.000Z')).toISOString()).toBe('2026-01-01T16:00:00.000Z')
    // Morning in Shanghai is still the evening before in UTC.
    expect(shanghaiDayStart(new Date('2026-03-10T01:30:00Z')).toISOString()).toBe('2026-03-09T16:00:00.000Z')
  })

  it('counts what is left and refuses at the limit', () => {
    expect(limitStatus(3, 0)).toEqual({ limit: 3, used: 0, remaining: 3, allowed: true })
    expect(limitStatus(3, 2)).toEqual({ limit: 3, used: 2, remaining: 1, allowed: true })
    expect(limitStatus(3, 3)).toEqual({ limit: 3, used: 3, remaining: 0, allowed: false })
    expect(limitStatus(3, 5)).toEqual({ limit: 3, used: 5, remaining: 0, allowed: false })
    expect(limitStatus(0, 0).allowed).toBe(false)
  })

  it('reads the editor setting, falling back to 3 when it is missing or not a whole number', () => {
    expect(parseDailyLimit('5')).toBe(5)
    expect(parseDailyLimit(' 10 ')).toBe(10)
    expect(parseDailyLimit('0')).toBe(0)
    for (const bad of [null, undefined, '', 'three', '-1', '2.5', '1e3', '101', '30000']) expect(parseDailyLimit(bad), String(bad)).toBe(DEFAULT_DAILY_LIMIT)
  })

  it('takes one mailbox address or none', () => {
    expect(parseMailbox(' ip@meridian-ip.example ')).toBe('ip@meridian-ip.example')
    for (const bad of [null, '', 'nobody', 'a@b', 'a@b.c, d@e.f']) expect(parseMailbox(bad), String(bad)).toBeNull()
  })
})

describe('manual request input', () => {
  const valid = { markName: 'Lumora', classIds: [9, '25', 9], countries: [20, '99'], contactName: '王小明', phone: '138 0013 8000', email: '', goods: '  ', note: '请重点看第9类' }

  it('normalises phone numbers, de-duplicates codes and drops empty optional fields', () => {
    const parsed = manualRequestInput.parse(valid)
    expect(parsed).toEqual({ markName: 'Lumora', classIds: [9, 25], countries: [20, 99], contactName: '王小明', phone: '13800138000', note: '请重点看第9类' })
    expect(manualRequestInput.parse({ ...valid, phone: '+44 (20) 7946-0958' }).phone).toBe('+442079460958')
  })

  it('names every bad field, not only the first three', () => {
    const result = manualRequestInput.safeParse({ markName: '', classIds: [0], countries: [7], contactName: 'x'.repeat(51), phone: '12345', email: 'nope', goods: 'x'.repeat(1001), note: 'x'.repeat(1001) })
    expect(result.success).toBe(false)
    const fields = describeRequestProblems(result.error!).map((p) => p.field)
    expect(fields.sort()).toEqual(['classIds', 'contactName', 'countries', 'email', 'goods', 'markName', 'note', 'phone'])
  })

  it.each([
    ['a mobile number starting 12', { phone: '12800138000' }, 'phone'],
    ['a too short international number', { phone: '+12345' }, 'phone'],
    ['no classes', { classIds: [] }, 'classIds'],
    ['class 47', { classIds: [47] }, 'classIds'],
    ['six offices', { countries: [20, 21, 99, 23, 24, 20] }, 'countries'],
    ['a 101-character mark', { markName: 'x'.repeat(101) }, 'markName'],
  ])('refuses %s', (_name, change, field) => {
    const result = manualRequestInput.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(describeRequestProblems(result.error!).map((p) => p.field)).toEqual([field])
  })

  it('writes the staff mail in Chinese with offices by name and the merchant number', () => {
    const input = manualRequestInput.parse({ ...valid, email: 'wang@example.com', goods: '蓝牙耳机' })
    const mail = requestMail(42, input, { mercNo: 'M0001', brandName: '迈瑞知识产权', brand: 'mdt', locale: 'en' }, 'ip@meridian-ip.example')
    expect(mail).toMatchObject({ to: 'ip@meridian-ip.example', replyTo: 'wang@example.com', subject: '【人工商标检索】Lumora（迈瑞知识产权）' })
    for (const part of ['申请编号：42', '类别：第9类、第25类', '国家/地区：美国、欧盟', '商品/服务：蓝牙耳机', '电话：13800138000', '商户号：M0001', '提交语言：en']) expect(mail.text).toContain(part)
  })

  it('explains request states to the merchant', () => {
    expect(statusText('answered', 'cn')).toBe('律师已答复')
    expect(statusText('new', 'en')).toBe('Received, waiting for an attorney')
    expect(statusText('unknown', 'en')).toBe('Received, waiting for an attorney')
  })
})

describe('VIP SKU detail', () => {
  it('knows items 1–10, 20, 21, 99, 23 and 24 only', () => {
    expect(SERVICE_ITEMS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 21, 99, 23, 24])
    for (const bad of [0, 11, 19, 22, 25, 100]) expect(isServiceItem(bad)).toBe(false)
  })

  it('maps class bundles to a class count without an office, offices to one class', () => {
    expect(skuShape(1)).toEqual({ countryCode: null, classCount: 1 })
    expect(skuShape(10)).toEqual({ countryCode: null, classCount: 10 })
    expect(skuShape(99)).toEqual({ countryCode: 99, classCount: 1 })
    expect(skuShape(24)).toEqual({ countryCode: 24, classCount: 1 })
  })

  it('answers pay price and member prices, a missing member price falling back to the pay price', () => {
    const row = { productName: '欧盟商标注册', unitPrice: 2800, discountPrice: 300, priceUnit: '元/件（1个类别）', officialFeeIncluded: false, memberPrices: { vip: 2380, svip: null } }
    expect(vipSkuDetail(99, row)).toEqual({
      serverItem: 99,
      name: '欧盟商标注册',
      countryCode: 99,
      classCount: 1,
      unitPrice: 2800,
      discountPrice: 300,
      payPrice: 2500,
      priceUnit: '元/件（1个类别）',
      officialFeeIncluded: 0,
      memberPrices: [
        { level: 1, label: 'VIP', price: 2380 },
        { level: 2, label: 'SVIP', price: 2500 },
      ],
    })
    expect(vipSkuDetail(3, { ...row, memberPrices: null, officialFeeIncluded: true }).memberPrices.map((m) => m.price)).toEqual([2500, 2500])
  })

  it('the seed prices every service item once, with member prices below the pay price', () => {
    const rows = priceList().filter((r) => r.kind === 'trademark')
    expect(rows.map((r) => r.serviceItem).sort((a, b) => a! - b!)).toEqual([...SERVICE_ITEMS].sort((a, b) => a - b))
    for (const r of rows) {
      const pay = finalPrice(r.unitPrice, r.discountPrice)
      expect(r.memberPrices, String(r.serviceItem)).toBeDefined()
      expect(r.memberPrices!.vip).toBeLessThan(pay)
      expect(r.memberPrices!.svip).toBeLessThan(r.memberPrices!.vip)
    }
    const bundles = rows.filter((r) => r.serviceItem! <= 10).sort((a, b) => a.serviceItem! - b.serviceItem!)
    // More classes cost more in all, less per class.
    for (let i = 1; i < bundles.length; i++) {
      const [before, now] = [bundles[i - 1]!, bundles[i]!]
      expect(finalPrice(now.unitPrice, now.discountPrice)).toBeGreaterThan(finalPrice(before.unitPrice, before.discountPrice))
      expect(finalPrice(now.unitPrice, now.discountPrice) / (i + 1)).toBeLessThan(finalPrice(before.unitPrice, before.discountPrice) / i)
    }
    expect(bundles[2]!.productName).toEqual({ cn: '中国商标注册（3个类别）', en: 'China trademark filing, 3 classes' })
    expect(bundles.every((r) => r.country === undefined && r.officialFeeIncluded)).toBe(true)
  })
})

describe('applicant search (searchType 3) matching', () => {
  it('normalises names like marks, without cutting long names', () => {
    expect(applicantForm('ACME Co., Ltd.')).toBe('acmecoltd')
    expect(applicantForm('ＡＣＭＥ　Ｃｏ')).toBe('acmeco')
    expect(applicantForm(`${'Long '.repeat(30)}Tail GmbH`)).toMatch(/tailgmbh$/)
  })

  it('looks the longest word of the keyword up in the index, never wildcards', () => {
    expect(probeWord("McDonald's Corp")).toBe('mcdonald')
    expect(probeWord('ＡＣＭＥ co')).toBe('acme')
    expect(probeWord('深圳 华为技术')).toBe('华为技术')
    expect(probeWord('%_\\"*')).toBe('')
    // Common company words would fill the candidate limit with strangers.
    expect(probeWord('Foshan Grebibea Technology Co., Ltd.')).toBe('grebibea')
    expect(probeWord('Technology Co Ltd')).toBe('technology')
  })

  it('scores an identical name 100 and a contained keyword by its share of the name', () => {
    expect(applicantMatch('acmecoltd', 'ACME Co., Ltd.')).toEqual({ score: 100, reason: 'identical' })
    const part = applicantMatch('acme', 'ACME Co., Ltd.')!
    expect(part.reason).toBe('contains')
    expect(part.score).toBeGreaterThanOrEqual(60)
    expect(part.score).toBeLessThan(applicantMatch('acmeco', 'ACME Co., Ltd.')!.score)
    expect(applicantMatch('acmex', 'ACME Co., Ltd.')).toBeNull()
  })
})

describe('risk warning texts', () => {
  it('explains each level in cn and en and recommends an attorney for high and medium', () => {
    for (const risk of ['high', 'medium', 'low'] as const) {
      const cn = explainRisk(risk, 'cn')
      const en = explainRisk(risk, 'en')
      expect(cn.title).toMatch(/[\u4e00-\u9fff]/)
      expect(en.advice).not.toMatch(/[\u4e00-\u9fff]/)
      expect(cn.recommendManual).toBe(risk !== 'low')
    }
    expect(explainRisk('high', 'en').advice).toContain('attorney')
    expect(reasonText('soundsAlike', 'cn')).toBe('读音相近')
  })
})

describe('IPR settings seed', () => {
  it('holds the keys the code reads, valid, and every label and value in cn and en', () => {
    const byKey = Object.fromEntries(iprSettingsSeed().map((s) => [s.key, s]))
    expect(Object.keys(byKey).sort()).toEqual(['artificialDailyLimit', 'attorneyEmail', 'disclaimer', 'hotMarks', 'manualSearchPromise', 'searchNotice'])
    expect(parseDailyLimit(byKey.artificialDailyLimit!.value.cn)).toBe(3)
    expect(parseMailbox(byKey.attorneyEmail!.value.cn)).toMatch(/\.example$/)
    expect(byKey.hotMarks!.value.cn.split(',').length).toBeGreaterThanOrEqual(3)
    expect(byKey.manualSearchPromise!.value.cn).toContain('一个工作日内')
    for (const s of iprSettingsSeed()) {
      for (const text of [s.label.cn, s.label.en, s.value.cn, s.value.en]) expect(text.trim(), s.key).not.toBe('')
      expect(s.label.cn, s.key).toMatch(/[\u4e00-\u9fff]/)
    }
    const sorts = iprSettingsSeed().map((s) => s.sort)
    expect(new Set(sorts).size).toBe(sorts.length)
  })
})
