'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { gateway, isGatewayError } from '@/lib/gateway-client'
import { checkContact, CONTENT_MIN_LENGTH, HONEYPOT_FIELD, MAX_LENGTH, REQUIRED, type ContactField, type FieldProblem } from '@/services/contact/rules'

/** Where a campaign page's lead form sends: a contact message filed as a lead. */
export const LEAD_ENDPOINT = 'business/biz/aws/retainCapital/submit'

/** The fields a visitor fills; the subject is written for them (the campaign and its page). */
const LEAD_FIELDS = ['name', 'phone', 'email', 'companyName', 'content'] as const satisfies readonly ContactField[]
type LeadField = (typeof LEAD_FIELDS)[number]
type LeadValues = Record<LeadField, string>

const EMPTY: LeadValues = { name: '', phone: '', email: '', companyName: '', content: '' }

const INPUT: Record<Exclude<LeadField, 'content'>, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  companyName: { type: 'text', autoComplete: 'organization' },
}

type Status = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * A campaign page's lead form: name, phone, email, company and what the visitor needs,
 * checked by the contact form's rules before sending (each problem shown under its field,
 * naming it), sent with the page's path and the activity's key. A problem the server names
 * is shown as it words it; anything else says 系统繁忙 and keeps what was typed.
 */
export function LeadForm({ subject, activityKey, submitLabel, successText }: { subject: string; activityKey?: string; submitLabel?: string; successText?: string }) {
  const t = useTranslations('activity.lead')
  const ids = useId()
  const [values, setValues] = useState<LeadValues>(EMPTY)
  const [problems, setProblems] = useState<FieldProblem[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const startedAt = useRef(0)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    startedAt.current = Date.now()
  }, [])

  const describe = (p: FieldProblem) => t(`problems.${p.problem}`, { field: t(`fields.${p.field}`), max: MAX_LENGTH[p.field], min: CONTENT_MIN_LENGTH })
  const problemOf = (field: LeadField) => problems.find((p) => p.field === field)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (status === 'sending') return
    const found = checkContact({ ...values, subject })
    setProblems(found)
    if (found.length) {
      setStatus('idle')
      setNotice(null)
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${ids}-${found[0]!.field}`)}`)?.focus()
      return
    }
    setStatus('sending')
    setNotice(null)
    try {
      const body = { ...values, subject, activity: activityKey ?? '', page: window.location.pathname, startedAt: startedAt.current, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' }
      const answer = await gateway.post(LEAD_ENDPOINT, body, { noIntercept: true, noRedirect: true })
      if (answer.code === 0) {
        setStatus('sent')
        setNotice({ text: successText || t('sentNotice'), tone: 'ok' })
        setValues(EMPTY)
        return
      }
      const fixable = answer.code === 400 || answer.code === 429
      setStatus(fixable ? 'idle' : 'failed')
      setNotice({ text: fixable && answer.msg ? answer.msg : t('failedNotice'), tone: 'error' })
    } catch (error) {
      const cancelled = isGatewayError(error) && error.cancelled
      setStatus(cancelled ? 'idle' : 'failed')
      setNotice(cancelled ? null : { text: t('failedNotice'), tone: 'error' })
    }
  }

  const label = { idle: submitLabel || t('submit'), sending: t('sending'), sent: t('sent'), failed: t('failed') }[status]

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mx-auto grid max-w-3xl gap-5 md:grid-cols-2" aria-busy={status === 'sending' || undefined}>
      {LEAD_FIELDS.map((field) => {
        const id = `${ids}-${field}`
        const problem = problemOf(field)
        const errorId = `${id}-error`
        const hintId = field === 'content' ? `${id}-hint` : undefined
        const required = REQUIRED.has(field)
        const common = {
          id,
          name: field,
          value: values[field],
          maxLength: MAX_LENGTH[field],
          required,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': [problem ? errorId : null, hintId].filter(Boolean).join(' ') || undefined,
          className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-ink ${problem ? 'border-red-600' : 'border-slate-300'}`,
          onChange: (e: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [field]: e.target.value }))
            if (problem) setProblems((ps) => ps.filter((p) => p.field !== field))
            if (status === 'sent' || status === 'failed') setStatus('idle')
          },
        }
        return (
          <div key={field} className={field === 'content' ? 'md:col-span-2' : undefined}>
            <label htmlFor={id} className="block text-sm font-medium text-ink">
              {t(`fields.${field}`)}
              <span className="ml-1 text-xs font-normal text-slate-600">({required ? t('required') : t('optional')})</span>
            </label>
            {field === 'content' ? <textarea {...common} rows={5} /> : <input {...common} {...INPUT[field]} />}
            {hintId ? (
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {t('hint', { min: CONTENT_MIN_LENGTH, max: MAX_LENGTH.content })}
              </p>
            ) : null}
            {problem ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {describe(problem)}
              </p>
            ) : null}
          </div>
        )
      })}
      {/* Honeypot: off-screen and out of the tab order, so only scripts fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${ids}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input ref={honeypot} id={`${ids}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-wrap items-center gap-4 md:col-span-2">
        <button type="submit" disabled={status === 'sending'} className="min-h-11 rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-70">
          {label}
        </button>
        <p role="status" aria-live="polite" className={notice?.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
          {notice?.text}
        </p>
      </div>
    </form>
  )
}
