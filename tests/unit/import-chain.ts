import fs from 'node:fs'
import path from 'node:path'

/**
 * Follows a module's static value imports through the project's own files, as a bundler
 * would put them in the same JavaScript: `import ... from` and `export ... from` lines
 * (`import type` is erased; `import()` is a chunk of its own and is not followed). A plain
 * scan of the source: dependency-cruiser's graph leaves some packages out.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..')

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join('src', spec.slice(2)) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null
  if (!base) return null
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext
    if (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile()) return file
  }
  return null
}

/**
 * The chain of imports from `start` (a path from the project root) to the first import
 * `reaches` accepts, given either the import as written (a package) or the project file it
 * names; null when there is none. The chain ends with "<file> imports <import>".
 */
export function importChain(start: string, reaches: (target: string) => boolean): string[] | null {
  const previous = new Map<string, string | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of text.matchAll(/^(import|export)\s+(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (match[2]) continue
      const spec = match[3]!
      const next = resolveImport(file, spec)
      if (reaches(spec) || (next && reaches(next))) {
        const chain = [`${file} imports ${spec}`]
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at)
        return chain
      }
      if (next && !previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}
