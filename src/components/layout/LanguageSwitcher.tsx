'use client'

import { useEffect, useState } from 'react'
import { switchLocaleHref } from '@/brands/links'
import type { Locale } from '@/brands/registry'
import { saveLanguagePreference } from './language-preference'

interface Option {
  locale: Locale
  name: string
  lang: string
  /** Server-rendered target (the home page in that language) until the current path is known. */
  fallbackHref: string
}

/**
 * Links to the current page in each language. The server renders links to the home page
 * (the cached HTML is shared by every page path); after hydration they point at the
 * page being shown. A switch saves the choice (the locale cookie, by the URL it opens)
 * and marks the preference as the visitor's own, so no language prompt follows.
 */
export function LanguageSwitcher({ label, current, options }: { label: string; current: Locale; options: Option[] }) {
  const [pathname, setPathname] = useState<string | null>(null)
  useEffect(() => setPathname(window.location.pathname), [])
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 text-sm">
        {options.map((o) => (
          <li key={o.locale}>
            <a
              href={pathname ? switchLocaleHref(pathname, o.locale) : o.fallbackHref}
              hrefLang={o.lang}
              lang={o.lang}
              aria-current={o.locale === current ? 'true' : undefined}
              onClick={() => saveLanguagePreference(o.locale)}
              className={o.locale === current ? 'lang-link lang-current' : 'lang-link'}
            >
              {o.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
