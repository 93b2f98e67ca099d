import type { BrandKey, Locale } from '@/brands/registry'
import type { PageBlock, PageView } from '@/services/content/pages'
import { breadcrumbLd, faqPageLd, faqPairs, organizationLd, serviceLd, type FaqPair, type JsonLd, type OrganizationInput } from './json-ld'
import { isListablePage } from './sitemap'
import { absoluteUrl, pagePath } from './urls'

/**
 * The structured data a CMS page's own blocks call for (pure):
 *   Organization    the home page: the brand (its name, home address, logo, contacts). Said
 *                   once on the home, as search engines ask, rather than on every page,
 *                   where it cost each page's HTML and payload about 2 KB
 *   BreadcrumbList  below the home: the brand's home, then the page
 *   FAQPage         the page has a FAQ block: the questions of all its FAQ blocks
 *   Service         the page has a price table block: a page with prices offers a service
 *                   (the rule is the block, so an editor decides by adding prices)
 * A template page (the article page behind every article) has no address of its own: it
 * gets no breadcrumb or service, the article route describes itself (articleLd).
 */
export function cmsPageLd(input: {
  origin: string
  brand: BrandKey
  locale: Locale
  brandName: string
  page: Pick<PageView, 'slug' | 'navLabel' | 'title' | 'description' | 'layout'>
  /** The brand's facts for its Organization (name and address come from the brand name and its home). */
  organization?: Omit<OrganizationInput, 'name' | 'url'>
}): JsonLd[] {
  const { origin, brand, locale, brandName, page } = input
  const url = absoluteUrl(origin, pagePath(brand, locale, page.slug))
  const home = absoluteUrl(origin, pagePath(brand, locale, 'homes'))
  const out: JsonLd[] = []
  if (page.slug === 'homes' && input.organization) out.push(organizationLd({ ...input.organization, name: brandName, url: home }))
  const ownAddress = isListablePage(page.slug)
  if (ownAddress && url !== home) {
    const crumbs = breadcrumbLd([{ name: brandName, url: home }, { name: page.navLabel || page.title, url }])
    if (crumbs) out.push(crumbs)
  }
  const faq = faqPageLd(faqGroups(page).flat().map(([question, answer]) => ({ question, answer })))
  if (faq) out.push(faq)
  if (ownAddress && page.layout.some((block: PageBlock) => block.blockType === 'priceTable')) {
    // No description: it would repeat the page's meta description word for word.
    out.push(serviceLd({ name: page.title || page.navLabel, url, providerName: brandName, providerUrl: home }))
  }
  return out
}

/**
 * The questions of a page's FAQ blocks, one array of pairs per block: the very arrays the
 * blocks show (faqPairs), so a FAQPage built in the browser from them (site/FaqPageJsonLd)
 * costs the page payload a reference, not the texts again.
 */
export function faqGroups(page: Pick<PageView, 'layout'>): FaqPair[][] {
  return page.layout.flatMap((block: PageBlock) => (block.blockType === 'faq' ? [faqPairs(block.items)] : []))
}
