import { createRequire } from 'node:module'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

// The edge's page cache is plain Node (CommonJS), loaded before Next; tested directly with
// minimal request and response objects.
const require = createRequire(import.meta.url)
const { createPageCache, cacheKey, sharedLifetime, acceptedEncodings, PURGE_HOLD_MS } = require('../../server/page-cache.cjs')

type Headers = Record<string, string | string[]>

function request(headers: Headers = {}, extra: Record<string, unknown> = {}) {
  return { method: 'GET', url: '/lz/VAT', headers: { host: 'localhost:3000', ...headers }, ...extra }
}

/** A finished response as the edge hands it to the cache: status, final headers. */
function finished(headers: Headers, statusCode = 200) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  return { statusCode, getHeader: (name: string) => lower[name.toLowerCase()], getHeaders: () => ({ ...lower }) }
}

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600', etag: '"abc"', 'content-security-policy': "script-src 'self'", vary: 'rsc, Accept-Encoding', date: 'Mon, 01 Jan 2026 00:00:00 GMT' }
const BODY = Buffer.from('<!doctype html><html><body>' + 'VAT registration '.repeat(400) + '</body></html>')

/** A response recorder for serve(). */
function recorder() {
  const sent: { status?: number; headers?: Headers; body?: Buffer } = {}
  return {
    sent,
    writeHead(status: number, headers: Headers) {
      sent.status = status
      sent.headers = headers
    },
    end(body?: Buffer) {
      sent.body = body
    },
  }
}

