import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { lexicalToPlainText } from '@/lib/rich-text/lexical'
import type { Activity, ChannelPage, Media, Popup, Poster } from '@/payload-types'
import type { ImageView, PopupView, PosterView } from './types'

/**
 * CMS documents (read at depth 1: media and channels populated) turned into what the
 * gateway answers. Pure apart from the rich-text renderer, so lists are mapped once and
 * cached as answered.
 */

export function imageView(media: number | Media | null | undefined, alt?: string | null): ImageView | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return { url: media.url, width: media.width ?? null, height: media.height ?? null, alt: alt ?? media.alt ?? '' }
}

/** The channel codes a campaign targets (its channels relationship, populated). */
export function channelCodes(channels: Popup['channels']): string[] {
  return (channels ?? []).flatMap((c) => (typeof c === 'object' && c?.code ? [c.code] : []))
}

/** The editor's rich text as HTML, or null when it holds no text. */
export function richTextHtml(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !lexicalToPlainText(state).trim()) return null
  return convertLexicalToHTML({ data: state as SerializedEditorState, disableContainer: true })
}

export function popupView(doc: Popup): PopupView {
  return {
    id: doc.id,
    moduleType: Number(doc.moduleType),
    limitType: Number(doc.limitType) as PopupView['limitType'],
    popupBoxTriggerType: Number(doc.popupBoxTriggerType) as PopupView['popupBoxTriggerType'],
    triggerPages: (doc.triggerPages ?? []).map((p) => p.page),
    displayStyle: Number(doc.displayStyle) as PopupView['displayStyle'],
    imageOptionType: Number(doc.imageOptionType) as PopupView['imageOptionType'],
    imgJumpUrl: doc.imgJumpUrl || null,
    title: doc.title || null,
    titleRichText: richTextHtml(doc.titleRichText),
    content: doc.content || null,
    contentRichText: richTextHtml(doc.contentRichText),
    mainImg: imageView(doc.mainImg),
    iconImg: imageView(doc.iconImg),
    buttonDetailList: (doc.buttonDetailList ?? []).map((b) => ({ buttonName: b.buttonName, buttonUrl: b.buttonUrl || null })),
    startTime: doc.startsAt,
    endTime: doc.endsAt,
  }
}

/** Null when the poster's image is gone (a poster is nothing but its image). */
export function posterView(doc: Poster): PosterView | null {
  const posterImg = imageView(doc.posterImg, doc.alt)
  if (!posterImg) return null
  return {
    posterId: doc.id,
    posterImg,
    showWay: doc.showWay || null,
    showType: Number(doc.showType) as PosterView['showType'],
    startTime: doc.startsAt,
    endTime: doc.endsAt,
  }
}

export type { Activity, ChannelPage }
