import { beforeAll, describe, expect, it, vi } from 'vitest'

// Uploads of the media rows go to a temporary folder, not the project's data/media
// (hoisted above the imports, which read it when the Payload config loads).
vi.hoisted(() => {
  process.env.MEDIA_DIR = `${process.env.TMPDIR || '/tmp'}/access-matrix-media-${process.pid}`
})

import { getPayload, type CollectionSlug, type Payload } from 'payload'
import config from '@payload-config'
import { JURISDICTION_KEYS } from '@/services/compliance/questions'
import { markdownToLexical } from '@/lib/rich-text/lexical'
import { callGateway } from './helpers'
import { corporateJurisdictions } from '@/services/corporate/reference-data'

/**
 * Who may do what, for every collection: anonymous, an editor of mdt, an editor of lz and
 * an administrator, each trying to read, create, update, delete and move documents of
 * both brands through Payload's local API with access enforced. The expectations come
 * from the declarative table below; a collection missing from it fails the test, so a
 * new collection cannot ship without a decision.
 */

type Role = 'anonymous' | 'editorMdt' | 'editorLz' | 'admin'
const ROLES: Role[] = ['anonymous', 'editorMdt', 'editorLz', 'admin']
type Brand = { id: number; key: 'mdt' | 'lz' }

/** Who may perform an operation: everyone, any staff member, editors of the document's brand (and admins), admins, no one. */
type Level = 'anyone' | 'staff' | 'ownBrand' | 'admin' | 'nobody'
type Rules = { read: Level; create: Level; update: Level; delete: Level; move?: Level }

