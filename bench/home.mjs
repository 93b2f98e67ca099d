// Home page benchmark (plain Node >= 20, built-ins only). See bench/README.md.
//
//   npm start            # one terminal: the production site on PORT (default 3000)
//   npm run bench        # another terminal
//
// Environment: BENCH_URL (default http://127.0.0.1:3000, loopback only),
// BENCH_CONCURRENCY (default 16), BENCH_SECONDS (default 10; a 2 s warm-up comes first).
//
// One run measures, one after another:
//   1. GET / on the site: closed-loop load, fixed concurrency, keep-alive, rps and latency.
//   2. The same against a bare node:http server (a child process of this script) that
//      answers with the exact HTML bytes and Content-Type fetched once from the site.
//   3. The JavaScript the home page loads (same-origin <script src> and script
//      preloads), raw and gzipped (zlib level 6), plus inline <script> bytes.
// Prints a table and the ratios, and writes bench/results/home-<timestamp>.json.

import { execFileSync, fork } from 'node:child_process'
import dns from 'node:dns/promises'
import { setMaxListeners } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

const SELF = fileURLToPath(import.meta.url)
const BENCH_DIR = path.dirname(SELF)
const REPO_ROOT = path.resolve(BENCH_DIR, '..')
const BASELINE_FLAG = '--baseline-server'

const WARMUP_MS = 2000
const REQUEST_TIMEOUT_MS = 10_000
const GZIP_LEVEL = 6 // zlib's default level, the usual level of on-the-fly HTTP compression
// Both targets get exactly these request headers. No compression: the HTML is measured
// as the bytes the server renders, and the baseline serves those same bytes.
const REQUEST_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'identity', 'user-agent': 'compliance-sites-bench/1' }

class UsageError extends Error {}

function pagePath(raw) {
  const value = raw?.trim() || '/'
  if (!/^\/(?!\/)[\w\-./%~]*$/.test(value)) throw new UsageError(`BENCH_PATH must be a site path such as /lz/price, got ${raw}`)
  return value
}

// The page to measure: the home page unless BENCH_PATH names another one on the same site
// (`/lz/price`, `/news`); always a path, never a URL, so load stays on the checked host.
const PAGE_PATH = pagePath(process.env.BENCH_PATH)
// The status the page answers with: 404 measures the not-found page (BENCH_PATH=/no-such-page).
const EXPECTED_STATUS = process.env.BENCH_STATUS === '404' ? 404 : 200
// BENCH_UNIQUE=1 adds a new suffix to the path on every request (-1, -2 ...): URLs nobody
// asked for before, the cost of a crawler or a scanner guessing paths.
const UNIQUE_PATHS = process.env.BENCH_UNIQUE === '1'
let uniqueCounter = 0
const measuredPath = () => (UNIQUE_PATHS ? `${PAGE_PATH}-${process.pid}-${++uniqueCounter}` : PAGE_PATH)

// ---------------------------------------------------------------------------------------
// Configuration and target checks

function numberEnv(name, fallback, { min, max, integer }) {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(raw)}`)
  }
  return value
}

const loopback = new net.BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6') // IPv4-mapped 127/8

function isLoopback(address) {
  const family = net.isIP(address)
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Accepts only http URLs whose host is a loopback IP literal or a `localhost` name that
 * resolves to loopback only. The connection goes to the checked address; the Host header
 * keeps the name (the site picks the brand from it).
 */
async function resolveTarget(raw) {
  let url
  try {
    url = new URL(raw)
  } catch {
    throw new UsageError(`BENCH_URL is not a URL: ${JSON.stringify(raw)}`)
  }
  if (url.protocol !== 'http:') throw new UsageError(`BENCH_URL must be http:// (the load generator uses node:http), got ${url.protocol}`)
  if (url.username || url.password) throw new UsageError('BENCH_URL must not carry credentials')
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new UsageError(`BENCH_URL must be a base URL such as http://127.0.0.1:3000 (the bench always requests GET /), got ${raw}`)
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
// HTTP client

