/**
 * Texts of a client island, translated without a message formatter in the browser.
 *
 * next-intl's client side parses ICU messages with intl-messageformat: about 22 KB of
 * compressed JavaScript on every page that shows a form. The islands that use this
 * instead (the contact form) have only plain texts with `{name}` placeholders, which a
 * replace fills; tests/unit/plain-messages.test.ts keeps their messages that simple in
 * every language, so nothing here has to understand plurals or selects.
 */
export interface PlainMessages {
  [key: string]: string | PlainMessages
}

export type PlainValues = Record<string, string | number>

/** A lookup of a dotted key (`problems.required`) that fills `{name}` placeholders; an unknown key answers itself. */
export function plainTranslator(messages: PlainMessages) {
  return function t(key: string, values?: PlainValues): string {
    let node: string | PlainMessages | undefined = messages
    for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') return key
    return values ? node.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : node
  }
}

/** Whether a message is plain: text and `{name}` placeholders, nothing an ICU formatter would treat differently. */
export function isPlainMessage(message: string): boolean {
  const withoutPlaceholders = message.replace(/\{\w+\}/g, '')
  return !/[{}]/.test(withoutPlaceholders) && !message.includes("'{")
}
