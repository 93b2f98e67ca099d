import type { Locale } from '@/brands/registry'
import type { OfficeCode } from './records'

/**
 * Names of the trademark offices the register and the manual request know (20 US,
 * 21 UK, 99 EU, 23 Japan applying, 24 Japan registered),
 * in the order the search page offers them. Pure (type imports only), so the search page
 * in the browser and the gateway name an office alike. `records.ts` keeps the code list
 * for validation; the unit tests check both lists hold the same codes.
 */
export interface OfficeName {
  countryCode: OfficeCode
  name: { cn: string; en: string }
  shortName: { cn: string; en: string }
}

export const OFFICES: readonly OfficeName[] = [
  { countryCode: 20, name: { cn: '美国', en: 'United States' }, shortName: { cn: '美国', en: 'US' } },
  { countryCode: 21, name: { cn: '英国', en: 'United Kingdom' }, shortName: { cn: '英国', en: 'UK' } },
  { countryCode: 99, name: { cn: '欧盟', en: 'European Union' }, shortName: { cn: '欧盟', en: 'EU' } },
  // Japan counts twice: a mark being applied for, and one already registered (the fee
  // that keeps it in force is due at the registration stage).
  { countryCode: 23, name: { cn: '日本（申请阶段）', en: 'Japan (application)' }, shortName: { cn: '日本申请', en: 'JP (filed)' } },
  { countryCode: 24, name: { cn: '日本（注册阶段）', en: 'Japan (registration)' }, shortName: { cn: '日本注册', en: 'JP (reg.)' } },
]

/** Chinese for Chinese pages; English for every other language (the office names exist in these two). */
function lang(locale: Locale | string): 'cn' | 'en' {
  return locale === 'cn' ? 'cn' : 'en'
}

/** getAllCountry: every office in the page language. */
export function officeList(locale: Locale | string): { countryCode: OfficeCode; name: string; shortName: string }[] {
  const l = lang(locale)
  return OFFICES.map((o) => ({ countryCode: o.countryCode, name: o.name[l], shortName: o.shortName[l] }))
}

/** The office's name, or "office 7" for a code outside the list (old data, never a crash). */
export function officeName(code: number, locale: Locale | string): string {
  const l = lang(locale)
  const office = OFFICES.find((o) => o.countryCode === code)
  if (office) return office.name[l]
  return l === 'cn' ? `代码 ${code}` : `office ${code}`
}

/** Several offices by name, joined the way each language lists things: 美国、欧盟 / United States, European Union. */
export function officeNames(codes: readonly number[], locale: Locale | string): string {
  return codes.map((c) => officeName(c, locale)).join(lang(locale) === 'cn' ? '、' : ', ')
}
