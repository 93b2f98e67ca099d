/**
 * The gateway's answer shape and codes, shared by the server's router (gateway/router.ts)
 * and the browser client (lib/gateway-client): one definition on both sides of the wire.
 */

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
