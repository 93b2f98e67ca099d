import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layout/BrandLogo'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'

interface WorkbenchFrameProps {
  brand: BrandView
  locale: Locale
  /** Text of the "back to home" link for screen readers. */
  homeLabel: string
  heading: string
  intro?: string
  children: ReactNode
}

/**
 * Server-rendered frame of the user-centre pages (blank layout): a brand strip whose
 * logo goes home, then one card with the page heading and the client form.
 */
export function WorkbenchFrame({ brand, locale, homeLabel, heading, intro, children }: WorkbenchFrameProps) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-14 items-center">
          <BrandLogo brand={brand} locale={locale} homeLabel={homeLabel} />
        </div>
      </header>
      <div className="container-page flex flex-1 justify-center py-8 sm:py-14">
        <section aria-labelledby="workbench-title" className="w-full max-w-md self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
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
