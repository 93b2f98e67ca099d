import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/BrandLogo'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'

export interface WorkbenchNavLink {
  href: string
  label: string
  current?: boolean
}

/** The account pages' navigation: the merchant's own pages, then the way back to the site. */
export interface WorkbenchNav {
  label: string
  account: WorkbenchNavLink[]
  site: WorkbenchNavLink[]
}

interface WorkbenchFrameProps {
  brand: BrandView
  locale: Locale
  /** Text of the "back to home" link for screen readers. */
  homeLabel: string
  heading: string
  intro?: string
  /** Pages with tables and several forms (My compliance) get a wide card. */
  wide?: boolean
  /** Shown in the brand strip on the pages of a logged-in merchant. */
  nav?: WorkbenchNav
  children: ReactNode
}

/**
 * Server-rendered frame of the user-centre pages (blank layout): a brand strip whose
 * logo goes home (with the account navigation on account pages), then one card with the
 * page heading and the client form.
 */
export function WorkbenchFrame({ brand, locale, homeLabel, heading, intro, wide = false, nav, children }: WorkbenchFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex min-h-14 flex-wrap items-center gap-x-8 gap-y-2 py-2">
          <BrandLogo brand={brand} locale={locale} homeLabel={homeLabel} />
          {nav ? <FrameNav nav={nav} /> : null}
        </div>
      </header>
      <div className="container-page flex flex-1 justify-center py-8 sm:py-14">
        <section
          aria-labelledby="workbench-title"
          className={`w-full ${wide ? 'max-w-5xl' : 'max-w-md'} min-w-0 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8`}
        >
          <h1 id="workbench-title" className="text-2xl font-semibold text-ink">
            {heading}
          </h1>
          {intro ? <p className="mt-2 text-sm text-slate-700">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  )
}

/** Two groups of links that wrap onto more lines on phones instead of scrolling sideways. */
function FrameNav({ nav }: { nav: WorkbenchNav }) {
  return (
    <nav aria-label={nav.label} className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-6 gap-y-1 text-sm">
      <NavList links={nav.account} strong />
      <NavList links={nav.site} />
    </nav>
  )
}

function NavList({ links, strong = false }: { links: WorkbenchNavLink[]; strong?: boolean }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a
            href={link.href}
            aria-current={link.current ? 'page' : undefined}
            className={`inline-block rounded-md px-2 py-1.5 hover:bg-surface hover:text-brand aria-[current=page]:bg-surface aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:underline-offset-4 ${strong ? 'font-semibold text-ink' : 'text-slate-700'}`}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