const KINDS = {
  /** Content editors write, tied to a brand. */
  'brand-content': { read: 'ownBrand', create: 'ownBrand', update: 'ownBrand', delete: 'ownBrand', move: 'admin' },
  /** Customer records the site writes; editors of the brand work them. */
  'brand-records': { read: 'ownBrand', create: 'nobody', update: 'ownBrand', delete: 'ownBrand', move: 'admin' },
  /** Logs the site writes and nobody edits; editors read their brand's. */
  'brand-log': { read: 'ownBrand', create: 'nobody', update: 'nobody', delete: 'admin', move: 'nobody' },
  /** Shared reference data: only administrators write. */
  'reference-public': { read: 'anyone', create: 'admin', update: 'admin', delete: 'admin' },
  'reference-staff': { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  /** Customer or security data without a brand: administrators only. */
  'admin-only': { read: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },
  'admin-only-log': { read: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
  /** The brands themselves: public, each editor edits their own brand's record. */
  'brand-document': { read: 'anyone', create: 'admin', update: 'ownBrand', delete: 'admin' },
  /** One media library: editors upload, only admins replace or delete. */
  'shared-upload': { read: 'anyone', create: 'staff', update: 'admin', delete: 'admin' },
} satisfies Record<string, Rules>
type Kind = keyof typeof KINDS | 'staff-accounts' | 'payload-internal'

type Fixtures = { merchant: number; helpCategory: Record<Brand['key'], number>; media: number }
type Entry = {
  kind: Kind
  /** How the collection stores the brand: a relationship id or the brand key. */
  ref?: 'id' | 'key'
  /** Data of a valid new document (for brand-scoped collections, of the given brand). */
  sample?: (brand: Brand, tag: string, f: Fixtures) => Record<string, unknown>
  /** Operations an administrator cannot try on a copy, with the reason. */
  skipAdmin?: { create?: string; delete?: string }
}

const text = (tag: string) => `acl ${tag}`
const schedule = () => ({ startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() })
const rich = (tag: string) => markdownToLexical(`acl ${tag}`)
const brandOf = (ref: 'id' | 'key' | undefined, b: Brand) => (ref === 'key' ? b.key : b.id)

const TABLE: Record<string, Entry> = {
  brands: { kind: 'brand-document', skipAdmin: { create: 'every brand key exists already', delete: 'would delete a seeded brand' } },
  'navigation-entries': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, group: 'pcnav', label: text(t) }) },
  'footer-groups': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, kind: 'function', title: text(t) }) },
  services: { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, menuName: text(t), path: `/acl-${t}` }) },
  pages: { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, slug: `acl-${t}`, title: text(t), _status: 'published' }) },
  articles: {
    kind: 'brand-content',
    ref: 'id',
    sample: (b, t) => ({ brand: b.id, title: text(t), category: 'policy', summary: text(t), content: rich(t), publishedAt: new Date().toISOString(), _status: 'published' }),
  },
  'help-categories': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, name: text(t) }) },
  'help-articles': { kind: 'brand-content', ref: 'id', sample: (b, t, f) => ({ brand: b.id, kind: 'manual', category: f.helpCategory[b.key], title: text(t), content: rich(t) }) },
  'qa-entries': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, qaType: 'vat', question: text(t), answer: rich(t) }) },
  'video-courses': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, uid: `acl-${t}`, title: text(t), summary: text(t) }) },
  partners: { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, friendId: `acl-${t}`, name: text(t), summary: text(t) }) },
  'case-studies': { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, title: text(t), client: text(t), challenge: text(t), solution: text(t), result: text(t) }) },
  popups: { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, name: text(t), triggerPages: [{ page: 'homes' }], ...schedule() }) },
  posters: { kind: 'brand-content', ref: 'id', sample: (b, t, f) => ({ brand: b.id, name: text(t), posterImg: f.media, alt: text(t), ...schedule() }) },
  'channel-pages': {
    kind: 'brand-content',
    ref: 'id',
    sample: (b, t, f) => ({ brand: b.id, name: text(t), floatImage: f.media, floatAlt: text(t), modalTitle: text(t), packages: [{ platform: text(t), awardList: [{ awardType: '4', awardScore: 100 }] }], ...schedule() }),
  },
  activities: { kind: 'brand-content', ref: 'id', sample: (b, t) => ({ brand: b.id, key: `acl-${t}`, kind: 'invite', title: text(t), page: `acl-${t}`, ...schedule() }) },
  'campaign-stats': { kind: 'brand-log', ref: 'key', sample: (b) => ({ brand: b.key, kind: 'popup', campaignId: 900000 + counter, day: '2026-01-01', views: 1, clicks: 0, ctr: 0 }) },
  channels: { kind: 'reference-staff', sample: (_b, t) => ({ code: `acl-${t}`, name: text(t) }) },
  'remote-configs': { kind: 'reference-staff', sample: (_b, t) => ({ key: `acl.${t}`, value: { on: true } }) },
  'contact-messages': { kind: 'brand-records', ref: 'id', sample: (b, t) => ({ brand: b.id, name: text(t), email: `acl-${t}@example.com`, subject: text(t), content: text(t) }) },
  'trademark-requests': {
    kind: 'brand-records',
    ref: 'key',
    sample: (b, t, f) => ({ merchant: f.merchant, brand: b.key, markName: text(t), classIds: [9], countries: ['CN'], contactName: text(t), phone: '13800000000', email: `acl-${t}@example.com` }),
  },
  'survey-reports': {
    kind: 'brand-log',
    ref: 'key',
    sample: (b, t) => ({ reportId: `acl-${t}`, source: 1, brand: b.key, locale: 'cn', answerList: [], obligationCount: 0, total: 0, report: {} }),
  },
  'trademark-search-records': { kind: 'brand-log', ref: 'key', sample: (b, t, f) => ({ merchant: f.merchant, brand: b.key, searchType: '0', keyword: text(t), total: 0 }) },
  'visitor-events': { kind: 'brand-log', ref: 'key', sample: (b, t) => ({ brand: b.key, event: 'pageview', path: `/acl-${t}`, occurredAt: new Date().toISOString() }) },
  agreements: { kind: 'reference-public', sample: (_b, t) => ({ kind: 'service', version: `acl-${t}`, title: text(t), content: text(t), publishedAt: new Date().toISOString() }) },
  'price-list': { kind: 'reference-public', sample: (_b, t) => ({ serviceType: 9000 + counter, productName: text(t), unitPrice: 10, priceUnit: text(t) }) },
  'corporate-jurisdictions': { kind: 'reference-public', sample: () => ({ label: `ZZ-${counter}`, facts: corporateJurisdictions()[0] }) },
  'tax-rates': { kind: 'reference-public', sample: (_b, t) => ({ country: 90000 + counter, countryName: text(t), taxName: 'VAT', currency: 'EUR', standardRate: 20 }) },
  'ipr-settings': { kind: 'reference-public', sample: (_b, t) => ({ key: `acl-${t}`, kind: 'custom', label: text(t), value: text(t) }) },
  'compliance-rules': {
    kind: 'reference-staff',
    sample: (_b, t) => ({ key: `acl-${t}`, category: 'vat', jurisdictions: [JURISDICTION_KEYS[0]], match: 'all', title: text(t), summary: text(t), legalBasis: text(t), timing: text(t), risk: text(t) }),
  },
  merchants: { kind: 'admin-only', sample: (_b, t) => ({ mercNo: `acl-${t}`, phone: `199${String(counter).padStart(8, '0')}`, brand: 'lz' }) },
  'merchant-sessions': { kind: 'admin-only', sample: (_b, t, f) => ({ tokenHash: `acl-${t}`, merchant: f.merchant, expiresAt: new Date(Date.now() + 60_000).toISOString() }) },
  'mail-outbox': { kind: 'admin-only', sample: (_b, t) => ({ to: `acl-${t}@example.com`, subject: text(t), text: text(t), status: 'sent', attempts: 1 }) },
  'verification-codes': { kind: 'admin-only-log', sample: (_b, t) => ({ phone: '13800000000', ip: '192.0.2.1', channel: 1, codeHash: `acl-${t}`, expiresAt: new Date().toISOString() }) },
  // A merchant's own checklist and the reminders sent: written only by the account's calls.
  'compliance-checklist': { kind: 'admin-only-log', sample: (_b, t, f) => ({ merchant: f.merchant, ruleKey: `acl-${t}`, jurisdiction: 'DE', status: 'todo' }) },
  'compliance-reminders': { kind: 'admin-only-log', sample: (_b, t, f) => ({ merchant: f.merchant, deadline: `acl-${t}`, date: '2027-01-10' }) },
  'sms-outbox': { kind: 'admin-only-log', sample: (_b, t) => ({ phone: '13800000000', channel: 1, text: text(t) }) },
  media: { kind: 'shared-upload' },
  users: { kind: 'staff-accounts' },
  'payload-locked-documents': { kind: 'payload-internal' },
  'payload-preferences': { kind: 'payload-internal' },
  'payload-migrations': { kind: 'payload-internal' },
  'payload-kv': { kind: 'payload-internal' },
}

