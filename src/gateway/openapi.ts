import { z, type ZodType } from 'zod'
import { BRAND_ROUTES, LOCALES } from '@/brands/registry'
import { LOGIN_COOKIE } from '@/lib/cookies'
import { manualRequestInput } from '@/services/trademarks/requests'
import { CODES } from './envelope'
import type { GatewayRoute, RouteTable } from './router'

/**
 * The gateway's contract as an OpenAPI 3.1 document, generated from the route table the
 * router itself runs: each entry's zod schema becomes the query parameters (GET) or the
 * JSON body (POST), a trailing `{name}` segment becomes a path parameter, and every answer
 * is the one envelope. Nothing here is written by hand per call, so the document cannot
 * drift from what the gateway accepts. Pure: no request, no database.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonSchema = { [key: string]: Json }

export interface OpenApiParameter {
  name: string
  in: 'query' | 'path' | 'header'
  required: boolean
  description?: string
  schema: JsonSchema
}

export interface OpenApiOperation {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters: (OpenApiParameter | { $ref: string })[]
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } }
  responses: Record<string, Json>
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description?: string }[]
  tags: { name: string; description?: string }[]
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, Json>
    parameters: Record<string, OpenApiParameter>
    securitySchemes: Record<string, Json>
  }
  security: Record<string, string[]>[]
}

export interface OpenApiOptions {
  title?: string
  version?: string
  serverUrl?: string
  /**
   * Schemas of calls that check their own input instead of declaring it to the router
   * (so that they can name every bad field, not only the first three). Documented as if
   * declared.
   */
  documentedInputs?: Record<string, ZodType>
}

/** Calls whose handler validates the body itself; see OpenApiOptions.documentedInputs. */
export const SELF_VALIDATED_INPUTS: Record<string, ZodType> = {
  'ipr/iprArtificialTrademark/save': manualRequestInput,
}

/** Status codes the router and handlers answer with, each with the envelope as body. */
export const ERROR_RESPONSES = {
  400: ['BadRequest', 'A field is missing or wrong (msg names it), or the body is not JSON.'],
  401: ['Unauthorized', 'The call needs a logged-in merchant, or the session has expired (the login cookie is then cleared).'],
  403: ['Forbidden', 'Refused: for example a state-changing request sent from another site.'],
  404: ['NotFound', 'No such gateway path, or no such record for the id asked for.'],
  405: ['MethodNotAllowed', 'The path exists with another method (the Allow header names it).'],
  413: ['PayloadTooLarge', 'The request body is larger than 64 kB.'],
  415: ['UnsupportedMediaType', 'A body that is not application/json.'],
  429: ['TooManyRequests', 'A rate or daily limit was reached; data.retryAfter (seconds) when known.'],
  500: ['ServerError', 'An unexpected failure; it is logged, the answer carries no detail.'],
  503: ['Unavailable', 'A service behind the call (such as the SMS provider) is unavailable.'],
} as const satisfies Record<number, readonly [string, string]>

type ErrorStatus = keyof typeof ERROR_RESPONSES

