import { describe, it, expect, vi } from 'vitest'
import {
  createGatewayClient,
  configureGateway,
  gateway,
  buildLoginUrl,
  joinUrl,
  languageTag,
  readAnalyticsIds,
  GatewayError,
  REQUEST_TIMEOUT_MS,
  TOKEN_MIN_LENGTH,
  MSG_FALLBACK,
  MSG_NETWORK,
  MSG_SYSTEM,
  type GatewayClientOptions,
  type GatewayEnv,
} from '../../src/lib/gateway-client'
import { DEVICE_ID_KEY, generateDeviceId, getDeviceId } from '../../src/lib/gateway-client/device-id'
import { fetchSignedInUser } from '../../src/lib/gateway-client/session'
import { readProductCatalog } from '../../src/lib/gateway-client/catalog'

type FetchImpl = (url: string, init: RequestInit) => Promise<Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const ok = (data: unknown) => json({ code: 0, msg: 'success', data })

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: vi.fn((key: string) => map.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void map.set(key, value)),
  }
}

/** A client wired to fakes; `calls` records what fetch received. */
function setup(opts: {
  respond?: FetchImpl
  cookies?: Record<string, string>
  title?: string
  options?: Omit<GatewayClientOptions, 'env'>
  env?: Partial<GatewayEnv>
} = {}) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = []
  const respond: FetchImpl = opts.respond ?? (async () => ok({ hello: 'world' }))
  const storage = memoryStorage()
  const fakes = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      calls.push({ url, init: init ?? {}, headers: new Headers(init?.headers) })
      return respond(url, init ?? {})
    }),
    getCookie: vi.fn((name: string) => opts.cookies?.[name]),
    storage,
    toast: vi.fn(),
    navigate: vi.fn(),
    openWindow: vi.fn(),
    pageTitle: vi.fn(() => opts.title ?? 'Home'),
    loginUrl: vi.fn(() => '/workbench/login?pointType=logins&intoWay=wwwNavGuide'),
  }
  const client = createGatewayClient({
    baseUrl: 'https://gw.example.com/api',
    ...opts.options,
    env: { ...fakes, ...opts.env },
  })
  return { client, env: fakes, calls, storage }
}

/** A fetch that never answers but honours the abort signal, like the real one. */
const hangingFetch: FetchImpl = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')))
  })

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(GatewayError)
  return error as GatewayError
}

describe('constants', () => {
  it('gives up after 30 s and sends only a token longer than 5 characters', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30000)
    expect(TOKEN_MIN_LENGTH).toBe(5)
  })
})

describe('URL building', () => {
  it('joins base URL and path without doubled or missing slashes', async () => {
    const { client, calls } = setup({ options: { baseUrl: 'https://gw.example.com/api/' } })
    await client.get('/officialQuery/getCommon')
    await client.get('system/user/info')
    expect(calls.map((c) => c.url)).toEqual([
      'https://gw.example.com/api/officialQuery/getCommon',
      'https://gw.example.com/api/system/user/info',
    ])
  })

  it('works with a relative base URL and defaults to /gateway', async () => {
    const { env } = setup()
    const client = createGatewayClient({ env })
    await client.get('/auth/x')
    expect(env.fetch.mock.calls[0]![0]).toBe('/gateway/auth/x')
  })

  it('sends the shared client to the base URL the page configures (NEXT_PUBLIC_GATEWAY_URL, read on the server)', async () => {
    const { env } = setup()
    configureGateway({ env, baseUrl: 'https://centre.example.com' })
    try {
      await gateway.get('/business/x')
      expect(env.fetch.mock.calls[0]![0]).toBe('https://centre.example.com/business/x')
    } finally {
      configureGateway({})
    }
  })

  it('encodes GET query params and skips undefined and null', async () => {
    const { client, calls } = setup()
    await client.get('/system/user/info', { client: 1, a: undefined, b: null, q: 'a b&c', f: false })
    expect(calls[0]!.url).toBe('https://gw.example.com/api/system/user/info?client=1&q=a+b%26c&f=false')
    expect(calls[0]!.init.method).toBe('GET')
    expect(calls[0]!.init.body).toBeUndefined()
  })

  it('appends to an existing query string and leaves absolute URLs alone', () => {
    expect(joinUrl('/gateway', '/a?x=1', { y: 2 })).toBe('/gateway/a?x=1&y=2')
    expect(joinUrl('/gateway', 'https://ipr.example.com/t', { z: 'q' })).toBe('https://ipr.example.com/t?z=q')
    expect(joinUrl('/gateway', '/a', { y: undefined })).toBe('/gateway/a')
  })
})