let payload: Payload
const brands = {} as Record<Brand['key'], Brand>
const users = {} as Record<Exclude<Role, 'anonymous'>, Record<string, unknown>>
let fixtures: Fixtures
let counter = 0
const nextTag = () => `${Date.now().toString(36)}${++counter}`

const userOf = (role: Role) => (role === 'anonymous' ? undefined : users[role])
const editorBrand = (role: Role): Brand['key'] | null => (role === 'editorMdt' ? 'mdt' : role === 'editorLz' ? 'lz' : null)

function allowed(level: Level, role: Role, docBrand?: Brand['key']): boolean {
  switch (level) {
    case 'anyone':
      return true
    case 'staff':
      return role !== 'anonymous'
    case 'admin':
      return role === 'admin'
    case 'nobody':
      return false
    case 'ownBrand':
      return role === 'admin' || (docBrand !== undefined && editorBrand(role) === docBrand)
  }
}

/** 'ok' when the operation went through, 'denied' when access refused it; anything else is a broken test. */
async function attempt(run: () => Promise<unknown>): Promise<'ok' | 'denied'> {
  try {
    await run()
    return 'ok'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403 || status === 404) return 'denied'
    throw error
  }
}

async function seedDoc(slug: string, entry: Entry, brand: Brand): Promise<{ id: number | string }> {
  return (await payload.create({ collection: slug as CollectionSlug, data: entry.sample!(brand, nextTag(), fixtures) as never, depth: 0 })) as { id: number | string }
}

async function remove(slug: string, id: number | string) {
  await payload.delete({ collection: slug as CollectionSlug, id, depth: 0 }).catch(() => undefined)
}

