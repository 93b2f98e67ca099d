import { createRequire } from 'node:module'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'

// The edge server is plain Node (CommonJS), loaded before Next; test its parts directly.
const require = createRequire(import.meta.url)
const { parseTrust, normaliseProxyHeaders } = require('../../server/client-address.cjs')
const { checkRequest } = require('../../server/request-guard.cjs')
const { inlineScriptHashes, policyFor } = require('../../server/content-security-policy.cjs')
const { sharedCacheable } = require('../../server/response-policy.cjs')

function fakeRequest(peer: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: peer })
  return { socket, connection: socket, headers: { ...headers }, method: 'GET', url: '/', ...extra }
}

describe('client address at the edge', () => {
  it('ignores a forged X-Forwarded-For when no proxy is trusted', () => {
    const req = fakeRequest('203.0.113.7', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    const { address, secure } = normaliseProxyHeaders(req, parseTrust(undefined))
    expect(address).toBe('203.0.113.7')
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.7')
    expect(req.headers['x-forwarded-host']).toBeUndefined()
    expect(secure).toBe(false)
  })

  it('fifteen forged addresses from one peer are one client', () => {
    const trust = parseTrust('')
    const seen = new Set<string>()
    for (let i = 0; i < 15; i++) seen.add(normaliseProxyHeaders(fakeRequest('198.51.100.5', { 'x-forwarded-for': `10.0.0.${i}` }), trust).address)
    expect([...seen]).toEqual(['198.51.100.5'])
  })

  it('believes exactly the configured number of hops', () => {
    const req = fakeRequest('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' })
    const { address, secure } = normaliseProxyHeaders(req, parseTrust('1'))
    // One trusted hop (the peer): the address it saw is the last entry, not the forged first.
    expect(address).toBe('203.0.113.9')
    expect(secure).toBe(true)
  })

  it('believes only the named proxy addresses', () => {
    const trust = parseTrust('loopback, 10.0.0.0/8')
    expect(normaliseProxyHeaders(fakeRequest('10.1.2.3', { 'x-forwarded-for': '203.0.113.9' }), trust).address).toBe('203.0.113.9')
    expect(normaliseProxyHeaders(fakeRequest('198.51.100.1', { 'x-forwarded-for': '203.0.113.9' }), trust).address).toBe('198.51.100.1')
  })

  it('removes the internal sub-request marker Next must never receive from outside', () => {
    const req = fakeRequest('203.0.113.7', { 'x-middleware-subrequest': 'middleware' })
    normaliseProxyHeaders(req, parseTrust(''))
    expect(req.headers['x-middleware-subrequest']).toBeUndefined()
  })
})

describe('request guard', () => {
  const check = (url: string, extra: Record<string, unknown> = {}) => checkRequest({ method: 'GET', url, headers: {}, ...extra })

  it('refuses methods nobody serves', () => {
    expect(check('/', { method: 'TRACE' })).toMatchObject({ status: 405 })
    expect(check('/', { method: 'CONNECT' })).toMatchObject({ status: 405 })
    expect(check('/', { method: 'GET' })).toBeNull()
  })

  it('refuses paths that do not decode or that climb or smuggle a separator', () => {
    for (const url of ['/cn/%E0%A4%A', '/gateway/x/%', '/api/media/file/..', '/api/media/file/%2e%2e/x', '/cn/%2Fevil.example', '/cn/%5Cevil.example', '/cn/%2F%2Fevil.example', '//evil.example', '/a/%00']) {
      expect(check(url), url).toMatchObject({ status: 400 })
    }
    expect(check('/news/%E6%94%BF%E7%AD%96?x=%')).toBeNull()
  })

  it('refuses a declared body larger than its destination takes', () => {
    expect(check('/gateway/officialQuery/contactUs', { method: 'POST', headers: { 'content-length': String(64 * 1024 + 1) } })).toMatchObject({ status: 413 })
    expect(check('/gateway/officialQuery/contactUs', { method: 'POST', headers: { 'content-length': '100' } })).toBeNull()
    expect(check('/gateway/x', { method: 'POST', headers: { 'content-length': '-1' } })).toMatchObject({ status: 400 })
  })
})

