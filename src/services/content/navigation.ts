import 'server-only'
import type { BrandKey, Locale } from '@/brands/registry'
import type { NavigationEntry as NavigationDoc } from '@/payload-types'
import { cachedRead } from '../cache'
import { payloadClient } from '../payload'
import { contentTag } from './tags'

/** The legacy navigation-entry record (typeValueOne, typeValueTow ...), as the gateway and the header use it. */
export interface NavigationEntry {
  id: number | string
  typeName: string
  typeValueOne: string
  typeValueTow: string
  typeValueThree: string
  typeValueFour: string
  typeValueFive: string
  pageType: number
  delIs: 0
  sort: number
  parentId: number | string | null
  isEnable: 0 | 1
  lang: Locale
  mainId: number | string
  analyticsName: string
  divPageList: { id: string; navigationName: string; navigationTitle: string; navigationIcon: string; hadeUrl: string; pageType: string }[]
  menuRelationList: { menuName: string; mainId: number | string }[]
  children: NavigationEntry[]
}

function toEntry(doc: NavigationDoc, locale: Locale): NavigationEntry {
  const parent = doc.parent && typeof doc.parent === 'object' ? doc.parent.id : (doc.parent ?? null)
  return {
    id: doc.id,
    typeName: doc.group,
    typeValueOne: doc.label,
    typeValueTow: doc.subtitle ?? '',
    typeValueThree: doc.path ?? '',
    typeValueFour: doc.key ?? '',
    typeValueFive: doc.action ?? '',
    pageType: Number(doc.pageType ?? 1),
    delIs: 0,
    sort: doc.sort ?? 0,
    parentId: parent,
    isEnable: doc.enabled === false ? 0 : 1,
    lang: locale,
    // Payload localizes one record, so the "main" (cross-language) id is the record id.
    mainId: doc.id,
    analyticsName: doc.analyticsName ?? '',
    divPageList: (doc.divPageList ?? []).map((item) => ({
      id: item.id ?? '',
      navigationName: item.name,
      navigationTitle: item.description ?? '',
      navigationIcon: item.icon ?? '',
      hadeUrl: item.url,
      pageType: item.pageType ?? '',
    })),
    menuRelationList: (doc.menuRelationList ?? []).map((m) => ({ menuName: m.menuName, mainId: doc.id })),
    children: [],
  }
}

/** All entries of a brand (enabled or not: hidden-page checks need the disabled ones), as trees per group. */
export async function loadNavigation(brand: BrandKey, locale: Locale): Promise<NavigationEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'navigation-entries',
    where: { 'brand.key': { equals: brand } },
    locale,
    depth: 0,
    limit: 1000,
    sort: 'sort',
    pagination: false,
    // The CMS's children list (a join) is for editors; the site builds its tree from parent.
    joins: false,
  })
  const entries = docs.map((d) => toEntry(d, locale))
  const byId = new Map(entries.map((e) => [String(e.id), e]))
  const roots: NavigationEntry[] = []
  for (const entry of entries) {
    const parent = entry.parentId !== null ? byId.get(String(entry.parentId)) : undefined
    if (parent) parent.children.push(entry)
    else roots.push(entry)
  }
  return roots
}

export function getNavigation(brand: BrandKey, locale: Locale): Promise<NavigationEntry[]> {
  return cachedRead(['nav', brand, locale], [contentTag('nav', brand)], () => loadNavigation(brand, locale))
}

export function enabledOnly(entries: NavigationEntry[]): NavigationEntry[] {
  return entries.filter((e) => e.isEnable === 1).map((e) => ({ ...e, children: enabledOnly(e.children) }))
}
