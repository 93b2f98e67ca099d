import { afterEach, describe, it, expect, vi } from 'vitest'
import { z } from 'zod'
import { describeIssues, dispatch, route, type RouteTable } from '@/gateway/router'
import { GatewayFailure } from '@/gateway/envelope'

describe('describeIssues', () => {
  it('names the field path, then the message', () => {
    const schema = z.object({ answerList: z.array(z.object({ questionId: z.string() })) })
    const result = schema.safeParse({ answerList: [{ questionId: 7 }] })
    expect(result.success).toBe(false)
    const text = describeIssues(result.error!)
    expect(text.startsWith('answerList.0.questionId: ')).toBe(true)
    expect(text).toBe(`answerList.0.questionId: ${result.error!.issues[0]!.message}`)
    expect(text).toMatch(/expected string/)
  })

  it('uses (body) for an issue at the root', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object')
    expect(describeIssues(result.error!)).toMatch(/^\(body\): /)
  })

  it('lists at most the first 3 issues, separated by "; "', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() })
    const result = schema.safeParse({ a: 1, b: 2, c: 3, d: 4 })
    expect(result.error!.issues).toHaveLength(4)
    const parts = describeIssues(result.error!).split('; ')
    expect(parts).toHaveLength(3)
    expect(parts.map((p) => p.split(':')[0])).toEqual(['a', 'b', 'c'])
  })
})

const BASE = 'http://localhost:3000/api/gateway'

function request(path: string, init: RequestInit & { lang?: string; query?: string } = {}): Request {
  const { lang = 'zh-CN', query = '', headers, ...rest } = init
  return new Request(`${BASE}/${path}${query}`, {
    ...rest,
    headers: { 'accept-language': lang, 'content-type': 'application/json', ...(headers as Record<string, string> | undefined) },
  })
}

async function call(table: RouteTable, path: string, init: Parameters<typeof request>[1] = {}) {
  const res = await dispatch(table, path, request(path, init))
  const text = await res.clone().text()
  return { res, text, body: JSON.parse(text) as { code: number; msg: string; data: unknown } }
}

