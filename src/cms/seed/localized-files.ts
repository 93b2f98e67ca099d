import path from 'node:path'
import { z } from 'zod'
import { ContentFileError, listContentFiles, loadMarkdownFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import type { L } from './types'

/**
 * Prose content written one language per file: `<id>.cn.md` and `<id>.en.md` (and
 * `<id>.de.md`, `<id>.ko.md` where a brand publishes those languages) side by side in one
 * folder. Each file's front matter holds that language's texts; fields that are the same in
 * every language (a category, a date, a sort number) are written once, in the `.cn.md`
 * file. The Markdown below the front matter is the item's main text in that language.
 *
 * The Chinese and English files of an item must both exist and give the same texts; a
 * mistake names the file, the field and the line.
 */

const LANGUAGES = ['cn', 'en', 'de', 'ko'] as const
type Language = (typeof LANGUAGES)[number]
const FILE_NAME = /^(.+)\.(cn|en|de|ko)\.md$/

/** The texts of a front matter, one per language: `{title: string}` becomes `{title: L}`. */
export type LocalizedTexts<T> = { [K in keyof T]: L }

export interface LocalizedMarkdown<S, T> {
  /** The file name without `.<language>.md`. */
  id: string
  /** The `.cn.md` file, relative to the project, for messages. */
  file: string
  /** The fields written once, in the `.cn.md` file. */
  fields: S
  texts: LocalizedTexts<T>
  /** The Markdown body of each language's file. */
  body: L
}

function shown(file: string): string {
  return path.relative(projectPath(), file).split(path.sep).join('/')
}

/**
 * Every item of `folder`, in file-name order. `fields` describes what the `.cn.md` file
 * alone carries, `texts` the front matter texts every language's file carries.
 */
export function loadLocalizedMarkdown<F extends z.ZodRawShape, T extends z.ZodRawShape>(
  folder: string,
  fields: z.ZodObject<F>,
  texts: z.ZodObject<T>,
): LocalizedMarkdown<z.output<z.ZodObject<F>>, z.output<z.ZodObject<T>>>[] {
  const groups = new Map<string, Partial<Record<Language, string>>>()
  for (const file of listContentFiles(folder, ['.md'])) {
    const match = FILE_NAME.exec(path.basename(file))
    if (!match) throw new ContentFileError(shown(file), undefined, '', 'expected a file name <id>.<language>.md, the language being cn, en, de or ko')
    const group = groups.get(match[1]!) ?? {}
    group[match[2] as Language] = file
    groups.set(match[1]!, group)
  }
  const textKeys = Object.keys(texts.shape)
  const cnSchema = z.strictObject({ ...fields.shape, ...texts.shape })
  return [...groups].map(([id, files]) => {
    // Chinese and English are always published; German and Korean only where a brand does.
    for (const [need, name] of [
      ['cn', 'Chinese'],
      ['en', 'English'],
    ] as const) {
      const present = Object.values(files)[0]!
      if (!files[need]) throw new ContentFileError(shown(present), undefined, '', `has no ${name} counterpart: add ${id}.${need}.md beside it`)
    }
    const cn = loadMarkdownFile(files.cn!, cnSchema)
    const cnData = cn.data as Record<string, unknown>
    const given = textKeys.filter((key) => cnData[key] !== undefined)
    // Another language gives exactly the texts the Chinese file gives, and nothing else.
    const required = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema)
    const notHere = (message: string) => z.undefined({ error: message }).optional()
    const otherSchema = z.strictObject(
      {
        ...Object.fromEntries(Object.keys(fields.shape).map((key) => [key, notHere(`the same in every language, so written in ${id}.cn.md only`)])),
        ...Object.fromEntries(textKeys.filter((key) => !given.includes(key)).map((key) => [key, notHere(`not in ${id}.cn.md: every language gives the same texts`)])),
        ...Object.fromEntries(
          given.map((key) => [key, z.unknown().refine((value): boolean => value !== undefined, `missing: ${id}.cn.md gives it, so every language does`).pipe(required(texts.shape[key] as z.ZodType))]),
        ),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? `not a field of this file (it gives ${given.join(', ')})` : undefined) },
    )
    const localized = { texts: Object.fromEntries(given.map((key) => [key, { cn: cnData[key] }])) as Record<string, Record<string, unknown>>, body: { cn: cn.body } as Record<string, string> }
    for (const language of LANGUAGES) {
      const file = files[language]
      if (language === 'cn' || !file) continue
      const other = loadMarkdownFile(file, otherSchema)
      for (const key of given) localized.texts[key]![language] = (other.data as Record<string, unknown>)[key]
      localized.body[language] = other.body
    }
    for (const language of LANGUAGES) {
      const file = files[language]
      if (file && !localized.body[language]?.trim()) throw new ContentFileError(shown(file), undefined, '', 'the text below the front matter is empty')
    }
    return {
      id,
      file: shown(files.cn!),
      fields: Object.fromEntries(Object.entries(cnData).filter(([key]) => !textKeys.includes(key))) as z.output<z.ZodObject<F>>,
      texts: localized.texts as unknown as LocalizedTexts<z.output<z.ZodObject<T>>>,
      body: localized.body as L,
    }
  })
}