function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('edge page cache: which requests it may answer', () => {
  it('keys a document request by host, path, language cookie and languages, and scheme', () => {
    const base = cacheKey(request(), false)
    expect(base).toBeTruthy()
    expect(cacheKey(request(), true)).not.toBe(base)
    expect(cacheKey(request({ host: 'gl.localhost:3000' }), false)).not.toBe(base)
    expect(cacheKey(request({ cookie: 'i18n_redirected=en' }), false)).not.toBe(base)
    expect(cacheKey(request({ 'accept-language': 'en-GB,en;q=0.9' }), false)).not.toBe(base)
    expect(cacheKey(request({}, { url: '/lz/VAT?channelCode=x' }), false)).not.toBe(base)
    // Cookies the proxy does not read do not split the cache.
    expect(cacheKey(request({ cookie: '_ga=1; i18n_redirected=en' }), false)).toBe(cacheKey(request({ cookie: 'i18n_redirected=en' }), false))
  })

  it('never answers router data, a draft-mode editor, credentials or a write', () => {
    expect(cacheKey(request({ rsc: '1' }), false)).toBeNull()
    expect(cacheKey(request({ 'next-router-prefetch': '1' }), false)).toBeNull()
    expect(cacheKey(request({}, { url: '/lz/VAT?_rsc=abc' }), false)).toBeNull()
    expect(cacheKey(request({ cookie: '__prerender_bypass=x' }), false)).toBeNull()
    expect(cacheKey(request({ authorization: 'Bearer x' }), false)).toBeNull()
    expect(cacheKey(request({}, { method: 'POST' }), false)).toBeNull()
  })

  it('reads shared lifetimes and encodings as HTTP means them', () => {
    expect(sharedLifetime('s-maxage=3600')).toBe(3600)
    expect(sharedLifetime('public, max-age=60')).toBe(60)
    expect(sharedLifetime('s-maxage=86400')).toBe(3600)
    expect(sharedLifetime('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(0)
    expect(sharedLifetime(undefined)).toBe(0)
    expect([...acceptedEncodings('gzip, deflate, br;q=0')]).toEqual(['gzip', 'deflate'])
    expect([...acceptedEncodings('br;q=1.0, gzip;q=0.8')]).toEqual(['br', 'gzip'])
  })
})

describe('edge page cache: what it stores and how it answers', () => {
  it('stores a shareable page once, then answers it compressed as the browser asks', async () => {
    const cache = createPageCache()
    const key = cacheKey(request(), false)
    expect(cache.serve(key, request(), recorder())).toBe(false)
    expect(await cache.store(key, finished(PAGE_HEADERS), BODY)).toBe(true)

    const br = recorder()
    expect(cache.serve(key, request({ 'accept-encoding': 'gzip, deflate, br' }), br)).toBe(true)
    expect(br.sent.status).toBe(200)
    expect(br.sent.headers?.['content-encoding']).toBe('br')
    expect(br.sent.headers?.['x-edge-cache']).toBe('HIT')
    expect(br.sent.headers?.['content-security-policy']).toBe(PAGE_HEADERS['content-security-policy'])
    expect(br.sent.headers?.date).toBeUndefined()
    expect(zlib.brotliDecompressSync(br.sent.body!).equals(BODY)).toBe(true)
    expect(Number(br.sent.headers?.['content-length'])).toBe(br.sent.body!.length)

    const gz = recorder()
    cache.serve(key, request({ 'accept-encoding': 'gzip' }), gz)
    expect(gz.sent.headers?.['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.sent.body!).equals(BODY)).toBe(true)

    const plain = recorder()
    cache.serve(key, request(), plain)
    expect(plain.sent.headers?.['content-encoding']).toBeUndefined()
    expect(plain.sent.body!.equals(BODY)).toBe(true)
  })

  it('answers a matching If-None-Match with 304 and HEAD without a body', async () => {
    const cache = createPageCache()
    const key = cacheKey(request(), false)
    await cache.store(key, finished(PAGE_HEADERS), BODY)
    const revalidation = recorder()
    cache.serve(key, request({ 'if-none-match': 'W/"abc"' }), revalidation)
    expect(revalidation.sent.status).toBe(304)
    expect(revalidation.sent.body).toBeUndefined()
    const head = recorder()
    cache.serve(key, request({}, { method: 'HEAD' }), head)
    expect(head.sent.status).toBe(200)
    expect(head.sent.body).toBeUndefined()
  })

  it('refuses what must not be shared: cookies, private or dynamic answers, errors, non-HTML, stale pages', async () => {
    const cache = createPageCache()
    const key = cacheKey(request(), false)
    expect(await cache.store(key, finished({ ...PAGE_HEADERS, 'set-cookie': ['i18n_redirected=en'] }), BODY)).toBe(false)
    expect(await cache.store(key, finished({ ...PAGE_HEADERS, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }), BODY)).toBe(false)
    expect(await cache.store(key, finished(PAGE_HEADERS, 404), BODY)).toBe(false)
    expect(await cache.store(key, finished({ ...PAGE_HEADERS, 'content-type': 'application/json' }), BODY)).toBe(false)
    expect(await cache.store(key, finished({ ...PAGE_HEADERS, 'x-nextjs-cache': 'STALE' }), BODY)).toBe(false)
    expect(cache.stats().pages).toBe(0)
  })

  it('expires a page after its shared lifetime', async () => {
    const time = clock()
    const cache = createPageCache({ now: time.now })
    const key = cacheKey(request(), false)
    await cache.store(key, finished({ ...PAGE_HEADERS, 'cache-control': 's-maxage=60' }), BODY)
    time.advance(59_000)
    expect(cache.serve(key, request(), recorder())).toBe(true)
    time.advance(2_000)
    expect(cache.serve(key, request(), recorder())).toBe(false)
  })

  it('a purge empties it, and pages of requests begun before the CMS change settled are not stored', async () => {
    const time = clock()
    const cache = createPageCache({ now: time.now })
    const key = cacheKey(request(), false)
    await cache.store(key, finished(PAGE_HEADERS), BODY)
    const begunBefore = time.now()
    time.advance(10)
    cache.purge()
    expect(cache.serve(key, request(), recorder())).toBe(false)
    // Answered by Next while the save's tags were still being expired: maybe the old page.
    expect(await cache.store(key, finished(PAGE_HEADERS), BODY, begunBefore)).toBe(false)
    expect(await cache.store(key, finished(PAGE_HEADERS), BODY, time.now())).toBe(false)
    time.advance(PURGE_HOLD_MS)
    expect(await cache.store(key, finished(PAGE_HEADERS), BODY, time.now())).toBe(true)
  })

  it('stays within its size, dropping the least recently used page first', async () => {
    const cache = createPageCache({ maxBytes: 3 * BODY.length })
    const keys = ['/a', '/b', '/c'].map((url) => cacheKey(request({}, { url }), false))
    await cache.store(keys[0], finished(PAGE_HEADERS), BODY)
    await cache.store(keys[1], finished(PAGE_HEADERS), BODY)
    cache.serve(keys[0], request(), recorder()) // /a used again: /b is now the oldest
    await cache.store(keys[2], finished(PAGE_HEADERS), BODY)
    expect(cache.stats().bytes).toBeLessThanOrEqual(3 * BODY.length)
    expect(cache.serve(keys[1], request(), recorder())).toBe(false)
    expect(cache.serve(keys[0], request(), recorder())).toBe(true)
  })
})
