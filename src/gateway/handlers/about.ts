import { z } from 'zod'
import { LOCALES, type Locale } from '@/brands/registry'
import { getCaseStudies } from '@/services/about/cases'
import { CUSTOM_UID, getCustomPage } from '@/services/about/custom'
import { getFreeOffers } from '@/services/about/offers'
import { getPartnerByFriendId, getPartnersOfKind, type PartnerKind } from '@/services/about/partners'
import { getPage } from '@/services/content/pages'
import { CODES, GatewayFailure } from '../envelope'
import { route, type RouteTable } from '../router'

// Not-found texts of this area; kept beside the calls that use them.
const NOT_FOUND = {
  aboutUs: { cn: '该品牌暂无关于我们页面', en: 'This brand has no about page' },
  custom: { cn: '页面不存在', en: 'No such page' },
  partner: { cn: '合作伙伴不存在或已下线', en: 'No such partner' },
  introducer: { cn: '推荐人不存在或已下线', en: 'No such introducer' },
} as const

function notFound(what: keyof typeof NOT_FOUND, locale: Locale): GatewayFailure {
  const texts: Partial<Record<Locale, string>> = NOT_FOUND[what]
  return new GatewayFailure(404, CODES.NOT_FOUND, texts[locale] ?? NOT_FOUND[what].en)
}

const langQuery = z.object({ lang: z.enum(LOCALES).optional() })
// friendId as it appears in /lz/cooperative/{friendId}.
const friendIdQuery = langQuery.extend({ id: z.string().trim().min(1).max(80) })
const customQuery = langQuery.extend({ uid: z.string().regex(CUSTOM_UID) })

function partnerRoute(kind: PartnerKind) {
  return route('GET', friendIdQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const partner = await getPartnerByFriendId(ctx.brand.key, locale, q.id, kind)
    if (!partner) throw notFound(kind, locale)
    return partner
  })
}

/** About page, partners, case studies, free offers and custom pages (spec 7). */
export const aboutRoutes: RouteTable = {
  'officialQuery/getAboutUs': route('GET', langQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const page = await getPage(ctx.brand.key, locale, 'aboutUs')
    if (!page) throw notFound('aboutUs', locale)
    return page
  }),
  'officialQuery/getPartner': route('GET', langQuery, (q, ctx) => getPartnersOfKind(ctx.brand.key, q.lang ?? ctx.locale, 'partner')),
  'officialMenuRelation/getSuccessfulCase': route('GET', langQuery, (q, ctx) => getCaseStudies(ctx.brand.key, q.lang ?? ctx.locale)),
  'officialQuery/getFreeTrial': route('GET', langQuery, (q, ctx) => getFreeOffers(ctx.brand.key, q.lang ?? ctx.locale)),
  // The browser calls this without a toast (spec 7): a 404 simply means "no custom page".
  'officialQuery/getCustom': route('GET', customQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const page = await getCustomPage(ctx.brand.key, locale, q.uid)
    if (!page) throw notFound('custom', locale)
    return page
  }),
  'business/officialPartnersInfo/getPartnersInfoById': partnerRoute('partner'),
  'business/officialPartnersIntroducer/getIntroducerById': partnerRoute('introducer'),
}
