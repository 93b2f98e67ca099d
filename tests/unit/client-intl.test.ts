import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * next-intl's message formatter stays out of the site-wide client islands. Turbopack gives
 * every client reference of a page (next/link included) the chunks of the page's whole
 * client group, so one island that loads next-intl, even through a constant it imports
 * from a module that also imports next-intl, adds about 22 KB of compressed JavaScript
 * to every page. Site-wide islands translate with lib/plain-messages.ts; the workbench
 * and the trademark and class searches bring next-intl on their own pages.
 *
 * The imports are followed here with a plain scan of `import ... from` lines (value
 * imports only: `import type` is erased): dependency-cruiser's result leaves next-intl
 * out of the graph.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const MAY_FORMAT_MESSAGES = /^src\/components\/(workbench|trademark)\//
const FORMATTER = /^(next-intl|use-intl|intl-messageformat)(\/|$)/

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join('src', spec.slice(2)) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null
  if (!base) return null
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext
    if (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile()) return file
  }
  return null
}

/** The chain of value imports from `start` to a message formatter package, or null. */
function chainToFormatter(start: string): string[] | null {
  const previous = new Map<string, string | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of text.matchAll(/^(import|export)\s+(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (match[2]) continue
      const spec = match[3]
      if (FORMATTER.test(spec)) {
        const chain = [`${file} imports ${spec}`]
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at)
        return chain
      }
      const next = resolve(file, spec)
      if (next && !previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

function clientFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return clientFiles(file)
    if (!/\.tsx?$/.test(entry.name)) return []
    return /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')) ? [file] : []
  })
}

describe('JavaScript of public pages', () => {
  it("keeps next-intl's message formatter out of site-wide client islands", () => {
    const islands = clientFiles('src').filter((file) => !MAY_FORMAT_MESSAGES.test(file))
    expect(islands.length).toBeGreaterThan(20)
    const problems = islands.map(chainToFormatter).filter((chain): chain is string[] => chain !== null)
    expect(problems.map((chain) => chain.join(' → '))).toEqual([])
  })
})
