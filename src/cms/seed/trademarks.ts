import type { Payload } from 'payload'
import type { BrandKey } from '@/brands/registry'
import { countMarks, upsertMarks } from '@/services/trademarks/store'
import { sqlRunner } from '@/services/trademarks/sql'
import { syntheticMarks } from '@/services/trademarks/synthetic'
import { DEMO_MARKS, DEMO_SYNTHETIC_COUNT, DEMO_SYNTHETIC_SEED } from './content/demo-marks'
import { IPR_SETTINGS_SEED } from './content/ipr-settings'
import { trademarkPages, type TrademarkPagesBrand } from './content/trademark-pages'
import type { L } from './types'
import { createLocalized } from './write'

/** The brands that carry the trademark and class search tools, with their names and contact pages. */
const TOOL_BRANDS: { key: BrandKey; brand: TrademarkPagesBrand }[] = [
  { key: 'lz', brand: { name: { cn: '北辰合规', en: 'Northstar Compliance' } satisfies L, contact: '/lz/contactUs', prefix: '' } },
  { key: 'hb', brand: { name: { cn: '港湾税务', en: 'Harbor VAT' }, contact: '/hb/contactUs', prefix: '/hb' } },
  { key: 'mdt', brand: { name: { cn: '子午知识产权', en: 'Meridian IP' }, contact: '/mdt/contactUs', prefix: '/mdt' } },
]

/**
 * Issue 6 demo content: the two search pages per brand, the IP settings (daily limit,
 * attorneys' mailbox, notices) and a demo trademark register (hand-written marks plus
 * generated ones), so `npm start` shows real results.
 */
export async function seedTrademarkFeatures(payload: Payload): Promise<void> {
  for (const { label, value, ...fields } of IPR_SETTINGS_SEED) await createLocalized(payload, 'ipr-settings', { label, value }, ['cn', 'en'], fields)
  for (const { key, brand } of TOOL_BRANDS) {
    const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, limit: 1, depth: 0 })
    if (!docs[0]) throw new Error(`Seed: brand ${key} missing`)
    for (const page of trademarkPages(brand)) await createLocalized(payload, 'pages', page, ['cn', 'en'], { brand: docs[0].id, _status: 'published' })
  }
  await seedDemoRegister(payload)
}

async function seedDemoRegister(payload: Payload): Promise<void> {
  const db = sqlRunner(payload)
  if ((await countMarks(db)) > 0) return
  await upsertMarks(db, DEMO_MARKS)
  const batch = []
  for (const record of syntheticMarks(DEMO_SYNTHETIC_COUNT, DEMO_SYNTHETIC_SEED)) {
    batch.push(record)
    if (batch.length === 500) await upsertMarks(db, batch.splice(0))
  }
  await upsertMarks(db, batch)
}
