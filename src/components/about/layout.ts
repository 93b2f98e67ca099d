import type { PageBlock } from '@/services/content/pages'

/**
 * A page whose route adds its own sections (case studies, partner lists) keeps the
 * editor's closing call to action last: the blocks before it, the route's sections,
 * then the trailing CTA blocks.
 */
export function splitClosingCta(blocks: PageBlock[]): { body: PageBlock[]; closing: PageBlock[] } {
  let cut = blocks.length
  while (cut > 0 && blocks[cut - 1]!.blockType === 'cta') cut--
  return { body: blocks.slice(0, cut), closing: blocks.slice(cut) }
}

/** Textarea content → paragraphs (editors separate them with a blank line). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}