/** Headers the browser gateway client sends that the gateway reads. */
const HEADER_PARAMETERS: Record<string, OpenApiParameter> = {
  Platform: {
    name: 'platform',
    in: 'header',
    required: false,
    description: 'Brand platform code; without it the brand follows the host name.',
    schema: { type: 'string', enum: [...new Set(Object.values(BRAND_ROUTES).map((b) => b.platformCode))] },
  },
  Token: {
    name: 'token',
    in: 'header',
    required: false,
    description: `Session token (the ${LOGIN_COOKIE} cookie's value); the HttpOnly cookie serves when the header is absent.`,
    schema: { type: 'string' },
  },
  ContentLanguage: {
    name: 'Content-Language',
    in: 'header',
    required: false,
    description: `Language of texts in the answer (zh-CN, en ...), else Accept-Language, else the brand's default. Site languages: ${LOCALES.join(', ')}.`,
    schema: { type: 'string' },
  },
  AcceptLanguage: { name: 'Accept-Language', in: 'header', required: false, description: 'Read when Content-Language is absent.', schema: { type: 'string' } },
  DistinctId: { name: 'distinct-id', in: 'header', required: false, description: 'Analytics visitor id, stored with visitor events when it is a plain id.', schema: { type: 'string', maxLength: 128 } },
  DeviceId: { name: 'device-id', in: 'header', required: false, description: 'Anonymous browser id: 32 lowercase hex characters.', schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
}

const ENVELOPE: JsonSchema = {
  type: 'object',
  description: 'Every gateway answer: code 0 is success; otherwise code repeats the HTTP status and msg is a text for the visitor in the caller\'s language.',
  properties: {
    code: { type: 'integer', description: `0 on success, else one of ${Object.values(CODES).filter((c) => c !== 0).join(', ')}` },
    msg: { type: 'string', description: 'A message for the visitor, in the language of the request.' },
    data: { description: 'The answer of the call; null or details (such as retryAfter) on failure.' },
  },
  required: ['code', 'msg', 'data'],
}

/** A zod schema as a JSON Schema 2020-12 object (OpenAPI 3.1's dialect), as a caller must send it. */
export function inputSchema(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

/** `$ref`s into the schema's own `$defs` point into components instead, where the defs move. */
function hoistDefs(schema: JsonSchema, into: Record<string, JsonSchema>, prefix: string): JsonSchema {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined
  if (!defs) return schema
  delete schema.$defs
  const rename = (name: string) => `${prefix}_${name}`.replace(/[^A-Za-z0-9._-]/g, '_')
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (node && typeof node === 'object') {
      const out: { [key: string]: Json } = {}
      for (const [key, value] of Object.entries(node)) {
        out[key] = key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/') ? `#/components/schemas/${rename(value.slice(8))}` : rewrite(value)
      }
      return out
    }
    return node
  }
  for (const [name, def] of Object.entries(defs)) into[rename(name)] = rewrite(def) as JsonSchema
  return rewrite(schema) as JsonSchema
}

function operationId(path: string): string {
  return path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_')
}

/** The `{name}` of a key's last segment, if it has one. */
export function pathParameterName(key: string): string | null {
  return /\/\{(\w+)\}$/.exec(key)?.[1] ?? null
}

function responses(method: 'GET' | 'POST', hasInput: boolean): Record<string, Json> {
  const statuses: ErrorStatus[] = [401, 403, 404, 429, 500]
  if (hasInput || method === 'POST') statuses.unshift(400)
  statuses.push(405)
  if (method === 'POST') statuses.push(413, 415)
  statuses.sort((a, b) => a - b)
  const out: Record<string, Json> = {
    200: {
      description: 'Success: code 0, the answer in data.',
      content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { code: { const: 0 } } }] } } },
    },
  }
  for (const status of statuses) out[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` }
  return out
}

function operation(key: string, entry: GatewayRoute<any>, schemaOverride: ZodType | undefined, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const id = operationId(key)
  const declared = schemaOverride ?? entry.input
  const json = declared ? hoistDefs(inputSchema(declared), schemas, id) : null
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((json?.required ?? []) as string[])
  const parameters: OpenApiOperation['parameters'] = []

  // The router merges a path parameter into the input, so the schema declares it too.
  const pathParam = pathParameterName(key)
  if (pathParam) {
    parameters.push({ name: pathParam, in: 'path', required: true, description: (properties[pathParam]?.description as string) ?? undefined, schema: properties[pathParam] ?? { type: 'string' } })
  }
  const rest = Object.entries(properties).filter(([name]) => name !== pathParam)

  const op: OpenApiOperation = {
    operationId: id,
    summary: `${entry.method} ${key}`,
    tags: [key.split('/')[0]!],
    parameters,
    responses: responses(entry.method, Boolean(declared)),
  }
  if (entry.method === 'GET') {
    for (const [name, schema] of rest) {
      parameters.push({ name, in: 'query', required: required.has(name), ...(schema.description ? { description: schema.description as string } : {}), schema })
    }
  } else if (json) {
    const body: JsonSchema = { ...json }
    if (pathParam) {
      body.properties = Object.fromEntries(rest)
      body.required = [...required].filter((name) => name !== pathParam)
    }
    // An array body (a batch) is always required: the router refuses anything but an array.
    op.requestBody = { required: required.size > 0 || entry.arrayBody === true, content: { 'application/json': { schema: body } } }
  }
  const inputNote = declared ? null : entry.method === 'GET' ? 'Takes no query parameters.' : 'Takes no body (an empty JSON object is accepted).'
  const description = [entry.description, inputNote].filter(Boolean).join(' ')
  if (description) op.description = description
  parameters.push(...Object.keys(HEADER_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })))
  return op
}

/** The OpenAPI 3.1 document of `table`. */
export function openApiDocument(table: RouteTable, options: OpenApiOptions = {}): OpenApiDocument {
  const documented = options.documentedInputs ?? SELF_VALIDATED_INPUTS
  const schemas: Record<string, JsonSchema> = { Envelope: ENVELOPE }
  const paths: OpenApiDocument['paths'] = {}
  const tags = new Set<string>()
  for (const key of Object.keys(table).sort()) {
    const entry = table[key]!
    const op = operation(key, entry, documented[key], schemas)
    tags.add(op.tags[0]!)
    paths[`/${key}`] = { ...paths[`/${key}`], [entry.method.toLowerCase()]: op }
  }
  const responsesComponent: Record<string, Json> = {}
  for (const [status, [name, description]] of Object.entries(ERROR_RESPONSES)) {
    responsesComponent[name] = {
      description,
      // Lets readers of the components (the reference page) show the status beside its text.
      'x-status': Number(status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Gateway',
      version: options.version ?? '1',
      description:
        'The calls the public pages make. GET calls take query parameters, POST calls a JSON body; every answer is the envelope {code, msg, data} with the HTTP status alongside.',
    },
    servers: [{ url: options.serverUrl ?? '/gateway' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: responsesComponent,
      parameters: HEADER_PARAMETERS,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'The session token.' },
        loginCode: { type: 'apiKey', in: 'cookie', name: LOGIN_COOKIE, description: 'The HttpOnly session cookie set at login.' },
      },
    },
    // Most calls are public; those that need a merchant answer 401 without a session.
    security: [{}, { token: [] }, { loginCode: [] }],
  }
}
