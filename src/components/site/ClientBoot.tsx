'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import type { Locale } from '@/brands/registry'
import { configureGateway } from '@/lib/gateway-client'
import { getDeviceId } from '@/lib/gateway-client/device-id'
import { installImageRetry } from '@/lib/image-retry'
import { createTracker, type TrackEvent } from '@/lib/tracker'
import { browserCookie } from '@/lib/browser-cookie'
import { OfflineNotice } from './OfflineNotice'

/** The loading bar waits 200 ms, runs for 5000 ms, hides 500 ms after finishing. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_MS = 500

/**
 * Per-page browser wiring: gateway client settings for this brand and language, the
 * navigation loading bar, analytics (page views and clicks on [data-track]), the retries of
 * images that failed to load (lib/image-retry.ts), and the notice shown while the browser is offline.
 */
export function ClientBoot({ platformCode, platformName, locale, gatewayBase }: { platformCode: string; platformName: string; locale: Locale; gatewayBase: string }) {
  const pathname = usePathname()
  const [progress, setProgress] = useState<'idle' | 'running' | 'done'>('idle')
  const startTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const tracker = useRef<ReturnType<typeof createTracker> | null>(null)

  useEffect(() => {
    configureGateway({ platformCode, platformName, locale: () => locale })
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
    const stopImageRetry = installImageRetry(document)
    return () => {
      stopImageRetry()
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('visibilitychange', onHide)
      tracker.current?.flush()
    }
  }, [platformCode, platformName, locale, gatewayBase])

  useEffect(() => {
    tracker.current?.track({ event: 'pageview', path: window.location.pathname, channelNo: browserCookie('channelNo'), occurredAt: new Date().toISOString() })
    if (startTimer.current) clearTimeout(startTimer.current)
    setProgress((p) => (p === 'running' ? 'done' : 'idle'))
  }, [pathname])

  useEffect(() => {
    if (progress !== 'done') return
    const t = setTimeout(() => setProgress('idle'), PROGRESS_HIDE_MS)
    return () => clearTimeout(t)
  }, [progress])

  return (
    <>
      <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
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
