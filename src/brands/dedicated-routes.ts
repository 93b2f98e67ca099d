/**
 * First path segments that have a route of their own under /s/{brand}/{locale}/ (the
 * folders of app/(frontend)/s/[brand]/[locale]/(default), (blank) and (activity)). Every other path
 * goes to the catch-all, which renders CMS pages by slug. A unit test keeps this list
 * equal to the folders.
 */
export const DEDICATED_ROUTES: ReadonlySet<string> = new Set([
  'aboutUs', 'buyingGuide', 'calculate', 'complianceAnswer', 'contactUs', 'cooperative', 'homes', 'news', 'newsDetail',
  'operation', 'price', 'problem', 'questionAnswer', 'search', 'searchCategory', 'systemSearch', 'videoDetail', 'videos',
  'amazon', 'errorUrl', 'registered', 'video', 'workbench',
  // The corporate brand's knowledge centre: its lists and its articles, /{category}/{id}.html.
  'xmsailSchool', 'companyEncy', 'FinanceTaxEncy', 'industryInfo', 'trends',
  // The corporate brand's jurisdiction pages and tools (the planner's calendar download is below deadlinePlanner/).
  'incorporation', 'annualReview', 'compareJurisdictions', 'deadlinePlanner',
  // The locale-prefixed brands' analysis articles and client stories.
  'insight', 'case_studies',
  // Campaign pages: the activity pages, the newcomer offer and its modules, editors' landing pages and guides.
  'anniversary', 'land618', 'hot', 'custom', 'guide',
])
