// Lighthouse scores of the site's page templates (performance, accessibility, best
// practices, SEO), with Debian's Chromium headless and Lighthouse's default settings:
// a mobile device with simulated throttling. See bench/README.md.
//
//   node bench/lighthouse.mjs                     # against http://127.0.0.1:3000
//   LH_URL=http://127.0.0.1:3101 LH_PATHS=/,/lz/price node bench/lighthouse.mjs
//
// Environment: LH_URL (base URL of the running site, loopback only), LH_PATHS (comma-
// separated paths; `gl.localhost/en` reaches a brand served by host), LH_RUNS (runs per
// page, default 1; the run with the median performance score is kept), CHROME_PATH
// (default /usr/bin/chromium), LH_ACCEPT_LANGUAGE (default zh-CN,zh;q=0.9), LH_WARM=0 (do
// not open each origin once before the runs).
// Writes bench/results/lighthouse-<timestamp>.json.

import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { RESULTS_DIR, UsageError, fileStamp, gitInfo, numberEnv, resolveTarget, sitePath, table } from './lib/common.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
// The brands at 127.0.0.1 (lz, and the prefixed mdt and cht) default to Chinese. A browser
// asking for English first is redirected to /en/...; asking for Chinese measures the page at
// the URL given, with no redirect, as a Chinese visitor sees it.
const DEFAULT_ACCEPT_LANGUAGE = 'zh-CN,zh;q=0.9'
// What Lighthouse clears for the page's origin before each run: everything (its default
// keeps cookies and local storage), so every page is a first visit. Chrome is shared, and a
// language saved by an earlier page (the `i18n_redirected` cookie) would redirect the next.
const CLEAR_STORAGE_TYPES = ['all']

/**
 * Chrome remembers per origin which client hints a site asked for (Accept-CH); a page whose
 * response marks a hint critical (Critical-CH) makes Chrome fetch the document a second time
 * when it did not know that yet. Clearing site data does not reset this memory, so only the
 * first page of each origin would pay the extra request, and scores would depend on the
 * order of the list. Each origin is therefore opened once in a tab before the runs (unless
 * LH_WARM=0): every page is measured alike, as a visitor whose browser has seen the site.
 */
async function warmOrigin(chromePort, url) {
  const res = await fetch(`http://127.0.0.1:${chromePort}/json/new?${url}`, { method: 'PUT' })
  if (!res.ok) throw new Error(`DevTools /json/new answered ${res.status}`)
  const tab = await res.json()
  await new Promise((resolve) => setTimeout(resolve, 5000))
  await fetch(`http://127.0.0.1:${chromePort}/json/close/${tab.id}`).catch(() => {})
}

/**
 * The page templates measured by default. Paths are the public URLs the sitemap lists
 * (or, for pages the sitemap leaves out, the dedicated route's URL). 127.0.0.1 and
 * localhost serve the default brand (lz); other brands are reached by their path prefix
 * (/mdt, /cht) or, for brands without one, by host (gl.localhost).
 */
const DEFAULT_PAGES = [
  { template: 'home', path: '/' }, // lz home (the default brand on 127.0.0.1)
  { template: 'service page', path: '/lz/VAT' }, // a CMS service page (catch-all route, listed in the sitemap)
  { template: 'price list', path: '/lz/price' }, // price/ route (alias /services)
  { template: 'news list', path: '/lz/news' }, // news/ route, first page of the list
  { template: 'news article', path: null, discover: '/lz/news' }, // first /lz/newsDetail/{id} linked from the news list
  { template: 'help', path: '/lz/operation' }, // help centre, operation/ route (aliases /support/{tutorial,video,faq})
  { template: 'calculator', path: '/lz/calculate' }, // calculate/ route
  { template: 'trademark search', path: '/mdt/search' }, // the IP brand's trademark search, search/ route (lz and hb have one too)
  { template: 'class search', path: '/mdt/searchCategory' }, // Nice class search, searchCategory/ route
  { template: 'report', path: '/lz/questionAnswer' }, // questionnaire report page; without ?reportId it shows its start screen
  { template: 'contact', path: '/lz/contactUs' }, // contact page (alias /contact)
  { template: 'cht jurisdiction', path: '/cht/incorporation/HK' }, // corporate brand, incorporation/{code} route
  { template: 'gl home', host: 'gl.localhost', path: '/en' }, // gl has no path prefix and always a locale: reached by host
]

