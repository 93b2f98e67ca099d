import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/brands/registry'
import type { CaseStudyView } from '@/services/about/cases'

/** The client case studies (collection case-studies), one card per story. */
export async function CaseStudies({ cases, locale }: { cases: CaseStudyView[]; locale: Locale }) {
  if (!cases.length) return null
  const t = await getTranslations({ locale, namespace: 'about.cases' })
  return (
    <section aria-labelledby="case-studies" className="bg-surface">
      <div className="container-page py-16">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id="case-studies" className="text-2xl font-bold text-ink md:text-3xl">
            {t('heading')}
          </h2>
          <p className="mt-3 text-slate-700">{t('intro')}</p>
        </div>
        <ul className="grid gap-6 lg:grid-cols-2">
          {cases.map((study) => (
            <li key={study.id}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-medium text-brand">
                  {study.client}
                  {study.industry ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">{t('industry')}: </span>
                      {study.industry}
                    </>
                  ) : null}
                </p>
                <h3 className="mt-2 text-lg font-semibold text-ink">{study.title}</h3>
                <dl className="mt-4 space-y-3 text-sm leading-relaxed text-slate-700">
                  <div>
                    <dt className="font-semibold text-ink">{t('challenge')}</dt>
                    <dd className="mt-1">{study.challenge}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink">{t('solution')}</dt>
                    <dd className="mt-1">{study.solution}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink">{t('result')}</dt>
                    <dd className="mt-1">{study.result}</dd>
                  </div>
                </dl>
                {study.services.length ? (
                  <div className="mt-auto pt-5">
                    <p className="sr-only">{t('services')}</p>
                    <ul className="flex flex-wrap gap-2">
                      {study.services.map((service) => (
                        <li key={service} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-brand">
                          {service}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
