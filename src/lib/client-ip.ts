/**
 * The visitor's address, as decided once at the edge.
 *
 * The production server (`scripts/serve.cjs`, which wraps Next's standalone server)
 * replaces any X-Forwarded-For a client sent with one address: the socket's peer, or,
 * when TRUST_PROXY names the proxies in front of us, the first address those proxies did
 * not add. So code behind the edge reads a single entry and never parses a client-chosen
 * chain. Outside that server (next dev, in-process tests) the last entry is the one
 * Next's own server appended, which is the closest thing to the peer it has.
 */
export function clientIp(headers: Headers): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return normaliseIp(chain[chain.length - 1] ?? '')
}

function normaliseIp(ip: string): string {
  const plain = ip.replace(/^::ffff:/i, '')
  // Anything that is not an address (a forged word, a port, HTML) counts as one unknown peer.
  return /^[0-9a-f.:]{2,45}$/i.test(plain) ? plain.toLowerCase() : 'unknown'
}
