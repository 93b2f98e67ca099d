import { beforeAll, describe, expect, it, vi } from 'vitest'

// The posters' image goes to a temporary folder, not the project's data/media (hoisted
// above the imports, which read it when the Payload config loads).
vi.hoisted(() => {
  process.env.MEDIA_DIR = `${process.env.TMPDIR || '/tmp'}/campaigns-media-${process.pid}`
})

import type { Payload } from 'payload'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import { chinaDay } from '@/services/campaigns/schedule'
import { payloadClient } from '@/services/payload'
import { callGateway } from './helpers'

/**
 * The marketing calls against the real database. Fixtures belong to the hb brand (no demo
 * campaigns), carry a run tag in their names and channel codes, and sort first.
 */

const HB = { platform: '10' }
const tag = Date.now().toString(36)
const HOUR = 60 * 60 * 1000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()
const RUNNING = { startsAt: iso(-HOUR), endsAt: iso(24 * HOUR) }
const COMING = { startsAt: iso(2 * HOUR), endsAt: iso(24 * HOUR) }
const ENDED = { startsAt: iso(-3 * HOUR), endsAt: iso(-2 * HOUR) }

let ipCounter = 0
const freshIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
const device = (n: number) => n.toString(16).padStart(32, 'a')

let payload: Payload
let hb: number
let mdt: number
let media: number
const channelA = `camp-a-${tag}`
const channelOther = `camp-o-${tag}`
const ids = {} as Record<string, number>

async function popup(name: string, data: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'popups',
    data: { name: `${name} ${tag}`, brand: hb, triggerPages: [{ page: 'homes' }], displayStyle: '2', title: `${name} title`, sort: -1000, ...RUNNING, ...data } as never,
    depth: 0,
  })
  return doc.id
}

async function poster(name: string, data: Record<string, unknown>) {
  const doc = await payload.create({ collection: 'posters', data: { name: `${name} ${tag}`, brand: hb, posterImg: media, alt: `${name} alt`, showWay: '/hb/VAT', sort: -1000, ...RUNNING, ...data } as never, depth: 0 })
  return doc.id
}

beforeAll(async () => {
  payload = await payloadClient()
  const brand = async (key: string) => (await payload.find({ collection: 'brands', where: { key: { equals: key } }, depth: 0, limit: 1 })).docs[0]!.id
  hb = await brand('hb')
  mdt = await brand('mdt')
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex')
  media = (await payload.create({ collection: 'media', data: { alt: 'poster' }, file: { data: png, mimetype: 'image/png', name: `campaign-${tag}.png`, size: png.length }, depth: 0 })).id
  const a = await payload.create({ collection: 'channels', data: { code: channelA, name: 'Channel A', sort: -1000 }, depth: 0 })
  await payload.create({ collection: 'channels', data: { code: channelOther, name: 'Channel other', sort: -1000 }, depth: 0 })
  ids.channelA = a.id

  ids.livePopup = await popup('live', { titleRichText: markdownToLexical('**Big** sale'), buttonDetailList: [{ buttonName: 'Go', buttonUrl: '/hb/VAT' }] })
  ids.comingPopup = await popup('coming', COMING)
  ids.endedPopup = await popup('ended', ENDED)
  ids.disabledPopup = await popup('disabled', { enabled: false })
  ids.targetedPopup = await popup('targeted', { channels: [a.id] })
  ids.countedPopup = await popup('counted', {})
  ids.parallelPopup = await popup('parallel', {})

  ids.livePoster = await poster('live', {})
  ids.comingPoster = await poster('coming', COMING)
  ids.targetedPoster = await poster('targeted', { channels: [a.id] })
})

const popupIds = (data: { id: number }[]) => data.map((p) => p.id)

