import fc from 'fast-check'
import { getPayload } from 'payload'
import config from '@payload-config'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument, type JsonSchema, type OpenApiOperation } from '@/gateway/openapi'
import { gatewayRoutes } from '@/gateway/routes'
import { createSession } from '@/services/accounts/sessions'
import { callGateway, callGatewayRaw, type RawGatewayRequest } from './helpers'
import COMPLETE_ANSWERS from '../fixtures/complete-answers.json'

/**
 * Property-based fuzzing of every gateway call, driven by the contract the gateway
 * publishes (the OpenAPI document generated from the route table): for each call, inputs
 * are derived from its own schema (valid ones with one field broken, wrong types,
 * boundary and hostile values) and sent in process with random methods, content types,
 * non-JSON bodies, hostile headers and cookies, and malformed paths. Whatever arrives,
 * the gateway must answer 2xx or 4xx with the JSON envelope {code, msg, data} and never
 * show a stack trace or a file path.
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed at the start>; FUZZ_RUNS sets the
 * number of requests per call (default 40). State-changing calls meet their rate limits
 * quickly (429 is a fine answer) and almost every input is invalid, so few rows are
 * written.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501)
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
fc.configureGlobal({ seed: SEED, numRuns: RUNS })

const doc = openApiDocument(gatewayRoutes)
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE'] as const

// ---- hostile values ------------------------------------------------------------------

const LONG = 'x'.repeat(70_000)
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '\ud800',
  'a\udfffb',
  '\ud83d\ude00\u200d\ud83d\udd25',
  '\u0007\u001b[31m\u0008',
  '\r\nSet-Cookie: x=1',
  "' OR '1'='1",
  '1; DROP TABLE merchants; --',
  "'); DELETE FROM survey_reports; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  '%00',
  '%E0%A4%A',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  '[]',
  '{}',
  ' 1 ',
  '０１２３',
  'ＡＢＣ',
  LONG,
  '字'.repeat(23_000),
]

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c))
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(controlChar, loneSurrogate, fc.constantFrom('\u202e', '\u200f', '\ufeff', '\u0000')), maxLength: 20 }) },
)

const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, 1e21, 0.1 + 0.2, -0, 5e-324, 4_294_967_296)

function deepNesting(depth: number, leaf: unknown): unknown {
  let value = leaf
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** Any JSON value a hostile client could send where one field is expected. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), hugeNumber) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'then', 'a'), tie('value'))
        .map(([key, value]) => Object.defineProperty({}, key, { value, enumerable: true, writable: true, configurable: true })),
    },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map((depth) => deepNesting(depth, 'deep')) },
  ),
})).value

// ---- values from a schema ------------------------------------------------------------

function patternString(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern))
  } catch {
    return fc.string({ maxLength: 10 })
  }
}

/** Values the schema accepts (mostly): the base that one mutation then breaks. */
function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x')
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, depth + 1)))
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined)
  switch (schema.type) {
    case 'string': {
      const min = num('minLength') ?? 0
      const max = Math.min(num('maxLength') ?? 30, 30)
      if (typeof schema.pattern === 'string') return patternString(schema.pattern).filter((s) => s.length >= min && s.length <= (num('maxLength') ?? Infinity))
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({ minLength: min, maxLength: Math.max(min, max) })
    }
    case 'integer':
    case 'number': {
      const lo = Math.max(num('minimum') ?? (num('exclusiveMinimum') ?? -1_000_001) + 1, -1_000_000)
      const hi = Math.min(num('maximum') ?? (num('exclusiveMaximum') ?? 1_000_001) - 1, 1_000_000)
      return fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) })
    }
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const min = num('minItems') ?? 0
      return fc.array(validValue(schema.items as JsonSchema, depth + 1), { minLength: min, maxLength: Math.max(min, Math.min(num('maxItems') ?? 3, 3)) })
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const model: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, field] of Object.entries(properties)) model[key] = validValue(field, depth + 1)
      return fc.record(model, { requiredKeys: ((schema.required ?? []) as string[]).filter((k) => k in model) })
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer())
  }
}

