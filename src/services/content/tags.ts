/** Cache tags: one per content area per brand, so a publish expires only what it touched. */
export type ContentArea = 'brand' | 'nav' | 'footer' | 'services' | 'pages' | 'news' | 'help' | 'qa' | 'videos' | 'partners' | 'cases' | 'campaigns' | 'activities'

export function contentTag(area: ContentArea, brandKey: string): string {
  return `${area}:${brandKey}`
}

/** Reference data every brand shares (price list, tax rates): one tag each. */
export type SharedArea = 'prices' | 'tax-rates' | 'ipr-settings' | 'corporate' | 'channels' | 'remote-config' | 'media'

export function sharedTag(area: SharedArea): string {
  return `shared:${area}`
}
