/** Links that open the questionnaire (editors put these URLs on buttons): the main entry and banner entries. */
export const ENTRY_HASHES = { '#questionnaire': 'enter', '#questionnaire-banner': 'banner' } as const
export type Entry = (typeof ENTRY_HASHES)[keyof typeof ENTRY_HASHES]
