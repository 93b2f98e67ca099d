/**
 * The Nice data as the class-search calls answer it,
 * in the caller's language. Item and group names exist in Chinese only (the Chinese
 * edition); class names and descriptions come in Chinese and English, and other site
 * languages get the English ones.
 */
import type { Locale } from '@/brands/registry'
import type { NiceClass, NiceData, NiceGroup, NiceItem } from './data'
import type { ClassHit, ItemHit, MatchReason, NiceSearchResult } from './search'

function pick(text: { cn: string; en: string }, locale: Locale): string {
  return locale === 'cn' ? text.cn : text.en
}

export interface ClassSummary {
  classId: number
  code: string
  /** Short name in the caller's language (化学原料 / Chemicals). */
  name: string
  shortNameCn: string
  shortNameEn: string
  /** The Chinese description for cn, the WIPO heading otherwise. */
  description: string
  descriptionCn: string
  descriptionEn: string
  /** Class 46, the US special class: no groups or items. */
  special: boolean
  groupCount: number
  itemCount: number
}

export function classSummary(cls: NiceClass, locale: Locale): ClassSummary {
  return {
    classId: cls.classId,
    code: cls.code,
    name: pick(cls.shortName, locale),
    shortNameCn: cls.shortName.cn,
    shortNameEn: cls.shortName.en,
    description: pick(cls.description, locale),
    descriptionCn: cls.description.cn,
    descriptionEn: cls.description.en,
    special: cls.special,
    groupCount: cls.groups.length,
    itemCount: cls.groups.reduce((sum, g) => sum + g.items.length, 0),
  }
}

export interface ItemView {
  code: string
  name: string
  supplementary: boolean
}

export interface GroupView {
  code: string
  name: string
  classId: number
  items: ItemView[]
}

function itemView(item: NiceItem): ItemView {
  return { code: item.code, name: item.name, supplementary: item.supplementary }
}

export function groupView(group: NiceGroup): GroupView {
  return { code: group.code, name: group.name, classId: group.classId, items: group.items.map(itemView) }
}

/** One class with every similar group and its items (getClass with classId, niceClassificationQuery). */
export function classDetail(cls: NiceClass, locale: Locale): ClassSummary & { groups: GroupView[] } {
  return { ...classSummary(cls, locale), groups: cls.groups.map(groupView) }
}

export function classList(data: NiceData, locale: Locale): ClassSummary[] {
  return data.classes.map((cls) => classSummary(cls, locale))
}

/** A search hit with its class and group codes (the codes the results page shows). */
export interface ItemHitView extends ItemView {
  classId: number
  className: string
  groupCode: string
  groupName: string
}

function hitView(hit: ItemHit, data: NiceData, locale: Locale): ItemHitView {
  return {
    ...itemView(hit.item),
    classId: hit.item.classId,
    className: pick(data.classById.get(hit.item.classId)!.shortName, locale),
    groupCode: hit.group.code,
    groupName: hit.group.name,
  }
}

interface SearchHead {
  keyword: string
  /** Matching items before the cap. */
  total: number
  truncated: boolean
}

function head(result: NiceSearchResult): SearchHead {
  return { keyword: result.keyword, total: result.total, truncated: result.truncated }
}

export interface ClassResultView extends ClassSummary {
  /** Why the class is listed: its items, a group name, its description, the English heading, the curated product words. */
  matchedBy: MatchReason[]
  groups: { code: string; name: string }[]
  items: ItemHitView[]
}

/** trademarkCategorySearch: matching items grouped by class, best class first. */
export function searchByClassView(result: NiceSearchResult, data: NiceData, locale: Locale): SearchHead & { classes: ClassResultView[] } {
  return {
    ...head(result),
    classes: result.classes.map((hit: ClassHit) => ({
      ...classSummary(hit.cls, locale),
      matchedBy: hit.reasons,
      groups: hit.groups.map((g) => ({ code: g.code, name: g.name })),
      items: hit.items.map((item) => hitView(item, data, locale)),
    })),
  }
}

/** categorySearch: the matching items, best first, each with its class and group. */
export function searchListView(result: NiceSearchResult, data: NiceData, locale: Locale): SearchHead & { list: ItemHitView[] } {
  return { ...head(result), list: result.items.map((hit) => hitView(hit, data, locale)) }
}

/**
 * artificialCategorySearch: what the manual-request form selects from, per class the
 * item names (and the same joined with 、 as the form's goods text).
 */
export function searchForRequestView(result: NiceSearchResult, locale: Locale) {
  return {
    ...head(result),
    classes: result.classes
      .filter((hit) => hit.items.length > 0)
      .map((hit) => ({
        classId: hit.cls.classId,
        className: pick(hit.cls.shortName, locale),
        itemNames: hit.items.map((i) => i.item.name),
        goods: hit.items.map((i) => i.item.name).join('、'),
        items: hit.items.map((i) => ({ code: i.item.code, name: i.item.name, groupCode: i.group.code })),
      })),
  }
}
