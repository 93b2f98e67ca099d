import { getTranslations } from 'next-intl/server'
import { localizeHref } from '@/brands/links'
import type { Locale } from '@/brands/registry'
import type { BrandView } from '@/services/content/brand'
import type { FooterData } from '@/services/content/footer'
import { bottomLines } from './footer-lines'
import type { FooterView } from './FooterBody'
import { FooterBody } from './islands'
import { qrData } from './qr-data'

interface FooterProps {
  brand: BrandView
  locale: Locale
  footer: FooterData
}

/**
 * Footer from the brand's footer groups (function, contactInformation, qrcode,
 * blogroll, bottom) and its filing numbers, under the sign-up banner. The recycling
 * brand's banner leads to its contact page and is not shown on that page. Shaped here
 * as plain data; FooterBody renders it (so the page payload carries data, not markup).
 */
export async function Footer({ brand, locale, footer }: FooterProps) {
  const t = await getTranslations('footer')
  const common = await getTranslations('common')
  const panel = await getTranslations('panel')
  const href = (path: string) => localizeHref(path, brand.key, locale)
  // The brand record's copyright line is shown once: a copy an editor also typed into the bottom group is left out.
  const bottomItems = bottomLines(footer.bottom.flatMap((group) => group.subsetList), brand.copyright)
  // Filing numbers come from the brand record; skip any an editor also typed into the bottom group.
  const filings = brand.filingNumbers.filter((f) => !bottomItems.some((item) => item.typeValueOne.includes(f.text)))
  const withHref = (label: string, url: string | null | undefined) => (url ? { label, href: url } : { label })

  const view: FooterView = {
    brandKey: brand.key,
    locale,
    newTab: common('opensInNewTab'),
    banner: brand.signUpBanner.title
      ? {
          title: brand.signUpBanner.title,
          text: brand.signUpBanner.text ?? '',
          buttonLabel: brand.signUpBanner.buttonLabel || panel('signUp'),
          workbenchUrl: brand.workbenchUrl,
          // The recycling brand and the law firm take no merchant sign-ups: their banner leads to the contact page.
          leadsToContact: Boolean(brand.flags.recycling || brand.flags.lawFirm),
        }
      : null,
    nav: footer.function.map((group) => ({
      label: group.typeValueOne,
      links: group.subsetList.map((item) => ({ label: item.typeValueOne, href: href(item.typeValueThree || '#') })),
    })),
    contact: footer.contactInformation.map((group) => ({
      id: String(group.id),
      title: group.typeValueOne || t('contact'),
      rows: group.subsetList.map((item) => ({ term: item.typeValueOne, text: item.typeValueTow, ...(item.typeValueThree ? { href: item.typeValueThree } : {}) })),
    })),
    qr: footer.qrcode.flatMap((group) => {
      const codes = group.subsetList.flatMap((item) => {
        const qr = item.typeValueThree ? qrData(item.typeValueThree) : null
        return qr ? [{ label: item.typeValueOne, qr }] : []
      })
      return codes.length ? [{ id: String(group.id), title: group.typeValueOne || t('qrcode'), codes }] : []
    }),
    blogroll: footer.blogroll.map((group) => ({
      label: group.typeValueOne || t('friendlyLinks'),
      links: group.subsetList.map((item) => ({ label: item.typeValueOne, href: item.typeValueThree || '#' })),
    })),
    copyright: brand.copyright ?? '',
    filingLabel: t('filing'),
    bottom: [...bottomItems.map((item) => withHref(item.typeValueOne, item.typeValueThree)), ...filings.map((filing) => withHref(filing.text, filing.url))],
  }
  return <FooterBody view={view} />
}
