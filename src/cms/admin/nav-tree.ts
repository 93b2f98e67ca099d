/**
 * The navigation tree the admin shows above the navigation list: flat entries (as the
 * CMS stores them, each naming its parent) arranged per brand, then per place on the site
 * (group), then parent → children, each level in the site's order (sort, then id).
 * Pure: the server component reads the entries and brands, this arranges them.
 */

/** The places a navigation entry appears, in the order the tree lists them. */
export const NAV_TREE_GROUPS = ['pcnav', 'suspended', 'more', 'compliance'] as const
export type NavTreeGroup = (typeof NAV_TREE_GROUPS)[number]

type Id = number | string
/** A relationship value as the local API returns it: an id, a populated document, or nothing. */
type Ref = Id | { id: Id } | null | undefined

export type FlatNavEntry = {
  id: Id
  label?: string | null
  group?: string | null
  sort?: number | null
  enabled?: boolean | null
  parent?: Ref
  brand?: Ref
}

export type TreeBrand = { id: Id; key?: string | null; title?: string | null }

export type NavTreeNode = {
  id: Id
  label: string
  sort: number
  enabled: boolean
  children: NavTreeNode[]
}

export type NavTreeGroupNodes = { group: NavTreeGroup; nodes: NavTreeNode[] }

export type NavTreeBrand = { brand: TreeBrand; groups: NavTreeGroupNodes[]; count: number }

export function refId(ref: Ref): string | null {
  if (ref === null || ref === undefined || ref === '') return null
  if (typeof ref === 'object') return ref.id === null || ref.id === undefined ? null : String(ref.id)
  return String(ref)
}

function bySiteOrder(a: NavTreeNode, b: NavTreeNode): number {
  if (a.sort !== b.sort) return a.sort - b.sort
  const [x, y] = [Number(a.id), Number(b.id)]
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y
  return String(a.id).localeCompare(String(b.id))
}

function isGroup(value: unknown): value is NavTreeGroup {
  return (NAV_TREE_GROUPS as readonly unknown[]).includes(value)
}

/**
 * Builds the tree. An entry is a root of its brand and group when it has no parent, or
 * when its parent is not among the entries given (another brand or group, or one the
 * reader may not see), so every entry shows exactly once. A parent chain that loops (an
 * entry made its own ancestor through the API) is cut where it closes. Brands come in the
 * order given; a brand with no entries and entries of an unknown brand are left out, as
 * are entries of an unknown group. Empty groups are left out.
 */
export function buildNavTree(entries: readonly FlatNavEntry[], brands: readonly TreeBrand[]): NavTreeBrand[] {
  const nodes = new Map<string, NavTreeNode>()
  const meta = new Map<string, { brand: string; group: NavTreeGroup; parent: string | null }>()
  const brandIds = new Set(brands.map((b) => String(b.id)))
  for (const entry of entries) {
    const brand = refId(entry.brand)
    if (brand === null || !brandIds.has(brand) || !isGroup(entry.group)) continue
    const id = String(entry.id)
    nodes.set(id, { id: entry.id, label: entry.label?.trim() || '', sort: typeof entry.sort === 'number' && Number.isFinite(entry.sort) ? entry.sort : 0, enabled: entry.enabled !== false, children: [] })
    meta.set(id, { brand, group: entry.group, parent: refId(entry.parent) })
  }

  // The parent each entry hangs under, or null for a root.
  const parentOf = new Map<string, string | null>()
  for (const [id, { brand, group, parent }] of meta) {
    const p = parent === null || parent === id ? undefined : meta.get(parent)
    parentOf.set(id, p && p.brand === brand && p.group === group ? parent : null)
  }
  // Cut loops: walk up from each entry; a chain that returns to an entry already on it
  // makes the entry where it closed a root.
  for (const id of parentOf.keys()) {
    const seen = new Set<string>([id])
    let current = parentOf.get(id) ?? null
    while (current !== null) {
      if (seen.has(current)) {
        parentOf.set(current, null)
        break
      }
      seen.add(current)
      current = parentOf.get(current) ?? null
    }
  }

  const roots = new Map<string, Map<NavTreeGroup, NavTreeNode[]>>()
  for (const [id, node] of nodes) {
    const parent = parentOf.get(id) ?? null
    if (parent !== null) {
      nodes.get(parent)!.children.push(node)
      continue
    }
    const { brand, group } = meta.get(id)!
    let groups = roots.get(brand)
    if (!groups) roots.set(brand, (groups = new Map()))
    const list = groups.get(group)
    if (list) list.push(node)
    else groups.set(group, [node])
  }
  for (const node of nodes.values()) node.children.sort(bySiteOrder)

  const result: NavTreeBrand[] = []
  for (const brand of brands) {
    const groups = roots.get(String(brand.id))
    if (!groups) continue
    const ordered = NAV_TREE_GROUPS.filter((g) => groups.has(g)).map((group) => ({ group, nodes: groups.get(group)!.sort(bySiteOrder) }))
    const count = [...meta.values()].filter((m) => m.brand === String(brand.id)).length
    result.push({ brand, groups: ordered, count })
  }
  return result
}
