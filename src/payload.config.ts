import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import { Brands } from './cms/collections/Brands'
import { FooterGroups } from './cms/collections/FooterGroups'
import { Media } from './cms/collections/Media'
import { NavigationEntries } from './cms/collections/NavigationEntries'
import { Pages } from './cms/collections/Pages'
import { Services } from './cms/collections/Services'
import { Users } from './cms/collections/Users'
import { VisitorEvents } from './cms/collections/VisitorEvents'
import { Agreements } from './cms/collections/Agreements'
import { Merchants } from './cms/collections/Merchants'
import { MerchantSessions } from './cms/collections/MerchantSessions'
import { SmsOutbox } from './cms/collections/SmsOutbox'
import { VerificationCodes } from './cms/collections/VerificationCodes'
import { ComplianceRules } from './cms/collections/ComplianceRules'
import { PriceList } from './cms/collections/PriceList'
import { SurveyReports } from './cms/collections/SurveyReports'
import { ComplianceChecklist } from './cms/collections/ComplianceChecklist'
import { ComplianceReminders } from './cms/collections/ComplianceReminders'
import { Articles } from './cms/collections/Articles'
import { HelpCategories } from './cms/collections/HelpCategories'
import { HelpArticles } from './cms/collections/HelpArticles'
import { QaEntries } from './cms/collections/QaEntries'
import { VideoCourses } from './cms/collections/VideoCourses'
import { TaxRates } from './cms/collections/TaxRates'
import { Partners } from './cms/collections/Partners'
import { CaseStudies } from './cms/collections/CaseStudies'
import { ContactMessages } from './cms/collections/ContactMessages'
import { MailOutbox } from './cms/collections/MailOutbox'
import { TrademarkSearchRecords } from './cms/collections/TrademarkSearchRecords'
import { TrademarkRequests } from './cms/collections/TrademarkRequests'
import { IprSettings } from './cms/collections/IprSettings'
import { CorporateJurisdictions } from './cms/collections/CorporateJurisdictions'
import { Channels } from './cms/collections/Channels'
import { Popups } from './cms/collections/Popups'
import { Posters } from './cms/collections/Posters'
import { CampaignStats } from './cms/collections/CampaignStats'
import { ChannelPages } from './cms/collections/ChannelPages'
import { Activities } from './cms/collections/Activities'
import { RemoteConfigs } from './cms/collections/RemoteConfigs'
import { databaseAdapter } from './cms/database'
import { getEnv } from './lib/env'
import { payloadSecret } from './lib/secrets'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: getEnv().SITE_URL,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · CMS' },
    // Payload's default avatar is an image from gravatar.com: a third-party request per page
    // view that leaks staff e-mail hashes and shows a broken image where that host is
    // unreachable. The built-in initials avatar needs nothing from outside.
    avatar: 'default',
    // Above the collection cards: the signed-in user, what waits in their brands, quick links.
    components: { beforeDashboard: ['/cms/admin/Dashboard#Dashboard'] },
  },
  collections: [Brands, NavigationEntries, FooterGroups, Services, Pages, Media, Users, VisitorEvents, Agreements, Merchants, MerchantSessions, VerificationCodes, SmsOutbox, ComplianceRules, PriceList, SurveyReports, ComplianceChecklist, ComplianceReminders,
    Articles, HelpCategories, HelpArticles, QaEntries, VideoCourses, TaxRates, Partners, CaseStudies, ContactMessages, MailOutbox, TrademarkSearchRecords, TrademarkRequests, IprSettings, CorporateJurisdictions,
    Channels, Popups, Posters, CampaignStats, ChannelPages, Activities, RemoteConfigs],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  // Content locales. cn is the default; de and ko exist from the first migration so the
  // recycling and Korea brands can publish them without a schema change.
  localization: {
    locales: [
      { code: 'cn', label: '中文' },
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
      { code: 'ko', label: '한국어' },
    ],
    defaultLocale: 'cn',
    fallback: true,
  },
  // Admin interface languages.
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