const opts = (role: Role) => ({ overrideAccess: false as const, user: userOf(role) as never, depth: 0 })

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const key of ['mdt', 'lz'] as const) {
    const doc = (await payload.find({ collection: 'brands', where: { key: { equals: key } }, depth: 0, limit: 1 })).docs[0]!
    brands[key] = { id: doc.id, key }
  }
  const byEmail = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })).docs[0]
  const lzEmail = 'editor.lz.acl@example.com'
  const lzEditor =
    (await byEmail(lzEmail)) ??
    (await payload.create({ collection: 'users', data: { email: lzEmail, password: 'acl-editor-2026', name: 'lz editor', role: 'editor', brands: [brands.lz.id] }, depth: 0 }))
  users.editorLz = { ...lzEditor, collection: 'users' }
  users.editorMdt = { ...(await byEmail('editor.mdt@example.com'))!, collection: 'users' }
  users.admin = { ...(await byEmail('admin@example.com'))!, collection: 'users' }
  const tag = nextTag()
  const merchant = await payload.create({ collection: 'merchants', data: { mercNo: `acl-m-${tag}`, phone: `1970000${String(Date.now()).slice(-4)}`, brand: 'mdt' }, depth: 0 })
  const helpCategory = {} as Fixtures['helpCategory']
  for (const key of ['mdt', 'lz'] as const) {
    helpCategory[key] = (await payload.create({ collection: 'help-categories', data: { brand: brands[key].id, name: text(`cat-${key}-${tag}`) }, depth: 0 })).id
  }
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex')
  const media = await payload.create({ collection: 'media', data: { alt: 'acl campaign' }, file: { data: png, mimetype: 'image/png', name: `acl-campaign-${tag}.png`, size: png.length }, depth: 0 })
  fixtures = { merchant: merchant.id, helpCategory, media: media.id }
})

