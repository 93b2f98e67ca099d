'use strict'
// Headers every answer gets at the edge, decided when its headers are final:
// the Content-Security-Policy (hashes of an HTML document's inline scripts), HSTS over
// HTTPS, and no Set-Cookie on anything a shared cache may store or on a prefetch.
const { inlineScriptHashes, policyFor, NON_DOCUMENT_POLICY } = require('./content-security-policy.cjs')

const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Policies by ETag: a page served from Next's cache carries the ETag of its bytes, so the
 * same ETag means the same inline scripts and the hashes need computing once.
 */
const policyByEtag = new Map()
const MAX_REMEMBERED = 2000

function documentPolicy(res, body, context) {
  const etag = res.getHeader('etag')
  const key = etag ? `${context.secure ? 's' : 'p'}${etag}:${body.length}` : null
  const known = key && policyByEtag.get(key)
  if (known) return known
  const policy = policyFor(inlineScriptHashes(body), context)
  if (key) {
    if (policyByEtag.size >= MAX_REMEMBERED) policyByEtag.delete(policyByEtag.keys().next().value)
    policyByEtag.set(key, policy)
  }
  return policy
}

/** Whether a shared cache (CDN, proxy) may store an answer with this Cache-Control. */
function sharedCacheable(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase()
  if (/\b(private|no-store)\b/.test(value)) return false
  return /\b(public|s-maxage|max-age)\b/.test(value)
}

/**
 * A cookie set on a cacheable answer would be handed to every visitor the cache serves.
 * Such an answer becomes private: the page is still the same for everyone, only this one
 * response (the visit that set the cookie) is not shared.
 */
/**
 * A request the browser makes ahead of a click: Next's router prefetch (its headers are
 * taken off the request before the proxy sees it, so only this edge can tell), a <link
 * rel=prefetch> or a speculation rule. Answering it must change nothing for the visitor:
 * the locale a URL stands for is saved when the page is opened or the language switcher is
 * used, channel codes when the visitor arrives with them, never because a link was in view.
 */
function isSpeculativeRequest(headers) {
  if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) return true
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`.toLowerCase()
  return purpose.includes('prefetch') || purpose.includes('prerender')
}

function finaliseHeaders(res, { secure, speculative = false, admin = false }) {
  // A prefetch sets no cookie (see isSpeculativeRequest).
  if (speculative) res.removeHeader('set-cookie')
  // The CMS asks for the colour-scheme hint on every path (Payload's Next config); only
  // its admin reads it. On a public page Critical-CH makes Chromium request the page a
  // second time on a first visit, to send a hint nothing uses.
  if (!admin) {
    res.removeHeader('accept-ch')
    res.removeHeader('critical-ch')
  }
  if (res.getHeader('set-cookie') && sharedCacheable(res.getHeader('cache-control'))) {
    res.setHeader('cache-control', 'private, no-store')
  }
  if (secure) res.setHeader('strict-transport-security', HSTS)
}

function isHtml(res) {
  return /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))
}

/**
 * Wraps a response so that its policy headers are added just before the headers leave.
 * HTML bodies are held until complete (the policy depends on their scripts); everything
 * else streams as before.
 */
function applyResponsePolicy(res, context) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let mode = null // null until decided, then 'html' (buffered) or 'pass'
  const chunks = []

  function decide() {
    if (mode) return mode
    mode = isHtml(res) ? 'html' : 'pass'
    if (mode === 'pass') {
      finaliseHeaders(res, context)
      // Only an answer that says what it is gets the non-document policy. A 304 has no
      // body and no type, and its headers replace those of the page the browser kept:
      // a policy here would become the cached page's policy and block all its scripts.
      const typed = Boolean(res.getHeader('content-type'))
      if (typed && res.statusCode !== 304 && !res.getHeader('content-security-policy')) res.setHeader('content-security-policy', NON_DOCUMENT_POLICY)
    }
    return mode
  }

  function collect(chunk, encoding) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
  }

  res.writeHead = function writeHead(status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    const reason = rest.find((arg) => typeof arg === 'string')
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = status
    if (reason) res.statusMessage = reason
    if (decide() === 'html') return res
    return original.writeHead.call(res, status, ...(Array.isArray(headers) ? [headers] : []))
  }

  res.flushHeaders = function flushHeaders() {
    if (decide() === 'html') return
    return original.flushHeaders.call(res)
  }

  res.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback)
    collect(chunk, encoding)
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }

  res.end = function end(chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (typeof chunk === 'function') callback = chunk
    else {
      collect(chunk, encoding)
      if (typeof encoding === 'function') callback = encoding
    }
    const body = Buffer.concat(chunks)
    res.setHeader('content-security-policy', documentPolicy(res, body, context))
    finaliseHeaders(res, context)
    if (res.getHeader('content-length') !== undefined) res.setHeader('content-length', body.length)
    // The finished document, headers final: the edge's page cache may keep it.
    if (context.onDocument) context.onDocument(res, body)
    // From here on the headers go out as they are: Node's implicit header path calls
    // res.writeHead too, and must not be deferred again.
    res.writeHead = original.writeHead
    if (!res.headersSent) original.writeHead.call(res, res.statusCode)
    return original.end.call(res, body.length ? body : undefined, callback)
  }
}

module.exports = { applyResponsePolicy, sharedCacheable, finaliseHeaders, isSpeculativeRequest }
