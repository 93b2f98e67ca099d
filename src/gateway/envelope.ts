/** Every gateway answer is {code, msg, data}; code 0 is success. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Error codes the gateway answers with besides 0. HTTP status travels alongside. */
export const CODES = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
} as const

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
