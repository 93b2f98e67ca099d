import type { BrandContentSeed, L } from '../types'

/**
 * 轨道税务 / Orbit Tax (platform 19): a former brand merged into 北辰合规 (lz). Its site
 * only explains the merger and sends visitors to the lz pages.
 */

const t = (cn: string, en: string): L => ({ cn, en })

const LEGACY_HOTLINE = '400-000-1919'
const NORTHSTAR_SERVICE = '400-000-1216'
const COOPERATION = '+86 571 0000 1919'
const EMAIL = 'service@orbittax.example'
const ADDRESS = t('浙江省杭州市滨江区江南大道 0000 号轨道大厦 6 层（北辰合规杭州服务中心）', '6/F Orbit Building, 0000 Jiangnan Avenue, Binjiang District, Hangzhou, Zhejiang, China (Northstar Compliance Hangzhou office)')

export const content: BrandContentSeed = {
  brand: {
    key: 'ob',
    platformCode: '19',
    name: t('轨道税务', 'Orbit Tax'),
    siteTitle: t('已并入北辰合规', 'Now part of Northstar Compliance'),
    tagline: t('轨道税务现已并入北辰合规', 'Orbit Tax is now part of Northstar Compliance'),
    description: t(
      '轨道税务的跨境电商税务合规业务已并入北辰合规。原客户的税号、EPR注册号与在办业务由北辰合规继续服务，新订单与续费请前往北辰合规官网办理。',
      'Orbit Tax’s cross-border tax compliance business has merged into Northstar Compliance. Existing clients’ tax numbers, EPR registrations and open work continue with Northstar; please place new orders and renewals on the Northstar Compliance site.',
    ),
    logoText: t('轨道税务', 'Orbit Tax'),
    defaultLocale: 'cn',
    locales: ['cn', 'en'],
    flags: { languageSwitcher: true },
    phones: { presale: LEGACY_HOTLINE, cooperation: COOPERATION, service: NORTHSTAR_SERVICE },
    email: EMAIL,
    address: ADDRESS,
    chatUrl: 'https://chat.northstar.example/im?channel=ob',
    signUpBanner: {
      title: t('新用户请在北辰合规注册', 'New here? Sign up with Northstar Compliance'),
      text: t('原轨道税务账户可继续登录；新账户统一在北辰合规开通。', 'Existing Orbit Tax accounts can still log in; new accounts are opened with Northstar Compliance.'),
      buttonLabel: t('注册北辰合规账户', 'Create a Northstar account'),
    },
    copyright: t('© 2026 轨道税务（现已并入北辰合规）版权所有', '© 2026 Orbit Tax, now part of Northstar Compliance. All rights reserved.'),
    filingNumbers: [
      { text: '浙ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
      { text: '浙公网安备33010800000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#5b21b6', primaryContrast: '#ffffff', accent: '#94a3b8', surface: '#f8f7fb', ink: '#1e1b2e' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: t('合并公告', 'Merger notice'), path: '/', pageType: '1', analyticsName: 'nav_home', sort: 1 },
    { group: 'pcnav', label: t('前往北辰合规', 'Go to Northstar Compliance'), path: '/lz/homes', pageType: '1', analyticsName: 'nav_northstar', sort: 2 },
    { group: 'pcnav', label: t('联系客服', 'Contact support'), path: '/lz/contactUs', pageType: '1', analyticsName: 'nav_contact', sort: 3 },

    { group: 'suspended', label: t('在线客服', 'Live chat'), action: 'onlineService', analyticsName: 'side_chat', sort: 1 },
    { group: 'suspended', label: t('联系我们', 'Contact us'), action: 'contactUs', path: '/lz/contactUs', analyticsName: 'side_contact', sort: 2 },
    { group: 'suspended', label: t('客服热线', 'Hotline'), subtitle: t(LEGACY_HOTLINE, LEGACY_HOTLINE), action: 'preSaleTelephone', analyticsName: 'side_phone', sort: 3 },
    { group: 'suspended', label: t('返回顶部', 'Back to top'), action: 'backTop', analyticsName: 'side_top', sort: 4 },
  ],

  footer: [
    {
      kind: 'function',
      title: t('北辰合规服务', 'Northstar services'),
      sort: 1,
      items: [
        { label: t('VAT注册与申报', 'VAT registration & returns'), url: '/lz/VAT' },
        { label: t('EPR注册', 'EPR registration'), url: '/lz/EPR' },
        { label: t('欧代 / 英代', 'EU & UK responsible person'), url: '/lz/ouAgent' },
        { label: t('服务价格', 'Pricing'), url: '/lz/price' },
      ],
    },
    {
      kind: 'function',
      title: t('客户支持', 'Support'),
      sort: 2,
      items: [
        { label: t('联系客服', 'Contact support'), url: '/lz/contactUs' },
        { label: t('常见问题', 'FAQ'), url: '/lz/problem' },
        { label: t('操作指南', 'How-to guides'), url: '/lz/operation' },
      ],
    },
    {
      kind: 'contactInformation',
      title: t('联系方式', 'Contact'),
      sort: 3,
      items: [
        { label: t('原轨道税务热线（转接北辰合规）', 'Former Orbit Tax hotline (forwarded to Northstar)'), value: t(LEGACY_HOTLINE, LEGACY_HOTLINE), url: 'tel:4000001919', icon: 'phone' },
        { label: t('北辰合规客服热线', 'Northstar customer service'), value: t(NORTHSTAR_SERVICE, NORTHSTAR_SERVICE), url: 'tel:4000001216', icon: 'phone' },
        { label: t('商务合作', 'Partnerships'), value: t(COOPERATION, COOPERATION), url: 'tel:+8657100001919', icon: 'handshake' },
        { label: t('客服邮箱', 'Email'), value: t(EMAIL, EMAIL), url: `mailto:${EMAIL}`, icon: 'mail' },
        { label: t('服务地址', 'Office'), value: ADDRESS, icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: t('关注北辰合规', 'Follow Northstar'),
      sort: 4,
      items: [
        { label: t('微信公众号', 'WeChat official account'), url: 'https://weixin.northstar.example/official?from=ob' },
        { label: t('企业微信客服', 'WeChat customer service'), url: 'https://work.northstar.example/kefu?from=ob' },
      ],
    },
    {
      kind: 'blogroll',
      title: t('友情链接', 'Useful links'),
      sort: 5,
      items: [
        { label: t('北辰合规官网', 'Northstar Compliance'), url: '/lz/homes' },
        { label: t('欧盟委员会税务与海关', 'European Commission: Taxation and Customs'), url: 'https://taxation-customs.ec.europa.eu/' },
        { label: t('英国税务海关总署（HMRC）', 'HM Revenue & Customs'), url: 'https://www.gov.uk/government/organisations/hm-revenue-customs' },
      ],
    },
    {
      kind: 'bottom',
      title: t('版权与备案', 'Copyright and filing'),
      sort: 6,
      items: [
        { label: t('© 2026 轨道税务（现已并入北辰合规）版权所有', '© 2026 Orbit Tax, now part of Northstar Compliance. All rights reserved.') },
        { label: t('浙ICP备00000000号-1', '浙ICP备00000000号-1'), url: 'https://beian.miit.gov.cn/' },
        { label: t('浙公网安备33010800000000号', '浙公网安备33010800000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: t('VAT注册与申报（北辰合规）', 'VAT registration & returns (Northstar)'), category: t('VAT', 'VAT'), path: '/lz/VAT', hot: true, sort: 1 },
    { menuName: t('EPR注册（北辰合规）', 'EPR registration (Northstar)'), category: t('EPR', 'EPR'), path: '/lz/EPR', hot: true, sort: 2 },
    { menuName: t('欧代 / 英代（北辰合规）', 'EU & UK responsible person (Northstar)'), category: t('授权代表', 'Authorised representative'), path: '/lz/ouAgent', sort: 3 },
  ],

  pages: [
    {
      slug: 'homes',
      title: t('轨道税务已并入北辰合规', 'Orbit Tax is now part of Northstar Compliance'),
      navLabel: t('首页', 'Home'),
      meta: {
        keywords: t('轨道税务,北辰合规,品牌合并,VAT,EPR,欧代,老客户服务', 'Orbit Tax, Northstar Compliance, merger, VAT, EPR, EU responsible person, existing clients'),
        description: t(
          '轨道税务已并入北辰合规。原客户的VAT税号、EPR注册号与在办业务不受影响，由北辰合规继续服务；新订单、续费与咨询请前往北辰合规官网。',
          'Orbit Tax has merged into Northstar Compliance. Existing VAT numbers, EPR registrations and open work are unaffected and continue with Northstar; new orders, renewals and questions go to the Northstar Compliance site.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: t('品牌合并公告', 'Merger notice'),
          heading: t('轨道税务已并入北辰合规', 'Orbit Tax is now part of Northstar Compliance'),
          text: t(
            '轨道税务的跨境税务合规业务已整体并入北辰合规。原服务团队、客户档案与在办业务均由北辰合规继续承接，你的VAT税号和EPR注册号不受影响。今后的新订单、续费与咨询，请前往北辰合规官网办理。',
            'Orbit Tax’s cross-border tax compliance business has merged into Northstar Compliance. The same team, your client records and all open work continue at Northstar, and your VAT numbers and EPR registrations are unaffected. For new orders, renewals and questions, please use the Northstar Compliance site.',
          ),
          primaryAction: { label: t('前往北辰合规官网', 'Go to Northstar Compliance'), url: '/lz/homes' },
          secondaryAction: { label: t('联系客服', 'Contact support'), url: '/lz/contactUs' },
          highlights: [
            { value: t('不变', 'Unchanged'), label: t('你的税号与EPR注册号', 'your tax numbers and EPR registrations') },
            { value: t('不变', 'Unchanged'), label: t('在办业务与申报周期', 'open work and filing periods') },
            { value: t('原账户', 'Same account'), label: t('可继续登录查看记录', 'still logs in to your records') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: t('哪些变了，哪些不变', 'What changes and what stays the same'),
          intro: t('合并只改变为你提供服务的品牌，不改变你在各国税局和登记机构的身份。', 'The merger changes the brand that serves you, not your standing with tax offices and registers.'),
          items: [
            {
              title: t('税号和注册号', 'Tax numbers and registrations'),
              text: t('VAT税号、OSS/IOSS编号、德国LUCID注册号、WEEE注册号、法国UIN等都登记在你或你公司的名下，合并不会改变它们，也无需重新注册。', 'VAT numbers, OSS and IOSS numbers, German LUCID and WEEE registrations and French UINs are held in your or your company’s name. The merger does not change them and nothing needs re-registering.'),
              tag: t('不变', 'Stays'),
            },
            {
              title: t('在办业务与申报日历', 'Open work and filing calendar'),
              text: t('正在办理的注册、按期申报和续期由原顾问在北辰合规继续跟进，截止日期不变。如需重新签署授权书，顾问会单独通知你。', 'Registrations in progress, periodic returns and renewals continue with your adviser at Northstar, with the same deadlines. If an authorisation letter needs signing again, your adviser will tell you.'),
              tag: t('不变', 'Stays'),
            },
            {
              title: t('账户与历史记录', 'Account and history'),
              text: t('原轨道税务账户可以继续登录，订单记录、税号档案和申报回执都会保留。', 'Your Orbit Tax account still logs in, and your orders, tax-number records and filing receipts are kept.'),
              tag: t('不变', 'Stays'),
            },
            {
              title: t('新订单与续费', 'New orders and renewals'),
              text: t('新订单、续费和增值服务统一在北辰合规官网下单，价格以北辰合规官网价格表为准；合并前已付款的订单按原约定履行。', 'New orders, renewals and add-ons are placed on the Northstar Compliance site at its published prices; orders paid before the merger are honoured as agreed.'),
              tag: t('变化', 'Changes'),
              url: '/lz/price',
              linkLabel: t('查看北辰合规价格', 'See Northstar pricing'),
            },
            {
              title: t('授权代表与欧代信息', 'Authorised and EU representative details'),
              text: t('如原由轨道税务担任你的授权代表或GPSR欧代，代表方信息将变更为北辰合规。我们会准备变更文件，并告诉你哪些产品标签、包装和商品页面需要同步更新。', 'Where Orbit Tax acted as your authorised representative or GPSR EU responsible person, the representative becomes Northstar Compliance. We prepare the change documents and tell you which labels, packaging and listings need updating.'),
              tag: t('变化', 'Changes'),
              url: '/lz/ouAgent',
              linkLabel: t('了解欧代服务', 'EU representative service'),
            },
            {
              title: t('联系方式', 'Contact details'),
              text: t('原轨道税务热线 400-000-1919 继续可用，来电自动转接北辰合规客服；也可拨打北辰合规客服热线 400-000-1216 或在线咨询。', 'The former Orbit Tax hotline 400-000-1919 still works and forwards to Northstar customer service; you can also call Northstar on 400-000-1216 or use live chat.'),
              tag: t('变化', 'Changes'),
              url: '/lz/contactUs',
              linkLabel: t('联系客服', 'Contact support'),
            },
          ],
        },
        {
          blockType: 'faq',
          heading: t('老客户常见问题', 'Questions from existing clients'),
          items: [
            {
              question: t('我的VAT税号需要重新注册吗？', 'Do my VAT numbers need to be registered again?'),
              answer: t(
                '不需要。税号由各国税局签发给你或你的公司，服务商只是你的税务代理。合并后如需在税局更新代理信息，由北辰合规统一办理，你的税号和申报历史保持不变。',
                'No. Tax offices issue VAT numbers to you or your company; the provider is only your agent. If the agent details need updating with a tax office after the merger, Northstar handles it, and your number and filing history stay the same.',
              ),
            },
            {
              question: t('正在办理的注册和下一期申报会受影响吗？', 'Will registrations in progress or my next return be affected?'),
              answer: t(
                '不会。原服务团队已加入北辰合规，继续按原来的申报日历处理你的业务，截止日期不因合并而改变。需要你补充资料或重新签署文件时，顾问会提前联系你。',
                'No. The Orbit Tax team has joined Northstar and keeps working from your existing filing calendar; the merger does not move any deadline. If you need to supply documents or sign again, your adviser will contact you in advance.',
              ),
            },
            {
              question: t('原来由轨道税务担任欧代或授权代表，我需要做什么？', 'Orbit Tax was my EU or authorised representative. What should I do?'),
              answer: t(
                'GPSR要求产品、包装或随附文件以及商品页面上标明欧盟境内经济经营者的名称和联系方式；德国WEEE的授权代表信息也登记在国家登记机构。代表方变更为北辰合规后，我们会准备变更文件并办理登记信息更新，同时列出需要更新的标签和商品页面，你按清单同步即可。',
                'GPSR requires the EU economic operator’s name and contact details on the product, its packaging or an accompanying document and in the listing, and a German WEEE authorised representative is recorded with the national register. When the representative becomes Northstar Compliance, we prepare the change documents, update the registrations and give you a list of labels and listings to update.',
              ),
            },
            {
              question: t('价格会变吗？已付款的订单怎么办？', 'Will prices change? What about orders I have already paid?'),
              answer: t(
                '合并前已付款的订单按原约定履行。新订单和续费按北辰合规官网公布的价格表执行，下单前可在价格页面查看或向顾问确认。',
                'Orders paid before the merger are delivered as agreed. New orders and renewals follow the price list published on the Northstar Compliance site, which you can check on the pricing page or with your adviser.',
              ),
            },
            {
              question: t('合同和发票由谁出具？', 'Who issues contracts and invoices now?'),
              answer: t(
                '合并后新签订的合同和开具的发票由北辰合规出具；合并前签订的合同继续有效，由北辰合规承接履行。',
                'Contracts signed and invoices issued after the merger come from Northstar Compliance; contracts signed before the merger remain valid and are fulfilled by Northstar.',
              ),
            },
            {
              question: t('为什么每天都会看到合并提示？', 'Why do I see the merger notice every day?'),
              answer: t(
                '合并提示每天最多显示一次，帮助老客户找到新的办理入口。勾选“不再提示”后就不会再出现；你也可以选择继续登录原账户。',
                'The notice appears at most once a day to help existing clients find the new place to do business. Tick “don’t show again” to hide it, or choose to keep logging in to your existing account.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: t('前往北辰合规，继续办理你的业务', 'Continue with Northstar Compliance'),
          text: t('VAT、EPR、欧代与CBAM服务，都在北辰合规一站办理。', 'VAT, EPR, EU representation and CBAM, all in one place at Northstar.'),
          primaryAction: { label: t('进入北辰合规官网', 'Visit Northstar Compliance'), url: '/lz/homes' },
          secondaryAction: { label: t('联系客服', 'Contact support'), url: '/lz/contactUs' },
        },
      ],
    },
  ],
}
