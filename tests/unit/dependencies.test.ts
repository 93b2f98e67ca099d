import path from 'node:path'
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The layering rules of .dependency-cruiser.cjs hold for the whole source tree: routes →
 * components and blocks → services and the gateway → lib → brands and i18n, the CMS beside
 * them, no cycles, server-only modules kept out of client components and out of everything
 * the Payload CLI and the tsx scripts load. `npm run deps:check` runs the same check.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
/** The scripts and the bench are cruised too: they load src modules outside Next. */
const ROOTS = ['src', 'scripts', 'bench']
const SERVER_ONLY = /^node_modules\/server-only\//

let result: ICruiseResult
let clientFilePattern: RegExp

beforeAll(async () => {
  const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'))
  const clientRule = options.ruleSet?.forbidden?.find((rule) => rule.name === 'client-not-to-server-only')
  clientFilePattern = new RegExp(String((clientRule?.from as { path?: string } | undefined)?.path))
  const tsConfigFile = path.join(ROOT, 'tsconfig.json')
  // Module names in the result, and the paths the rules match, are relative to baseDir.
  const answer = await cruise(ROOTS, { ...options, baseDir: ROOT, tsConfig: { fileName: tsConfigFile }, outputType: 'json' }, undefined, {
    tsConfig: extractTSConfig(tsConfigFile),
  })
  result = (typeof answer.output === 'string' ? JSON.parse(answer.output) : answer.output) as ICruiseResult
}, 60_000)

describe('dependency rules', () => {
  it('cruises the source tree, resolving the @/ alias', () => {
    const names = new Set(result.modules.map((m) => m.source))
    expect(names.has('src/services/payload.ts')).toBe(true)
    const proxy = result.modules.find((m) => m.source === 'src/proxy.ts')
    expect(proxy?.dependencies.some((d) => d.module.startsWith('@/') && d.resolved.startsWith('src/'))).toBe(true)
  })

  it('has no violations', () => {
    const lines = result.summary.violations.map((v) => {
      const cycle = v.cycle?.length ? ` (cycle: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')})` : ''
      const via = v.via?.length ? ` (via ${v.via.map((step) => step.name).join(' → ')})` : ''
      return `${v.rule.name}: ${v.from} → ${v.to}${cycle}${via}`
    })
    if (lines.length) console.error(`dependency rules broken:\n  ${lines.join('\n  ')}`)
    expect(lines).toEqual([])
  })

  it("keeps server-only modules out of 'use client' files, through any chain of value imports", () => {
    // The config's rule sees direct imports only: dependency-cruiser's reachability also
    // follows type-only imports, which the compiler erases (a client component may take a
    // type from a server module). This follows what the browser bundle really loads.
    const modules = new Map(result.modules.map((m) => [m.source, m]))
    const clients = result.modules.filter((m) => clientFilePattern.test(m.source))
    expect(clients.length).toBeGreaterThan(10)
    const problems: string[] = []
    for (const client of clients) {
      const chain = valueChainTo(client, modules, (m) => SERVER_ONLY.test(m))
      if (chain) problems.push(chain.join(' → '))
    }
    if (problems.length) console.error(`client files that load server-only modules:\n  ${problems.join('\n  ')}`)
    expect(problems).toEqual([])
  })
})

/** The shortest chain of runtime (not type-only) imports from `start` to a module matching `target`. */
function valueChainTo(start: IModule, modules: Map<string, IModule>, target: (name: string) => boolean): string[] | null {
  const previous = new Map<string, string | null>([[start.source, null]])
  const queue = [start.source]
  while (queue.length) {
    const name = queue.shift()!
    if (target(name)) {
      const chain = [name]
      for (let at = previous.get(name); at; at = previous.get(at)) chain.unshift(at)
      return chain
    }
    for (const dependency of modules.get(name)?.dependencies ?? []) {
      if (dependency.dependencyTypes.includes('type-only')) continue
      if (previous.has(dependency.resolved)) continue
      previous.set(dependency.resolved, name)
      queue.push(dependency.resolved)
    }
  }
  return null
}
