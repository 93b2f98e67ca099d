import { getTranslations } from 'next-intl/server'
import { BRAND_ROUTES, publicPath, type BrandKey, type Locale } from '@/brands/registry'
import { TitledSection } from '@/components/ui/TitledSection'
import { intlLocale } from '@/i18n/format'
import type { PriceEntry } from '@/services/compliance/types'
import type { CorporatePricedService } from '@/services/corporate/prices'
import type { JurisdictionFacts } from '@/services/corporate/reference-data'
import { plannerJurisdictions } from './plan-data'
import { PlannerForm, type PlannerTexts } from './PlannerForm'

/**
 * The deadline planner's section: its heading and introduction, then the form island with
 * what it needs of each jurisdiction (date rules and one language's texts, our prices
 * already formatted) and the address of the calendar download.
 */
export async function DeadlinePlanner({ facts, priceEntries, brand, locale }: { facts: readonly JurisdictionFacts[]; priceEntries: readonly PriceEntry[]; brand: BrandKey; locale: Locale }) {
  const [t, tp] = await Promise.all([getTranslations({ locale, namespace: 'corporate' }), getTranslations({ locale, namespace: 'pricing' })])
  const services = t.raw('planner.services') as Record<CorporatePricedService, string>
  const jurisdictions = plannerJurisdictions(facts, priceEntries, locale, { serviceName: (service) => services[service], currency: tp('currency') })
  const { services: _services, ...texts } = t.raw('planner') as PlannerTexts & { services: unknown }
  return (
    <TitledSection id="planner-heading" heading={t('planner.heading')} intro={t('planner.intro')} width="6xl">
      <div className="mt-6">
        <PlannerForm jurisdictions={jurisdictions} intlLocale={intlLocale(locale)} calendarPath={publicPath(BRAND_ROUTES[brand], locale, 'deadlinePlanner/calendar.ics')} texts={texts as PlannerTexts} />
      </div>
    </TitledSection>
  )
}