describe('dispatch', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const listHandler = vi.fn(async (input: { page: number; keyword?: string }) => ({ page: input.page, keyword: input.keyword ?? null }))
  const trackHandler = vi.fn(async (input: { events: string[] }) => ({ accepted: input.events.length }))
  const table: RouteTable = {
    'content/list': route('GET', z.object({ page: z.coerce.number().int().min(1), keyword: z.string().optional() }), listHandler),
    'track/events': route('POST', z.object({ events: z.array(z.string()) }), trackHandler),
    'plain/ping': route('GET', undefined, async () => undefined),
    'plain/echo': route('POST', undefined, async (input) => input),
    'fail/crash': route('GET', undefined, async () => {
      throw new Error('secret database password leaked in SELECT * FROM users')
    }),
    'fail/known': route('GET', undefined, async () => {
      throw new GatewayFailure(403, 403, 'forbidden here', { reason: 'x' })
    }),
  }

  it('answers an unknown path with HTTP 404 and envelope code 404', async () => {
    const { res, body } = await call(table, 'no/such')
    expect(res.status).toBe(404)
    expect(body).toEqual({ code: 404, msg: '接口不存在', data: null })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers the wrong method with 405 and an Allow header', async () => {
    const { res, body } = await call(table, 'track/events', { method: 'GET' })
    expect(res.status).toBe(405)
    expect(body.code).toBe(405)
    expect(body.msg).toBe('请求方法不被支持')
    expect(res.headers.get('allow')).toBe('POST')
    expect(trackHandler).not.toHaveBeenCalled()

    const get = await call(table, 'content/list', { method: 'POST', body: '{}' })
    expect(get.res.status).toBe(405)
    expect(get.res.headers.get('allow')).toBe('GET, HEAD')
  })

  it('404 has no Allow header', async () => {
    const { res } = await call(table, 'no/such', { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
    expect(res.headers.get('allow')).toBeNull()
  })

  it('validates the GET query and names the failing field', async () => {
    listHandler.mockClear()
    const { res, body } = await call(table, 'content/list', { query: '?page=abc' })
    expect(res.status).toBe(400)
    expect(body.code).toBe(400)
    expect(body.msg).toMatch(/^参数错误: page: /)
    expect(body.data).toBeNull()
    expect(listHandler).not.toHaveBeenCalled()
  })

  it('passes the parsed (coerced) query to the handler', async () => {
    const { res, body } = await call(table, 'content/list', { query: '?page=2&keyword=vat' })
    expect(res.status).toBe(200)
    expect(body).toEqual({ code: 0, msg: '成功', data: { page: 2, keyword: 'vat' } })
    expect(listHandler).toHaveBeenLastCalledWith({ page: 2, keyword: 'vat' }, expect.objectContaining({ locale: 'cn' }))
  })

  it('answers malformed JSON with 400', async () => {
    const { res, body } = await call(table, 'track/events', { method: 'POST', body: '{"events": [' })
    expect(res.status).toBe(400)
    expect(body.code).toBe(400)
    expect(body.msg).toBe('请求体不是合法的 JSON')
  })

  it('answers a body with a wrong field type with 400 naming the field', async () => {
    trackHandler.mockClear()
    const { res, body } = await call(table, 'track/events', { method: 'POST', body: JSON.stringify({ events: 'click' }) })
    expect(res.status).toBe(400)
    expect(body.code).toBe(400)
    expect(body.msg).toMatch(/^参数错误: events: /)
    expect(trackHandler).not.toHaveBeenCalled()
  })

  it('treats an empty POST body as {} (then validated)', async () => {
    const echo = await call(table, 'plain/echo', { method: 'POST', body: '' })
    expect(echo.body).toEqual({ code: 0, msg: '成功', data: {} })

    const strict = await call(table, 'track/events', { method: 'POST', body: '   ' })
    expect(strict.res.status).toBe(400)
    expect(strict.body.msg).toMatch(/events: /)
  })

  it('rejects a body over 64 KiB with 413', async () => {
    const big = JSON.stringify({ events: ['x'.repeat(64 * 1024)] })
    const { res, body } = await call(table, 'track/events', { method: 'POST', body: big })
    expect(res.status).toBe(413)
    expect(body.code).toBe(413)
    expect(body.msg).toBe('请求体过大')
  })

  it('answers success with 200 {code: 0, msg, data} and no-store', async () => {
    const { res, body } = await call(table, 'track/events', { method: 'POST', body: JSON.stringify({ events: ['a', 'b'] }) })
    expect(res.status).toBe(200)
    expect(body).toEqual({ code: 0, msg: '成功', data: { accepted: 2 } })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
  })

  it('turns an undefined handler result into data: null', async () => {
    const { body } = await call(table, 'plain/ping')
    expect(body).toEqual({ code: 0, msg: '成功', data: null })
  })

  it('answers an unexpected error with a generic 500, logging it but leaking neither message nor stack', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { res, body, text } = await call(table, 'fail/crash')
    expect(res.status).toBe(500)
    expect(body).toEqual({ code: 500, msg: '系统繁忙，请稍后重试', data: null })
    expect(text).not.toContain('secret database password')
    expect(text).not.toContain('SELECT')
    expect(text).not.toMatch(/\bat /)
    expect(text).not.toMatch(/\.ts:\d+/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toContain('fail/crash')
  })

  it('passes a GatewayFailure through with its status, code, message and data', async () => {
    const { res, body } = await call(table, 'fail/known')
    expect(res.status).toBe(403)
    expect(body).toEqual({ code: 403, msg: 'forbidden here', data: { reason: 'x' } })
  })

  it('speaks English to an English caller', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const lang = 'en-US,en;q=0.9'
    expect((await call(table, 'plain/ping', { lang })).body.msg).toBe('OK')
    expect((await call(table, 'no/such', { lang })).body.msg).toBe('No such gateway path')
    expect((await call(table, 'track/events', { lang, method: 'GET' })).body.msg).toBe('Method not allowed')
    expect((await call(table, 'track/events', { lang, method: 'POST', body: '{' })).body.msg).toBe('The request body is not valid JSON')
    expect((await call(table, 'content/list', { lang, query: '?page=0' })).body.msg).toMatch(/^Invalid parameter: page: /)
    expect((await call(table, 'fail/crash', { lang })).body.msg).toBe('The system is busy, please try again later')
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('Content-Language takes precedence over Accept-Language', async () => {
    const { body } = await call(table, 'plain/ping', { lang: 'zh-CN', headers: { 'content-language': 'en' } })
    expect(body.msg).toBe('OK')
  })
})

describe('dispatch: what a hostile caller sends', () => {
  const seen: unknown[] = []
  const table: RouteTable = {
    'plain/echo': route('POST', undefined, async (input) => {
      seen.push(input)
      return input
    }),
    'item/get/{itemId}': route('GET', z.object({ itemId: z.string() }), async (input) => input),
  }

  it('refuses a write whose Origin is another site, before reading the body or running the handler', async () => {
    seen.length = 0
    const { res, body } = await call(table, 'plain/echo', { method: 'POST', body: '{"a":1}', headers: { origin: 'https://evil.example', host: 'localhost:3000' } })
    expect(res.status).toBe(403)
    expect(body.code).toBe(403)
    expect(seen).toHaveLength(0)
  })

  it('refuses a write that the browser marks cross-site, even without Origin', async () => {
    const { res } = await call(table, 'plain/echo', { method: 'POST', body: '{"a":1}', headers: { 'sec-fetch-site': 'cross-site' } })
    expect(res.status).toBe(403)
  })

  it('accepts a write from its own host or another brand host', async () => {
    const own = await call(table, 'plain/echo', { method: 'POST', body: '{"a":1}', headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' } })
    expect(own.res.status).toBe(200)
    const sibling = await call(table, 'plain/echo', { method: 'POST', body: '{"a":1}', headers: { origin: 'http://mdt.localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-site' } })
    expect(sibling.res.status).toBe(200)
  })

  it('answers 415 to a body that is not declared as JSON (how a cross-site form arrives)', async () => {
    seen.length = 0
    const { res, body } = await call(table, 'plain/echo', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'text/plain' } })
    expect(res.status).toBe(415)
    expect(body.msg).toMatch(/JSON/)
    expect(seen).toHaveLength(0)
  })

  it('answers 400 to JSON that is not an object', async () => {
    for (const text of ['[1,2]', '"text"', '42', 'null']) {
      const { res } = await call(table, 'plain/echo', { method: 'POST', body: text })
      expect(res.status, text).toBe(400)
    }
  })

  it('stops reading a chunked body at the limit: 413, and the rest is never pulled', async () => {
    let pulled = 0
    const chunk = new Uint8Array(16 * 1024).fill(0x20)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        if (pulled > 600 * 1024 * 1024) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const req = new Request(`${BASE}/plain/echo`, { method: 'POST', body: endless, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    const res = await dispatch(table, 'plain/echo', req)
    expect(res.status).toBe(413)
    expect(pulled).toBeLessThan(256 * 1024)
  })

  it('answers 404, not 500, to a path parameter that does not percent-decode', async () => {
    for (const bad of ['%E0%A4%A', '%', '%zz']) {
      const res = await dispatch(table, `item/get/${bad}`, request(`item/get/${bad}`))
      expect(res.status, bad).toBe(404)
    }
  })
})

describe('dispatch: HEAD', () => {
  it('answers HEAD to a GET call as GET would (HTTP semantics), never 405', async () => {
    const table: RouteTable = { 'plain/ping': route('GET', undefined, async () => ({ ok: true })) }
    const res = await dispatch(table, 'plain/ping', new Request(`${BASE}/plain/ping`, { method: 'HEAD' }))
    expect(res.status).toBe(200)
  })
})
