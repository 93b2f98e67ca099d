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

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** SHA-256 source expressions of every inline script of an HTML document, deduplicated. */
function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1]
    if (/\ssrc\s*=/i.test(attributes)) continue
    // Data blocks (JSON-LD, import maps are not used) never run; hashing them is harmless.
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
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
