import { describe, expect, it } from 'vitest'
import { CLASS_SHORT_NAMES } from '@/services/nice/classes'
import { isKnownClass, niceData, parseNiceData } from '@/services/nice/data'
import { curatedMatches, keywordProblem, MAX_ITEMS, searchNice, stemWord, termScore } from '@/services/nice/search'
import { classList, searchByClassView, searchForRequestView, searchListView } from '@/services/nice/views'
import curated from '@/services/nice/keywords-en.json'

const data = niceData()
const topClass = (keyword: string) => searchNice(data, keyword).classes[0]?.cls.classId

describe('Nice data (reference/nice)', () => {
  it('has classes 1–45 from the Chinese edition plus the US special class 46', () => {
    expect(data.classes.map((c) => c.classId)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1))
    const special = data.classById.get(46)!
    expect(special.special).toBe(true)
    expect(special.groups).toEqual([])
    expect(special.description.cn).toContain('美国特殊类别')
    for (const cls of data.classes.filter((c) => !c.special)) {
      expect(cls.description.cn.length).toBeGreaterThan(1)
      expect(cls.description.en.length).toBeGreaterThan(5)
      expect(cls.groups.length).toBeGreaterThan(0)
    }
  })

  it('has the upstream counts: 492 groups and 11,986 items', () => {
    expect(data.groupByCode.size).toBe(492)
    expect(data.items).toHaveLength(11_986)
  })

  it('links every group to its class and every item to an existing group of the same class', () => {
    for (const group of data.groupByCode.values()) {
      expect(group.code.slice(0, 2)).toBe(data.classById.get(group.classId)!.code)
      expect(group.items.length).toBeGreaterThan(0)
    }
    for (const item of data.items) {
      const group = data.groupByCode.get(item.groupCode)
      expect(group, item.code).toBeDefined()
      expect(group!.classId).toBe(item.classId)
      expect(item.code).toMatch(/^C?\d{6}$/)
    }
  })

  it('keeps known entries as the CNIPA text names them', () => {
    const byCode = new Map(data.items.map((i) => [i.code, i]))
    expect(byCode.get('090741')).toMatchObject({ name: '智能手机用壳', groupCode: '0907', classId: 9, supplementary: false })
    expect(byCode.get('C090037')).toMatchObject({ name: '耳机', classId: 9, supplementary: true })
    expect(byCode.get('250155')?.name).toBe('T恤衫')
  })

  it('has a short name in cn and en for every class', () => {
    for (let id = 1; id <= 46; id++) {
      expect(CLASS_SHORT_NAMES[id]?.cn, String(id)).toBeTruthy()
      expect(CLASS_SHORT_NAMES[id]?.en, String(id)).toBeTruthy()
    }
    expect(CLASS_SHORT_NAMES[9]).toEqual({ cn: '科学仪器与电子', en: 'Electronics & software' })
  })

  it('refuses data whose items point at a missing group', () => {
    const headings = JSON.stringify([{ class: 1, heading: 'Chemicals' }])
    const rows = [
      { code: '01', name: '化学品', type: 'class', parentCode: null },
      { code: '0101', name: '工业气体', type: 'group', parentCode: '01' },
      { code: '010001', name: '氧', type: 'item', parentCode: '0199' },
    ]
    expect(() => parseNiceData(rows.map((r) => JSON.stringify(r)).join('\n'), headings)).toThrow(/no group 0199/)
    expect(parseNiceData(rows.slice(0, 2).map((r) => JSON.stringify(r)).join('\n'), headings).classes).toHaveLength(2)
  })

  it('accepts class numbers 1–46 only', () => {
    expect([1, 45, 46].every(isKnownClass)).toBe(true)
    expect([0, 47, -1, 1.5, Number.NaN].some(isKnownClass)).toBe(false)
  })
})

describe('class search in Chinese', () => {
  it('finds 耳机 items in class 9 for 蓝牙耳机 (the list has no 蓝牙)', () => {
    const result = searchNice(data, '蓝牙耳机')
    expect(result.classes[0]!.cls.classId).toBe(9)
    expect(result.items[0]!.item.code).toBe('C090037')
    expect(result.items.map((h) => h.item.name)).toContain('头戴式耳机')
    expect(result.items.every((h) => h.group.code === '0908' && h.item.classId === 9)).toBe(true)
  })

  it('finds T恤衫 in class 25 for T恤 (mixed scripts)', () => {
    const result = searchNice(data, 'T恤')
    expect(result.classes[0]!.cls.classId).toBe(25)
    expect(result.items[0]!.item).toMatchObject({ code: '250155', groupCode: '2501' })
  })

  it('ranks a case above the phone for 手机壳 (the head noun is last)', () => {
    const names = searchNice(data, '手机壳').items.map((h) => h.item.name)
    expect(names.indexOf('智能手机用壳')).toBeLessThan(names.indexOf('手机，移动电话'))
    expect(topClass('手机壳')).toBe(9)
  })

  it('scores the whole synonym above containment above partial coverage', () => {
    expect(termScore('耳机', '耳机')).toBe(1)
    expect(termScore('耳机', '头戴式耳机')).toBeGreaterThan(termScore('蓝牙耳机', '耳机'))
    expect(termScore('蓝牙耳机', '耳机')).toBeGreaterThan(termScore('蓝牙耳机', '头戴式耳机'))
    expect(termScore('手机壳', '手机')).toBeLessThan(termScore('耳机套', '耳机') + 0.01)
    expect(termScore('咖啡', '茶')).toBe(0)
  })

  it('finds groups and class descriptions too', () => {
    const result = searchNice(data, '化妆品')
    expect(result.classes[0]!.cls.classId).toBe(3)
    expect(result.classes[0]!.reasons).toEqual(expect.arrayContaining(['item', 'group', 'description']))
  })

  it('keeps to the given classes', () => {
    const result = searchNice(data, '咖啡', { classIds: [11] })
    expect(result.items.length).toBeGreaterThan(0)
    expect(new Set(result.items.map((h) => h.item.classId))).toEqual(new Set([11]))
    expect(result.classes.map((c) => c.cls.classId)).toEqual([11])
  })

  it('caps the items and says so', () => {
    const result = searchNice(data, '用')
    expect(result.items).toHaveLength(MAX_ITEMS)
    expect(result.total).toBeGreaterThan(MAX_ITEMS)
    expect(result.truncated).toBe(true)
    expect(searchNice(data, '用', { limit: 5 }).items).toHaveLength(5)
  })
})

