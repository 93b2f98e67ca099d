import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardCmsWrite, privateAnswer } from '@/services/cms-api-guard'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Reads pass through (answers marked private); writes are checked for origin and size first. */
const read = (handler: Handler): Handler => async (request, context) => privateAnswer(await handler(request, context), request)
const write = (handler: Handler): Handler => async (request, context) => {
  const guarded = await guardCmsWrite(request)
  if (guarded instanceof Response) return guarded
  return privateAnswer(await handler(guarded, context), request)
}

export const GET = read(REST_GET(config))
export const OPTIONS = REST_OPTIONS(config)
export const POST = write(REST_POST(config))
export const DELETE = write(REST_DELETE(config))
export const PATCH = write(REST_PATCH(config))
export const PUT = write(REST_PUT(config))
