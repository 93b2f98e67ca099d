'use strict'
// A Content-Security-Policy that keeps public pages cacheable.
//
// Next.js writes inline <script> elements (the React Server Components payload, our
// chunk-reload guard). A nonce would have to be new for every response, which means
// rendering every page per request (the framework's documented trade-off). Instead the
// edge reads the finished HTML and allows exactly its inline scripts by their SHA-256
// hashes: the same page gives the same header, so the response stays identical for
// every visitor and a shared cache may keep it; an injected script has no matching hash.
const crypto = require('node:crypto')

/** Tencent Cloud's video player, used by courses hosted on its VOD service. */
const VIDEO_PLAYER_ORIGIN = 'https://web.sdk.qcloud.com'

const OPEN = Buffer.from('<script')
const CLOSE = Buffer.from('</script')

/**
 * SHA-256 source expressions of every inline script of an HTML document, deduplicated.
 * Scans the bytes with indexOf and hashes slices in place (a regular expression over the
 * decoded text cost milliseconds per page, a quarter of serving it from the cache).
 */
function inlineScriptHashes(html) {
  const bytes = Buffer.isBuffer(html) ? html : Buffer.from(html, 'utf8')
  const hashes = new Set()
  let at = 0
  for (;;) {
    const open = bytes.indexOf(OPEN, at)
    if (open < 0) break
    const next = bytes[open + OPEN.length]
    const tagEnd = bytes.indexOf(0x3e /* > */, open)
    if (tagEnd < 0) break
    // `<scripts>` or `<script-x>` are other elements; the name must end here.
    if (next !== 0x3e && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d && next !== 0x2f) {
      at = open + OPEN.length
      continue
    }
    const close = bytes.indexOf(CLOSE, tagEnd)
    if (close < 0) break
    const attributes = bytes.toString('latin1', open + OPEN.length, tagEnd)
    if (!/\ssrc\s*=/i.test(attributes)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(bytes.subarray(tagEnd + 1, close)).digest('base64')}'`)
    }
    at = close + CLOSE.length
  }
  return [...hashes]
}

/** The policy for an HTML document whose inline scripts hash to `hashes`. */
function policyFor(hashes, { secure }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')} ${VIDEO_PLAYER_ORIGIN}`.replace(/\s+/g, ' ').trim(),
    // React writes style attributes; styles cannot run code, so inline styles stay allowed.
    `style-src 'self' 'unsafe-inline' ${VIDEO_PLAYER_ORIGIN}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Course videos may stream from the video service's CDN, whose hosts vary by region.
    "media-src 'self' blob: https:",
    "connect-src 'self' https:",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
  if (secure) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** For answers that are not documents (JSON, files): nothing may run or frame them. */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'"

module.exports = { inlineScriptHashes, policyFor, NON_DOCUMENT_POLICY }
