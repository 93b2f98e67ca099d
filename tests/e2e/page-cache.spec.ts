import { cmsLogin, firstDoc } from './cms-api'
import { ADMIN, test, expect } from './fixtures'

/*
 * The edge's page cache (server/page-cache.cjs) in front of Next: a public page is answered
 * from it, compressed once, until a CMS save empties it; requests that may not share an
 * answer (router data, draft mode, a first visit that saves a language) pass through.
 * Plain HTTP requests, without the browser's cookie jar.
 */

async function visit(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, baseURL), { headers: { 'accept-encoding': 'br, gzip', ...headers }, redirect: 'manual' })
  return { res, status: res.status, hit: res.headers.get('x-edge-cache') === 'HIT', body: await res.text() }
}

/** Asks until the page is answered from the cache (storing it is asynchronous: it is compressed first). */
async function untilCached(baseURL: string | undefined, path: string, headers: Record<string, string> = {}) {
  await expect.poll(async () => (await visit(baseURL, path, headers)).hit, { timeout: 20_000 }).toBe(true)
}

test('a public page is answered from the edge cache, compressed once, until a CMS save changes it', async ({ request, baseURL }) => {
  const path = '/mdt/homes'
  await untilCached(baseURL, path)

  const brotli = await visit(baseURL, path)
  expect(brotli.status).toBe(200)
  expect(brotli.hit).toBe(true)
  expect(brotli.res.headers.get('content-encoding')).toBe('br')
  expect(brotli.res.headers.get('content-security-policy')).toContain("script-src 'self'")
  expect(brotli.res.headers.getSetCookie()).toEqual([])
  const gzip = await visit(baseURL, path, { 'accept-encoding': 'gzip' })
  expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
  expect(gzip.body).toBe(brotli.body)
  const revalidated = await visit(baseURL, path, { 'if-none-match': brotli.res.headers.get('etag') ?? '' })
  expect(revalidated.status).toBe(304)

  // Router data and an editor's draft view are never answered from it.
  expect((await visit(baseURL, path, { rsc: '1' })).hit).toBe(false)
  expect((await visit(baseURL, `${path}?_rsc=1`)).hit).toBe(false)
  expect((await visit(baseURL, path, { cookie: '__prerender_bypass=1' })).hit).toBe(false)

  const auth = await cmsLogin(request, ADMIN)
  const home = await firstDoc(request, auth, 'pages', 'where[brand.key][equals]=mdt&where[slug][equals]=homes')
  const original = home.layout
  const edited = `${original[0].heading}（缓存已更新）`
  expect(brotli.body).toContain(original[0].heading)
  try {
    const layout = original.map((block: { blockType: string }, i: number) => (i === 0 ? { ...block, heading: edited } : block))
    const res = await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: auth, data: { layout, _status: 'published' } })
    expect(res.status()).toBe(200)
    // The save emptied the cache: the next answers come from Next, with the new text.
    await expect.poll(async () => (await visit(baseURL, path)).body, { timeout: 10_000 }).toContain(edited)
  } finally {
    await request.patch(`/api/pages/${home.id}?locale=cn`, { headers: auth, data: { layout: original, _status: 'published' } })
  }
  await expect.poll(async () => (await visit(baseURL, path)).body, { timeout: 10_000 }).not.toContain(edited)
})

test('a first visit to a language still saves that language, however often the page is cached', async ({ baseURL }) => {
  const path = '/en/mdt/homes'
  // A returning English visitor's requests fill the cache...
  await untilCached(baseURL, path, { cookie: 'i18n_redirected=en' })
  // ...and a newcomer still gets the page from Next, which saves the language.
  const first = await visit(baseURL, path)
  expect(first.status).toBe(200)
  expect(first.hit).toBe(false)
  expect(first.res.headers.getSetCookie().join('\n')).toContain('i18n_redirected=en')
  // A first visitor whose browser prefers English is sent to the English URL, not given the cached Chinese page.
  await untilCached(baseURL, '/mdt/homes')
  const english = await visit(baseURL, '/mdt/homes', { 'accept-language': 'en-GB,en;q=0.9' })
  expect(english.hit).toBe(false)
  expect(english.status).toBe(307)
  expect(english.res.headers.get('location')).toBe('/en/mdt/homes')
})
