'use client'

import { useEffect, useState } from 'react'
import { workbenchAccountHref, workbenchHref } from '@/brands/workbench'
import type { BrandKey, Locale } from '@/brands/registry'
import { fetchSignedInUser, type SignedInUser } from '@/lib/gateway-client/session'

interface Texts {
  login: string
  register: string
  logout: string
  workbench: string
  loggedOut: string
}

/** Sent when the visitor logs out, so the bar and the phone menu both show the visitor's links again. */
const LOGGED_OUT_EVENT = 'account:logged-out'

/** One user-info call per page, shared by the bar and the phone menu. */
let userRequest: Promise<SignedInUser | null> | null = null
function currentUser(): Promise<SignedInUser | null> {
  // An empty answer (or a 401 for a stale token) means "visitor": no toast, no login tab.
  userRequest ??= fetchSignedInUser()
  return userRequest
}

/**
 * Visitor: login and register (new tab, with pointType, intoWay and the current query).
 * Logged in: logout and enter workbench. The user info is fetched after the page loads
 * so the page HTML stays the same for everyone (and cacheable). `menu`: the same links for
 * the phone menu.
 */
export function AccountButtons({ brand, locale, workbenchUrl, texts, variant = 'bar' }: { brand: BrandKey; locale: Locale; workbenchUrl: string | null; texts: Texts; variant?: 'bar' | 'menu' }) {
  const [user, setUser] = useState<SignedInUser | null>(null)
  const [query, setQuery] = useState('')
  useEffect(() => {
    setQuery(window.location.search)
    let live = true
    void currentUser().then((info) => live && setUser(info))
    const onLogout = () => setUser(null)
    window.addEventListener(LOGGED_OUT_EVENT, onLogout)
    return () => {
      live = false
      window.removeEventListener(LOGGED_OUT_EVENT, onLogout)
    }
  }, [])

  const logout = async () => {
    try {
      // The full client is loaded only now, so pages do not carry it for a button few visitors press.
      const { gateway } = await import('@/lib/gateway-client')
      await gateway.post('auth/logout', {}, { noToast: true, noRedirect: true })
    } catch {
      // Logged out locally whatever the server said.
    }
    userRequest = Promise.resolve(null)
    window.dispatchEvent(new Event(LOGGED_OUT_EVENT))
    window.dispatchEvent(new CustomEvent('gateway:toast', { detail: { message: texts.loggedOut } }))
  }

  if (variant === 'menu') {
    return <AccountMenu user={user} brand={brand} locale={locale} workbenchUrl={workbenchUrl} texts={texts} query={query} onLogout={logout} />
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

/** The phone menu's account links: both ways in (or out) at full width, since the bar keeps only one button. */
export function AccountMenu({ user, brand, locale, workbenchUrl, texts, query, onLogout }: { user: SignedInUser | null; brand: BrandKey; locale: Locale; workbenchUrl: string | null; texts: Texts; query: string; onLogout: () => void }) {
  const item = 'block rounded-md px-3 py-2 text-sm font-medium'
  return user ? (
    <ul className="mb-3 space-y-1 border-b border-slate-200 pb-3" data-account-menu="">
      <li>
        <a href={workbenchAccountHref(workbenchUrl, brand, locale)} target="_blank" rel="noopener" className={`${item} bg-brand text-center text-brand-contrast`} data-track="menu:workbench">
          {texts.workbench}
        </a>
      </li>
      <li>
        <button type="button" onClick={onLogout} className={`${item} w-full text-left text-slate-700 hover:bg-surface hover:text-brand`} data-track="menu:logout">
          {texts.logout}
        </button>
      </li>
    </ul>
  ) : (
    <ul className="mb-3 grid grid-cols-2 gap-2 border-b border-slate-200 pb-3" data-account-menu="">
      <li>
        <a href={workbenchHref(workbenchUrl, brand, locale, 'logins', query)} target="_blank" rel="noopener" className={`${item} border border-brand text-center text-brand hover:bg-surface`} data-track="menu:login">
          {texts.login}
        </a>
      </li>
      <li>
        <a href={workbenchHref(workbenchUrl, brand, locale, 'registers', query)} target="_blank" rel="noopener" className={`${item} bg-brand text-center text-brand-contrast hover:opacity-90`} data-track="menu:register">
          {texts.register}
        </a>
      </li>
    </ul>
  )
}
