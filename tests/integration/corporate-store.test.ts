import { describe, expect, it } from 'vitest'
import { payloadClient } from '@/services/payload'
import { corporateJurisdictions, jurisdictionLabel } from '@/services/corporate/reference-data'
import { getJurisdiction, getJurisdictions } from '@/services/corporate/store'

describe('corporate jurisdictions in the CMS', () => {
  it('holds every seeded jurisdiction with the facts of the reference file', async () => {
    const stored = await getJurisdictions()
    expect(stored.map(jurisdictionLabel)).toEqual(corporateJurisdictions().map(jurisdictionLabel))
    expect(stored).toEqual(corporateJurisdictions())
    expect((await getJurisdiction('USA')).map((e) => e.state)).toEqual(['DE', 'WY'])
  })

  it('refuses facts that break the schema, naming the field, and keeps the stored ones', async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'corporate-jurisdictions', where: { label: { equals: 'HK' } }, overrideAccess: true, depth: 0 })
    const hk = docs[0]!
    const facts = { ...(hk.facts as Record<string, unknown>), setUpDays: { min: 10, max: 3 } }
    const refused = await payload.update({ collection: 'corporate-jurisdictions', id: hk.id, data: { facts }, overrideAccess: true }).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error,
    )
    expect(refused?.data?.errors).toEqual([{ path: 'facts', message: 'setUpDays.max: min is above max', label: expect.anything() }])
    expect((await getJurisdiction('HK'))[0]!.setUpDays).toEqual(corporateJurisdictions().find((e) => e.code === 'HK')!.setUpDays)
  })

  it('leaves out a document written around the CMS whose facts no longer match', async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'corporate-jurisdictions', where: { label: { equals: 'SSE' } }, overrideAccess: true, depth: 0 })
    const sse = docs[0]!
    try {
      await payload.db.updateOne({ collection: 'corporate-jurisdictions', where: { id: { equals: sse.id } }, data: { facts: { code: 'SSE' } } })
      expect((await getJurisdictions()).map(jurisdictionLabel)).not.toContain('SSE')
    } finally {
      await payload.db.updateOne({ collection: 'corporate-jurisdictions', where: { id: { equals: sse.id } }, data: { facts: sse.facts } })
    }
    expect((await getJurisdictions()).map(jurisdictionLabel)).toContain('SSE')
  })
})
