import fs from 'node:fs'
import path from 'node:path'
import { LineCounter, parseDocument, type Document } from 'yaml'
import type { z } from 'zod'
import { projectPath } from './paths'

/**
 * Reads the files under `content/` (demo content) and `reference/` (data the product needs)
 * and checks each against a zod schema. A mistake in a file fails loudly with the file,
 * the field and the line, e.g. `content/pages/lz/VAT.yaml:14 layout.2.heading: expected
 * object, received string`, so an editor of the files never has to read TypeScript.
 *
 * Structured data is YAML or JSON (JSON is valid YAML, so one parser serves both and knows
 * every value's line). Prose is Markdown with a YAML front matter block between `---` lines.
 */

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}${line ? `:${line}` : ''} ${field ? `${field}: ` : ''}${detail}`)
    this.name = 'ContentFileError'
  }
}

/** Path as shown in errors: relative to the project, with forward slashes. */
function shown(file: string): string {
  return path.relative(projectPath(), file).split(path.sep).join('/')
}

function resolve(file: string): string {
  return path.isAbsolute(file) ? file : projectPath(file)
}

/** Line (1-based) of the value at `fieldPath` in a parsed document, or of its closest parent. */
function lineOf(doc: Document, counter: LineCounter, fieldPath: PropertyKey[], lineOffset: number): number | undefined {
  for (let depth = fieldPath.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(fieldPath.slice(0, depth) as (string | number)[], true)
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range
    if (range) return counter.linePos(range[0]).line + lineOffset
  }
  return undefined
}

function parseYaml(text: string, file: string, lineOffset = 0): { doc: Document; counter: LineCounter } {
  const counter = new LineCounter()
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true })
  const [error] = doc.errors
  if (error) {
    const line = counter.linePos(error.pos[0]).line + lineOffset
    throw new ContentFileError(shown(file), line, '', error.message.split('\n')[0]!)
  }
  return { doc, counter }
}

function check<S extends z.ZodType>(schema: S, value: unknown, file: string, doc: Document, counter: LineCounter, lineOffset: number, fieldPrefix: PropertyKey[] = []): z.output<S> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const fieldPath = [...fieldPrefix, ...issue.path]
  throw new ContentFileError(shown(file), lineOf(doc, counter, fieldPath, lineOffset), fieldPath.map(String).join('.'), issue.message)
}

/** A YAML or JSON file checked against `schema`. */
export function loadDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const absolute = resolve(file)
  const { doc, counter } = parseYaml(fs.readFileSync(absolute, 'utf8'), absolute)
  return check(schema, doc.toJS({ maxAliasCount: 100 }), absolute, doc, counter, 0)
}

/**
 * A JSON Lines file (one record per line) checked record by record: for long reference
 * tables where one object per line keeps diffs readable.
 */
export function loadJsonLines<S extends z.ZodType>(file: string, schema: S): z.output<S>[] {
  const absolute = resolve(file)
  const records: z.output<S>[] = []
  fs.readFileSync(absolute, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return
      const { doc, counter } = parseYaml(line, absolute, index)
      records.push(check(schema, doc.toJS(), absolute, doc, counter, index))
    })
  return records
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** A Markdown file: its front matter checked against `schema`, and its body. */
export function loadMarkdownFile<S extends z.ZodType>(file: string, schema: S): { data: z.output<S>; body: string } {
  const absolute = resolve(file)
  const text = fs.readFileSync(absolute, 'utf8')
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new ContentFileError(shown(absolute), 1, '', 'a Markdown content file starts with a front matter block between --- lines')
  // The front matter starts on the file's second line.
  const { doc, counter } = parseYaml(match[1]!, absolute, 1)
  const data = check(schema, doc.toJS() ?? {}, absolute, doc, counter, 1)
  return { data, body: text.slice(match[0].length).trim() }
}

/** The files of a folder with one of `extensions`, sorted by name (stable seeding order). */
export function listContentFiles(folder: string, extensions: string[]): string[] {
  const absolute = resolve(folder)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(absolute, entry.name))
    .sort()
}
