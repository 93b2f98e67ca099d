import { openApiDocument } from '@/gateway/openapi'
import { gatewayRoutes } from '@/gateway/routes'

// The document depends only on the route table, which changes with a deploy: render it
// once at build time and let browsers and proxies keep it for an hour.
export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(openApiDocument(gatewayRoutes), {
    headers: { 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
