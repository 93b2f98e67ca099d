/**
 * schema.org structured data as plain objects (pure), and the one safe way to put it in a
 * page: `jsonLdText` escapes `<` so no text from the CMS can close the <script> element.
 *
 * Which pages say what:
 *   Organization   the brand's home page (page-ld.ts): the brand, its logo, phones, email, address
 *   BreadcrumbList every page below the home (home > page)
 *   FAQPage        a CMS page with a FAQ block: its questions and answers
 *   NewsArticle    a news article; Article for a knowledge-centre article
 *   Service        a CMS page with a price table block: the page offers a priced service
 */

export type JsonLd = Record<string, unknown>

/** The text of a <script type="application/ld+json">: JSON with every `<` escaped. */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export interface OrganizationInput {
  name: string
  url: string
  logoUrl?: string | null
  description?: string | null
  email?: string | null
  phones?: { presale?: string; cooperation?: string; service?: string }
  address?: string | null
}

const CONTACT_TYPES = { presale: 'sales', cooperation: 'partnerships', service: 'customer service' } as const

/**
 * The brand's email is said once, on the Organization; its contact points carry their phones
 * (every page has this object in its HTML and payload, so nothing in it is repeated). A brand
 * with an email and no phone still gets one contact point: the email.
 */
export function organizationLd(input: OrganizationInput): JsonLd {
  const contactPoint: JsonLd[] = (Object.keys(CONTACT_TYPES) as (keyof typeof CONTACT_TYPES)[])
    .filter((kind) => input.phones?.[kind]?.trim())
    .map((kind) => ({ '@type': 'ContactPoint', contactType: CONTACT_TYPES[kind], telephone: input.phones![kind]!.trim() }))
  if (!contactPoint.length && input.email) contactPoint.push({ '@type': 'ContactPoint', contactType: 'customer service', email: input.email })
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    ...(input.logoUrl ? { logo: input.logoUrl } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(contactPoint.length ? { contactPoint } : {}),
    ...(input.address?.trim() ? { address: { '@type': 'PostalAddress', streetAddress: input.address.trim() } } : {}),
  }
}

export interface Crumb {
  name: string
  url: string
}

/** Home first, the page last; null for fewer than two crumbs (the home itself). */
export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd | null {
  if (crumbs.length < 2) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
}

/** Questions without both a question and an answer are left out; null when none is left. */
export function faqPageLd(items: readonly { question?: string | null; answer?: string | null }[]): JsonLd | null {
  const entries = items
    .filter((i) => i.question?.trim() && i.answer?.trim())
    .map((i) => ({ '@type': 'Question', name: i.question!.trim(), acceptedAnswer: { '@type': 'Answer', text: i.answer!.trim() } }))
  if (!entries.length) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entries }
}

/** A question and its answer as a FAQ block shows them. */
export type FaqPair = [question: string, answer: string]

const pairsOfItems = new WeakMap<object, FaqPair[]>()

/**
 * A FAQ block's items as [question, answer] pairs, the same array for the same items
 * (memoised): when the block's list and the page's FAQPage are handed this one array, the
 * page payload carries the questions once and names them by reference the second time.
 */
export function faqPairs(items: readonly { question?: string | null; answer?: string | null }[] | null | undefined): FaqPair[] {
  if (!items) return []
  let pairs = pairsOfItems.get(items)
  if (!pairs) {
    pairs = items.map((item) => [item.question ?? '', item.answer ?? ''] as FaqPair)
    pairsOfItems.set(items, pairs)
  }
  return pairs
}

export interface ArticleInput {
  kind: 'NewsArticle' | 'Article'
  headline: string
  url: string
  description?: string | null
  datePublished?: string | null
  dateModified?: string | null
  author?: string | null
  imageUrl?: string | null
  publisher: { name: string; logoUrl?: string | null }
  inLanguage: string
}

export function articleLd(input: ArticleInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': input.kind,
    headline: input.headline.slice(0, 110),
    // The page is the article's url; mainEntityOfPage would name the same address again.
    url: input.url,
    inLanguage: input.inLanguage,
    ...(input.description ? { description: input.description } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified || input.datePublished ? { dateModified: input.dateModified ?? input.datePublished } : {}),
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    author: input.author?.trim() ? { '@type': 'Person', name: input.author.trim() } : { '@type': 'Organization', name: input.publisher.name },
    publisher: { '@type': 'Organization', name: input.publisher.name, ...(input.publisher.logoUrl ? { logo: { '@type': 'ImageObject', url: input.publisher.logoUrl } } : {}) },
  }
}

export function serviceLd(input: { name: string; url: string; description?: string | null; providerName: string; providerUrl: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    provider: { '@type': 'Organization', name: input.providerName, url: input.providerUrl },
  }
}

/** An absolute URL for a media path (`/api/media/file/x.png`), kept as is when already absolute. */
export function absoluteMediaUrl(origin: string, url: string | null | undefined): string | null {
  if (!url) return null
  if (/^https?:\/\//i.test(url)) return url
  return origin.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '')
}
