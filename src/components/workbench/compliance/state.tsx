'use client'

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import type { Locale } from '@/brands/registry'
import { isGatewayError, type GatewayClient } from '@/lib/gateway-client'
import type { ComplianceOverview } from '@/services/compliance/tracker-types'
import { failureMessage } from '../client-utils'

/** What every part of My compliance shares: the gateway, the language and the loaded overview. */
export interface ComplianceContextValue {
  client: GatewayClient
  locale: Locale
  /** Replaces the overview (or a part of it) with what the server answered. */
  update(change: (current: ComplianceOverview) => ComplianceOverview): void
  /** The session ended while the page was open: show the login link. */
  signedOut(): void
}

export const ComplianceContext = createContext<ComplianceContextValue | null>(null)

export function useCompliance(): ComplianceContextValue {
  const value = useContext(ComplianceContext)
  if (!value) throw new Error('useCompliance must be used inside MyCompliance')
  return value
}

/** Calls the gateway without its toasts or login redirect: each form shows its own outcome. */
export const QUIET = { noToast: true, noRedirect: true } as const

/** A refusal names the field at fault (`data.field` of a 400), so the form can mark that input. */
export type SubmitState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string; field?: string }

/**
 * The outcome of one form's save: saving, saved, or the server's message (a 400 names the
 * field at fault). A 401 means the session ended: the whole page asks for a login.
 */
export function useSubmit(): { state: SubmitState; run(call: () => Promise<void>): Promise<void>; reset(): void } {
  const t = useTranslations('workbench')
  const { signedOut } = useCompliance()
  const [state, setState] = useState<SubmitState>({ kind: 'idle' })
  const run = useCallback(
    async (call: () => Promise<void>) => {
      setState({ kind: 'saving' })
      try {
        await call()
        setState({ kind: 'saved' })
      } catch (error) {
        if (isGatewayError(error) && error.status === 401) signedOut()
        else {
          const data = isGatewayError(error) ? (error.data as { field?: unknown } | undefined) : undefined
          setState({ kind: 'error', message: failureMessage(error, t('form.networkError')), ...(typeof data?.field === 'string' ? { field: data.field } : {}) })
        }
      }
    },
    [signedOut, t],
  )
  const reset = useCallback(() => setState((s) => (s.kind === 'idle' ? s : { kind: 'idle' })), [])
  return { state, run, reset }
}

/** Saving / saved in a polite status region, failures in an alert, both always in the page. */
export function SubmitStatus({ state, savedText }: { state: SubmitState; savedText?: string }) {
  const t = useTranslations('workbench')
  return (
    <>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {state.kind === 'saving' ? t('compliance.saving') : state.kind === 'saved' ? (savedText ?? t('compliance.saved')) : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700">
        {state.kind === 'error' ? t('compliance.saveFailed', { message: state.message }) : ''}
      </p>
    </>
  )
}

export const inputClass =
  'block w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 aria-[invalid=true]:border-red-700'
export const labelClass = 'block text-sm font-medium text-ink'
export const linkClass = 'rounded font-semibold text-brand underline underline-offset-2 hover:no-underline'
export const primaryButtonClass =
  'rounded-lg bg-brand px-5 py-2 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60'
export const secondaryButtonClass =
  'rounded-lg border border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60'

/** A section of the page: an h2 (named for the landmark) and its content. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/** aria-invalid for the input the last refusal named. */
export function invalidIf(state: SubmitState, field: string): true | undefined {
  return state.kind === 'error' && state.field === field ? true : undefined
}
