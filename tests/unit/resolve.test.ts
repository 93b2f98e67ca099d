import { describe, it, expect } from 'vitest'
import { brandForHost, parseBrandHosts, resolveRequest, sitePath, HOME_PAGE, type ResolveInput } from '@/brands/resolve'

const resolve = (pathname: string, extra: Partial<ResolveInput> = {}) => resolveRequest({ pathname, host: 'localhost:3000', ...extra })

function expectRewrite(res: ReturnType<typeof resolveRequest>) {
  if (res.kind !== 'rewrite') throw new Error(`expected a rewrite, got ${JSON.stringify(res)}`)
  return res
}
function expectRedirect(res: ReturnType<typeof resolveRequest>) {
  if (res.kind !== 'redirect') throw new Error(`expected a redirect, got ${JSON.stringify(res)}`)
  return res
}

describe('resolveRequest: brand', () => {
  it.each([
    ['/lz/VAT', 'lz'],
    ['/mdt/VAT', 'mdt'],
    ['/cht/VAT', 'cht'],
    ['/hb/VAT', 'hb'],
  ])('%s picks the brand by its route prefix and strips the prefix', (path, brand) => {
    const res = expectRewrite(resolve(path))
    expect(res.brand.key).toBe(brand)
    expect(res.locale).toBe('cn')
    expect(res.page).toBe('VAT')
    expect(res.internalPath).toBe(`/s/${brand}/cn/VAT`)
    expect(res.setLocaleCookie).toBeUndefined()
  })

  it('a route prefix wins over the host', () => {
    const res = expectRewrite(resolve('/mdt/VAT', { host: 'hb.localhost' }))
    expect(res.brand.key).toBe('mdt')
  })

  it('falls back to the brand of the host (port and case ignored)', () => {
    expect(expectRewrite(resolve('/VAT', { host: 'mdt.localhost:3000' })).internalPath).toBe('/s/mdt/cn/VAT')
    expect(expectRewrite(resolve('/VAT', { host: 'MDT.Localhost:3000' })).brand.key).toBe('mdt')
  })

  it('a prefix-less brand host (ob) serves its own pages', () => {
    expect(expectRewrite(resolve('/about', { host: 'ob.localhost' })).internalPath).toBe('/s/ob/cn/aboutUs')
  })

  it('defaults to lz for an unknown or missing host', () => {
    expect(expectRewrite(resolve('/VAT', { host: 'example.org' })).brand.key).toBe('lz')
    expect(expectRewrite(resolve('/VAT', { host: null })).brand.key).toBe('lz')
  })

  it('a first segment that only looks like a brand is part of the page', () => {
    const res = expectRewrite(resolve('/lzx/VAT'))
    expect(res.brand.key).toBe('lz')
    expect(res.page).toBe('lzx/VAT')
  })

  it('uses extraHosts (production domains) before the dev hosts', () => {
    const extraHosts = parseBrandHosts('mdt=ip.example.com')
    const res = expectRewrite(resolve('/VAT', { host: 'IP.example.com:443', extraHosts }))
    expect(res.brand.key).toBe('mdt')
    expect(res.internalPath).toBe('/s/mdt/cn/VAT')
    // and an extra host can even override a dev host
    expect(expectRewrite(resolve('/VAT', { host: 'localhost', extraHosts: { localhost: 'cht' } })).brand.key).toBe('cht')
  })
})

describe('resolveRequest: ost segment', () => {
  it('/ost/EPR on the lz host becomes /s/lz/cn/EPR', () => {
    const res = expectRewrite(resolve('/ost/EPR'))
    expect(res.brand.key).toBe('lz')
    expect(res.page).toBe('EPR')
    expect(res.internalPath).toBe('/s/lz/cn/EPR')
  })

  it('/ost/EPR on hb.localhost becomes /s/hb/cn/EPR', () => {
    expect(expectRewrite(resolve('/ost/EPR', { host: 'hb.localhost' })).internalPath).toBe('/s/hb/cn/EPR')
  })

  it('/en/ost/EPR keeps the explicit locale', () => {
    expect(expectRewrite(resolve('/en/ost/EPR', { host: 'hb.localhost', cookieLocale: 'en' })).internalPath).toBe('/s/hb/en/EPR')
  })

  it('is removed after a brand prefix too', () => {
    expect(expectRewrite(resolve('/mdt/ost/EPR')).internalPath).toBe('/s/mdt/cn/EPR')
  })
})

