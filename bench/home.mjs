// Page load benchmark (plain Node >= 20, built-ins only). See bench/README.md.
//
//   npm start            # one terminal: the production site on PORT (default 3000)
//   npm run bench        # another terminal
//
// For each page of BENCH_PATHS (default BENCH_PATH or /), one run measures:
//   1. Closed-loop throughput and latency (fixed concurrency, keep-alive) of the site and
//      of a bare node:http server (a child process of this script) that answers with the
//      exact bytes the site returned: once uncompressed (Accept-Encoding: identity), once
//      with gzip (Accept-Encoding: gzip; the baseline sends the site's own gzip bytes).
//   2. Open-loop latency at a fixed request rate (gzip), site and baseline, measured
//      from each request's scheduled start, so a stalled server cannot hide its queue.
//   3. The JavaScript the page loads (same-origin <script src> and script preloads), raw
//      and gzipped, inline <script> bytes, the HTML size, and the size budgets.
// On Linux the bench pins itself to CPU 0 and the servers under test to CPU 1 (taskset).
// Prints a table per page and a summary, and writes bench/results/<page>-<timestamp>.json.

import { fork } from 'node:child_process'
import { setMaxListeners } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { RESULTS_DIR, UsageError, fileStamp, fixed, gitInfo, int, kib, ms, numberEnv, percentile, plural, resolveTarget, sitePath, table } from './lib/common.mjs'
import { affinityOf, listenerPid, pin, pinningUnavailable } from './lib/cpu.mjs'

const SELF = fileURLToPath(import.meta.url)
const BASELINE_FLAG = '--baseline-server'

const WARMUP_MS = 2000
const REQUEST_TIMEOUT_MS = 10_000
const GZIP_LEVEL = 6 // zlib's default level, the usual level of on-the-fly HTTP compression
// Open loop: sockets the agent may open, and how late a response may be before it counts as late.
const RATE_MAX_SOCKETS = 64
const LATE_MS = 1000
// Size budgets of a page: JavaScript a modern browser loads (gzip) and the HTML document (raw).
const BUDGETS = { jsGzipBytes: 150_000, htmlRawBytes: 100_000 }
// Response headers recorded in the JSON (cache state, compression, framing).
const RECORDED_HEADERS = ['x-edge-cache', 'x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'cache-control', 'age', 'etag', 'vary', 'content-type', 'content-encoding', 'content-length', 'transfer-encoding']
// Headers whose values are tallied over every counted response of a load run.
const TALLIED_HEADERS = ['x-edge-cache', 'x-nextjs-cache', 'content-encoding']

// Both targets get exactly these request headers: no cookies and no Accept-Language, so the
// site renders its default brand and language. Only Accept-Encoding differs between modes.
const BASE_HEADERS = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'user-agent': 'compliance-sites-bench/1' }
const ENCODINGS = {
  identity: { ...BASE_HEADERS, 'accept-encoding': 'identity' },
  gzip: { ...BASE_HEADERS, 'accept-encoding': 'gzip' },
}

// The status the pages answer with: 404 measures the not-found page (BENCH_PATH=/no-such-page).
const EXPECTED_STATUS = process.env.BENCH_STATUS === '404' ? 404 : 200
// BENCH_UNIQUE=1 adds a new suffix to the path on every request (-1, -2 ...): URLs nobody
// asked for before, the cost of a crawler or a scanner guessing paths.
const UNIQUE_PATHS = process.env.BENCH_UNIQUE === '1'
let uniqueCounter = 0
const sitePaths = (pagePath) => () => (UNIQUE_PATHS ? `${pagePath}-${process.pid}-${++uniqueCounter}` : pagePath)

