import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { PartnerList } from '@/components/about/PartnerList'
import { PartnerProfile } from '@/components/about/PartnerProfile'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { getPartnerByFriendId, getPartners } from '@/services/about/partners'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'

/** The route's own segment, [[...friendId]]: a partner or introducer. */
type Segments = { friendId?: string[] }

/** '' for the programme page, the friendId for a partner page; more than one segment is no page. */
function friendIdOf(segments: string[] = []): string | null {
  if (segments.length > 1) return null
  try {
    return segments[0] ? decodeURIComponent(segments[0]) : ''
  } catch {
    return null // a malformed escape cannot name a partner
  }
}

export const generateMetadata = cmsMetadata<Segments>('cooperative', async ({ brand, locale, friendId: segments }) => {
  const friendId = friendIdOf(segments)
  if (friendId === null) return null
  if (!friendId) return {}
  const partner = await getPartnerByFriendId(brand, locale, friendId)
  if (!partner) return null
  return { title: partner.name, description: partner.summary, path: `cooperative/${encodeURIComponent(partner.friendId)}` }
})

/**
 * /lz/cooperative: the partner programme (CMS blocks) with the partners and introducers;
 * /lz/cooperative/{friendId}: one partner's or introducer's page, whose sign-up carries
 * its channel code.
 */
export default async function CooperativePage({ params }: { params: SiteParams<Segments> }) {
  const friendId = friendIdOf((await params).friendId)
  if (friendId === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'cooperative')

  if (friendId) {
    const [partner, brandView] = await Promise.all([getPartnerByFriendId(brand, locale, friendId), getBrand(brand, locale)])
    if (!partner || !brandView) notFound()
    return <PartnerProfile partner={partner} brand={brand} locale={locale} workbenchUrl={brandView.workbenchUrl} newTabLabel={ctx.newTabLabel} />
  }

  const [all, t] = await Promise.all([getPartners(brand, locale), getTranslations({ locale, namespace: 'about.partners' })])
  const introducers = all.filter((p) => p.kind === 'introducer')
  return (
    <CmsFrame
      page={page}
      ctx={ctx}
      beforeClosingCta={
        <>
          <PartnerList id="partners" heading={t('heading')} intro={t('intro')} partners={all.filter((p) => p.kind === 'partner')} locale={locale} variant="cards" />
          {introducers.length ? <PartnerList id="introducers" heading={t('introducersHeading')} intro={t('introducersIntro')} partners={introducers} locale={locale} variant="cards" /> : null}
        </>
      }
    />
  )
}
