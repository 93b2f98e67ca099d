import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, importChain } from './import-chain'

/**
 * next-intl's message formatter stays out of the site-wide client islands. Turbopack gives
 * every client reference of a page (next/link included) the chunks of the page's whole
 * client group, so one island that loads next-intl, even through a constant it imports
 * from a module that also imports next-intl, adds about 22 KB of compressed JavaScript
 * to every page. Site-wide islands translate with lib/plain-messages.ts; the workbench
 * and the trademark and class searches bring next-intl on their own pages.
 *
 * The imports are followed with a plain scan of the sources (./import-chain.ts):
 * dependency-cruiser's result leaves next-intl out of the graph.
 */
const MAY_FORMAT_MESSAGES = /^src\/components\/(workbench|trademark)\//
const FORMATTER = /^(next-intl|use-intl|intl-messageformat)(\/|$)/

const chainToFormatter = (start: string) => importChain(start, (target) => FORMATTER.test(target))

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