/** An Agent that counts the TCP connections it opens (keep-alive health check). */
class CountingAgent extends http.Agent {
  connections = 0
  createConnection(...args) {
    this.connections++
    return super.createConnection(...args)
  }
}

/**
 * One GET; never rejects. Resolves to { status, headers, bytes, body? } or { error }.
 * The body is kept only when `collect` is set; otherwise it is counted and dropped.
 */
function get(target, agent, requestPath, { collect = false, timeoutMs = REQUEST_TIMEOUT_MS, signal } = {}) {
  return new Promise((resolve) => {
    let settled = false
    const done = (result) => {
      if (!settled) {
        settled = true
        resolve(result)
      }
    }
    const req = http.request(
      { host: target.address, port: target.port, path: requestPath, method: 'GET', agent, signal, headers: { ...REQUEST_HEADERS, host: target.hostHeader } },
      (res) => {
        const chunks = collect ? [] : null
        let bytes = 0
        res.on('data', (chunk) => {
          bytes += chunk.length
          if (chunks) chunks.push(chunk)
        })
        res.on('end', () => done({ status: res.statusCode, headers: res.headers, bytes, body: chunks && Buffer.concat(chunks) }))
        res.on('error', (error) => done({ error }))
        res.on('close', () => {
          if (!res.complete) done({ error: Object.assign(new Error('response aborted'), { code: 'ABORTED' }) })
        })
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(`no response within ${timeoutMs} ms`), { code: 'TIMEOUT' })))
    req.on('error', (error) => done({ error }))
    req.end()
  })
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------------------------------
// Closed-loop load generator

/**
 * `concurrency` workers, each sending the next request as soon as the previous response
 * has been read completely, over one keep-alive Agent with at most `concurrency` sockets.
 * Workers start at once and stop issuing requests at the end of the measured window;
 * requests still in flight then are aborted (and reported), so a run lasts exactly
 * warm-up + duration. A response counts if it completes inside [warm-up end, warm-up end
 * + duration]; only 200 responses enter the throughput and latency figures. Latency runs
 * from sending the request to the last byte of the body.
 */
