import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '@/gateway/openapi'

/**
 * The OpenAPI document as one readable HTML page: contents by tag, then every call with
 * its parameters or body fields (type, required, constraints, description) and its
 * answers. Plain HTML and a little inline CSS, no script, so it works under a strict
 * Content-Security-Policy and without any network access.
 */

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapeMap[c]!)
}

/** Follows a local `#/components/...` reference. */
function resolve<T>(doc: OpenApiDocument, node: unknown): T {
  const ref = (node as { $ref?: unknown })?.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node as T
  let target: unknown = doc
  for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)?.[part]
  return target as T
}

function typeOf(doc: OpenApiDocument, raw: JsonSchema): string {
  const schema = resolve<JsonSchema>(doc, raw)
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (alternatives) return alternatives.map((s) => typeOf(doc, s)).join(' | ')
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(doc, schema.items as JsonSchema) : 'any'}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${schema.format})` : schema.type
  return 'any'
}

function count(n: unknown, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

const CONSTRAINTS: [string, (v: unknown) => string][] = [
  ['minLength', (v) => `at least ${count(v, 'character')}`],
  ['maxLength', (v) => `at most ${count(v, 'character')}`],
  ['pattern', (v) => `matches ${v}`],
  ['minimum', (v) => `≥ ${v}`],
  ['exclusiveMinimum', (v) => `> ${v}`],
  ['maximum', (v) => `≤ ${v}`],
  ['exclusiveMaximum', (v) => `< ${v}`],
  ['minItems', (v) => `at least ${count(v, 'item')}`],
  ['maxItems', (v) => `at most ${count(v, 'item')}`],
  ['enum', (v) => `one of ${(v as unknown[]).map((x) => JSON.stringify(x)).join(', ')}`],
  ['default', (v) => `default ${JSON.stringify(v)}`],
]

/** Readable constraints of a schema and of its alternatives and array items. */
function constraintsOf(doc: OpenApiDocument, raw: JsonSchema): string[] {
  const schema = resolve<JsonSchema>(doc, raw)
  const out = CONSTRAINTS.filter(([key]) => schema[key] !== undefined).map(([key, say]) => say(schema[key]))
  // Integers bounded by JavaScript's safe range say nothing a reader needs.
  const noise = (text: string) => /9007199254740991/.test(text)
  for (const alt of ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined) ?? []) out.push(...constraintsOf(doc, alt))
  if (schema.type === 'array' && schema.items) out.push(...constraintsOf(doc, schema.items as JsonSchema).map((c) => `each: ${c}`))
  if (schema.additionalProperties === false) out.push('no other fields')
  return out.filter((c) => !noise(c))
}

interface FieldRow {
  name: string
  type: string
  required: boolean
  constraints: string[]
  description: string
}

/** An object schema's fields, nested objects (and arrays of objects) as dotted names. */
function fieldRows(doc: OpenApiDocument, raw: JsonSchema, prefix = ''): FieldRow[] {
  const schema = resolve<JsonSchema>(doc, raw)
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  const rows: FieldRow[] = []
  for (const [name, rawField] of Object.entries(properties)) {
    const field = resolve<JsonSchema>(doc, rawField)
    const full = `${prefix}${name}`
    rows.push({ name: full, type: typeOf(doc, field), required: required.has(name), constraints: constraintsOf(doc, field), description: String(field.description ?? '') })
    if (field.type === 'object') rows.push(...fieldRows(doc, field, `${full}.`))
    const items = field.items ? resolve<JsonSchema>(doc, field.items as JsonSchema) : null
    if (field.type === 'array' && items?.type === 'object') rows.push(...fieldRows(doc, items, `${full}[].`))
  }
  return rows
}

function fieldTable(caption: string, rows: (FieldRow & { location?: string })[]): string {
  if (!rows.length) return ''
  const withLocation = rows.some((r) => r.location)
  const head = `<tr><th scope="col">Name</th>${withLocation ? '<th scope="col">In</th>' : ''}<th scope="col">Type</th><th scope="col">Required</th><th scope="col">Constraints</th><th scope="col">Description</th></tr>`
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${escapeHtml(r.name)}</code></td>${withLocation ? `<td>${escapeHtml(r.location ?? '')}</td>` : ''}<td><code>${escapeHtml(r.type)}</code></td><td>${r.required ? 'yes' : 'no'}</td><td>${r.constraints.map((c) => escapeHtml(c)).join('<br>')}</td><td>${escapeHtml(r.description)}</td></tr>`,
    )
    .join('')
  return `<table><caption>${escapeHtml(caption)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`
}

