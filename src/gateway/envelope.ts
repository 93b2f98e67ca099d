import { CODES, type Envelope } from '@/lib/gateway-envelope'

// The answer shape and codes are shared with the browser client; the handlers take them from here.
export { CODES, type Envelope }

/** A failure a handler means to report: it becomes an envelope with this status. */
export class GatewayFailure extends Error {
  constructor(
    public readonly status: number,
    public readonly code: number,
    message: string,
    public readonly data: unknown = null,
  ) {
    super(message)
  }
}

export function envelopeResponse<T>(body: Envelope<T>, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  })
}

/** "No such …" for an id the caller asked for: 404 with the message for `what`. */
export function notFoundFailure(message: string): GatewayFailure {
  return new GatewayFailure(404, CODES.NOT_FOUND, message)
}