async function runLoad(target, { concurrency, durationMs, warmupMs, expectedStatus = EXPECTED_STATUS, requestPath = measuredPath }) {
  const agent = new CountingAgent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency })
  const latencies = []
  const statuses = {}
  const errors = {}
  let okBytes = 0
  let okMinBytes = Infinity
  let okMaxBytes = 0
  let connectionsAtStart = 0
  let cpuAtStart = null
  let unfinishedAtEnd = 0
  const stop = new AbortController()
  setMaxListeners(concurrency + 10, stop.signal) // one abort listener per in-flight request, removed when it ends

  const t0 = performance.now()
  const measureStart = t0 + warmupMs
  const measureEnd = measureStart + durationMs
  const markStart = setTimeout(() => {
    cpuAtStart = process.cpuUsage()
    connectionsAtStart = agent.connections
  }, warmupMs)
  const markEnd = setTimeout(() => stop.abort(), warmupMs + durationMs)

  const worker = async () => {
    while (performance.now() < measureEnd) {
      const sent = performance.now()
      const result = await get(target, agent, requestPath(), { signal: stop.signal })
      const received = performance.now()
      if (stop.signal.aborted && result.error) {
        unfinishedAtEnd++
        break
      }
      const counted = received >= measureStart && received <= measureEnd
      if (result.error) {
        if (counted) errors[result.error.code ?? result.error.message] = (errors[result.error.code ?? result.error.message] ?? 0) + 1
        if (!stop.signal.aborted) await sleep(10) // no hot loop against a refusing or failing server
        continue
      }
      if (!counted) continue
      statuses[result.status] = (statuses[result.status] ?? 0) + 1
      if (result.status === expectedStatus) {
        latencies.push(received - sent)
        okBytes += result.bytes
        okMinBytes = Math.min(okMinBytes, result.bytes)
        okMaxBytes = Math.max(okMaxBytes, result.bytes)
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    clearTimeout(markStart)
    clearTimeout(markEnd)
    agent.destroy()
  }
  const cpu = cpuAtStart ? process.cpuUsage(cpuAtStart) : null

  latencies.sort((a, b) => a - b)
  const ok = latencies.length
  const failed = Object.values(errors).reduce((a, b) => a + b, 0) + Object.entries(statuses).reduce((a, [s, n]) => a + (s === String(expectedStatus) ? 0 : n), 0)
  const seconds = durationMs / 1000
  return {
    requestsPerSecond: ok / seconds,
    expectedStatus,
    ok,
    failed,
    statuses,
    errors,
    latencyMs: ok
      ? {
          min: latencies[0],
          mean: latencies.reduce((a, b) => a + b, 0) / ok,
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p99: percentile(latencies, 99),
          max: latencies[ok - 1],
        }
      : null,
    bodyBytes: ok ? { min: okMinBytes, max: okMaxBytes, mean: okBytes / ok } : null,
    connectionsOpened: { total: agent.connections, duringMeasurement: agent.connections - connectionsAtStart },
    // Requests in flight when the window closed, aborted and not counted (normally <= concurrency).
    unfinishedAtEnd,
    // CPU time of this process (the load generator) during the measured window, as % of one core.
    clientCpuPercent: cpu ? ((cpu.user + cpu.system) / 1000 / durationMs) * 100 : null,
  }
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

// ---------------------------------------------------------------------------------------
// Baseline: a bare node:http server in a child process (its own event loop, like the site)

function baselineChild() {
  process.once('message', ({ body: base64, contentType }) => {
    const body = Buffer.from(base64, 'base64')
    const headers = { 'content-type': contentType, 'content-length': body.length }
    const server = http.createServer((req, res) => {
      req.resume()
      res.writeHead(200, headers)
      res.end(body)
    })
    const shutdown = () => {
      server.close()
      server.closeAllConnections()
      if (process.connected) process.disconnect()
    }
    process.on('message', (msg) => msg?.type === 'stop' && shutdown())
    process.on('disconnect', shutdown) // the parent went away: close, and the process exits
    server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }))
  })
}

async function startBaseline(body, contentType) {
  const child = fork(SELF, [BASELINE_FLAG], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('baseline server did not start within 10 s')), 10_000)
    child.once('message', (msg) => {
      clearTimeout(timer)
      resolve(msg.port)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`baseline server exited early (${code})`))
    })
    child.send({ body: body.toString('base64'), contentType })
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    if (child.connected) child.send({ type: 'stop' })
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  return { target: { origin: `http://127.0.0.1:${port}`, hostHeader: `127.0.0.1:${port}`, address: '127.0.0.1', port, label: `http://127.0.0.1:${port}` }, stop }
}

// ---------------------------------------------------------------------------------------
// JavaScript the page loads

const ATTRS = `((?:[^>"']|"[^"]*"|'[^']*')*)`
const TAG_RE = new RegExp(`<!--[\\s\\S]*?-->|<script\\b${ATTRS}>([\\s\\S]*?)</script\\s*>|<link\\b${ATTRS}>|<base\\b${ATTRS}>`, 'gi')
const ATTR_RE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript', 'application/x-javascript', 'text/jscript'])

function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt|#39);/gi, (m, e) => {
    const k = e.toLowerCase()
    if (k[0] === '#') return String.fromCodePoint(k[1] === 'x' ? parseInt(k.slice(2), 16) : parseInt(k.slice(1), 10))
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[k] ?? m
  })
}

function parseAttrs(raw) {
  const attrs = {}
  for (const [, name, dq, sq, bare] of raw.matchAll(ATTR_RE)) {
    const key = name.toLowerCase()
    if (!(key in attrs)) attrs[key] = decodeEntities(dq ?? sq ?? bare ?? '')
  }
  return attrs
}

