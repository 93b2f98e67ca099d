import { z } from 'zod'
import { getCaseStudies } from '@/services/about/cases'
import { CUSTOM_UID, getCustomPage } from '@/services/about/custom'
import { getFreeOffers } from '@/services/about/offers'
import { getPartnerByFriendId, getPartnersOfKind, type PartnerKind } from '@/services/about/partners'
import { getPage } from '@/services/content/pages'
import { notFoundFailure } from '../envelope'
import { gatewayMessage } from '../messages'
import { langQuery } from './officialQuery'
import { route, type RouteTable } from '../router'

// Not-found texts of this area; kept beside the calls that use them.
// friendId as it appears in /lz/cooperative/{friendId}.
const friendIdQuery = langQuery.extend({ id: z.string().trim().min(1).max(80) })
const customQuery = langQuery.extend({ uid: z.string().regex(CUSTOM_UID) })

function partnerRoute(kind: PartnerKind) {
  return route('GET', friendIdQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const partner = await getPartnerByFriendId(ctx.brand.key, locale, q.id, kind)
    if (!partner) throw notFoundFailure(gatewayMessage(kind === 'partner' ? 'partnerNotFound' : 'introducerNotFound', locale))
    return partner
  })
}

/** About page, partners, case studies, free offers and custom pages. */
export const aboutRoutes: RouteTable = {
  'officialQuery/getAboutUs': route('GET', langQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const page = await getPage(ctx.brand.key, locale, 'aboutUs')
    if (!page) throw notFoundFailure(gatewayMessage('aboutUsNotFound', locale))
    return page
  }),
  'officialQuery/getPartner': route('GET', langQuery, (q, ctx) => getPartnersOfKind(ctx.brand.key, q.lang ?? ctx.locale, 'partner')),
  'officialMenuRelation/getSuccessfulCase': route('GET', langQuery, (q, ctx) => getCaseStudies(ctx.brand.key, q.lang ?? ctx.locale)),
  'officialQuery/getFreeTrial': route('GET', langQuery, (q, ctx) => getFreeOffers(ctx.brand.key, q.lang ?? ctx.locale)),
  // The browser calls this without a toast: a 404 simply means "no custom page".
  'officialQuery/getCustom': route('GET', customQuery, async (q, ctx) => {
    const locale = q.lang ?? ctx.locale
    const page = await getCustomPage(ctx.brand.key, locale, q.uid)
    if (!page) throw notFoundFailure(gatewayMessage('customNotFound', locale))
    return page
  }),
  'business/officialPartnersInfo/getPartnersInfoById': partnerRoute('partner'),
  'business/officialPartnersIntroducer/getIntroducerById': partnerRoute('introducer'),
}
