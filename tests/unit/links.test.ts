import { describe, it, expect } from 'vitest'
import { homeHref, isExternal, localizeHref, switchLocaleHref } from '@/brands/links'
import { resolveRequest } from '@/brands/resolve'

describe('isExternal', () => {
  it('is true for http(s) URLs in any case', () => {
    expect(isExternal('https://example.com')).toBe(true)
    expect(isExternal('http://example.com/x')).toBe(true)
    expect(isExternal('HTTPS://EXAMPLE.COM')).toBe(true)
  })

  it('is false for paths and other schemes', () => {
    expect(isExternal('/lz/VAT')).toBe(false)
    expect(isExternal('mailto:a@b.c')).toBe(false)
    expect(isExternal('ftp://example.com')).toBe(false)
    expect(isExternal('httpsfoo')).toBe(false)
  })
})

describe('localizeHref', () => {
  it('keeps links unprefixed in the default locale of a non-prefixed brand', () => {
    expect(localizeHref('/lz/VAT', 'lz', 'cn')).toBe('/lz/VAT')
    expect(localizeHref('/', 'lz', 'cn')).toBe('/')
  })

  it('adds the locale in a non-default locale', () => {
    expect(localizeHref('/lz/VAT', 'lz', 'en')).toBe('/en/lz/VAT')
    expect(localizeHref('/mdt/EPR', 'mdt', 'en')).toBe('/en/mdt/EPR')
  })

  it('turns / into /{locale}, without a trailing slash', () => {
    expect(localizeHref('/', 'lz', 'en')).toBe('/en')
    expect(localizeHref('/', 'gl', 'en')).toBe('/en')
  })

  it('always adds the locale on locale-prefixed brands, default locale included', () => {
    expect(localizeHref('/contact', 'gl', 'en')).toBe('/en/contact')
    expect(localizeHref('/contact', 'hk', 'cn')).toBe('/cn/contact')
  })

  it('adds a leading slash to relative paths', () => {
    expect(localizeHref('lz/VAT', 'lz', 'cn')).toBe('/lz/VAT')
    expect(localizeHref('lz/VAT', 'lz', 'en')).toBe('/en/lz/VAT')
  })

  it('passes external links, anchors, mailto, tel and empty hrefs through', () => {
    for (const href of ['https://example.com/a', 'http://x.y', '#top', 'mailto:a@b.c', 'tel:+86123', '']) {
      expect(localizeHref(href, 'gl', 'de')).toBe(href)
    }
  })
})

describe('homeHref', () => {
  it('the main brand home is / in its default locale, /{locale} otherwise', () => {
    expect(homeHref('lz', 'cn')).toBe('/')
    expect(homeHref('lz', 'en')).toBe('/en')
  })

  it('other prefixed brands live at /{prefix}/homes', () => {
    expect(homeHref('mdt', 'cn')).toBe('/mdt/homes')
    expect(homeHref('hb', 'en')).toBe('/en/hb/homes')
  })

  it('prefix-less brands use / or /{locale}', () => {
    expect(homeHref('ob', 'cn')).toBe('/')
    expect(homeHref('ob', 'en')).toBe('/en')
    expect(homeHref('gl', 'en')).toBe('/en')
    expect(homeHref('hk', 'cn')).toBe('/cn')
  })
})

describe('switchLocaleHref', () => {
  it('puts the target locale first', () => {
    expect(switchLocaleHref('/lz/VAT', 'en')).toBe('/en/lz/VAT')
    expect(switchLocaleHref('/', 'en')).toBe('/en')
    expect(switchLocaleHref('', 'cn')).toBe('/cn')
  })

  it('replaces an existing locale instead of stacking', () => {
    expect(switchLocaleHref('/en/lz/VAT', 'cn')).toBe('/cn/lz/VAT')
    expect(switchLocaleHref('/de/contact/', 'en')).toBe('/en/contact')
  })

  it('does not treat a non-locale first segment as a locale', () => {
    expect(switchLocaleHref('/lz/en', 'cn')).toBe('/cn/lz/en')
  })

  it('round-trips through the proxy: switching to cn lands on the unprefixed URL and saves cn', () => {
    const res = resolveRequest({ pathname: switchLocaleHref('/en/lz/VAT', 'cn'), host: 'localhost', cookieLocale: 'en' })
    expect(res).toEqual({ kind: 'redirect', location: '/lz/VAT', setLocaleCookie: 'cn' })
  })

  it('round-trips through the proxy: switching to en shows the English page and saves en', () => {
    const res = resolveRequest({ pathname: switchLocaleHref('/lz/VAT', 'en'), host: 'localhost', cookieLocale: 'cn' })
    expect(res).toMatchObject({ kind: 'rewrite', internalPath: '/s/lz/en/VAT', setLocaleCookie: 'en' })
  })
})

describe('localizeHref edge cases', () => {
  it('treats protocol-relative links as external and leaves links that carry a locale alone', () => {
    expect(localizeHref('//cdn.example.com/a.png', 'lz', 'en')).toBe('//cdn.example.com/a.png')
    expect(localizeHref('/en/lz/VAT', 'lz', 'en')).toBe('/en/lz/VAT')
  })
})