describe('headers', () => {
  it('sends the fixed headers, no-cache and the page title', async () => {
    const { client, calls } = setup({
      title: 'Home',
      options: { platformType: 'www', platformName: 'lz' },
    })
    await client.get('/x')
    const h = calls[0]!.headers
    expect(h.get('cache-control')).toBe('no-cache')
    expect(h.get('pragma')).toBe('no-cache')
    expect(h.get('platform')).toBe('15')
    expect(h.get('request-platform')).toBe('00')
    expect(h.get('system-type')).toBe('pc')
    expect(h.get('platform-type')).toBe('www')
    expect(h.get('platform-name')).toBe('lz')
    expect(h.get('source-title')).toBe('Home')
    expect(h.get('page-title')).toBe('Home')
    expect(h.get('content-type')).toBeNull()
  })

  it('uses the brand platform code when given', async () => {
    const { client, calls } = setup({ options: { platformCode: '08' } })
    await client.get('/x')
    expect(calls[0]!.headers.get('platform')).toBe('08')
  })

  it('always names the client kind and the brand, even when the caller gives only the platform code', async () => {
    const { client, calls } = setup({ options: { platformCode: '08' } })
    await client.get('/x')
    expect(calls[0]!.headers.get('platform-type')).toBe('web')
    expect(calls[0]!.headers.get('platform-name')).toBe('mdt')
    const bare = setup({})
    await bare.client.get('/x')
    expect(bare.calls[0]!.headers.get('platform-type')).toBe('web')
    expect(bare.calls[0]!.headers.get('platform-name')).toBe('lz')
  })

  it('percent-encodes non-ASCII titles and names', async () => {
    const { client, calls } = setup({ title: '首页 - 合规', options: { platformName: '品牌' } })
    await client.get('/x')
    const h = calls[0]!.headers
    expect(h.get('page-title')).toBe(encodeURIComponent('首页 - 合规'))
    expect(h.get('source-title')).toBe(encodeURIComponent('首页 - 合规'))
    expect(h.get('platform-name')).toBe(encodeURIComponent('品牌'))
  })

  it('always encodes page-title, even when ASCII', async () => {
    const { client, calls } = setup({ title: 'VAT & EPR' })
    await client.get('/x')
    expect(calls[0]!.headers.get('page-title')).toBe('VAT%20%26%20EPR')
    expect(calls[0]!.headers.get('source-title')).toBe('VAT & EPR')
  })

  it.each([
    ['cn', 'zh-CN'],
    ['en', 'en'],
    ['de', 'de'],
    ['ko', 'ko'],
  ])('maps locale %s to Accept-Language and Content-Language %s', async (locale, tag) => {
    const { client, calls } = setup({ options: { locale: () => locale } })
    await client.get('/x')
    expect(calls[0]!.headers.get('accept-language')).toBe(tag)
    expect(calls[0]!.headers.get('content-language')).toBe(tag)
  })

  it('reads the locale on every call and defaults to zh-CN', async () => {
    let locale: string | undefined
    const { client, calls } = setup({ options: { locale: () => locale } })
    await client.get('/x')
    locale = 'en'
    await client.get('/x')
    expect(calls.map((c) => c.headers.get('accept-language'))).toEqual(['zh-CN', 'en'])
    expect(languageTag('zh-CN')).toBe('zh-CN')
    expect(languageTag('bogus value')).toBe('zh-CN')
  })

  it('sends distinct-id and first-id from the analytics cookie', async () => {
    const cookie = encodeURIComponent(
      JSON.stringify({ distinct_id: '18f0a1b2c3', first_id: '18e9z8y7', props: { $latest: 'x' } }),
    )
    const { client, calls, env } = setup({ cookies: { sensorsdata2015jssdkcross: cookie } })
    await client.get('/x')
    expect(env.getCookie).toHaveBeenCalledWith('sensorsdata2015jssdkcross')
    expect(calls[0]!.headers.get('distinct-id')).toBe('18f0a1b2c3')
    expect(calls[0]!.headers.get('first-id')).toBe('18e9z8y7')
  })

  it('accepts an already-decoded analytics cookie', () => {
    expect(readAnalyticsIds('{"distinct_id":"d1","first_id":"f1"}')).toEqual({ distinctId: 'd1', firstId: 'f1' })
  })

  it('omits distinct-id and first-id when the analytics cookie is missing or malformed', async () => {
    const cases: Record<string, string>[] = [
      {},
      { sensorsdata2015jssdkcross: '%7Bnot json' },
      { sensorsdata2015jssdkcross: 'null' },
    ]
    for (const cookies of cases) {
      const { client, calls } = setup({ cookies })
      await client.get('/x')
      expect(calls[0]!.headers.has('distinct-id')).toBe(false)
      expect(calls[0]!.headers.has('first-id')).toBe(false)
    }
    expect(readAnalyticsIds('[1,2]')).toEqual({ distinctId: undefined, firstId: undefined })
  })

  it('sends the loginCode cookie as token only when longer than 5 characters', async () => {
    const tokenFor = async (loginCode: string | undefined) => {
      const { client, calls, env } = setup({ cookies: loginCode === undefined ? {} : { loginCode } })
      await client.get('/x')
      expect(env.getCookie).toHaveBeenCalledWith('loginCode')
      return calls[0]!.headers.get('token')
    }
    expect(await tokenFor(undefined)).toBeNull()
    expect(await tokenFor('')).toBeNull()
    expect(await tokenFor('12345')).toBeNull()
    expect(await tokenFor('123456')).toBe('123456')
    expect(await tokenFor('eyJhbGciOiJIUzI1NiJ9.abc')).toBe('eyJhbGciOiJIUzI1NiJ9.abc')
  })

  it('posts JSON bodies with Content-Type application/json', async () => {
    const { client, calls } = setup()
    await client.post('/officialQuery/contactUs', { name: '张三', email: 'a@b.c' })
    expect(calls[0]!.init.method).toBe('POST')
    expect(calls[0]!.headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: '张三', email: 'a@b.c' })
  })

  it('passes FormData through without forcing a JSON content type', async () => {
    const { client, calls } = setup()
    const form = new FormData()
    form.set('file', 'x')
    await client.post('/upload', form)
    expect(calls[0]!.init.body).toBe(form)
    expect(calls[0]!.headers.get('content-type')).toBeNull()
  })

  it('lets per-call headers add to or override the defaults', async () => {
    const { client, calls } = setup()
    await client.get('/x', undefined, { headers: { 'x-extra': '1', platform: '13' } })
    expect(calls[0]!.headers.get('x-extra')).toBe('1')
    expect(calls[0]!.headers.get('platform')).toBe('13')
  })
})

