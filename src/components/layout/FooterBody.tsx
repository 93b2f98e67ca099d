'use client'

import type { BrandKey, Locale } from '@/brands/registry'
import { SmartLink } from '../ui/SmartLink'
import { QrSvg } from './QrSvg'
import type { QrData } from './qr-path'
import { HideOnContactPage, SignUpButton } from './SignUpButton'

export interface FooterLink {
  label: string
  href: string
}

/** The footer as plain data, shaped on the server (Footer.tsx): hrefs localized, bottom lines chosen. */
export interface FooterView {
  brandKey: BrandKey
  locale: Locale
  newTab: string
  banner: {
    title: string
    text: string
    buttonLabel: string
    workbenchUrl: string | null
    /** The recycling brand's and the law firm's banner leads to the contact page and hides there. */
    leadsToContact: boolean
  } | null
  /** Link groups (footer kind `function`). */
  nav: { label: string; links: FooterLink[] }[]
  /** Contact groups: term, value, and a link for the value where it has one. */
  contact: { id: string; title: string; rows: { term: string; text: string; href?: string }[] }[]
  qr: { id: string; title: string; codes: { label: string; qr: QrData }[] }[]
  blogroll: { label: string; links: FooterLink[] }[]
  copyright: string
  filingLabel: string
  /** The bottom line's items: filing numbers and the bottom group, a link where they have one. */
  bottom: { label: string; href?: string }[]
}

/**
 * The footer, rendered from plain data. A client component only so that the page payload
 * carries the data instead of every rendered element (the footer is on every page); the
 * server renders its HTML as before. Repeated class lists are component classes in globals.css.
 */
export function FooterBody({ view }: { view: FooterView }) {
  const { banner, newTab } = view
  const bannerSection = banner ? (
    <section aria-labelledby="signup-banner" className="bg-brand text-brand-contrast">
      <div className="ft-banner">
        <div>
          <h2 id="signup-banner" className="text-xl font-semibold">
            {banner.title}
          </h2>
          {banner.text ? <p className="mt-1 opacity-90">{banner.text}</p> : null}
        </div>
        <SignUpButton
          label={banner.buttonLabel}
          newTabLabel={newTab}
          workbenchUrl={banner.workbenchUrl}
          brandKey={view.brandKey}
          locale={view.locale}
          leadsToContact={banner.leadsToContact}
          className="ft-banner-button"
        />
      </div>
    </section>
  ) : null

  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      {banner?.leadsToContact ? <HideOnContactPage>{bannerSection}</HideOnContactPage> : bannerSection}

      <div className="ft-groups">
        {view.nav.map((group, i) => (
          <nav key={i} aria-label={group.label}>
            <h2 className="footer-heading">{group.label}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link, j) => (
                <li key={j}>
                  <SmartLink href={link.href} className="footer-link" newTabLabel={newTab}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        {view.contact.map((group) => (
          <section key={group.id} aria-labelledby={`contact-${group.id}`}>
            <h2 id={`contact-${group.id}`} className="footer-heading">
              {group.title}
            </h2>
            <dl className="space-y-2 text-sm">
              {group.rows.map((row, j) => (
                <div key={j}>
                  <dt className="text-slate-400">{row.term}</dt>
                  <dd>
                    {row.href ? (
                      <SmartLink href={row.href} className="footer-link">
                        {row.text}
                      </SmartLink>
                    ) : (
                      row.text
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}

        {view.qr.map((group) => (
          <section key={group.id} aria-labelledby={`qrcode-${group.id}`}>
            <h2 id={`qrcode-${group.id}`} className="footer-heading">
              {group.title}
            </h2>
            <ul className="flex flex-wrap gap-4">
              {group.codes.map((code, j) => (
                <li key={j} className="ft-qr">
                  <QrSvg qr={code.qr} label={code.label} className="h-24 w-24 rounded" />
                  {/* The code's accessible name already says this. */}
                  <span aria-hidden="true">{code.label}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      {view.blogroll.length ? (
        <div className="border-t border-slate-800">
          <div className="container-page py-6 text-sm">
            {view.blogroll.map((group, i) => (
              <nav key={i} aria-label={group.label} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h2 className="font-semibold text-white">{group.label}</h2>
                <ul className="flex flex-wrap gap-x-4 gap-y-2">
                  {group.links.map((link, j) => (
                    <li key={j}>
                      <SmartLink href={link.href} className="footer-link text-slate-300" newTabLabel={newTab}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
      ) : null}

      <div className="border-t border-slate-800">
        <div className="ft-bottom">
          {view.copyright ? <p>{view.copyright}</p> : null}
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={view.filingLabel}>
            {view.bottom.map((item, i) => (
              <li key={i}>
                {item.href ? (
                  <SmartLink href={item.href} className="hover:text-white" newTabLabel={newTab}>
                    {item.label}
                  </SmartLink>
                ) : (
                  item.label
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
