'use client'

import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { REMINDER_DAYS, type ReminderSettings } from '@/services/compliance/tracker-types'
import { inputClass, labelClass, primaryButtonClass, QUIET, Section, SubmitStatus, useCompliance, useSubmit } from './state'

/** Email reminders before each deadline; the server checks the address and the days (400 names the field). */
export function Reminders({ settings }: { settings: ReminderSettings }) {
  const t = useTranslations('workbench')
  const { client, update } = useCompliance()
  const { state, run, reset } = useSubmit()
  const id = useId()
  const [enabled, setEnabled] = useState(settings.enabled)
  const [email, setEmail] = useState(settings.email)
  const [days, setDays] = useState(String(settings.daysBefore || REMINDER_DAYS.default))

  function edited<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value)
      reset()
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.kind === 'saving') return
    const body: ReminderSettings = { enabled, email: email.trim(), daysBefore: Number(days) }
    void run(async () => {
      const saved = await client.post<ReminderSettings>('system/compliance/reminders', body, QUIET)
      update((overview) => ({ ...overview, reminders: saved }))
      setEnabled(saved.enabled)
      setEmail(saved.email)
      setDays(String(saved.daysBefore))
    })
  }

  const ids = { enabled: `${id}-enabled`, email: `${id}-email`, days: `${id}-days`, daysHint: `${id}-days-hint` }

  return (
    <Section id="compliance-reminders" title={t('compliance.reminders.heading')}>
      <form onSubmit={save} aria-busy={state.kind === 'saving' || undefined} className="max-w-md space-y-4">
        <div className="flex items-start gap-2">
          <input
            id={ids.enabled}
            type="checkbox"
            checked={enabled}
            onChange={(e) => edited(setEnabled)(e.target.checked)}
            className="mt-1 h-4 w-4 shrink-0 accent-brand"
          />
          <label htmlFor={ids.enabled} className="cursor-pointer text-sm text-ink">
            {t('compliance.reminders.enabled')}
          </label>
        </div>
        <div>
          <label htmlFor={ids.email} className={labelClass}>
            {t('compliance.reminders.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required={enabled}
            value={email}
            onChange={(e) => edited(setEmail)(e.target.value)}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor={ids.days} className={labelClass}>
            {t('compliance.reminders.daysBefore')}
          </label>
          <div className="mt-1 w-28">
            <input
              id={ids.days}
              type="number"
              inputMode="numeric"
              min={REMINDER_DAYS.min}
              max={REMINDER_DAYS.max}
              step={1}
              required
              value={days}
              onChange={(e) => edited(setDays)(e.target.value)}
              aria-describedby={ids.daysHint}
              className={inputClass}
            />
          </div>
          <p id={ids.daysHint} className="mt-1 text-sm text-slate-700">
            {t('compliance.reminders.daysHint', { min: REMINDER_DAYS.min, max: REMINDER_DAYS.max })}
          </p>
        </div>
        <button type="submit" disabled={state.kind === 'saving'} className={primaryButtonClass}>
          {state.kind === 'saving' ? t('compliance.saving') : t('compliance.reminders.save')}
        </button>
        <SubmitStatus state={state} />
      </form>
    </Section>
  )
}