describe('getOfficialPopupBox', () => {
  it('lists the running, enabled pop-ups of the brand, not those before their start or after their end', async () => {
    const { status, json } = await callGateway('business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox', { headers: HB })
    expect(status).toBe(200)
    const listed = popupIds(json.data)
    expect(listed).toContain(ids.livePopup)
    for (const hidden of [ids.comingPopup, ids.endedPopup, ids.disabledPopup, ids.targetedPopup]) expect(listed).not.toContain(hidden)
    // Another brand sees none of them.
    const lz = await callGateway('business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox')
    expect(popupIds(lz.json.data)).not.toContain(ids.livePopup)
  })

  it('answers the pop-up with its rich text as HTML and its codes as numbers', async () => {
    const { json } = await callGateway('business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox', { headers: HB })
    const live = json.data.find((p: { id: number }) => p.id === ids.livePopup)
    expect(live).toMatchObject({ moduleType: 1, limitType: 0, popupBoxTriggerType: 1, displayStyle: 2, triggerPages: ['homes'], title: 'live title', contentRichText: null, buttonDetailList: [{ buttonName: 'Go', buttonUrl: '/hb/VAT' }] })
    expect(live.titleRichText).toContain('<strong>Big</strong>')
  })

  it('shows a targeted pop-up only to visitors of its channel, from the query or the cookie', async () => {
    const path = 'business/admin/sysNotifyPopupBoxConfig/getOfficialPopupBox'
    expect(popupIds((await callGateway(path, { headers: HB, query: { channelNo: channelA } })).json.data)).toContain(ids.targetedPopup)
    expect(popupIds((await callGateway(path, { headers: { ...HB, cookie: `channelNo=${channelA}` } })).json.data)).toContain(ids.targetedPopup)
    expect(popupIds((await callGateway(path, { headers: HB, query: { channelNo: channelOther } })).json.data)).not.toContain(ids.targetedPopup)
  })
})

const countPopup = (body: unknown, headers: Record<string, string> = {}) => callGateway('notify/sysNotifyPopupBoxConfig/incrCount', { method: 'POST', body, headers: { ...HB, 'x-forwarded-for': freshIp(), ...headers } })

async function statsOf(kind: 'popup' | 'poster', id: number) {
  const { docs } = await payload.find({ collection: 'campaign-stats', where: { and: [{ kind: { equals: kind } }, { campaignId: { equals: id } }] }, depth: 0 })
  return docs
}

describe('counting pop-up views and clicks', () => {
  it('counts a view once per visitor and day; another device at the same address is another visitor', async () => {
    const ip = freshIp()
    const first = await countPopup({ id: ids.countedPopup, incrViewCount: 1 }, { 'x-forwarded-for': ip, 'device-id': device(1) })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ code: 0, data: { counted: true } })
    const again = await countPopup({ id: ids.countedPopup, incrViewCount: 1 }, { 'x-forwarded-for': ip, 'device-id': device(1) })
    expect(again.json).toMatchObject({ code: 0, data: { counted: false } })
    const otherDevice = await countPopup({ id: ids.countedPopup, incrViewCount: 1 }, { 'x-forwarded-for': ip, 'device-id': device(2) })
    expect(otherDevice.json.data).toEqual({ counted: true })
    // A click is counted apart from the view.
    const click = await countPopup({ id: ids.countedPopup, incrClickCount: 1 }, { 'x-forwarded-for': ip, 'device-id': device(1) })
    expect(click.json.data).toEqual({ counted: true })

    const [row, ...more] = await statsOf('popup', ids.countedPopup)
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({ brand: 'hb', day: chinaDay(Date.now()), views: 2, clicks: 1, ctr: 50 })
    expect(row!.popup).toBe(ids.countedPopup)
    const totals = await payload.findByID({ collection: 'popups', id: ids.countedPopup, depth: 0 })
    expect(totals).toMatchObject({ views: 2, clicks: 1, ctr: 50 })
  })

  it('10 visitors counting at once give exactly 10 views', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => countPopup({ id: ids.parallelPopup, incrViewCount: 1 }, { 'device-id': device(100 + n) })))
    expect(answers.map((a) => a.json.data?.counted)).toEqual(Array(10).fill(true))
    const [row] = await statsOf('popup', ids.parallelPopup)
    expect(row).toMatchObject({ views: 10, clicks: 0, ctr: 0 })
    expect((await payload.findByID({ collection: 'popups', id: ids.parallelPopup, depth: 0 })).views).toBe(10)
  })

  it('refuses an unknown id and a pop-up that is not running with 404 naming the id', async () => {
    for (const id of [987654321, ids.comingPopup, ids.endedPopup, ids.disabledPopup]) {
      const { status, json } = await countPopup({ id, incrViewCount: 1 })
      expect(status).toBe(404)
      expect(json.msg).toContain(String(id))
    }
    expect(await statsOf('popup', ids.comingPopup)).toHaveLength(0)
  })

  it.each([
    ['both counts', { incrViewCount: 1, incrClickCount: 1 }],
    ['neither count', {}],
    ['a count of 2', { incrViewCount: 2 }],
  ])('refuses %s with 400', async (_name, change) => {
    const { status } = await countPopup({ id: ids.livePopup, ...change })
    expect(status).toBe(400)
  })
})

