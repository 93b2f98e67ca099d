import vm from 'node:vm'
import { describe, it, expect, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, chunkReloadScript, isChunkLoadError, shouldReload } from '@/lib/chunk-reload'

describe('isChunkLoadError', () => {
  it.each([
    'Loading chunk 123 failed.',
    'Loading chunk app-layout failed. (error: https://x/_next/static/chunks/1.js)',
    'ChunkLoadError: Loading chunk 5 failed',
    'Loading CSS chunk 7 failed',
    'Failed to fetch dynamically imported module: https://x/_next/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'CHUNKLOADERROR',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(message)).toBe(true)
  })

  it.each(['TypeError: x is undefined', 'Failed to fetch', 'Loading chunk failed', ''])('ignores %j', (message) => {
    expect(isChunkLoadError(message)).toBe(false)
  })
})

describe('shouldReload', () => {
  it('reloads when no reload happened yet', () => {
    expect(shouldReload(1_000, null)).toBe(true)
  })

  it('does not reload within 60 s of the last reload', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
    expect(shouldReload(100_000, 100_000)).toBe(false)
    expect(shouldReload(159_999, 100_000)).toBe(false)
  })

  it('reloads once the window has passed', () => {
    expect(shouldReload(160_000, 100_000)).toBe(true)
    expect(shouldReload(161_000, 100_000)).toBe(true)
  })

  it('honours a custom window', () => {
    expect(shouldReload(1_500, 1_000, 1_000)).toBe(false)
    expect(shouldReload(2_000, 1_000, 1_000)).toBe(true)
  })
})

type Listener = (event: unknown) => void

function runScript(options: { storage?: 'memory' | 'throwing' } = {}) {
  const store = new Map<string, string>()
  const sessionStorage =
    options.storage === 'throwing'
      ? {
          getItem: () => {
            throw new Error('SecurityError')
          },
          setItem: () => {
            throw new Error('SecurityError')
          },
        }
      : { getItem: (k: string) => (store.has(k) ? store.get(k)! : null), setItem: (k: string, v: string) => void store.set(k, String(v)) }
  const clock = { now: 1_700_000_000_000 }
  const reload = vi.fn()
  const listeners: { type: string; fn: Listener; capture: unknown }[] = []
  const context = vm.createContext({
    sessionStorage,
    location: { reload },
    addEventListener: (type: string, fn: Listener, capture?: unknown) => listeners.push({ type, fn, capture }),
    Date: { now: () => clock.now },
  })
  vm.runInContext(chunkReloadScript(), context)
  const dispatch = (type: string, event: unknown) => {
    for (const l of listeners) if (l.type === type) l.fn(event)
  }
  return { store, clock, reload, listeners, dispatch }
}

describe('chunkReloadScript', () => {
  it('is a self-contained expression that registers error (capturing) and unhandledrejection listeners', () => {
    const { listeners, reload } = runScript()
    expect(listeners.map((l) => l.type).sort()).toEqual(['error', 'unhandledrejection'])
    expect(listeners.find((l) => l.type === 'error')?.capture).toBe(true)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads exactly once for two chunk errors within 60 s, and again after 61 s', () => {
    const { dispatch, reload, clock, store } = runScript()
    const event = { message: 'ChunkLoadError: Loading chunk 42 failed.' }

    dispatch('error', event)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(store.get('chunk-reload-at')).toBe(String(clock.now))

    clock.now += 30_000
    dispatch('error', event)
    expect(reload).toHaveBeenCalledTimes(1)

    clock.now += 31_000 // 61 s after the first reload
    dispatch('error', event)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('uses the same 60 s boundary as shouldReload', () => {
    const { dispatch, reload, clock } = runScript()
    const event = { message: 'Loading chunk 1 failed' }
    dispatch('error', event)
    clock.now += CHUNK_RELOAD_GUARD_MS - 1
    dispatch('error', event)
    expect(reload).toHaveBeenCalledTimes(1)
    clock.now += 1
    dispatch('error', event)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('the guard survives a new page (reads the stored timestamp)', () => {
    const first = runScript()
    first.dispatch('error', { message: 'Loading chunk 1 failed' })
    expect(first.reload).toHaveBeenCalledTimes(1)

    // "after the reload": a fresh script run sharing the same sessionStorage contents
    const second = runScript()
    for (const [k, v] of first.store) second.store.set(k, v)
    second.clock.now = first.clock.now + 5_000
    second.dispatch('error', { message: 'Loading chunk 1 failed' })
    expect(second.reload).not.toHaveBeenCalled()
  })

  it('does not reload for an ordinary error', () => {
    const { dispatch, reload, store } = runScript()
    dispatch('error', { message: 'TypeError: Cannot read properties of undefined' })
    dispatch('unhandledrejection', { reason: new Error('boom') })
    dispatch('error', { target: { tagName: 'IMG', src: 'https://cdn.example.com/a.png' } })
    dispatch('error', { target: { tagName: 'SCRIPT', src: 'https://analytics.example.com/a.js' } })
    dispatch('error', null)
    expect(reload).not.toHaveBeenCalled()
    expect(store.size).toBe(0)
  })

  it('reloads for an unhandled rejection carrying a chunk error (by message or name)', () => {
    const a = runScript()
    a.dispatch('unhandledrejection', { reason: { message: 'Failed to fetch dynamically imported module: /x.js' } })
    expect(a.reload).toHaveBeenCalledTimes(1)

    const b = runScript()
    b.dispatch('unhandledrejection', { reason: { name: 'ChunkLoadError' } })
    expect(b.reload).toHaveBeenCalledTimes(1)
  })

  it('reloads when a /_next/ script element fails to load', () => {
    const { dispatch, reload } = runScript()
    dispatch('error', { target: { tagName: 'SCRIPT', src: 'https://site.example.com/_next/static/chunks/app-123.js' } })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('still reloads when sessionStorage is unavailable', () => {
    const { dispatch, reload } = runScript({ storage: 'throwing' })
    expect(() => dispatch('error', { message: 'Loading chunk 9 failed' })).not.toThrow()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