/** LH_PATHS items: `/path` on LH_URL, or `name.localhost/path` on that host at LH_URL's port. */
function pagesFromEnv(raw) {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((item) => {
      const m = item.match(/^([a-z0-9-]+\.localhost)(\/.*)$/i)
      const page = m ? { host: m[1].toLowerCase(), path: sitePath(m[2], 'LH_PATHS') } : { path: sitePath(item, 'LH_PATHS') }
      const known = DEFAULT_PAGES.find((d) => d.path === page.path && d.host === page.host)
      return { template: known?.template ?? 'custom', ...page }
    })
}

/** GET of a page's HTML (no redirects followed), for discovering linked pages. */
function fetchHtml(target, requestPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: target.address, port: target.port, path: requestPath, headers: { host: target.hostHeader, accept: 'text/html' } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, html: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.setTimeout(15_000, () => req.destroy(new Error('no response within 15 s')))
    req.on('error', reject)
  })
}

/** The first news article linked from a news list: /{prefix}/newsDetail/{id}, or /{locale}/news/{id} on locale-prefixed brands. */
async function discoverArticle(target, listPath) {
  const { status, html } = await fetchHtml(target, listPath)
  if (status !== 200) return { error: `${listPath} answered HTTP ${status}` }
  const m = html.match(/href="(\/[\w\-/]*?\/(?:newsDetail|news)\/\d+)"/)
  return m ? { path: m[1] } : { error: `no article link on ${listPath}` }
}

const median = (runs) => {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The figures printed and kept from one Lighthouse result. */
function summarize(lhr) {
  const audits = lhr.audits
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]))
  const scriptRow = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  const jsTransferBytes = scriptRow?.transferSize ?? (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((a, r) => a + (r.transferSize ?? 0), 0)
  const failing = {}
  for (const c of CATEGORIES.filter((c) => c !== 'performance')) {
    failing[c] = (lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && !['manual', 'notApplicable', 'informative'].includes(a.scoreDisplayMode))
      .map((a) => ({ id: a.id, title: a.title, score: a.score }))
  }
  // Opportunities: the performance audits Lighthouse reports as `opportunity` (an estimated
  // saving in load time and bytes), largest time saving first. Diagnostics are left out.
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((a) => a && a.details?.type === 'opportunity' && a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, savingsMs: a.details.overallSavingsMs ?? 0, savingsBytes: a.details.overallSavingsBytes ?? null, displayValue: a.displayValue ?? null }))
    .filter((a) => a.savingsMs > 0 || a.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, 3)
  return {
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    scores,
    metrics: {
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      speedIndexMs: audits['speed-index']?.numericValue ?? null,
    },
    jsTransferBytes,
    // Chrome asked for the document twice: a 307 to the same URL that no server sent (a few
    // bytes "transferred"). Chrome does this when a response asks for a client hint it did
    // not send (Critical-CH); Lighthouse counts it under "redirects".
    documentRestarted: isInternalRestart(audits['network-requests']?.details?.items ?? [], lhr.requestedUrl),
    failing,
    opportunities,
  }
}

function isInternalRestart(requests, url) {
  const [first, second] = requests
  return Boolean(first && second && first.url === url && second.url === url && first.statusCode === 307 && (first.transferSize ?? 0) < 200)
}