function anchor(op: OpenApiOperation): string {
  return `op-${op.operationId}`
}

function renderOperation(doc: OpenApiDocument, path: string, method: string, op: OpenApiOperation): string {
  const own = op.parameters.filter((p): p is OpenApiParameter => !('$ref' in p))
  const params = fieldTable(
    'Parameters',
    own.map((p) => ({ name: p.name, location: p.in, type: typeOf(doc, p.schema), required: p.required, constraints: constraintsOf(doc, p.schema), description: p.description ?? String(p.schema.description ?? '') })),
  )
  const bodySchema = op.requestBody?.content['application/json'].schema
  const body = bodySchema ? fieldTable(`JSON body${op.requestBody!.required ? ' (required)' : ''}`, fieldRows(doc, bodySchema)) : ''
  const answers = Object.entries(op.responses)
    .map(([status, raw]) => `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(resolve<{ description?: string }>(doc, raw).description ?? ''))}</li>`)
    .join('')
  return `<article id="${escapeHtml(anchor(op))}" aria-labelledby="${escapeHtml(anchor(op))}-h">
<h3 id="${escapeHtml(anchor(op))}-h"><span class="method method-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params}${body}
<details><summary>Answers</summary><ul>${answers}</ul></details>
</article>`
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
header,main{max-width:72rem;margin:0 auto;padding:0 1rem}
nav ul{columns:18rem;padding-left:1.2rem}
h2{border-bottom:2px solid #d0d7de;padding-top:1rem}
article{border:1px solid #d0d7de;border-radius:6px;padding:0 1rem .5rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:14px}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
td code{white-space:nowrap}
th{background:#f6f8fa}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:0 .3rem}
.method-get{background:#0a6b2f}.method-post{background:#0550ae}
a{color:#0550ae}
`

/** The whole reference page. */
export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, { path: string; method: string; op: OpenApiOperation }[]>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op) continue
      const tag = op.tags[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, op }])
    }
  }
  const tags = [...byTag.keys()].sort()
  const server = doc.servers[0]?.url ?? ''
  const toc = tags
    .map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><ul>${byTag.get(tag)!.map(({ path, method, op }) => `<li><a href="#${escapeHtml(anchor(op))}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`).join('')}</ul></li>`)
    .join('')
  const envelope = fieldTable('Envelope {code, msg, data}', fieldRows(doc, doc.components.schemas.Envelope!))
  const headers = fieldTable(
    'Headers every call reads (all optional)',
    Object.values(doc.components.parameters).map((p) => ({ name: p.name, type: typeOf(doc, p.schema), required: false, constraints: constraintsOf(doc, p.schema), description: p.description ?? '' })),
  )
  const statuses = Object.values(doc.components.responses)
    .map((r) => {
      const { description, 'x-status': status } = r as { description?: string; 'x-status'?: number }
      return `<li><strong>${escapeHtml(String(status ?? ''))}</strong> ${escapeHtml(description ?? '')}</li>`
    })
    .join('')
  const sections = tags
    .map((tag) => `<section id="tag-${escapeHtml(tag)}" aria-labelledby="tag-${escapeHtml(tag)}-h"><h2 id="tag-${escapeHtml(tag)}-h">${escapeHtml(tag)}</h2>${byTag.get(tag)!.map(({ path, method, op }) => renderOperation(doc, path, method, op)).join('\n')}</section>`)
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)} reference</h1>
<p>${escapeHtml(doc.info.description)} Paths are relative to <code>${escapeHtml(server)}</code>. Machine-readable: <a href="${escapeHtml(server)}/openapi.json">OpenAPI 3.1 document</a>.</p>
</header>
<main>
<section aria-labelledby="common-h">
<h2 id="common-h">Common to every call</h2>
${envelope}
${headers}
<h3>Answers besides success</h3>
<ul>${statuses}</ul>
</section>
<nav aria-labelledby="toc-h"><h2 id="toc-h">Contents</h2><ul>${toc}</ul></nav>
${sections}
</main>
</body>
</html>
`
}