describe('access matrix', () => {
  it('has a decision for every collection in the Payload config', () => {
    const slugs = payload.config.collections.map((c) => c.slug).sort()
    expect(Object.keys(TABLE).sort()).toEqual(slugs)
  })

  const slugs = Object.keys(TABLE).filter((slug) => TABLE[slug]!.kind in KINDS && TABLE[slug]!.sample)
  it.each(slugs)('%s: every role gets exactly what the table allows', async (slug) => {
    const entry = TABLE[slug]!
    const rules: Rules = KINDS[entry.kind as keyof typeof KINDS]
    const scoped = entry.ref !== undefined
    const holes: string[] = []
    const check = (what: string, expected: boolean, got: 'ok' | 'denied') => {
      if ((got === 'ok') !== expected) holes.push(`${what}: expected ${expected ? 'allowed' : 'denied'}, got ${got}`)
    }
    const docBrands: (Brand['key'] | undefined)[] = scoped ? ['mdt', 'lz'] : [undefined]
    const collection = slug as CollectionSlug

    for (const role of ROLES) {
      for (const key of docBrands) {
        const brand = brands[key ?? 'mdt']
        const label = `${role} ${scoped ? `${key} ` : ''}${slug}`
        const doc = await seedDoc(slug, entry, brand)
        try {
          // Read one, and list: a list shows exactly the documents the role may read.
          check(`${label} read`, allowed(rules.read, role, key), await attempt(() => payload.findByID({ collection, id: doc.id, ...opts(role) })))
          const listed = await payload
            .find({ collection, where: { id: { equals: doc.id } }, ...opts(role) })
            .then((r) => r.docs.length > 0)
            .catch(() => false)
          if (listed !== allowed(rules.read, role, key)) holes.push(`${label} list: expected ${allowed(rules.read, role, key) ? '' : 'not '}listed`)

          // Create a document of this brand.
          if (!(role === 'admin' && entry.skipAdmin?.create)) {
            let created: { id: number | string } | undefined
            const got = await attempt(async () => {
              created = (await payload.create({ collection, data: entry.sample!(brand, nextTag(), fixtures) as never, ...opts(role) })) as { id: number | string }
            })
            check(`${label} create`, allowed(rules.create, role, key), got)
            if (created) await remove(slug, created.id)
          }

          // Update without changing the brand.
          check(`${label} update`, allowed(rules.update, role, key), await attempt(() => payload.update({ collection, id: doc.id, data: {}, ...opts(role) })))

          // Move to the other brand, by id and by a bulk update.
          if (scoped && rules.move) {
            const other = brands[key === 'mdt' ? 'lz' : 'mdt']
            const data = { brand: brandOf(entry.ref, other) } as never
            const moved = await attempt(() => payload.update({ collection, id: doc.id, data, ...opts(role) }))
            check(`${label} move to ${other.key}`, allowed(rules.move, role, key), moved)
            const stored = (await payload.findByID({ collection, id: doc.id, depth: 0 })) as unknown as Record<string, unknown>
            const storedBrand = String(stored.brand)
            if (moved === 'denied' && storedBrand !== String(brandOf(entry.ref, brand))) holes.push(`${label} move refused but the brand changed`)
            if (moved === 'ok') await payload.update({ collection, id: doc.id, data: { brand: brandOf(entry.ref, brand) } as never, depth: 0 })
            const bulk = await payload
              .update({ collection, where: { id: { equals: doc.id } }, data, ...opts(role) })
              .then((r) => (r.docs.length > 0 ? 'ok' : 'denied'))
              .catch((error: { status?: number }) => (error.status === 403 || error.status === 404 ? 'denied' : Promise.reject(error)))
            check(`${label} bulk move to ${other.key}`, allowed(rules.move, role, key), bulk as 'ok' | 'denied')
            if (bulk === 'ok') await payload.update({ collection, id: doc.id, data: { brand: brandOf(entry.ref, brand) } as never, depth: 0 })
          }

          // Delete.
          if (!(role === 'admin' && entry.skipAdmin?.delete)) {
            check(`${label} delete`, allowed(rules.delete, role, key), await attempt(() => payload.delete({ collection, id: doc.id, ...opts(role) })))
          }
        } finally {
          await remove(slug, doc.id)
        }
      }
    }
    expect(holes).toEqual([])
  })

  it('brands: an editor edits only their own brand record and cannot create or delete brands', async () => {
    const holes: string[] = []
    for (const role of ROLES) {
      for (const key of ['mdt', 'lz'] as const) {
        const id = brands[key].id
        const label = `${role} brands/${key}`
        check(holes, `${label} read`, true, await attempt(() => payload.findByID({ collection: 'brands', id, ...opts(role) })))
        check(holes, `${label} update`, allowed('ownBrand', role, key), await attempt(() => payload.update({ collection: 'brands', id, data: {}, ...opts(role) })))
        if (role !== 'admin') check(holes, `${label} delete`, false, await attempt(() => payload.delete({ collection: 'brands', id, ...opts(role) })))
      }
      if (role !== 'admin') {
        check(holes, `${role} brands create`, false, await attempt(() => payload.create({ collection: 'brands', data: { key: 'mdt', platformCode: 'x', name: 'x', siteTitle: 'x', defaultLocale: 'cn', publishedLocales: ['cn'] } as never, ...opts(role) })))
      }
    }
    // An editor cannot rename their brand's key (it decides routing).
    const before = await payload.findByID({ collection: 'brands', id: brands.mdt.id, depth: 0 })
    await payload.update({ collection: 'brands', id: brands.mdt.id, data: { key: 'lz' } as never, ...opts('editorMdt') }).catch(() => undefined)
    expect((await payload.findByID({ collection: 'brands', id: brands.mdt.id, depth: 0 })).key).toBe(before.key)
    expect(holes).toEqual([])
  })

  it('media: editors upload, only administrators replace or delete', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex')
    const file = (tag: string) => ({ data: png, mimetype: 'image/png', name: `acl-${tag}.png`, size: png.length })
    const holes: string[] = []
    for (const role of ROLES) {
      let created: { id: number | string } | undefined
      const got = await attempt(async () => {
        created = await payload.create({ collection: 'media', data: { alt: 'acl' }, file: file(nextTag()), ...opts(role) })
      })
      check(holes, `${role} media create`, allowed('staff', role), got)
      const doc = created ?? (await payload.create({ collection: 'media', data: { alt: 'acl' }, file: file(nextTag()), depth: 0 }))
      check(holes, `${role} media read`, true, await attempt(() => payload.findByID({ collection: 'media', id: doc.id, ...opts(role) })))
      check(holes, `${role} media update`, allowed('admin', role), await attempt(() => payload.update({ collection: 'media', id: doc.id, data: { alt: 'changed' }, ...opts(role) })))
      check(holes, `${role} media delete`, allowed('admin', role), await attempt(() => payload.delete({ collection: 'media', id: doc.id, ...opts(role) })))
      await remove('media', doc.id)
    }
    expect(holes).toEqual([])
  })

  it('versions of pages and news: an editor reads only their own brands’ history', async () => {
    for (const slug of ['pages', 'articles'] as const) {
      const entry = TABLE[slug]!
      const mdt = await seedDoc(slug, entry, brands.mdt)
      const lz = await seedDoc(slug, entry, brands.lz)
      try {
        const { docs } = await payload.findVersions({ collection: slug, where: { parent: { in: [mdt.id, lz.id] } }, ...opts('editorMdt') })
        expect(docs.length).toBeGreaterThan(0)
        expect(docs.every((v) => String(v.parent) === String(mdt.id))).toBe(true)
        await expect(payload.findVersions({ collection: slug, ...opts('anonymous') })).rejects.toMatchObject({ status: 403 })
        const all = await payload.findVersions({ collection: slug, where: { parent: { in: [mdt.id, lz.id] } }, ...opts('admin') })
        expect(new Set(all.docs.map((v) => String(v.parent)))).toEqual(new Set([String(mdt.id), String(lz.id)]))
      } finally {
        await remove(slug, mdt.id)
        await remove(slug, lz.id)
      }
    }
  })

  it('payload internals are closed to anonymous callers', async () => {
    for (const slug of Object.keys(TABLE).filter((s) => TABLE[s]!.kind === 'payload-internal')) {
      const got = await attempt(() => payload.find({ collection: slug as CollectionSlug, ...opts('anonymous') }))
      expect(got, slug).toBe('denied')
    }
  })
})

