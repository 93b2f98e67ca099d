'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/brands/registry'
import { siteFormatter } from '@/i18n/format'
import { normalizePhone } from '@/lib/phone'
import { AgreementDialog, type Agreement } from './AgreementDialog'
import { announceLogin } from '@/components/trademark/login-resume'
import {
  CODE_PATTERN,
  countdownAfter,
  failureMessage,
  formatCountdown,
  LOGGED_OUT_FLAG,
  needsChallenge,
  RESEND_SECONDS,
  useCountdown,
  useWorkbenchGateway,
  useWorkbenchHref,
  type WorkbenchLinks,
} from './client-utils'
import { ProofOfWorkError, solveSendCodeChallenge } from './proof-of-work'

interface PhoneCodeFormProps {
  mode: 'login' | 'register'
  platformCode: string
  locale: Locale
  /** Server-rendered links, refined on the client (see useWorkbenchHref). */
  links: WorkbenchLinks
}

type FieldErrors = { phone?: string; code?: string; agree?: string }
type Status = { tone: 'info' | 'error'; text: string } | null

interface SendCodeAnswer {
  sent: boolean
  ttlMinutes?: number
  cooldownSeconds?: number
}

/** Terms of service before the privacy policy, whatever order the server lists them in. */
const KIND_ORDER = ['service', 'privacy']
function kindRank(kind: string): number {
  const i = KIND_ORDER.indexOf(kind)
  return i === -1 ? KIND_ORDER.length : i
}

/**
 * Phone + SMS code form of the login and register pages. Every call goes through the
 * gateway client without toasts: the server's message (cooldown, caps, wrong or expired
 * code, already registered, not registered) is shown in the live region of the form.
 */