/** Every place in a value that one mutation can touch: [] is the value itself. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at)
  if (value && typeof value === 'object' && at.length < 5) for (const [key, child] of Object.entries(value)) pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key], out)
  return out
}

type Mutation = { kind: 'replace' | 'delete' | 'addKey'; pick: number; value: unknown; key: string }

/** `value` with one place replaced by a hostile value, removed, or given a hostile extra key. */
function mutate(value: unknown, m: Mutation): unknown {
  const copy = structuredClone(value)
  const paths = pathsOf(copy)
  const path = paths[m.pick % paths.length]!
  if (!path.length) return m.kind === 'replace' ? m.value : copy
  const parent = path.slice(0, -1).reduce((node: any, key) => node[key], copy) as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (m.kind === 'replace') parent[last] = m.value
  else if (m.kind === 'delete') delete parent[last]
  else if (parent[last] && typeof parent[last] === 'object') Object.defineProperty(parent[last], m.key, { value: m.value, enumerable: true, writable: true, configurable: true })
  return copy
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'delete', 'addKey'),
  pick: fc.nat(),
  value: hostileValue,
  key: fc.constantFrom('__proto__', 'constructor', 'source', 'merchantId', 'brand', '', 'a'.repeat(300)),
})

// ---- requests -----------------------------------------------------------------------

/** Header values must be byte strings without CR, LF or NUL; anything else is fair. */
const headerByte = fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c))
const headerGarbage = fc.oneof(
  fc.string({ unit: headerByte, maxLength: 80 }),
  fc.constantFrom('', '%E0%A4%A', '%', '"><script>', "' OR 1=1 --", '\t', 'x'.repeat(8000), '__proto__'),
)
const cookieValueArb = fc.oneof(
  headerGarbage.map((v) => v.replace(/[;,]/g, '')),
  hostileString.map((v) => percentEncoded(v.slice(0, 2000))),
  fc.constantFrom('ch42', 'abc-DEF_1', '%E0%A4%A', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%00', 'a%0D%0Ab'),
)

function headersArb(token: string): fc.Arbitrary<[string, string][]> {
  const optional = (name: string, value: fc.Arbitrary<string>) => fc.option(value.map((v) => [name, v] as [string, string]), { freq: 2 })
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(['x-forwarded-for', '127.0.0.1'] as [string, string]) },
        { weight: 2, arbitrary: fc.constantFrom('10.77.0.1', '10.77.0.2', '::ffff:10.77.0.3', '1.2.3.4, 5.6.7.8', '2001:db8::1').map((v) => ['x-forwarded-for', v] as [string, string]) },
        { weight: 1, arbitrary: headerGarbage.map((v) => ['x-forwarded-for', v] as [string, string]) },
      ),
      optional('token', fc.oneof(fc.constant(token), headerGarbage, fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }))),
      optional(
        'cookie',
        fc
          .array(fc.tuple(fc.constantFrom('loginCode', 'channelNo', 'channelCode', 'surveyReports', '__proto__', ''), cookieValueArb), { minLength: 1, maxLength: 4 })
          .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; ')),
      ),
      optional('platform', fc.oneof(fc.constantFrom('15', '08', '13', '10', '19', '01', '20', '00', '99', '-1', ''), headerGarbage)),
      optional('content-language', fc.oneof(fc.constantFrom('en', 'zh-CN', 'de-DE', 'ko', 'xx', '*', 'en;q=abc'), headerGarbage)),
      optional('accept-language', fc.oneof(fc.constantFrom('en-US,en;q=0.9', 'zh-CN,zh;q=0.9', ';;;,,,', 'q=1'), headerGarbage)),
      optional('origin', fc.oneof(fc.constantFrom('http://localhost', 'https://evil.example', 'null', 'http://[::1'), headerGarbage)),
      optional('sec-fetch-site', fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'garbage')),
      optional('distinct-id', headerGarbage),
      optional('device-id', headerGarbage),
    )
    .map((entries) => entries.filter((e): e is [string, string] => e !== null))
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '',
  'garbage/\u00ff',
]

/** Bodies that are not the JSON of an object. */
const oddBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.constantFrom('', ' ', 'null', '[]', '"text"', '123', 'true', '{', '{"a":', '<xml/>', 'a=1&b=2', '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------x--', '\ufeff{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}'),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constant(JSON.stringify({ big: 'y'.repeat(70_000) })),
  fc.constant(new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x7d])),
  fc.constant(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
  hostileString,
)

