'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import type { BrandKey, Locale } from '@/brands/registry'
import type { CampaignShow, RewardGuidePlan } from './plan'
import type { PopupDialogProps } from './PopupDialog'
import type { PosterDialogProps } from './PosterDialog'
import type { RewardGuideProps } from './RewardGuide'
import type { CampaignTexts } from './texts'
import { parsePreview } from './visit-rules'
import { whenIdle } from '@/lib/when-idle'

export interface CampaignHostProps {
  brandKey: BrandKey
  locale: Locale
  workbenchUrl: string | null
  /** Which islands this layout has: the pop-up ad, the home page poster, the new-user reward guide. */
  popup: boolean
  poster?: boolean
  rewardGuide?: boolean
}

type Showing =
  | { kind: 'popup'; show: Extract<CampaignShow, { kind: 'popup' }>; Dialog: ComponentType<PopupDialogProps>; texts: CampaignTexts }
  | { kind: 'poster'; show: Extract<CampaignShow, { kind: 'poster' }>; Dialog: ComponentType<PosterDialogProps>; texts: CampaignTexts }

interface Guide {
  plan: RewardGuidePlan
  Guide: ComponentType<RewardGuideProps>
  texts: CampaignTexts
}

/**
 * No campaign modal opens in a page's first seconds: the visitor first sees the page they
 * asked for. A poster or pop-up at once also became the page's largest paint, which
 * Lighthouse then measured at about 4 s on a phone instead of the page's own 2 s.
 */
export const MODAL_SETTLE_MS = 3000

/** Campaigns wait for the browser to have nothing better to do (3 s at the latest), so they never delay the page itself. */
const CAMPAIGN_IDLE_TIMEOUT_MS = 3000

/**
 * The per-visitor campaigns of a page: the pop-up ad, the home page poster and the
 * new-user reward guide. The server renders nothing here, so the page's HTML is the same
 * for every visitor; once the browser is idle this asks the gateway what to show, and
 * only then loads the code of the dialog that will open. One modal at a time: the pop-up
 * first, the poster after it closes.
 */
export function CampaignHost({ brandKey, locale, workbenchUrl, popup, poster = false, rewardGuide = false }: CampaignHostProps) {
  const pathname = usePathname()
  const [showing, setShowing] = useState<Showing | null>(null)
  const [guide, setGuide] = useState<Guide | null>(null)
  const queue = useRef<CampaignShow[]>([])
  /** When the current page was shown (performance.now()), for MODAL_SETTLE_MS. */
  const pageShownAt = useRef(0)
  const timer = useRef<number | undefined>(undefined)
  /** Bumped on every page change: work started for an earlier page is dropped. */
  const generation = useRef(0)

  const present = useCallback(
    async (show: CampaignShow, mine: number) => {
      const [{ loadCampaignTexts }, storage, api, dialog] = await Promise.all([
        import('./texts'),
        import('./storage'),
        import('./campaign-api'),
        show.kind === 'popup' ? import('./PopupDialog').then((m) => m.PopupDialog) : import('./PosterDialog').then((m) => m.PosterDialog),
      ])
      const texts = await loadCampaignTexts(locale)
      if (mine !== generation.current) return
      if (!show.preview) {
        const now = new Date()
        if (show.kind === 'popup') {
          storage.rememberPopupShown(show.popup.id, now)
          void api.countPopup(show.popup.id, 'view')
        } else {
          const { posterShown } = await import('./poster-rules')
          storage.rememberPoster(brandKey, posterShown(storage.posterMemory(brandKey), now))
          void api.countPoster(show.poster.posterId, 'view')
        }
      }
      setShowing(
        show.kind === 'popup'
          ? { kind: 'popup', show, Dialog: dialog as ComponentType<PopupDialogProps>, texts }
          : { kind: 'poster', show, Dialog: dialog as ComponentType<PosterDialogProps>, texts },
      )
    },
    [brandKey, locale],
  )

  const next = useCallback(
    (mine: number) => {
      const show = queue.current.shift()
      if (!show) return
      const settling = MODAL_SETTLE_MS - (performance.now() - pageShownAt.current)
      const delay = Math.max(show.kind === 'popup' ? show.delayMs : 0, settling)
      if (delay > 0) timer.current = window.setTimeout(() => void present(show, mine), delay)
      else void present(show, mine)
    },
    [present],
  )

  // Pop-up and poster: decided again for every page the visitor opens.
  useEffect(() => {
    if (!popup && !poster) return
    const mine = ++generation.current
    pageShownAt.current = performance.now()
    queue.current = []
    // A dialog of the page left behind (the browser's back button) goes with it.
    setShowing(null)
    const cancelIdle = whenIdle(() => {
      void import('./plan').then(async ({ planPage }) => {
        const shows = await planPage({
          brandKey,
          locale,
          pathname: window.location.pathname,
          search: window.location.search,
          now: new Date(),
          popup,
          poster,
          preview: parsePreview(window.location.search),
        })
        if (mine !== generation.current) return
        queue.current = shows
        next(mine)
      })
    }, CAMPAIGN_IDLE_TIMEOUT_MS, window)
    return () => {
      cancelIdle()
      window.clearTimeout(timer.current)
    }
  }, [pathname, brandKey, locale, popup, poster, next])

  // The reward guide: decided once per page load; it floats over every page after that.
  useEffect(() => {
    if (!rewardGuide) return
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void import('./plan').then(async ({ planRewardGuide }) => {
        const plan = await planRewardGuide(window.location.search)
        if (!plan || cancelled) return
        const [{ RewardGuide }, { loadCampaignTexts }] = await Promise.all([import('./RewardGuide'), import('./texts')])
        const texts = await loadCampaignTexts(locale)
        if (!cancelled) setGuide({ plan, Guide: RewardGuide, texts })
      })
    }, CAMPAIGN_IDLE_TIMEOUT_MS, window)
    return () => {
      cancelled = true
      cancelIdle()
    }
  }, [rewardGuide, locale])

  const closed = useCallback(() => {
    setShowing(null)
    next(generation.current)
  }, [next])

  return (
    <>
      {guide ? <guide.Guide plan={guide.plan} brandKey={brandKey} locale={locale} workbenchUrl={workbenchUrl} texts={guide.texts} /> : null}
      {showing?.kind === 'popup' ? (
        <showing.Dialog key={`popup-${showing.show.popup.id}`} popup={showing.show.popup} preview={showing.show.preview} brandKey={brandKey} locale={locale} texts={showing.texts} onClose={closed} />
      ) : showing?.kind === 'poster' ? (
        <showing.Dialog key={`poster-${showing.show.poster.posterId}`} poster={showing.show.poster} preview={showing.show.preview} brandKey={brandKey} locale={locale} texts={showing.texts} onClose={closed} />
      ) : null}
    </>
  )
}
