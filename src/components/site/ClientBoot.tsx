'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { configureGateway } from '@/lib/gateway-client/defaults'
import { getDeviceId } from '@/lib/gateway-client/device-id'
import { createTracker, type TrackEvent } from '@/lib/tracker'
import { browserCookie } from '@/lib/browser-cookie'
import { prefetchAllowed } from '@/lib/online-status'
import { whenIdle, whenPageSettles } from '@/lib/when-idle'
import { OfflineNotice } from './OfflineNotice'

/** The loading bar waits 200 ms, runs for 5000 ms, hides 500 ms after finishing. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_MS = 500

/** Links in view are prefetched once the browser is idle, or after this long at the latest. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000

/**
 * The same-site page a link leads to, worth prefetching; null for other sites, new tabs,
 * downloads, files (.ics, .pdf ...), the admin, the gateway and the page already shown.
 */
export function prefetchTarget(link: { href: string; target?: string; hasDownload?: boolean; languageSwitch?: boolean }, current: string): string | null {
  // The language switcher's links (marked with hreflang) are not prefetched: few visitors
  // follow them, and their addresses may first redirect to the version the visitor keeps
  // (/cn/news → /news), which the router then follows as if the visitor had navigated.
  if (link.languageSwitch) return null
  if (link.hasDownload || (link.target && link.target !== '_self')) return null
  let url: URL
  let here: URL
  try {
    here = new URL(current)
    url = new URL(link.href, here)
  } catch {
    return null
  }
  if (url.origin !== here.origin) return null
  if (url.pathname === here.pathname) return null
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/(?:admin|api|gateway)(?:\/|$)/.test(url.pathname)) return null
  return `${url.pathname}${url.search}`
}

/** What prefetchTarget needs of an anchor. */
function linkOf(anchor: HTMLAnchorElement) {
  return { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download'), languageSwitch: anchor.hasAttribute('hreflang') }
}

/**
 * Per-page browser wiring: gateway client settings for this brand and language, the
 * navigation loading bar, analytics (page views and clicks on [data-track]), prefetch of the
 * links in view once the page is idle (not on 2g or save-data connections; the proxy sets no
 * cookie on a prefetch, so a prefetched link changes nothing until it is followed), the
 * retries of images that failed to load (lib/image-retry.ts), and the notice shown while the
 * browser is offline.
 */
export function ClientBoot({ platformCode, platformName, locale, gatewayBase }: { platformCode: string; platformName: string; locale: Locale; gatewayBase: string }) {
  const pathname = usePathname()
  const router = useRouter()
  const prefetched = useRef(new Set<string>())
  const [progress, setProgress] = useState<'idle' | 'running' | 'done'>('idle')
  const startTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const tracker = useRef<ReturnType<typeof createTracker> | null>(null)

  useEffect(() => {
    configureGateway({ platformCode, platformName, locale: () => locale, baseUrl: gatewayBase })
    const distinctId = getDeviceId(window.localStorage)
    const send = (events: TrackEvent[]) => {
      void fetch(`${gatewayBase}/system/api/visitor/record`, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', platform: platformCode, 'distinct-id': distinctId },
        body: JSON.stringify({ events }),
      }).catch(() => undefined)
    }
    tracker.current = createTracker(send)
    const onClick = (e: MouseEvent) => {
      const target = (e.target as Element | null)?.closest?.('[data-track]')
      const label = target?.getAttribute('data-track')
      if (label) tracker.current?.track({ event: 'click', path: window.location.pathname, label: label.slice(0, 128), channelNo: browserCookie('channelNo'), occurredAt: new Date().toISOString() })
      // Start the loading bar for same-site navigations.
      const anchor = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (anchor && anchor.origin === window.location.origin && anchor.target !== '_blank' && !e.metaKey && !e.ctrlKey && !e.shiftKey && anchor.pathname !== window.location.pathname) {
        if (startTimer.current) clearTimeout(startTimer.current)
        startTimer.current = setTimeout(() => setProgress('running'), PROGRESS_THROTTLE_MS)
      }
    }
    const onHide = () => document.visibilityState === 'hidden' && tracker.current?.flush()
    document.addEventListener('click', onClick, true)
    document.addEventListener('visibilitychange', onHide)
    // The retries of failed images load once the page settles: installed, they also ask
    // again for the images that failed before (lib/image-retry.ts).
    let stopImageRetry: (() => void) | undefined
    let unmounted = false
    void whenPageSettles()
      .then(() => import('@/lib/image-retry'))
      .then(({ installImageRetry }) => {
        if (!unmounted) stopImageRetry = installImageRetry(document)
      })
    return () => {
      unmounted = true
      stopImageRetry?.()
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('visibilitychange', onHide)
      tracker.current?.flush()
    }
  }, [platformCode, platformName, locale, gatewayBase])

  // The page has hydrated: from here on everything but the islands that hydrate later
  // (ui/hydrate-later.tsx) answers the visitor. Browser tests wait for this mark before they
  // type or click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])

  useEffect(() => {
    tracker.current?.track({ event: 'pageview', path: window.location.pathname, channelNo: browserCookie('channelNo'), occurredAt: new Date().toISOString() })
    if (startTimer.current) clearTimeout(startTimer.current)
    setProgress((p) => (p === 'running' ? 'done' : 'idle'))
  }, [pathname])

  // Each page, once idle: links that scroll into view are prefetched, each at most once.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    let observer: IntersectionObserver | null = null
    const cancel = whenIdle(() => {
      if (!prefetchAllowed()) return
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer?.unobserve(entry.target)
          const anchor = entry.target as HTMLAnchorElement
          const target = prefetchTarget(linkOf(anchor), window.location.href)
          // Checked again per link: the connection may have changed since the page went idle.
          if (!target || prefetched.current.has(target) || !prefetchAllowed()) continue
          prefetched.current.add(target)
          router.prefetch(target)
        }
      })
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (prefetchTarget(linkOf(anchor), window.location.href)) observer.observe(anchor)
      }
    }, PREFETCH_IDLE_TIMEOUT_MS, window)
    return () => {
      cancel()
      observer?.disconnect()
    }
  }, [pathname, router])

  useEffect(() => {
    if (progress !== 'done') return
    const t = setTimeout(() => setProgress('idle'), PROGRESS_HIDE_MS)
    return () => clearTimeout(t)
  }, [progress])

  return (
    <>
      <div aria-hidden="true" className="progress-bar">
        <div
          className="h-full bg-accent"
          style={{
            width: progress === 'idle' ? '0%' : progress === 'running' ? '90%' : '100%',
            opacity: progress === 'idle' ? 0 : 1,
            transition: progress === 'running' ? `width ${PROGRESS_DURATION_MS}ms ease-out` : 'width 200ms ease-out, opacity 300ms',
          }}
        />
      </div>
      <OfflineNotice />
    </>
  )
}
