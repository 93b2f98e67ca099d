'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react'
import { useDelayedFlag } from '@/components/ui/use-delayed-flag'
import { loadClassDetail, type ClassDetailAnswer } from './class-search-client'

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'loaded'; detail: ClassDetailAnswer } | { state: 'failed' }

/**
 * One class of the list as a native disclosure: the summary (number, short name,
 * description) is rendered on the server; its similar groups and items load from getClass
 * the first time it is opened, so the page does not carry 12,000 items. Each group is a
 * disclosure of its own; its items are in the page once loaded, so find-in-page reaches
 * them and opens the group. A link to #class-N opens class N.
 */
export function ClassSearchDetails({ classId, summary }: { classId: number; summary: ReactNode }) {
  const t = useTranslations('classSearch')
  const locale = useLocale()
  const [load, setLoad] = useState<Load>({ state: 'idle' })
  // The loading line only for a read that takes a while: a quick one never flashes it.
  const showLoading = useDelayedFlag(load.state === 'loading')
  const details = useRef<HTMLDetailsElement>(null)

  // A link to #class-N (from a search result) opens that class; its toggle then loads it.
  useEffect(() => {
    const openIfTarget = () => {
      if (window.location.hash === `#class-${classId}` && details.current) details.current.open = true
    }
    openIfTarget()
    window.addEventListener('hashchange', openIfTarget)
    return () => window.removeEventListener('hashchange', openIfTarget)
  }, [classId])

  function fetchDetail() {
    setLoad({ state: 'loading' })
    loadClassDetail(classId, locale).then(
      (detail) => setLoad({ state: 'loaded', detail }),
      () => setLoad({ state: 'failed' }),
    )
  }

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    if (event.currentTarget.open && (load.state === 'idle' || load.state === 'failed')) fetchDetail()
  }

  return (
    <details ref={details} className="group/cls rounded-xl border border-slate-200 bg-white" onToggle={onToggle}>
      <summary className="flex cursor-pointer list-none gap-3 rounded-xl p-4 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {summary}
        <span aria-hidden="true" className="ml-auto self-start text-xl leading-none text-brand transition group-open/cls:rotate-45">
          +
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4" aria-busy={load.state === 'loading' || undefined}>
        <noscript>
          <p className="text-sm text-slate-700">{t('noScript')}</p>
        </noscript>
        {showLoading ? (
          <p role="status" className="text-sm text-slate-700">
            {t('loading')}
          </p>
        ) : null}
        {load.state === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {t('loadFailed')}{' '}
            <button type="button" onClick={fetchDetail} className="font-semibold text-brand underline underline-offset-2">
              {t('retry')}
            </button>
          </p>
        ) : null}
        {load.state === 'loaded' ? <GroupList detail={load.detail} /> : null}
      </div>
    </details>
  )
}

function GroupList({ detail }: { detail: ClassDetailAnswer }) {
  const t = useTranslations('classSearch')
  return (
    <ul className="space-y-2" aria-label={t('groupsOf', { number: detail.classId, name: detail.name })}>
      {detail.groups.map((group) => (
        <li key={group.code} data-group={group.code}>
          <details className="rounded-lg bg-slate-50">
            <summary className="flex cursor-pointer list-none items-baseline gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <span className="font-mono text-sm font-semibold text-ink">{group.code}</span>
              <span className="text-ink">{group.name}</span>
              <span className="ml-auto shrink-0 text-xs text-slate-600">{t('groupItems', { count: group.items.length })}</span>
            </summary>
            <ul className="grid gap-x-6 gap-y-1 px-3 pb-3 pt-1 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <li key={item.code} data-item={item.code} className="flex gap-2 text-sm">
                  <span className="font-mono text-slate-600">{item.code}</span>
                  <span className="text-ink">
                    {item.name}
                    {item.supplementary ? <span className="sr-only">{` (${t('supplementary')})`}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  )
}
