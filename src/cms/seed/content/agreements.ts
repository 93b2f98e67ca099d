import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ContentFileError, listContentFiles, loadMarkdownFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import type { L } from '../types'

/**
 * The agreements merchants accept at sign-up (shared by all brands of the group), one
 * Markdown file per agreement and language in reference/agreements/, named
 * `<kind>.<language>.md` (SOURCE.md there says where they come from; every other Markdown
 * file there is an agreement). The front matter carries the kind, language, version, date
 * and title; the body is the text, paragraphs separated by a blank line, stored as written.
 * Both languages of an agreement must carry the same version and date.
 */

export const AGREEMENTS_DIR = 'reference/agreements'

const KINDS = ['service', 'privacy'] as const
const LANGUAGES = ['cn', 'en'] as const

export interface AgreementSeed {
  kind: (typeof KINDS)[number]
  version: string
  publishedAt: string
  title: L
  content: L
}

export const agreementFrontMatter = z
  .object({
    kind: z.enum(KINDS),
    language: z.enum(LANGUAGES),
    version: z.string().regex(/^\d{4}\.\d{1,2}$/, 'expected a version such as 2026.11'),
    publishedAt: z.iso.datetime({ message: 'expected a UTC date and time such as 2026-11-01T00:00:00.000Z' }),
    title: z.string().regex(/\S/, 'expected a title'),
  })
  .strict()

/** Line (1-based) of a front-matter field, for errors that compare two files. */
function fieldLine(file: string, field: string): number | undefined {
  const index = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(`${field}:`))
  return index < 0 ? undefined : index + 1
}

const shown = (file: string) => path.relative(projectPath(), file).split(path.sep).join('/')

/** Notes on the folder, not agreements. */
const NOT_AGREEMENTS = new Set(['SOURCE.md', 'README.md'])

/** Reads every agreement file and pairs the languages of each kind, in the order service, privacy. */
export function loadAgreements(dir: string = AGREEMENTS_DIR): AgreementSeed[] {
  const byKind = new Map<AgreementSeed['kind'], { file: string; data: z.output<typeof agreementFrontMatter>; body: string }[]>()
  for (const file of listContentFiles(dir, ['.md']).filter((f) => !NOT_AGREEMENTS.has(path.basename(f)))) {
    const { data, body } = loadMarkdownFile(file, agreementFrontMatter)
    const expected = `${data.kind}.${data.language}.md`
    if (path.basename(file) !== expected) throw new ContentFileError(shown(file), fieldLine(file, 'kind'), 'kind', `the file of a ${data.kind} agreement in ${data.language} is named ${expected}`)
    if (!body) throw new ContentFileError(shown(file), undefined, '', 'the agreement text after the front matter is empty')
    byKind.set(data.kind, [...(byKind.get(data.kind) ?? []), { file, data, body }])
  }
  return KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
    const versions = byKind.get(kind)!
    const [first] = versions
    for (const language of LANGUAGES) {
      if (!versions.some((v) => v.data.language === language)) throw new ContentFileError(shown(first!.file), fieldLine(first!.file, 'kind'), 'language', `the ${kind} agreement has no ${language} text (${kind}.${language}.md)`)
    }
    for (const other of versions) {
      for (const field of ['version', 'publishedAt'] as const) {
        if (other.data[field] !== first!.data[field]) {
          throw new ContentFileError(shown(other.file), fieldLine(other.file, field), field, `${other.data[field]} differs from ${first!.data[field]} in ${path.basename(first!.file)}: both languages of an agreement are one version`)
        }
      }
    }
    const text = (language: (typeof LANGUAGES)[number]) => versions.find((v) => v.data.language === language)!
    return {
      kind,
      version: first!.data.version,
      publishedAt: first!.data.publishedAt,
      title: { cn: text('cn').data.title, en: text('en').data.title },
      content: { cn: text('cn').body, en: text('en').body },
    }
  })
}
