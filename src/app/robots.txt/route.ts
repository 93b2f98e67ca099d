import type { NextRequest } from 'next/server'
import { brandOfRequest, requestOrigin } from '@/services/seo/origin'
import { absoluteUrl } from '@/services/seo/urls'
import { robotsTxt } from '@/services/seo/sitemap'

// One answer per host (each brand names its own sitemap): read per request, cheap.
export const dynamic = 'force-dynamic'

export function GET(request: NextRequest): Response {
  const brand = brandOfRequest(request.headers)
  const origin = requestOrigin(brand, request.headers, request.nextUrl.protocol)
  return new Response(robotsTxt(absoluteUrl(origin, '/sitemap.xml')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
