import { getMessages, getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, type BrandKey, type Locale } from '@/brands/registry'
import { telHref } from '@/lib/phone'
import { contactEndpoint } from '@/services/contact/rules'
import { getBrand } from '@/services/content/brand'
import type { ContactTexts, EnquiryTopicProps } from './ContactForm'
import { ContactForm } from './islands'

/**
 * The contact page's feature: the form with the 48-hour reply promise beside the brand's
 * phones, email and address (from the CMS brand record; empty ones are left out). The
 * corporate brand's form is an enquiry form (jurisdiction and service); its pages place
 * it at #enquiry with their own topic, heading and intro.
 */
export async function ContactSection({ brand, locale, topic, heading, intro, id }: { brand: BrandKey; locale: Locale; topic?: EnquiryTopicProps; heading?: string; intro?: string; id?: string }) {
  const enquiry = BRAND_ROUTES[brand].flags.corporate ? (topic ?? { fromQuery: true }) : undefined
  const [info, t, messages] = await Promise.all([getBrand(brand, locale), getTranslations({ locale, namespace: 'contact' }), getMessages({ locale })])
  const details = info
    ? [
        { label: t('presale'), value: info.phones.presale, href: telHref(info.phones.presale) },
        { label: t('cooperation'), value: info.phones.cooperation, href: telHref(info.phones.cooperation) },
        { label: t('emailUs'), value: info.email, href: `mailto:${info.email}` },
        { label: t('address'), value: info.address },
      ].filter((d) => d.value)
    : []
  return (
    <section id={id} aria-labelledby="contact-form-heading" className="container-page grid scroll-mt-24 gap-10 py-12 lg:grid-cols-[2fr_1fr]">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
          {heading ?? t('formHeading')}
        </h2>
        <p className="mb-6 mt-2 text-slate-700">{intro ?? t('formIntro')}</p>
        {/* A law firm says up front that writing to it does not make the sender a client. */}
        {BRAND_ROUTES[brand].flags.lawFirm ? (
          <p id="law-firm-notice" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            {t('lawFirmNotice')}
          </p>
        ) : null}
        {/* Only the form's own texts travel to the browser. */}
        <ContactForm texts={messages.contact as ContactTexts} endpoint={contactEndpoint(brand)} topic={enquiry} />
      </div>
      <aside aria-labelledby="contact-details-heading" className="rounded-2xl bg-surface p-6 md:p-8">
        <h2 id="contact-details-heading" className="text-xl font-bold text-ink">
          {t('contactDetails')}
        </h2>
        <p className="mt-2 font-medium text-brand">{t('promise')}</p>
        <dl className="mt-6 space-y-4">
          {details.map((d) => (
            <div key={d.label}>
              <dt className="text-sm text-slate-600">{d.label}</dt>
              <dd className="font-semibold text-ink">{d.href ? <a href={d.href} className="hover:underline">{d.value}</a> : d.value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </section>
  )
}
