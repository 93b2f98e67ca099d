import type { MarkStatus, OfficeCode, TrademarkRecord } from './records'

/**
 * A deterministic generator of realistic synthetic trademarks for development and the
 * 1,000,000-mark benchmark (`npm run trademarks:generate -- --count N [--seed S]`). The
 * same count and seed always give the same marks, so benchmark runs are comparable.
 * Names are invented from syllables and common brand characters; they are not real marks.
 */

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rand = () => number
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
function weighted<T>(rand: Rand, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((s, [, w]) => s + w, 0)
  let r = rand() * total
  for (const [value, w] of entries) if ((r -= w) < 0) return value
  return entries[entries.length - 1]![0]
}

const ONSETS = ['b', 'br', 'c', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'k', 'kl', 'l', 'm', 'n', 'p', 'pr', 'r', 's', 'st', 't', 'tr', 'v', 'w', 'z', 'x', 'sh', 'ch', 'qu']
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ai', 'ea', 'io', 'y', 'ou']
const CODAS = ['', '', '', 'n', 'r', 'x', 'l', 's', 'm', 't', 'ck', 'nd', 'ng']
const SUFFIXES = ['Tech', 'Home', 'Pro', 'Go', 'Lab', 'Life', 'Max', 'Smart', 'Kids', 'Pet', 'Gear', 'Care']
// Characters that recur in Chinese brand names.
const HANZI = '华美达盛佳优乐康源星宇创新易安泰宏博嘉鑫航云智科品悦尚雅家和润丰兴隆恒信诚远晨光明天宝金银龙凤祥瑞福禄喜德仁义礼正道通汇海江山川林森木火水土石玉琪琳瑶蓝绿青白红橙紫'
const CITIES = ['Shenzhen', 'Guangzhou', 'Yiwu', 'Hangzhou', 'Ningbo', 'Xiamen', 'Dongguan', 'Shanghai', 'Suzhou', 'Foshan']
const CN_CITIES = ['深圳', '广州', '义乌', '杭州', '宁波', '厦门', '东莞', '上海', '苏州', '佛山']

/** Seller-heavy classes weigh more: electronics, clothing, household, toys, cosmetics, retail. */
const CLASS_WEIGHTS: readonly (readonly [number, number])[] = [
  [9, 18], [25, 14], [21, 10], [20, 8], [28, 8], [3, 7], [35, 6], [11, 6], [8, 5], [18, 5], [14, 4], [16, 4], [5, 3], [10, 3], [12, 3], [7, 3], [24, 3], [30, 2], [32, 2], [41, 2], [42, 2], [6, 1], [15, 1], [19, 1], [22, 1], [26, 1], [27, 1], [29, 1], [31, 1], [33, 1], [34, 1], [36, 1], [37, 1], [38, 1], [39, 1], [40, 1], [43, 1], [44, 1], [45, 1], [1, 1], [2, 1], [4, 1], [13, 1], [17, 1], [23, 1],
]

const GOODS: Record<number, string[]> = {
  9: ['Headphones; earphones; mobile phone cases; chargers for electric batteries', '耳机；手机壳；电池充电器；数据线'],
  25: ['Clothing, namely T-shirts, hoodies and leggings; footwear; headwear', '服装；T恤衫；运动鞋；帽子'],
  21: ['Kitchen utensils; drinking bottles; storage containers for household use', '厨房用具；水杯；家用收纳容器'],
  20: ['Furniture; shelves; pillows; mirrors', '家具；置物架；枕头；镜子'],
  28: ['Toys; games; sporting articles; fishing tackle', '玩具；游戏器具；体育活动器械；钓具'],
  3: ['Cosmetics; skin care preparations; nail polish; perfumes', '化妆品；护肤品；指甲油；香水'],
  35: ['Online retail store services; advertising; business management', '在线零售服务；广告；商业管理'],
  11: ['Lamps; electric fans; air purifiers; water filters', '灯；电风扇；空气净化器；净水过滤器'],
  8: ['Hand tools; razors; cutlery; manicure sets', '手工具；剃刀；餐具刀叉；修指甲工具'],
  18: ['Bags; backpacks; wallets; umbrellas; pet clothing', '包；背包；钱包；伞；宠物服装'],
}

