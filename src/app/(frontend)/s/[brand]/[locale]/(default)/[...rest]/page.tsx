import { notFound } from 'next/navigation'

export function generateStaticParams() {
  return []
}

/** Any page path no route claims is a 404 inside the brand's default layout. */
export default function UnknownPage() {
  notFound()
}
