import type { Metadata } from 'next'
import { ErrorView } from '@/components/layout/islands'

export const dynamic = 'force-dynamic'

// An error screen other systems link to, its text from the query: nothing to find by search.
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * /errorUrl (blank layout): the error screen other systems send visitors to, with
 * `statusCode`, `url` and `message` in the query. Rendered per request (it reads the query).
 */
export default async function ErrorUrlPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.slice(0, 500) ?? null
  const status = Number(one(query.statusCode))
  return <ErrorView statusCode={Number.isInteger(status) && status >= 400 && status < 600 ? status : 500} url={one(query.url)} message={one(query.message)} />
}
