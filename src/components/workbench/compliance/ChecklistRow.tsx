'use client'

import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { formatDate } from '@/i18n/format'
import { todayInChina } from '@/lib/calendar-date'
import type { Frequency } from '@/services/compliance/deadline-rules'
import { CHECKLIST_STATUSES, NUMBER_MAX_LENGTH } from '@/services/compliance/tracker-types'
import type { ChecklistItemView, ChecklistStatus, ChecklistUpdate, ComplianceOverview } from '@/services/compliance/tracker-types'
import { inputClass, invalidIf, labelClass, QUIET, secondaryButtonClass, SubmitStatus, useCompliance, useSubmit } from './state'

interface Draft {
  status: ChecklistStatus
  number: string
  startedOn: string
  frequency: Frequency | ''
}


function draftOf(item: ChecklistItemView): Draft {
  return { status: item.status, number: item.number, startedOn: item.startedOn ?? '', frequency: item.frequency ?? '' }
}

/**
 * One obligation: its status, registration number, start date and filing frequency, saved
 * on their own. The server answers with the whole overview (the deadlines follow the change).
 */
export function ChecklistRow({ item }: { item: ChecklistItemView }) {
  const t = useTranslations('workbench')
  const { client, locale, update } = useCompliance()
  const { state, run, reset } = useSubmit()
  const id = useId()
  const [draft, setDraft] = useState<Draft>(() => draftOf(item))
  // A newer save of this item (here or in another tab, read back with the overview) wins over the edits.
  const [seen, setSeen] = useState(item.updatedAt)
  if (seen !== item.updatedAt) {
    setSeen(item.updatedAt)
    setDraft(draftOf(item))
  }

  function change<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [key]: value }))
    reset()
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind === 'saving') return
    const body: ChecklistUpdate = {
      ruleKey: item.ruleKey,
      jurisdiction: item.jurisdiction,
      status: draft.status,
      number: draft.number.trim(),
      startedOn: draft.startedOn,
      ...(item.frequencies.length > 0 ? { frequency: draft.frequency } : {}),
    }
    void run(async () => {
      const overview = await client.post<ComplianceOverview>('system/compliance/item', body, QUIET)
      update(() => overview)
    })
  }

  const needsDate = draft.status === 'done' && !draft.startedOn && item.hasDeadlines
  // Number, date and frequency matter once the obligation is being met: an item still to do
  // (or not applicable) shows only its status, which keeps a long checklist short.
  const detailed = draft.status === 'done' || draft.status === 'inProgress' || Boolean(draft.number || draft.startedOn || draft.frequency)
  const ids = { status: `${id}-status`, number: `${id}-number`, since: `${id}-since`, frequency: `${id}-frequency`, hint: `${id}-hint` }

  return (
    <form onSubmit={save} aria-busy={state.kind === 'saving' || undefined} className="rounded-lg border border-slate-200 p-4">
      <fieldset className="min-w-0">
        <legend className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium text-ink">{item.title}</span>
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-slate-700">{t(`compliance.phase.${item.phase}`)}</span>
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor={ids.status} className={labelClass}>
              {t('compliance.checklist.status')}
            </label>
            <select id={ids.status} value={draft.status} onChange={(e) => change('status', e.target.value as ChecklistStatus)} className={`mt-1 ${inputClass}`}>
              {CHECKLIST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`compliance.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          {detailed ? (
            <>
          <div>
            <label htmlFor={ids.number} className={labelClass}>
              {t('compliance.checklist.number')}
            </label>
            <input
              id={ids.number}
              type="text"
              value={draft.number}
              maxLength={NUMBER_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => change('number', e.target.value)}
              aria-invalid={invalidIf(state, 'number')}
              className={`mt-1 font-mono ${inputClass}`}
            />
          </div>
          <div>
            <label htmlFor={ids.since} className={labelClass}>
              {t('compliance.checklist.startedOn')}
            </label>
            <input
              id={ids.since}
              type="date"
              value={draft.startedOn}
              max={todayInChina()}
              onChange={(e) => change('startedOn', e.target.value)}
              aria-invalid={invalidIf(state, 'startedOn')}
              aria-describedby={needsDate ? ids.hint : undefined}
              className={`mt-1 ${inputClass}`}
            />
          </div>
          {item.frequencies.length > 0 ? (
            <div>
              <label htmlFor={ids.frequency} className={labelClass}>
                {t('compliance.checklist.frequency')}
              </label>
              <select id={ids.frequency} value={draft.frequency} onChange={(e) => change('frequency', e.target.value as Frequency | '')} className={`mt-1 ${inputClass}`}>
                <option value="">{t('compliance.checklist.frequencyNone')}</option>
                {item.frequencies.map((f) => (
                  <option key={f} value={f}>
                    {t(`compliance.frequency.${f}`)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
            </>
          ) : null}
        </div>
      </fieldset>
      {needsDate ? (
        <p id={ids.hint} className="mt-2 text-sm text-amber-800">
          {t('compliance.checklist.needsDate')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <button type="submit" disabled={state.kind === 'saving'} className={secondaryButtonClass}>
          {state.kind === 'saving' ? t('compliance.saving') : t('compliance.checklist.save')}
        </button>
        {item.updatedAt ? <span className="text-xs text-slate-600">{t('compliance.checklist.updatedAt', { date: formatDate(item.updatedAt, locale, 'dateTime') })}</span> : null}
      </div>
      <div className="mt-1">
        <SubmitStatus state={state} />
      </div>
    </form>
  )
}