/** A GET input as a query string: arrays repeat the key, objects travel as JSON text. */
function toSearch(input: unknown): string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return `?${encodeURIComponent(JSON.stringify(input) ?? '')}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) params.append(key, typeof v === 'string' ? v.slice(0, 5000) : (JSON.stringify(v) ?? 'undefined'))
  }
  try {
    return `?${params.toString()}`
  } catch {
    return '?a=%ED%A0%80'
  }
}

const querySuffix = fc.constantFrom('', '', '', '&%', '&a=%E0%A4%A', '&__proto__[admin]=1', '&constructor=1', '&page=1&page=2', '&&&==', '#frag', `&q=${'z'.repeat(10_000)}`)

function bodyText(input: unknown): string {
  try {
    return JSON.stringify(input) ?? ''
  } catch {
    return '{}'
  }
}

/** Percent-encoded UTF-8; a lone surrogate (which has none) as the bytes some clients send for it anyway. */
function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return text.split('').map((ch) => { try { return encodeURIComponent(ch) } catch { return '%ED%A0%80' } }).join('')
  }
}

/** A path parameter value: a valid one, a hostile one percent-encoded, or raw garbage. */
function paramValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema).map(String) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map((s) => percentEncoded(s.slice(0, 3000))) },
    { weight: 2, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%%', '..', '.', '%2e%2e', '%2F..%2F', 'a/b', '{answerId}', '0', '-1', '1e3', '9'.repeat(30), 'a'.repeat(5000), '%00') },
  )
}

interface Case {
  route: string
  method: string
  op: OpenApiOperation
}

const cases: Case[] = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ route: path.slice(1), method: method.toUpperCase(), op: op! })))

type Parameter = Extract<OpenApiOperation['parameters'][number], { in: string }>

/** The call's input as one object schema (the JSON body, or the query parameters), and its path parameter. */
function inputOf(c: Case): { inputSchema: JsonSchema; pathParam: Parameter | undefined } {
  const bodySchema = c.op.requestBody?.content['application/json'].schema
  const queryParams = c.op.parameters.filter((p): p is Parameter => 'in' in p && p.in === 'query')
  const inputSchema: JsonSchema = bodySchema ?? {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  }
  return { inputSchema, pathParam: c.op.parameters.find((p): p is Parameter => 'in' in p && p.in === 'path') }
}

function requestArb(c: Case, token: string): fc.Arbitrary<RawGatewayRequest> {
  const { inputSchema, pathParam } = inputOf(c)
  const input = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(validValue(inputSchema), mutation).map(([value, m]) => mutate(value, m)) },
    { weight: 1, arbitrary: validValue(inputSchema) },
    { weight: 2, arbitrary: hostileValue },
  )
  return fc
    .record({
      method: fc.oneof({ weight: 5, arbitrary: fc.constant(c.method) }, { weight: 2, arbitrary: fc.constantFrom(...METHODS) }),
      input,
      odd: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: oddBody }),
      contentType: fc.oneof({ weight: 5, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }),
      headers: headersArb(token),
      param: pathParam ? paramValue(pathParam.schema) : fc.constant(null),
      suffix: querySuffix,
    })
    .map((r) => {
      const path = r.param === null ? c.route : c.route.replace(/\{\w+\}$/, r.param)
      const headers: [string, string][] = [...r.headers]
      if (r.contentType) headers.push(['content-type', r.contentType])
      const asQuery = r.method === 'GET' || r.method === 'HEAD'
      return {
        method: r.method,
        path,
        search: asQuery ? toSearch(r.input) + r.suffix : r.suffix.startsWith('#') ? r.suffix : '',
        headers,
        body: asQuery ? undefined : (r.odd ?? bodyText(r.input)),
      }
    })
}

/** Malformed paths: near misses of real keys, traversal, bad percent-encoding, huge segments. */
const malformedPath: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...Object.keys(gatewayRoutes)), fc.constantFrom('/', '//', '/..', '/../..', '%', '%E0%A4%A', '%2F', '/%00', '/.', '?', ' ', '\u202e', '/x'.repeat(200)), fc.boolean())
    .map(([key, tweak, before]) => (before ? `${tweak}${key}` : `${key}${tweak}`)),
  fc.constantFrom('', '/', '..', '../..', '%', '%E0%A4%A', '%C0%AE%C0%AE/', 'openapi.json', 'reference', 'vat/qaAnswerDetail/get/', 'vat/qaAnswerDetail/get//', 'ipr/sysProduct/getVipSkuDetail/%', 'a'.repeat(70_000), `${'seg/'.repeat(2000)}x`),
  fc.array(hostileString.map((s) => s.slice(0, 500)), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')),
)

// ---- the property --------------------------------------------------------------------

const STACK = [/\n\s+at \S/, /\bat [\w$.<>]+ \(/, /\bat (file:|node:|\/)/, /\/(work|home|usr|tmp|app)\//, /node_modules/, /webpack-internal/, /\.(ts|tsx|js|mjs|cjs):\d+/, /\bError: /]
const tally = { requests: 0, byStatus: new Map<number, number>(), routes: 0 }

/** The answer must be a 2xx or 4xx JSON envelope without internals. */
async function checkAnswer(request: RawGatewayRequest): Promise<void> {
  const answer = await callGatewayRaw(request)
  tally.requests += 1
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1)
  const where = `${request.method} /gateway/${request.path.slice(0, 120)}`
  if (answer.thrown) throw new Error(`${where}: the router threw instead of answering: ${String(answer.thrown).slice(0, 300)}`)
  expect([2, 4], `${where} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toContain(Math.floor(answer.status / 100))
  expect(answer.headers.get('content-type') ?? '', where).toMatch(/^application\/json\b/)
  let body: unknown
  try {
    body = JSON.parse(answer.text)
  } catch {
    throw new Error(`${where}: the answer is not JSON: ${answer.text.slice(0, 200)}`)
  }
  expect(body && typeof body === 'object' && !Array.isArray(body), where).toBe(true)
  expect(Object.keys(body as object).sort(), where).toEqual(['code', 'data', 'msg'])
  expect(typeof (body as { code: unknown }).code, where).toBe('number')
  expect(typeof (body as { msg: unknown }).msg, where).toBe('string')
  // Messages repeat field names, never the values sent, so internals can be searched for.
  const { msg } = body as { msg: string }
  for (const pattern of STACK) expect(pattern.test(msg) ? msg : '', `${where}: ${pattern}`).toBe('')
  if (answer.status >= 400) for (const pattern of STACK) expect(pattern.test(answer.text) ? answer.text.slice(0, 300) : '', `${where}: ${pattern}`).toBe('')
}

