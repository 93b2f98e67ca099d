'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useDelayedFlag } from '@/components/ui/use-delayed-flag'
import type { Locale } from '@/brands/registry'
import { formatDate } from '@/i18n/format'
import { MyReports } from './MyReports'
import { LOGGED_OUT_FLAG, useAccountRead, useWorkbenchGateway, useWorkbenchHref, type WorkbenchLinks } from './client-utils'

/** system/user/info (mercNo and buryingPoint are what other pages read). */
interface UserInfo {
  mercNo: string
  phone: string
  brand: string
  registerTime: string
}

interface AccountPanelProps {
  platformCode: string
  locale: Locale
  /** Brand names by key, for the brand the merchant registered with. */
  brandNames: Record<string, string>
  links: WorkbenchLinks
  /** The compliance report page the merchant's reports open on. */
  reportPath: string
}

/** How long the "logged out" notice stays before the login page opens. */
const LOGOUT_NOTICE_MS = 1200

/**
 * The account page: who is logged in (merchant number, masked phone, registration time,
 * brand) and logout. The HTML is the same for everyone; the user is fetched here.
 */
export function AccountPanel({ platformCode, locale, brandNames, links, reportPath }: AccountPanelProps) {
  const t = useTranslations('workbench')
  const client = useWorkbenchGateway(platformCode, locale)
  const href = useWorkbenchHref(links)
  const read = useAccountRead<UserInfo>(client, 'system/user/info', { networkError: t('form.networkError'), query: { client: 1 }, accept: (info) => Boolean(info?.mercNo) })
  // After logout the page says so (and then opens the login page) instead of reading again.
  const [loggedOut, setLoggedOut] = useState(false)
  const state = loggedOut ? ({ kind: 'loggedOut' } as const) : read.state
  // The loading line only for a read that takes a while: a quick one never flashes it.
  const showLoading = useDelayedFlag(state.kind === 'loading')
  const load = () => read.reload()
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  async function logout() {
    if (busy) return
    setBusy(true)
    try {
      await client.post('auth/logout', undefined, { noToast: true, noRedirect: true })
    } catch {
      // The user info is emptied whatever the answer.
    }
    try {
      sessionStorage.setItem(LOGGED_OUT_FLAG, '1')
    } catch {
      // storage blocked: the login page simply shows no notice
    }
    setLoggedOut(true)
    const target = href('login')
    timer.current = setTimeout(() => window.location.assign(target), LOGOUT_NOTICE_MS)
  }

  const linkClass = 'rounded font-semibold text-brand underline underline-offset-2 hover:no-underline'

  return (
    <div>
      <div role="status" aria-live="polite" className="text-sm">
        {showLoading ? <p className="text-slate-700">{t('account.loading')}</p> : null}
        {state.kind === 'loggedOut' ? <p className="font-medium text-ink">{t('account.loggedOut')}</p> : null}
      </div>

      {state.kind === 'ready' ? (
        <>
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {[
              [t('account.mercNo'), <span key="m" className="font-mono" data-field="mercNo">{state.value.mercNo}</span>],
              [t('account.phone'), <span key="p" data-field="phone">{state.value.phone}</span>],
              [t('account.registered'), <time key="r" dateTime={state.value.registerTime}>{formatTime(state.value.registerTime)}</time>],
              [t('account.brand'), <span key="b">{brandNames[state.value.brand] ?? state.value.brand}</span>],
            ].map(([label, value], i) => (
              <div key={i} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
                <dt className="text-sm text-slate-700 sm:w-28 sm:shrink-0">{label}</dt>
                <dd className="break-words font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={href('compliance')}
            className="mt-6 block rounded-lg bg-brand px-5 py-4 text-brand-contrast hover:opacity-90"
            data-track="workbench:compliance"
          >
            <span className="block text-lg font-semibold">
              {t('account.complianceLink')} <span aria-hidden="true">→</span>
            </span>
            <span className="mt-1 block text-sm">{t('account.complianceHint')}</span>
          </a>
          <button
            type="button"
            onClick={logout}
            disabled={busy}
            className="mt-6 w-full rounded-lg border border-brand px-6 py-3 font-semibold text-brand hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? t('account.loggingOut') : t('account.logout')}
          </button>
          <MyReports client={client} reportPath={reportPath} locale={locale} />
        </>
      ) : null}

      {state.kind === 'anonymous' || state.kind === 'loggedOut' ? (
        <div className="space-y-4">
          {state.kind === 'anonymous' ? <p className="text-slate-700">{t('account.notLoggedIn')}</p> : null}
          <a href={href('login')} className={`inline-block ${linkClass}`}>
            {t('account.loginLink')}
          </a>
        </div>
      ) : null}

      {state.kind === 'failed' ? (
        <div className="space-y-4">
          <p role="alert" className="font-medium text-red-700">
            {t('account.loadFailed', { message: state.message })}
          </p>
          <button type="button" onClick={() => load()} className="rounded-lg bg-brand px-5 py-2 font-semibold text-brand-contrast hover:opacity-90">
            {t('account.retry')}
          </button>
        </div>
      ) : null}
    </div>
  )

  function formatTime(iso: string): string {
    return formatDate(iso, locale, 'dateTime')
  }
}
