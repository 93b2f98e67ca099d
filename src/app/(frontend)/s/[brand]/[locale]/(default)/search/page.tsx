import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import { CmsFrame } from '@/components/site/CmsFrame'
import { loadCmsPage } from '@/components/site/CmsPage'
import { cmsMetadata } from '@/components/site/page-route'
import { MarkSearch } from '@/components/trademark/MarkSearch'
import type { SiteParams } from '@/lib/site-params'
import { niceData } from '@/services/nice/data'
import { classList } from '@/services/nice/views'
import { iprSettingValue } from '@/services/trademarks/ipr-settings'
import { officeList } from '@/services/trademarks/offices'

export const revalidate = 3600
export { generateStaticParams } from '@/components/site/page-route'
export const generateMetadata = cmsMetadata('search')

/**
 * /search: the CMS page around the trademark search. The page is the
 * same for every visitor (cached); the search itself runs in the browser against the
 * gateway, which needs a login.
 */
export default async function TrademarkSearchPage({ params }: { params: SiteParams }) {
  const { locale, page, ctx } = await loadCmsPage(params, 'search')
  const [messages, manualPromise] = await Promise.all([getMessages({ locale }), iprSettingValue('manualSearchPromise', locale)])
  const classes = classList(niceData(), locale).map((c) => ({ classId: c.classId, name: c.name }))
  const offices = officeList(locale).map((o) => ({ countryCode: o.countryCode, name: o.name }))
  return (
    <CmsFrame
      page={page}
      ctx={ctx}
      afterHero={
        <NextIntlClientProvider messages={{ markSearch: messages.markSearch }}>
          <MarkSearch offices={offices} classes={classes} manualPromise={manualPromise ?? ''} />
        </NextIntlClientProvider>
      }
    />
  )
}
