'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'next-intl'
import { inputClass, labelClass, linkClass, QUIET, secondaryButtonClass, Section, SubmitStatus, useCompliance, useSubmit } from './state'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * The private calendar feed (calendar apps subscribe without a login, so the address is the
 * key: it can be replaced) and the one-off downloads of the same deadlines.
 */
export function CalendarFeed({ feedPath, exportIcsHref, exportCsvHref }: { feedPath: string; exportIcsHref: string; exportCsvHref: string }) {
  const t = useTranslations('workbench')
  const { client, update } = useCompliance()
  const reset = useSubmit()
  const [copy, setCopy] = useState<CopyState>('idle')
  const id = useId()
  // Only rendered after the overview loaded in the browser, so the origin is known.
  const feedUrl = new URL(feedPath, window.location.origin).toString()

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(feedUrl)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
  }

  function resetAddress() {
    if (reset.state.kind === 'saving' || !window.confirm(t('compliance.calendar.resetConfirm'))) return
    setCopy('idle')
    void reset.run(async () => {
      const answer = await client.post<{ feedPath: string }>('system/compliance/calendar/reset', undefined, QUIET)
      update((overview) => ({ ...overview, feedPath: answer.feedPath }))
    })
  }

  return (
    <Section id="compliance-calendar" title={t('compliance.calendar.heading')}>
      <p className="text-sm text-slate-700">{t('compliance.calendar.intro')}</p>
      <label htmlFor={`${id}-feed`} className={`mt-4 ${labelClass}`}>
        {t('compliance.calendar.feedLabel')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-feed`}
          type="text"
          readOnly
          value={feedUrl}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={`${id}-private`}
          className={`flex-1 font-mono text-sm ${inputClass}`}
        />
        <button type="button" onClick={copyAddress} className={`shrink-0 ${secondaryButtonClass}`}>
          {t('compliance.calendar.copy')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm text-slate-700">
        {copy === 'copied' ? t('compliance.calendar.copied') : copy === 'failed' ? t('compliance.calendar.copyFailed') : ''}
      </p>
      <p id={`${id}-private`} className="text-sm text-slate-700">
        {t('compliance.calendar.private')}
      </p>
      <button type="button" onClick={resetAddress} disabled={reset.state.kind === 'saving'} className={`mt-3 ${secondaryButtonClass}`}>
        {reset.state.kind === 'saving' ? t('compliance.saving') : t('compliance.calendar.reset')}
      </button>
      <SubmitStatus state={reset.state} savedText={t('compliance.calendar.resetDone')} />

      <h3 className="mt-6 font-semibold text-ink">{t('compliance.calendar.exportHeading')}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <a href={exportIcsHref} download className={linkClass}>
            {t('compliance.calendar.exportIcs')}
          </a>
        </li>
        <li>
          <a href={exportCsvHref} download className={linkClass}>
            {t('compliance.calendar.exportCsv')}
          </a>
        </li>
      </ul>
    </Section>
  )
}
