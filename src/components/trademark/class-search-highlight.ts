/**
 * Which parts of an item name to emphasise for a query. The class finder matches product
 * words loosely (蓝牙耳机 finds 头戴式耳机 through 耳机), and the answer does not say which
 * characters matched, so the page marks every run of two or more characters of the name
 * that also occurs in the query (a one-character query marks that character). Latin
 * letters compare case-insensitively. English queries reach Chinese names through a word
 * list, so they usually mark nothing, which is honest.
 */

export interface TextPart {
  text: string
  match: boolean
}

const MIN_RUN = 2

export function highlightParts(name: string, query: string): TextPart[] {
  const chars = [...name]
  const lowered = chars.map((c) => c.toLowerCase())
  const needle = query.trim().toLowerCase().replace(/\s+/g, ' ')
  const minRun = [...needle].length === 1 ? 1 : MIN_RUN
  const marked = new Array<boolean>(chars.length).fill(false)

  if (needle) {
    for (let start = 0; start < chars.length; start++) {
      // The longest run starting here that the query contains.
      let length = 0
      while (start + length < chars.length && needle.includes(lowered.slice(start, start + length + 1).join(''))) length++
      if (length >= minRun && lowered.slice(start, start + length).join('').trim()) marked.fill(true, start, start + length)
    }
  }

  const parts: TextPart[] = []
  chars.forEach((c, i) => {
    const last = parts[parts.length - 1]
    if (last && last.match === marked[i]) last.text += c
    else parts.push({ text: c, match: marked[i]! })
  })
  return parts
}
