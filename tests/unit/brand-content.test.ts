import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BRAND_KEYS, BRAND_ROUTES } from '@/brands/registry'
import { BRANDS_FOLDER, contentBrandKeys, loadBrandContent, loadBrandPage, loadDemoContent, PAGES_FOLDER } from '@/cms/seed/brand-content'
import { ContentFileError, loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { pageSchema } from '@/cms/seed/schemas'

/**
 * The brand content files (content/brands/<brand>/) and every page file (content/pages/)
 * pass their schemas, so a broken file fails the tests rather than the first seed.
 */

const BRAND_FILES = ['brand.yaml', 'footer.yaml', 'navigation.yaml', 'pages.yaml', 'services.yaml']

/** Files below a folder, as paths relative to it with forward slashes. */
function filesBelow(folder: string): string[] {
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

describe('brand content files', () => {
  it('has a folder for every routed brand, read in the registry order', () => {
    expect(contentBrandKeys()).toEqual([...BRAND_KEYS])
  })

  it.each([...BRAND_KEYS])('%s: its files pass their schemas and nothing else sits in its folder', (key) => {
    expect(filesBelow(projectPath(BRANDS_FOLDER, key))).toEqual(BRAND_FILES)
    const content = loadBrandContent(key)
    expect(content.brand.key).toBe(key)
    expect(content.brand.platformCode).toBe(BRAND_ROUTES[key].platformCode)
    expect(content.pages[0]?.slug).toBe('homes')
  })

  it('loads every brand for the seed', () => {
    expect(loadDemoContent().map((c) => c.brand.key)).toEqual([...BRAND_KEYS])
  })

  it('every YAML or JSON file under content/pages is a page whose slug is its path', () => {
    const root = projectPath(PAGES_FOLDER)
    const files = fs.readdirSync(root).flatMap((brand) => filesBelow(path.join(root, brand)).map((file) => ({ brand, file })))
    expect(files.length).toBeGreaterThan(0)
    for (const { brand, file } of files) {
      expect(file, `${PAGES_FOLDER}/${brand}/${file}`).toMatch(/\.(yaml|yml|json)$/)
      const slug = file.replace(/\.(yaml|yml|json)$/, '')
      const page = loadDataFile(path.join(root, brand, file), pageSchema)
      expect(page.slug, `${PAGES_FOLDER}/${brand}/${file}`).toBe(slug)
    }
  })
})

describe('a broken brand content file', () => {
  const saved = process.env.SITE_ROOT
  let root: string | undefined
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_ROOT
    else process.env.SITE_ROOT = saved
    if (root) fs.rmSync(root, { recursive: true, force: true })
    root = undefined
  })

  /** A project folder holding the lz brand's files, with `edit` applied to one of them. */
  function projectWith(file: string, edit: (text: string) => string): string {
    const real = projectPath()
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-content-'))
    for (const folder of [`${BRANDS_FOLDER}/lz`, `${PAGES_FOLDER}/lz`]) {
      fs.mkdirSync(path.join(root, folder), { recursive: true })
      fs.cpSync(path.join(real, folder), path.join(root, folder), { recursive: true })
    }
    const target = path.join(root, file)
    fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')))
    process.env.SITE_ROOT = root
    return root
  }

  it('names the file, the field and the line', () => {
    const file = `${PAGES_FOLDER}/lz/homes.yaml`
    projectWith(file, (text) => text.replace(/^( {4}heading:)\n( {6}cn: .*)\n( {6}en: .*)$/m, '$1 just a string'))
    const lines = fs.readFileSync(projectPath(file), 'utf8').split('\n')
    const line = lines.findIndex((l) => l === '    heading: just a string') + 1
    expect(line).toBeGreaterThan(0)
    const error = (() => {
      try {
        loadBrandContent('lz')
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ContentFileError)
    const e = error as ContentFileError
    expect(e.file).toBe(file)
    expect(e.line).toBe(line)
    expect(e.field).toMatch(/^layout\.\d+\.heading$/)
    expect(e.message).toContain(`${file}:${line} ${e.field}: `)
  })

  it('refuses a page whose slug is not its file name', () => {
    projectWith(`${PAGES_FOLDER}/lz/homes.yaml`, (text) => text.replace(/^slug: homes$/m, 'slug: home'))
    expect(() => loadBrandPage('lz', 'homes')).toThrow(/content\/pages\/lz\/homes\.yaml:\d+ slug: expected "homes"/)
  })

  it('refuses a brand folder without a route entry', () => {
    const dir = projectWith(`${BRANDS_FOLDER}/lz/brand.yaml`, (text) => text)
    fs.cpSync(path.join(dir, BRANDS_FOLDER, 'lz'), path.join(dir, BRANDS_FOLDER, 'zz'), { recursive: true })
    expect(() => contentBrandKeys()).toThrow(/content\/brands\/zz: brand "zz" has no route entry/)
  })
})
