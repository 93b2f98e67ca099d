import { crossSiteProblem } from '@/lib/cross-site'
import { readLimitedBody } from '@/lib/read-body'
import BODY_LIMITS from '../../server/body-limits.json'

/** Uploads (images, short course videos) are the largest bodies the CMS API takes. */
const MAX_UPLOAD_BYTES = BODY_LIMITS.cmsUpload
const MAX_JSON_BYTES = BODY_LIMITS.cmsJson

function problem(status: number, message: string): Response {
  // Payload's own error shape, so the admin shows the message.
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'private, no-store' } })
}

/**
 * Before Payload sees a write: refuse cross-site requests (the admin's session cookie
 * would otherwise be ambient authority for any page the editor visits) and bodies past
 * their limit, counted while they stream. The body read here is handed on as a buffer.
 */
export async function guardCmsWrite(request: Request): Promise<Request | Response> {
  const crossSite = crossSiteProblem(request.headers)
  if (crossSite) return problem(403, `Refused: ${crossSite}.`)
  const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
  const limit = multipart ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES
  const body = await readLimitedBody(request, limit)
  if (!body.ok) return problem(413, `The request body is larger than ${limit} bytes.`)
  return new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes.byteLength ? (body.bytes as Uint8Array<ArrayBuffer>) : null })
}

/**
 * Answers of the CMS API depend on who asks (drafts, staff-only fields) and carry
 * customer data: no shared cache may keep them. Public media files keep their own
 * caching, as Payload sets it.
 */
export function privateAnswer(response: Response, request: Request): Response {
  const path = new URL(request.url).pathname
  if (/^\/api\/media\/file\//.test(path) && response.ok) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
