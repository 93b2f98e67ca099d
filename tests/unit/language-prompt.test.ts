import { describe, expect, it } from 'vitest'
import { suggestedLocale } from '@/brands/language-prompt'

describe('suggestedLocale (the language prompt of the recycling and Korea brands)', () => {
  const gl = ['en', 'de', 'cn'] as const
  const hk = ['cn', 'en', 'ko'] as const

  it('offers English to a visitor abroad reading another language', () => {
    expect(suggestedLocale({ foreign: true, shown: 'cn', published: gl })).toBe('en')
    expect(suggestedLocale({ foreign: true, shown: 'de', published: gl })).toBe('en')
    expect(suggestedLocale({ foreign: true, shown: 'ko', published: hk })).toBe('en')
  })

  it('offers Chinese to a visitor in China reading another language', () => {
    expect(suggestedLocale({ foreign: false, shown: 'en', published: gl })).toBe('cn')
    expect(suggestedLocale({ foreign: false, shown: 'ko', published: hk })).toBe('cn')
  })

  it('offers nothing when the version shown suits the address', () => {
    expect(suggestedLocale({ foreign: true, shown: 'en', published: gl })).toBeNull()
    expect(suggestedLocale({ foreign: false, shown: 'cn', published: hk })).toBeNull()
  })

  it('offers only a version the brand publishes', () => {
    expect(suggestedLocale({ foreign: false, shown: 'en', published: ['en', 'de'] })).toBeNull()
  })
})
