import type { Locale } from '@/brands/registry'
import { COUPON_TYPES, DISCOUNT_TYPES, type CouponType } from './constants'
import type { AwardView } from './types'

/** One award of a reward package as the CMS stores it (select values are strings there). */
export interface StoredAward {
  awardType: string
  discountType?: string | null
  count?: number | null
  amount?: number | null
  threshold?: number | null
  awardScore?: number | null
  serviceName?: string | null
}

type Words = {
  money: (amount: string) => string
  /** A rate of 8 is "8 折" in Chinese and "20% off" elsewhere. */
  rate: (rate: string, percentOff: string) => string
  fullReduction: (amount: string, threshold: string) => string
  coupon: (value: string) => string
  couponPackage: string
  serviceCoupon: (service: string | null) => string
  points: (points: string) => string
  pointsKind: string
  /** Chinese writes amounts as 1000, the other languages group digits (1,000 / 1.000). */
  grouping: boolean
  numberLocale: string
}

const WORDS: Record<'cn' | 'en' | 'de' | 'ko', Words> = {
  cn: {
    money: (a) => `¥${a}`,
    rate: (r) => `${r} 折`,
    fullReduction: (a, t) => `满 ${t} 减 ${a}`,
    coupon: (v) => `优惠券 ${v}`,
    couponPackage: '优惠券礼包',
    serviceCoupon: (s) => (s ? `服务券：${s}` : '服务券'),
    points: (p) => `${p} 积分`,
    pointsKind: '积分',
    grouping: false,
    numberLocale: 'zh-CN',
  },
  en: {
    money: (a) => `¥${a}`,
    rate: (_r, off) => `${off}% off`,
    fullReduction: (a, t) => `¥${a} off orders from ¥${t}`,
    coupon: (v) => `Coupon: ${v}`,
    couponPackage: 'Coupon package',
    serviceCoupon: (s) => (s ? `Service coupon: ${s}` : 'Service coupon'),
    points: (p) => `${p} points`,
    pointsKind: 'Bonus points',
    grouping: true,
    numberLocale: 'en-GB',
  },
  de: {
    money: (a) => `¥${a}`,
    rate: (_r, off) => `${off} % Rabatt`,
    fullReduction: (a, t) => `¥${a} Rabatt ab ¥${t} Bestellwert`,
    coupon: (v) => `Gutschein: ${v}`,
    couponPackage: 'Gutscheinpaket',
    serviceCoupon: (s) => (s ? `Leistungsgutschein: ${s}` : 'Leistungsgutschein'),
    points: (p) => `${p} Punkte`,
    pointsKind: 'Bonuspunkte',
    grouping: true,
    numberLocale: 'de-DE',
  },
  ko: {
    money: (a) => `¥${a}`,
    rate: (_r, off) => `${off}% 할인`,
    fullReduction: (a, t) => `¥${t} 이상 주문 시 ¥${a} 할인`,
    coupon: (v) => `쿠폰: ${v}`,
    couponPackage: '쿠폰 패키지',
    serviceCoupon: (s) => (s ? `서비스 쿠폰: ${s}` : '서비스 쿠폰'),
    points: (p) => `${p} 포인트`,
    pointsKind: '보너스 포인트',
    grouping: true,
    numberLocale: 'ko-KR',
  },
}

function wordsFor(locale: Locale | string): Words {
  return (WORDS as Record<string, Words>)[locale] ?? WORDS.en
}

function number(value: number, w: Words): string {
  return new Intl.NumberFormat(w.numberLocale, { useGrouping: w.grouping, maximumFractionDigits: 2 }).format(value)
}

/** The value of an amount or rate award in words: `¥200`, `8 折`, `20% off`; null without an amount. */
function valueText(award: StoredAward, w: Words): string | null {
  if (award.amount == null) return null
  if (String(award.discountType) === String(DISCOUNT_TYPES.RATE)) {
    // A rate says what is paid in tenths (8 = pay 80 %), so the saving is (10 - rate) × 10 %.
    const percentOff = Math.round((10 - award.amount) * 1000) / 100
    return w.rate(number(award.amount, w), number(percentOff, w))
  }
  return w.money(number(award.amount, w))
}

/**
 * An award with its value and kind in the visitor's language (cn, en, de, ko; any other
 * language gets English): what the new-user reward list shows.
 */
export function describeAward(award: StoredAward, locale: Locale | string): AwardView {
  const w = wordsFor(locale)
  const awardType = Number(award.awardType) as CouponType
  const discountType = String(award.discountType) === String(DISCOUNT_TYPES.RATE) ? 1 : 0
  const value = valueText(award, w)
  let awardMoney: string | null = value
  let couponTypeText: string
  switch (awardType) {
    case COUPON_TYPES.FULL_REDUCTION:
      couponTypeText = w.fullReduction(number(award.amount ?? 0, w), number(award.threshold ?? 0, w))
      break
    case COUPON_TYPES.COUPONS:
      couponTypeText = value ? w.coupon(value) : w.coupon('').replace(/[:：]?\s*$/, '')
      break
    case COUPON_TYPES.COUPON_PACKAGE:
      couponTypeText = w.couponPackage
      break
    case COUPON_TYPES.SERVICE_COUPON:
      couponTypeText = w.serviceCoupon(award.serviceName?.trim() || null)
      break
    case COUPON_TYPES.BONUS_POINTS:
      awardMoney = w.points(number(award.awardScore ?? 0, w))
      couponTypeText = w.pointsKind
      break
    default:
      couponTypeText = ''
  }
  return {
    awardType,
    discountType,
    count: award.count ?? 1,
    awardScore: award.awardScore ?? null,
    awardMoney,
    couponTypeText,
    threshold: award.threshold ?? null,
    serviceName: award.serviceName?.trim() || null,
  }
}