describe('posters', () => {
  const list = (query: Record<string, string>, headers: Record<string, string> = {}) => callGateway('business/posterConfig/merc/list', { query, headers: { ...HB, ...headers } })
  const posterIds = (data: { posterId: number }[]) => data.map((p) => p.posterId)
  const HOME = { module: '1', status: '1', showPosition: '40' }

  it('lists the running home page posters of the brand and channel', async () => {
    const { status, json } = await list(HOME)
    expect(status).toBe(200)
    expect(posterIds(json.data)).toContain(ids.livePoster)
    expect(posterIds(json.data)).not.toContain(ids.comingPoster)
    expect(posterIds(json.data)).not.toContain(ids.targetedPoster)
    expect(posterIds((await list({ ...HOME, channelNo: channelA })).json.data)).toContain(ids.targetedPoster)
    const live = json.data.find((p: { posterId: number }) => p.posterId === ids.livePoster)
    expect(live).toMatchObject({ showWay: '/hb/VAT', showType: 1, posterImg: { url: expect.any(String), alt: 'live alt' } })
  })

  it('another module, status or position has no posters; a non-numeric one is refused', async () => {
    expect((await list({ ...HOME, status: '2' })).json.data).toEqual([])
    expect((await list({ ...HOME, showPosition: '41' })).json.data).toEqual([])
    expect((await list({ ...HOME, module: 'abc' })).status).toBe(400)
  })

  it('findOister answers one running poster, 404 for others', async () => {
    const found = await callGateway('business/posterConfig/merc/findOister', { query: { posterId: String(ids.livePoster) }, headers: HB })
    expect(found.json.data.posterId).toBe(ids.livePoster)
    for (const id of [ids.comingPoster, 987654321]) {
      const missing = await callGateway('business/posterConfig/merc/findOister', { query: { posterId: String(id) }, headers: HB })
      expect(missing.status).toBe(404)
      expect(missing.json.msg).toContain(String(id))
    }
  })

  const countPosters = (body: unknown, ip = freshIp()) => callGateway('business/posterConfig/merc/incrCount', { method: 'POST', body, headers: { ...HB, 'x-forwarded-for': ip } })

  it('counts a batch given as an array, once per visitor and day', async () => {
    const ip = freshIp()
    const body = [
      { posterId: ids.livePoster, incrViewCount: 1 },
      { posterId: ids.livePoster, incrClickCount: 1 },
    ]
    const first = await countPosters(body, ip)
    expect(first.status).toBe(200)
    expect(first.json.data).toEqual({ counted: true, items: [{ posterId: ids.livePoster, counted: true }, { posterId: ids.livePoster, counted: true }] })
    const again = await countPosters(body, ip)
    expect(again.json.data.counted).toBe(false)
    const [row] = await statsOf('poster', ids.livePoster)
    expect(row).toMatchObject({ views: 1, clicks: 1, ctr: 100, poster: ids.livePoster })
    expect(await payload.findByID({ collection: 'posters', id: ids.livePoster, depth: 0 })).toMatchObject({ views: 1, clicks: 1, ctr: 100 })
  })

  it('refuses an object body, an empty or 11-item array, and a batch naming a poster that is not running', async () => {
    expect((await countPosters({ posterId: ids.livePoster, incrViewCount: 1 })).status).toBe(400)
    expect((await countPosters([])).status).toBe(400)
    expect((await countPosters(Array.from({ length: 11 }, () => ({ posterId: ids.livePoster, incrViewCount: 1 })))).status).toBe(400)
    const mixed = await countPosters([{ posterId: ids.targetedPoster, incrViewCount: 1 }, { posterId: ids.comingPoster, incrViewCount: 1 }])
    expect(mixed.status).toBe(404)
    expect(mixed.json.msg).toContain(String(ids.comingPoster))
    // Nothing in the refused batch counted.
    expect(await statsOf('poster', ids.targetedPoster)).toHaveLength(0)
  })

  it('an object-only call still refuses an array body', async () => {
    const { status } = await countPopup([{ id: ids.livePopup, incrViewCount: 1 }])
    expect(status).toBe(400)
  })
})

