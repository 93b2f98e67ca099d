/**
 * News categories (getInformation's filter). The articles collection offers these as its
 * category options; labels for the site live in messages/news.json.
 */
export const NEWS_CATEGORIES = ['policy', 'platform', 'guide', 'company'] as const
export type NewsCategory = (typeof NEWS_CATEGORIES)[number]
