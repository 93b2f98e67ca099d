import { describe, it, expect, vi } from 'vitest'

// commodity-search imports the Payload client (and with it the whole Payload config);
// filterServices is pure, so keep the CMS out of this test.
vi.mock('@/services/payload', () => ({ payloadClient: vi.fn() }))
vi.mock('@/services/cache', () => ({ cachedRead: vi.fn() }))

import { pageTitle } from '@/lib/page-title'
import { filterServices, type SearchableService } from '@/services/content/commodity-search'

describe('pageTitle', () => {
  it('joins brand, site and nav label with " - "', () => {
    expect(pageTitle('绿舟', '跨境电商合规服务', 'VAT')).toBe('绿舟 - 跨境电商合规服务 - VAT')
  })

  it('skips a missing, empty or blank nav label', () => {
    expect(pageTitle('LZ', 'Compliance')).toBe('LZ - Compliance')
    expect(pageTitle('LZ', 'Compliance', null)).toBe('LZ - Compliance')
    expect(pageTitle('LZ', 'Compliance', '')).toBe('LZ - Compliance')
    expect(pageTitle('LZ', 'Compliance', '   ')).toBe('LZ - Compliance')
  })

  it('skips an empty brand or site', () => {
    expect(pageTitle('', 'Compliance', 'VAT')).toBe('Compliance - VAT')
    expect(pageTitle('LZ', ' ', 'VAT')).toBe('LZ - VAT')
    expect(pageTitle('', '', '')).toBe('')
  })
})

describe('filterServices', () => {
  const services: SearchableService[] = [
    { id: 1, menuName: 'VAT 注册', menuAttribute: 'tax', path: '/lz/VAT' },
    { id: 2, menuName: 'EPR Germany', menuAttribute: 'epr', path: '/lz/EPR' },
    { id: 3, menuName: 'Trademark', menuAttribute: 'ip', path: '/lz/tm' },
  ]

  it('matches a case-insensitive substring of menuName', () => {
    expect(filterServices(services, 'vat').map((s) => s.id)).toEqual([1])
    expect(filterServices(services, 'GERM').map((s) => s.id)).toEqual([2])
    expect(filterServices(services, 'mar').map((s) => s.id)).toEqual([3])
    expect(filterServices(services, '注册').map((s) => s.id)).toEqual([1])
  })

  it('matches several and keeps their order', () => {
    expect(filterServices(services, 'e').map((s) => s.id)).toEqual([2, 3])
  })

  it('trims the keyword', () => {
    expect(filterServices(services, '  epr  ').map((s) => s.id)).toEqual([2])
  })

  it('does not search other fields', () => {
    expect(filterServices(services, 'tax')).toEqual([])
    expect(filterServices(services, '/lz')).toEqual([])
  })

  it('returns everything for an empty or blank keyword', () => {
    expect(filterServices(services, '')).toEqual(services)
    expect(filterServices(services, '   ')).toEqual(services)
  })

  it('returns nothing when nothing matches', () => {
    expect(filterServices(services, 'xyz')).toEqual([])
  })
})