let token = ''

beforeAll(async () => {
  const payload = await getPayload({ config })
  const suffix = String(Date.now()).slice(-7)
  const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `FUZ${suffix}`, phone: `137${suffix}0`, brand: 'lz' }, overrideAccess: true })
  token = (await createSession(payload, merchant.id)).token
  console.log(`[gateway-fuzz] seed ${SEED} (FUZZ_SEED), ${RUNS} runs per call (FUZZ_RUNS), ${cases.length} calls`)
})

afterAll(() => {
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')
  console.log(`[gateway-fuzz] seed ${SEED}: ${tally.requests} requests over ${tally.routes} calls and malformed paths; answers ${statuses}`)
})

describe('every gateway call survives hostile input (property-based)', () => {
  it('covers every route of the table', () => {
    expect(cases.map((c) => `${c.method} ${c.route}`).sort()).toEqual(Object.entries(gatewayRoutes).map(([k, r]) => `${r.method} ${k}`).sort())
  })

  for (const c of cases) {
    it(`${c.method} ${c.route}`, async () => {
      tally.routes += 1
      await fc.assert(fc.asyncProperty(requestArb(c, token), checkAnswer), { seed: SEED + cases.indexOf(c) })
    })
  }

  it('malformed paths with any method', async () => {
    const request = fc.record({ method: fc.constantFrom(...METHODS), path: malformedPath, headers: headersArb(token) }).map((r) => ({ ...r, body: r.method === 'POST' ? '{}' : undefined }))
    await fc.assert(fc.asyncProperty(request, checkAnswer), { numRuns: RUNS * 4 })
  })
})

/**
 * Characters some layer below may refuse: PostgreSQL rejects NUL in text, lone surrogates
 * are not UTF-8, escape sequences end up in logs. Every text field of every call gets each
 * of them in an otherwise valid input, as a logged-in merchant, so the call goes as deep
 * as it can.
 */
