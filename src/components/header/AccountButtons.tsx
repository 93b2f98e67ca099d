'use client'

import { useEffect, useState } from 'react'
import { workbenchAccountHref, workbenchHref } from '@/brands/workbench'
import type { BrandKey, Locale } from '@/brands/registry'
import { gateway } from '@/lib/gateway-client'

interface UserInfo {
  mercNo: string
}

interface Texts {
  login: string
  register: string
  logout: string
  workbench: string
  loggedOut: string
}

/**
 * Visitor: login and register (new tab, with pointType, intoWay and the current query).
 * Logged in: logout and enter workbench. The user info is fetched after the page loads
 * so the page HTML stays the same for everyone (and cacheable).
 */
export function AccountButtons({ brand, locale, workbenchUrl, texts }: { brand: BrandKey; locale: Locale; workbenchUrl: string | null; texts: Texts }) {
  const [user, setUser] = useState<UserInfo | null>(null)
  const [query, setQuery] = useState('')
  useEffect(() => {
    setQuery(window.location.search)
    // An empty object (or a 401 for a stale token) means "visitor": no toast, no login tab.
    gateway
      .get<UserInfo>('system/user/info', { client: 1 }, { noToast: true, noRedirect: true })
      .then((info) => setUser(info?.mercNo ? info : null))
      .catch(() => setUser(null))
  }, [])

  const logout = async () => {
    try {
      await gateway.post('auth/logout', {}, { noToast: true, noRedirect: true })
    } catch {
      // Logged out locally whatever the server said.
    }
    setUser(null)
    window.dispatchEvent(new CustomEvent('gateway:toast', { detail: { message: texts.loggedOut } }))
  }

  const link = 'rounded-md px-3 py-1.5 text-sm font-medium'
  if (user) {
    return (
      <div className="flex items-center gap-2">
        <a href={workbenchAccountHref(workbenchUrl, brand, locale)} target="_blank" rel="noopener" className={`${link} bg-brand text-brand-contrast`} data-track="header:workbench">
          {texts.workbench}
        </a>
        {/* On a phone the bar keeps one button; logging out is also on the account page. */}
        <button type="button" onClick={logout} className={`${link} hidden text-slate-700 hover:text-brand sm:inline-block`} data-track="header:logout">
          {texts.logout}
        </button>
      </div>
    )
  }
  return (
    <div className="flex items-center gap-2">
      {/* On a phone the bar keeps one button; the sign-up page links to the login. */}
      <a href={workbenchHref(workbenchUrl, brand, locale, 'logins', query)} target="_blank" rel="noopener" className={`${link} hidden text-slate-700 hover:text-brand sm:inline-block`} data-track="header:login">
        {texts.login}
      </a>
      <a href={workbenchHref(workbenchUrl, brand, locale, 'registers', query)} target="_blank" rel="noopener" className={`${link} bg-brand text-brand-contrast hover:opacity-90`} data-track="header:register">
        {texts.register}
      </a>
    </div>
  )
}