describe('content security policy', () => {
  it('allows exactly the inline scripts of the page by hash, never external src ones', () => {
    const html = '<html><script>self.__next_f.push([1])</script><script src="/_next/a.js"></script><script async>alert(1)</script></html>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    // sha256 of the script text, as browsers compute it
    const crypto = require('node:crypto')
    expect(hashes[0]).toBe(`'sha256-${crypto.createHash('sha256').update('self.__next_f.push([1])').digest('base64')}'`)
    const policy = policyFor(hashes, { secure: false })
    expect(policy).toMatch(/script-src 'self' 'sha256-/)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toMatch(/object-src 'none'/)
    expect(policy).toMatch(/frame-ancestors 'self'/)
  })

  it('knows which answers a shared cache may keep', () => {
    expect(sharedCacheable('s-maxage=3600, stale-while-revalidate')).toBe(true)
    expect(sharedCacheable('public, max-age=60')).toBe(true)
    expect(sharedCacheable('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false)
    expect(sharedCacheable(undefined)).toBe(false)
  })
})

describe('response headers', () => {
  const { finaliseHeaders } = require('../../server/response-policy.cjs')
  function fakeResponse(headers: Record<string, string | string[]>) {
    const store = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    return { getHeader: (n: string) => store.get(n.toLowerCase()), setHeader: (n: string, v: string) => void store.set(n.toLowerCase(), v), removeHeader: (n: string) => void store.delete(n.toLowerCase()), store }
  }

  it('sends HSTS only over HTTPS', () => {
    const secure = fakeResponse({})
    finaliseHeaders(secure, { secure: true })
    expect(secure.store.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    const plain = fakeResponse({})
    finaliseHeaders(plain, { secure: false })
    expect(plain.store.get('strict-transport-security')).toBeUndefined()
  })

  it('makes a cacheable answer that sets a cookie private', () => {
    const res = fakeResponse({ 'set-cookie': ['channelNo=x; Path=/'], 'cache-control': 's-maxage=3600, stale-while-revalidate=31535999' })
    finaliseHeaders(res, { secure: false })
    expect(res.store.get('cache-control')).toBe('private, no-store')
    const noCookie = fakeResponse({ 'cache-control': 's-maxage=3600' })
    finaliseHeaders(noCookie, { secure: false })
    expect(noCookie.store.get('cache-control')).toBe('s-maxage=3600')
  })

  it('sets no cookie on a prefetch (Next router, rel=prefetch, speculation rules), only on a visit', () => {
    const { isSpeculativeRequest } = require('../../server/response-policy.cjs')
    expect(isSpeculativeRequest({ 'next-router-prefetch': '1', rsc: '1' })).toBe(true)
    expect(isSpeculativeRequest({ 'next-router-segment-prefetch': '/_tree', rsc: '1' })).toBe(true)
    expect(isSpeculativeRequest({ 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isSpeculativeRequest({ purpose: 'prefetch' })).toBe(true)
    expect(isSpeculativeRequest({ rsc: '1' })).toBe(false)
    expect(isSpeculativeRequest({})).toBe(false)
    const prefetch = fakeResponse({ 'set-cookie': ['i18n_redirected=en; Path=/'], 'cache-control': 'private, no-store' })
    finaliseHeaders(prefetch, { secure: false, speculative: true })
    expect(prefetch.store.has('set-cookie')).toBe(false)
    const visit = fakeResponse({ 'set-cookie': ['i18n_redirected=en; Path=/'], 'cache-control': 'private, no-store' })
    finaliseHeaders(visit, { secure: false })
    expect(visit.store.get('set-cookie')).toEqual(['i18n_redirected=en; Path=/'])
  })
})
