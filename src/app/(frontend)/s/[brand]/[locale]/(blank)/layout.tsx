import type { ReactNode } from 'react'

/** Blank layout: the page alone, without header or footer. */
export default function BlankLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>
}
