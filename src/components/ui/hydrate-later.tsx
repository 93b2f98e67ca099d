'use client'

import { Activity, lazy, Suspense, type ComponentType } from 'react'
import { whenPageSettles } from '@/lib/when-idle'
import { useDrawnInBrowser } from './DrawnInBrowser'

type Module<P> = { default: ComponentType<P> }
/** When an island's chunk starts loading: once the page settles, or as soon as its module runs. */
export type LoadWhen = 'settled' | 'now'

/**
 * A React.lazy component whose chunk starts loading in the browser as soon as this runs
 * (`now`) or when the page settles. Once loaded it renders without suspending: React's lazy
 * takes a thenable that calls back at once as already resolved, so an island mounted after
 * its chunk arrived (a navigation in the browser) appears in the same render.
 */
function lazyChunk<P>(load: () => Promise<ComponentType<P>>, when: LoadWhen): ComponentType<P> {
  let loaded: Module<P> | undefined
  const loading = (when === 'now' ? load() : whenPageSettles().then(load)).then((component) => (loaded = { default: component }))
  const ready = (module: Module<P>): PromiseLike<Module<P>> => ({ then: (resolve) => (resolve ? resolve(module) : module) as never })
  return lazy(() => (loaded ? ready(loaded) : loading) as Promise<Module<P>>) as unknown as ComponentType<P>
}

/**
 * An island whose code is not part of the page's first JavaScript. The server renders it
 * in full and inline (the HTML is the same as without deferral); in the browser React keeps
 * that HTML as it is, links and forms working natively, and hydrates it once its chunk has
 * loaded. `<Activity>` is the hydration boundary that waits for the chunk: unlike
 * `<Suspense>`, the server does not move a finished boundary of more than 500 bytes out of
 * place behind a script, so the HTML keeps working without script.
 *
 * `load` imports the island's module with import(): that puts its code in a chunk of its
 * own. `onServer` is the same component for the server's render, which must not wait for
 * a chunk. The caller imports its module as
 * `typeof window === 'undefined' ? await import(...) : null` and passes the component from
 * it: the compiler replaces `typeof window` in each bundle and drops the dead branch, so in
 * the browser's bundle the module is neither imported nor awaited there.
 *
 * The island's props must be plain data that does not change while it waits: a boundary
 * that receives new props before it has hydrated is rendered afresh in the browser.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | undefined, when: LoadWhen = 'settled'): ComponentType<P> {
  const Island = onServer ?? lazyChunk(load, when)
  function Deferred(props: P) {
    return (
      <Activity mode="visible">
        <Island {...props} />
      </Activity>
    )
  }
  return Deferred
}

/**
 * An island that renders nothing on the server and draws itself in the browser once its
 * chunk has loaded, after the page settles: dialogs, prompts and hosts that show only when
 * something happens.
 */
export function drawnLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = typeof window === 'undefined' ? null : lazyChunk(load, 'settled')
  function Later(props: P) {
    const drawn = useDrawnInBrowser()
    return drawn && Island ? (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    ) : null
  }
  return Later
}
