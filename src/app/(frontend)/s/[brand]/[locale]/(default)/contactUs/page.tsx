import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { ContactForm } from '@/components/contact/ContactForm'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import type { SiteParams } from '@/lib/site-params'
import { contactEndpoint } from '@/services/contact/rules'
import { getBrand } from '@/services/content/brand'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('contactUs')

/**
 * /lz/contactUs and /contact: the CMS page's hero, the contact form with the
 * 48-hour reply promise and the brand's contact details, then the rest of the page.
 */
export default async function ContactPage({ params }: { params: SiteParams }) {
  const { brand, locale, page, ctx } = await loadCmsPage(params, 'contactUs')
  const [info, t, messages] = await Promise.all([getBrand(brand, locale), getTranslations({ locale, namespace: 'contact' }), getMessages({ locale })])
  const details = info
    ? [
        { label: t('presale'), value: info.phones.presale, href: `tel:${info.phones.presale.replace(/[^\d+]/g, '')}` },
        { label: t('cooperation'), value: info.phones.cooperation, href: `tel:${info.phones.cooperation.replace(/[^\d+]/g, '')}` },
        { label: t('emailUs'), value: info.email, href: `mailto:${info.email}` },
        { label: t('address'), value: info.address },
      ].filter((d) => d.value)
    : []
  const form = (
    <section aria-labelledby="contact-form-heading" className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_1fr]">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
          {t('formHeading')}
        </h2>
        <p className="mb-6 mt-2 text-slate-700">{t('formIntro')}</p>
        {/* Only the form's own texts travel to the browser. */}
        <NextIntlClientProvider messages={{ contact: messages.contact }}>
          <ContactForm endpoint={contactEndpoint(brand)} />
        </NextIntlClientProvider>
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
  return <CmsFrame page={page} ctx={ctx} afterHero={form} />
}
