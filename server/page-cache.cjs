'use strict'
// The page cache of the edge: public pages kept as finished answers, bytes and headers,
// each compressed once (gzip and Brotli) when it is stored, and sent again without
// entering Next. Next's own cache still renders a page once per version, but answering
// from it costs its router, the proxy and a per-request compression: a tenth of what the
// same bytes cost from a bare Node server. From here a cached page costs about what a
// static file does.
//
// What may be stored is decided by the answer: a 200 HTML page that Next marks as
// cacheable by a shared cache (s-maxage, not private), without Set-Cookie. What a stored
// page may answer is decided by the request: the key holds every input the proxy
// (src/proxy.ts) reads to choose a page, so a request with the same key would have been
// given the same page: the host, the path and query, the language cookie and the
// browser's languages, and whether the visit came over HTTPS.
//
// A CMS save empties the cache (src/lib/edge-page-cache.ts calls purge() through a
// global, since the CMS runs in this same process), so an edit shows at once, as it does
// in Next's cache; otherwise a page expires after its s-maxage. Next applies the tags a
// save expires only when the CMS's request has finished, so for a short hold after a purge
// nothing is stored: a page Next answered in between may still be the old one.
const zlib = require('node:zlib')
const { promisify } = require('node:util')

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

const GLOBAL_KEY = Symbol.for('compliance-sites.edge-page-cache')
const LOCALE_COOKIE = 'i18n_redirected'
// Editors' draft mode (Next's cookie): such a visitor sees unpublished changes.
const DRAFT_COOKIE = '__prerender_bypass'
// Requests for the router's flight data rather than the HTML document (Next varies on these).
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']
// Headers that belong to one transfer, not to the page.
const TRANSFER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'age'])
// No page is kept longer than this, whatever its Cache-Control says.
const MAX_TTL_SECONDS = 3600
// After a purge, answers to requests that began within this time are not stored.
const PURGE_HOLD_MS = 10_000

function cookieValue(header, name) {
  if (!header) return null
  for (const part of String(header).split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return null
}

/**
 * The cache key of a request, or null when the request may not be answered from the
 * cache (not a document GET/HEAD, router data, a draft-mode editor, credentials).
 */
function cacheKey(req, secure) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? ''
  if (!url.startsWith('/') || url.includes('_rsc=')) return null
  const headers = req.headers
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null
  if (headers.authorization) return null
  if (cookieValue(headers.cookie, DRAFT_COOKIE) !== null) return null
  return [
    secure ? 'https' : 'http',
    headers['x-forwarded-host'] ?? '',
    headers.host ?? '',
    url,
    cookieValue(headers.cookie, LOCALE_COOKIE) ?? '',
    headers['accept-language'] ?? '',
  ].join('\n')
}

/** Seconds a shared cache may keep an answer with this Cache-Control, 0 when it may not. */
function sharedLifetime(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase()
  if (!value || /\b(private|no-store|no-cache)\b/.test(value)) return 0
  const seconds = /\bs-maxage=(\d+)/.exec(value) ?? /\bmax-age=(\d+)/.exec(value)
  return seconds ? Math.min(Number(seconds[1]), MAX_TTL_SECONDS) : 0
}

/** The encodings the request accepts with a quality above zero. */
function acceptedEncodings(header) {
  const accepted = new Set()
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean)
    if (name && (!quality || Number(quality[1]) > 0)) accepted.add(name.trim())
  }
  return accepted
}

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false
  const weak = (tag) => tag.trim().replace(/^W\//, '')
  return String(ifNoneMatch).split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag))
}

function createPageCache({ maxBytes = 128 * 1024 * 1024, now = () => Date.now() } = {}) {
  /** key → entry; Map order is least recently used first. */
  const entries = new Map()
  let bytes = 0
  /** Keys being compressed: a burst of misses for one page compresses it once. */
  const pending = new Set()
  // Requests that began before this time may carry a page the CMS has since changed.
  let storableFrom = 0

  function drop(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }

  function lookup(key) {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expires <= now()) {
      drop(key)
      return null
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  /** Answers from the cache; false when the page is not there (the caller asks Next). */
  function serve(key, req, res) {
    const entry = lookup(key)
    if (!entry) return false
    const headers = { ...entry.headers, age: String(Math.floor((now() - entry.stored) / 1000)), 'x-edge-cache': 'HIT' }
    if (etagMatches(req.headers['if-none-match'], entry.headers.etag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding'])
    const [encoding, body] = accepted.has('br') ? ['br', entry.br] : accepted.has('gzip') ? ['gzip', entry.gzip] : [null, entry.identity]
    if (encoding) headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  /**
   * Keeps a finished answer when it may be shared: called with the response whose headers
   * are final (security policy included) and its whole uncompressed body.
   */
  async function store(key, res, body, requestStartedAt = now()) {
    if (requestStartedAt < storableFrom) return false
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return false
    if (!/^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))) return false
    // A stale page is being regenerated by Next: wait for the fresh one.
    if (String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE') return false
    const lifetime = sharedLifetime(res.getHeader('cache-control'))
    if (lifetime <= 0 || body.length === 0 || pending.has(key)) return false
    // Read now: the response object is reused by Node once it has been sent.
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) if (!TRANSFER_HEADERS.has(name) && value !== undefined) headers[name] = value
    const vary = String(headers.vary ?? '')
    if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
    pending.add(key)
    let gzipped, brotlied
    try {
      ;[gzipped, brotlied] = await Promise.all([
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ])
    } finally {
      pending.delete(key)
    }
    if (requestStartedAt < storableFrom) return false
    const size = body.length + gzipped.length + brotlied.length + key.length
    if (size > maxBytes) return false
    drop(key)
    while (bytes + size > maxBytes && entries.size) drop(entries.keys().next().value)
    const stored = now()
    entries.set(key, { headers, identity: body, gzip: gzipped, br: brotlied, size, stored, expires: stored + lifetime * 1000 })
    bytes += size
    return true
  }

  function purge() {
    storableFrom = now() + PURGE_HOLD_MS
    entries.clear()
    bytes = 0
  }

  return { serve, store, purge, now, stats: () => ({ pages: entries.size, bytes }) }
}

/** Makes the cache reachable from the application's code in this process (for purge()). */
function publish(cache) {
  globalThis[GLOBAL_KEY] = cache
  return cache
}

module.exports = { createPageCache, publish, cacheKey, sharedLifetime, acceptedEncodings, GLOBAL_KEY, PURGE_HOLD_MS }
