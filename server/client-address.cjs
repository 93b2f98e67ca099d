'use strict'
// Who is the client? Decided once, at the edge, from the socket and the configured
// proxies, so no code behind it ever parses a header the client chose.
const proxyAddr = require('proxy-addr')

/**
 * TRUST_PROXY names the proxies in front of this server:
 *  - unset, '', '0' or 'false': none; the socket's peer is the client;
 *  - a number N: the N nearest hops (the load balancer, a CDN in front of it ...);
 *  - a list of addresses, CIDR ranges or proxy-addr's names ('loopback', 'uniquelocal',
 *    'linklocal'), comma-separated: exactly those.
 */
function parseTrust(raw) {
  const value = String(raw ?? '').trim()
  if (!value || value === '0' || value === 'false') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, index) => index < hops
  }
  return proxyAddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean))
}

/** Headers only a trusted proxy may set; from anyone else they are lies. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']

/**
 * Rewrites the request's proxy headers in place: X-Forwarded-For becomes the one client
 * address; the host, protocol and port headers survive only from a trusted peer. Also
 * drops Next's internal sub-request marker, which no outside request may carry.
 */
function normaliseProxyHeaders(req, trust) {
  const peer = req.socket?.remoteAddress ?? ''
  const peerTrusted = peer ? trust(peer, 0) : false
  const address = peer ? proxyAddr(req, trust) : 'unknown'
  for (const name of PROXY_HEADERS) {
    if (name === 'x-forwarded-for') continue
    if (!peerTrusted || name === 'x-real-ip' || name === 'forwarded') delete req.headers[name]
  }
  // A trusted proxy may have sent a list of hosts/protocols; keep the client-facing one.
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) {
    const value = req.headers[name]
    if (typeof value === 'string' && value.includes(',')) req.headers[name] = value.split(',')[0].trim()
  }
  req.headers['x-forwarded-for'] = String(address).replace(/^::ffff:/i, '')
  delete req.headers['x-middleware-subrequest']
  return { address: req.headers['x-forwarded-for'], secure: Boolean(req.socket?.encrypted) || (peerTrusted && req.headers['x-forwarded-proto'] === 'https') }
}

module.exports = { parseTrust, normaliseProxyHeaders }
