/** Spec 2.2: a page title is brand, site, nav label. */
export function pageTitle(brandName: string, siteTitle: string, navLabel?: string | null): string {
  return [brandName, siteTitle, navLabel].filter((part) => part && part.trim()).join(' - ')
}