describe('text that databases and logs choke on, in every text field', () => {
  const AWKWARD = ['a\u0000b', '\u0000', 'x\ud800y', '\u001b[2J\u0007', '\u202e\u0000%_\\']

  it('never reaches an unexpected failure', async () => {
    let sent = 0
    for (const [index, c] of cases.entries()) {
      const { inputSchema, pathParam } = inputOf(c)
      const [base] = fc.sample(validValue(inputSchema), { numRuns: 1, seed: SEED + index })
      const places = pathsOf(base).filter((path) => path.length > 0)
      // Fields the sample left out are worth a try too: the schema names them.
      const named = Object.keys((inputSchema.properties ?? {}) as object).map((key) => [key])
      const targets = [...places, ...named.filter((n) => !places.some((p) => p.length === 1 && p[0] === n[0]))]
      for (const text of AWKWARD) {
        const variants: RawGatewayRequest[] = targets.map((target) => {
          const copy = structuredClone(base ?? {}) as Record<string | number, unknown>
          let node = copy
          for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>
          node[target[target.length - 1]!] = text
          return {
            method: c.method,
            path: pathParam ? c.route.replace(/\{\w+\}$/, '1') : c.route,
            search: c.method === 'GET' ? toSearch(copy) : '',
            headers: [['x-forwarded-for', '10.79.0.1'], ['token', token], ['content-type', 'application/json']],
            body: c.method === 'GET' ? undefined : bodyText(copy),
          }
        })
        if (pathParam) variants.push({ method: c.method, path: c.route.replace(/\{\w+\}$/, percentEncoded(text)), headers: [['token', token]] })
        for (const request of variants) {
          sent += 1
          await checkAnswer(request)
        }
      }
    }
    console.log(`[gateway-fuzz] awkward text: ${sent} requests`)
  })
})

describe('values from cookies and headers are checked before they are stored', () => {
  const COMPLETE = COMPLETE_ANSWERS

  async function storedReport(reportId: string) {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'survey-reports', where: { reportId: { equals: reportId } }, overrideAccess: true })
    return docs[0]!
  }

  it('a hostile channelCode cookie is not stored with a survey report; a plain one is', async () => {
    const hostile = encodeURIComponent('<script>alert(1)</script>' + 'x'.repeat(100))
    const bad = await callGateway('vat/mcSurveyReport/save', { method: 'POST', body: { answerList: COMPLETE, source: 1 }, headers: { 'x-forwarded-for': '10.78.0.1', cookie: `channelCode=${hostile}; channelNo=%22%3E%3Cimg` } })
    expect(bad.status).toBe(200)
    const badRow = await storedReport(bad.json.data.reportId)
    expect(badRow.channelCode ?? null).toBeNull()
    expect(badRow.channelNo ?? null).toBeNull()

    const good = await callGateway('vat/mcSurveyReport/save', { method: 'POST', body: { answerList: COMPLETE, source: 1 }, headers: { 'x-forwarded-for': '10.78.0.2', cookie: 'channelCode=spring-2026_a' } })
    expect((await storedReport(good.json.data.reportId)).channelCode).toBe('spring-2026_a')
  })

  it('a hostile distinct-id header is not stored with visitor events; a plain one is', async () => {
    const payload = await getPayload({ config })
    const record = (distinctId: string, label: string) =>
      callGateway('system/api/visitor/record', { method: 'POST', body: { events: [{ event: 'fuzz', path: '/fuzz', label }] }, headers: { 'x-forwarded-for': '10.78.0.3', 'distinct-id': distinctId } })
    const label = `fuzz-${Date.now()}`
    expect((await record('"><svg onload=alert(1)>' + 'y'.repeat(500), `${label}-bad`)).status).toBe(200)
    expect((await record('18c3f2a9b4e5d-0a1b2c3d4e5f6-26031f51', `${label}-good`)).status).toBe(200)
    const { docs } = await payload.find({ collection: 'visitor-events', where: { label: { like: label } }, overrideAccess: true, limit: 10 })
    const byLabel = Object.fromEntries(docs.map((d) => [d.label, d.distinctId ?? null]))
    expect(byLabel).toEqual({ [`${label}-bad`]: null, [`${label}-good`]: '18c3f2a9b4e5d-0a1b2c3d4e5f6-26031f51' })
  })
})
