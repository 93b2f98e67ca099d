import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { textsSchema, type SameShape } from '@/services/compliance/reference-data'
import type { Texts } from '@/services/compliance/types'

/**
 * Demo settings of the trademark pages (collection `ipr-settings`; ipr/web/websiteConfig/iprList),
 * in content/trademarks/ipr-settings.yaml. `common` rows are what the code reads (the
 * manual-search daily limit and the attorneys' mailbox, services/trademarks/ipr-settings.ts)
 * and texts every trademark page shows; `custom` rows are the editors' own additions for
 * the search page (hot marks, promises).
 */

export const IPR_SETTINGS_FILE = 'content/trademarks/ipr-settings.yaml'

export interface IprSettingSeed {
  key: string
  kind: 'common' | 'custom'
  label: Texts
  value: Texts
  sort: number
}

export const iprSettingSchema = z
  .object({
    key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'expected a key in camelCase'),
    kind: z.enum(['common', 'custom']),
    label: textsSchema,
    value: textsSchema,
    sort: z.number().int().nonnegative(),
  })
  .strict()

const sameSetting: SameShape<z.output<typeof iprSettingSchema>, IprSettingSeed> = true
void sameSetting

/** The whole file: keys are unique (the code reads a setting by its key). */
export const iprSettingsFileSchema = z.array(iprSettingSchema).superRefine((settings, ctx) => {
  const seen = new Set<string>()
  settings.forEach((setting, i) => {
    if (seen.has(setting.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `key "${setting.key}" is used by an earlier setting` })
    seen.add(setting.key)
  })
})

let settings: IprSettingSeed[] | undefined

/** The settings of the file, in file order; read and checked once per process. */
export function iprSettingsSeed(): IprSettingSeed[] {
  return (settings ??= loadDataFile(IPR_SETTINGS_FILE, iprSettingsFileSchema))
}
