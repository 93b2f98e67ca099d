import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest'
import { countryOfAddress, isForeignVisitor, isPrivateOrLoopback } from '@/services/geo'

describe('isPrivateOrLoopback', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fd12:3456:789a::1',
    'FC00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::FFFF:192.168.0.1',
  ])('%s is private or loopback', (ip) => {
    expect(isPrivateOrLoopback(ip)).toBe(true)
  })

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '2001:4860:4860::8888',
  ])('%s is public', (ip) => {
    expect(isPrivateOrLoopback(ip)).toBe(false)
  })
})

describe('isForeignVisitor', () => {
  const HEADER = 'cf-ipcountry'
  const headers = (init: Record<string, string> = {}) => new Headers(init)

  beforeEach(() => {
    vi.stubEnv('GEO_UNKNOWN_IS_FOREIGN', '')
    vi.stubEnv('GEO_COUNTRY_HEADER', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('trusts the country header: US is foreign, CN is domestic', async () => {
    expect(await isForeignVisitor(headers({ [HEADER]: 'US' }), '8.8.8.8', HEADER)).toBe(true)
    expect(await isForeignVisitor(headers({ [HEADER]: 'CN' }), '8.8.8.8', HEADER)).toBe(false)
  })

  it('normalises the country code (case, whitespace)', async () => {
    expect(await isForeignVisitor(headers({ [HEADER]: ' cn ' }), '8.8.8.8', HEADER)).toBe(false)
    expect(await isForeignVisitor(headers({ [HEADER]: 'de' }), '8.8.8.8', HEADER)).toBe(true)
  })

  it('the country header wins over a private address', async () => {
    expect(await isForeignVisitor(headers({ [HEADER]: 'US' }), '10.0.0.1', HEADER)).toBe(true)
  })

  it('ignores a malformed country value and falls back to the address rule', async () => {
    expect(await isForeignVisitor(headers({ [HEADER]: 'T1' }), '114.114.114.114', HEADER)).toBe(false)
    expect(await isForeignVisitor(headers({ [HEADER]: 'USA' }), '114.114.114.114', HEADER)).toBe(false)
    expect(await isForeignVisitor(headers({ [HEADER]: 'USA' }), '8.8.8.8', HEADER)).toBe(true)
  })

  it('a private address without the header is domestic', async () => {
    expect(await isForeignVisitor(headers(), '192.168.1.5', HEADER)).toBe(false)
    vi.stubEnv('GEO_UNKNOWN_IS_FOREIGN', '1')
    expect(await isForeignVisitor(headers(), '192.168.1.5', HEADER)).toBe(false)
  })

  it('without the header, a public address is looked up in the shipped IP-to-country database', async () => {
    expect(await isForeignVisitor(headers(), '8.8.8.8', HEADER)).toBe(true) // United States
    expect(await isForeignVisitor(headers(), '::ffff:8.8.8.8', HEADER)).toBe(true)
    expect(await isForeignVisitor(headers(), '2001:4860:4860::8888', HEADER)).toBe(true)
    expect(await isForeignVisitor(headers(), '114.114.114.114', HEADER)).toBe(false) // China
    expect(await countryOfAddress('114.114.114.114')).toBe('CN')
    expect(await countryOfAddress('not an address')).toBeNull()
  })

  it('an address the database does not know is domestic unless GEO_UNKNOWN_IS_FOREIGN=1', async () => {
    // 240.0.0.0/4 is reserved: no country.
    expect(await countryOfAddress('240.0.0.1')).toBeNull()
    expect(await isForeignVisitor(headers(), '240.0.0.1', HEADER)).toBe(false)
    vi.stubEnv('GEO_UNKNOWN_IS_FOREIGN', '1')
    expect(await isForeignVisitor(headers(), '240.0.0.1', HEADER)).toBe(true)
    vi.stubEnv('GEO_UNKNOWN_IS_FOREIGN', 'true')
    expect(await isForeignVisitor(headers(), '240.0.0.1', HEADER)).toBe(false)
  })

  it('reads no country header when none is configured', async () => {
    expect(await isForeignVisitor(headers({ [HEADER]: 'US' }), '114.114.114.114')).toBe(false)
  })

  it('defaults the header name to GEO_COUNTRY_HEADER', async () => {
    vi.stubEnv('GEO_COUNTRY_HEADER', 'x-country')
    expect(await isForeignVisitor(headers({ 'x-country': 'US' }), '8.8.8.8')).toBe(true)
    expect(await isForeignVisitor(headers({ 'x-country': 'CN' }), '8.8.8.8')).toBe(false)
    expect(await isForeignVisitor(headers({ 'x-country': 'CN' }), '114.114.114.114')).toBe(false)
  })
})

describe('unknown country codes from the edge', () => {
  it('does not read XX or T1 as foreign', async () => {
    const headers = new Headers({ 'cf-ipcountry': 'XX' })
    expect(await isForeignVisitor(headers, '127.0.0.1', 'cf-ipcountry')).toBe(false)
    expect(await isForeignVisitor(new Headers({ 'cf-ipcountry': 'T1' }), '10.0.0.1', 'cf-ipcountry')).toBe(false)
  })
})
