import { openApiDocument } from '@/gateway/openapi'
import { gatewayRoutes } from '@/gateway/routes'
import { renderReference } from './render'

// Built from the same document as /gateway/openapi.json, once per deploy.
export const dynamic = 'force-static'

export function GET(): Response {
  return new Response(renderReference(openApiDocument(gatewayRoutes)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
  })
}
