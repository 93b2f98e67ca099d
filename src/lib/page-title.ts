/** A page title is brand, site, nav label, joined by " - "; empty parts are left out. */
export function pageTitle(brandName: string, siteTitle: string, navLabel?: string | null): string {
  return [brandName, siteTitle, navLabel].filter((part) => part && part.trim()).join(' - ')
}
