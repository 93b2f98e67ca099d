import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '@/brands/registry'
import { cachedRead } from '@/services/cache'
import { sharedTag } from '@/services/content/tags'
import { payloadClient } from '@/services/payload'
import { isPublicIprSetting, PRIVATE_IPR_SETTING_KEYS } from './ipr-setting-keys'

/**
 * The trademark pages' settings (collection `ipr-settings`, one row per key). Not cached:
 * the collection has no revalidation hook, and editors expect a changed daily limit or
 * mailbox to apply to the very next request; each read is one small indexed query.
 */

/** Keys the code reads; editors may add more rows (notices) that only the page lists. */
export const IPR_SETTING_KEYS = {
  dailyLimit: 'artificialDailyLimit',
  attorneyEmail: 'attorneyEmail',
} as const

/** Manual searches a merchant may ask for per day when the setting is missing or not a number. */
export const DEFAULT_DAILY_LIMIT = 3
/** Far above any sensible limit: a typo such as 30000 must not open the gate to scripts. */
const MAX_DAILY_LIMIT = 100

/** Setting kinds: 1 common, 2 custom. */
export const SETTING_KIND_CODES = { common: 1, custom: 2 } as const

export interface IprSettingView {
  key: string
  kind: 1 | 2
  label: string
  value: string
}

/**
 * The editor's daily limit: a whole number from 0 (manual requests switched off) to 100;
 * anything else (missing, empty, "three", -1, 2.5) falls back to the default.
 */
export function parseDailyLimit(value: string | null | undefined): number {
  const text = (value ?? '').trim()
  if (!/^\d{1,3}$/.test(text)) return DEFAULT_DAILY_LIMIT
  const limit = Number(text)
  return limit <= MAX_DAILY_LIMIT ? limit : DEFAULT_DAILY_LIMIT
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The attorneys' mailbox if the setting holds one address, else null (the caller falls back to the brand's). */
export function parseMailbox(value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  return EMAIL.test(text) && text.length <= 254 ? text : null
}

/**
 * One setting's value as code reads it: the default language's (cn), since limits and
 * addresses are not translated.
 */
export async function readSetting(payload: Payload, key: string): Promise<string | null> {
  const { docs } = await payload.find({ collection: 'ipr-settings', where: { key: { equals: key } }, locale: 'cn', limit: 1, depth: 0, overrideAccess: true })
  return docs[0]?.value ?? null
}

export async function dailyLimit(payload: Payload): Promise<number> {
  return parseDailyLimit(await readSetting(payload, IPR_SETTING_KEYS.dailyLimit))
}

export async function attorneyMailbox(payload: Payload): Promise<string | null> {
  return parseMailbox(await readSetting(payload, IPR_SETTING_KEYS.attorneyEmail))
}

/** German and Korean pages read English where an editor wrote no text of their own (the seed has cn and en). */
function fallbacksFor(locale: Locale): Locale[] {
  return locale === 'cn' ? ['en'] : locale === 'en' ? ['cn'] : ['en', 'cn']
}

/**
 * One setting's text in a page's language (for server-rendered pages), or null when there
 * is no such key. Private settings are never rendered into a public page.
 */
export async function iprSettingValue(key: string, locale: Locale): Promise<string | null> {
  if (!isPublicIprSetting(key)) return null
  return cachedRead(['ipr-settings', key, locale], [sharedTag('ipr-settings')], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'ipr-settings', where: { key: { equals: key } }, locale, fallbackLocale: fallbacksFor(locale), limit: 1, depth: 0, overrideAccess: true })
    return docs[0]?.value ?? null
  })
}

/**
 * iprList: every public setting in the caller's language, by `sort` then key. The query
 * overrides access (the caller is an anonymous visitor), so it leaves out the private rows
 * (the attorneys' mailbox) itself; only key, kind, label and value of the rest leave.
 */
export async function listPublicSettings(payload: Payload, locale: Locale): Promise<IprSettingView[]> {
  const { docs } = await payload.find({
    collection: 'ipr-settings',
    where: { key: { not_in: [...PRIVATE_IPR_SETTING_KEYS] } },
    locale,
    fallbackLocale: fallbacksFor(locale),
    limit: 200,
    depth: 0,
    sort: 'sort',
    overrideAccess: true,
  })
  return docs
    .map((d) => ({ key: d.key, kind: SETTING_KIND_CODES[d.kind] ?? 1, label: d.label ?? '', value: d.value ?? '', sort: d.sort ?? 0 }))
    .sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key))
    .map(({ sort: _sort, ...view }) => view)
}
