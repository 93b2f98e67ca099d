/**
 * Q&A types (vat/sysDataDictionary/getQaType). The Q&A collection offers these as its type
 * options; labels for the site live in messages/qa.json.
 */
export const QA_TYPES = ['vat', 'epr', 'agent', 'platform', 'product', 'other'] as const
export type QaType = (typeof QA_TYPES)[number]
