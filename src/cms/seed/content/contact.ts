import type { L, PageSeed } from '../types'

const t = (cn: string, en: string): L => ({ cn, en })

/** The contact page and the site-search page of the compliance page set. */
export const CONTACT_PAGES: PageSeed[] = [
  {
    slug: 'contactUs',
    title: t('联系我们 - 北辰合规', 'Contact us - Northstar Compliance'),
    navLabel: t('联系我们', 'Contact us'),
    meta: {
      keywords: t('联系北辰合规,VAT咨询,EPR咨询,欧代咨询,合规顾问', 'contact Northstar Compliance, VAT advice, EPR advice, EU responsible person, compliance adviser'),
      description: t(
        '给北辰合规留言，合规顾问会在48小时内回复。也可以拨打售前热线或发送邮件，咨询VAT、EPR、欧代和CBAM等业务。',
        'Send Northstar Compliance a message and an adviser replies within 48 hours, or call or email us about VAT, EPR, EU representation and CBAM.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('联系北辰合规', 'Contact Northstar Compliance'),
        heading: t('联系我们，48小时内回复', 'Talk to us: we reply within 48 hours'),
        text: t(
          '无论是第一次注册税号、亚马逊提示缺少EPR注册号，还是需要为GPSR指定欧代，都可以在这里留言。请尽量写明销售平台、目标市场和产品类型，顾问会带着初步方案联系你。',
          'Registering your first VAT number, a marketplace asking for EPR numbers, or a GPSR responsible person to appoint: leave us a message here. Tell us your marketplaces, target markets and products, and an adviser will come back with a first plan.',
        ),
        primaryAction: { label: t('先生成免费合规报告', 'Get a free compliance report first'), url: '#questionnaire' },
        secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
      },
      {
        blockType: 'featureGrid',
        heading: t('选择最快的联系方式', 'Pick the fastest way to reach us'),
        items: [
          {
            title: t('紧急事项：电话', 'Urgent: call us'),
            text: t('店铺因缺少税号或EPR注册号被限制销售，请直接拨打售前热线 400-000-1215（工作日 9:00–18:30），顾问会当天评估能否加急。', 'If a listing is blocked for a missing tax or EPR number, call 400-000-1215 (weekdays 9:00–18:30); an adviser assesses the same day whether it can be expedited.'),
            tag: t('当天响应', 'Same day'),
          },
          {
            title: t('方案咨询：留言', 'Plans and quotes: write to us'),
            text: t('需要多国注册方案或报价，请通过本页表单留言，写明市场和产品，我们在48小时内回复。', 'For a multi-country plan or a quote, use the form on this page with your markets and products; we reply within 48 hours.'),
            tag: t('48小时内', 'Within 48 hours'),
          },
          {
            title: t('已是客户：工作台', 'Existing clients: your workspace'),
            text: t('已委托办理的业务，请在工作台中查看进度和申报提醒，或联系你的专属顾问。', 'If we already handle your filings, follow progress and reminders in your workspace or contact your dedicated adviser.'),
            tag: t('专属顾问', 'Your adviser'),
          },
        ],
      },
      {
        blockType: 'faq',
        heading: t('留言前常见问题', 'Before you write'),
        items: [
          {
            question: t('留言后多久会有人联系我？', 'How soon will someone contact me?'),
            answer: t('工作日内通常当天回复，最迟48小时内由合规顾问通过邮件或电话联系你。', 'Usually the same working day, and at the latest within 48 hours, an adviser contacts you by email or phone.'),
          },
          {
            question: t('咨询收费吗？', 'Is the consultation charged?'),
            answer: t('初步咨询和合规报告都是免费的。确认办理后，按官网价格表报价，官费是否包含会在报价中写明。', 'The first consultation and the compliance report are free. Once you decide, we quote from the published price list and state whether official fees are included.'),
          },
          {
            question: t('我的信息会被如何使用？', 'How is my information used?'),
            answer: t('你留下的联系方式只用于回复本次咨询和后续服务沟通，不会提供给第三方用于营销。', 'Your details are used only to answer this enquiry and for service communication; they are never passed to third parties for marketing.'),
          },
        ],
      },
    ],
  },
  {
    slug: 'systemSearch',
    title: t('站内搜索 - 北辰合规', 'Site search - Northstar Compliance'),
    navLabel: t('站内搜索', 'Site search'),
    meta: {
      keywords: t('站内搜索,VAT,EPR,欧代,合规问答', 'site search, VAT, EPR, EU responsible person, compliance Q&A'),
      description: t('在北辰合规的服务、资讯、操作指南和合规问答中搜索。', 'Search Northstar Compliance services, news, how-to guides and compliance Q&A.'),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('站内搜索', 'Site search'),
        heading: t('搜索服务、资讯与合规问答', 'Search services, news and compliance answers'),
        text: t('输入国家、税种或平台名称，例如“德国包装法”“OSS”“GPSR”，一次查到相关服务、文章和顾问解答。', 'Type a country, a tax or a marketplace, such as “German packaging”, “OSS” or “GPSR”, to find services, articles and adviser answers at once.'),
      },
    ],
  },
]
