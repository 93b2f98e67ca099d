import type { BrandContentSeed, L } from '../types'

/** 港湾税务 / Harbor VAT: second compliance brand with the lz page set under /hb (platform 10). */

const t = (cn: string, en: string): L => ({ cn, en })

const PRESALE = '400-000-2580'
const COOPERATION = '+86 592 0000 6618'
const SERVICE = '400-000-2581'
const EMAIL = 'service@harborvat.example'
const ADDRESS = t('福建省厦门市思明区环岛路 0000 号港湾中心 9 层', '9/F Harbor Centre, 0000 Huandao Road, Siming District, Xiamen, Fujian, China')

export const content: BrandContentSeed = {
  brand: {
    key: 'hb',
    platformCode: '10',
    name: t('港湾税务', 'Harbor VAT'),
    siteTitle: t('跨境电商VAT与EPR服务', 'VAT and EPR services for online sellers'),
    tagline: t('让每一个税号都安心靠港', 'A safe harbour for your tax numbers'),
    description: t(
      '港湾税务专注跨境电商税务合规：英国与欧盟VAT注册、按期申报、转代理与补报，OSS/IOSS，日本JCT、中东VAT，以及包装法、WEEE、电池法EPR和欧代英代服务。专属税务顾问一对一跟进，申报期限提前提醒。',
      'Harbor VAT looks after the tax side of cross-border selling: UK and EU VAT registration, periodic returns, agent transfers and late filings, OSS and IOSS, Japanese JCT and Gulf VAT, plus packaging, WEEE and battery EPR and EU and UK responsible-person services. One adviser follows your account and every deadline is flagged ahead of time.',
    ),
    logoText: t('港湾税务', 'Harbor VAT'),
    defaultLocale: 'cn',
    locales: ['cn', 'en'],
    flags: { languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: SERVICE },
    email: EMAIL,
    address: ADDRESS,
    chatUrl: 'https://chat.harborvat.example/im?channel=www',
    signUpBanner: {
      title: t('开通港湾税务账户，申报日历自动生成', 'Open a Harbor VAT account and get your filing calendar'),
      text: t('每个国家的申报周期、截止日期和待补资料一页看全，到期前短信与邮件双重提醒。', 'Every country’s filing period, deadline and missing document on one page, with text and email reminders before each due date.'),
      buttonLabel: t('立即开通', 'Open my account'),
    },
    copyright: t('© 2026 港湾税务 版权所有', '© 2026 Harbor VAT. All rights reserved.'),
    filingNumbers: [
      { text: '闽ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
      { text: '闽公网安备35020300000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#0f766e', primaryContrast: '#ffffff', accent: '#fb923c', surface: '#f0fdfa', ink: '#0f2f2c' },
    domains: [],
  },

  navigation: [
    // Header
    { group: 'pcnav', label: t('首页', 'Home'), path: '/hb/homes', pageType: '1', analyticsName: 'nav_home', sort: 1 },
    {
      group: 'pcnav',
      label: t('税务服务', 'Tax services'),
      key: 'Services',
      pageType: '3',
      analyticsName: 'nav_tax',
      sort: 2,
      // Mega menu: each sub-entry is a left-hand item; its divPageList is the submenu on the right.
      children: [
        {
          group: 'pcnav',
          label: t('VAT服务', 'VAT services'),
          path: '/hb/VAT',
          pageType: '1',
          analyticsName: 'nav_tax_vat',
          sort: 1,
          divPageList: [
            { name: t('VAT注册', 'VAT registration'), description: t('英国、德国、法国、意大利、西班牙、波兰、捷克', 'UK, Germany, France, Italy, Spain, Poland, Czechia'), icon: 'vat', url: '/hb/VAT' },
            { name: t('VAT申报与补报', 'VAT returns and late filing'), description: t('按期申报、历史漏报补申报、罚款处理', 'Regular returns, catch-up filings and penalty handling'), icon: 'vat', url: '/hb/VAT' },
            { name: t('OSS / IOSS', 'OSS / IOSS'), description: t('独立站与多国远程销售的一站式申报', 'One-stop returns for distance sales and own stores'), icon: 'vat', url: '/hb/VAT' },
          ],
        },
        {
          group: 'pcnav',
          label: t('工具与知识', 'Tools & guides'),
          path: '/hb/aboutVAT',
          pageType: '1',
          analyticsName: 'nav_tax_tools',
          sort: 2,
          divPageList: [
            { name: t('税费计算器', 'VAT calculator'), description: t('输入售价，按各国税率估算VAT', 'Enter a price and estimate VAT at each country’s rate'), icon: 'calculator', url: '/hb/calculate/100' },
            { name: t('各国税务知识', 'Tax guides by country'), description: t('税率、注册条件与申报周期', 'Rates, registration rules and filing periods'), icon: 'book', url: '/hb/aboutVAT' },
          ],
        },
      ],
    },
    {
      group: 'pcnav',
      label: t('EPR与欧代', 'EPR & EU rep'),
      key: 'Services',
      pageType: '2',
      analyticsName: 'nav_epr',
      sort: 3,
      children: [
        { group: 'pcnav', label: t('德国包装法', 'German packaging'), subtitle: t('LUCID注册与双元系统许可', 'LUCID and dual-system licence'), path: '/hb/EPR', pageType: '1', analyticsName: 'nav_epr_packaging', sort: 1 },
        { group: 'pcnav', label: t('WEEE注册', 'WEEE registration'), path: '/hb/EPR', pageType: '1', analyticsName: 'nav_epr_weee', sort: 2 },
        { group: 'pcnav', label: t('电池法注册', 'Battery registration'), path: '/hb/EPR', pageType: '1', analyticsName: 'nav_epr_battery', sort: 3 },
        { group: 'pcnav', label: t('欧代 / 英代', 'EU & UK responsible person'), path: '/hb/ouAgent', pageType: '1', analyticsName: 'nav_epr_rep', sort: 4 },
      ],
    },
    { group: 'pcnav', label: t('服务价格', 'Pricing'), path: '/hb/price', pageType: '1', analyticsName: 'nav_price', sort: 4 },
    {
      group: 'pcnav',
      label: t('卖家课堂', 'Seller academy'),
      key: 'IndustryInsight',
      pageType: '2',
      analyticsName: 'nav_academy',
      sort: 5,
      children: [
        { group: 'pcnav', label: t('视频课程', 'Video lessons'), path: '/hb/videos', pageType: '1', analyticsName: 'nav_academy_videos', sort: 1 },
        { group: 'pcnav', label: t('操作手册', 'Step-by-step guides'), path: '/hb/operation', pageType: '1', analyticsName: 'nav_academy_guides', sort: 2 },
        { group: 'pcnav', label: t('常见问题', 'FAQ'), path: '/hb/problem', pageType: '1', analyticsName: 'nav_academy_faq', sort: 3 },
        { group: 'pcnav', label: t('税务资讯', 'Tax news'), path: '/news', pageType: '1', analyticsName: 'nav_academy_news', sort: 4 },
      ],
    },
    { group: 'pcnav', label: t('英国税号验证', 'Check a UK VAT number'), subtitle: t('GOV.UK官方查询', 'Official GOV.UK service'), path: 'https://www.tax.service.gov.uk/check-vat-number/enter-vat-details', pageType: '1', analyticsName: 'nav_uk_vat_check', sort: 6 },
    { group: 'pcnav', label: t('联系我们', 'Contact'), path: '/hb/contactUs', pageType: '1', analyticsName: 'nav_contact', sort: 7 },
    { group: 'pcnav', label: t('代理商合作', 'Reseller programme'), path: '/hb/cooperative', pageType: '1', analyticsName: 'nav_cooperative', sort: 8 },
    // Hidden page: a finished campaign; /hb/double11 redirects home while this stays disabled.
    { group: 'pcnav', label: t('双11合规季', 'Singles’ Day compliance week'), path: '/hb/double11', pageType: '1', analyticsName: 'nav_double11', sort: 9, enabled: false },

    // Floating side panel
    { group: 'suspended', label: t('在线咨询', 'Chat with us'), action: 'onlineService', analyticsName: 'side_chat', sort: 1 },
    { group: 'suspended', label: t('免费合规测评', 'Free compliance check'), subtitle: t('生成专属合规报告', 'Get a personalised report'), action: 'freeTrial', path: '/buyingGuide', analyticsName: 'side_free_check', sort: 2 },
    { group: 'suspended', label: t('留言咨询', 'Leave a message'), action: 'contactUs', path: '/hb/contactUs', analyticsName: 'side_contact', sort: 3 },
    { group: 'suspended', label: t('售前电话', 'Sales line'), subtitle: t(PRESALE, PRESALE), action: 'preSaleTelephone', analyticsName: 'side_phone', sort: 4 },
    { group: 'suspended', label: t('更多', 'More'), action: 'more', analyticsName: 'side_more', sort: 5 },
    { group: 'suspended', label: t('回到顶部', 'Top'), action: 'backTop', analyticsName: 'side_top', sort: 6 },

    // "More" hover box
    {
      group: 'more',
      label: t('更多', 'More'),
      sort: 1,
      children: [
        { group: 'more', label: t('税费计算器', 'VAT calculator'), path: '/hb/calculate/100', sort: 1 },
        { group: 'more', label: t('视频课程', 'Video lessons'), path: '/hb/videos', sort: 2 },
        { group: 'more', label: t('常见问题', 'FAQ'), path: '/hb/problem', sort: 3 },
        { group: 'more', label: t('关于港湾', 'About Harbor VAT'), path: '/hb/aboutUs', sort: 4 },
      ],
    },

    // Compliance quick guide
    { group: 'compliance', label: t('英国VAT：20%标准税率，季度MTD申报', 'UK VAT: 20 %, quarterly MTD returns'), path: '/hb/VAT', key: 'Services', sort: 1 },
    { group: 'compliance', label: t('泛欧与中欧计划：每个存货国都要税号', 'Pan-EU and Central Europe: a number in every storing country'), path: '/hb/VAT', key: 'Services', sort: 2 },
    { group: 'compliance', label: t('日本JCT：合格发票制度', 'Japan JCT: the qualified invoice system'), path: '/hb/price', key: 'Services', sort: 3 },
    { group: 'compliance', label: t('带电产品：WEEE与电池法', 'Powered products: WEEE and batteries'), path: '/hb/EPR', key: 'Services', sort: 4 },
  ],

  footer: [
    {
      kind: 'function',
      title: t('税务服务', 'Tax services'),
      sort: 1,
      items: [
        { label: t('英国VAT注册与申报', 'UK VAT registration & returns'), url: '/hb/VAT' },
        { label: t('欧盟多国VAT', 'EU VAT in several countries'), url: '/hb/VAT' },
        { label: t('EPR注册', 'EPR registration'), url: '/hb/EPR' },
        { label: t('欧代 / 英代', 'EU & UK responsible person'), url: '/hb/ouAgent' },
        { label: t('服务价格', 'Pricing'), url: '/hb/price' },
      ],
    },
    {
      kind: 'function',
      title: t('卖家支持', 'Seller support'),
      sort: 2,
      items: [
        { label: t('免费合规测评', 'Free compliance check'), url: '/buyingGuide' },
        { label: t('税费计算器', 'VAT calculator'), url: '/hb/calculate/100' },
        { label: t('视频课程', 'Video lessons'), url: '/hb/videos' },
        { label: t('常见问题', 'FAQ'), url: '/hb/problem' },
        { label: t('联系我们', 'Contact'), url: '/hb/contactUs' },
      ],
    },
    {
      kind: 'contactInformation',
      title: t('联系港湾', 'Get in touch'),
      sort: 3,
      items: [
        { label: t('售前热线', 'Sales line'), value: t(PRESALE, PRESALE), url: 'tel:4000002580', icon: 'phone' },
        { label: t('商务合作', 'Partnerships'), value: t(COOPERATION, COOPERATION), url: 'tel:+8659200006618', icon: 'handshake' },
        { label: t('官方邮箱', 'Email'), value: t(EMAIL, EMAIL), url: `mailto:${EMAIL}`, icon: 'mail' },
        { label: t('公司地址', 'Address'), value: ADDRESS, icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: t('扫码关注', 'Scan to follow'),
      sort: 4,
      items: [
        { label: t('微信公众号', 'WeChat official account'), url: 'https://weixin.harborvat.example/official' },
        { label: t('视频号税务课堂', 'WeChat Channels lessons'), url: 'https://channels.harborvat.example/academy' },
      ],
    },
    {
      kind: 'blogroll',
      title: t('官方资源', 'Official resources'),
      sort: 5,
      items: [
        { label: t('英国政府VAT注册指南', 'GOV.UK: VAT registration'), url: 'https://www.gov.uk/vat-registration' },
        { label: t('欧盟委员会税务与海关', 'European Commission: Taxation and Customs'), url: 'https://taxation-customs.ec.europa.eu/' },
        { label: t('欧盟VIES税号验证', 'EU VIES VAT number check'), url: 'https://ec.europa.eu/taxation_customs/vies/' },
        { label: t('日本国税厅（英文）', 'National Tax Agency Japan'), url: 'https://www.nta.go.jp/english/' },
      ],
    },
    {
      kind: 'bottom',
      title: t('版权与备案', 'Copyright and filing'),
      sort: 6,
      items: [
        { label: t('© 2026 港湾税务 版权所有', '© 2026 Harbor VAT. All rights reserved.') },
        { label: t('闽ICP备00000000号-1', '闽ICP备00000000号-1'), url: 'https://beian.miit.gov.cn/' },
        { label: t('闽公网安备35020300000000号', '闽公网安备35020300000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: t('英国VAT注册', 'UK VAT registration'), category: t('英国VAT', 'UK VAT'), path: '/hb/VAT', hot: true, sort: 1 },
    { menuName: t('英国VAT申报（MTD）', 'UK VAT returns (MTD)'), category: t('英国VAT', 'UK VAT'), path: '/hb/VAT', hot: true, sort: 2 },
    { menuName: t('德国VAT注册', 'German VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', hot: true, sort: 3 },
    { menuName: t('法国VAT注册', 'French VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 4 },
    { menuName: t('意大利VAT注册', 'Italian VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 5 },
    { menuName: t('西班牙VAT注册', 'Spanish VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 6 },
    { menuName: t('波兰VAT注册', 'Polish VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 7 },
    { menuName: t('捷克VAT注册', 'Czech VAT registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 8 },
    { menuName: t('VAT转代理', 'VAT agent transfer'), category: t('税号维护', 'Tax number upkeep'), path: '/hb/VAT', hot: true, sort: 9 },
    { menuName: t('VAT逾期补申报', 'VAT late filing'), category: t('税号维护', 'Tax number upkeep'), path: '/hb/VAT', sort: 10 },
    { menuName: t('税务罚款处理', 'Tax penalty handling'), category: t('税号维护', 'Tax number upkeep'), path: '/hb/VAT', sort: 11 },
    { menuName: t('VAT税号注销', 'VAT deregistration'), category: t('税号维护', 'Tax number upkeep'), path: '/hb/VAT', sort: 12 },
    { menuName: t('OSS申报', 'OSS returns'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 13 },
    { menuName: t('IOSS注册', 'IOSS registration'), category: t('欧盟VAT', 'EU VAT'), path: '/hb/VAT', sort: 14 },
    { menuName: t('日本JCT注册', 'Japan JCT registration'), category: t('其他国家', 'Other countries'), path: '/hb/price', sort: 15 },
    { menuName: t('德国包装法注册', 'German packaging registration'), category: t('EPR', 'EPR'), path: '/hb/EPR', hot: true, sort: 16 },
    { menuName: t('WEEE注册', 'WEEE registration'), category: t('EPR', 'EPR'), path: '/hb/EPR', sort: 17 },
    { menuName: t('欧代服务', 'EU responsible person'), category: t('欧代 / 英代', 'Responsible person'), path: '/hb/ouAgent', sort: 18 },
  ],

  pages: [
    {
      slug: 'homes',
      title: t('港湾税务 - 英国及欧盟VAT注册申报与EPR服务', 'Harbor VAT - UK and EU VAT registration, returns and EPR'),
      navLabel: t('首页', 'Home'),
      meta: {
        keywords: t(
          '港湾税务,英国VAT申报,MTD,德国VAT,VAT转代理,VAT补申报,OSS,IOSS,日本JCT,阿联酋VAT,沙特VAT,包装法,WEEE,欧代',
          'Harbor VAT, UK VAT returns, MTD, German VAT, VAT agent transfer, VAT late filing, OSS, IOSS, Japan JCT, UAE VAT, Saudi VAT, packaging EPR, WEEE, EU responsible person',
        ),
        description: t(
          '港湾税务为跨境卖家办理英国及欧盟VAT注册、季度申报、转代理与补申报，以及OSS/IOSS、日本JCT、中东VAT和EPR、欧代服务。免费合规测评，专属顾问一对一跟进每个申报期限。',
          'Harbor VAT registers and files UK and EU VAT for online sellers, handles agent transfers and late filings, OSS and IOSS, Japanese JCT, Gulf VAT, EPR and EU representation. Start with a free compliance check; one adviser tracks every deadline with you.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: t('港湾税务 · 跨境卖家的税务港湾', 'Harbor VAT · a safe harbour for sellers'),
          heading: t('税号、申报、EPR，交给港湾稳稳打理', 'Tax numbers, returns and EPR, steadily handled'),
          text: t(
            '在英国和欧洲卖货，难的不是注册一个税号，而是之后每一期都准时、准确地申报。港湾税务为每位卖家配备专属税务顾问，按国家生成申报日历，资料缺什么、哪天截止，提前告诉你。',
            'Getting a VAT number is the easy part of selling in the UK and Europe; filing every period on time and correctly is the hard part. Harbor VAT gives each seller one tax adviser and a filing calendar per country, and tells you in advance what is missing and when it is due.',
          ),
          primaryAction: { label: t('免费测评我的合规义务', 'Check my obligations free'), url: '#questionnaire' },
          secondaryAction: { label: t('预约税务顾问', 'Book an adviser'), url: '/hb/contactUs' },
          highlights: [
            { value: t('一对一', 'One adviser'), label: t('专属税务顾问全程跟进', 'follows your account end to end') },
            { value: t('提前提醒', 'Early reminders'), label: t('每个申报期限短信加邮件提醒', 'by text and email before every deadline') },
            { value: t('48 小时', '48 hours'), label: t('内回复你的咨询', 'to answer your enquiry') },
          ],
        },
        {
          blockType: 'stats',
          heading: t('主要站点VAT标准税率', 'Standard VAT rates on the main marketplaces'),
          intro: t('定价前先算清税：西班牙21%、波兰23%、捷克21%、奥地利20%、荷兰21%。', 'Price with the tax in mind: Spain 21 %, Poland 23 %, Czechia 21 %, Austria 20 %, Netherlands 21 %.'),
          items: [
            { value: t('20%', '20 %'), label: t('英国', 'United Kingdom') },
            { value: t('19%', '19 %'), label: t('德国', 'Germany') },
            { value: t('20%', '20 %'), label: t('法国', 'France') },
            { value: t('22%', '22 %'), label: t('意大利', 'Italy') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: t('港湾税务能为你做什么', 'What Harbor VAT does for you'),
          items: [
            {
              title: t('英国VAT注册与MTD申报', 'UK VAT and MTD returns'),
              text: t('在英国有库存即需从首笔销售起注册，税率20%，我们按季度通过“税务数字化”系统为你提交申报。', 'Stock in the UK means registering from the first sale. The rate is 20 %, and we file your quarterly returns through Making Tax Digital.'),
              tag: t('英国', 'UK'),
              url: '/hb/VAT',
              linkLabel: t('英国VAT服务', 'UK VAT service'),
            },
            {
              title: t('欧盟多国VAT', 'VAT across the EU'),
              text: t('泛欧计划或中欧计划把货物分仓到德国、法国、意大利、西班牙、波兰、捷克，每个存货国都需要当地税号，我们一次统筹注册与申报。', 'Pan-EU and Central Europe spread stock across Germany, France, Italy, Spain, Poland and Czechia. Each storing country needs a local number; we coordinate all of them.'),
              tag: t('欧盟', 'EU'),
              url: '/hb/VAT',
              linkLabel: t('欧盟VAT服务', 'EU VAT service'),
            },
            {
              title: t('转代理、补申报与罚款处理', 'Transfers, late filings and penalties'),
              text: t('税号不变、代理更换；历史漏报先梳理再补报，收到税局罚款或问询函时协助沟通处理。', 'Keep your number and change agent. We review any gaps, file what is missing, and help you answer penalty notices and tax-office enquiries.'),
              tag: t('税号维护', 'Upkeep'),
              url: '/hb/VAT',
              linkLabel: t('了解维护服务', 'Upkeep services'),
            },
            {
              title: t('OSS与IOSS', 'OSS and IOSS'),
              text: t('欧盟跨国远程销售年超1万欧元用OSS统一申报；独立站直发单票不超过150欧元的进口货物可用IOSS，我们可担任欧盟中间人。', 'Above EUR 10,000 of intra-EU distance sales a year, OSS covers every destination in one return. For own-store imports up to EUR 150 per consignment, IOSS applies and we act as your EU intermediary.'),
              tag: t('欧盟', 'EU'),
              url: '/hb/VAT',
              linkLabel: t('了解OSS/IOSS', 'OSS and IOSS'),
            },
            {
              title: t('日本JCT与中东VAT', 'Japanese JCT and Gulf VAT'),
              text: t('日本消费税10%（轻减税率8%），自2023年10月起实行合格发票制度；阿联酋VAT 5%、沙特VAT 15%，从当地库存销售即需注册。', 'Japan’s consumption tax is 10 % (8 % reduced) with the qualified invoice system since October 2023. UAE VAT is 5 % and Saudi VAT 15 %; selling from local stock means registering.'),
              tag: t('更多国家', 'More markets'),
              url: '/hb/price',
              linkLabel: t('查看价格', 'See pricing'),
            },
            {
              title: t('EPR注册', 'EPR registrations'),
              text: t('德国包装法（LUCID注册加双元系统许可）、WEEE与电池法注册，以及法国UIN，帮你拿到亚马逊要求核验的EPR注册号。', 'German packaging (LUCID plus a dual-system licence), WEEE and battery registrations and French UINs: the EPR numbers Amazon checks before you can sell.'),
              tag: t('EPR', 'EPR'),
              url: '/hb/EPR',
              linkLabel: t('了解EPR', 'EPR services'),
            },
            {
              title: t('欧代与英代', 'EU and UK responsible person'),
              text: t('按GPSR要求在产品、包装或随附文件及商品页面标注欧盟境内经营者；英国市场提供英国责任人服务。', 'GPSR requires an EU-based economic operator named on the product, packaging or accompanying document and in the listing. For the UK we provide a UK responsible person.'),
              tag: t('GPSR', 'GPSR'),
              url: '/hb/ouAgent',
              linkLabel: t('了解欧代', 'Responsible person'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: t('四步靠港', 'Four steps into harbour'),
          items: [
            { title: t('免费测评', 'Free check'), text: t('回答几个关于市场、平台和产品的问题，生成一份列明每项义务与依据的合规报告。', 'Answer a few questions about your markets, platforms and products and get a report of every obligation and its basis.') },
            { title: t('确认方案与报价', 'Agree the plan and price'), text: t('税务顾问与你确认要办理的国家和服务，按官网价格表报价，签约后开始办理。', 'Your adviser confirms the countries and services with you, quotes from the published price list, and starts once you sign.') },
            { title: t('注册获号', 'Registration'), text: t('我们准备并提交申请材料，跟进税局和登记机构的进度，号码下发后同步到你的账户。', 'We prepare and submit the applications, follow up with tax offices and registers, and add each number to your account when it arrives.') },
            { title: t('按期申报', 'Filing on schedule'), text: t('每期申报前核对销售数据，提交后发送回执；EPR年度申报和续期同样纳入申报日历。', 'Before each return we reconcile your sales data and send the receipt after filing; annual EPR reports and renewals sit in the same calendar.') },
          ],
        },
        {
          blockType: 'faq',
          heading: t('卖家常问', 'Questions sellers ask us'),
          items: [
            {
              question: t('我在英国有FBA库存，但销量很小，可以先不注册VAT吗？', 'I have a little FBA stock in the UK. Can I wait before registering for VAT?'),
              answer: t(
                '不可以。在英国没有经营机构的卖家，只要在英国持有库存，从第一笔应税销售起就必须注册英国VAT，没有销售额门槛。注册后按季度通过“税务数字化”（MTD）申报，标准税率为20%。',
                'No. A seller not established in the UK that holds stock there must register for UK VAT from its first taxable supply, whatever the turnover. Returns are then filed quarterly under Making Tax Digital, at a standard rate of 20 %.',
              ),
            },
            {
              question: t('参加亚马逊泛欧计划，需要在哪些国家注册VAT？', 'If I join Amazon Pan-EU, where do I need VAT numbers?'),
              answer: t(
                '凡是存放你货物的欧盟国家都需要注册。非欧盟卖家在成员国存储货物没有注册门槛，从第一笔销售起就要有当地税号。泛欧计划通常会把货物分配到德国、法国、意大利、西班牙、波兰和捷克，中欧计划则涉及波兰和捷克。各国标准税率不同：德国19%、法国20%、意大利22%、西班牙21%、波兰23%、捷克21%。',
                'Every EU country where your goods are stored. A non-EU seller storing goods in a member state has no threshold and needs a local number from the first sale. Pan-EU typically places stock in Germany, France, Italy, Spain, Poland and Czechia; the Central Europe programme uses Poland and Czechia. Standard rates differ: Germany 19 %, France 20 %, Italy 22 %, Spain 21 %, Poland 23 %, Czechia 21 %.',
              ),
            },
            {
              question: t('独立站卖家怎么处理欧盟VAT？', 'How should an own-store seller handle EU VAT?'),
              answer: t(
                '独立站、eBay、Wish等渠道需要卖家自己承担税务责任。从欧盟外直发、单票货值不超过150欧元的订单，可注册IOSS在结账时收取VAT，非欧盟卖家需指定欧盟中间人；从欧盟仓库发往其他成员国消费者的销售，全年合计超过10,000欧元后按目的国征税，可用OSS一张申报表覆盖。',
                'On your own store, eBay or Wish the tax is your responsibility. For orders shipped from outside the EU in consignments of at most EUR 150, IOSS lets you charge VAT at checkout; a non-EU seller needs an EU intermediary. For sales from an EU warehouse to consumers in other member states, destination VAT applies once they exceed EUR 10,000 a year EU-wide, and OSS covers them in one return.',
              ),
            },
            {
              question: t('日本站需要注册JCT吗？', 'Do I need to register for JCT to sell in Japan?'),
              answer: t(
                '从日本境内库存销售的海外卖家，应税销售额超过1,000万日元时必须注册日本消费税（JCT）。标准税率10%，轻减税率8%。自2023年10月起实行合格发票制度，买方原则上需凭合格发票抵扣进项税，因此不少B2B买家会要求卖家注册。',
                'A foreign seller selling from stock in Japan must register for consumption tax (JCT) above JPY 10 million of taxable sales. The standard rate is 10 %, with 8 % reduced. Since October 2023 the qualified invoice system applies: buyers generally need a qualified invoice to claim input tax, so many business buyers ask their suppliers to register.',
              ),
            },
            {
              question: t('卖到美国、加拿大、澳大利亚和中东，需要注意什么？', 'What about the USA, Canada, Australia and the Gulf?'),
              answer: t(
                '美国没有VAT，平台按“市场促进者”法律代收州销售税；独立站卖家在某州销售额超过经济关联门槛（常见为每年10万美元）时需自行申报。加拿大：从加拿大仓发货的非居民卖家销售额超过3万加元需注册GST/HST。澳大利亚：GST税率10%，GST营业额达到7.5万澳元需注册，单件不超过1,000澳元的低价值进口由平台代收。阿联酋VAT 5%、沙特VAT 15%，从当地库存销售需注册。',
                'The USA has no VAT: marketplaces collect state sales tax under marketplace-facilitator laws, and own-store sellers owe it where they pass a state’s economic-nexus threshold, commonly USD 100,000 of sales a year. Canada: non-resident sellers shipping from Canadian fulfilment warehouses register for GST/HST above CAD 30,000 of sales. Australia: GST is 10 %, registration applies at AUD 75,000 of GST turnover, and marketplaces collect GST on low-value imports of at most AUD 1,000. UAE VAT is 5 % and Saudi VAT 15 %, with registration when selling from local stock.',
              ),
            },
            {
              question: t('以前漏报了几期VAT，现在转到港湾还能处理吗？', 'I missed some VAT returns. Can Harbor VAT still help after a transfer?'),
              answer: t(
                '可以。转代理不会改变你的税号。接手前我们会核对历史申报记录和平台销售数据，列出漏报期次，与你确认补申报方案后再提交；如果已经收到罚款通知，也会协助你与税局沟通处理。',
                'Yes. Changing agent does not change your number. Before taking over we compare your filing history with your marketplace sales, list the missing periods, agree the catch-up plan with you and file it; if a penalty notice has already arrived, we help you deal with the tax office.',
              ),
            },
            {
              question: t('只做VAT，还需要关心EPR和欧代吗？', 'I only need VAT. Do EPR and an EU representative matter too?'),
              answer: t(
                '需要。向德国消费者寄送带包装的商品，必须在LUCID注册并与双元系统签订许可协议，没有最低数量；法国需要UIN。亚马逊会核验德法两国的EPR注册号，缺失会导致商品被限制销售。此外，GPSR自2024年12月13日起要求每件消费品标注欧盟境内的经济经营者，非欧盟卖家需要指定欧代。',
                'Yes. Shipping packaged goods to German consumers requires LUCID registration and a dual-system licence, with no minimum quantity, and France requires a UIN. Amazon checks German and French EPR numbers, and missing ones block listings. Since 13 December 2024 GPSR also requires every consumer product to name an EU-based economic operator, so non-EU sellers appoint an EU responsible person.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: t('把税务交给港湾，你专心做生意', 'Leave the tax to us and get on with selling'),
          text: t('先用免费测评看清义务，再决定需要哪些服务。', 'Start with the free check, then decide which services you need.'),
          primaryAction: { label: t('开始免费测评', 'Start the free check'), url: '#questionnaire-banner' },
          secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/hb/price' },
        },
      ],
    },
  ],
}
