/**
 * A list whose items are read the first time anything looks at it (iterating, indexing,
 * `.length`, `.map` ...), for the seed's data modules: they export their lists under the
 * names the seeding code imports (`PRICE_LIST`, `COMPLIANCE_RULES` ...), but the seed is
 * imported by the database bootstrap of every server start. Reading the files at import
 * would read them on every start, and a broken file would stop a server with nothing to
 * seed; this way they are read only when a seed or a test uses them. A file that fails to
 * load throws at that first use, and again at the next (nothing half-filled is kept).
 */
export function lazyList<T>(load: () => readonly T[]): T[] {
  const items: T[] = []
  let filled = false
  const fill = (): T[] => {
    if (!filled) {
      const loaded = load()
      items.push(...loaded)
      filled = true
    }
    return items
  }
  return new Proxy(items, {
    get: (_target, key) => Reflect.get(fill(), key),
    has: (_target, key) => Reflect.has(fill(), key),
    ownKeys: () => Reflect.ownKeys(fill()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(fill(), key),
    set: (_target, key, value) => Reflect.set(fill(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(fill(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(fill(), key),
  })
}
