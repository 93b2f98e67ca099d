import { afterEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchTarget } from '@/components/site/ClientBoot'
import { whenIdle, type IdleWindow } from '@/lib/when-idle'
import { prefetchAllowed } from '@/lib/online-status'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('prefetchAllowed', () => {
  it('allows prefetch on fast connections and where navigator.connection is missing', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false }, { onLine: true })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g' }, { onLine: true })).toBe(true)
    expect(prefetchAllowed(undefined, { onLine: true })).toBe(true)
  })

  it('skips 2g, slow-2g, save-data and offline', () => {
    expect(prefetchAllowed({ effectiveType: '2g' }, { onLine: true })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' }, { onLine: true })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true }, { onLine: true })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g' }, { onLine: false })).toBe(false)
  })

  it('reads the browser navigator.connection by default', () => {
    const connection = { effectiveType: '4g', saveData: false }
    vi.stubGlobal('navigator', { onLine: true, connection })
    expect(prefetchAllowed()).toBe(true)
    connection.saveData = true
    expect(prefetchAllowed()).toBe(false)
    connection.saveData = false
    connection.effectiveType = '2g'
    expect(prefetchAllowed()).toBe(false)
  })
})

describe('prefetchTarget', () => {
  const here = 'https://www.example.com/en/services?channelNo=7'
  it('keeps same-site pages with their query', () => {
    expect(prefetchTarget({ href: 'https://www.example.com/en/pricing' }, here)).toBe('/en/pricing')
    expect(prefetchTarget({ href: '/en/news?page=2' }, here)).toBe('/en/news?page=2')
    expect(prefetchTarget({ href: '/en/news', target: '_self' }, here)).toBe('/en/news')
  })

  it('leaves out the language switcher, whose links may redirect and save a language', () => {
    expect(prefetchTarget({ href: '/cn/news', languageSwitch: true }, here)).toBeNull()
    expect(prefetchTarget({ href: '/cn/news' }, here)).toBe('/cn/news')
  })

  it('leaves out other sites, new tabs, downloads, files, the admin, the gateway and the page itself', () => {
    expect(prefetchTarget({ href: 'https://other.example.org/en/pricing' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/pricing', target: '_blank' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/pricing', hasDownload: true }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/deadlinePlanner/calendar.ics' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/files/guide.pdf' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/admin/collections/pages' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/gateway/system/ping' }, here)).toBeNull()
    expect(prefetchTarget({ href: '/en/services#top' }, here)).toBeNull()
    expect(prefetchTarget({ href: 'mailto:info@example.com' }, here)).toBeNull()
  })
})

describe('whenIdle', () => {
  it('asks for an idle callback with a 2000 ms timeout', () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000)
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7)
    const cancelIdleCallback = vi.fn()
    const task = vi.fn()
    const win: IdleWindow = { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout }
    const cancel = whenIdle(task, PREFETCH_IDLE_TIMEOUT_MS, win)
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a 2000 ms timer without idle callbacks', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    whenIdle(task, PREFETCH_IDLE_TIMEOUT_MS, { setTimeout, clearTimeout })
    vi.advanceTimersByTime(1999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()

    const cancelled = vi.fn()
    whenIdle(cancelled, PREFETCH_IDLE_TIMEOUT_MS, { setTimeout, clearTimeout })()
    vi.advanceTimersByTime(5000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

