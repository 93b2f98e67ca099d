import { z, type ZodType } from 'zod'
import { gatewayContext, type GatewayContext } from './context'
import { CODES, envelopeResponse, GatewayFailure } from './envelope'
import { gatewayMessage } from './messages'
import { crossSiteProblem, isJsonContentType } from '@/lib/cross-site'
import { getEnv, secureCookies } from '@/lib/env'
import { readLimitedBody } from '@/lib/read-body'
import BODY_LIMITS from '../../server/body-limits.json'

export type Method = 'GET' | 'POST'

/** One gateway call: its method, what it accepts, and the service call behind it. */
export interface GatewayRoute<I = unknown> {
  method: Method
  /** Query schema for GET, body schema for POST. */
  input?: ZodType<I>
  handle: (input: I, ctx: GatewayContext) => Promise<unknown>
  /** What the reference says about the call beyond its input (openapi.ts). */
  description?: string
  /** The POST body is a JSON array (a batch of items), not an object; every other call refuses arrays. */
  arrayBody?: boolean
}

export type RouteTable = Record<string, GatewayRoute<any>>

export function route<I>(method: Method, input: ZodType<I> | undefined, handle: (input: I, ctx: GatewayContext) => Promise<unknown>, options: { arrayBody?: boolean } = {}): GatewayRoute<I> {
  return { method, input, handle, ...(options.arrayBody ? { arrayBody: true } : {}) }
}

const MAX_BODY_BYTES = BODY_LIMITS.gateway

/** "answerList.0.questionId: expected string" — the field path first, then what is wrong. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ')
}

async function readInput(request: Request, method: Method, ctx: GatewayContext, arrayBody = false): Promise<unknown> {
  if (method === 'GET') {
    const url = new URL(request.url)
    return Object.fromEntries(url.searchParams.entries())
  }
  const body = await readLimitedBody(request, MAX_BODY_BYTES)
  if (!body.ok) throw new GatewayFailure(413, CODES.PAYLOAD_TOO_LARGE, gatewayMessage('bodyTooLarge', ctx.locale))
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes)
  } catch {
    throw new GatewayFailure(400, CODES.BAD_REQUEST, gatewayMessage('badJson', ctx.locale))
  }
  if (!text.trim()) return arrayBody ? [] : {}
  if (!isJsonContentType(request.headers)) throw new GatewayFailure(415, CODES.UNSUPPORTED_MEDIA_TYPE, gatewayMessage('notJson', ctx.locale))
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new GatewayFailure(400, CODES.BAD_REQUEST, gatewayMessage('badJson', ctx.locale))
  }
  // A call takes an object, or an array when it declares one; anything else would be
  // spread into nonsense.
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) !== arrayBody) throw new GatewayFailure(400, CODES.BAD_REQUEST, gatewayMessage(arrayBody ? 'arrayExpected' : 'badJson', ctx.locale))
  return parsed
}

/**
 * Writes the cookies a handler asked for. LOGIN_COOKIE_DOMAIN lets the login cookie be
 * shared with the workbench on the parent domain; Secure everywhere but development.
 */
function withCookies(response: Response, ctx: GatewayContext): Response {
  const domain = getEnv().LOGIN_COOKIE_DOMAIN
  const secure = secureCookies()
  for (const c of ctx.setCookies) {
    const parts = [`${c.name}=${encodeURIComponent(c.value)}`, 'Path=/', `Max-Age=${c.maxAge}`, 'SameSite=Lax']
    if (c.httpOnly) parts.push('HttpOnly')
    if (secure) parts.push('Secure')
    if (domain) parts.push(`Domain=${domain}`)
    response.headers.append('Set-Cookie', parts.join('; '))
  }
  return response
}

/**
 * The route for `path`: an exact key, else a key whose last segment is a `{name}`
 * parameter (`vat/qaAnswerDetail/get/{answerId}`), which joins the call's input.
 */
export function findRoute(table: RouteTable, path: string): { entry?: GatewayRoute<any>; params: Record<string, string> } {
  if (table[path]) return { entry: table[path], params: {} }
  const cut = path.lastIndexOf('/')
  if (cut > 0) {
    const head = path.slice(0, cut)
    const value = path.slice(cut + 1)
    const key = Object.keys(table).find((k) => k.startsWith(head + '/{') && k.endsWith('}') && k.lastIndexOf('/') === cut)
    if (key && value) {
      // A segment that does not decode is no value of any parameter: the call is unknown.
      const decoded = safeDecode(value)
      return decoded === null ? { params: {} } : { entry: table[key], params: { [key.slice(cut + 2, -1)]: decoded } }
    }
  }
  return { params: {} }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Runs the call at `path`: unknown paths answer 404 in the envelope, input is checked
 * against the call's schema (400 naming the field), and any unexpected failure is logged
 * here and answered with a generic 500, never with its stack.
 */
export async function dispatch(table: RouteTable, path: string, request: Request): Promise<Response> {
  let ctx: GatewayContext | null = null
  let entry: GatewayRoute<any> | undefined
  try {
    ctx = gatewayContext(request)
    const found = findRoute(table, path)
    entry = found.entry
    if (!entry) throw new GatewayFailure(404, CODES.NOT_FOUND, gatewayMessage('notFound', ctx.locale))
    // HEAD asks what GET would answer (HTTP semantics); the server drops the body.
    const method = request.method === 'HEAD' ? 'GET' : request.method
    if (entry.method !== method) {
      throw new GatewayFailure(405, CODES.METHOD_NOT_ALLOWED, gatewayMessage('methodNotAllowed', ctx.locale))
    }
    if (entry.method !== 'GET') {
      const crossSite = crossSiteProblem(request.headers)
      if (crossSite) throw new GatewayFailure(403, CODES.FORBIDDEN, gatewayMessage('crossSite', ctx.locale))
    }
    const body = await readInput(request, entry.method, ctx, entry.arrayBody === true && entry.method === 'POST')
    // An array body stays an array; an object takes the path parameter beside its fields.
    const raw = Array.isArray(body) ? body : { ...(body as object), ...found.params }
    let input: unknown = raw
    if (entry.input) {
      const parsed = entry.input.safeParse(raw)
      if (!parsed.success) throw new GatewayFailure(400, CODES.BAD_REQUEST, `${gatewayMessage('invalidField', ctx.locale)}: ${describeIssues(parsed.error)}`)
      input = parsed.data
    }
    const data = await entry.handle(input, ctx)
    return withCookies(envelopeResponse({ code: CODES.OK, msg: gatewayMessage('ok', ctx.locale), data: data ?? null }), ctx)
  } catch (error) {
    if (error instanceof GatewayFailure && ctx) {
      const headers: Record<string, string> = {}
      if (error.status === 405 && entry) headers.Allow = entry.method === 'GET' ? 'GET, HEAD' : entry.method
      return withCookies(envelopeResponse({ code: error.code, msg: error.message, data: error.data }, error.status, headers), ctx)
    }
    console.error(`[gateway] ${request.method} ${path.slice(0, 200)} failed`, error)
    return envelopeResponse({ code: CODES.SERVER_ERROR, msg: gatewayMessage('serverError', ctx?.locale ?? 'cn'), data: null }, 500)
  }
}
