'use client'

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useDrawnInBrowser } from '@/components/ui/DrawnInBrowser'
import { plainTranslator, type PlainMessages } from '@/lib/plain-messages'
import {
  checkContact,
  CONTACT_FIELDS,
  CONTENT_MIN_LENGTH,
  fillTimeLeft,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  newSubmissionKey,
  REQUIRED,
  retryDelay,
  SUBMISSION_KEY_FIELD,
  type ContactField,
  type ContactInput,
  type FieldProblem,
} from '@/services/contact/rules'
import { prefillFromQuery } from './prefill'
import { CORPORATE_SERVICES, isCorporateService, isJurisdictionCode, JURISDICTION_CODES } from '@/services/corporate/codes'

type GatewayModule = typeof import('@/lib/gateway-client')
/**
 * The gateway client arrives with the visitor's first step into the form (or the send),
 * not with the page: most visitors of a page with a form never send it.
 */
const loadGatewayClient = (): Promise<GatewayModule> => import('@/lib/gateway-client')

/**
 * An enquiry form (the corporate brand): the jurisdiction and service it is about, chosen
 * here or given by the page (an incorporation page passes its own), or read from the
 * address (`/cht/contactUs?jurisdiction=HK&service=incorporation`) so the cached page
 * stays the same for everyone.
 */
export interface EnquiryTopicProps {
  jurisdiction?: string
  service?: string
  fromQuery?: boolean
}

type Status = 'idle' | 'sending' | 'sent' | 'failed'

/** Added to every wait, so the server's clock has certainly passed the minimum too. */
const SAFETY_MS = 250
const sleep = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

const EMPTY = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ''])) as ContactInput

const INPUT: Partial<Record<ContactField, { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  companyName: { type: 'text', autoComplete: 'organization' },
  subject: { type: 'text', autoComplete: 'off' },
}

/**
 * The contact form: 发送中... while sending, 发送成功 when stored, 系统繁忙 when
 * the site could not take it (what the visitor typed stays in the form). Problems the
 * server names (a field, too fast, too many) are shown as it words them.
 */
/**
 * What a page may change about the form. A campaign page's lead form
 * (business/biz/aws/retainCapital/submit) is this form with a subject written for the
 * visitor (its field hidden), the activity sent along, and the page's own wording.
 */
export interface ContactFormOptions {
  endpoint?: string
  topic?: EnquiryTopicProps
  /** A fixed subject: the subject field is not shown and this one is sent. */
  subject?: string
  /** Sent with the message as they are (e.g. the activity of a campaign page). */
  extra?: Record<string, string>
  /** The page's own label for a field, e.g. "What you need" for the message. */
  labels?: Partial<Record<ContactField, string>>
  contentHint?: string
  submitLabel?: string
  sentText?: string
}

/** The form's texts: the `contact` messages of the page's language, handed down by the server. */
export type ContactTexts = PlainMessages

