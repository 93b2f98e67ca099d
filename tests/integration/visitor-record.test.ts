import { getPayload } from 'payload'
import config from '@payload-config'
import { describe, expect, it } from 'vitest'
import { callGateway } from './helpers'

async function countEvents(path: string) {
  const payload = await getPayload({ config })
  return (await payload.count({ collection: 'visitor-events', where: { path: { equals: path } } })).totalDocs
}

describe('system/api/visitor/record', () => {
  it('stores a batch with brand, path, channel and distinct id', async () => {
    const { status, json } = await callGateway('system/api/visitor/record', {
      method: 'POST',
      headers: { platform: '08', 'distinct-id': 'visitor-42' },
      body: { events: [{ event: 'pageview', path: '/mdt/homes', channelNo: 'ads01' }, { event: 'click', path: '/mdt/homes', label: 'header:trademark' }] },
    })
    expect(status).toBe(200)
    expect(json).toEqual(expect.objectContaining({ code: 0, data: { recorded: 2 } }))
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'visitor-events', where: { path: { equals: '/mdt/homes' } }, sort: 'createdAt' })
    expect(docs[0]).toEqual(expect.objectContaining({ brand: 'mdt', event: 'pageview', channelNo: 'ads01', distinctId: 'visitor-42' }))
  })

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const before = await countEvents('/bad-json')
    const { status, json } = await callGateway('system/api/visitor/record', { method: 'POST', rawBody: '{"events": [{"event": "x", "path": "/bad-json"' })
    expect(status).toBe(400)
    expect(json.code).not.toBe(0)
    expect(json.msg).toMatch(/JSON/)
    expect(await countEvents('/bad-json')).toBe(before)
  })

  it('answers a wrong field type with 400 naming the field and stores nothing', async () => {
    const { status, json } = await callGateway('system/api/visitor/record', { method: 'POST', body: { events: 'pageview' } })
    expect(status).toBe(400)
    expect(json.msg).toContain('events')
    const nested = await callGateway('system/api/visitor/record', { method: 'POST', body: { events: [{ event: 'ok', path: '/typed' }, { event: 5, path: '/typed' }] } })
    expect(nested.status).toBe(400)
    expect(nested.json.msg).toContain('events.1.event')
    expect(await countEvents('/typed')).toBe(0)
  })

  it('rejects GET on a POST call with 405', async () => {
    const { status, headers } = await callGateway('system/api/visitor/record')
    expect(status).toBe(405)
    expect(headers.get('allow')).toBe('POST')
  })
})