/** The Lighthouse result without its screenshots (base64 images, most of its size). */
function slim(lhr) {
  const { fullPageScreenshot, i18n, ...rest } = lhr
  const audits = { ...rest.audits }
  for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete audits[id]
  return { ...rest, audits }
}

async function main() {
  const runs = numberEnv('LH_RUNS', 1, { min: 1, max: 20, integer: true })
  const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium'
  const acceptLanguage = process.env.LH_ACCEPT_LANGUAGE?.trim() || DEFAULT_ACCEPT_LANGUAGE
  const site = await resolveTarget(process.env.LH_URL?.trim() || 'http://127.0.0.1:3000', 'LH_URL')
  const pages = process.env.LH_PATHS?.trim() ? pagesFromEnv(process.env.LH_PATHS) : DEFAULT_PAGES.map((p) => ({ ...p }))
  if (!pages.length) throw new UsageError('LH_PATHS names no page')
  if (!fs.existsSync(chromePath)) throw new UsageError(`no Chrome at ${chromePath}; set CHROME_PATH`)

  // Every host is checked like LH_URL (loopback only); `gl.localhost` keeps LH_URL's port.
  const targets = new Map([[site.origin, site]])
  for (const p of pages) {
    const origin = p.host ? `http://${p.host}${site.port === 80 ? '' : `:${site.port}`}` : site.origin
    if (!targets.has(origin)) targets.set(origin, await resolveTarget(origin + '/', 'LH_PATHS'))
    p.target = targets.get(origin)
  }
  try {
    await fetchHtml(site, '/')
  } catch (error) {
    throw new UsageError(`cannot reach ${site.origin} (${error.code ?? error.message}). Is the site running?`)
  }
  for (const p of pages.filter((p) => p.discover)) {
    const found = await discoverArticle(p.target, p.discover)
    p.path = found.path ?? null
    p.error = found.error ?? null
  }

  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const startedAt = new Date()
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } }).catch(() => ({ default: {} }))).default.version ?? ''} on ${site.origin}: ${pages.length} page(s) x ${runs} run(s), mobile, simulated throttling, Accept-Language ${acceptLanguage}`)
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const results = []
  const warmed = []
  try {
    if (process.env.LH_WARM !== '0') {
      for (const p of pages.filter((p) => p.path)) {
        if (warmed.some((w) => w.origin === p.target.origin)) continue
        const url = p.target.origin + p.path
        try {
          await warmOrigin(chrome.port, url)
          warmed.push({ origin: p.target.origin, url })
        } catch (error) {
          console.log(`  warning: could not open ${url} before the runs (${error.message}); the first page of that origin may pay an extra document request`)
        }
      }
      if (warmed.length) console.log(`  opened once before the runs (client-hint memory): ${warmed.map((w) => w.url).join(', ')}`)
    }
    for (const p of pages) {
      if (!p.path) {
        console.log(`  ${p.template}: skipped (${p.error})`)
        results.push({ template: p.template, path: null, error: p.error })
        continue
      }
      const url = p.target.origin + p.path
      const attempts = []
      for (let i = 0; i < runs; i++) {
        process.stdout.write(`  ${p.template}: ${url} run ${i + 1}/${runs} ... `)
        const t0 = Date.now()
        try {
          const out = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, extraHeaders: { 'Accept-Language': acceptLanguage }, clearStorageTypes: CLEAR_STORAGE_TYPES })
          const summary = summarize(out.lhr)
          attempts.push({ summary, lhr: out.lhr })
          console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s, performance ${summary.scores.performance ?? '-'}${summary.runtimeError ? `, ERROR ${summary.runtimeError}` : ''}`)
        } catch (error) {
          console.log(`failed: ${error.message}`)
          attempts.push({ summary: null, error: error.message })
        }
      }
      const ok = attempts.filter((a) => a.summary)
      if (!ok.length) {
        results.push({ template: p.template, path: p.path, url, error: attempts.map((a) => a.error).join('; ') })
        continue
      }
      const chosen = median(ok.map((a) => ({ ...a, scores: a.summary.scores })))
      results.push({
        template: p.template,
        path: p.path,
        url,
        ...chosen.summary,
        allRuns: ok.map((a) => ({ scores: a.summary.scores, metrics: a.summary.metrics })),
        lhr: slim(chosen.lhr),
      })
    }
  } finally {
    await chrome.kill()
  }

  // --- print
  const cell = (v) => (v == null ? '-' : String(v))
  const rows = [['template', 'path', 'perf', 'a11y', 'best-pr.', 'seo', 'LCP s', 'TBT ms', 'CLS', 'JS KB']]
  for (const r of results) {
    if (!r.scores) {
      rows.push([r.template, r.path ?? '-', 'ERROR', '', '', '', '', '', '', ''])
      continue
    }
    const m = r.metrics
    rows.push([
      r.template,
      r.url.replace(site.origin, '') === r.url ? r.url : r.path,
      cell(r.scores.performance), cell(r.scores.accessibility), cell(r.scores['best-practices']), cell(r.scores.seo),
      m.lcpMs == null ? '-' : (m.lcpMs / 1000).toFixed(1),
      m.tbtMs == null ? '-' : Math.round(m.tbtMs),
      m.cls == null ? '-' : m.cls.toFixed(3),
      (r.jsTransferBytes / 1000).toFixed(0),
    ])
  }
  console.log(`\nScores 0-100; LCP and TBT simulated (mobile, slow 4G, 4x CPU slowdown); CLS observed; JS = script bytes transferred (compressed), 1 KB = 1000 B${runs > 1 ? `; the run with the median performance score of ${runs}` : ''}`)
  console.log(table(rows, ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']))

  for (const r of results) {
    console.log(`\n${r.template} (${r.url ?? r.path ?? '-'})`)
    if (!r.scores) {
      console.log(`  ERROR: ${r.error}`)
      continue
    }
    if (r.finalUrl && r.finalUrl !== r.requestedUrl) console.log(`  note: ended at ${r.finalUrl} (redirected)`)
    if (r.documentRestarted) console.log('  note: Chrome requested the document twice (internal 307 to the same URL, as for a Critical-CH client hint); Lighthouse reports the first request as a redirect')
    if (r.runtimeError) console.log(`  ERROR: ${r.runtimeError}`)
    for (const w of r.runWarnings) console.log(`  warning: ${w}`)
    console.log(`  performance, top opportunities: ${r.opportunities.length ? r.opportunities.map((o) => `${o.id} (${o.savingsMs ? `${Math.round(o.savingsMs)} ms` : ''}${o.savingsBytes ? `${o.savingsMs ? ', ' : ''}${Math.round(o.savingsBytes / 1000)} KB` : ''})`).join('; ') : 'none'}`)
    for (const c of ['accessibility', 'best-practices', 'seo']) {
      const list = r.failing[c]
      console.log(`  ${c} failing: ${list.length ? list.map((a) => a.id).join(', ') : 'none'}`)
    }
  }

  const result = {
    benchmark: 'lighthouse',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git: gitInfo(),
    environment: { node: process.version, platform: `${os.platform()} ${os.release()} ${os.arch()}`, cpus: os.cpus().length, chromePath },
    config: { url: site.origin, runs, categories: CATEGORIES, chromeFlags: CHROME_FLAGS, acceptLanguage, clearStorageTypes: CLEAR_STORAGE_TYPES, warmedOrigins: warmed, settings: 'Lighthouse defaults: mobile form factor and screen, simulated throttling' },
    pages: results,
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const file = path.join(RESULTS_DIR, `lighthouse-${fileStamp(startedAt)}.json`)
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n')
  console.log(`\nResults written to ${path.relative(process.cwd(), file) || file}`)
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `lighthouse: ${error.message}` : error)
  process.exitCode = 1
})
