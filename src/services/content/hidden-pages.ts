import type { NavigationEntry } from './navigation'

/** Paths never hidden by a disabled entry: custom and guide pages. */
const NEVER_HIDDEN = /^\/(custom|guide)(\/|$)/

function normalise(path: string): string {
  return ('/' + path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '')).toLowerCase()
}

/** True when `path` (below the locale, e.g. /lz/cooperative) is the target of a disabled navigation entry. */
export function isHiddenPath(navigation: NavigationEntry[], path: string): boolean {
  const target = normalise(path)
  if (NEVER_HIDDEN.test(target)) return false
  const visit = (entries: NavigationEntry[]): boolean =>
    entries.some((e) => (e.isEnable === 0 && e.typeValueThree && !/^https?:/i.test(e.typeValueThree) && normalise(e.typeValueThree) === target) || visit(e.children))
  return visit(navigation)
}