describe('resolveRequest: pages', () => {
  it('/ is the home page of the default brand', () => {
    const res = expectRewrite(resolve('/'))
    expect(res.page).toBe(HOME_PAGE)
    expect(res.page).toBe('homes')
    expect(res.internalPath).toBe('/s/lz/cn/homes')
  })

  it('a bare brand prefix is that brand home page', () => {
    expect(expectRewrite(resolve('/mdt')).internalPath).toBe('/s/mdt/cn/homes')
    expect(expectRewrite(resolve('/mdt/')).internalPath).toBe('/s/mdt/cn/homes')
  })

  it('keeps nested page paths', () => {
    const res = expectRewrite(resolve('/lz/news/2024/item'))
    expect(res.page).toBe('news/2024/item')
    expect(res.internalPath).toBe('/s/lz/cn/news/2024/item')
  })

  it('decodes the page and re-encodes each segment in the internal path', () => {
    const res = expectRewrite(resolve('/lz/%E5%90%88%E8%A7%84'))
    expect(res.page).toBe('合规')
    expect(res.internalPath).toBe(`/s/lz/cn/${encodeURIComponent('合规')}`)
  })

  it('survives a malformed percent escape', () => {
    const res = expectRewrite(resolve('/lz/100%'))
    expect(res.page).toBe('100%')
    expect(res.internalPath).toBe('/s/lz/cn/100%25')
  })
})

