/** A product the header search box can find (officialQuery/getCommoditySearch). */
export interface SearchableService {
  id: number | string
  menuName: string
  menuAttribute: string
  path: string
}

/** Case-insensitive substring match on the menu name; empty keyword keeps all. */
export function filterServices<T extends { menuName: string }>(services: T[], keyword: string): T[] {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return services
  return services.filter((s) => s.menuName.toLowerCase().includes(needle))
}
