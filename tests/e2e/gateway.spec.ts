import { test, expect } from '@playwright/test'

test.describe('gateway over HTTP', () => {
  test('answers in the {code, msg, data} envelope, uncached', async ({ request }) => {
    const res = await request.get('/gateway/officialQuery/getCommoditySearch', { headers: { platform: '15' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toContain('no-store')
    const body = await res.json()
    expect(body.code).toBe(0)
    expect(body.data.hotService.length).toBeGreaterThan(0)
  })

  test('unknown paths answer 404 in the envelope', async ({ request }) => {
    const res = await request.get('/gateway/no/such/call')
    expect(res.status()).toBe(404)
    expect(await res.json()).toEqual(expect.objectContaining({ code: 404, data: null }))
  })

  test('malformed JSON answers 400 without a stack trace', async ({ request }) => {
    const res = await request.post('/gateway/system/api/visitor/record', { headers: { 'content-type': 'application/json' }, data: '{"events":[' })
    expect(res.status()).toBe(400)
    const text = await res.text()
    expect(JSON.parse(text).code).not.toBe(0)
    expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+/)
  })

  test('getIsForeignIp treats a loopback visitor as domestic', async ({ request }) => {
    const body = await (await request.get('/gateway/business/merc/sys/getIsForeignIp')).json()
    expect(body).toEqual(expect.objectContaining({ code: 0, data: false }))
  })
})
