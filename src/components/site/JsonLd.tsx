import { jsonLdText, type JsonLd as JsonLdData } from '@/services/seo/json-ld'

/**
 * Structured data for search engines, rendered on the server into the HTML: a
 * `<script type="application/ld+json">`, which browsers never execute. Its text escapes
 * `<`, so CMS text cannot end the element. Nothing is rendered for no data.
 */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] | null | undefined }) {
  const list = (Array.isArray(data) ? data : [data]).filter((d): d is JsonLdData => Boolean(d))
  if (!list.length) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(list.length === 1 ? list[0]! : list) }} />
}
