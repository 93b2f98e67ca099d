import type { ReactNode } from 'react'
import Link from 'next/link'

/**
 * Small building blocks of the jurisdiction pages: a section with its heading at the right
 * level (h2 on a single-jurisdiction page, h3 inside a US state's section), a plain fact list.
 */
export type HeadingLevel = 2 | 3

export function FactSection({ id, heading, level, intro, children, wide }: { id: string; heading: string; level: HeadingLevel; intro?: string; children: ReactNode; wide?: boolean }) {
  const H = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id} className={`mx-auto py-8 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <H id={id} className={level === 2 ? 'text-2xl font-bold text-ink' : 'text-xl font-bold text-ink'}>
        {heading}
      </H>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

export function FactList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className="font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
      {children}
    </Link>
  )
}
