import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The full gateway client (lib/gateway-client/index.ts, with its answer policy, toasts and
 * error types) stays out of the JavaScript every page loads first. Every page renders
 * ClientBoot and the header's AccountButtons, so neither may reach it through a static
 * import: ClientBoot sets the client's options in defaults.ts, AccountButtons checks the
 * session with session.ts and loads the client with import() when the visitor logs out.
 *
 * The imports are followed with a plain scan of `import ... from` lines (value imports
 * only: `import type` is erased; `import()` is a chunk of its own and is not followed).
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const CLIENT = 'src/lib/gateway-client/index.ts'
const ON_EVERY_PAGE = ['src/components/site/ClientBoot.tsx', 'src/components/header/AccountButtons.tsx']

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join('src', spec.slice(2)) : spec.startsWith('.') ? path.join(path.dirname(from), spec) : null
  if (!base) return null
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ext
    if (fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile()) return file
  }
  return null
}

/** The chain of static value imports from `start` to the full client, or null. */
function chainToClient(start: string): string[] | null {
  const previous = new Map<string, string | null>([[start, null]])
  const queue = [start]
  while (queue.length) {
    const file = queue.shift()!
    if (file === CLIENT) {
      const chain = [file]
      for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at)
      return chain
    }
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
    for (const match of text.matchAll(/^(import|export)\s+(type\s)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (match[2]) continue
      const next = resolve(file, match[3]!)
      if (next && !previous.has(next)) {
        previous.set(next, file)
        queue.push(next)
      }
    }
  }
  return null
}

describe('JavaScript of every page', () => {
  it('leaves the full gateway client out of the site-wide islands', () => {
    const problems = ON_EVERY_PAGE.map(chainToClient).filter((chain): chain is string[] => chain !== null)
    expect(problems.map((chain) => chain.join(' → '))).toEqual([])
  })

  it('still finds the client where a page island imports it', () => {
    expect(chainToClient('src/components/contact/ContactForm.tsx')).not.toBeNull()
  })

  it('loads the client in AccountButtons only on demand, for logging out', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/components/header/AccountButtons.tsx'), 'utf8')
    expect(source).toMatch(/await import\(['"]@\/lib\/gateway-client['"]\)/)
  })
})
