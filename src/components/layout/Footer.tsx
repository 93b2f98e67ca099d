import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'
import type { FooterData } from '@/services/content/footer'
import { QrCode } from '../ui/QrCode'
import { SmartLink } from '../ui/SmartLink'
import { bottomLines } from './footer-lines'
import { HideOnContactPage, SignUpButton } from './SignUpButton'

interface FooterProps {
  brand: BrandView
  locale: Locale
  footer: FooterData
}

/**
 * Footer from the brand's footer groups (function, contactInformation, qrcode,
 * blogroll, bottom) and its filing numbers, under the sign-up banner. The recycling
 * brand's banner leads to its contact page and is not shown on that page.
 */
export async function Footer({ brand, locale, footer }: FooterProps) {
  const t = await getTranslations('footer')
  const common = await getTranslations('common')
  const panel = await getTranslations('panel')
  const href = (path: string) => localizeHref(path, brand.key, locale)
  const newTab = common('opensInNewTab')
  // The brand record's copyright line is shown once: a copy an editor also typed into the bottom group is left out.
  const bottomItems = bottomLines(footer.bottom.flatMap((group) => group.subsetList), brand.copyright)
  // Filing numbers come from the brand record; skip any an editor also typed into the bottom group.
  const filings = brand.filingNumbers.filter((f) => !bottomItems.some((item) => item.typeValueOne.includes(f.text)))

  // The recycling brand and the law firm take no merchant sign-ups: their banner leads to the contact page.
  const leadsToContact = brand.flags.recycling || brand.flags.lawFirm
  const banner = brand.signUpBanner.title ? (
    <section aria-labelledby="signup-banner" className="bg-brand text-brand-contrast">
      <div className="container-page flex flex-col items-start justify-between gap-4 py-8 md:flex-row md:items-center">
        <div>
          <h2 id="signup-banner" className="text-xl font-semibold">
            {brand.signUpBanner.title}
          </h2>
          {brand.signUpBanner.text ? <p className="mt-1 opacity-90">{brand.signUpBanner.text}</p> : null}
        </div>
        <SignUpButton
          label={brand.signUpBanner.buttonLabel || panel('signUp')}
          newTabLabel={newTab}
          workbenchUrl={brand.workbenchUrl}
          brandKey={brand.key}
          locale={locale}
          leadsToContact={leadsToContact}
          className="inline-flex shrink-0 items-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand shadow-sm hover:bg-slate-100"
        />
      </div>
    </section>
  ) : null

  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      {leadsToContact ? <HideOnContactPage>{banner}</HideOnContactPage> : banner}

      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
        {footer.function.map((group) => (
          <nav key={group.id} aria-label={group.typeValueOne}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{group.typeValueOne}</h2>
            <ul className="space-y-2 text-sm">
              {group.subsetList.map((item) => (
                <li key={item.id}>
                  <SmartLink href={href(item.typeValueThree || '#')} className="hover:text-white hover:underline" newTabLabel={newTab}>
                    {item.typeValueOne}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        {footer.contactInformation.map((group) => (
          <section key={group.id} aria-labelledby={`contact-${group.id}`}>
            <h2 id={`contact-${group.id}`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
              {group.typeValueOne || t('contact')}
            </h2>
            <dl className="space-y-2 text-sm">
              {group.subsetList.map((item) => (
                <div key={item.id}>
                  <dt className="text-slate-400">{item.typeValueOne}</dt>
                  <dd>{item.typeValueThree ? <SmartLink href={item.typeValueThree} className="hover:text-white hover:underline">{item.typeValueTow}</SmartLink> : item.typeValueTow}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}

        {footer.qrcode.map((group) => {
          const items = group.subsetList.filter((item) => item.typeValueThree)
          return items.length ? (
            <section key={group.id} aria-labelledby={`qrcode-${group.id}`}>
              <h2 id={`qrcode-${group.id}`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
                {group.typeValueOne || t('qrcode')}
              </h2>
              <ul className="flex flex-wrap gap-4">
                {items.map((item) => (
                  <li key={item.id} className="flex w-24 flex-col items-center gap-2 text-center text-xs">
                    <QrCode value={item.typeValueThree} label={item.typeValueOne} className="h-24 w-24 rounded" />
                    {/* The code's accessible name already says this. */}
                    <span aria-hidden="true">{item.typeValueOne}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null
        })}
      </div>

      {footer.blogroll.length ? (
        <div className="border-t border-slate-800">
          <div className="container-page py-6 text-sm">
            {footer.blogroll.map((group) => (
              <nav key={group.id} aria-label={group.typeValueOne || t('friendlyLinks')} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h2 className="font-semibold text-white">{group.typeValueOne || t('friendlyLinks')}</h2>
                <ul className="flex flex-wrap gap-x-4 gap-y-2">
                  {group.subsetList.map((item) => (
                    <li key={item.id}>
                      <SmartLink href={item.typeValueThree || '#'} className="text-slate-300 hover:text-white hover:underline" newTabLabel={newTab}>
                        {item.typeValueOne}
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
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          {brand.copyright ? <p>{brand.copyright}</p> : null}
          <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('filing')}>
            {bottomItems.map((item) => (
              <li key={item.id}>{item.typeValueThree ? <SmartLink href={item.typeValueThree} className="hover:text-white" newTabLabel={newTab}>{item.typeValueOne}</SmartLink> : item.typeValueOne}</li>
            ))}
            {filings.map((filing) => (
              <li key={filing.text}>{filing.url ? <SmartLink href={filing.url} className="hover:text-white" newTabLabel={newTab}>{filing.text}</SmartLink> : filing.text}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
