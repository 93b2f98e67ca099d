/**
 * A request the browser makes ahead of a click (Next's router prefetch, a <link
 * rel=prefetch>, Chromium's speculation rules): answering it must change nothing for the
 * visitor. The proxy sets no cookie on it: the locale a URL stands for is saved when the
 * page is opened or the language switcher is used, and channel codes when the visitor
 * arrives with them, never because a link to them was in view.
 */
export function isSpeculativeRequest(headers: Pick<Headers, 'get'>): boolean {
  if (headers.get('next-router-prefetch')) return true
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`.toLowerCase()
  return purpose.includes('prefetch') || purpose.includes('prerender')
}
