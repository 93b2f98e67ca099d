import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { FOOTER_KINDS } from '@/services/content/footer-kinds'
import { loadLayoutData } from '@/services/content/layout-data'
import { payloadClient } from '@/services/payload'
import { callGateway } from './helpers'

/**
 * A public page's chrome (navigation, footer, the header's search list) must not take the
 * page down: when those reads fail the layout gets empty data and the failure is logged.
 * The brand read stays strict, and the gateway calls serving the same data still answer
 * with an error rather than an empty success.
 */

const CHROME_COLLECTIONS = ['navigation-entries', 'footer-groups', 'services']

/** Makes the Payload client's find fail for the given collections; every other read goes to the database. */
async function failReadsOf(collections: string[]) {
  const payload = await payloadClient()
  const find = payload.find.bind(payload)
  vi.spyOn(payload, 'find').mockImplementation(((args: Parameters<Payload['find']>[0]) =>
    collections.includes(args.collection) ? Promise.reject(new Error(`${args.collection} unavailable`)) : find(args)) as Payload['find'])
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('layout data', () => {
  it('reads the brand, navigation, footer and search list from the database', async () => {
    const data = await loadLayoutData('cht', 'cn')
    expect(data.brand?.key).toBe('cht')
    expect(data.navigation.length).toBeGreaterThan(0)
    expect(FOOTER_KINDS.some((kind) => data.footer[kind].length > 0)).toBe(true)
    expect(data.search.allService.length).toBeGreaterThan(0)
  })

  it('comes back with empty navigation, footer and search list when those reads fail, and logs each failure', async () => {
    await failReadsOf(CHROME_COLLECTIONS)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const data = await loadLayoutData('cht', 'cn')
    expect(data.brand?.key).toBe('cht')
    expect(data.navigation).toEqual([])
    expect(data.footer).toEqual(Object.fromEntries(FOOTER_KINDS.map((kind) => [kind, []])))
    expect(data.search).toEqual({ allService: [], hotService: [] })
    const lines = logged.mock.calls.map((call) => String(call[0]))
    expect(lines).toContain('[content] navigation cht/cn failed: navigation-entries unavailable')
    expect(lines).toContain('[content] footer cht/cn failed: footer-groups unavailable')
    expect(lines).toContain('[content] searchable services cht/cn failed: services unavailable')
  })

  it('keeps what did load when only one read fails', async () => {
    await failReadsOf(['navigation-entries'])
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const data = await loadLayoutData('cht', 'cn')
    expect(data.navigation).toEqual([])
    expect(data.search.allService.length).toBeGreaterThan(0)
    expect(FOOTER_KINDS.some((kind) => data.footer[kind].length > 0)).toBe(true)
  })

  it('skips the footer read for layouts without a footer', async () => {
    await failReadsOf(['footer-groups'])
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const data = await loadLayoutData('cht', 'cn', { footer: false })
    expect(data.footer).toEqual(Object.fromEntries(FOOTER_KINDS.map((kind) => [kind, []])))
    expect(data.navigation.length).toBeGreaterThan(0)
    expect(logged).not.toHaveBeenCalled()
  })

  it('does not swallow a failing brand read, so the page shows the error screen', async () => {
    await failReadsOf(['brands'])
    await expect(loadLayoutData('cht', 'cn')).rejects.toThrow('brands unavailable')
  })
})

describe('gateway calls for the same data', () => {
  it('still answer a failing navigation or footer read with a server error', async () => {
    await failReadsOf(CHROME_COLLECTIONS)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const common = await callGateway('officialQuery/getCommon')
    expect(common.status).toBe(500)
    expect(common.json.code).not.toBe(0)
    expect(common.json.data).toBeNull()
  })

  it('still answer a failing search-list read with a server error', async () => {
    await failReadsOf(CHROME_COLLECTIONS)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const search = await callGateway('officialQuery/getCommoditySearch')
    expect(search.status).toBe(500)
    expect(search.json.code).not.toBe(0)
    expect(search.json.data).toBeNull()
  })
})
