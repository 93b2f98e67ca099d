import { dispatch } from '@/gateway/router'
import { gatewayRoutes } from '@/gateway/routes'
import type { Payload } from 'payload'
import { payloadClient } from '@/services/payload'
import { priceList } from '@/services/pricing/reference-data'

/** Calls the real gateway (router + handlers + database) as a browser would, without HTTP. */
export async function callGateway(path: string, init: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`http://localhost/gateway/${path}`)
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
  const request = new Request(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', ...init.headers },
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  })
  const response = await dispatch(gatewayRoutes, path, request)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as { code: number; msg: string; data: any } }
}

/** A request exactly as a client might send it, hostile or not: any method, path, headers and body bytes. */
export interface RawGatewayRequest {
  method: string
  /** The path after /gateway/, as the catch-all route hands it to the router (not normalised, not decoded). */
  path: string
  /** Appended to the URL as is, e.g. `?a=%E0%A4%A&b`. */
  search?: string
  headers?: [string, string][]
  body?: string | Uint8Array<ArrayBuffer>
}

// The fetch Request refuses to be built with these methods; a server still receives them.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

/**
 * A Request whose method reads `method` even when fetch would not build one with it: the
 * request is built as GET and only its `method` answers differently, every other member
 * is the real request's (bound, so its body and headers work as usual).
 */
function requestWithMethod(url: string, method: string, init: RequestInit): Request {
  if (!FORBIDDEN_METHODS.has(method.toUpperCase())) return new Request(url, { ...init, method })
  const real = new Request(url, { headers: init.headers })
  return new Proxy(real, {
    get(target, key) {
      if (key === 'method') return method
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * Calls the real gateway with a raw request (see RawGatewayRequest). The answer is
 * returned whatever it is; if the router itself throws instead of answering, that is
 * returned as `thrown` (a real server would then answer 500 without the envelope).
 */
export async function callGatewayRaw(raw: RawGatewayRequest): Promise<{ status: number; headers: Headers; text: string; thrown?: unknown }> {
  const url = `http://localhost/gateway/${raw.path}${raw.search ?? ''}`
  const method = raw.method.toUpperCase()
  const body = method === 'GET' || method === 'HEAD' || FORBIDDEN_METHODS.has(method) ? undefined : raw.body
  const request = requestWithMethod(url, raw.method, { headers: raw.headers ?? [], body })
  try {
    const response = await dispatch(gatewayRoutes, raw.path, request)
    return { status: response.status, headers: response.headers, text: await response.text() }
  } catch (thrown) {
    return { status: 500, headers: new Headers(), text: '', thrown }
  }
}

/** Sends a contact message as the browser form would, filled 10 s ago, from `ip` in `locale`. */
export function sendContact(body: Record<string, unknown>, ip: string, locale = 'zh-CN') {
  return callGateway('officialQuery/contactUs', { method: 'POST', body: { startedAt: Date.now() - 10_000, ...body }, headers: { 'x-forwarded-for': ip, 'accept-language': locale } })
}

/** The stored contact messages with this subject. */
export async function contactMessagesWith(subject: string) {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'contact-messages', where: { subject: { equals: subject } }, overrideAccess: true, depth: 0 })).docs
}

/** The mails queued for one contact message. */
export async function outboxForContact(messageId: number | string) {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'mail-outbox', where: { source: { equals: `contact-messages:${messageId}` } }, overrideAccess: true, depth: 0 })).docs
}

/** The trademark price rows the SKU call reads, created only where the demo seed did not write them. */
export async function ensureTrademarkPriceRows(payload: Payload) {
  for (const row of priceList().filter((r) => r.kind === 'trademark')) {
    const { totalDocs } = await payload.count({ collection: 'price-list', where: { and: [{ kind: { equals: 'trademark' } }, { serviceItem: { equals: row.serviceItem } }] }, overrideAccess: true })
    if (totalDocs) continue
    const { productName, priceUnit, ...fields } = row
    const created = await payload.create({ collection: 'price-list', locale: 'cn', data: { ...fields, productName: productName.cn, priceUnit: priceUnit.cn, enabled: true }, overrideAccess: true })
    await payload.update({ collection: 'price-list', id: created.id, locale: 'en', data: { productName: productName.en, priceUnit: priceUnit.en }, overrideAccess: true })
  }
}
