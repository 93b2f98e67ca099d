/**
 * The host the visitor asked for. X-Forwarded-Host/-Proto are believed only behind a
 * proxy we trust (TRUST_PROXY=1); otherwise anyone could pick a brand or a redirect
 * target by sending the header.
 */
export function requestHost(headers: Headers): string | null {
  return (process.env.TRUST_PROXY === '1' && headers.get('x-forwarded-host')) || headers.get('host')
}

export function requestProtocol(headers: Headers, fallback: string): string {
  return (process.env.TRUST_PROXY === '1' && headers.get('x-forwarded-proto')) || fallback
}
