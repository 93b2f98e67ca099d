import type { Payload } from 'payload'
import { countMarks, upsertMarks } from '@/services/trademarks/store'
import { sqlRunner } from '@/services/trademarks/sql'
import { syntheticMarks } from '@/services/trademarks/synthetic'
import { demoRegister } from './content/demo-marks'
import { iprSettingsSeed } from './content/ipr-settings'
import { TRADEMARK_TOOL_BRANDS, trademarkPages, type TrademarkToolBrand } from './content/trademark-pages'
import { createLocalized } from './write'

/**
 * Demo content of the trademark tools: the two search pages per brand that carries them
 * (content/pages/<brand>/search.yaml and searchCategory.yaml), the IP settings (daily limit,
 * attorneys' mailbox, notices; content/trademarks/ipr-settings.yaml) and a demo trademark
 * register (content/trademarks/demo-marks.yaml: hand-written marks plus generated ones),
 * so `npm start` shows real results.
 */
export async function seedTrademarkFeatures(payload: Payload): Promise<void> {
  for (const { label, value, ...fields } of iprSettingsSeed()) await createLocalized(payload, 'ipr-settings', { label, value }, ['cn', 'en'], fields)
  for (const key of Object.keys(TRADEMARK_TOOL_BRANDS) as TrademarkToolBrand[]) {
    const { docs } = await payload.find({ collection: 'brands', where: { key: { equals: key } }, limit: 1, depth: 0 })
    if (!docs[0]) throw new Error(`Seed: brand ${key} missing`)
    for (const page of trademarkPages(key)) await createLocalized(payload, 'pages', page, ['cn', 'en'], { brand: docs[0].id, _status: 'published' })
  }
  await seedDemoRegister(payload)
}

async function seedDemoRegister(payload: Payload): Promise<void> {
  const db = sqlRunner(payload)
  if ((await countMarks(db)) > 0) return
  const { marks, synthetic } = demoRegister()
  await upsertMarks(db, marks)
  const batch = []
  for (const record of syntheticMarks(synthetic.count, synthetic.seed)) {
    batch.push(record)
    if (batch.length === 500) await upsertMarks(db, batch.splice(0))
  }
  await upsertMarks(db, batch)
}