describe('channel pages (new-user rewards)', () => {
  let common: number
  let custom: number
  beforeAll(async () => {
    const base = { brand: hb, floatImage: media, floatAlt: 'gift', ...RUNNING }
    common = (await payload.create({
      collection: 'channel-pages',
      data: { ...base, name: `common ${tag}`, configType: '1', modalTitle: '新人礼包', sort: -1000, packages: [{ platform: '亚马逊', awardList: [{ awardType: '3', amount: 200, threshold: 1000 }] }] } as never,
      depth: 0,
    })).id
    custom = (await payload.create({
      collection: 'channel-pages',
      data: {
        ...base,
        name: `custom ${tag}`,
        configType: '2',
        channels: [ids.channelA],
        modalTitle: '渠道专享',
        sort: 0,
        packages: [{ platform: '亚马逊', awardList: [{ awardType: '0', discountType: '1', amount: 8 }, { awardType: '4', awardScore: 500 }] }],
      } as never,
      depth: 0,
    })).id
  })

  it('getConfig: a custom config naming the channel wins over the common one', async () => {
    const plain = await callGateway('business/channelPageConfig/merc/getConfig', { headers: HB })
    expect(plain.json.data).toMatchObject({ id: common, configType: 1, modalTitle: '新人礼包', floatImage: { url: expect.any(String), alt: 'gift' } })
    const channel = await callGateway('business/channelPageConfig/merc/getConfig', { headers: HB, query: { channelNo: channelA } })
    expect(channel.json.data).toMatchObject({ id: custom, configType: 2 })
    const other = await callGateway('business/channelPageConfig/merc/getConfig', { headers: HB, query: { channelNo: channelOther } })
    expect(other.json.data.id).toBe(common)
  })

  it('getRegisterAward: the applying config\'s rewards in words of the language asked', async () => {
    const cn = await callGateway('business/channelPageConfig/merc/getRegisterAward', { headers: HB, query: { reqType: '1', deviceId: device(7) } })
    expect(cn.json.data).toEqual([{ platform: '亚马逊', awardList: [expect.objectContaining({ awardType: 3, awardMoney: '¥200', couponTypeText: '满 1000 减 200' })] }])
    const en = await callGateway('business/channelPageConfig/merc/getRegisterAward', { headers: HB, query: { channelCode: channelA, reqType: '1', lang: 'en' } })
    expect(en.json.data[0].awardList).toEqual([expect.objectContaining({ awardMoney: '20% off', discountType: 1 }), expect.objectContaining({ awardMoney: '500 points', couponTypeText: 'Bonus points' })])
    expect((await callGateway('business/channelPageConfig/merc/getRegisterAward', { headers: HB, query: { deviceId: 'not-hex' } })).status).toBe(400)
    // A brand without a config has no rewards and no config.
    expect((await callGateway('business/channelPageConfig/merc/getRegisterAward', { headers: { platform: '20' } })).json.data).toEqual([])
    expect((await callGateway('business/channelPageConfig/merc/getConfig', { headers: { platform: '20' } })).json.data).toBeNull()
  })
})

