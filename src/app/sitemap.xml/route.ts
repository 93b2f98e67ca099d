import type { NextRequest } from 'next/server'
import { getVisibleSitemapSources } from '@/services/seo/entries'
import { brandOfRequest, requestOrigin } from '@/services/seo/origin'
import { sitemapDocument, sitemapEntries } from '@/services/seo/sitemap'
import { absoluteUrl } from '@/services/seo/urls'

// One sitemap per host; the lists behind it are cached under the brand's content tags
// (seo/entries.ts sitemapTags) and navigation, so a CMS publish shows up on the next request.
// Past 50,000 URLs the bare address is an index of ?part=n files (sitemapDocument).
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest): Promise<Response> {
  const brand = brandOfRequest(request.headers)
  const origin = requestOrigin(brand, request.headers, request.nextUrl.protocol)
  const entries = sitemapEntries(origin, brand, await getVisibleSitemapSources(brand))
  const xml = sitemapDocument(entries, absoluteUrl(origin, '/sitemap.xml'), request.nextUrl.searchParams.get('part'))
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600', 'X-Content-Type-Options': 'nosniff' },
  })
}