describe('resolveRequest: locale', () => {
  it('explicit /en/... selects en and asks to save it when the cookie differs', () => {
    const res = expectRewrite(resolve('/en/lz/VAT', { cookieLocale: 'cn' }))
    expect(res.locale).toBe('en')
    expect(res.internalPath).toBe('/s/lz/en/VAT')
    expect(res.setLocaleCookie).toBe('en')
  })

  it('explicit /en/... without any cookie also sets it', () => {
    expect(expectRewrite(resolve('/en/lz/VAT')).setLocaleCookie).toBe('en')
  })

  it('explicit /en/... does not set the cookie again when it already holds en', () => {
    const res = expectRewrite(resolve('/en/lz/VAT', { cookieLocale: 'en' }))
    expect(res.locale).toBe('en')
    expect(res.setLocaleCookie).toBeUndefined()
  })

  it('/en on the default host is the English home page', () => {
    expect(expectRewrite(resolve('/en', { cookieLocale: 'en' })).internalPath).toBe('/s/lz/en/homes')
  })

  it('/cn/lz/VAT (explicit default locale) redirects to the unprefixed URL and saves cn', () => {
    const res = expectRedirect(resolve('/cn/lz/VAT', { cookieLocale: 'en' }))
    expect(res.location).toBe('/lz/VAT')
    expect(res.setLocaleCookie).toBe('cn')
  })

  it('/cn/lz/VAT without a cookie still saves cn', () => {
    expect(resolve('/cn/lz/VAT')).toEqual({ kind: 'redirect', location: '/lz/VAT', setLocaleCookie: 'cn' })
  })

  it('/cn redirects to /', () => {
    expect(expectRedirect(resolve('/cn', { cookieLocale: 'en' })).location).toBe('/')
  })

  it('/cn/ost/EPR on a brand host redirects to the host-relative URL', () => {
    expect(expectRedirect(resolve('/cn/ost/EPR', { host: 'hb.localhost', cookieLocale: 'en' })).location).toBe('/EPR')
  })

  it('a saved en cookie on /lz/VAT redirects to /en/lz/VAT', () => {
    const res = expectRedirect(resolve('/lz/VAT', { cookieLocale: 'en' }))
    expect(res.location).toBe('/en/lz/VAT')
    expect(res.setLocaleCookie).toBeUndefined()
  })

  it('a saved en cookie on / redirects to /en', () => {
    expect(expectRedirect(resolve('/', { cookieLocale: 'en' })).location).toBe('/en')
  })

  it('a saved default-locale cookie does not redirect', () => {
    expect(expectRewrite(resolve('/lz/VAT', { cookieLocale: 'cn' })).internalPath).toBe('/s/lz/cn/VAT')
  })

  it('ignores a cookie the brand does not publish or that is not a locale', () => {
    expect(expectRewrite(resolve('/lz/VAT', { cookieLocale: 'ko' })).locale).toBe('cn')
    expect(expectRewrite(resolve('/lz/VAT', { cookieLocale: 'xx' })).locale).toBe('cn')
  })

  it('on a first visit, the browser languages choose the locale of brands that are not locale-prefixed too', () => {
    expect(expectRedirect(resolve('/lz/VAT', { acceptLanguage: 'en-US,en;q=0.9' })).location).toBe('/en/lz/VAT')
    expect(expectRewrite(resolve('/lz/VAT', { acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' })).locale).toBe('cn')
    // The brand's default needs no prefix; a language the brand lacks falls to the default.
    expect(expectRewrite(resolve('/lz/VAT', { acceptLanguage: 'fr-FR' })).locale).toBe('cn')
    expect(expectRewrite(resolve('/lz/VAT', {})).locale).toBe('cn')
  })

  it('a saved choice wins over the browser languages', () => {
    expect(expectRewrite(resolve('/lz/VAT', { acceptLanguage: 'en-US', cookieLocale: 'cn' })).locale).toBe('cn')
    expect(expectRedirect(resolve('/cht', { acceptLanguage: 'zh-CN', cookieLocale: 'en' })).location).toBe('/en/cht')
  })

  it('an unsupported locale rewrites to an __unknown__ page', () => {
    const res = expectRewrite(resolve('/ko/lz/homes'))
    expect(res.brand.key).toBe('lz')
    expect(res.locale).toBe('cn')
    expect(res.page).toBe('__unknown__/ko/homes')
    expect(res.internalPath).toBe('/s/lz/cn/__unknown__/ko/homes')
    expect(res.setLocaleCookie).toBeUndefined()
  })

  it('an unsupported locale on a locale-prefixed brand also goes to __unknown__', () => {
    const res = expectRewrite(resolve('/ko/contact', { host: 'gl.localhost' }))
    expect(res.brand.key).toBe('gl')
    expect(res.internalPath).toBe('/s/gl/en/__unknown__/ko/contact')
  })
})

describe('resolveRequest: locale-prefixed brands (gl, ar, hk)', () => {
  it('without a locale redirects to the brand default locale', () => {
    expect(resolve('/', { host: 'gl.localhost' })).toEqual({ kind: 'redirect', location: '/en' })
    expect(expectRedirect(resolve('/contact', { host: 'gl.localhost' })).location).toBe('/en/contact')
    expect(expectRedirect(resolve('/contact', { host: 'ar.localhost' })).location).toBe('/en/contact')
    expect(expectRedirect(resolve('/contact', { host: 'hk.localhost' })).location).toBe('/cn/contact')
  })

  it('prefers the cookie over Accept-Language', () => {
    const res = expectRedirect(resolve('/contact', { host: 'gl.localhost', cookieLocale: 'de', acceptLanguage: 'zh-CN' }))
    expect(res.location).toBe('/de/contact')
  })

  it('uses Accept-Language (first supported tag, zh → cn) without a cookie', () => {
    expect(expectRedirect(resolve('/contact', { host: 'gl.localhost', acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).location).toBe('/de/contact')
    expect(expectRedirect(resolve('/contact', { host: 'gl.localhost', acceptLanguage: 'fr-FR, zh-CN;q=0.8' })).location).toBe('/cn/contact')
    expect(expectRedirect(resolve('/contact', { host: 'hk.localhost', acceptLanguage: 'ko-KR' })).location).toBe('/ko/contact')
  })

  it('skips Accept-Language and cookie values the brand does not publish', () => {
    expect(expectRedirect(resolve('/contact', { host: 'ar.localhost', acceptLanguage: 'de-DE' })).location).toBe('/en/contact')
    expect(expectRedirect(resolve('/contact', { host: 'ar.localhost', cookieLocale: 'ko' })).location).toBe('/en/contact')
  })

  it('with a locale rewrites, even for the default locale', () => {
    const res = expectRewrite(resolve('/en/contact', { host: 'gl.localhost', cookieLocale: 'en' }))
    expect(res.internalPath).toBe('/s/gl/en/contactUs')
    expect(res.setLocaleCookie).toBeUndefined()
    expect(expectRewrite(resolve('/de', { host: 'gl.localhost', cookieLocale: 'en' }))).toMatchObject({
      internalPath: '/s/gl/de/homes',
      setLocaleCookie: 'de',
    })
  })
})

describe('parseBrandHosts', () => {
  it('parses key=host pairs, trimming and lower-casing', () => {
    expect(parseBrandHosts('mdt=ip.example.com, CHT = Corp.Example.com')).toEqual({ 'ip.example.com': 'mdt', 'corp.example.com': 'cht' })
  })

  it('drops unknown brands and malformed pairs', () => {
    expect(parseBrandHosts('zz=a.example.com,=b.example.com,mdt=,hb,,lz=c.example.com')).toEqual({ 'c.example.com': 'lz' })
  })

  it('returns an empty map for empty or missing input', () => {
    expect(parseBrandHosts(undefined)).toEqual({})
    expect(parseBrandHosts('')).toEqual({})
  })
})

describe('brandForHost', () => {
  it('resolves dev hosts and ignores the port', () => {
    expect(brandForHost('gl.localhost')?.key).toBe('gl')
    expect(brandForHost('127.0.0.1:3000')?.key).toBe('lz')
  })

  it('returns undefined for unknown or missing hosts', () => {
    expect(brandForHost('example.org')).toBeUndefined()
    expect(brandForHost(null)).toBeUndefined()
  })
})

describe('parseBrandHosts hardening', () => {
  it('ignores keys that are not brands, including inherited object names', () => {
    expect(parseBrandHosts('constructor=evil.example.com,__proto__=x.example.com,mdt=ip.example.com')).toEqual({ 'ip.example.com': 'mdt' })
  })
})

describe('friendly aliases', () => {
  it.each([
    ['/contact', '/s/lz/cn/contactUs'],
    ['/about', '/s/lz/cn/aboutUs'],
    ['/services', '/s/lz/cn/price'],
    ['/services/eu_cbam', '/s/lz/cn/CBAM'],
    ['/services/amazon-climate-pledge-friendly', '/s/lz/cn/services/amazon-climate-pledge-friendly'],
    ['/support/tutorial', '/s/lz/cn/operation/tutorial'],
    ['/support/faq/vat', '/s/lz/cn/operation/faq/vat'],
    ['/support/videoDetail/vat-basics', '/s/lz/cn/operation/videoDetail/vat-basics'],
    ['/en/news/policy', '/s/lz/en/news/policy'],
    ['/hb/ost/price', '/s/hb/cn/price'],
  ])('%s shows %s', (path, internal) => {
    expect(expectRewrite(resolve(path, { host: 'localhost' })).internalPath).toBe(internal)
  })

  it('leaves unknown support tabs and deeper paths alone', () => {
    expect(expectRewrite(resolve('/support/other', { host: 'localhost' })).internalPath).toBe('/s/lz/cn/support/other')
    expect(expectRewrite(resolve('/contact/extra', { host: 'localhost' })).internalPath).toBe('/s/lz/cn/contact/extra')
  })
})

describe('resolveRequest: redirects stay on the site', () => {
  const base = { host: 'localhost:3000', cookieLocale: undefined, acceptLanguage: null, extraHosts: {} }
  it('keeps a decoded slash or backslash inside its segment', () => {
    for (const pathname of ['/cn/%2Fevil.example', '/cn/%5Cevil.example', '/cn/%2F%2Fevil.example', '/cn/lz/%2F%2Fevil.example']) {
      const r = resolveRequest({ ...base, pathname })
      expect(r.kind, pathname).toBe('redirect')
      if (r.kind !== 'redirect') continue
      expect(r.location, pathname).toMatch(/^\/[^/\\]/)
      expect(new URL(r.location, 'http://localhost:3000').host, pathname).toBe('localhost:3000')
    }
  })

  it('sitePath never yields a protocol-relative or backslash target', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '\\\\evil.example', ' //evil.example', '/ok/path']) {
      const path = sitePath(raw)
      expect(path.startsWith('/')).toBe(true)
      expect(new URL(path, 'http://localhost:3000').host, raw).toBe('localhost:3000')
    }
  })
})
