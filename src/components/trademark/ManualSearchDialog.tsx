'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { gateway, isGatewayError } from '@/lib/gateway-client'
import { ClassPicker, OfficePicker, type ClassOption, type OfficeOption } from './ClassPicker'
import { useResumeAfterLogin } from './login-resume'

interface Limit {
  limit: number
  used: number
  remaining: number
  allowed: boolean
}

interface UserData {
  contact: { contactName: string; phone: string; email: string }
  limit: Limit
  requests: { id: number | string; markName: string; status: string; statusText: string; attorneyReply?: string | null; createdAt: string }[]
}

type TextField = 'markName' | 'goods' | 'contactName' | 'phone' | 'email' | 'note'
const REQUIRED: TextField[] = ['markName', 'contactName', 'phone']

type Notice = { tone: 'ok' | 'error' | 'info'; text: string } | null

/** The most classes one request may name (the gateway refuses more); the list offers 46, class 46 being the US special class. */
export const MAX_REQUEST_CLASSES = 45

/**
 * The classes a request starts with: those of the search. A search over all classes (none
 * chosen) starts with none, since a request names its classes: the attorney searches those.
 */
export function initialRequestClasses(searchClassIds: readonly number[]): number[] {
  return searchClassIds.slice(0, MAX_REQUEST_CLASSES)
}

/**
 * The request for a manual search by an attorney (ipr/iprArtificialTrademark/save), in a
 * modal <dialog>: prefilled from the search and the merchant's last request
 * (artificialUserData), with today's remaining requests shown before sending. The classes
 * are required, so an empty choice never reads "all classes"; on success the dialog closes
 * and `onSent` gets the confirmation with the request's reference (the id the gateway answers).
 */
