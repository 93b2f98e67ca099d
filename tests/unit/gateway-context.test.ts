import { afterEach, describe, it, expect, vi } from 'vitest'
import { clientIp, gatewayContext } from '@/gateway/context'

const req = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/api/gateway/x', { headers })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('gatewayContext: brand', () => {
  it('takes the brand from the platform header code', () => {
    expect(gatewayContext(req({ platform: '08' })).brand.key).toBe('mdt')
    expect(gatewayContext(req({ platform: '01' })).brand.key).toBe('gl')
  })

  it('the platform header wins over the host', () => {
    expect(gatewayContext(req({ platform: '08', host: 'hb.localhost:3000' })).brand.key).toBe('mdt')
  })

  it('falls back to the host without a (known) platform header', () => {
    expect(gatewayContext(req({ host: 'hb.localhost:3000' })).brand.key).toBe('hb')
    expect(gatewayContext(req({ platform: '99', host: 'cht.localhost' })).brand.key).toBe('cht')
  })

  it('believes X-Forwarded-Host only behind a trusted proxy', () => {
    const headers = { host: 'localhost:3000', 'x-forwarded-host': 'mdt.localhost' }
    expect(gatewayContext(req(headers)).brand.key).toBe('lz')
    process.env.TRUST_PROXY = '1'
    try {
      expect(gatewayContext(req(headers)).brand.key).toBe('mdt')
    } finally {
      delete process.env.TRUST_PROXY
    }
  })

  it('defaults to lz', () => {
    expect(gatewayContext(req({ host: 'example.org' })).brand.key).toBe('lz')
    expect(gatewayContext(req()).brand.key).toBe('lz')
  })
})

describe('gatewayContext: locale', () => {
  it('maps zh-CN to cn and en to en', () => {
    expect(gatewayContext(req({ 'accept-language': 'zh-CN,zh;q=0.9' })).locale).toBe('cn')
    expect(gatewayContext(req({ 'accept-language': 'en-US,en;q=0.9' })).locale).toBe('en')
    expect(gatewayContext(req({ 'accept-language': 'en' })).locale).toBe('en')
  })

  it('prefers Content-Language over Accept-Language', () => {
    expect(gatewayContext(req({ 'content-language': 'en', 'accept-language': 'zh-CN' })).locale).toBe('en')
    expect(gatewayContext(req({ 'content-language': 'zh-CN', 'accept-language': 'en' })).locale).toBe('cn')
  })

  it('falls back to the brand default for a locale the brand lacks', () => {
    // lz publishes cn and en only
    expect(gatewayContext(req({ 'accept-language': 'de-DE' })).locale).toBe('cn')
    // ar publishes en and cn; default en
    expect(gatewayContext(req({ platform: '20', 'accept-language': 'ko-KR' })).locale).toBe('en')
  })

  it('accepts a locale the brand does publish', () => {
    expect(gatewayContext(req({ platform: '01', 'accept-language': 'de-DE' })).locale).toBe('de')
    expect(gatewayContext(req({ platform: '00', 'accept-language': 'ko' })).locale).toBe('ko')
  })

  it('uses the brand default without any language header', () => {
    expect(gatewayContext(req()).locale).toBe('cn')
    expect(gatewayContext(req({ platform: '01' })).locale).toBe('en')
  })
})

describe('gatewayContext: token and ids', () => {
  it('keeps a token only when it is longer than 5 characters', () => {
    expect(gatewayContext(req({ token: 'abcdef' })).token).toBe('abcdef')
    expect(gatewayContext(req({ token: 'abcde' })).token).toBeNull()
    expect(gatewayContext(req({ token: '' })).token).toBeNull()
    expect(gatewayContext(req()).token).toBeNull()
  })

  it('passes distinct-id and device-id through, null when absent', () => {
    const ctx = gatewayContext(req({ 'distinct-id': 'd-1', 'device-id': 'dev-2' }))
    expect(ctx.distinctId).toBe('d-1')
    expect(ctx.deviceId).toBe('dev-2')
    const bare = gatewayContext(req())
    expect(bare.distinctId).toBeNull()
    expect(bare.deviceId).toBeNull()
  })

  it('exposes the request headers', () => {
    const r = req({ 'x-custom': '1' })
    expect(gatewayContext(r).headers.get('x-custom')).toBe('1')
  })
})

describe('clientIp', () => {
  const h = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

  it('takes the last X-Forwarded-For entry by default (the connected peer)', () => {
    vi.stubEnv('TRUST_PROXY', '')
    expect(clientIp(h('1.2.3.4, 10.0.0.2'))).toBe('10.0.0.2')
    expect(clientIp(h('203.0.113.9'))).toBe('203.0.113.9')
  })

  it('never believes the first entry, whatever TRUST_PROXY says (the edge server resolves trust)', () => {
    vi.stubEnv('TRUST_PROXY', '1')
    expect(clientIp(h('1.2.3.4, 10.0.0.2'))).toBe('10.0.0.2')
  })

  it('treats a value that is not an address as unknown', () => {
    expect(clientIp(h('<script>'))).toBe('unknown')
    expect(clientIp(h('1.2.3.4:5555x'))).toBe('unknown')
  })

  it('strips the ::ffff: prefix of IPv4-mapped addresses', () => {
    vi.stubEnv('TRUST_PROXY', '')
    expect(clientIp(h('::ffff:1.2.3.4'))).toBe('1.2.3.4')
    expect(clientIp(h('8.8.8.8, ::FFFF:127.0.0.1'))).toBe('127.0.0.1')
    expect(clientIp(h('::1'))).toBe('::1')
  })

  it('ignores empty entries and whitespace', () => {
    vi.stubEnv('TRUST_PROXY', '')
    expect(clientIp(h(' 1.2.3.4 ,  5.6.7.8 , '))).toBe('5.6.7.8')
  })

  it('is "unknown" without the header', () => {
    expect(clientIp(h())).toBe('unknown')
    expect(clientIp(h(''))).toBe('unknown')
  })

  it('gatewayContext fills ip from the same rule', () => {
    vi.stubEnv('TRUST_PROXY', '')
    expect(gatewayContext(req({ 'x-forwarded-for': '1.2.3.4, ::ffff:10.0.0.7' })).ip).toBe('10.0.0.7')
  })
})

describe('gatewayContext: BRAND_HOSTS', () => {
  it('resolves production hosts read from BRAND_HOSTS at module load', async () => {
    vi.stubEnv('BRAND_HOSTS', 'mdt=ip.example.com')
    vi.resetModules()
    const fresh = await import('@/gateway/context')
    expect(fresh.gatewayContext(req({ host: 'ip.example.com' })).brand.key).toBe('mdt')
    expect(fresh.gatewayContext(req({ host: 'other.example.com' })).brand.key).toBe('lz')
  })
})
