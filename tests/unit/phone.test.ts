import { describe, expect, it } from 'vitest'
import { compactContactNumber, maskPhone, MOBILE_PATTERN, normalizePhone, telHref } from '@/lib/phone'

describe('normalizePhone (login form and gateway alike)', () => {
  it('returns the 11 digits of a mainland mobile number', () => {
    expect(normalizePhone('13800138000')).toBe('13800138000')
    expect(normalizePhone('19912345678')).toBe('19912345678')
  })

  it('drops the spaces and dashes people type', () => {
    expect(normalizePhone('138 0013 8000')).toBe('13800138000')
    expect(normalizePhone('138-0013-8000')).toBe('13800138000')
    expect(normalizePhone(' 138\t0013\u00a08000 ')).toBe('13800138000')
  })

  it('drops a +86 or 86 country prefix before the 11 digits', () => {
    expect(normalizePhone('+8613800138000')).toBe('13800138000')
    expect(normalizePhone('8613800138000')).toBe('13800138000')
    expect(normalizePhone('+86 138 0013 8000')).toBe('13800138000')
  })

  it('refuses what is not a mainland mobile number with null', () => {
    for (const input of ['', '1380013800', '138001380000', '12800138000', '23800138000', '+4413800138000', '+86 12800138000', '1380013800a', '(138)00138000', '008613800138000']) {
      expect(normalizePhone(input), input).toBeNull()
    }
  })

  it('gives only numbers the pattern accepts', () => {
    const normalized = normalizePhone('+86 139-1234-5678')
    expect(normalized).toBe('13912345678')
    expect(MOBILE_PATTERN.test(normalized!)).toBe(true)
  })
})

describe('maskPhone', () => {
  it('keeps the first three and last four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('123')).toBe('****')
  })
  it('masks shorter and unexpected input more heavily', () => {
    expect(maskPhone('1234567')).toBe('12****67')
    expect(maskPhone('12345')).toBe('****')
    expect(maskPhone('')).toBe('****')
  })
})

describe('compactContactNumber', () => {
  it('drops what people type between digits and keeps a leading +', () => {
    expect(compactContactNumber('+44 (20) 7946-0958')).toBe('+442079460958')
    expect(compactContactNumber('（021）6888.1234')).toBe('02168881234')
    expect(compactContactNumber('138 0013 8000')).toBe('13800138000')
  })
})

describe('telHref', () => {
  it('keeps digits and a leading + for a tel: link', () => {
    expect(telHref('400-000-1215')).toBe('tel:4000001215')
    expect(telHref('+852 2345 6789')).toBe('tel:+85223456789')
  })
})
