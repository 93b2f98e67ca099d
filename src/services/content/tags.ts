/** Cache tags: one per content area per brand, so a publish expires only what it touched. */
export type ContentArea = 'brand' | 'nav' | 'footer' | 'services' | 'pages'

export function contentTag(area: ContentArea, brandKey: string): string {
  return `${area}:${brandKey}`
}
