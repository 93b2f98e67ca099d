import { describe, expect, it } from 'vitest'
import { describeAward, type StoredAward } from '@/services/campaigns/awards'
import { COUPON_TYPES, DISCOUNT_TYPES } from '@/services/campaigns/constants'

const award = (a: Omit<Partial<StoredAward>, 'awardType'> & { awardType: number }): StoredAward => ({ discountType: String(DISCOUNT_TYPES.AMOUNT), count: 1, ...a, awardType: String(a.awardType) })

describe('describeAward', () => {
  it('a full reduction: Chinese without digit grouping, English with it', () => {
    const a = award({ awardType: COUPON_TYPES.FULL_REDUCTION, amount: 200, threshold: 1000 })
    expect(describeAward(a, 'cn')).toMatchObject({ awardType: 3, awardMoney: '¥200', couponTypeText: '满 1000 减 200', threshold: 1000 })
    expect(describeAward(a, 'en')).toMatchObject({ awardMoney: '¥200', couponTypeText: '¥200 off orders from ¥1,000' })
    expect(describeAward(a, 'de').couponTypeText).toBe('¥200 Rabatt ab ¥1.000 Bestellwert')
    expect(describeAward(a, 'ko').couponTypeText).toBe('¥1,000 이상 주문 시 ¥200 할인')
  })

  it('an amount coupon names its value', () => {
    const a = award({ awardType: COUPON_TYPES.COUPONS, amount: 200, count: 2 })
    expect(describeAward(a, 'cn')).toMatchObject({ awardMoney: '¥200', couponTypeText: '优惠券 ¥200', count: 2, discountType: 0 })
    expect(describeAward(a, 'en')).toMatchObject({ awardMoney: '¥200', couponTypeText: 'Coupon: ¥200' })
  })

  it('a rate coupon: 8 折 in Chinese, 20% off elsewhere; 8.5 is 15% off', () => {
    const a = award({ awardType: COUPON_TYPES.COUPONS, discountType: String(DISCOUNT_TYPES.RATE), amount: 8 })
    expect(describeAward(a, 'cn')).toMatchObject({ awardMoney: '8 折', couponTypeText: '优惠券 8 折', discountType: 1 })
    expect(describeAward(a, 'en')).toMatchObject({ awardMoney: '20% off' })
    expect(describeAward({ ...a, amount: 8.5 }, 'en').awardMoney).toBe('15% off')
    expect(describeAward({ ...a, amount: 8.5 }, 'cn').awardMoney).toBe('8.5 折')
  })

  it('a coupon without an amount is just a coupon', () => {
    const a = award({ awardType: COUPON_TYPES.COUPONS })
    expect(describeAward(a, 'cn')).toMatchObject({ awardMoney: null, couponTypeText: '优惠券' })
    expect(describeAward(a, 'en')).toMatchObject({ awardMoney: null, couponTypeText: 'Coupon' })
  })

  it('a coupon package and a service coupon with its service', () => {
    expect(describeAward(award({ awardType: COUPON_TYPES.COUPON_PACKAGE, amount: 500 }), 'cn')).toMatchObject({ couponTypeText: '优惠券礼包', awardMoney: '¥500' })
    const service = award({ awardType: COUPON_TYPES.SERVICE_COUPON, serviceName: ' 欧盟 VAT 注册 ' })
    expect(describeAward(service, 'cn')).toMatchObject({ couponTypeText: '服务券：欧盟 VAT 注册', serviceName: '欧盟 VAT 注册', awardMoney: null })
    expect(describeAward({ ...service, serviceName: 'EU VAT registration' }, 'en').couponTypeText).toBe('Service coupon: EU VAT registration')
    expect(describeAward({ ...service, serviceName: null }, 'en').couponTypeText).toBe('Service coupon')
  })

  it('bonus points count points, not money', () => {
    const a = award({ awardType: COUPON_TYPES.BONUS_POINTS, awardScore: 500 })
    expect(describeAward(a, 'cn')).toMatchObject({ awardMoney: '500 积分', couponTypeText: '积分', awardScore: 500 })
    expect(describeAward(a, 'en')).toMatchObject({ awardMoney: '500 points', couponTypeText: 'Bonus points' })
    expect(describeAward({ ...a, awardScore: 12000 }, 'en').awardMoney).toBe('12,000 points')
  })

  it('a language without its own words answers in English', () => {
    const a = award({ awardType: COUPON_TYPES.FULL_REDUCTION, amount: 50, threshold: 300 })
    expect(describeAward(a, 'fr').couponTypeText).toBe('¥50 off orders from ¥300')
  })
})