const OFFICES: readonly (readonly [OfficeCode, number])[] = [[20, 35], [99, 25], [21, 15], [23, 10], [24, 15]]
const STATUSES: readonly (readonly [MarkStatus, number])[] = [['registered', 55], ['pending', 20], ['expired', 12], ['refused', 8], ['withdrawn', 5]]
const NUMBER_PREFIX: Record<OfficeCode, string> = { 20: 'US', 21: 'UK', 99: 'EU', 23: 'JPA', 24: 'JPR' }

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function latinWord(rand: Rand): string {
  const syllables = 2 + Math.floor(rand() * 2)
  let word = ''
  for (let i = 0; i < syllables; i++) word += pick(rand, ONSETS) + pick(rand, VOWELS) + (i === syllables - 1 ? pick(rand, CODAS) : '')
  return capitalise(word)
}

function hanziWord(rand: Rand): string {
  const length = 2 + Math.floor(rand() * 3)
  let word = ''
  for (let i = 0; i < length; i++) word += pick(rand, [...HANZI])
  return word
}

function markText(rand: Rand): string {
  const kind = weighted(rand, [['latin', 55], ['latinSuffix', 10], ['hanzi', 25], ['mixed', 10]] as const)
  if (kind === 'latin') return latinWord(rand)
  if (kind === 'latinSuffix') return `${latinWord(rand)} ${pick(rand, SUFFIXES)}`
  if (kind === 'hanzi') return hanziWord(rand)
  return `${hanziWord(rand).slice(0, 2)}${latinWord(rand)}`
}

function applicant(rand: Rand, mark: string): string {
  const latin = /[a-z]/i.test(mark) ? mark.replace(/[^a-z ]/gi, '').trim() || latinWord(rand) : latinWord(rand)
  return weighted(rand, [
    [`${pick(rand, CITIES)} ${latin} Technology Co., Ltd.`, 40],
    [`${pick(rand, CN_CITIES)}${/[\u4e00-\u9fff]/.test(mark) ? mark.replace(/[^\u4e00-\u9fff]/g, '') : hanziWord(rand)}贸易有限公司`, 25],
    [`${latin} Inc.`, 15],
    [`${latin} GmbH`, 10],
    [`${latin} Ltd`, 10],
  ])
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

const FIRST_FILING = Date.UTC(2008, 0, 1)
const LAST_FILING = Date.UTC(2026, 9, 31)
const DAY = 86_400_000

/** `count` synthetic marks from `seed`, one at a time (a million fit in a stream, not an array). */
export function* syntheticMarks(count: number, seed = 20261121): Generator<TrademarkRecord> {
  const rand = prng(seed)
  for (let i = 0; i < count; i++) {
    const text = markText(rand)
    const office = weighted(rand, OFFICES)
    const status = weighted(rand, STATUSES)
    const classCount = weighted(rand, [[1, 60], [2, 25], [3, 15]] as const)
    const classes = [...new Set(Array.from({ length: classCount }, () => weighted(rand, CLASS_WEIGHTS)))].sort((a, b) => a - b)
    const filed = FIRST_FILING + Math.floor(rand() * ((LAST_FILING - FIRST_FILING) / DAY)) * DAY
    const registered = status === 'registered' || status === 'expired' ? Math.min(filed + (180 + Math.floor(rand() * 540)) * DAY, LAST_FILING) : null
    const goods = classes.map((c) => (GOODS[c] ? GOODS[c]![/[\u4e00-\u9fff]/.test(text) ? 1 : 0] : `Goods and services in class ${c}`)).join('; ')
    yield {
      registrationNumber: `${NUMBER_PREFIX[office]}${String(10_000_000 + i)}`,
      markText: text,
      office,
      classes,
      status,
      applicant: applicant(rand, text),
      filingDate: isoDay(filed),
      registrationDate: registered === null ? null : isoDay(registered),
      goods,
    }
  }
}
