'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { DEFAULT_PLAYBACK_RATE, formatPlaybackRate, PLAYBACK_RATES, type PlaybackRate } from '@/services/videos/rates'
import { tcPlayerOptions, type PlaybackSource } from '@/services/videos/vod'

export interface CoursePlayerTexts {
  speed: string
  unsupported: string
  download: string
  vodFailed: string
}

interface TcPlayerInstance {
  playbackRate?: (rate?: number) => number
  dispose?: () => void
}

declare global {
  interface Window {
    TCPlayer?: (id: string, options: Record<string, unknown>) => TcPlayerInstance
  }
}

/** Loads a script or stylesheet once per page, however many players ask for it. */
function loadOnce(kind: 'script' | 'style', url: string): Promise<void> {
  const selector = kind === 'script' ? `script[src="${url}"]` : `link[href="${url}"]`
  const existing = document.querySelector<HTMLElement>(selector)
  if (existing?.dataset.loaded === '1') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const el = existing ?? (kind === 'script' ? Object.assign(document.createElement('script'), { src: url, async: true }) : Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url }))
    el.addEventListener('load', () => {
      el.dataset.loaded = '1'
      resolve()
    })
    el.addEventListener('error', () => reject(new Error(`failed to load ${url}`)))
    if (!existing) document.head.appendChild(el)
  })
}

/**
 * The course player: a native <video> with its own controls, plus a playback-rate group
 * (PLAYBACK_RATES). A course configured for Tencent Cloud VOD plays through TCPlayer instead,
 * whose script loads only then; the rate buttons drive whichever player is in use.
 */
export function CoursePlayer({ videoId, source, title, autoplay, posterUrl, texts }: { videoId: string; source: PlaybackSource; title: string; autoplay: boolean; posterUrl?: string; texts: CoursePlayerTexts }) {
  const videoRef = useRef<HTMLVideoElement | null>(null)
  const vodHostRef = useRef<HTMLDivElement>(null)
  const vodRef = useRef<TcPlayerInstance | null>(null)
  const [rate, setRate] = useState<PlaybackRate>(DEFAULT_PLAYBACK_RATE)
  const [vodFailed, setVodFailed] = useState(false)
  const groupLabelId = useId()

  useEffect(() => {
    if (source.kind !== 'tencent-vod' || !vodHostRef.current) return
    // TCPlayer rebuilds the DOM around its <video>, so that element is created here, outside
    // React's tree, inside a container React leaves alone.
    const host = vodHostRef.current
    const video = document.createElement('video')
    video.id = videoId
    video.className = 'aspect-video w-full'
    video.setAttribute('playsinline', '')
    video.setAttribute('preload', 'auto')
    video.setAttribute('aria-label', title)
    host.appendChild(video)
    videoRef.current = video
    const sync = () => syncRate(video)
    video.addEventListener('ratechange', sync)
    let cancelled = false
    Promise.all([loadOnce('style', source.styleUrl), loadOnce('script', source.scriptUrl)])
      .then(() => {
        if (cancelled || !window.TCPlayer) throw new Error('TCPlayer missing')
        vodRef.current = window.TCPlayer(videoId, tcPlayerOptions(source, autoplay, PLAYBACK_RATES))
      })
      .catch(() => {
        if (!cancelled) setVodFailed(true)
      })
    return () => {
      cancelled = true
      video.removeEventListener('ratechange', sync)
      vodRef.current?.dispose?.()
      vodRef.current = null
      videoRef.current = null
      host.replaceChildren()
    }
  }, [source, videoId, autoplay, title])

  // The native controls (or TCPlayer's menu) can change the rate too: keep the buttons in step.
  function syncRate(video: HTMLVideoElement) {
    const current = PLAYBACK_RATES.find((r) => r === video.playbackRate)
    if (current) setRate(current)
  }

  function choose(next: PlaybackRate) {
    setRate(next)
    if (vodRef.current?.playbackRate) vodRef.current.playbackRate(next)
    else if (videoRef.current) videoRef.current.playbackRate = next
  }

  return (
    <div>
      <div className="overflow-hidden rounded-xl bg-black shadow-sm">
        {source.kind === 'file' ? (
          <video
            ref={videoRef}
            id={videoId}
            className="aspect-video w-full"
            controls
            playsInline
            preload="metadata"
            // Browsers only start playback on their own when muted.
            autoPlay={autoplay}
            muted={autoplay}
            poster={posterUrl || undefined}
            src={source.src}
            aria-label={title}
            onRateChange={(event) => syncRate(event.currentTarget)}
          >
            <p className="p-4 text-white">
              {texts.unsupported}{' '}
              <a className="underline" href={source.src} download>
                {texts.download}
              </a>
            </p>
          </video>
        ) : (
          <div ref={vodHostRef} />
        )}
      </div>
      {vodFailed ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {texts.vodFailed}
        </p>
      ) : null}
      <div role="group" aria-labelledby={groupLabelId} className="mt-4 flex flex-wrap items-center gap-2">
        <span id={groupLabelId} className="mr-1 text-sm font-medium text-slate-700">
          {texts.speed}
        </span>
        {PLAYBACK_RATES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={rate === r}
            onClick={() => choose(r)}
            className={`rounded-md border px-3 py-1 text-sm font-medium transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
              rate === r ? 'border-brand bg-brand text-brand-contrast' : 'border-slate-300 bg-white text-slate-800 hover:border-brand'
            }`}
          >
            {formatPlaybackRate(r)}
          </button>
        ))}
      </div>
    </div>
  )
}

/** Chapter marks: each jumps the course's video to its start and plays from there. */
export function ChapterList({ videoId, chapters }: { videoId: string; chapters: { startSeconds: number; title: string; time: string }[] }) {
  function seek(seconds: number) {
    // TCPlayer moves the id to its wrapper; the <video> is then inside it.
    const target = document.getElementById(videoId)
    const video = target instanceof HTMLVideoElement ? target : target?.querySelector('video')
    if (!video) return
    video.currentTime = seconds
    void video.play().catch(() => undefined)
    video.focus()
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {chapters.map((c) => (
        <li key={`${c.startSeconds}-${c.title}`}>
          <button
            type="button"
            onClick={() => seek(c.startSeconds)}
            className="flex w-full items-baseline gap-3 px-4 py-3 text-left text-slate-800 hover:bg-surface focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
          >
            <span className="font-mono text-sm text-brand">{c.time}</span>
            <span>{c.title}</span>
          </button>
        </li>
      ))}
    </ol>
  )
}
