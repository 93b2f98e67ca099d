/**
 * Friendly aliases: public paths that show another route's screen. They are
 * resolved in the proxy, so the alias and its target render the same cached page.
 *   /support/{tutorial|video|videoDetail|faq}/{query?}  → operation/{tab}/{query?} (help centre)
 *   /contact → contactUs   /about → aboutUs   /services → price   /services/eu_cbam → CBAM
 */
const HELP_TABS = new Set(['tutorial', 'video', 'videoDetail', 'faq'])

const SINGLE: Record<string, string[]> = {
  contact: ['contactUs'],
  about: ['aboutUs'],
  services: ['price'],
  'services/eu_cbam': ['CBAM'],
}

export function resolveAlias(segments: string[]): string[] {
  const [first, second, ...rest] = segments
  if (first === 'support' && second && HELP_TABS.has(second)) return ['operation', second, ...rest]
  return SINGLE[segments.join('/')] ?? segments
}
