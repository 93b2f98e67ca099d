'use client'

import { faqPageLd, jsonLdText, type FaqPair } from '@/services/seo/json-ld'

/**
 * A page's FAQPage (JSON-LD) from the question pairs of its FAQ blocks. A client component so
 * that its props can be the very arrays the blocks' question lists receive (faqGroups): the
 * page payload then names them by reference instead of carrying every question and answer a
 * second time as the script's text. The server renders the script into the HTML as before
 * (crawlers read it there); browsers never run it.
 */
export function FaqPageJsonLd({ groups }: { groups: FaqPair[][] }) {
  const data = faqPageLd(groups.flat().map(([question, answer]) => ({ question, answer })))
  return data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} /> : null
}
