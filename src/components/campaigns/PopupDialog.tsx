'use client'

import { useId, type MouseEvent } from 'react'
import { localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { POPUP_DISPLAY_STYLES, POPUP_IMAGE_OPTIONS } from '@/services/campaigns/constants'
import type { PopupView } from '@/services/campaigns/types'
import { countPopup } from './campaign-api'
import { CampaignDialog } from './CampaignDialog'
import { followCounted, opensNewTab } from './follow-link'
import type { CampaignTexts } from './texts'

export interface PopupDialogProps {
  popup: PopupView
  preview: boolean
  brandKey: BrandKey
  locale: Locale
  texts: CampaignTexts
  onClose: () => void
}

/** The editors' rich text arrives as HTML our server rendered and cleaned; this gives it the site's type styles. */
const RICH = '[&_a]:text-brand [&_a]:underline [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold'

/**
 * A pop-up ad: the main image (a link when it opens one), an icon, the title and text
 * (plain or the editor's rich text) and up to three buttons, as its display style says.
 * A button with a link counts a click and follows it; one without only closes.
 */
export function PopupDialog({ popup, preview, brandKey, locale, texts, onClose }: PopupDialogProps) {
  const titleId = useId()
  const style = Number(popup.displayStyle)
  const showImage = style !== POPUP_DISPLAY_STYLES.TEXT && popup.mainImg
  const showText = style !== POPUP_DISPLAY_STYLES.IMAGE
  const hasTitle = showText && Boolean(popup.titleRichText || popup.title)
  const count = preview ? null : () => countPopup(popup.id, 'click')

  const link = (url: string) => {
    const href = localizeHref(url, brandKey, locale)
    const newTab = opensNewTab(href)
    return {
      href,
      target: newTab ? '_blank' : undefined,
      rel: newTab ? 'noopener' : undefined,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => followCounted(event, href, newTab, count),
      newTab,
    }
  }

  const image = showImage && popup.mainImg ? <img src={popup.mainImg.url} alt={popup.mainImg.alt} width={popup.mainImg.width ?? undefined} height={popup.mainImg.height ?? undefined} className="block h-auto w-full" /> : null
  const imageLink = Number(popup.imageOptionType) === POPUP_IMAGE_OPTIONS.JUMP && popup.imgJumpUrl ? link(popup.imgJumpUrl) : null

  return (
    <CampaignDialog
      labelledBy={hasTitle ? titleId : undefined}
      label={popup.title || popup.mainImg?.alt || texts.popupLabel}
      widthClass="max-w-[520px]"
      closeLabel={texts.close}
      previewLabel={preview ? texts.preview : null}
      onClose={onClose}
    >
      {image ? (
        imageLink ? (
          <a href={imageLink.href} target={imageLink.target} rel={imageLink.rel} onClick={imageLink.onClick} className="block">
            {image}
            {imageLink.newTab ? <span className="sr-only">{texts.opensInNewTab}</span> : null}
          </a>
        ) : (
          image
        )
      ) : null}
      {showText ? (
        <div className="px-6 pb-6 pt-6 md:px-8">
          {popup.iconImg ? <img src={popup.iconImg.url} alt={popup.iconImg.alt} className="mb-3 h-12 w-12 object-contain" /> : null}
          {popup.titleRichText ? (
            <div id={titleId} role="heading" aria-level={2} className={`pr-10 text-xl font-bold ${RICH}`} dangerouslySetInnerHTML={{ __html: popup.titleRichText }} />
          ) : popup.title ? (
            <h2 id={titleId} className="pr-10 text-xl font-bold">
              {popup.title}
            </h2>
          ) : null}
          {popup.contentRichText ? (
            <div className={`mt-3 leading-relaxed text-slate-700 ${RICH}`} dangerouslySetInnerHTML={{ __html: popup.contentRichText }} />
          ) : popup.content ? (
            <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-700">{popup.content}</p>
          ) : null}
          {popup.buttonDetailList?.length ? (
            <div className="mt-6 flex flex-wrap gap-3">
              {popup.buttonDetailList.map((button, index) => {
                const primary = index === 0
                const look = `inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold ${primary ? 'bg-brand text-brand-contrast hover:opacity-90' : 'border border-slate-300 text-slate-800 hover:border-brand'}`
                if (!button.buttonUrl) {
                  return (
                    <form key={index} method="dialog">
                      <button type="submit" className={look}>
                        {button.buttonName}
                      </button>
                    </form>
                  )
                }
                const target = link(button.buttonUrl)
                return (
                  <a key={index} href={target.href} target={target.target} rel={target.rel} onClick={target.onClick} className={look}>
                    {button.buttonName}
                    {target.newTab ? <span className="sr-only">{texts.opensInNewTab}</span> : null}
                  </a>
                )
              })}
            </div>
          ) : null}
        </div>
      ) : null}
    </CampaignDialog>
  )
}