/** Lists the scripts a page declares: external (script src, modulepreload, preload as=script) and inline. */
function findScripts(html, pageUrl) {
  let base = pageUrl
  const external = new Map() // absolute URL -> { url, via: Set, noModule }
  const inline = []
  const add = (href, via, noModule = false) => {
    let url
    try {
      url = new URL(href, base)
    } catch {
      return
    }
    url.hash = ''
    const entry = external.get(url.href) ?? { url, via: new Set(), noModule: true }
    entry.via.add(via)
    entry.noModule &&= noModule // loaded by modern browsers if any reference is not nomodule
    external.set(url.href, entry)
  }
  let sawBase = false
  for (const m of html.matchAll(TAG_RE)) {
    const [whole, scriptAttrs, scriptBody, linkAttrs, baseAttrs] = m
    if (whole.startsWith('<!--')) continue
    if (baseAttrs !== undefined) {
      const href = parseAttrs(baseAttrs).href
      if (!sawBase && href) base = new URL(href, pageUrl).href
      sawBase = true
    } else if (scriptAttrs !== undefined) {
      const a = parseAttrs(scriptAttrs)
      const type = (a.type ?? '').trim().toLowerCase()
      const isJs = JS_TYPES.has(type)
      if (a.src !== undefined && a.src.trim() !== '') {
        if (isJs) add(a.src.trim(), 'script', 'nomodule' in a)
      } else {
        inline.push({ type: type || 'text/javascript', isJs, bytes: Buffer.byteLength(scriptBody, 'utf8') })
      }
    } else if (linkAttrs !== undefined) {
      const a = parseAttrs(linkAttrs)
      const rels = (a.rel ?? '').toLowerCase().split(/\s+/)
      const as = (a.as ?? '').trim().toLowerCase()
      if (!a.href) continue
      if (rels.includes('modulepreload') && (as === '' || as === 'script')) add(a.href.trim(), 'modulepreload')
      else if (rels.includes('preload') && as === 'script') add(a.href.trim(), 'preload')
    }
  }
  return { external: [...external.values()], inline }
}

async function measureJs(target, html) {
  const { external, inline } = findScripts(html.toString('utf8'), `${target.origin}/`)
  const agent = new CountingAgent({ keepAlive: true, maxSockets: 4 })
  const assets = []
  const skipped = []
  try {
    for (const { url, via, noModule } of external) {
      if (url.origin !== target.origin) {
        skipped.push({ url: url.href, reason: 'other origin' })
        continue
      }
      const requestPath = url.pathname + url.search
      const result = await get(target, agent, requestPath, { collect: true })
      if (result.error || result.status !== 200) {
        assets.push({ path: requestPath, via: [...via], noModule, error: result.error ? String(result.error.message) : `HTTP ${result.status}` })
        continue
      }
      assets.push({ path: requestPath, via: [...via], noModule, rawBytes: result.body.length, gzipBytes: zlib.gzipSync(result.body, { level: GZIP_LEVEL }).length })
    }
  } finally {
    agent.destroy()
  }
  const sum = (list, key) => list.reduce((a, x) => a + (x[key] ?? 0), 0)
  const loaded = assets.filter((a) => !a.noModule && !a.error)
  const noModule = assets.filter((a) => a.noModule && !a.error)
  const inlineJs = inline.filter((s) => s.isJs)
  const inlineData = inline.filter((s) => !s.isJs)
  return {
    gzipLevel: GZIP_LEVEL,
    external: {
      count: loaded.length,
      rawBytes: sum(loaded, 'rawBytes'),
      gzipBytes: sum(loaded, 'gzipBytes'),
    },
    noModule: { count: noModule.length, rawBytes: sum(noModule, 'rawBytes'), gzipBytes: sum(noModule, 'gzipBytes') },
    failed: assets.filter((a) => a.error).length,
    inline: {
      count: inline.length,
      bytes: sum(inline, 'bytes'),
      jsCount: inlineJs.length,
      jsBytes: sum(inlineJs, 'bytes'),
      dataCount: inlineData.length,
      dataBytes: sum(inlineData, 'bytes'),
    },
    assets,
    skipped,
  }
}

