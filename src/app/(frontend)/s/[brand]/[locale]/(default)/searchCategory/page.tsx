import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { ClassSearchBrowser } from '@/components/trademark/ClassSearchBrowser'
import { ClassSearch } from '@/components/trademark/ClassSearch'
import type { SiteParams } from '@/lib/site-params'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('searchCategory')

/**
 * /searchCategory: after the CMS hero, the class finder (a
 * small client island: search, open to visitors, and history) and every class 1–46 rendered on
 * the server, whose groups and items load when a class is opened; then the editor's FAQ
 * and call to action. Nothing per visitor is in the HTML, so it stays in the ISR cache.
 */
export default async function SearchCategoryPage({ params }: { params: SiteParams }) {
  const { locale, page, ctx } = await loadCmsPage(params, 'searchCategory')
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'classSearch' }), getMessages({ locale })])
  return (
    <CmsFrame
      page={page}
      ctx={ctx}
      afterHero={
        // Only the finder's own texts travel to the browser.
        <NextIntlClientProvider messages={{ classSearch: messages.classSearch }}>
          <section aria-labelledby="class-search-heading" className="container-page py-10">
            <div className="max-w-4xl">
              <h2 id="class-search-heading" className="text-2xl font-bold text-ink">
                {t('searchHeading')}
              </h2>
              <p className="mb-6 mt-2 text-slate-700">{t('searchIntro')}</p>
              <ClassSearch />
            </div>
          </section>
          <ClassSearchBrowser locale={locale} />
        </NextIntlClientProvider>
      }
    />
  )
}
