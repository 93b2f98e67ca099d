import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ContentFileError, listContentFiles, loadDataFile, loadJsonLines, loadMarkdownFile } from '@/lib/content-files'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
function write(name: string, text: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

const Page = z.object({ slug: z.string(), layout: z.array(z.object({ heading: z.object({ cn: z.string(), en: z.string() }) })) })

describe('content files', () => {
  it('reads YAML and JSON against a schema', () => {
    const yamlFile = write('ok.yaml', 'slug: VAT\nlayout:\n  - heading: { cn: 增值税, en: VAT }\n')
    expect(loadDataFile(yamlFile, Page)).toEqual({ slug: 'VAT', layout: [{ heading: { cn: '增值税', en: 'VAT' } }] })
    const jsonFile = write('ok.json', JSON.stringify({ slug: 'EPR', layout: [] }, null, 2))
    expect(loadDataFile(jsonFile, Page).slug).toBe('EPR')
  })

  it('names the file, the field and the line of a value the schema refuses', () => {
    const file = write('bad.yaml', 'slug: VAT\nlayout:\n  - heading: { cn: 增值税, en: VAT }\n  - heading: just a string\n')
    try {
      loadDataFile(file, Page)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ContentFileError)
      const e = error as ContentFileError
      expect(e.field).toBe('layout.1.heading')
      expect(e.line).toBe(4)
      expect(e.message).toMatch(/bad\.yaml:4 layout\.1\.heading: /)
    }
  })

  it('names the line of a missing field by its parent and of a syntax error', () => {
    const missing = write('missing.json', '{\n  "slug": "VAT",\n  "layout": [\n    {}\n  ]\n}\n')
    expect(() => loadDataFile(missing, Page)).toThrow(/missing\.json:4 layout\.0\.heading: /)
    const broken = write('broken.yaml', 'slug: VAT\nlayout: [\n')
    expect(() => loadDataFile(broken, Page)).toThrow(/broken\.yaml:\d+ /)
    const duplicate = write('duplicate.yaml', 'slug: VAT\nslug: EPR\nlayout: []\n')
    expect(() => loadDataFile(duplicate, Page)).toThrow(/duplicate\.yaml:2 /)
  })

  it('reads Markdown with front matter and gives lines in the whole file', () => {
    const Meta = z.object({ title: z.string(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    const ok = write('ok.md', '---\ntitle: 欧盟增值税\ndate: "2026-01-05"\n---\n\n## 要点\n\n正文。\n')
    expect(loadMarkdownFile(ok, Meta)).toEqual({ data: { title: '欧盟增值税', date: '2026-01-05' }, body: '## 要点\n\n正文。' })
    const bad = write('bad.md', '---\ntitle: 欧盟增值税\ndate: 5 January\n---\nBody\n')
    expect(() => loadMarkdownFile(bad, Meta)).toThrow(/bad\.md:3 date: /)
    const none = write('none.md', '# No front matter\n')
    expect(() => loadMarkdownFile(none, Meta)).toThrow(/none\.md:1 .*front matter/)
  })

  it('checks JSON Lines record by record with the record line', () => {
    const Row = z.object({ code: z.string() })
    const file = write('rows.jsonl', '{"code":"A"}\n{"code":"B"}\n{"code":3}\n')
    expect(() => loadJsonLines(file, Row)).toThrow(/rows\.jsonl:3 code: /)
    const good = write('good.jsonl', '{"code":"A"}\n\n{"code":"B"}\n')
    expect(loadJsonLines(good, Row)).toEqual([{ code: 'A' }, { code: 'B' }])
  })

  it('lists a folder in name order and an absent folder as empty', () => {
    write('b.md', '---\n---\n')
    write('a.md', '---\n---\n')
    expect(listContentFiles(dir, ['.md']).map((f) => path.basename(f))).toEqual(['a.md', 'b.md', 'bad.md', 'none.md', 'ok.md'])
    expect(listContentFiles(path.join(dir, 'nope'), ['.md'])).toEqual([])
  })
})