export function PhoneCodeForm({ mode, platformCode, locale, links }: PhoneCodeFormProps) {
  const t = useTranslations('workbench')
  // The site's locale keys (cn) are not language tags: siteFormatter joins the titles in the page's language.
  const format = siteFormatter(locale)
  const client = useWorkbenchGateway(platformCode, locale)
  const href = useWorkbenchHref(links)
  const countdown = useCountdown()
  const uid = useId()
  const ids = {
    phone: `${uid}-phone`,
    phoneError: `${uid}-phone-error`,
    code: `${uid}-code`,
    codeError: `${uid}-code-error`,
    agree: `${uid}-agree`,
    agreeText: `${uid}-agree-text`,
    agreeTitles: `${uid}-agree-titles`,
    agreeError: `${uid}-agree-error`,
  }

  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [channel, setChannel] = useState<0 | 1>(0)
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>(null)
  const [sending, setSending] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [agreements, setAgreements] = useState<Agreement[] | null>(null)
  const [agreementsFailed, setAgreementsFailed] = useState(false)

  const phoneRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const agreeRef = useRef<HTMLInputElement>(null)
  const dialogs = useRef(new Map<string, HTMLDialogElement>())

  // After logout the account page sends the visitor here; repeat its notice once.
  useEffect(() => {
    if (mode !== 'login') return
    try {
      if (sessionStorage.getItem(LOGGED_OUT_FLAG)) {
        sessionStorage.removeItem(LOGGED_OUT_FLAG)
        setStatus({ tone: 'info', text: t('account.loggedOut') })
      }
    } catch {
      // storage blocked: nothing to repeat
    }
  }, [mode, t])

  useEffect(() => {
    if (mode !== 'register') return
    const controller = new AbortController()
    client
      .post<Agreement[]>('business/sysAgreement/listNewestAgreement', undefined, { noToast: true, noRedirect: true, signal: controller.signal })
      .then((list) => setAgreements(Array.isArray(list) ? [...list].sort((a, b) => kindRank(a.kind) - kindRank(b.kind)) : []))
      .catch(() => {
        if (controller.signal.aborted) return
        setAgreements([])
        setAgreementsFailed(true)
      })
    return () => controller.abort()
  }, [mode, client])

  function checkPhone(): string | null {
    const normalized = normalizePhone(phone)
    if (normalized) return normalized
    setErrors((e) => ({ ...e, phone: t('form.phoneInvalid') }))
    phoneRef.current?.focus()
    return null
  }

  async function sendCode() {
    if (sending || countdown.remaining > 0) return
    const normalized = checkPhone()
    if (!normalized) return
    setSending(true)
    setStatus(null)
    const send = (altcha?: string) =>
      client.post<SendCodeAnswer>('system/user/sendcode', { phone: normalized, channel, ...(altcha ? { altcha } : {}) }, { noToast: true, noRedirect: true })
    try {
      let answer: SendCodeAnswer
      try {
        answer = await send()
      } catch (error) {
        // After an address's first code the server wants a solved proof of work; the
        // visitor only sees a status line while it is solved and the code is asked again.
        // A second round covers a challenge that expired while the tab slept.
        if (!needsChallenge(error)) throw error
        setStatus({ tone: 'info', text: t('form.securityCheck') })
        try {
          answer = await send(await solveSendCodeChallenge(client))
        } catch (again) {
          if (!needsChallenge(again)) throw again
          answer = await send(await solveSendCodeChallenge(client))
        }
      }
      countdown.start(answer?.cooldownSeconds ?? RESEND_SECONDS)
      const minutes = answer?.ttlMinutes ?? 10
      setStatus({ tone: 'info', text: channel === 1 ? t('form.voiceSent', { minutes }) : t('form.codeSent', { minutes }) })
      codeRef.current?.focus()
    } catch (error) {
      const wait = countdownAfter(error)
      if (wait) countdown.start(wait)
      setStatus({ tone: 'error', text: error instanceof ProofOfWorkError ? t('form.securityCheckFailed') : failureMessage(error, t('form.networkError')) })
    } finally {
      setSending(false)
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const normalized = normalizePhone(phone)
    const next: FieldErrors = {}
    if (!normalized) next.phone = t('form.phoneInvalid')
    if (!CODE_PATTERN.test(code.trim())) next.code = t('form.codeInvalid')
    if (mode === 'register' && !agreed) next.agree = t('form.agreeRequired')
    setErrors(next)
    if (!normalized) return phoneRef.current?.focus()
    if (next.code) return codeRef.current?.focus()
    if (next.agree) return agreeRef.current?.focus()

    setSubmitting(true)
    setStatus(null)
    try {
      if (mode === 'register') {
        await client.post('system/user/register', { phone: normalized, code: code.trim(), agreementIds: (agreements ?? []).map((a) => a.id) }, { noToast: true, noRedirect: true })
      } else {
        await client.post('auth/login', { phone: normalized, code: code.trim() }, { noToast: true, noRedirect: true })
      }
      // A search page in another tab waits for this to resume its search.
      announceLogin()
      window.location.assign(href('account'))
    } catch (error) {
      setStatus({ tone: 'error', text: failureMessage(error, t('form.networkError')) })
      setSubmitting(false)
    }
  }

  const waiting = countdown.remaining > 0
  const inputClass =
    'block w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-700'
  const texts = mode === 'login' ? 'login' : 'register'
  const titles = (agreements ?? []).map((a) => (
    <button
      key={a.id}
      type="button"
      className="rounded font-medium text-brand underline underline-offset-2 hover:no-underline"
      aria-haspopup="dialog"
      onClick={() => dialogs.current.get(String(a.id))?.showModal()}
    >
      {t('form.agreementTitle', { title: a.title })}
    </button>
  ))

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={submitting || undefined}>
        <div>
          <label htmlFor={ids.phone} className="block text-sm font-medium text-ink">
            {t('form.phone')}
          </label>
          <input
            ref={phoneRef}
            id={ids.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={t('form.phonePlaceholder')}
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value)
              if (errors.phone) setErrors((prev) => ({ ...prev, phone: undefined }))
            }}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? ids.phoneError : undefined}
            className={`mt-1 ${inputClass}`}
          />
          {errors.phone ? (
            <p id={ids.phoneError} className="mt-1 text-sm text-red-700">
              {errors.phone}
            </p>
          ) : null}
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('form.channel')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {([0, 1] as const).map((value) => (
              <label key={value} className="inline-flex cursor-pointer items-center gap-2 py-1 text-sm text-ink">
                <input type="radio" name="channel" value={value} checked={channel === value} onChange={() => setChannel(value)} className="h-4 w-4 accent-brand" />
                {value === 0 ? t('form.channelSms') : t('form.channelVoice')}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor={ids.code} className="block text-sm font-medium text-ink">
            {t('form.code')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={codeRef}
              id={ids.code}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('form.codePlaceholder')}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, 6))
                if (errors.code) setErrors((prev) => ({ ...prev, code: undefined }))
              }}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? ids.codeError : undefined}
              className={`flex-1 tracking-widest ${inputClass}`}
            />
            <button
              type="button"
              onClick={sendCode}
              disabled={sending || waiting}
              className="shrink-0 whitespace-nowrap rounded-lg border border-brand px-3 py-2.5 text-sm font-semibold text-brand hover:bg-surface disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600 disabled:hover:bg-transparent"
            >
              {waiting ? t('form.resendIn', { time: formatCountdown(countdown.remaining) }) : sending ? t('form.sendingCode') : t('form.getCode')}
            </button>
          </div>
          {errors.code ? (
            <p id={ids.codeError} className="mt-1 text-sm text-red-700">
              {errors.code}
            </p>
          ) : null}
        </div>

        {mode === 'register' ? (
          <div>
            {agreements === null ? (
              <p className="text-sm text-slate-700">{t('form.agreementsLoading')}</p>
            ) : agreementsFailed ? (
              <p className="text-sm text-red-700">{t('form.agreementsFailed')}</p>
            ) : (
              <div className="flex items-start gap-2 text-sm text-ink">
                <input
                  ref={agreeRef}
                  id={ids.agree}
                  name="agree"
                  type="checkbox"
                  checked={agreed}
                  onChange={(e) => {
                    setAgreed(e.target.checked)
                    if (e.target.checked && errors.agree) setErrors((prev) => ({ ...prev, agree: undefined }))
                  }}
                  aria-labelledby={`${ids.agreeText} ${ids.agreeTitles}`}
                  aria-invalid={errors.agree ? true : undefined}
                  aria-describedby={errors.agree ? ids.agreeError : undefined}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
                />
                <p>
                  <label htmlFor={ids.agree} id={ids.agreeText} className="cursor-pointer">
                    {t('form.agreePrefix')}
                  </label>{' '}
                  <span id={ids.agreeTitles}>{titles.length > 1 ? format.list(titles, { type: 'conjunction' }) : titles}</span>
                </p>
              </div>
            )}
            {errors.agree ? (
              <p id={ids.agreeError} className="mt-1 text-sm text-red-700">
                {errors.agree}
              </p>
            ) : null}
          </div>
        ) : null}

        <div role="status" aria-live="polite" className="min-h-5 text-sm">
          {status ? <p className={status.tone === 'error' ? 'font-medium text-red-700' : 'text-slate-700'}>{status.text}</p> : null}
        </div>

        <button
          type="submit"
          disabled={submitting || (mode === 'register' && (agreements === null || agreementsFailed))}
          className="w-full rounded-lg bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
        </button>

        <p className="text-center text-sm text-slate-700">
          {t(`${texts}.switchPrompt`)}{' '}
          <a href={href(mode === 'login' ? 'register' : 'login')} className="rounded font-semibold text-brand underline underline-offset-2 hover:no-underline">
            {t(`${texts}.switchLink`)}
          </a>
        </p>
      </form>

      {(agreements ?? []).map((a) => (
        <AgreementDialog
          key={a.id}
          agreement={a}
          closeLabel={t('form.close')}
          ref={(node) => {
            if (node) dialogs.current.set(String(a.id), node)
            else dialogs.current.delete(String(a.id))
          }}
        />
      ))}
    </>
  )
}
