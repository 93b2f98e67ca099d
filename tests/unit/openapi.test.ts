import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as documentRoute from '@/app/gateway/openapi.json/route'
import { renderReference } from '@/app/gateway/reference/render'
import * as referenceRoute from '@/app/gateway/reference/route'
import { openApiDocument, type OpenApiDocument } from '@/gateway/openapi'
import { route, type RouteTable } from '@/gateway/router'
import { gatewayRoutes } from '@/gateway/routes'

const doc = openApiDocument(gatewayRoutes)

/** Every `$ref` anywhere in the document, with where it was found. */
function refsOf(node: unknown, at = '#'): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => refsOf(n, `${at}/${i}`))
  if (!node || typeof node !== 'object') return []
  return Object.entries(node).flatMap(([key, value]) => (key === '$ref' ? [{ ref: String(value), at }] : refsOf(value, `${at}/${key}`)))
}

function follow(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  let target: unknown = document
  for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))]
  return target
}

describe('the gateway OpenAPI document', () => {
  it('has the required top-level shape of OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(typeof doc.info.title).toBe('string')
    expect(typeof doc.info.version).toBe('string')
    expect(doc.servers).toEqual([{ url: '/gateway' }])
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0)
    for (const path of Object.keys(doc.paths)) expect(path.startsWith('/')).toBe(true)
  })

  it('lists every route of the table with its method, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.slice(1)}`))
    const expected = Object.entries(gatewayRoutes).map(([key, entry]) => `${entry.method} ${key}`)
    expect(listed.sort()).toEqual(expected.sort())
  })

  it('gives every operation a unique id, a tag from its first path segment and the envelope answers', () => {
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(ids.has(op!.operationId), op!.operationId).toBe(false)
        ids.add(op!.operationId)
        expect(op!.tags).toEqual([path.split('/')[1]])
        expect(doc.tags.map((t) => t.name)).toContain(op!.tags[0])
        for (const status of ['200', '401', '404', '429', '500']) expect(op!.responses[status], `${method} ${path} ${status}`).toBeDefined()
        if (method === 'post') expect(op!.responses['413']).toBeDefined()
      }
    }
  })

  it('resolves every $ref', () => {
    const refs = refsOf(doc)
    expect(refs.length).toBeGreaterThan(10)
    for (const { ref, at } of refs) expect(follow(doc, ref), `${ref} at ${at}`).toBeDefined()
  })

  it('uses only OpenAPI 3.1 keys where they are fixed', () => {
    expect(Object.keys(doc).sort()).toEqual(['components', 'info', 'openapi', 'paths', 'security', 'servers', 'tags'])
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const p of op!.parameters) {
          if ('$ref' in p) continue
          expect(['query', 'path', 'header', 'cookie']).toContain(p.in)
          if (p.in === 'path') expect(p.required).toBe(true)
          expect(p.schema).toBeTypeOf('object')
        }
        // No schema keeps the JSON Schema dialect marker: OpenAPI 3.1 sets it for the document.
        expect(JSON.stringify(op)).not.toContain('"$schema"')
      }
    }
  })

  it('puts GET fields in the query, POST fields in a JSON body, and path parameters in the path', () => {
    const news = doc.paths['/officialQuery/getInformation']!.get!
    const pageSize = news.parameters.find((p) => 'name' in p && p.name === 'pageSize')
    expect(pageSize).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 50 } })

    const answer = doc.paths['/vat/qaAnswerDetail/get/{answerId}']!.get!
    expect(answer.parameters.filter((p) => 'in' in p && p.in === 'path')).toEqual([expect.objectContaining({ name: 'answerId', required: true })])
    expect(answer.parameters.some((p) => 'in' in p && p.in === 'query' && p.name === 'answerId')).toBe(false)

    const save = doc.paths['/vat/mcSurveyReport/save']!.post!
    const body = save.requestBody!.content['application/json'].schema as { properties: Record<string, any>; required: string[] }
    expect(save.requestBody!.required).toBe(true)
    expect(body.required).toEqual(['answerList', 'source'])
    expect(body.properties.answerList).toMatchObject({ type: 'array', minItems: 1, maxItems: 9 })
    expect(body.properties.answerList.items.properties.questionId).toMatchObject({ type: 'string', maxLength: 2 })
    expect(body.properties.answerList.items.additionalProperties).toBe(false)
  })

  it('shows constraints: lengths, patterns, enums, bounds', () => {
    const custom = doc.paths['/officialQuery/getCustom']!.get!
    expect(custom.parameters).toContainEqual(expect.objectContaining({ name: 'uid', required: true, schema: expect.objectContaining({ pattern: expect.any(String) }) }))
    expect(custom.parameters).toContainEqual(expect.objectContaining({ name: 'lang', schema: expect.objectContaining({ enum: ['cn', 'en', 'de', 'ko'] }) }))
    const login = doc.paths['/auth/login']!.post!.requestBody!.content['application/json'].schema as any
    expect(login.properties.code.pattern).toBe('^\\d{6}$')
    expect(login.properties.phone.maxLength).toBe(20)
  })

  it('documents the manual search request, which checks its own body', () => {
    const save = doc.paths['/ipr/iprArtificialTrademark/save']!.post!
    const body = save.requestBody!.content['application/json'].schema as any
    expect(body.required).toEqual(expect.arrayContaining(['markName', 'classIds', 'countries', 'contactName', 'phone']))
    expect(body.properties.markName.maxLength).toBe(100)
  })

  it('documents the headers of the browser client and the common envelope', () => {
    const names = Object.values(doc.components.parameters).map((p) => p.name)
    expect(names).toEqual(expect.arrayContaining(['platform', 'token', 'Content-Language']))
    for (const p of Object.values(doc.components.parameters)) expect(p).toMatchObject({ in: 'header', required: false })
    expect(doc.components.schemas.Envelope).toMatchObject({ required: ['code', 'msg', 'data'] })
    const statuses = Object.values(doc.components.responses).map((r) => (r as { 'x-status': number })['x-status'])
    expect(statuses).toEqual(expect.arrayContaining([400, 401, 403, 404, 405, 413, 429, 500]))
  })

  it('hoists shared definitions of a schema into components', () => {
    const shared = z.string().max(3).meta({ id: 'Short' })
    const table: RouteTable = { 'x/y': route('POST', z.object({ a: shared, b: shared }), async () => null) }
    const small = openApiDocument(table)
    const refs = refsOf(small).map((r) => r.ref)
    for (const ref of refs) expect(follow(small, ref), ref).toBeDefined()
    expect(JSON.stringify(small)).not.toContain('$defs')
  })
})

