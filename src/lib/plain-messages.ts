/**
 * Texts of a client island, translated without a message formatter in the browser.
 *
 * next-intl's client side parses ICU messages with intl-messageformat: about 22 KB of
 * compressed JavaScript on every page with a form or a campaign block. The islands that
 * use this instead (the contact form, the activity status) need two forms of ICU only:
 * `{name}` placeholders and `{n, plural, one {# day} other {# days}}` (with `=N` cases and
 * `#`), chosen by the language's plural rules (Intl.PluralRules, built into browsers).
 * tests/unit/plain-messages.test.ts holds those islands' messages to these two forms in
 * every language, so nothing here has to understand selects, number skeletons or quoting.
 */
export interface PlainMessages {
  [key: string]: string | PlainMessages
}

export type PlainValues = Record<string, string | number>

/** The text between the brace at `open` and its matching closing brace, and the index after it; null when unbalanced. */
function braced(text: string, open: number): { inner: string; end: number } | null {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 }
  }
  return null
}

/** The cases of a plural argument (`one {# day} other {# days}`), or null when it is not one. */
function pluralCases(body: string): Map<string, string> | null {
  const cases = new Map<string, string>()
  let rest = body.trim()
  while (rest) {
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*/.exec(rest)
    if (!selector || rest[selector[0].length] !== '{') return null
    const branch = braced(rest, selector[0].length)
    if (!branch) return null
    cases.set(selector[1], branch.inner)
    rest = rest.slice(branch.end).trim()
  }
  return cases.has('other') ? cases : null
}

/** Formats one message; `#` inside a plural case is its number. Unknown placeholders stay as written. */
function format(message: string, values: PlainValues, locale: string, hash: string | null = null): string {
  let out = ''
  for (let i = 0; i < message.length; ) {
    const char = message[i]
    if (char === '#' && hash !== null) {
      out += hash
      i++
      continue
    }
    if (char !== '{') {
      out += char
      i++
      continue
    }
    const arg = braced(message, i)
    if (!arg) return out + message.slice(i)
    const simple = /^\s*(\w+)\s*$/.exec(arg.inner)
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(arg.inner)
    const cases = plural ? pluralCases(plural[2]) : null
    if (simple && simple[1] in values) out += String(values[simple[1]])
    else if (plural && cases && plural[1] in values) {
      const n = Number(values[plural[1]])
      const chosen = cases.get(`=${n}`) ?? cases.get(new Intl.PluralRules(locale).select(n)) ?? (cases.get('other') as string)
      out += format(chosen, values, locale, new Intl.NumberFormat(locale).format(n))
    } else out += message.slice(i, arg.end)
    i = arg.end
  }
  return out
}

/**
 * A lookup of a dotted key (`problems.required`) that fills placeholders and plurals for
 * `locale` (a BCP 47 tag or one of the site's locales); an unknown key answers itself.
 */
export function plainTranslator(messages: PlainMessages, locale = 'en') {
  return function t(key: string, values: PlainValues = {}): string {
    let node: string | PlainMessages | undefined = messages
    for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined
    return typeof node === 'string' ? format(node, values, locale) : key
  }
}

/** Whether a message uses only what plainTranslator formats: text, `{name}` and `{name, plural, ...}` with plain cases. */
export function isPlainMessage(message: string): boolean {
  if (message.includes("'")) {
    // An apostrophe before a brace or another apostrophe quotes in ICU; elsewhere it is text.
    if (/'[{}#']/.test(message)) return false
  }
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '}') return false
    if (message[i] !== '{') continue
    const arg = braced(message, i)
    if (!arg) return false
    if (!/^\s*\w+\s*$/.test(arg.inner)) {
      const plural = /^\s*\w+\s*,\s*plural\s*,([\s\S]*)$/.exec(arg.inner)
      const cases = plural ? pluralCases(plural[1]) : null
      if (!cases || [...cases.values()].some((text) => !isPlainMessage(text))) return false
    }
    i = arg.end - 1
  }
  return true
}
