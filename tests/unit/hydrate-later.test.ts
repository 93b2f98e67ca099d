import { createElement, Fragment, useState } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hydrateLater } from '@/components/ui/hydrate-later'

/**
 * An island deferred with hydrateLater is rendered by the server in place, inside the page:
 * its links and forms must work before (and without) its script. React streams a finished
 * <Suspense> boundary of more than 500 bytes out of place (hidden, moved in by a script) once
 * the page before it passes 12,800 bytes, which every page of the site does; the island's
 * boundary must not be one of those.
 */
function Island({ items }: { items: string[] }) {
  const [open, setOpen] = useState(false)
  return createElement(
    'nav',
    { 'aria-label': 'island' },
    createElement('button', { type: 'button', 'aria-expanded': open, onClick: () => setOpen(!open) }, 'menu'),
    createElement(
      'ul',
      null,
      items.map((item) => createElement('li', { key: item }, createElement('a', { href: `/${item}` }, item))),
    ),
  )
}

async function html(element: ReturnType<typeof createElement>): Promise<string> {
  const stream = await renderToReadableStream(element)
  await stream.allReady
  return new Response(stream).text()
}

describe('hydrateLater on the server', () => {
  const items = Array.from({ length: 60 }, (_, i) => `service-${i}`) // about 2 KB of island
  const before = createElement('p', null, 'x'.repeat(20_000)) // past React's 12,800-byte chunk

  it('renders the island in place, inside the page, not streamed after it', async () => {
    const Deferred = hydrateLater(() => Promise.resolve(Island), Island)
    const page = await html(createElement('main', null, before, createElement(Deferred, { items }), createElement('footer', null, 'end')))
    const island = page.indexOf('<nav aria-label="island">')
    expect(island).toBeGreaterThan(0)
    expect(island).toBeLessThan(page.indexOf('<footer>'))
    expect(page).toContain('<a href="/service-59">service-59</a>')
    // No hidden segment swapped in by a script, and no pending or failed boundary.
    expect(page).not.toMatch(/<template|\$RC|hidden id="S:|<!--\$[?!]-->/)
    // The boundary the browser hydrates later: React's markers for <Activity>.
    expect(page).toMatch(/<!--&--><nav aria-label="island">[\s\S]*<\/nav><!--\/&-->/)
  })

  it('renders the same HTML as the island rendered straight', async () => {
    const Deferred = hydrateLater(() => Promise.resolve(Island), Island)
    const deferred = await html(createElement(Fragment, null, before, createElement(Deferred, { items })))
    const straight = await html(createElement(Fragment, null, before, createElement(Island, { items })))
    expect(deferred.replace(/<!--\/?&-->/g, '')).toBe(straight)
  })
})
