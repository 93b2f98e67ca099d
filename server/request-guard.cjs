'use strict'
// Requests refused before the application sees them: methods nobody serves, paths that
// cannot be decoded or that try to climb out of their folder, and bodies declared larger
// than their destination accepts. Each answer is a 4xx with a message naming the problem.

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

// One table of limits for the edge and the application (which counts while streaming).
const LIMITS = require('./body-limits.json')

/** Largest body each part of the site accepts (bytes), by path prefix. */
const BODY_LIMITS = [
  { prefix: '/gateway/', bytes: LIMITS.gateway },
  // Editors upload images and short videos through the CMS API.
  { prefix: '/api/media', bytes: LIMITS.cmsUpload },
  { prefix: '/api/', bytes: LIMITS.cmsJson },
  { prefix: '/', bytes: LIMITS.page },
]

function bodyLimit(pathname) {
  return BODY_LIMITS.find((rule) => pathname.startsWith(rule.prefix)).bytes
}

/**
 * Each path segment must decode, and decoded it must not be a separator or a step out of
 * its folder: `%2F`, `%5C`, `..` and NUL have no business in our URLs, and let through
 * they become open redirects or path traversal further in.
 */
function pathProblem(pathname) {
  for (const segment of pathname.split('/')) {
    let decoded
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return 'malformed percent-encoding in the path'
    }
    if (decoded === '.' || decoded === '..') return 'relative segment in the path'
    if (/[\\/\0]/.test(decoded)) return 'encoded separator in the path'
  }
  return null
}

/** null when the request may go on; else the status and message to answer with. */
function checkRequest(req) {
  if (!METHODS.has(req.method)) return { status: 405, message: `method ${String(req.method).slice(0, 16)} is not allowed`, allow: [...METHODS].join(', ') }
  const raw = req.url ?? '/'
  if (!raw.startsWith('/')) return { status: 400, message: 'the request target must be a path' }
  const pathname = raw.split('?')[0]
  if (pathname.startsWith('//')) return { status: 400, message: 'the path starts with two slashes' }
  const problem = pathProblem(pathname)
  if (problem) return { status: 400, message: problem }
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (!/^\d{1,15}$/.test(declared)) return { status: 400, message: 'invalid Content-Length' }
    if (Number(declared) > bodyLimit(pathname)) return { status: 413, message: `the body is larger than ${bodyLimit(pathname)} bytes` }
  }
  return null
}

/** Answers a refused request: the gateway's JSON envelope on /gateway, plain text elsewhere. */
function refuse(req, res, { status, message, allow }) {
  const pathname = (req.url ?? '/').split('?')[0]
  const gateway = pathname.startsWith('/gateway/') || pathname.startsWith('/api/')
  const body = gateway ? JSON.stringify({ code: status, msg: message, data: null }) : `${status} ${message}\n`
  const headers = {
    'content-type': gateway ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // The rest of an oversized or refused body is not read: close rather than drain it.
    connection: 'close',
  }
  if (allow) headers.allow = allow
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

module.exports = { checkRequest, refuse, bodyLimit, pathProblem, METHODS }
