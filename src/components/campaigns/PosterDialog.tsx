'use client'

import type { MouseEvent } from 'react'
import { localizeHref } from '@/brands/links'
import type { BrandKey, Locale } from '@/brands/registry'
import { POSTER_SHOW_TYPES } from '@/services/campaigns/constants'
import type { PosterView } from '@/services/campaigns/types'
import { countPoster } from './campaign-api'
import { CampaignDialog } from './CampaignDialog'
import { followCounted } from './follow-link'
import type { CampaignTexts } from './texts'

export interface PosterDialogProps {
  poster: PosterView
  preview: boolean
  brandKey: BrandKey
  locale: Locale
  texts: CampaignTexts
  onClose: () => void
}

/** The home page's activity poster: a 700 px modal (full width minus margins on a phone), the poster as its link. */
export function PosterDialog({ poster, preview, brandKey, locale, texts, onClose }: PosterDialogProps) {
  const image = poster.posterImg
  const picture = <img src={image.url} alt={image.alt} width={image.width ?? undefined} height={image.height ?? undefined} className="block h-auto w-full" />
  const href = poster.showWay ? localizeHref(poster.showWay, brandKey, locale) : null
  const newTab = Number(poster.showType) === POSTER_SHOW_TYPES.NEW_TAB
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (href) followCounted(event, href, newTab, preview ? null : () => countPoster(poster.posterId, 'click'))
  }

  return (
    <CampaignDialog label={image.alt || texts.posterLabel} widthClass="max-w-[700px]" closeLabel={texts.close} previewLabel={preview ? texts.preview : null} onClose={onClose}>
      {href ? (
        <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined} onClick={onClick} className="block">
          {picture}
          {newTab ? <span className="sr-only">{texts.opensInNewTab}</span> : null}
        </a>
      ) : (
        picture
      )}
    </CampaignDialog>
  )
}
