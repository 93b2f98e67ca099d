import { draftMode } from 'next/headers'
import { exitQuerySchema, exitTarget, queryOf } from '@/services/content/preview-query'

export const dynamic = 'force-dynamic'

/**
 * Leaves the editor's preview (the banner's link): draft mode off for this browser, then
 * back to the page (`?path=` on this site, else the page the link was on, else home),
 * which shows the published version again.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = exitQuerySchema.safeParse(queryOf(new URL(request.url)))
  const target = exitTarget(parsed.success ? parsed.data.path : undefined, request.headers.get('referer'))
  ;(await draftMode()).disable()
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'private, no-store' } })
}
