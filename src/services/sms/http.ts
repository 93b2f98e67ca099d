import { SmsProviderError, type FetchLike } from './types'

/** Every provider call gives up after this long (then counts as a retryable failure). */
export const REQUEST_TIMEOUT_MS = 10_000

export interface JsonReply {
  status: number
  body: unknown
}

/**
 * Send one request and parse the JSON reply. Transport failures, timeouts and unreadable
 * 5xx/429 replies become retryable SmsProviderErrors; the URL (which may carry the phone
 * number and signature) is never put into the error.
 */
export async function requestJson(provider: string, fetchImpl: FetchLike, url: string, init: RequestInit, timeoutMs = REQUEST_TIMEOUT_MS): Promise<JsonReply> {
  let response: Response
  let text: string
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    text = await response.text()
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    const reason = name === 'TimeoutError' || name === 'AbortError' ? `timed out after ${timeoutMs} ms` : 'network error'
    throw new SmsProviderError(`${provider}: request failed (${reason})`, provider, true, { code: 'NetworkError', cause: error })
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown }
  } catch {
    const retryable = response.status >= 500 || response.status === 429
    throw new SmsProviderError(`${provider}: unexpected reply (HTTP ${response.status}, not JSON)`, provider, retryable, { code: `HTTP${response.status}` })
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * A provider's own error text, safe to log: mainland mobile numbers in it are masked (Aliyun's
 * SignatureDoesNotMatch echoes the whole string to sign, phone number included) and it is
 * cut to a sane length.
 */
export function safeProviderText(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value)
  // Any digit run ending in 1xxxxxxxxxx (also +86… / 86… prefixed) loses its middle four digits.
  const masked = text.replace(/\d{11,}/g, (run) => (run[run.length - 11] === '1' ? `${run.slice(0, -8)}****${run.slice(-4)}` : run))
  return masked.length > max ? `${masked.slice(0, max)}…` : masked
}
