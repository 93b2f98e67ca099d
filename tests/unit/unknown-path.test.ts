import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEDICATED_ROUTES } from '@/brands/dedicated-routes'
import { resolveRequest } from '@/brands/resolve'
import { unknownPageRewrite } from '@/services/content/unknown-path'
import { catchAllVerdict, forgetCatchAllPaths, rememberCatchAllPaths } from '@/services/content/known-paths'

const rewriteOf = (pathname: string) => {
  const r = resolveRequest({ pathname, host: 'localhost:3000' })
  if (r.kind !== 'rewrite') throw new Error(`expected a rewrite for ${pathname}`)
  return r
}

afterEach(() => forgetCatchAllPaths())

describe('unknown paths go to the one cached 404 page', () => {
  it('lists exactly the route folders beside the catch-all', () => {
    const root = path.resolve(import.meta.dirname, '../../src/app/(frontend)/s/[brand]/[locale]')
    const folders = ['(default)', '(blank)', '(activity)']
      .flatMap((group) => (fs.existsSync(path.join(root, group)) ? fs.readdirSync(path.join(root, group), { withFileTypes: true }) : []))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name)
    expect([...DEDICATED_ROUTES].sort()).toEqual(folders.sort())
  })

  it('asks the catch-all while it knows nothing, or knew it too long ago', () => {
    expect(unknownPageRewrite(rewriteOf('/no-such-page'))).toBeNull()
    rememberCatchAllPaths('lz', 'cn', (slug) => slug === 'VAT', 1_000)
    expect(catchAllVerdict('lz', 'cn', 'no-such-page', 1_000 + 5_000)).toBe('unknown')
    expect(catchAllVerdict('lz', 'cn', 'no-such-page', 1_000 + 60_000)).toBe('ask')
  })

  it('sends a slug nobody publishes to the brand and language 404 page, and leaves pages and dedicated routes alone', () => {
    rememberCatchAllPaths('lz', 'cn', (slug) => slug === 'VAT' || slug === 'double11')
    rememberCatchAllPaths('lz', 'en', (slug) => slug === 'VAT')
    expect(unknownPageRewrite(rewriteOf('/no-such-page-123'))).toBe('/s/lz/cn/__unknown__')
    expect(unknownPageRewrite(rewriteOf('/en/lz/xyz/deeper'))).toBe('/s/lz/en/__unknown__')
    expect(unknownPageRewrite(rewriteOf('/lz/VAT'))).toBeNull()
    expect(unknownPageRewrite(rewriteOf('/lz/double11'))).toBeNull()
    expect(unknownPageRewrite(rewriteOf('/news/policy/2'))).toBeNull()
    expect(unknownPageRewrite(rewriteOf('/workbench/login'))).toBeNull()
    // Another brand's memory says nothing about this one.
    expect(unknownPageRewrite(rewriteOf('/mdt/abc'))).toBeNull()
  })

  it('forgets after an edit, so a page published a moment ago is never called unknown', () => {
    rememberCatchAllPaths('lz', 'cn', () => false)
    expect(unknownPageRewrite(rewriteOf('/brand-new-page'))).not.toBeNull()
    forgetCatchAllPaths()
    expect(unknownPageRewrite(rewriteOf('/brand-new-page'))).toBeNull()
  })
})
