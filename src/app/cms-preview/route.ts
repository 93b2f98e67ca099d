import { draftMode } from 'next/headers'
import { authorizePreview } from '@/services/content/preview'
import { previewQuerySchema, queryOf } from '@/services/content/preview-query'

export const dynamic = 'force-dynamic'

/** Refusals in both CMS languages: the editor reads them in the tab the preview button opened. */
const REFUSALS = {
  invalid: '预览链接无效，请回到内容管理后台重新点击“预览”。\nThis preview link is not valid: open the preview again from the CMS.',
  signedOut: '请先在本站的内容管理后台（/admin）登录，再打开预览。\nSign in to the CMS on this site (/admin) first, then open the preview again.',
  forbidden: '您的账号无权预览该品牌的内容。\nYour account cannot preview this brand’s content.',
  notFound: '找不到要预览的文档，它可能已被删除。\nThe document to preview was not found; it may have been deleted.',
  failed: '暂时无法打开预览，请稍后再试。\nThe preview could not be opened; please try again shortly.',
} as const

function refuse(status: number, text: string): Response {
  return new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
}

/**
 * The CMS's preview button: /cms-preview?collection=pages&id=12&path=/en/lz/VAT. A
 * signed-in staff member of the document's brand gets Next's draft mode for this browser
 * (its cookie) and is sent to the page, which then shows the latest drafts with a banner;
 * anyone else is refused and nothing changes. The path is one on this site only.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = previewQuerySchema.safeParse(queryOf(new URL(request.url)))
  if (!parsed.success) return refuse(400, REFUSALS.invalid)
  try {
    const decision = await authorizePreview(parsed.data, request.headers)
    if (!decision.ok) return refuse(decision.status, REFUSALS[decision.reason])
    ;(await draftMode()).enable()
    return new Response(null, { status: 307, headers: { Location: decision.path, 'Cache-Control': 'private, no-store' } })
  } catch (error) {
    console.error('[preview] could not open a preview', error)
    return refuse(500, REFUSALS.failed)
  }
}
