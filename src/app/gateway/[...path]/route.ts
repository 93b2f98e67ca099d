import { dispatch } from '@/gateway/router'
import { gatewayRoutes } from '@/gateway/routes'

type Context = { params: Promise<{ path: string[] }> }

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params
  return dispatch(gatewayRoutes, path.join('/'), request)
}

export const GET = handle
export const POST = handle
export const PUT = handle
export const DELETE = handle
export const PATCH = handle
export const dynamic = 'force-dynamic'
