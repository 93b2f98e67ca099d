import { dispatch } from '@/gateway/router'
import { gatewayRoutes } from '@/gateway/routes'

/** Calls the real gateway (router + handlers + database) as a browser would, without HTTP. */
export async function callGateway(path: string, init: { method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(`http://localhost/gateway/${path}`)
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
  const request = new Request(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1', ...init.headers },
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  })
  const response = await dispatch(gatewayRoutes, path, request)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as { code: number; msg: string; data: any } }
}
