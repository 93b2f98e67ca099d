import type { ReactNode } from 'react'

const WIDTH = { '3xl': 'max-w-3xl', '5xl': 'max-w-5xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const

/**
 * A page section that a route's feature brings under the hero: an h2 that labels the
 * section, an optional intro, then the feature (the price list, the comparison, the planner).
 */
export function TitledSection({ id, heading, intro, width = '5xl', children }: { id: string; heading: string; intro?: ReactNode; width?: keyof typeof WIDTH; children: ReactNode }) {
  return (
    <section className="container-page py-10" aria-labelledby={id}>
      <div className={`mx-auto ${WIDTH[width]}`}>
        <h2 id={id} className="text-2xl font-bold text-ink md:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  )
}
