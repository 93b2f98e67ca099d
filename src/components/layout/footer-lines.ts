/** The footer's bottom line: pure, so a unit test can check it without rendering. */

/** A copyright notice as editors write it: "© 2026 ...", "(c) ...", "Copyright ...", "... 版权所有". */
export function isCopyrightLine(text: string): boolean {
  const t = text.trim()
  return /^(©|\(c\)|copyright\s*(©|\(c\)|\d{4}))/i.test(t) || /版权所有|all rights reserved|alle rechte vorbehalten|저작권/i.test(t)
}

/**
 * The bottom group's items to list beside the brand's copyright line. When the brand record
 * has a copyright line, the footer shows it, and a copyright notice in the bottom group
 * would say it a second time, so that one is left out. Without one, the group's items all stay.
 */
export function bottomLines<T extends { typeValueOne: string }>(items: readonly T[], copyright: string | null | undefined): T[] {
  if (!copyright?.trim()) return [...items]
  return items.filter((item) => !isCopyrightLine(item.typeValueOne))
}
