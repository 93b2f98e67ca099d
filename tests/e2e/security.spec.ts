import fs from 'node:fs'
import http from 'node:http'
import { expect, test } from '@playwright/test'

/**
 * What an attacker can send, checked against the production server over real HTTP:
 * forged client addresses, redirects off the site, endless bodies, cross-site writes,
 * malformed requests, and the headers every answer carries.
 */
const base = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3100')

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** A request exactly as written (Host, method, path and headers of our choosing). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const json = { 'content-type': 'application/json' }

function rssKb(): number | null {
  const pid = process.env.E2E_SERVER_PID
  if (!pid) return null
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
}

test.describe('client address', () => {
  test('a forged X-Forwarded-For does not reset the per-address contact limit', async () => {
    // The limit the test server runs with (scripts/test.mjs); five by default.
    const limit = Number(process.env.E2E_CONTACT_LIMIT ?? 5)
    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i++) {
      const body = JSON.stringify({ name: `Forger ${i}`, email: `forger${i}@example.com`, subject: 'Limit check', content: 'Checking the per-address limit with forged addresses.', startedAt: Date.now() - 10_000 })
      const answer = await raw('POST', '/gateway/officialQuery/contactUs', { ...json, 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` }, body)
      statuses.push(answer.status)
    }
    // `limit` per address per ten minutes: whatever the header claims, the two after it are refused.
    expect(statuses.slice(limit)).toEqual([429, 429])
  })
})

test.describe('redirects', () => {
  for (const path of ['/cn/%2Fevil.example', '/cn/%5Cevil.example', '/cn/%2F%2Fevil.example', '//evil.example/', '/cn//evil.example']) {
    test(`${path} never points to another site`, async () => {
      const answer = await raw('GET', path)
      expect(answer.status).toBeLessThan(500)
      const location = answer.headers.location
      if (location) expect(new URL(location, base).host).toBe(base.host)
    })
  }

  test('the Host header does not choose the redirect target', async () => {
    const answer = await raw('GET', '/cn/lz/VAT', { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
    expect(answer.status).toBe(307)
    expect(answer.headers.location).toBe('/lz/VAT')
  })
})

test.describe('bodies', () => {
  for (const path of ['/gateway/officialQuery/contactUs', '/api/users/login']) {
    test(`an endless chunked body to ${path} is refused with 413 within a second and leaves no memory`, async () => {
      const before = rssKb()
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      // The server answers 413 and closes the connection while the body is still being sent.
      // Now and then the closed socket fails our next write (EPIPE) before Node has read the
      // answer, and the answer is lost to the client; that attempt proves nothing either way,
      // so it is made again (at most three times).
      type Answer = { status: number; ms: number; sentMb: number }
      const send = () => new Promise<Answer>((resolve, reject) => {
        const started = Date.now()
        let sent = 0
        let answered = false
        const req = http.request({ host: base.hostname, port: base.port, method: 'POST', path, headers: { ...json, 'transfer-encoding': 'chunked' }, agent: false }, (res) => {
          answered = true
          resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sentMb: sent / 1024 / 1024 })
          res.resume()
          req.destroy()
        })
        // After the answer, the write side may fail as the connection closes: expected.
        req.on('error', (error) => (answered ? undefined : reject(error)))
        const pump = () => {
          while (sent < 600 * 1024 * 1024 && !req.destroyed) {
            sent += chunk.length
            if (!req.write(chunk)) return void req.once('drain', pump)
          }
          if (!req.destroyed) req.end()
        }
        pump()
      })
      const sendUntilAnswered = async (attempt = 1): Promise<Answer> => {
        try {
          return await send()
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code
          if (attempt === 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error
          return sendUntilAnswered(attempt + 1)
        }
      }
      const answer = await sendUntilAnswered()
      expect(answer.status).toBe(413)
      expect(answer.ms).toBeLessThan(1000)
      const after = rssKb()
      console.log(`[security] ${path}: 413 after ${answer.ms} ms, ${answer.sentMb.toFixed(1)} MB sent; server RSS ${before} → ${after} kB`)
      if (before !== null && after !== null) expect(after - before).toBeLessThan(64 * 1024)
    })
  }
})

test.describe('cross-site writes', () => {
  test('the gateway refuses a write from another site and a body that is not JSON', async () => {
    const crossSite = await raw('POST', '/gateway/auth/logout', { ...json, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, '{}')
    expect(crossSite.status).toBe(403)
    expect(JSON.parse(crossSite.body).code).toBe(403)
    const textPlain = await raw('POST', '/gateway/vat/mcSurveyReport/save', { 'content-type': 'text/plain' }, '{"answerList":[],"source":1}')
    expect(textPlain.status).toBe(415)
  })

  test('the CMS API refuses a write from another site', async () => {
    const answer = await raw('POST', '/api/users/logout', { ...json, origin: 'https://evil.example' }, '{}')
    expect(answer.status).toBe(403)
  })
})

test.describe('malformed requests', () => {
  const cases: [string, string, number][] = [
    ['GET', '/cn/%E0%A4%A', 400],
    ['GET', '/gateway/vat/qaAnswerDetail/get/%E0%A4%A', 400],
    ['GET', '/api/media/file/..%2F..%2Fpackage.json', 400],
    ['GET', '/api/media/file/../../package.json', 400],
    ['TRACE', '/', 405],
    ['PROPFIND', '/gateway/system/user/info', 405],
  ]
  for (const [method, path, status] of cases) {
    test(`${method} ${path} answers ${status} without a stack trace`, async () => {
      const answer = await raw(method, path)
      expect(answer.status).toBe(status)
      expect(answer.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/)
      if (path.startsWith('/gateway/')) expect(JSON.parse(answer.body)).toMatchObject({ code: status, data: null })
    })
  }
})

test.describe('headers', () => {
  test('a public page: hashed CSP that allows exactly its inline scripts, cacheable, no cookie', async () => {
    const answer = await raw('GET', '/lz/VAT')
    expect(answer.status).toBe(200)
    expect(answer.headers['set-cookie']).toBeUndefined()
    expect(answer.headers['cache-control']).toMatch(/s-maxage/)
    const csp = String(answer.headers['content-security-policy'])
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
    const { createHash } = await import('node:crypto')
    const inline = [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]))
    expect(inline.length).toBeGreaterThan(0)
    for (const match of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`)
    // Same page, same header: the policy does not make the page per-visitor.
    expect((await raw('GET', '/lz/VAT')).headers['content-security-policy']).toBe(csp)
  })

  test('a 304 carries no policy of its own (its headers would replace those of the page the browser kept)', async () => {
    const first = await raw('GET', '/lz/VAT')
    const etag = String(first.headers.etag)
    const revalidated = await raw('GET', '/lz/VAT', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['content-security-policy']).toBeUndefined()
  })

  test('a visit that sets a cookie is not shareable', async () => {
    const channel = await raw('GET', '/lz/VAT?channelNo=spring-2026')
    expect(String(channel.headers['set-cookie'])).toMatch(/channelNo=spring-2026/)
    expect(channel.headers['cache-control']).toBe('private, no-store')
    const english = await raw('GET', '/en/lz/VAT')
    expect(String(english.headers['set-cookie'])).toMatch(/i18n_redirected=en/)
    expect(english.headers['cache-control']).toBe('private, no-store')
  })

  test('personal answers are private: gateway and CMS API', async () => {
    const info = await raw('GET', '/gateway/system/user/info')
    expect(info.headers['cache-control']).toBe('private, no-store')
    const me = await raw('GET', '/api/users/me')
    expect(me.headers['cache-control']).toBe('private, no-store')
  })

  test('pages run under the policy without a single violation (public pages and the CMS login)', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to (execute|load|apply)/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    for (const path of ['/', '/lz/VAT', '/en/lz/price', '/search', '/workbench/login', '/admin/login']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})
