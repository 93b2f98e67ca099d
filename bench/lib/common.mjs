// Shared helpers of the bench scripts (plain Node >= 20, built-ins only).

import { execFileSync } from 'node:child_process'
import dns from 'node:dns/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPO_ROOT = path.resolve(BENCH_DIR, '..')
export const RESULTS_DIR = path.join(BENCH_DIR, 'results')

/** A mistake in the settings or an unreachable target: printed without a stack, exit code 1. */
export class UsageError extends Error {}

export function numberEnv(name, fallback, { min, max, integer }) {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(raw)}`)
  }
  return value
}

/** A site path such as `/lz/price` (never a URL, so load stays on the checked host). */
export function sitePath(raw, name) {
  const value = raw?.trim() || '/'
  if (!/^\/(?!\/)[\w\-./%~]*$/.test(value)) throw new UsageError(`${name} must be a site path such as /lz/price, got ${raw}`)
  return value
}

const loopback = new net.BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6') // IPv4-mapped 127/8

export function isLoopback(address) {
  const family = net.isIP(address)
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Accepts only http base URLs whose host is a loopback IP literal or a `localhost` name
 * that resolves to loopback only. The connection goes to the checked address; the Host
 * header keeps the name (the site picks the brand from it). `name` is the setting's name
 * for error messages.
 */
export async function resolveTarget(raw, name) {
  let url
  try {
    url = new URL(raw)
  } catch {
    throw new UsageError(`${name} is not a URL: ${JSON.stringify(raw)}`)
  }
  if (url.protocol !== 'http:') throw new UsageError(`${name} must be http://, got ${url.protocol}`)
  if (url.username || url.password) throw new UsageError(`${name} must not carry credentials`)
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new UsageError(`${name} must be a base URL such as http://127.0.0.1:3000 (pages are given as paths), got ${raw}`)
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  let address
  if (net.isIP(host)) {
    address = host
  } else if (host === 'localhost' || host.endsWith('.localhost')) {
    let found = []
    try {
      found = await dns.lookup(host, { all: true })
    } catch {
      // `*.localhost` often has no resolver entry; RFC 6761 reserves it for loopback.
    }
    if (found.length === 0) found = [{ address: '127.0.0.1', family: 4 }]
    const outside = found.filter((a) => !isLoopback(a.address))
    if (outside.length) throw new UsageError(`refusing ${host}: it resolves to non-loopback ${outside.map((a) => a.address).join(', ')}`)
    address = (found.find((a) => a.family === 4) ?? found[0]).address // Next listens on 0.0.0.0 (IPv4)
  } else {
    throw new UsageError(`refusing ${host}: only loopback targets are allowed (127.0.0.0/8, ::1, localhost, *.localhost)`)
  }
  if (!isLoopback(address)) throw new UsageError(`refusing ${host}: only loopback targets are allowed (127.0.0.0/8, ::1, localhost, *.localhost)`)
  return { origin: url.origin, hostHeader: url.host, address, port: Number(url.port || 80), label: url.origin }
}

// ---------------------------------------------------------------------------------------
// Output

export const int = (n) => (n == null ? '-' : Math.round(n).toLocaleString('en-US'))
export const fixed = (n, d = 1) => (n == null ? '-' : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }))
export const kib = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KiB`)
export const plural = (n, word) => `${int(n)} ${word}${n === 1 ? '' : 's'}`
export const ms = (n) => (n == null ? '-' : `${n.toFixed(2)} ms`)

/** A plain-text table; the first row is the header. `align[i] === 'r'` right-aligns column i. */
export function table(rows, align = []) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)))
  return rows
    .map((r, ri) => {
      const line = r.map((c, i) => (align[i] === 'r' && ri > 0 ? String(c ?? '').padStart(widths[i]) : String(c ?? '').padEnd(widths[i]))).join('   ')
      return ri === 0 ? `  ${line.trimEnd()}\n  ${widths.map((w) => '-'.repeat(w)).join('   ')}` : `  ${line.trimEnd()}`
    })
    .join('\n')
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function gitInfo() {
  try {
    const opts = { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], opts).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], opts).trim() !== ''
    return { commit, dirty }
  } catch {
    return null
  }
}

/** ISO 8601 basic format (no colons, valid in file names everywhere): 20260121T174012Z */
export const fileStamp = (date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
