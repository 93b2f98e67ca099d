import type { NextRequest } from 'next/server'
import { getVisibleSitemapSources } from '@/services/seo/entries'
import { brandOfRequest, requestOrigin } from '@/services/seo/origin'
import { sitemapEntries, sitemapXml } from '@/services/seo/sitemap'

// One sitemap per host; the page and article lists behind it are cached under the brand's
// pages, news and navigation tags, so a CMS publish shows up on the next request.
export const dynamic = 'force-dynamic'

export async function GET(request: NextRequest): Promise<Response> {
  const brand = brandOfRequest(request.headers)
  const origin = requestOrigin(brand, request.headers, request.nextUrl.protocol)
  const xml = sitemapXml(sitemapEntries(origin, brand, await getVisibleSitemapSources(brand)))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600', 'X-Content-Type-Options': 'nosniff' },
  })
}