describe('the reference page', () => {
  const html = renderReference(doc)

  it('names every operation once, with a contents entry by tag', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(html).toContain(`id="op-${op!.operationId}"`)
        expect(html).toContain(`href="#op-${op!.operationId}"`)
        expect(html).toContain(`${method.toUpperCase()} ${path.replace(/&/g, '&amp;')}`)
      }
    }
    for (const tag of doc.tags) expect(html).toContain(`href="#tag-${tag.name}"`)
  })

  it('shows field types, constraints and the envelope, with no script and nothing external', () => {
    expect(html).toContain('answerList[].questionId')
    expect(html).toContain('at most 2 characters')
    expect(html).toContain('Envelope {code, msg, data}')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i)
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
  })

  it('escapes what the schemas say', () => {
    const table: RouteTable = { 'x/y': route('GET', z.object({ q: z.string().regex(/^<b>&"$/).describe('<script>alert(1)</script>') }), async () => null) }
    const page = renderReference(openApiDocument(table))
    expect(page).not.toContain('<script>')
    expect(page).toContain('&lt;script&gt;')
  })
})

describe('the routes that serve them', () => {
  it('serve the document as cacheable JSON and the reference as cacheable HTML, both static', async () => {
    expect(documentRoute.dynamic).toBe('force-static')
    expect(referenceRoute.dynamic).toBe('force-static')
    const json = documentRoute.GET()
    expect(json.headers.get('content-type')).toMatch(/^application\/json/)
    expect(json.headers.get('cache-control')).toMatch(/\bpublic\b/)
    expect(await json.json()).toEqual(JSON.parse(JSON.stringify(doc)))
    const html = referenceRoute.GET()
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.headers.get('cache-control')).toMatch(/\bpublic\b/)
    expect(await html.text()).toBe(renderReference(doc))
  })
})