describe('activities and the marketing list', () => {
  let act618: number
  beforeAll(async () => {
    act618 = (await payload.create({ collection: 'activities', data: { key: '618', kind: 'zeroSecondKill', title: '618 大促', page: 'land618', brand: hb, ...RUNNING } as never, depth: 0 })).id
    await payload.create({ collection: 'activities', data: { key: 'year3', kind: 'fullFree', title: '三周年', page: 'anniversary', brand: hb, ...COMING } as never, depth: 0 })
  })

  it('act618Page and year3Page: the activity, its page and where it stands now', async () => {
    const running = await callGateway('business/activity/act618Page', { headers: HB })
    expect(running.json.data).toMatchObject({ key: '618', kind: 'zeroSecondKill', title: '618 大促', status: 1, pagePath: '/hb/land618', serverTime: expect.any(String) })
    const coming = await callGateway('order/activity/year3Page', { headers: HB, query: { lang: 'en' } })
    expect(coming.json.data).toMatchObject({ key: 'year3', status: 0, pagePath: '/en/hb/anniversary' })
    await payload.update({ collection: 'activities', id: act618, data: ENDED as never, depth: 0 })
    expect((await callGateway('business/activity/act618Page', { headers: HB })).json.data.status).toBe(2)
    await payload.update({ collection: 'activities', id: act618, data: RUNNING as never, depth: 0 })
  })

  it('a brand without the activity answers 404', async () => {
    const { status, json } = await callGateway('business/activity/act618Page', { headers: { platform: '20' } })
    expect(status).toBe(404)
    expect(json.code).toBe(404)
  })

  it('popMarket/list: running and coming campaigns of every kind, by start, never the ended ones', async () => {
    const { json } = await callGateway('business/merc/popMarket/list', { headers: HB })
    const keys = json.data.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`)
    expect(keys).toEqual(expect.arrayContaining([`popup:${ids.livePopup}`, `popup:${ids.comingPopup}`, `poster:${ids.livePoster}`, `activity:${act618}`]))
    expect(keys).not.toContain(`popup:${ids.endedPopup}`)
    expect(keys).not.toContain(`popup:${ids.disabledPopup}`)
    const starts = json.data.map((i: { startTime: string }) => new Date(i.startTime).getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(json.data.find((i: { kind: string; id: number }) => i.kind === 'popup' && i.id === ids.comingPopup).status).toBe(0)
  })
})

describe('shared lists and values', () => {
  it('allList: enabled channels for every brand or naming the brand', async () => {
    await payload.create({ collection: 'channels', data: { code: `camp-hb-${tag}`, name: 'hb only', brands: ['hb'] }, depth: 0 })
    await payload.create({ collection: 'channels', data: { code: `camp-lz-${tag}`, name: 'lz only', brands: ['lz'] }, depth: 0 })
    await payload.create({ collection: 'channels', data: { code: `camp-off-${tag}`, name: 'off', enabled: false }, depth: 0 })
    const codes = (await callGateway('channel/sysChannelManagelist/allList', { headers: HB })).json.data.map((c: { code: string }) => c.code)
    expect(codes).toEqual(expect.arrayContaining([channelA, `camp-hb-${tag}`]))
    expect(codes).not.toContain(`camp-lz-${tag}`)
    expect(codes).not.toContain(`camp-off-${tag}`)
    const lzCodes = (await callGateway('channel/sysChannelManagelist/allList')).json.data.map((c: { code: string }) => c.code)
    expect(lzCodes).toContain(`camp-lz-${tag}`)
    expect(lzCodes).not.toContain(`camp-hb-${tag}`)
  })

  it('getByKey: the brand\'s own value wins over the value for every brand; private and unknown keys are 404', async () => {
    const key = `test.flag${tag}`
    await payload.create({ collection: 'remote-configs', data: { key, value: { on: false } }, depth: 0 })
    await payload.create({ collection: 'remote-configs', data: { key, brand: 'hb', value: { on: true } }, depth: 0 })
    await payload.create({ collection: 'remote-configs', data: { key: `${key}.private`, value: 1, public: false }, depth: 0 })
    expect((await callGateway('business/biz/remote/config/getByKey', { headers: HB, query: { key } })).json.data).toEqual({ key, value: { on: true } })
    expect((await callGateway('business/biz/remote/config/getByKey', { query: { key } })).json.data).toEqual({ key, value: { on: false } })
    for (const missing of [`${key}.private`, `${key}.unknown`]) {
      const { status, json } = await callGateway('business/biz/remote/config/getByKey', { query: { key: missing } })
      expect(status).toBe(404)
      expect(json.msg).toContain(missing)
    }
    expect((await callGateway('business/biz/remote/config/getByKey', { query: { key: '../x' } })).status).toBe(400)
  })

  it('refuses a second value for the same key and brand, including two for every brand', async () => {
    const key = `test.unique${tag}`
    await payload.create({ collection: 'remote-configs', data: { key, value: 1 }, depth: 0 })
    const hbDoc = await payload.create({ collection: 'remote-configs', data: { key, brand: 'hb', value: 2 }, depth: 0 })
    const refusal = (data: Record<string, unknown>) =>
      payload.create({ collection: 'remote-configs', data: data as never, depth: 0 }).then(
        () => 'stored',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message ?? String(error),
      )
    expect(await refusal({ key, value: 3 })).toContain(`key ${key} and every brand exists already`)
    expect(await refusal({ key, brand: 'hb', value: 3 })).toMatch(/and brand hb exists already/)
    // Another brand is no duplicate.
    expect(await refusal({ key, brand: 'lz', value: 3 })).toBe('stored')
    // Saving the document itself again is no duplicate.
    await expect(payload.update({ collection: 'remote-configs', id: hbDoc.id, data: { value: 4 }, depth: 0 })).resolves.toMatchObject({ value: 4 })
  })

  it('getEcologyCenter: the brand\'s partners grouped by category', async () => {
    const { json } = await callGateway('business/officialQuery/getEcologyCenter')
    const partners = (await callGateway('officialQuery/getPartner')).json.data
    expect(json.data.groups.length).toBeGreaterThan(0)
    const grouped = json.data.groups.flatMap((g: { category: string; partners: { friendId: string }[] }) => g.partners.map((p) => `${g.category}/${p.friendId}`))
    expect(grouped.sort()).toEqual(partners.map((p: { category: string; friendId: string }) => `${p.category}/${p.friendId}`).sort())
    const categories = json.data.groups.map((g: { category: string }) => g.category)
    expect(new Set(categories).size).toBe(categories.length)
  })
})

describe('retainCapital/submit (lead form)', () => {
  it('stores the lead like a contact message, filed as a lead, with its mail in the outbox', async () => {
    const subject = `活动留资 ${tag}`
    const { status, json } = await callGateway('business/biz/aws/retainCapital/submit', {
      method: 'POST',
      body: { startedAt: Date.now() - 10_000, name: '李雷', email: 'lilei@example.com', subject, content: '想了解 618 活动的 VAT 注册优惠详情。' },
      headers: { ...HB, 'x-forwarded-for': freshIp() },
    })
    expect(status).toBe(200)
    const [stored] = (await payload.find({ collection: 'contact-messages', where: { subject: { equals: subject } }, depth: 0 })).docs
    expect(stored).toMatchObject({ source: 'lead', brand: hb, status: 'new' })
    expect(json.data.id).toBe(stored!.id)
    const outbox = await payload.find({ collection: 'mail-outbox', where: { source: { equals: `contact-messages:${stored!.id}` } }, depth: 0 })
    expect(outbox.docs).toHaveLength(1)
    // The contact form keeps its own source.
    const contactSubject = `普通留言 ${tag}`
    await callGateway('officialQuery/contactUs', { method: 'POST', body: { startedAt: Date.now() - 10_000, name: '韩梅梅', email: 'hmm@example.com', subject: contactSubject, content: '请介绍一下德国包装法注册的流程。' }, headers: { 'x-forwarded-for': freshIp() } })
    expect((await payload.find({ collection: 'contact-messages', where: { subject: { equals: contactSubject } }, depth: 0 })).docs[0]).toMatchObject({ source: 'contact' })
  })

  it('applies the contact form\'s checks', async () => {
    const { status, json } = await callGateway('business/biz/aws/retainCapital/submit', { method: 'POST', body: { startedAt: Date.now() - 10_000, name: '李雷', email: 'nope', subject: 'x', content: '想了解活动详情，请联系我。' }, headers: { ...HB, 'x-forwarded-for': freshIp() } })
    expect(status).toBe(400)
    expect(json.msg).toContain('邮箱')
  })
})

describe('campaignPreview', () => {
  const password = 'preview-staff-2026'
  const login = async (email: string) => (await payload.login({ collection: 'users', data: { email, password } })).token!
  let admin: string
  let hbEditor: string
  let mdtEditor: string
  beforeAll(async () => {
    const make = async (who: string, role: 'admin' | 'editor', brands: number[]) => {
      const email = `preview-${who}-${tag}@example.com`
      await payload.create({ collection: 'users', data: { email, password, name: who, role, brands }, depth: 0 })
      return login(email)
    }
    admin = await make('admin', 'admin', [])
    hbEditor = await make('hb', 'editor', [hb])
    mdtEditor = await make('mdt', 'editor', [mdt])
  })
  const preview = (query: Record<string, string>, token?: string) => callGateway('business/admin/campaignPreview', { query, headers: { ...HB, ...(token ? { cookie: `payload-token=${token}` } : {}) } })

  it('refuses an anonymous caller with 401', async () => {
    const { status, json } = await preview({ kind: 'popup', id: String(ids.comingPopup) })
    expect(status).toBe(401)
    expect(json.code).toBe(401)
  })

  it('shows an administrator and the brand\'s editor a campaign whatever its schedule or switch, without counting', async () => {
    const coming = await preview({ kind: 'popup', id: String(ids.comingPopup) }, admin)
    expect(coming.status).toBe(200)
    expect(coming.json.data).toMatchObject({ id: ids.comingPopup, title: 'coming title' })
    expect((await preview({ kind: 'popup', id: String(ids.disabledPopup) }, hbEditor)).json.data.id).toBe(ids.disabledPopup)
    expect((await preview({ kind: 'poster', id: String(ids.comingPoster) }, hbEditor)).json.data).toMatchObject({ posterId: ids.comingPoster })
    expect(await statsOf('popup', ids.comingPopup)).toHaveLength(0)
  })

  it('refuses an editor of another brand with 403 and an unknown id with 404', async () => {
    expect((await preview({ kind: 'popup', id: String(ids.livePopup) }, mdtEditor)).status).toBe(403)
    expect((await preview({ kind: 'poster', id: '987654321' }, admin)).status).toBe(404)
    expect((await preview({ kind: 'banner', id: '1' }, admin)).status).toBe(400)
  })
})
