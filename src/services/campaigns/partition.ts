/** Splits `items` into those that pass `test` and those that do not, keeping their order. */
export function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = []
  const no: T[] = []
  for (const item of items) (test(item) ? yes : no).push(item)
  return [yes, no]
}