export function ContactForm({ texts, endpoint = 'officialQuery/contactUs', topic, subject: fixedSubject, extra, labels, contentHint, submitLabel, sentText }: ContactFormOptions & { texts: ContactTexts }) {
  const t = useMemo(() => plainTranslator(texts), [texts])
  const ids = useId()
  const [jurisdiction, setJurisdiction] = useState(topic?.jurisdiction ?? '')
  const [service, setService] = useState(topic?.service ?? '')
  const fields = fixedSubject === undefined ? CONTACT_FIELDS : CONTACT_FIELDS.filter((f) => f !== 'subject')
  const fieldLabel = (field: ContactField) => labels?.[field] ?? t(`fields.${field}`)
  const subjectFor = (j: string, s: string) =>
    fixedSubject ?? (j || s ? t('enquiry.subject', { jurisdiction: j ? t(`enquiry.jurisdictions.${j}`) : '', service: s ? t(`enquiry.services.${s}`) : '' }).trim() : '')
  const [values, setValues] = useState<ContactInput>(() => ({ ...EMPTY, subject: subjectFor(topic?.jurisdiction ?? '', topic?.service ?? '') }))
  const [problems, setProblems] = useState<FieldProblem[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const hydrated = useDrawnInBrowser()
  const [notice, setNotice] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const startedAt = useRef(0)
  const formRef = useRef<HTMLFormElement>(null)
  // One key per message: made at its first send and kept for every retry of it (a timeout,
  // a double click, "send again" after 系统繁忙), so the server stores it once even if an
  // earlier send did arrive; cleared once it is accepted, so the next message is a new one.
  const submissionKey = useRef<string | null>(null)

  useEffect(() => {
    startedAt.current = Date.now()
    keepWhatWasTyped()
    prefillFromAddress()
    if (!topic?.fromQuery) return
    const query = new URLSearchParams(window.location.search)
    const j = query.get('jurisdiction')
    const s = query.get('service')
    if (isJurisdictionCode(j) || isCorporateService(s)) chooseTopic(isJurisdictionCode(j) ? j : '', isCorporateService(s) ? s : '')
    // Runs once on mount: the address does not change under the form.
  }, [])

  /**
   * The form is the server's HTML until its script has loaded (components/contact/islands.tsx):
   * what the visitor typed before then is in the fields but not yet in the form's state,
   * which would otherwise write it over with the empty values on the next render.
   */
  function keepWhatWasTyped() {
    const form = formRef.current
    if (!form) return
    const typed = Object.fromEntries(
      fields.flatMap((field) => {
        const element = form.elements.namedItem(field)
        return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? (element.value ? [[field, element.value]] : []) : []
      }),
    ) as Partial<ContactInput>
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }))
  }

  /** A link may name a subject and a saved report (prefill.ts): they fill empty fields in the browser, so the cached page stays the same for everyone. */
  function prefillFromAddress() {
    const { subject, reportUrl } = prefillFromQuery(window.location.search, window.location.href)
    if (!subject && !reportUrl) return
    setValues((v) => ({
      ...v,
      subject: v.subject || (fixedSubject === undefined ? subject : ''),
      content: v.content || (reportUrl ? t('prefill.report', { url: reportUrl }) : ''),
    }))
  }

  /** A new topic rewrites the subject only while it is still the one written for the old topic. */
  function chooseTopic(j: string, s: string) {
    setValues((v) => (v.subject === '' || v.subject === subjectFor(jurisdiction, service) ? { ...v, subject: subjectFor(j, s) } : v))
    setJurisdiction(j)
    setService(s)
  }

  const describe = (p: FieldProblem) => t(`problems.${p.problem}`, { field: fieldLabel(p.field), max: MAX_LENGTH[p.field], min: CONTENT_MIN_LENGTH })
  const problemOf = (field: ContactField) => problems.find((p) => p.field === field)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (status === 'sending') return
    const found = checkContact(values)
    setProblems(found)
    if (found.length) {
      setStatus('idle')
      setNotice(null)
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(`${ids}-${found[0]!.field}`)}`)?.focus()
      return
    }
    // Taken before any wait, so a second click in the same moment sends the same key.
    const key = (submissionKey.current ??= newSubmissionKey())
    setStatus('sending')
    setNotice(null)
    let client: GatewayModule | null = null
    try {
      client = await loadGatewayClient()
      const { gateway } = client
      // A person quicker than the minimum fill time is not refused: the form waits out the
      // rest (the button says "sending…") and sends then. Should the server still find it too
      // early (its clock a little ahead), it says how long to wait, and the form waits once more.
      const left = fillTimeLeft(startedAt.current, Date.now())
      await sleep(left > 0 ? left + SAFETY_MS : 0)
      const body = {
        ...values,
        ...(topic ? { jurisdiction, service } : {}),
        ...extra,
        [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
        startedAt: startedAt.current,
        page: window.location.pathname,
        [SUBMISSION_KEY_FIELD]: key,
      }
      let answer = await gateway.post(endpoint, body, { noIntercept: true, noRedirect: true })
      const retryAfterMs = answer.code === 400 ? retryDelay(answer.data) : 0
      if (retryAfterMs > 0) {
        await sleep(retryAfterMs + SAFETY_MS)
        answer = await gateway.post(endpoint, body, { noIntercept: true, noRedirect: true })
      }
      if (answer.code === 0) {
        if (submissionKey.current === key) submissionKey.current = null
        setStatus('sent')
        setNotice({ text: sentText || t('sentNotice'), tone: 'ok' })
        setValues({ ...EMPTY, subject: subjectFor(jurisdiction, service) })
        return
      }
      // A refusal the visitor can fix (a field, too fast, too many) is shown as worded;
      // anything else is the site's fault: 系统繁忙.
      const fixable = answer.code === 400 || answer.code === 429
      setStatus(fixable ? 'idle' : 'failed')
      setNotice({ text: fixable && answer.msg ? answer.msg : t('failedNotice'), tone: 'error' })
    } catch (error) {
      // A client that could not load (offline) is a failure like any other: the text stays.
      const cancelled = client !== null && client.isGatewayError(error) && error.cancelled
      setStatus(cancelled ? 'idle' : 'failed')
      setNotice(cancelled ? null : { text: t('failedNotice'), tone: 'error' })
    }
  }

  const label = { idle: submitLabel || t('submit'), sending: t('sending'), sent: t('sent'), failed: t('failed') }[status]

  return (
    <form ref={formRef} noValidate onSubmit={submit} onFocus={() => void loadGatewayClient().catch(() => undefined)} className="grid gap-5 md:grid-cols-2" aria-busy={status === 'sending' || undefined}>
      {topic ? (
        <>
          <div>
            <label htmlFor={`${ids}-jurisdiction`} className="block text-sm font-medium text-ink">
              {t('enquiry.jurisdiction')}
            </label>
            <select id={`${ids}-jurisdiction`} name="jurisdiction" value={jurisdiction} onChange={(e) => chooseTopic(e.target.value, service)} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink">
              <option value="">{t('enquiry.any')}</option>
              {JURISDICTION_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`enquiry.jurisdictions.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${ids}-service`} className="block text-sm font-medium text-ink">
              {t('enquiry.service')}
            </label>
            <select id={`${ids}-service`} name="service" value={service} onChange={(e) => chooseTopic(jurisdiction, e.target.value)} className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink">
              <option value="">{t('enquiry.any')}</option>
              {CORPORATE_SERVICES.map((key) => (
                <option key={key} value={key}>
                  {t(`enquiry.services.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      {fields.map((field) => {
        const id = `${ids}-${field}`
        const problem = problemOf(field)
        const errorId = `${id}-error`
        const hintId = field === 'content' ? `${id}-hint` : undefined
        const common = {
          id,
          name: field,
          value: values[field],
          maxLength: MAX_LENGTH[field],
          required: REQUIRED.has(field),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': [problem ? errorId : null, hintId].filter(Boolean).join(' ') || undefined,
          className: `mt-1 block w-full rounded-lg border px-3 py-2 text-ink ${problem ? 'border-red-600' : 'border-slate-300'}`,
          onChange: (e: { target: { value: string } }) => {
            setValues((v) => ({ ...v, [field]: e.target.value }))
            if (problem) setProblems((ps) => ps.filter((p) => p.field !== field))
            if (status === 'sent' || status === 'failed') setStatus('idle')
          },
        }
        return (
          <div key={field} className={field === 'content' || field === 'subject' ? 'md:col-span-2' : undefined}>
            <label htmlFor={id} className="block text-sm font-medium text-ink">
              {fieldLabel(field)}
              <span className="ml-1 text-xs font-normal text-slate-600">({REQUIRED.has(field) ? t('required') : t('optional')})</span>
            </label>
            {field === 'content' ? <textarea {...common} rows={6} /> : <input {...common} {...INPUT[field]} />}
            {hintId ? (
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {contentHint ?? t('hints.content', { min: CONTENT_MIN_LENGTH, max: MAX_LENGTH.content })}
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
        {/* Disabled until the form's script runs: pressed before, the browser would submit the
            form itself, putting the visitor's entries into the page address and dropping them. */}
        <button type="submit" disabled={!hydrated || status === 'sending'} className="rounded-lg bg-brand px-8 py-3 font-semibold text-brand-contrast hover:opacity-90 disabled:opacity-70">
          {label}
        </button>
        <p role="status" aria-live="polite" className={notice?.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-green-800'}>
          {notice?.text}
        </p>
      </div>
    </form>
  )
}