// ---------------------------------------------------------------------------------------
// Output

const int = (n) => (n == null ? '-' : Math.round(n).toLocaleString('en-US'))
const fixed = (n, d = 1) => (n == null ? '-' : n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }))
const kib = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KiB`)
const plural = (n, word) => `${int(n)} ${word}${n === 1 ? '' : 's'}`
const ms = (n) => (n == null ? '-' : `${n.toFixed(2)} ms`)

function table(rows, align = []) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)))
  return rows
    .map((r, ri) => {
      const line = r.map((c, i) => (align[i] === 'r' && ri > 0 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('   ')
      return ri === 0 ? `  ${line.trimEnd()}\n  ${widths.map((w) => '-'.repeat(w)).join('   ')}` : `  ${line.trimEnd()}`
    })
    .join('\n')
}

function describeFailures(run) {
  const parts = [
    ...Object.entries(run.statuses).filter(([s]) => s !== String(run.expectedStatus)).map(([s, n]) => `${n} x HTTP ${s}`),
    ...Object.entries(run.errors).map(([e, n]) => `${n} x ${e}`),
  ]
  return parts.length ? parts.join(', ') : '0'
}

function gitInfo() {
  try {
    const opts = { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], opts).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], opts).trim() !== ''
    return { commit, dirty }
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------

async function main() {
  const concurrency = numberEnv('BENCH_CONCURRENCY', 16, { min: 1, max: 1024, integer: true })
  const seconds = numberEnv('BENCH_SECONDS', 10, { min: 1, max: 3600, integer: false })
  const site = await resolveTarget(process.env.BENCH_URL?.trim() || 'http://127.0.0.1:3000')
  const durationMs = seconds * 1000
  const startedAt = new Date()

  // The page, once: the HTML bytes for the baseline and the script list.
  const agent = new CountingAgent({ keepAlive: false })
  const page = await get(site, agent, PAGE_PATH, { collect: true })
  agent.destroy()
  if (page.error) throw new UsageError(`cannot reach ${site.origin}/ (${page.error.code ?? page.error.message}). Is the site running? Start it with \`npm start\`.`)
  if (page.status !== EXPECTED_STATUS) {
    const redirect = page.status >= 300 && page.status < 400 ? ` -> ${page.headers.location ?? '(no Location)'}; redirects are not followed` : ''
    throw new UsageError(`${site.origin}${PAGE_PATH} answered HTTP ${page.status}${redirect}; the bench needs GET ${PAGE_PATH} to answer ${EXPECTED_STATUS}`)
  }
  const contentType = page.headers['content-type'] ?? 'text/html'
  const html = page.body
  const pageInfo = {
    url: `${site.origin}${PAGE_PATH}`,
    status: page.status,
    contentType,
    htmlBytes: html.length,
    htmlGzipBytes: zlib.gzipSync(html, { level: GZIP_LEVEL }).length,
    headers: Object.fromEntries(['cache-control', 'x-nextjs-cache', 'x-nextjs-prerender', 'etag', 'content-length', 'transfer-encoding'].filter((h) => page.headers[h] !== undefined).map((h) => [h, page.headers[h]])),
  }

  console.log(`Home page benchmark: GET ${pageInfo.url}  (${int(html.length)} bytes, ${contentType})`)
  console.log(`concurrency ${concurrency}, ${WARMUP_MS / 1000} s warm-up + ${seconds} s measured per target, keep-alive, closed loop`)

  const js = await measureJs(site, html)

  console.log(`\n[1/2] site ${site.label} ...`)
  const siteRun = await runLoad(site, { concurrency, durationMs, warmupMs: WARMUP_MS })

  console.log(`[2/2] baseline node:http server (same ${int(html.length)} bytes) ...`)
  const baseline = await startBaseline(html, contentType)
  let baseRun
  try {
    baseRun = await runLoad(baseline.target, { concurrency, durationMs, warmupMs: WARMUP_MS, expectedStatus: 200, requestPath: () => '/' })
  } finally {
    await baseline.stop()
  }

  const ratio = (a, b) => (a != null && b ? a / b : null)
  const ratios = {
    rps: ratio(siteRun.requestsPerSecond, baseRun.requestsPerSecond),
    p50: ratio(siteRun.latencyMs?.p50, baseRun.latencyMs?.p50),
    p99: ratio(siteRun.latencyMs?.p99, baseRun.latencyMs?.p99),
  }

  // --- print
  const loadRows = [
    ['', `site (${site.label})`, 'baseline (bare node:http)'],
    [`requests/s (${EXPECTED_STATUS} only)`, fixed(siteRun.requestsPerSecond), fixed(baseRun.requestsPerSecond)],
    ['latency p50', ms(siteRun.latencyMs?.p50), ms(baseRun.latencyMs?.p50)],
    ['latency p90', ms(siteRun.latencyMs?.p90), ms(baseRun.latencyMs?.p90)],
    ['latency p99', ms(siteRun.latencyMs?.p99), ms(baseRun.latencyMs?.p99)],
    ['latency max', ms(siteRun.latencyMs?.max), ms(baseRun.latencyMs?.max)],
    ['latency mean', ms(siteRun.latencyMs?.mean), ms(baseRun.latencyMs?.mean)],
    ['responses 200', int(siteRun.ok), int(baseRun.ok)],
    ['non-200 / errors', describeFailures(siteRun), describeFailures(baseRun)],
    ['body bytes (min..max)', siteRun.bodyBytes ? `${int(siteRun.bodyBytes.min)}..${int(siteRun.bodyBytes.max)}` : '-', baseRun.bodyBytes ? `${int(baseRun.bodyBytes.min)}..${int(baseRun.bodyBytes.max)}` : '-'],
    ['connections opened', int(siteRun.connectionsOpened.total), int(baseRun.connectionsOpened.total)],
    ['in flight at end (dropped)', int(siteRun.unfinishedAtEnd), int(baseRun.unfinishedAtEnd)],
    ['load generator CPU', `${fixed(siteRun.clientCpuPercent, 0)} %`, `${fixed(baseRun.clientCpuPercent, 0)} %`],
  ]
  console.log(`\nLoad (${seconds} s measured after ${WARMUP_MS / 1000} s warm-up, concurrency ${concurrency})`)
  console.log(table(loadRows, ['l', 'r', 'r']))

  const assetRows = [['script', 'via', 'raw', `gzip -${GZIP_LEVEL}`]]
  for (const a of js.assets) {
    assetRows.push([a.path + (a.noModule ? ' (nomodule)' : ''), a.via.join('+'), a.error ? `ERROR ${a.error}` : int(a.rawBytes), a.error ? '' : int(a.gzipBytes)])
  }
  assetRows.push(['total loaded by modern browsers', plural(js.external.count, 'file'), int(js.external.rawBytes), int(js.external.gzipBytes)])
  console.log(`\nJavaScript the home page loads (same-origin <script src>, modulepreload, preload as=script; gzip level ${GZIP_LEVEL} = zlib default)`)
  console.log(table(assetRows, ['l', 'l', 'r', 'r']))
  if (js.noModule.count) console.log(`  not counted: ${js.noModule.count} nomodule script(s), ${int(js.noModule.rawBytes)} B raw / ${int(js.noModule.gzipBytes)} B gzip (legacy browsers only)`)
  if (js.skipped.length) console.log(`  not counted: ${js.skipped.length} script(s) on other origins: ${js.skipped.map((s) => s.url).join(', ')}`)
  if (js.failed) console.log(`  WARNING: ${js.failed} script(s) could not be fetched`)
  console.log(`  inline <script>: ${plural(js.inline.count, 'tag')}, ${int(js.inline.bytes)} B (JavaScript: ${plural(js.inline.jsCount, 'tag')}, ${int(js.inline.jsBytes)} B; data such as JSON: ${plural(js.inline.dataCount, 'tag')}, ${int(js.inline.dataBytes)} B)`)
  console.log(`  HTML document: ${int(pageInfo.htmlBytes)} B raw / ${int(pageInfo.htmlGzipBytes)} B gzip (includes the inline scripts)`)

  console.log('\nSummary')
  const summaryRows = [
    ['figure', 'value'],
    ['site rps / baseline rps', ratios.rps == null ? '-' : `${ratios.rps.toFixed(3)}  (${(ratios.rps * 100).toFixed(1)} % of bare node:http)`],
    ['site p50 / baseline p50', ratios.p50 == null ? '-' : `${ratios.p50.toFixed(1)} x`],
    ['site p99 / baseline p99', ratios.p99 == null ? '-' : `${ratios.p99.toFixed(1)} x`],
    ['JS loaded (external, raw)', `${int(js.external.rawBytes)} B (${kib(js.external.rawBytes)}) in ${plural(js.external.count, 'file')}`],
    [`JS loaded (external, gzip -${GZIP_LEVEL})`, `${int(js.external.gzipBytes)} B (${kib(js.external.gzipBytes)})`],
    ['inline script bytes', `${int(js.inline.bytes)} B (${int(js.inline.jsBytes)} B JavaScript, ${int(js.inline.dataBytes)} B data)`],
  ]
  console.log(table(summaryRows))

  const warnings = []
  for (const [name, run] of [['site', siteRun], ['baseline', baseRun]]) {
    if (!run.ok) warnings.push(`${name}: no 200 response completed in the measured window`)
    if (run.failed) warnings.push(`${name}: ${run.failed} non-200 responses or errors were excluded from rps and latency`)
    if (run.clientCpuPercent != null && run.clientCpuPercent > 90) warnings.push(`${name}: the load generator used ${run.clientCpuPercent.toFixed(0)} % of a core, so it may be the bottleneck (the server could go faster than measured)`)
  }
  if (siteRun.bodyBytes && siteRun.bodyBytes.min !== html.length) warnings.push(`site: response sizes varied during the run (${siteRun.bodyBytes.min}..${siteRun.bodyBytes.max} B vs ${html.length} B fetched first)`)
  for (const w of warnings) console.log(`WARNING: ${w}`)

  // --- JSON
  const result = {
    benchmark: 'home',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git: gitInfo(),
    environment: { node: process.version, platform: `${os.platform()} ${os.release()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    config: { url: site.origin, path: PAGE_PATH, concurrency, warmupSeconds: WARMUP_MS / 1000, measuredSeconds: seconds, requestTimeoutMs: REQUEST_TIMEOUT_MS, requestHeaders: REQUEST_HEADERS, gzipLevel: GZIP_LEVEL },
    page: pageInfo,
    site: siteRun,
    baseline: { ...baseRun, note: 'bare node:http server in a child process, same HTML bytes and Content-Type, Content-Length set' },
    js,
    ratios: { siteRpsOverBaselineRps: ratios.rps, siteP50OverBaselineP50: ratios.p50, siteP99OverBaselineP99: ratios.p99 },
    warnings,
  }
  const resultsDir = path.join(BENCH_DIR, 'results')
  fs.mkdirSync(resultsDir, { recursive: true })
  // ISO 8601 basic format (no colons, valid in file names everywhere): 20260121T174012Z
  const stamp = startedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  const file = path.join(resultsDir, `${PAGE_PATH === '/' ? 'home' : PAGE_PATH.slice(1).replace(/[^\w-]+/g, '_')}-${stamp}.json`)
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n')
  console.log(`\nResults written to ${path.relative(process.cwd(), file) || file}`)
}

// Entry point (last, so every module-level constant above is initialised).
if (process.argv[2] === BASELINE_FLAG) {
  baselineChild()
} else {
  main().catch((error) => {
    console.error(error instanceof UsageError ? `bench: ${error.message}` : error)
    process.exitCode = 1
  })
}
