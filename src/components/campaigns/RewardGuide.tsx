'use client'

import { useEffect, useId, useState } from 'react'
import type { BrandKey, Locale } from '@/brands/registry'
import { workbenchHref } from '@/brands/workbench'
import { CampaignDialog } from './CampaignDialog'
import type { RewardGuidePlan } from './plan'
import type { CampaignTexts } from './texts'

export interface RewardGuideProps {
  plan: RewardGuidePlan
  brandKey: BrandKey
  locale: Locale
  workbenchUrl: string | null
  texts: CampaignTexts
}

/** Space kept between the floating image and the side panel below it. */
const GAP_PX = 12
const FALLBACK_BOTTOM_PX = 24

/** The bottom offset that puts the image just above the layout's floating side panel (or near the corner without one). */
function useAbovePanel(): number {
  const [bottom, setBottom] = useState(FALLBACK_BOTTOM_PX)
  useEffect(() => {
    const panel = document.querySelector('main#main ~ aside')
    if (!panel) return
    const place = () => {
      const top = panel.getBoundingClientRect().top
      setBottom(Math.max(FALLBACK_BOTTOM_PX, Math.round(window.innerHeight - top + GAP_PX)))
    }
    place()
    const observer = new ResizeObserver(place)
    observer.observe(panel)
    window.addEventListener('resize', place)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [])
  return bottom
}

/**
 * The new-user reward guide: a floating, gently moving image at the bottom right (still
 * for visitors who ask for less motion) that opens the list of each platform's sign-up
 * rewards, with a button to the registration page in a new tab carrying the visit's query.
 */
export function RewardGuide({ plan, brandKey, locale, workbenchUrl, texts }: RewardGuideProps) {
  const [open, setOpen] = useState(false)
  const [registerHref, setRegisterHref] = useState('')
  const titleId = useId()
  const bottom = useAbovePanel()
  const { config, packages } = plan

  const openGuide = () => {
    setRegisterHref(workbenchHref(workbenchUrl, brandKey, locale, 'registers', window.location.search))
    setOpen(true)
  }

  return (
    <>
      {/* It bounces three times to catch the eye, then rests: an endless animation repaints the page as long as it is open. */}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openGuide}
        style={{ bottom }}
        className="fixed right-3 z-30 block min-h-11 min-w-11 rounded-xl motion-safe:animate-bounce motion-safe:[animation-iteration-count:3] print:hidden"
        data-track="reward_guide:open"
      >
        <img src={config.floatImage.url} alt={config.floatImage.alt || config.modalTitle} width={config.floatImage.width ?? undefined} height={config.floatImage.height ?? undefined} className="h-auto w-20 md:w-24" />
      </button>
      {open ? (
        <CampaignDialog labelledBy={titleId} widthClass="max-w-[560px]" closeLabel={texts.close} onClose={() => setOpen(false)}>
          <div className="p-6 md:p-8">
            <h2 id={titleId} className="pr-10 text-xl font-bold">
              {config.modalTitle}
            </h2>
            {config.modalIntro ? <p className="mt-2 whitespace-pre-line text-slate-700">{config.modalIntro}</p> : null}
            <div className="mt-5 space-y-5">
              {packages.map((pack, index) => (
                <section key={index} aria-labelledby={`${titleId}-p${index}`}>
                  <h3 id={`${titleId}-p${index}`} className="font-semibold text-slate-900">
                    {pack.platform}
                  </h3>
                  <ul className="mt-2 space-y-2">
                    {pack.awardList.map((award, i) => (
                      <li key={i} className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3">
                        {award.awardMoney ? <span className="min-w-16 text-lg font-bold text-brand">{award.awardMoney}</span> : null}
                        <span className="flex-1 text-slate-800">{award.couponTypeText}</span>
                        <span className="text-sm text-slate-600">{texts.rewardGuide.count.replace('{count}', String(award.count))}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <a
              href={registerHref}
              target="_blank"
              rel="noopener"
              onClick={(event) => event.currentTarget.closest('dialog')?.close()}
              className="mt-6 flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-5 py-3 font-semibold text-brand-contrast hover:opacity-90"
              data-track="reward_guide:register"
            >
              {texts.rewardGuide.register}
              <span className="sr-only">{texts.opensInNewTab}</span>
            </a>
          </div>
        </CampaignDialog>
      ) : null}
    </>
  )
}
