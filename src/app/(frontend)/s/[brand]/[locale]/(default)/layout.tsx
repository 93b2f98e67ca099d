import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { localizeHref } from '@/brands/links'
import { BRAND_ROUTES, publicPath, type Locale } from '@/brands/registry'
import { FloatingPanel } from '@/components/layout/FloatingPanel'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { CampaignHost, LanguagePrompt, MergerNotice, QuestionnaireHost } from '@/components/layout/DeferredIslands'
import type { LanguagePromptTexts } from '@/components/layout/LanguagePrompt'
import { siteParams, type SiteParams } from '@/lib/site-params'
import { loadLayoutData } from '@/services/content/layout-data'

/** Default layout: header, floating contact panel, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: SiteParams }) {
  const { brand: key, locale } = await siteParams(params)
  // A failing navigation, footer or search-list read leaves that part empty (logged); the brand read stays strict.
  const [{ brand, navigation, footer, search }, t] = await Promise.all([loadLayoutData(key, locale), getTranslations('common')])
  if (!brand) notFound()
  // The recycling brand and the law firm have no floating panel.
  const showPanel = !brand.flags.recycling && !brand.flags.lawFirm
  return (
    <>
      {/* Hidden until focused (globals.css: skip-link). */}
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header brand={brand} locale={locale} navigation={navigation} search={search} />
      <main id="main">{children}</main>
      {BRAND_ROUTES[key].flags.questionnaire ? <QuestionnaireHost locale={locale} platformCode={brand.platformCode} resultPath={publicPath(BRAND_ROUTES[key], locale, 'questionAnswer')} /> : null}
      {showPanel ? <FloatingPanel brand={brand} locale={locale} navigation={navigation} footer={footer} /> : null}
      <Footer brand={brand} locale={locale} footer={footer} />
      {brand.mergerNotice ? (
        <MergerNotice
          brandKey={key}
          title={brand.mergerNotice.title}
          text={brand.mergerNotice.text}
          login={brand.mergerNotice.loginUrl ? { label: brand.mergerNotice.loginLabel, href: localizeHref(brand.mergerNotice.loginUrl, key, locale) } : null}
          go={brand.mergerNotice.goUrl ? { label: brand.mergerNotice.goLabel, href: localizeHref(brand.mergerNotice.goUrl, key, locale) } : null}
          texts={{ neverAgain: t('mergerNotice.neverAgain'), close: t('mergerNotice.close') }}
        />
      ) : null}
      {/* Pop-up ad, home page poster and new-user reward guide: decided in the browser after load. */}
      <CampaignHost brandKey={key} locale={locale} workbenchUrl={brand.workbenchUrl} popup poster rewardGuide />
      {BRAND_ROUTES[key].flags.languagePrompt ? <LanguagePrompt locale={locale} published={BRAND_ROUTES[key].locales} platformCode={brand.platformCode} texts={await languagePromptTexts()} /> : null}
    </>
  )
}

/** The prompt is written in the language it offers: English and Chinese texts travel with the page. */
async function languagePromptTexts(): Promise<Partial<Record<Locale, LanguagePromptTexts>>> {
  const texts = async (locale: Locale) => {
    const t = await getTranslations({ locale, namespace: 'common.languagePrompt' })
    return { title: t('title'), text: t('text'), switchTo: t('switchTo'), stay: t('stay') }
  }
  return { en: await texts('en'), cn: await texts('cn') }
}
