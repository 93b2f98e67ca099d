'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { switchLocaleHref } from '@/brands/links'
import { suggestedLocale } from '@/brands/language-prompt'
import type { Locale } from '@/brands/registry'
import { HTML_LANG } from '@/i18n/locales'
import { createGatewayClient } from '@/lib/gateway-client'
import { hasLanguagePreference, saveLanguagePreference } from './language-preference'

export interface LanguagePromptTexts {
  title: string
  text: string
  switchTo: string
  stay: string
}

/**
 * On a brand that serves Chinese and foreign visitors, the first page a visitor without a
 * saved preference sees asks the gateway whether the address is abroad. The preference is
 * then saved (so this happens once), and when the version shown does not suit the address
 * (see suggestedLocale) a modal offers the other version, written in that language.
 * Nothing shows on a failed call. The HTML stays the same for every visitor: all of this
 * runs in the browser.
 */
export function LanguagePrompt({ locale, published, platformCode, texts }: { locale: Locale; published: Locale[]; platformCode: string; texts: Partial<Record<Locale, LanguagePromptTexts>> }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [offer, setOffer] = useState<{ locale: Locale; href: string } | null>(null)

  useEffect(() => {
    if (hasLanguagePreference()) return
    let cancelled = false
    const gateway = createGatewayClient({ platformCode, locale: () => locale })
    gateway
      .get<boolean>('business/merc/sys/getIsForeignIp')
      .then((foreign) => {
        if (cancelled) return
        saveLanguagePreference(locale)
        const wanted = suggestedLocale({ foreign: foreign === true, shown: locale, published })
        if (wanted && texts[wanted]) setOffer({ locale: wanted, href: switchLocaleHref(window.location.pathname, wanted) + window.location.search + window.location.hash })
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [locale, platformCode, published, texts])

  useEffect(() => {
    if (offer && !dialog.current?.open) dialog.current?.showModal()
  }, [offer])

  const t = offer ? texts[offer.locale] : undefined
  if (!offer || !t) return null
  return (
    <dialog ref={dialog} aria-labelledby={titleId} lang={HTML_LANG[offer.locale]} className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/50">
      <h2 id={titleId} className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-700">{t.text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <form method="dialog">
          <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-brand">
            {t.stay}
          </button>
        </form>
        <a href={offer.href} hrefLang={HTML_LANG[offer.locale]} onClick={() => saveLanguagePreference(offer.locale)} className="rounded-lg bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90">
          {t.switchTo}
        </a>
      </div>
    </dialog>
  )
}