export function ManualSearchDialog({
  offices,
  classes,
  initial,
  onClose,
  onSent,
}: {
  offices: OfficeOption[]
  classes: ClassOption[]
  initial: { keyword: string; countries: number[]; classIds: number[] }
  onClose: () => void
  onSent: (confirmation: string) => void
}) {
  const t = useTranslations('markSearch')
  const ids = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [values, setValues] = useState<Record<TextField, string>>({ markName: initial.keyword, goods: '', contactName: '', phone: '', email: '', note: '' })
  const [classIds, setClassIds] = useState(() => initialRequestClasses(initial.classIds))
  const [countries, setCountries] = useState(initial.countries.length ? initial.countries : offices.map((o) => o.countryCode))
  const [problems, setProblems] = useState<Partial<Record<TextField | 'classIds' | 'countries', string>>>({})
  const [data, setData] = useState<UserData | null>(null)
  const [needsLogin, setNeedsLogin] = useState(false)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)

  useEffect(() => {
    dialog.current?.showModal()
  }, [])

  async function load() {
    try {
      const answer = await gateway.get<UserData>('ipr/iprArtificialTrademark/artificialUserData', undefined, { noToast: true })
      setNeedsLogin(false)
      setData(answer)
      setValues((v) => ({ ...v, contactName: v.contactName || answer.contact.contactName, phone: v.phone || answer.contact.phone, email: v.email || answer.contact.email }))
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'unauthorized') setNeedsLogin(true)
      else setNotice({ tone: 'error', text: t('manual.loadFailed') })
    }
  }
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useResumeAfterLogin(needsLogin, () => void load())

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const found: typeof problems = {}
    for (const field of REQUIRED) if (!values[field].trim()) found[field] = t('manual.required', { field: t(`manual.${field}`) })
    if (!classIds.length) found.classIds = t('manual.classesRequired')
    else if (classIds.length > MAX_REQUEST_CLASSES) found.classIds = t('manual.classesTooMany', { max: MAX_REQUEST_CLASSES })
    if (!countries.length) found.countries = t('manual.countriesRequired')
    setProblems(found)
    if (Object.keys(found).length) return
    setSending(true)
    setNotice(null)
    try {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]))
      const answer = await gateway.post<{ id: number | string; remaining: number }>('ipr/iprArtificialTrademark/save', { ...body, classIds, countries }, { noToast: true })
      onSent(t('manual.sent', { reference: String(answer.id), remaining: answer.remaining }))
      dialog.current?.close()
    } catch (error) {
      if (isGatewayError(error) && error.kind === 'unauthorized') setNeedsLogin(true)
      else setNotice({ tone: 'error', text: isGatewayError(error) && error.kind === 'business' ? error.msg : t('networkError') })
    } finally {
      setSending(false)
    }
  }

  const limitReached = data ? !data.limit.allowed : false
  const text = (field: TextField, type = 'text', extra: { autoComplete?: string; multiline?: boolean; hint?: string } = {}) => {
    const id = `${ids}-${field}`
    const problem = problems[field]
    const describedBy = [extra.hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
    const common = {
      id,
      name: field,
      value: values[field],
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy,
      className: 'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-ink',
    }
    return (
      <div className={extra.multiline ? 'sm:col-span-2' : undefined}>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t(`manual.${field}`)}
          {REQUIRED.includes(field) ? null : <span className="ml-1 font-normal text-slate-600">（{t('manual.optional')}）</span>}
        </label>
        {extra.multiline ? <textarea rows={3} maxLength={1000} {...common} /> : <input type={type} autoComplete={extra.autoComplete ?? 'off'} maxLength={field === 'markName' ? 100 : 100} {...common} />}
        {extra.hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            {extra.hint}
          </p>
        ) : null}
        <Problem id={`${id}-problem`}>{problem}</Problem>
      </div>
    )
  }

  return (
    <dialog ref={dialog} aria-labelledby={`${ids}-title`} onClose={onClose} className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-slate-900/50">
      <form onSubmit={submit} noValidate className="max-h-[85vh] overflow-y-auto p-6">
        <h2 id={`${ids}-title`} className="text-xl font-bold text-ink">
          {t('manual.heading')}
        </h2>
        {needsLogin ? <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{t('loginNeeded')}</p> : null}
        {data ? (
          <p className={`mt-3 text-sm ${limitReached ? 'text-red-700' : 'text-slate-700'}`} data-testid="manual-limit">
            {limitReached ? t('manual.limitReached', { limit: data.limit.limit }) : t('manual.limit', { remaining: data.limit.remaining, limit: data.limit.limit })}
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('markName')}
          {text('goods', 'text', { hint: t('manual.goodsHint') })}
          <div className="sm:col-span-2">
            <ClassPicker
              legend={t('manual.classes')}
              hint={t('manual.classesHint', { max: MAX_REQUEST_CLASSES })}
              noneLabel={t('manual.classesNone')}
              options={classes}
              selected={classIds}
              onChange={setClassIds}
              name="manualClassIds"
            />
            <Problem id={`${ids}-classes-problem`}>{problems.classIds}</Problem>
          </div>
          <div className="sm:col-span-2">
            <OfficePicker legend={t('manual.countries')} options={offices} selected={countries} onChange={setCountries} name="manualCountries" />
            <Problem id={`${ids}-countries-problem`}>{problems.countries}</Problem>
          </div>
          {text('contactName', 'text', { autoComplete: 'name' })}
          {text('phone', 'tel', { autoComplete: 'tel' })}
          {text('email', 'email', { autoComplete: 'email' })}
          {text('note', 'text', { multiline: true })}
        </div>
        <div aria-live="polite" className="mt-4">
          {notice ? (
            <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 text-sm ${notice.tone === 'ok' ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}>
              {notice.text}
            </p>
          ) : null}
        </div>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg border border-slate-300 px-4 py-2 text-slate-800">
            {notice?.tone === 'ok' ? t('manual.close') : t('manual.cancel')}
          </button>
          <button type="submit" disabled={sending || limitReached || needsLogin} className="rounded-lg bg-brand px-5 py-2 font-semibold text-brand-contrast disabled:opacity-60">
            {sending ? t('manual.sending') : t('manual.submit')}
          </button>
        </div>
        {data?.requests.length ? (
          <section aria-labelledby={`${ids}-mine`} className="mt-6 border-t border-slate-200 pt-4">
            <h3 id={`${ids}-mine`} className="text-base font-bold text-ink">
              {t('manual.myRequests')}
            </h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-800">
              {data.requests.slice(0, 5).map((r) => (
                <li key={r.id}>
                  {t('manual.requestStatus', { mark: r.markName, status: r.statusText })}
                  {r.attorneyReply ? <p className="text-slate-600">{r.attorneyReply}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </form>
    </dialog>
  )
}

function Problem({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {children}
    </p>
  )
}
