'use client'

import { createElement, type ReactNode } from 'react'
import type { RichAttrs, RichNode } from './rich-nodes'

/**
 * Renders editors' rich text from its compact nodes (rich-nodes.ts): the page payload carries
 * the text as data, not as React elements, and the HTML is the same as the server's would be.
 */
export function RichTextView({ nodes, className }: { nodes: RichNode[]; className: string }) {
  return <div className={className}>{nodes.map(render)}</div>
}

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const [tag, first, ...rest] = node
  const attrs = first !== undefined && typeof first === 'object' && !Array.isArray(first) ? (first as RichAttrs) : null
  const children = (attrs ? rest : first === undefined ? rest : [first, ...rest]) as RichNode[]
  return createElement(tag, { ...attrs, key }, ...children.map(render))
}
