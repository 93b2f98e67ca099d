import { afterEach, describe, expect, it, vi } from 'vitest'
import { highlightParts } from '@/components/trademark/class-search-highlight'
import {
  addHistoryEntry,
  countryKey,
  HISTORY_CAPS,
  HISTORY_STORAGE_KEYS,
  readHistory,
  recordSearch,
  removeHistoryEntry,
  writeHistory,
  type SearchHistoryEntry,
} from '@/components/trademark/search-history'

/** Browser search history: src/components/trademark/search-history.ts. */

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute)).toISOString()
const entry = (markElement: string, country = '', minute = 0): SearchHistoryEntry => ({ markElement, country, searchDate: at(minute) })

/** Adds keywords one after another, as a visitor would search them. */
function searchAll(keywords: string[], cap: number, country = ''): SearchHistoryEntry[] {
  return keywords.reduce<SearchHistoryEntry[]>((list, keyword, i) => addHistoryEntry(list, entry(keyword, country, i), cap), [])
}

class MemoryStorage {
  readonly values = new Map<string, string>()
  getItem(key: string) {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value))
  }
}

describe('addHistoryEntry: one entry per keyword plus country, newest first', () => {
  it('puts a new search first', () => {
    expect(searchAll(['耳机', '手机壳', 'laptop'], 10).map((e) => e.markElement)).toEqual(['laptop', '手机壳', '耳机'])
  })

  it('moves a repeated search to the top with its new date instead of adding it twice', () => {
    const list = addHistoryEntry(searchAll(['耳机', '手机壳', 'laptop'], 10), entry('耳机', '', 30), 10)
    expect(list.map((e) => e.markElement)).toEqual(['耳机', 'laptop', '手机壳'])
    expect(list[0]!.searchDate).toBe(at(30))
  })

  it('treats the same keyword in another country as another search', () => {
    let list = addHistoryEntry([], entry('huawei', '20'), 15)
    list = addHistoryEntry(list, entry('huawei', '20,21'), 15)
    list = addHistoryEntry(list, entry('huawei', ''), 15)
    expect(list.map((e) => e.country)).toEqual(['', '20,21', '20'])
    list = addHistoryEntry(list, entry('huawei', '20', 9), 15)
    expect(list.map((e) => e.country)).toEqual(['20', '', '20,21'])
  })

  it('ignores case, surrounding spaces and repeated spaces in the keyword', () => {
    const list = searchAll(['Phone Case', ' phone case ', 'PHONE   CASE', 'phone\tcase'], 10)
    expect(list).toHaveLength(1)
    // The newest wording is kept.
    expect(list[0]!.markElement).toBe('phone\tcase')
  })

  it('keeps keywords that only look alike apart (no fuzzy matching)', () => {
    expect(searchAll(['phonecase', 'phone case', '耳机', '耳 机'], 10)).toHaveLength(4)
  })

  it('caps classification at 10: the 11th search drops the oldest', () => {
    expect(HISTORY_CAPS.classification).toBe(10)
    const ten = searchAll(Array.from({ length: 10 }, (_, i) => `word${i + 1}`), HISTORY_CAPS.classification)
    expect(ten).toHaveLength(10)
    expect(ten.at(-1)!.markElement).toBe('word1')
    const eleven = addHistoryEntry(ten, entry('word11', '', 11), HISTORY_CAPS.classification)
    expect(eleven).toHaveLength(10)
    expect(eleven[0]!.markElement).toBe('word11')
    expect(eleven.map((e) => e.markElement)).not.toContain('word1')
    expect(eleven.at(-1)!.markElement).toBe('word2')
  })

  it('caps trademarks at 15: the 16th search drops the oldest', () => {
    expect(HISTORY_CAPS.trademark).toBe(15)
    const list = searchAll(Array.from({ length: 16 }, (_, i) => `mark${i + 1}`), HISTORY_CAPS.trademark, '20')
    expect(list).toHaveLength(15)
    expect(list[0]!.markElement).toBe('mark16')
    expect(list.at(-1)!.markElement).toBe('mark2')
    expect(list.map((e) => e.markElement)).not.toContain('mark1')
  })

  it('does not drop anything when a full list repeats one of its searches', () => {
    const full = searchAll(Array.from({ length: 10 }, (_, i) => `word${i + 1}`), 10)
    const again = addHistoryEntry(full, entry('WORD1', '', 20), 10)
    expect(again).toHaveLength(10)
    expect(again.map((e) => e.markElement)).toEqual(['WORD1', ...full.slice(0, 9).map((e) => e.markElement)])
  })

  it('does not change the list it was given', () => {
    const list = searchAll(['a1', 'b2'], 10)
    const copy = structuredClone(list)
    addHistoryEntry(list, entry('c3'), 10)
    expect(list).toEqual(copy)
  })
})

describe('removeHistoryEntry and countryKey', () => {
  it('removes one search, matched like a duplicate', () => {
    const list = searchAll(['耳机', 'Laptop'], 10)
    expect(removeHistoryEntry(list, entry(' laptop ')).map((e) => e.markElement)).toEqual(['耳机'])
    expect(removeHistoryEntry(list, entry('laptop', '20'))).toHaveLength(2)
  })

  it('sorts office codes so the order of choice does not make a new search', () => {
    expect(countryKey([21, 20, 99])).toBe('20,21,99')
    expect(countryKey([])).toBe('')
    expect(countryKey(undefined)).toBe('')
  })
})

