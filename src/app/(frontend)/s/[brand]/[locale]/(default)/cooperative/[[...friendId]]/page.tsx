import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { splitClosingCta } from '@/components/about/layout'
import { PartnerList } from '@/components/about/PartnerList'
import { PartnerProfile } from '@/components/about/PartnerProfile'
import { CmsBlocks, cmsPageMetadata, loadCmsPage } from '@/components/site/CmsPage'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { getPartnerByFriendId, getPartners } from '@/services/about/partners'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Params = Promise<{ brand: string; locale: string; friendId?: string[] }>

/** '' for the programme page, the friendId for a partner page; more than one segment is no page. */
async function friendIdOf(params: Params): Promise<string | null> {
  const segments = (await params).friendId ?? []
  if (segments.length > 1) return null
  try {
    return segments[0] ? decodeURIComponent(segments[0]) : ''
  } catch {
    return null // a malformed escape cannot name a partner
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const friendId = await friendIdOf(params)
  if (friendId === null) return {}
  if (!friendId) return cmsPageMetadata(params as SiteParams, 'cooperative')
  const { brand, locale } = await siteParams(params as SiteParams)
  const partner = await getPartnerByFriendId(brand, locale, friendId)
  if (!partner) return {}
  return cmsPageMetadata(params as SiteParams, 'cooperative', { title: partner.name, description: partner.summary, path: `cooperative/${encodeURIComponent(partner.friendId)}` })
}

/**
 * /lz/cooperative: the partner programme (CMS blocks) with the partners and introducers;
 * /lz/cooperative/{friendId}: one partner's or introducer's page, whose sign-up carries
 * its channel code.
 */
export default async function CooperativePage({ params }: { params: Params }) {
  const friendId = await friendIdOf(params)
  if (friendId === null) notFound()
  const { brand, locale, page, ctx } = await loadCmsPage(params as SiteParams, 'cooperative')

  if (friendId) {
    const [partner, brandView] = await Promise.all([getPartnerByFriendId(brand, locale, friendId), getBrand(brand, locale)])
    if (!partner || !brandView) notFound()
    return <PartnerProfile partner={partner} brand={brand} locale={locale} workbenchUrl={brandView.workbenchUrl} newTabLabel={ctx.newTabLabel} />
  }

  const [all, t] = await Promise.all([getPartners(brand, locale), getTranslations({ locale, namespace: 'about.partners' })])
  const { body, closing } = splitClosingCta(page.layout)
  const introducers = all.filter((p) => p.kind === 'introducer')
  return (
    <>
      <CmsBlocks page={{ ...page, layout: body }} ctx={ctx} />
      <PartnerList id="partners" heading={t('heading')} intro={t('intro')} partners={all.filter((p) => p.kind === 'partner')} locale={locale} variant="cards" />
      {introducers.length ? <PartnerList id="introducers" heading={t('introducersHeading')} intro={t('introducersIntro')} partners={introducers} locale={locale} variant="cards" /> : null}
      <CmsBlocks page={{ ...page, layout: closing }} ctx={ctx} />
    </>
  )
}
