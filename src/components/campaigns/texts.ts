import type { Locale } from '@/brands/registry'
import type cn from '@/i18n/messages/cn/campaigns.json'

export type CampaignTexts = typeof cn

/**
 * The campaign islands' texts, fetched with their code only when something is to be
 * shown or said, so pages without a campaign carry none of them.
 */
export async function loadCampaignTexts(locale: Locale): Promise<CampaignTexts> {
  switch (locale) {
    case 'cn':
      return (await import('@/i18n/messages/cn/campaigns.json')).default
    case 'de':
      return (await import('@/i18n/messages/de/campaigns.json')).default as CampaignTexts
    case 'ko':
      return (await import('@/i18n/messages/ko/campaigns.json')).default as CampaignTexts
    default:
      return (await import('@/i18n/messages/en/campaigns.json')).default as CampaignTexts
  }
}
