/**
 * Rich text in content files is written as a small Markdown subset and stored as the Lexical editor
 * state Payload's richText fields hold, so editors get normal editable content:
 * `## heading` / `### heading`, `- item` lists, `1. item` lists, blank-line paragraphs,
 * `> quote`, and inline `**bold**` and `[label](url)`.
 */

type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function textNode(text: string, bold = false): Node {
  return { type: 'text', text, format: bold ? 1 : 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

/** Inline markup: **bold** and [label](url). */
export function inline(source: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(textNode(match[1], true))
    else nodes.push({ type: 'link', fields: { url: match[3], newTab: /^https?:/.test(match[3]!), linkType: 'custom' }, children: [textNode(match[2]!)], ...base, version: 3 })
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)))
  return nodes
}

function paragraph(text: string): Node {
  return { type: 'paragraph', children: inline(text), textFormat: 0, textStyle: '', ...base }
}

function list(items: string[], ordered: boolean): Node {
  return {
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    children: items.map((item, i) => ({ type: 'listitem', value: i + 1, children: inline(item), ...base })),
    ...base,
  }
}

export function markdownToLexical(markdown: string): { root: Node } {
  const children: Node[] = []
  const blocks = markdown.trim().split(/\n\s*\n/)
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean)
    if (!lines.length) continue
    const heading = /^(#{2,4})\s+(.*)$/.exec(lines[0]!)
    if (heading && lines.length === 1) {
      children.push({ type: 'heading', tag: `h${heading[1]!.length}`, children: inline(heading[2]!), ...base })
    } else if (lines.every((l) => /^[-*]\s+/.test(l))) {
      children.push(list(lines.map((l) => l.replace(/^[-*]\s+/, '')), false))
    } else if (lines.every((l) => /^\d+[.)]\s+/.test(l))) {
      children.push(list(lines.map((l) => l.replace(/^\d+[.)]\s+/, '')), true))
    } else if (lines.every((l) => l.startsWith('>'))) {
      children.push({ type: 'quote', children: inline(lines.map((l) => l.replace(/^>\s?/, '')).join(' ')), ...base })
    } else {
      children.push(paragraph(lines.join(' ')))
    }
  }
  return { root: { type: 'root', children, ...base } }
}

/** Plain text of a Lexical state: for search indexes and summaries. */
export function lexicalToPlainText(state: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; text?: string; children?: unknown[] }
    if (typeof n.text === 'string') out.push(n.text)
    if (Array.isArray(n.children)) {
      n.children.forEach(walk)
      if (n.type && n.type !== 'text' && n.type !== 'link') out.push('\n')
    }
  }
  walk((state as { root?: unknown } | null)?.root)
  return out.join('').replace(/\n{2,}/g, '\n').trim()
}