/** The pages to measure: BENCH_PATHS (comma-separated), else BENCH_PATH, else the home page. */
function pagePaths() {
  const list = process.env.BENCH_PATHS?.trim()
  if (!list) return [sitePath(process.env.BENCH_PATH, 'BENCH_PATH')]
  const paths = list.split(',').map((p) => p.trim()).filter(Boolean).map((p) => sitePath(p, 'BENCH_PATHS'))
  if (!paths.length) throw new UsageError('BENCH_PATHS names no path')
  return [...new Set(paths)]
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
 * `bytes` are the bytes on the wire (a gzip body stays compressed). The body is kept only
 * when `collect` is set; otherwise it is counted and dropped.
 */
function get(target, agent, requestPath, { headers = ENCODINGS.identity, collect = false, timeoutMs = REQUEST_TIMEOUT_MS, signal } = {}) {
  return new Promise((resolve) => {
    let settled = false
    const done = (result) => {
      if (!settled) {
        settled = true
        resolve(result)
      }
    }
    const req = http.request(
      { host: target.address, port: target.port, path: requestPath, method: 'GET', agent, signal, headers: { ...headers, host: target.hostHeader } },
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
const pickHeaders = (headers, names) => Object.fromEntries(names.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h]]))

/** Counts per status, error code, tallied header value; shared by both load generators. */
function newTally() {
  return { statuses: {}, errors: {}, headerValues: Object.fromEntries(TALLIED_HEADERS.map((h) => [h, {}])) }
}
function countResult(tally, result) {
  const bump = (obj, key) => (obj[key] = (obj[key] ?? 0) + 1)
  if (result.error) return bump(tally.errors, result.error.code ?? result.error.message)
  bump(tally.statuses, result.status)
  for (const h of TALLIED_HEADERS) bump(tally.headerValues[h], result.headers[h] ?? '(none)')
}
function failures(tally, expectedStatus) {
  return Object.values(tally.errors).reduce((a, b) => a + b, 0) + Object.entries(tally.statuses).reduce((a, [s, n]) => a + (s === String(expectedStatus) ? 0 : n), 0)
}
function latencySummary(sorted) {
  const n = sorted.length
  if (!n) return null
  return { min: sorted[0], mean: sorted.reduce((a, b) => a + b, 0) / n, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted[n - 1] }
}

// ---------------------------------------------------------------------------------------
// Closed-loop load generator

/**
 * `concurrency` workers, each sending the next request as soon as the previous response
 * has been read completely, over one keep-alive Agent with at most `concurrency` sockets.
 * Workers start at once and stop issuing requests at the end of the measured window;
 * requests still in flight then are aborted (and reported), so a run lasts exactly
 * warm-up + duration. A response counts if it completes inside [warm-up end, warm-up end
 * + duration]; only responses with the expected status enter the throughput and latency
 * figures. Latency runs from sending the request to the last byte of the body.
 */
async function runLoad(target, { concurrency, durationMs, warmupMs, headers, expectedStatus, requestPath }) {
  const agent = new CountingAgent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency })
  const latencies = []
  const tally = newTally()
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
      const result = await get(target, agent, requestPath(), { headers, signal: stop.signal })
      const received = performance.now()
      if (stop.signal.aborted && result.error) {
        unfinishedAtEnd++
        break
      }
      const counted = received >= measureStart && received <= measureEnd
      if (counted) countResult(tally, result)
      if (result.error) {
        if (!stop.signal.aborted) await sleep(10) // no hot loop against a refusing or failing server
        continue
      }
      if (counted && result.status === expectedStatus) {
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
  return {
    requestsPerSecond: ok / (durationMs / 1000),
    expectedStatus,
    ok,
    failed: failures(tally, expectedStatus),
    ...tally,
    latencyMs: latencySummary(latencies),
    bodyBytes: ok ? { min: okMinBytes, max: okMaxBytes, mean: okBytes / ok } : null,
    connectionsOpened: { total: agent.connections, duringMeasurement: agent.connections - connectionsAtStart },
    // Requests in flight when the window closed, aborted and not counted (normally <= concurrency).
    unfinishedAtEnd,
    // CPU time of this process (the load generator) during the measured window, as % of one core.
    clientCpuPercent: cpu ? ((cpu.user + cpu.system) / 1000 / durationMs) * 100 : null,
  }
}

// ---------------------------------------------------------------------------------------
// Open-loop (fixed-rate) load generator

/**
 * Request i is due at start + i / rate, whether or not earlier ones have answered (an
 * open loop, like independent visitors). Latency runs from the *scheduled* time to the
 * last byte, so time spent waiting for a free socket, or a generator that fell behind,
 * counts against the server instead of silently lowering the offered load (coordinated
 * omission). The agent keeps up to RATE_MAX_SOCKETS keep-alive sockets; further requests
 * queue in it, and that wait counts too. After the last request is sent, the run waits
 * for the ones in flight (each ends after REQUEST_TIMEOUT_MS at most).
 */
async function runRate(target, { rate, durationMs, headers, expectedStatus, requestPath }) {
  const agent = new CountingAgent({ keepAlive: true, maxSockets: RATE_MAX_SOCKETS, maxFreeSockets: RATE_MAX_SOCKETS })
  const total = Math.max(1, Math.round((rate * durationMs) / 1000))
  const interval = 1000 / rate
  const latencies = []
  const tally = newTally()
  const inFlight = []
  let late = 0
  let maxDispatchLagMs = 0
  let okMinBytes = Infinity
  let okMaxBytes = 0
  const cpuAtStart = process.cpuUsage()
  const start = performance.now() + 50

  await new Promise((resolve) => {
    let i = 0
    const tick = () => {
      const now = performance.now()
      while (i < total && start + i * interval <= now) {
        const scheduled = start + i * interval
        maxDispatchLagMs = Math.max(maxDispatchLagMs, now - scheduled)
        inFlight.push(
          get(target, agent, requestPath(), { headers }).then((result) => {
            const latency = performance.now() - scheduled
            countResult(tally, result)
            if (latency > LATE_MS) late++
            if (!result.error && result.status === expectedStatus) {
              latencies.push(latency)
              okMinBytes = Math.min(okMinBytes, result.bytes)
              okMaxBytes = Math.max(okMaxBytes, result.bytes)
            }
          }),
        )
        i++
      }
      if (i < total) setTimeout(tick, Math.max(0, start + i * interval - performance.now()))
      else resolve()
    }
    setTimeout(tick, Math.max(0, start - performance.now()))
  })
  const sendingEnded = performance.now()
  await Promise.all(inFlight)
  const drainMs = performance.now() - sendingEnded
  agent.destroy()
  const cpu = process.cpuUsage(cpuAtStart)
  const elapsedMs = performance.now() - start

  latencies.sort((a, b) => a - b)
  const failed = failures(tally, expectedStatus)
  return {
    rate,
    scheduled: total,
    expectedStatus,
    ok: latencies.length,
    failed,
    // Responses (of any status) that completed more than LATE_MS after their scheduled time.
    lateOver1s: late,
    ...tally,
    latencyMs: latencySummary(latencies),
    // Responses with the expected status per second, from the first scheduled send to the last response.
    completedPerSecond: latencies.length / (elapsedMs / 1000),
    bodyBytes: latencies.length ? { min: okMinBytes, max: okMaxBytes } : null,
    connectionsOpened: agent.connections,
    // How far behind schedule the generator itself sent a request (timer and event-loop delay).
    maxDispatchLagMs,
    // Time from the last scheduled send until the last response arrived.
    drainMs,
    clientCpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
  }
}

// ---------------------------------------------------------------------------------------
// Baseline: a bare node:http server in a child process (its own event loop, like the site)

/**
 * Answers every request with the bytes the site returned for the same Accept-Encoding:
 * the gzip body (with the site's Content-Encoding) when the request accepts gzip, else the
 * identity body. Content-Length is set; nothing else is computed per request.
 */
function baselineChild() {
  process.once('message', ({ identity, gzip, gzipEncoding, contentType }) => {
    const plain = { body: Buffer.from(identity, 'base64') }
    plain.headers = { 'content-type': contentType, 'content-length': plain.body.length }
    const packed = { body: Buffer.from(gzip, 'base64') }
    packed.headers = { 'content-type': contentType, 'content-length': packed.body.length, ...(gzipEncoding ? { 'content-encoding': gzipEncoding } : {}) }
    const server = http.createServer((req, res) => {
      req.resume()
      const reply = /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '') ? packed : plain
      res.writeHead(200, reply.headers)
      res.end(reply.body)
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

async function startBaseline({ identity, gzip, gzipEncoding, contentType }) {
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
    child.send({ identity: identity.toString('base64'), gzip: gzip.toString('base64'), gzipEncoding, contentType })
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    if (child.connected) child.send({ type: 'stop' })
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  return { pid: child.pid, target: { origin: `http://127.0.0.1:${port}`, hostHeader: `127.0.0.1:${port}`, address: '127.0.0.1', port, label: `http://127.0.0.1:${port}` }, stop }
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

async function measureJs(target, html, pageUrl) {
  const { external, inline } = findScripts(html.toString('utf8'), pageUrl)
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
// CPU placement

/**
 * Pins this process to CPU 0 and the site's server (BENCH_SERVER_PID, else the process
 * listening on the target port) to CPU 1; the baseline child is pinned to CPU 1 when it
 * starts. The site and the baseline are measured one after another, so they never share
 * CPU 1 at the same time. The server's previous affinity is restored when the run ends:
 * the server belongs to whoever started it.
 */
function placeCpus(site) {
  const reason = pinningUnavailable()
  if (reason) return { enabled: false, reason, warnings: process.env.BENCH_PIN === '0' ? [] : [`CPU pinning not possible (${reason}): the bench, the site and the baseline share all CPUs`], restore() {} }
  const warnings = []
  const self = pin(process.pid, '0')
  if (!self.ok) warnings.push(`could not pin the bench to CPU 0: ${self.error}`)

  let server = null
  const explicit = numberEnv('BENCH_SERVER_PID', null, { min: 1, max: 2 ** 31 - 1, integer: true })
  const found = explicit ? { pid: explicit, name: null, source: 'BENCH_SERVER_PID' } : listenerPid(site.port)
  if (!found) {
    warnings.push(`could not find the process listening on port ${site.port} (ss shows only this user's processes); the site's server is not pinned. Set BENCH_SERVER_PID to pin it.`)
  } else {
    if (found.others?.length) warnings.push(`several processes listen on port ${site.port} (${[found.pid, ...found.others].join(', ')}); only ${found.pid} is pinned`)
    const result = pin(found.pid, '1')
    server = { pid: found.pid, name: found.name, source: found.source ?? 'ss', ...result }
    if (!result.ok) warnings.push(`could not pin the site's server (pid ${found.pid}) to CPU 1: ${result.error}`)
  }
  return {
    enabled: true,
    bench: { pid: process.pid, ...self },
    server,
    warnings,
    restore() {
      if (server?.ok && server.before && server.before !== server.after) {
        const back = pin(server.pid, server.before)
        server.restored = back.ok ? server.before : `failed: ${back.error}`
      }
    },
  }
}

const where = (p) => (p == null ? 'not pinned' : p.ok ? `CPU ${p.after}` : `not pinned (${p.error}; runs on CPU ${p.after ?? '?'})`)

// ---------------------------------------------------------------------------------------
// One page

/** The page, once per encoding: the bytes for the baseline, the script list, the headers. */
async function fetchPage(site, pagePath) {
  const agent = new CountingAgent({ keepAlive: false })
  const responses = {}
  try {
    for (const [encoding, headers] of Object.entries(ENCODINGS)) {
      const res = await get(site, agent, pagePath, { headers, collect: true })
      if (res.error) throw new UsageError(`cannot reach ${site.origin}${pagePath} (${res.error.code ?? res.error.message}). Is the site running? Start it with \`npm start\`.`)
      if (res.status !== EXPECTED_STATUS) {
        const redirect = res.status >= 300 && res.status < 400 ? ` -> ${res.headers.location ?? '(no Location)'}; redirects are not followed` : ''
        throw new UsageError(`${site.origin}${pagePath} answered HTTP ${res.status}${redirect} (Accept-Encoding: ${encoding}); the bench needs it to answer ${EXPECTED_STATUS}`)
      }
      responses[encoding] = res
    }
  } finally {
    agent.destroy()
  }
  const { identity, gzip } = responses
  const gzipEncoding = gzip.headers['content-encoding'] ?? null
  let gzipDecodedBytes = null
  if (gzipEncoding === 'gzip') {
    try {
      gzipDecodedBytes = zlib.gunzipSync(gzip.body).length
    } catch {
      throw new UsageError(`${site.origin}${pagePath} sent Content-Encoding: gzip with a body that is not gzip`)
    }
  }
  const contentType = identity.headers['content-type'] ?? 'text/html'
  return {
    identity: identity.body,
    gzip: gzip.body,
    gzipEncoding,
    contentType,
    info: {
      url: `${site.origin}${pagePath}`,
      status: identity.status,
      contentType,
      htmlBytes: identity.body.length,
      // The HTML gzipped here at level 6, comparable between runs and sites.
      htmlGzipBytes: zlib.gzipSync(identity.body, { level: GZIP_LEVEL }).length,
      // What the site itself sent for Accept-Encoding: gzip (bytes on the wire).
      siteGzip: { contentEncoding: gzipEncoding, wireBytes: gzip.body.length, decodedBytes: gzipDecodedBytes },
      headers: { identity: pickHeaders(identity.headers, RECORDED_HEADERS), gzip: pickHeaders(gzip.headers, RECORDED_HEADERS) },
    },
  }
}

const ratio = (a, b) => (a != null && b ? a / b : null)
const ratiosOf = (site, base) => ({ rps: ratio(site.requestsPerSecond, base.requestsPerSecond), p50: ratio(site.latencyMs?.p50, base.latencyMs?.p50), p99: ratio(site.latencyMs?.p99, base.latencyMs?.p99) })

async function measurePage(site, pagePath, fetched, cfg, placement) {
  const { concurrency, durationMs, rate, rateDurationMs } = cfg
  const js = await measureJs(site, fetched.identity, `${site.origin}${pagePath}`)

  const baseline = await startBaseline(fetched)
  const baselinePin = placement.enabled ? pin(baseline.pid, '1') : null
  if (baselinePin && !baselinePin.ok) placement.warnings.push(`could not pin the baseline (pid ${baseline.pid}) to CPU 1: ${baselinePin.error}`)
  console.log(`  baseline node:http server: pid ${baseline.pid}, ${placement.enabled ? where(baselinePin) : 'not pinned'}`)

  const closed = { identity: {}, gzip: {} }
  const fixedRate = {}
  const step = (n, text) => console.log(`  [${n}/6] ${text} ...`)
  try {
    for (const [i, encoding] of ['identity', 'gzip'].entries()) {
      const headers = ENCODINGS[encoding]
      step(2 * i + 1, `closed loop, ${encoding}, site`)
      closed[encoding].site = await runLoad(site, { concurrency, durationMs, warmupMs: WARMUP_MS, headers, expectedStatus: EXPECTED_STATUS, requestPath: sitePaths(pagePath) })
      step(2 * i + 2, `closed loop, ${encoding}, baseline`)
      closed[encoding].baseline = await runLoad(baseline.target, { concurrency, durationMs, warmupMs: WARMUP_MS, headers, expectedStatus: 200, requestPath: () => '/' })
      closed[encoding].ratios = ratiosOf(closed[encoding].site, closed[encoding].baseline)
    }
    step(5, `fixed rate ${rate}/s, gzip, site`)
    fixedRate.site = await runRate(site, { rate, durationMs: rateDurationMs, headers: ENCODINGS.gzip, expectedStatus: EXPECTED_STATUS, requestPath: sitePaths(pagePath) })
    step(6, `fixed rate ${rate}/s, gzip, baseline`)
    fixedRate.baseline = await runRate(baseline.target, { rate, durationMs: rateDurationMs, headers: ENCODINGS.gzip, expectedStatus: 200, requestPath: () => '/' })
    fixedRate.ratios = { p50: ratio(fixedRate.site.latencyMs?.p50, fixedRate.baseline.latencyMs?.p50), p99: ratio(fixedRate.site.latencyMs?.p99, fixedRate.baseline.latencyMs?.p99) }
  } finally {
    await baseline.stop()
  }

  const budgets = {
    jsGzip: { limitBytes: BUDGETS.jsGzipBytes, actualBytes: js.external.gzipBytes, pass: js.failed === 0 && js.external.gzipBytes <= BUDGETS.jsGzipBytes },
    htmlRaw: { limitBytes: BUDGETS.htmlRawBytes, actualBytes: fetched.info.htmlBytes, pass: fetched.info.htmlBytes <= BUDGETS.htmlRawBytes },
  }

  const warnings = []
  const runs = [
    ['identity site', closed.identity.site], ['identity baseline', closed.identity.baseline],
    ['gzip site', closed.gzip.site], ['gzip baseline', closed.gzip.baseline],
  ]
  for (const [name, run] of runs) {
    if (!run.ok) warnings.push(`${name}: no ${run.expectedStatus} response completed in the measured window`)
    if (run.failed) warnings.push(`${name}: ${run.failed} unexpected statuses or errors were excluded from rps and latency`)
    if (run.clientCpuPercent != null && run.clientCpuPercent > 90) warnings.push(`${name}: the load generator used ${run.clientCpuPercent.toFixed(0)} % of a core, so it may be the bottleneck (the server could go faster than measured)`)
  }
  for (const [name, run] of [['fixed-rate site', fixedRate.site], ['fixed-rate baseline', fixedRate.baseline]]) {
    if (run.failed || run.lateOver1s) warnings.push(`${name}: ${run.failed} errors or unexpected statuses, ${run.lateOver1s} responses more than ${LATE_MS / 1000} s after their scheduled time: the server did not keep up with ${rate}/s`)
    if (run.maxDispatchLagMs > 50) warnings.push(`${name}: the load generator sent a request ${run.maxDispatchLagMs.toFixed(0)} ms behind schedule (its own event loop was busy; that delay is included in the latencies)`)
  }
  const idSite = closed.identity.site
  if (idSite.bodyBytes && (idSite.bodyBytes.min !== fetched.identity.length || idSite.bodyBytes.max !== fetched.identity.length)) warnings.push(`site: identity response sizes varied during the run (${idSite.bodyBytes.min}..${idSite.bodyBytes.max} B vs ${fetched.identity.length} B fetched first)`)
  if (fetched.gzipEncoding !== 'gzip') warnings.push(`site: Accept-Encoding: gzip was answered with Content-Encoding ${fetched.gzipEncoding ?? '(none)'}; the gzip runs send those bytes`)
  if (js.failed) warnings.push(`${js.failed} script(s) could not be fetched; the JS budget is marked FAIL`)

  return { path: pagePath, page: fetched.info, placement: { baseline: baselinePin ? { pid: baseline.pid, ...baselinePin } : { pid: baseline.pid, pinned: false } }, closedLoop: closed, fixedRate, js, budgets, warnings }
}

// ---------------------------------------------------------------------------------------
// Output

function describeFailures(run) {
  const parts = [
    ...Object.entries(run.statuses).filter(([s]) => s !== String(run.expectedStatus)).map(([s, n]) => `${n} x HTTP ${s}`),
    ...Object.entries(run.errors).map(([e, n]) => `${n} x ${e}`),
  ]
  return parts.length ? parts.join(', ') : '0'
}

const bytesRange = (b) => (b ? (b.min === b.max ? int(b.min) : `${int(b.min)}..${int(b.max)}`) : '-')
const x = (r) => (r == null ? '-' : `${r.toFixed(2)} x`)
const pct = (r) => (r == null ? '-' : `${r.toFixed(3)} (${(r * 100).toFixed(1)} %)`)
const passFail = (b) => `${b.pass ? 'PASS' : 'FAIL'}  ${int(b.actualBytes)} B of ${int(b.limitBytes)} B`

function printPage(r, cfg) {
  const { identity, gzip } = r.closedLoop
  const { site: rs, baseline: rb } = r.fixedRate
  const cols = [identity.site, identity.baseline, gzip.site, gzip.baseline]
  const both = (fClosed, fRate) => [...cols.map(fClosed), fRate(rs), fRate(rb)]
  const rateSeconds = cfg.rateDurationMs / 1000
  const rows = [
    ['', 'identity site', 'identity base', 'gzip site', 'gzip base', `${cfg.rate}/s site`, `${cfg.rate}/s base`],
    ['requests/s (closed) | completed/s', ...both((c) => fixed(c.requestsPerSecond), (o) => fixed(o.completedPerSecond))],
    ['latency p50', ...both((c) => ms(c.latencyMs?.p50), (o) => ms(o.latencyMs?.p50))],
    ['latency p90', ...both((c) => ms(c.latencyMs?.p90), (o) => ms(o.latencyMs?.p90))],
    ['latency p99', ...both((c) => ms(c.latencyMs?.p99), (o) => ms(o.latencyMs?.p99))],
    ['latency max', ...both((c) => ms(c.latencyMs?.max), (o) => ms(o.latencyMs?.max))],
    ['responses ok', ...both((c) => int(c.ok), (o) => `${int(o.ok)} of ${int(o.scheduled)}`)],
    ['errors / unexpected status', ...both(describeFailures, describeFailures)],
    [`late > ${LATE_MS / 1000} s (from schedule)`, ...both(() => '-', (o) => int(o.lateOver1s))],
    ['body bytes on the wire', ...both((c) => bytesRange(c.bodyBytes), (o) => bytesRange(o.bodyBytes))],
    ['connections opened', ...both((c) => int(c.connectionsOpened.total), (o) => int(o.connectionsOpened))],
    ['in flight at end (dropped)', ...both((c) => int(c.unfinishedAtEnd), () => '-')],
    ['generator max send lag', ...both(() => '-', (o) => ms(o.maxDispatchLagMs))],
    ['load generator CPU', ...both((c) => `${fixed(c.clientCpuPercent, 0)} %`, (o) => `${fixed(o.clientCpuPercent, 0)} %`)],
  ]
  console.log(`\n${r.page.url}: closed loop ${cfg.concurrency} concurrent, ${WARMUP_MS / 1000} s warm-up + ${cfg.durationMs / 1000} s; fixed rate ${cfg.rate}/s for ${rateSeconds} s, up to ${RATE_MAX_SOCKETS} sockets, latency from the scheduled start`)
  console.log(table(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r']))

  const h = r.page.headers.gzip
  console.log(`  site headers (gzip request): ${['x-edge-cache', 'x-nextjs-cache', 'cache-control', 'content-encoding'].map((k) => `${k}: ${h[k] ?? '-'}`).join('; ')}`)
  const tallies = TALLIED_HEADERS.slice(0, 2).map((k) => `${k} ${Object.entries(gzip.site.headerValues[k]).map(([v, n]) => `${v}=${n}`).join(' ') || '-'}`).join('; ')
  console.log(`  during the gzip run: ${tallies}`)

  const assetRows = [['script', 'via', 'raw', `gzip -${GZIP_LEVEL}`]]
  for (const a of r.js.assets) assetRows.push([a.path + (a.noModule ? ' (nomodule)' : ''), a.via.join('+'), a.error ? `ERROR ${a.error}` : int(a.rawBytes), a.error ? '' : int(a.gzipBytes)])
  assetRows.push(['total loaded by modern browsers', plural(r.js.external.count, 'file'), int(r.js.external.rawBytes), int(r.js.external.gzipBytes)])
  console.log(`\n  JavaScript the page loads (same-origin <script src>, modulepreload, preload as=script; gzip level ${GZIP_LEVEL} = zlib default)`)
  console.log(table(assetRows, ['l', 'l', 'r', 'r']))
  if (r.js.noModule.count) console.log(`  not counted: ${r.js.noModule.count} nomodule script(s), ${int(r.js.noModule.rawBytes)} B raw / ${int(r.js.noModule.gzipBytes)} B gzip (legacy browsers only)`)
  if (r.js.skipped.length) console.log(`  not counted: ${r.js.skipped.length} script(s) on other origins: ${r.js.skipped.map((s) => s.url).join(', ')}`)
  console.log(`  inline <script>: ${plural(r.js.inline.count, 'tag')}, ${int(r.js.inline.bytes)} B (JavaScript: ${plural(r.js.inline.jsCount, 'tag')}, ${int(r.js.inline.jsBytes)} B; data such as JSON: ${plural(r.js.inline.dataCount, 'tag')}, ${int(r.js.inline.dataBytes)} B)`)

  const sg = r.page.siteGzip
  const summaryRows = [
    ['figure', 'value'],
    ['site/baseline rps, identity', pct(identity.ratios.rps)],
    ['site/baseline rps, gzip', pct(gzip.ratios.rps)],
    ['site/baseline p50 | p99, identity', `${x(identity.ratios.p50)} | ${x(identity.ratios.p99)}`],
    ['site/baseline p50 | p99, gzip', `${x(gzip.ratios.p50)} | ${x(gzip.ratios.p99)}`],
    [`site/baseline p50 | p99, ${cfg.rate}/s`, `${x(r.fixedRate.ratios.p50)} | ${x(r.fixedRate.ratios.p99)}`],
    ['HTML raw', `${int(r.page.htmlBytes)} B (${kib(r.page.htmlBytes)})`],
    ['HTML gzip', `${int(r.page.htmlGzipBytes)} B at level ${GZIP_LEVEL}; site sent ${int(sg.wireBytes)} B (${sg.contentEncoding ?? 'not compressed'})`],
    ['JS loaded (external, raw)', `${int(r.js.external.rawBytes)} B (${kib(r.js.external.rawBytes)}) in ${plural(r.js.external.count, 'file')}`],
    [`JS loaded (external, gzip -${GZIP_LEVEL})`, `${int(r.js.external.gzipBytes)} B (${kib(r.js.external.gzipBytes)})`],
    ['budget: JS loaded, gzip', passFail(r.budgets.jsGzip)],
    ['budget: HTML, raw', passFail(r.budgets.htmlRaw)],
  ]
  console.log(table(summaryRows))
  for (const w of r.warnings) console.log(`  WARNING: ${w}`)
}

function printSummary(pages, cfg) {
  const rows = [['path', 'id site', 'id base', 'id ratio', 'gz site', 'gz base', 'gz ratio', `${cfg.rate}/s p50 site`, 'p99 site', 'p50 base', 'p99 base', 'JS gzip', 'HTML raw', 'budgets']]
  for (const r of pages) {
    const { identity, gzip } = r.closedLoop
    const ratioCell = (v) => (v == null ? '-' : v.toFixed(3))
    const lat = (run, p) => (run.latencyMs ? run.latencyMs[p].toFixed(1) : '-')
    rows.push([
      r.path,
      fixed(identity.site.requestsPerSecond, 0), fixed(identity.baseline.requestsPerSecond, 0), ratioCell(identity.ratios.rps),
      fixed(gzip.site.requestsPerSecond, 0), fixed(gzip.baseline.requestsPerSecond, 0), ratioCell(gzip.ratios.rps),
      lat(r.fixedRate.site, 'p50'), lat(r.fixedRate.site, 'p99'), lat(r.fixedRate.baseline, 'p50'), lat(r.fixedRate.baseline, 'p99'),
      int(r.js.external.gzipBytes), int(r.page.htmlBytes),
      `JS ${r.budgets.jsGzip.pass ? 'PASS' : 'FAIL'}, HTML ${r.budgets.htmlRaw.pass ? 'PASS' : 'FAIL'}`,
    ])
  }
  console.log(`\nSummary (requests/s, closed loop; latency in ms at ${cfg.rate}/s from the scheduled start; bytes; budgets JS ≤ ${int(BUDGETS.jsGzipBytes)} B gzip, HTML ≤ ${int(BUDGETS.htmlRawBytes)} B raw)`)
  console.log(table(rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l']))
}

// ---------------------------------------------------------------------------------------

async function main() {
  const cfg = {
    concurrency: numberEnv('BENCH_CONCURRENCY', 16, { min: 1, max: 1024, integer: true }),
    durationMs: numberEnv('BENCH_SECONDS', 5, { min: 1, max: 3600, integer: false }) * 1000,
    rate: numberEnv('BENCH_RATE', 200, { min: 1, max: 100_000, integer: false }),
    rateDurationMs: numberEnv('BENCH_RATE_SECONDS', 10, { min: 1, max: 3600, integer: false }) * 1000,
  }
  const paths = pagePaths()
  const site = await resolveTarget(process.env.BENCH_URL?.trim() || 'http://127.0.0.1:3000', 'BENCH_URL')
  const startedAt = new Date()

  // Every page once first: a wrong path or a stopped site fails before any load is sent.
  const fetched = []
  for (const p of paths) fetched.push(await fetchPage(site, p))

  console.log(`Page benchmark: ${site.origin}, ${plural(paths.length, 'page')}: ${paths.join(', ')}`)
  const placement = placeCpus(site)
  const onSignal = (signal) => {
    placement.restore()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  if (placement.enabled) {
    const s = placement.server
    console.log(`CPU placement: bench (pid ${process.pid}) ${where(placement.bench)}; site server ${s ? `(pid ${s.pid}${s.name ? `, "${s.name}"` : ''}, was CPU ${s.before ?? '?'}) ${where(s)}` : 'not pinned'}; baseline on CPU 1`)
  } else {
    console.log(`CPU placement: none (${placement.reason}); bench, site and baseline may run on any CPU (${os.availableParallelism?.() ?? os.cpus().length} available)`)
  }
  for (const w of placement.warnings) console.log(`WARNING: ${w}`)

  const pages = []
  try {
    for (const [i, p] of paths.entries()) {
      console.log(`\n=== ${p} (${i + 1}/${paths.length}): ${int(fetched[i].info.htmlBytes)} B identity, ${int(fetched[i].info.siteGzip.wireBytes)} B ${fetched[i].gzipEncoding ?? 'uncompressed'}, ${fetched[i].contentType}`)
      const r = await measurePage(site, p, fetched[i], cfg, placement)
      pages.push(r)
      printPage(r, cfg)
    }
  } finally {
    placement.restore()
  }
  if (placement.server?.restored) console.log(`\nsite server (pid ${placement.server.pid}) affinity restored to CPU ${placement.server.restored}`)
  printSummary(pages, cfg)

  const result = {
    benchmark: 'pages',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git: gitInfo(),
    environment: { node: process.version, platform: `${os.platform()} ${os.release()} ${os.arch()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null },
    config: {
      url: site.origin,
      paths,
      expectedStatus: EXPECTED_STATUS,
      uniquePaths: UNIQUE_PATHS,
      concurrency: cfg.concurrency,
      warmupSeconds: WARMUP_MS / 1000,
      measuredSeconds: cfg.durationMs / 1000,
      rate: cfg.rate,
      rateSeconds: cfg.rateDurationMs / 1000,
      rateMaxSockets: RATE_MAX_SOCKETS,
      lateMs: LATE_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      requestHeaders: ENCODINGS,
      gzipLevel: GZIP_LEVEL,
      budgets: BUDGETS,
    },
    placement: placement.enabled ? { bench: placement.bench, server: placement.server, baseline: 'CPU 1 (per page, see pages[].placement)' } : { pinned: false, reason: placement.reason },
    baselineNote: 'bare node:http server in a child process; for each Accept-Encoding it sends the bytes, Content-Type and Content-Encoding the site returned, with Content-Length',
    pages,
    warnings: [...placement.warnings, ...pages.flatMap((r) => r.warnings.map((w) => `${r.path}: ${w}`))],
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const name = paths.length > 1 ? 'pages' : paths[0] === '/' ? 'home' : paths[0].slice(1).replace(/[^\w-]+/g, '_')
  const file = path.join(RESULTS_DIR, `${name}-${fileStamp(startedAt)}.json`)
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
