'use client'

import { useEffect, useState } from 'react'
import { ErrorView } from '@/components/layout/islands'

/** Uncaught render errors of a brand page. The message stays generic: no internals leak. */
export default function SiteError({ error }: { error: Error & { digest?: string; statusCode?: number } }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => setUrl(window.location.href), [])
  return <ErrorView statusCode={error.statusCode} url={url} />
}
