'use client'

import { useEffect, useMemo, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { createGatewayClient } from '@/lib/gateway-client'

/** For a logged-in merchant: says when a newer report or guide than this one exists (isUserNewReport). */
export function NewerReportNotice({ answerId, detailsPath, locale, platformCode, texts }: { answerId: string; detailsPath: string; locale: Locale; platformCode: string; texts: { newer: string; newerLink: string } }) {
  const [latest, setLatest] = useState<string | null>(null)
  const gateway = useMemo(() => createGatewayClient({ platformCode, locale: () => locale }), [platformCode, locale])
  useEffect(() => {
    const controller = new AbortController()
    gateway
      .get<{ isNew: boolean; latestId: string | null }>('space/buyGuideHisAnswers/isUserNewReport', { answerId }, { noToast: true, noRedirect: true, signal: controller.signal })
      .then((r) => r.isNew && r.latestId && setLatest(r.latestId))
      .catch(() => undefined) // visitors (401) and failures: nothing to say
    return () => controller.abort()
  }, [gateway, answerId])
  if (!latest) return null
  return (
    <p role="status" className="mb-6 rounded-lg bg-surface px-4 py-3 text-sm text-ink">
      {texts.newer}{' '}
      <a href={`${detailsPath}?answerId=${latest}`} className="font-semibold text-brand underline underline-offset-2">
        {texts.newerLink}
      </a>
    </p>
  )
}
