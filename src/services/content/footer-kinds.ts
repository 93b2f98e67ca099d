/** The kinds of footer group (collection `footer-groups`, field `kind`); the footer has one list per kind. */
export const FOOTER_KINDS = ['qrcode', 'blogroll', 'bottom', 'contactInformation', 'function'] as const
export type FooterKind = (typeof FOOTER_KINDS)[number]
