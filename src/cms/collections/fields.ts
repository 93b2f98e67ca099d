import type { Field } from 'payload'
import { BRAND_KEYS, LOCALES, type BrandKey, type Locale } from '@/brands/registry'
import { adminFieldOnly, brandIdsOf, isEditor } from '../access'

/**
 * Brand keys as editors know them: the brand's name beside its key. The names are the
 * seeded ones (content/brands/<key>/brand.yaml); the key is what is stored.
 */
const BRAND_KEY_LABELS: Record<BrandKey, { zh: string; en: string }> = {
  lz: { zh: '北辰合规（lz）', en: 'Northstar Compliance (lz)' },
  mdt: { zh: '子午知识产权（mdt）', en: 'Meridian IP (mdt)' },
  cht: { zh: '启航企服（cht）', en: 'Chartwell Corporate (cht)' },
  hb: { zh: '港湾税务（hb）', en: 'Harbor VAT (hb)' },
  ob: { zh: '轨道税务（ob）', en: 'Orbit Tax (ob)' },
  gl: { zh: '绿环回收（gl）', en: 'Greenloop Recycling (gl)' },
  ar: { zh: '亚瑞律师事务所（ar）', en: 'Atlas & Reed Law (ar)' },
  hk: { zh: '韩桥咨询（hk）', en: 'Hanbridge Consulting (hk)' },
}

/** Options of a select that stores a brand key. */
export const brandKeyOptions = BRAND_KEYS.map((value) => ({ value, label: BRAND_KEY_LABELS[value] }))

const LOCALE_LABELS: Record<Locale, { zh: string; en: string }> = {
  cn: { zh: '中文（cn）', en: 'Chinese (cn)' },
  en: { zh: '英文（en）', en: 'English (en)' },
  de: { zh: '德文（de）', en: 'German (de)' },
  ko: { zh: '韩文（ko）', en: 'Korean (ko)' },
}

/** Options of a select that stores a content language code. */
export const localeOptions = LOCALES.map((value) => ({ value, label: LOCALE_LABELS[value] }))

/** The brand key stored on records the gateway writes (events, searches, figures). */
export const brandKeyLabel = { zh: '品牌', en: 'Brand' }

/**
 * The brand a document belongs to. The collection's access (access/brand-scope) decides
 * what an editor may write; the filter only spares editors a list of brands they cannot
 * pick. Server code without a signed-in editor (seed, gateway) may choose any brand.
 */
export const brandField: Field = {
  name: 'brand',
  type: 'relationship',
  relationTo: 'brands',
  required: true,
  index: true,
  label: { zh: '所属品牌', en: 'Brand' },
  // The list column is written on the server from the brand's stored title (cms/admin/BrandCell.tsx):
  // Payload's own cell fetches each row's brand in the browser and shows "<没有 …>" until then.
  admin: { position: 'sidebar', description: { zh: '此内容在哪个品牌的网站上显示', en: 'The brand whose site shows this' }, components: { Cell: '/cms/admin/BrandCell#BrandCell' } },
  filterOptions: ({ req }) => (isEditor(req.user) ? { id: { in: brandIdsOf(req.user) } } : true),
}

export const sortField: Field = {
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  label: { zh: '排序', en: 'Sort order' },
  admin: { position: 'sidebar', description: { zh: '数字小的排在前面', en: 'Lower numbers come first' } },
}

export const enabledField: Field = {
  name: 'enabled',
  type: 'checkbox',
  defaultValue: true,
  label: { zh: '启用', en: 'Enabled' },
  admin: { position: 'sidebar', description: { zh: '取消勾选则网站上不显示', en: 'Unticked: not shown on the site' } },
}

export const adminOnlyText = (name: string, label?: { zh: string; en: string }): Field => ({ name, type: 'text', label, access: { update: adminFieldOnly } })