describe('staff accounts', () => {
  it('an editor reads and edits only their own account, never their role or brands', async () => {
    const mdt = users.editorMdt
    const { docs } = await payload.find({ collection: 'users', limit: 100, ...opts('editorMdt') })
    expect(docs.map((d) => d.id)).toEqual([mdt.id])
    const refused = async (run: () => Promise<unknown>) => expect(await attempt(run)).toBe('denied')
    await refused(() => payload.findByID({ collection: 'users', id: users.admin.id as number, ...opts('editorMdt') }))
    await refused(() => payload.update({ collection: 'users', id: users.admin.id as number, data: { name: 'x' }, ...opts('editorMdt') }))
    await refused(() => payload.update({ collection: 'users', id: users.editorLz.id as number, data: { brands: [brands.mdt.id] }, ...opts('editorMdt') }))
    await refused(() => payload.delete({ collection: 'users', id: users.editorLz.id as number, ...opts('editorMdt') }))
    await refused(() => payload.create({ collection: 'users', data: { email: `acl-${nextTag()}@example.com`, password: 'acl-2026-x', role: 'admin' }, ...opts('editorMdt') }))
    // Widening their own reach is silently dropped: the role and brands stay as they were.
    await payload.update({ collection: 'users', id: mdt.id as number, data: { name: 'Meridian IP editor', role: 'admin', brands: [brands.mdt.id, brands.lz.id] }, ...opts('editorMdt') })
    const after = await payload.findByID({ collection: 'users', id: mdt.id as number, depth: 0 })
    expect(after.role).toBe('editor')
    expect((after.brands ?? []).map((b) => (typeof b === 'object' ? b.id : b))).toEqual([brands.mdt.id])
    await expect(payload.find({ collection: 'users', ...opts('anonymous') })).rejects.toMatchObject({ status: 403 })
    // The admin sees every account.
    expect((await payload.find({ collection: 'users', limit: 100, ...opts('admin') })).docs.length).toBeGreaterThanOrEqual(3)
  })
})

describe('the attorneys’ mailbox stays on the server', () => {
  it('is hidden from anonymous callers and editors, shown to administrators', async () => {
    const where = { key: { equals: 'attorneyEmail' } }
    for (const role of ['anonymous', 'editorMdt'] as const) {
      const { docs } = await payload.find({ collection: 'ipr-settings', where, ...opts(role) })
      expect(docs, role).toEqual([])
      const all = await payload.find({ collection: 'ipr-settings', limit: 200, ...opts(role) })
      expect(all.docs.length).toBeGreaterThan(0)
      expect(all.docs.map((d) => d.key)).not.toContain('attorneyEmail')
    }
    expect((await payload.find({ collection: 'ipr-settings', where, ...opts('admin') })).docs).toHaveLength(1)
  })

  it('is not in the public iprList', async () => {
    const { json } = await callGateway('ipr/web/websiteConfig/iprList')
    expect(json.code).toBe(0)
    const keys = (json.data as { key: string }[]).map((s) => s.key)
    expect(keys).toContain('artificialDailyLimit')
    expect(keys).not.toContain('attorneyEmail')
    expect(JSON.stringify(json.data)).not.toContain('ip-search@')
  })

  it('is still read by the server to mail the attorneys', async () => {
    const { attorneyMailbox } = await import('@/services/trademarks/ipr-settings')
    expect(await attorneyMailbox(payload)).toMatch(/@/)
  })
})

function check(holes: string[], what: string, expected: boolean, got: 'ok' | 'denied') {
  if ((got === 'ok') !== expected) holes.push(`${what}: expected ${expected ? 'allowed' : 'denied'}, got ${got}`)
}