describe('device id', () => {
  it('generates 32 lowercase hex characters', () => {
    const id = generateDeviceId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(generateDeviceId()).not.toBe(id)
  })

  it('is generated once, stored under deviceId and reused', async () => {
    const { client, calls, storage } = setup()
    await client.get('/x')
    await client.get('/y')
    const first = calls[0]!.headers.get('device-id')
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(calls[1]!.headers.get('device-id')).toBe(first)
    expect(storage.map.get(DEVICE_ID_KEY)).toBe(first)
    expect(storage.setItem).toHaveBeenCalledTimes(1)
  })

  it('reuses an id already in storage', async () => {
    const existing = 'a'.repeat(32)
    const storage = memoryStorage({ deviceId: existing })
    const { client, calls } = setup({ env: { storage } })
    await client.get('/x')
    expect(calls[0]!.headers.get('device-id')).toBe(existing)
    expect(storage.setItem).not.toHaveBeenCalled()
  })

  it('still yields a stable id when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    const id = getDeviceId(broken)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(getDeviceId(broken)).toBe(id)
    expect(getDeviceId(null)).toBe(id)
  })
})

describe('answer policy', () => {
  it('resolves to data when code is 0', async () => {
    const { client, env } = setup({ respond: async () => ok({ reportId: 7 }) })
    await expect(client.get<{ reportId: number }>('/x')).resolves.toEqual({ reportId: 7 })
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('rejects and toasts msg when code is not 0', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 500, msg: '参数错误', data: { f: 1 } }) })
    const error = await rejection(client.post('/x', {}))
    expect(error).toMatchObject({ kind: 'business', code: 500, msg: '参数错误', status: 200, data: { f: 1 } })
    expect(error.cancelled).toBe(false)
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('参数错误')
    expect(env.navigate).not.toHaveBeenCalled()
  })

  it('toasts 网络异常 when a non-zero code has no msg', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 1, data: null }) })
    const error = await rejection(client.get('/x'))
    expect(error.msg).toBe(MSG_FALLBACK)
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('网络异常')
  })

  it('treats a numeric-string code "0" as success', async () => {
    const { client } = setup({ respond: async () => json({ code: '0', data: 1 }) })
    await expect(client.get('/x')).resolves.toBe(1)
  })

  it('noToast rejects without a toast', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 500, msg: 'bad' }) })
    await rejection(client.get('/x', undefined, { noToast: true }))
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('redirects to / when the envelope code is 404', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 404, msg: 'gone' }) })
    const error = await rejection(client.get('/x'))
    expect(error.code).toBe(404)
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('/')
  })

  it('redirects to / on HTTP 404 with an envelope', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 404, msg: 'Not Found' }, 404) })
    const error = await rejection(client.get('/x'))
    expect(error.status).toBe(404)
    expect(env.navigate).toHaveBeenCalledExactlyOnceWith('/')
  })

  it('noRedirect suppresses the 404 redirect', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 404, msg: 'gone' }) })
    await rejection(client.get('/x', undefined, { noRedirect: true }))
    expect(env.navigate).not.toHaveBeenCalled()
    expect(env.toast).toHaveBeenCalledWith('gone')
  })

  it('noIntercept resolves with the whole envelope, without toast or redirect', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 404, msg: 'none', data: [1] }) })
    const envelope = await client.post<number[]>('/ipr/trademark/search', { q: 1 }, { noIntercept: true })
    expect(envelope).toEqual({ code: 404, msg: 'none', data: [1] })
    expect(env.toast).not.toHaveBeenCalled()
    expect(env.navigate).not.toHaveBeenCalled()
  })

  it('noIntercept also returns successful envelopes whole', async () => {
    const { client } = setup({ respond: async () => ok(true) })
    await expect(client.get('/business/merc/sys/getIsForeignIp', undefined, { noIntercept: true })).resolves.toEqual({
      code: 0,
      msg: 'success',
      data: true,
    })
  })

  it('HTTP 401 opens the login page in a new tab, rejects with status 401 and does not toast', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 401, msg: '请登录' }, 401) })
    const error = await rejection(client.get('/system/user/info'))
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 })
    expect(env.openWindow).toHaveBeenCalledExactlyOnceWith('/workbench/login?pointType=logins&intoWay=wwwNavGuide')
    expect(env.toast).not.toHaveBeenCalled()
    expect(env.navigate).not.toHaveBeenCalled()
  })

  it('HTTP 401 without a JSON body is still a 401', async () => {
    const { client, env } = setup({ respond: async () => new Response('Unauthorized', { status: 401 }) })
    const error = await rejection(client.get('/x'))
    expect(error).toMatchObject({ status: 401, code: 401 })
    expect(env.openWindow).toHaveBeenCalledOnce()
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('noRedirect on 401 rejects without opening the login page', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 401 }, 401) })
    const error = await rejection(client.post('/vat/mcSurveyReport/save', {}, { noToast: true, noRedirect: true }))
    expect(error.status).toBe(401)
    expect(env.openWindow).not.toHaveBeenCalled()
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('opens only one login tab for a burst of 401s', async () => {
    const { client, env } = setup({ respond: async () => json({ code: 401 }, 401) })
    await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')])
    expect(env.openWindow).toHaveBeenCalledOnce()
  })

  it('toasts the system-error fallback for a non-JSON answer', async () => {
    const { client, env } = setup({ respond: async () => new Response('<html>502</html>', { status: 502 }) })
    const error = await rejection(client.get('/x'))
    expect(error).toMatchObject({ kind: 'invalid', status: 502, msg: MSG_SYSTEM })
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('系统错误，请联系管理员！')
  })

  it('toasts 系统繁忙 when fetch fails', async () => {
    const { client, env } = setup({
      respond: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    const error = await rejection(client.get('/x'))
    expect(error).toMatchObject({ kind: 'network', status: 0, msg: MSG_NETWORK, cancelled: false })
    expect(env.toast).toHaveBeenCalledExactlyOnceWith('系统繁忙，请稍后重试')
  })

  it('network failure with noToast stays silent', async () => {
    const { client, env } = setup({
      respond: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await rejection(client.get('/x', undefined, { noToast: true }))
    expect(env.toast).not.toHaveBeenCalled()
  })
})

describe('timeout and cancellation', () => {
  it('aborts after the timeout and reports it like a network failure', async () => {
    const { client, env, calls } = setup({ respond: hangingFetch, options: { timeoutMs: 10 } })
    const error = await rejection(client.get('/slow'))
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    expect(error).toMatchObject({ kind: 'timeout', cancelled: false })
    expect(env.toast).toHaveBeenCalledExactlyOnceWith(MSG_NETWORK)
  })

  it('uses 30000 ms by default', async () => {
    vi.useFakeTimers()
    try {
      const { client, calls } = setup({ respond: hangingFetch })
      const pending = rejection(client.get('/slow'))
      await vi.advanceTimersByTimeAsync(29999)
      expect(calls[0]!.init.signal?.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(calls[0]!.init.signal?.aborted).toBe(true)
      expect((await pending).kind).toBe('timeout')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a caller abort cancels the call without a toast', async () => {
    const { client, env, calls } = setup({ respond: hangingFetch })
    const controller = new AbortController()
    const pending = rejection(client.get('/x', undefined, { signal: controller.signal }))
    controller.abort()
    const error = await pending
    expect(error.cancelled).toBe(true)
    expect(error.kind).toBe('cancelled')
    expect(calls[0]!.init.signal?.aborted).toBe(true)
    expect(env.toast).not.toHaveBeenCalled()
  })

  it('an already-aborted signal cancels immediately', async () => {
    const { client, env } = setup({ respond: hangingFetch })
    const error = await rejection(client.get('/x', undefined, { signal: AbortSignal.abort() }))
    expect(error.cancelled).toBe(true)
    expect(env.fetch).not.toHaveBeenCalled()
    expect(env.toast).not.toHaveBeenCalled()
  })
})

describe('login URL', () => {
  it('appends the current query parameters to the login path', () => {
    expect(buildLoginUrl('')).toBe('/workbench/login?pointType=logins&intoWay=wwwNavGuide')
    expect(buildLoginUrl('?channelCode=abc&pointType=x')).toBe(
      '/workbench/login?pointType=logins&intoWay=wwwNavGuide&channelCode=abc',
    )
  })

  it('opens the login page in the language of the current page', () => {
    expect(buildLoginUrl('', '/en/search')).toBe('/en/workbench/login?pointType=logins&intoWay=wwwNavGuide')
    expect(buildLoginUrl('', '/mdt/search')).toBe('/workbench/login?pointType=logins&intoWay=wwwNavGuide')
    expect(buildLoginUrl('', '/toString/x')).toBe('/workbench/login?pointType=logins&intoWay=wwwNavGuide')
  })
})

describe('signed-in check (session.ts)', () => {
  /** fetchSignedInUser wired to fakes; `calls` records what fetch received. */
  function check(respond: FetchImpl, opts: { cookies?: Record<string, string>; options?: Omit<GatewayClientOptions, 'env'> } = {}) {
    const calls: { url: string; init: RequestInit; headers: Headers }[] = []
    const env = {
      fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), init: init ?? {}, headers: new Headers(init?.headers) })
        return respond(String(input), init ?? {})
      }),
      getCookie: vi.fn((name: string) => opts.cookies?.[name]),
      storage: memoryStorage(),
      pageTitle: () => 'Home',
    }
    const result = fetchSignedInUser({ baseUrl: 'https://gw.example.com/api/', ...opts.options, env })
    return { result, calls }
  }

  it('returns the user when the gateway answers success with a merchant number', async () => {
    const { result, calls } = check(async () => ok({ mercNo: 'M100', name: 'x' }))
    expect(await result).toEqual({ mercNo: 'M100', name: 'x' })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('https://gw.example.com/api/system/user/info?client=1')
    expect(calls[0]!.init.method).toBe('GET')
    expect(calls[0]!.init.credentials).toBe('same-origin')
  })

  it('sends the request the full client sends for the same call', async () => {
    const cookies = { loginCode: 'eyJhbGciOiJIUzI1NiJ9.abc', sensorsdata2015jssdkcross: '{"distinct_id":"d1","first_id":"f1"}' }
    const options = { platformCode: '08', locale: () => 'en' }
    const light = check(async () => ok({ mercNo: 'M1' }), { cookies, options })
    await light.result
    const { client, calls } = setup({ cookies, options: { ...options, baseUrl: 'https://gw.example.com/api/' } })
    await client.get('system/user/info', { client: 1 }, { noToast: true, noRedirect: true })
    expect(light.calls[0]!.url).toBe(calls[0]!.url)
    // The device id is random per fake storage; every other header must match exactly.
    const headers = (h: Headers) => [...h.entries()].filter(([name]) => name !== 'device-id')
    expect(headers(light.calls[0]!.headers)).toEqual(headers(calls[0]!.headers))
    expect(light.calls[0]!.headers.get('device-id')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('sends the login cookie as token only when longer than 5 characters', async () => {
    const tokenFor = async (loginCode: string) => {
      const { result, calls } = check(async () => ok({}), { cookies: { loginCode } })
      await result
      return calls[0]!.headers.get('token')
    }
    expect(await tokenFor('12345')).toBeNull()
    expect(await tokenFor('eyJhbGciOiJIUzI1NiJ9.abc')).toBe('eyJhbGciOiJIUzI1NiJ9.abc')
  })

  it('names the brand in the platform headers', async () => {
    const { result, calls } = check(async () => ok({}), { options: { platformCode: '08' } })
    await result
    expect(calls[0]!.headers.get('platform')).toBe('08')
    expect(calls[0]!.headers.get('platform-name')).toBe('mdt')
    expect(calls[0]!.headers.get('platform-type')).toBe('web')
  })

  it.each([
    ['a visitor (empty data)', async () => ok({})],
    ['no data', async () => ok(null)],
    ['an expired login (401)', async () => json({ code: 401, msg: 'unauthorized', data: null }, 401)],
    ['a business error', async () => json({ code: 500, msg: 'boom', data: { mercNo: 'M1' } })],
    ['success code on an HTTP error', async () => json({ code: 0, msg: 'ok', data: { mercNo: 'M1' } }, 500)],
    ['an answer that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as [string, FetchImpl][])('returns null, without throwing, for %s', async (_name, respond) => {
    await expect(check(respond).result).resolves.toBeNull()
  })

  it('uses the settings the page configured', async () => {
    const fetch = vi.fn(async () => ok({ mercNo: 'M2' }))
    configureGateway({ baseUrl: 'https://centre.example.com', platformCode: '08', env: { fetch, getCookie: () => undefined, storage: null, pageTitle: () => '' } })
    try {
      expect(await fetchSignedInUser()).toEqual({ mercNo: 'M2' })
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
      expect(url).toBe('https://centre.example.com/system/user/info?client=1')
      expect(new Headers(init.headers).get('platform')).toBe('08')
    } finally {
      configureGateway({})
    }
  })
})

describe('the header search catalog (catalog.ts)', () => {
  const read = (respond: FetchImpl) => {
    const urls: string[] = []
    const env = {
      fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        urls.push(String(input))
        return respond(String(input), init ?? {})
      }),
      getCookie: () => undefined,
      storage: memoryStorage(),
      pageTitle: () => 'Home',
    }
    return { result: readProductCatalog({ baseUrl: '/gateway', env }), urls }
  }
  const vat = { id: 1, menuName: '英国VAT注册', menuAttribute: 'VAT', path: '/lz/VAT' }
  const epr = { id: 13, menuName: '德国包装法注册', menuAttribute: 'EPR', path: '/lz/EPR' }

  it('reads the products with the hot searches as objects of the full list', async () => {
    const { result, urls } = read(async () => ok({ allService: [vat, epr], hotService: [{ ...epr }] }))
    const catalog = await result
    expect(urls).toEqual(['/gateway/officialQuery/getCommoditySearch'])
    expect(catalog?.all).toEqual([vat, epr])
    expect(catalog?.hot[0]).toBe(catalog?.all[1])
  })

  it('is null when the call fails or the answer has no list, so the box stays a plain search form', async () => {
    expect(await read(async () => new Response('busy', { status: 503 })).result).toBeNull()
    expect(await read(async () => ok({})).result).toBeNull()
    expect(await read(async () => json({ code: 500, msg: '系统繁忙', data: null })).result).toBeNull()
    expect(
      await read(async () => {
        throw new TypeError('Failed to fetch')
      }).result,
    ).toBeNull()
  })
})