describe('readHistory and writeHistory with the browser storage', () => {
  it('round-trips a list under the kind’s own key', () => {
    const storage = new MemoryStorage()
    const list = searchAll(['耳机', '手机壳'], 10)
    writeHistory('classification', list, storage)
    expect(storage.values.has(HISTORY_STORAGE_KEYS.classification)).toBe(true)
    expect(storage.values.has(HISTORY_STORAGE_KEYS.trademark)).toBe(false)
    expect(readHistory('classification', storage)).toEqual(list)
    expect(readHistory('trademark', storage)).toEqual([])
  })

  it('writes at most the cap', () => {
    const storage = new MemoryStorage()
    writeHistory('classification', Array.from({ length: 14 }, (_, i) => entry(`w${i}`)), storage)
    expect(JSON.parse(storage.getItem(HISTORY_STORAGE_KEYS.classification)!)).toHaveLength(10)
  })

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"markElement":"耳机","country":"","searchDate":"2026-01-05"}'],
    ['a string', '"耳机"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads corrupted storage (%s) as an empty history', (_label, stored) => {
    const storage = new MemoryStorage()
    storage.setItem(HISTORY_STORAGE_KEYS.classification, stored)
    expect(readHistory('classification', storage)).toEqual([])
  })

  it('keeps the valid entries of a partly corrupted list and drops the rest', () => {
    const storage = new MemoryStorage()
    const good = entry('耳机', '', 1)
    storage.setItem(
      HISTORY_STORAGE_KEYS.classification,
      JSON.stringify([null, 'text', 7, { markElement: '', country: '', searchDate: at(2) }, { markElement: '   ', country: '', searchDate: at(2) }, { markElement: 'x', country: 20, searchDate: at(2) }, { markElement: 'y', country: '' }, good]),
    )
    expect(readHistory('classification', storage)).toEqual([good])
  })

  it('reads at most the cap from a list that grew too long elsewhere', () => {
    const storage = new MemoryStorage()
    storage.setItem(HISTORY_STORAGE_KEYS.classification, JSON.stringify(Array.from({ length: 30 }, (_, i) => entry(`w${i}`))))
    const list = readHistory('classification', storage)
    expect(list).toHaveLength(10)
    expect(list[0]!.markElement).toBe('w0')
  })

  it('survives storage that throws (private mode, quota) or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(readHistory('classification', throwing)).toEqual([])
    expect(() => writeHistory('classification', [entry('耳机')], throwing)).not.toThrow()
    expect(readHistory('classification', undefined)).toEqual([])
    expect(() => writeHistory('classification', [entry('耳机')], undefined)).not.toThrow()
  })
})

describe('recordSearch (what the class search page calls after each answer)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('stores the trimmed keyword with its date, newest first, deduplicated and capped', () => {
    const storage = new MemoryStorage()
    vi.stubGlobal('localStorage', storage)
    const keywords = ['耳机', '手机壳', '笔记本电脑', '连衣裙', '运动鞋', '咖啡', '口红', '自行车', '玩具', '茶叶', '背包']
    keywords.forEach((k, i) => recordSearch('classification', ` ${k} `, '', new Date(at(i))))
    let list = readHistory('classification')
    expect(list.map((e) => e.markElement)).toEqual(keywords.slice(1).reverse())
    expect(list[0]).toEqual({ markElement: '背包', country: '', searchDate: at(10) })

    const returned = recordSearch('classification', '咖啡', '', new Date(at(20)))
    list = readHistory('classification')
    expect(returned).toEqual(list)
    expect(list).toHaveLength(10)
    expect(list.filter((e) => e.markElement === '咖啡')).toHaveLength(1)
    expect(list[0]).toEqual({ markElement: '咖啡', country: '', searchDate: at(20) })
  })

  it('starts afresh over a corrupted stored value', () => {
    const storage = new MemoryStorage()
    storage.setItem(HISTORY_STORAGE_KEYS.classification, '[{"broken"')
    vi.stubGlobal('localStorage', storage)
    expect(recordSearch('classification', 'phone case', '', new Date(at(3)))).toEqual([entry('phone case', '', 3)])
    expect(readHistory('classification')).toEqual([entry('phone case', '', 3)])
  })

  it('still answers the new list when storage refuses to write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    })
    expect(recordSearch('classification', '耳机', '', new Date(at(1)))).toEqual([entry('耳机', '', 1)])
  })
})

describe('highlightParts (the class search results’ match emphasis)', () => {
  const marked = (name: string, query: string) =>
    highlightParts(name, query)
      .filter((p) => p.match)
      .map((p) => p.text)

  it('marks the runs of the name that occur in the query', () => {
    expect(marked('头戴式耳机', '蓝牙耳机')).toEqual(['耳机'])
    expect(marked('智能手机用壳', '手机壳')).toEqual(['手机'])
    expect(marked('耳机', '耳机')).toEqual(['耳机'])
  })

  it('keeps the whole name, in order, across the parts', () => {
    const parts = highlightParts('USB 闪存盘', 'usb')
    expect(parts.map((p) => p.text).join('')).toBe('USB 闪存盘')
    expect(parts).toEqual([
      { text: 'USB', match: true },
      { text: ' 闪存盘', match: false },
    ])
  })

  it('marks single characters only for a one-character query', () => {
    expect(marked('茶叶', '茶')).toEqual(['茶'])
    expect(marked('红茶饮料', '茶杯')).toEqual([])
  })

  it('marks nothing for an empty query or English words against Chinese names', () => {
    expect(marked('智能手机用壳', '')).toEqual([])
    expect(marked('智能手机用壳', 'phone case')).toEqual([])
  })
})