describe('class search in English', () => {
  it('maps phone case to class 9, where NCL lists smartphone cases (0907)', () => {
    const result = searchNice(data, 'phone case')
    expect(result.classes.map((c) => c.cls.classId)).toEqual([9])
    expect(result.items.map((h) => h.item.code)).toEqual(expect.arrayContaining(['090740', '090741']))
  })

  it('finds seller products through the curated words, plurals included', () => {
    expect(topClass('earphones')).toBe(9)
    expect(topClass('T-shirts')).toBe(25)
    expect(topClass('toys')).toBe(28)
    expect(topClass('cosmetics')).toBe(3)
    expect(topClass('dietary supplements')).toBe(5)
    expect(topClass('dog leash')).toBe(18)
  })

  it('lets a longer phrase win over the words inside it', () => {
    expect(curatedMatches(['smart', 'watch']).flatMap((e) => e.classes)).toEqual([9])
    expect(curatedMatches(['watch']).flatMap((e) => e.classes)).toEqual([14])
  })

  it('matches words of the WIPO class headings', () => {
    const result = searchNice(data, 'fertilizers')
    expect(result.classes[0]!.cls.classId).toBe(1)
    expect(result.classes[0]!.reasons).toContain('heading')
  })

  it('matches Latin fragments of Chinese item names', () => {
    expect(searchNice(data, 'usb').items.map((h) => h.item.code)).toContain('090700')
  })

  it('stems plurals alike on both sides', () => {
    expect(['toys', 'batteries', 'watches', 'glass'].map(stemWord)).toEqual(['toy', 'battery', 'watch', 'glass'])
  })

  it('has curated entries whose classes exist and whose Chinese words find items there', () => {
    for (const entry of curated.entries) {
      expect(entry.classes.every(isKnownClass), entry.words[0]).toBe(true)
      const found = searchNice(data, entry.words[0]!)
      expect(found.items.some((h) => entry.classes.includes(h.item.classId)), entry.words[0]).toBe(true)
    }
  })
})

describe('keywords', () => {
  it('accepts product words in both languages', () => {
    for (const ok of ['蓝牙耳机', 'T-shirt', "men's shoes", '3.5mm 耳机', '手机（智能）', 'A/V cable']) expect(keywordProblem(ok), ok).toBeNull()
  })

  it('refuses empty, oversized, query-syntax and SQL input', () => {
    expect(keywordProblem('')).toBe('empty')
    expect(keywordProblem('   ')).toBe('empty')
    expect(keywordProblem('()')).toBe('empty')
    expect(keywordProblem('x'.repeat(10_240))).toBe('tooLong')
    expect(keywordProblem('"*^()')).toBe('characters')
    expect(keywordProblem("' OR 1=1 --")).toBe('characters')
    expect(keywordProblem('1; DROP TABLE items')).toBe('characters')
    expect(keywordProblem('耳机\u0000')).toBe('characters')
  })

  it('answers nothing, without failing, for words the data does not have', () => {
    const result = searchNice(data, 'UNION SELECT name FROM users')
    expect(result.items).toEqual([])
    expect(searchNice(data, '').classes).toEqual([])
  })
})

describe('views', () => {
  it('lists 46 classes with the short name in the caller’s language', () => {
    const cn = classList(data, 'cn')
    const en = classList(data, 'en')
    expect(cn).toHaveLength(46)
    expect(cn[24]).toMatchObject({ classId: 25, name: '服装鞋帽', shortNameEn: 'Clothing & footwear' })
    expect(en[24]!.name).toBe('Clothing & footwear')
    expect(en[24]!.description).toMatch(/^Clothing, footwear/)
    expect(cn[45]).toMatchObject({ classId: 46, special: true, groupCount: 0, itemCount: 0 })
  })

  it('shapes search answers with class, group and item codes', () => {
    const result = searchNice(data, '蓝牙耳机')
    expect(searchListView(result, data, 'cn').list[0]).toMatchObject({ classId: 9, className: '科学仪器与电子', groupCode: '0908', code: 'C090037', name: '耳机' })
    const byClass = searchByClassView(result, data, 'en')
    expect(byClass.classes[0]).toMatchObject({ classId: 9, name: 'Electronics & software', matchedBy: ['item'] })
    const request = searchForRequestView(result, 'cn')
    expect(request.classes[0]).toMatchObject({ classId: 9, itemNames: expect.arrayContaining(['耳机']) })
    expect(request.classes[0]!.goods).toContain('、')
  })
})
