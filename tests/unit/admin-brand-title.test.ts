import { describe, expect, it } from 'vitest'
import { brandTitle } from '@/cms/collections/Brands'

/** The brand title every brand column and picker of the admin shows. */
describe('brandTitle', () => {
  it('joins the Chinese name and the key', () => {
    expect(brandTitle('子午知识产权', 'mdt')).toBe('子午知识产权 · mdt')
    expect(brandTitle('  北辰合规 ', 'lz')).toBe('北辰合规 · lz')
  })

  it('keeps whichever part is known', () => {
    expect(brandTitle('', 'gl')).toBe('gl')
    expect(brandTitle(undefined, 'gl')).toBe('gl')
    expect(brandTitle('绿环回收', null)).toBe('绿环回收')
    expect(brandTitle(null, undefined)).toBe('')
  })
})
