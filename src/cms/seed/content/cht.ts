import type { BrandContentSeed, L, NavSeed } from '../types'

/** Chartwell Corporate (cht, platform 13): overseas incorporation, annual review, secretarial and accounting. */
const l = (cn: string, en: string): L => ({ cn, en })

const PRESALE = '400-000-1313'
const COOPERATION = '+86 21 0000 1313'
const ADDRESS = l('上海市浦东新区银城中路 68 号 22 层', '22/F, 68 Yincheng Middle Road, Pudong New Area, Shanghai, China')

/** Header child entry: a plain link inside a dropdown. */
const child = (label: L, path: string, key: string, analyticsName: string, sort: number): NavSeed => ({ group: 'pcnav', label, path, key, pageType: '1', analyticsName, sort })

export const content: BrandContentSeed = {
  brand: {
    key: 'cht',
    platformCode: '13',
    name: l('启航企服', 'Chartwell Corporate'),
    siteTitle: l('海外公司注册与财税服务', 'Overseas incorporation and corporate services'),
    tagline: l('海外公司，从注册到合规一站办妥', 'Your overseas company, set up and kept in good standing'),
    description: l(
      '启航企服为出海企业和跨境卖家提供香港、美国、英国、法国、新加坡、BVI 公司注册，以及年审、公司秘书、做账审计报税和银行开户协助等一站式企业服务。',
      'Chartwell Corporate incorporates companies in Hong Kong, the USA, the UK, France, Singapore and the BVI for export businesses and cross-border sellers, and keeps them compliant with annual reviews, company secretarial services, accounting, audit and tax filing, and bank account opening support.',
    ),
    logoText: l('启航企服', 'Chartwell'),
    defaultLocale: 'cn',
    locales: ['cn', 'en'],
    flags: { languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: '400-000-1331' },
    email: 'service@chartwell-corporate.example',
    address: ADDRESS,
    chatUrl: 'https://chat.chartwell-corporate.example/im?channel=web',
    signUpBanner: {
      title: l('注册账户，年审期限不再错过', 'Create an account and never miss a filing deadline'),
      text: l('在线查看公司文件、年审与报税到期时间，提前 60 天收到提醒。', 'See your company documents, annual review and tax dates online, with reminders 60 days ahead.'),
      buttonLabel: l('免费注册', 'Sign up free'),
    },
    copyright: l('© 2026 上海启航企业服务有限公司 版权所有', '© 2026 Shanghai Chartwell Corporate Services Co., Ltd. All rights reserved.'),
    filingNumbers: [
      { text: '沪ICP备00000000号-3', url: 'https://beian.miit.gov.cn/' },
      { text: '沪公网安备00000000000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#2E2A7A', primaryContrast: '#FFFFFF', accent: '#B08A2E', surface: '#F6F5FB', ink: '#1B1840' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: l('首页', 'Home'), path: '/cht', pageType: '1', analyticsName: 'cht_nav_home', sort: 10 },
    {
      group: 'pcnav',
      label: l('公司注册', 'Incorporation'),
      key: 'Services',
      pageType: '2',
      analyticsName: 'cht_nav_incorporation',
      sort: 20,
      children: [
        child(l('香港公司注册', 'Hong Kong company'), '/cht/incorporation/HK', 'Services', 'cht_nav_inc_hk', 10),
        child(l('美国公司注册', 'US company'), '/cht/incorporation/USA', 'Services', 'cht_nav_inc_usa', 20),
        child(l('英国公司注册', 'UK company'), '/cht/incorporation/YG', 'Services', 'cht_nav_inc_uk', 30),
        child(l('法国公司注册', 'French company'), '/cht/incorporation/FR', 'Services', 'cht_nav_inc_fr', 40),
        child(l('新加坡公司注册', 'Singapore company'), '/cht/incorporation/XJP', 'Services', 'cht_nav_inc_sg', 50),
      ],
    },
    {
      group: 'pcnav',
      label: l('公司年审', 'Annual review'),
      key: 'Services',
      pageType: '2',
      analyticsName: 'cht_nav_annual_review',
      sort: 30,
      children: [
        child(l('香港公司年审', 'Hong Kong annual review'), '/cht/annualReview/HK', 'Services', 'cht_nav_ar_hk', 10),
        child(l('美国公司年审', 'US annual review'), '/cht/annualReview/USA', 'Services', 'cht_nav_ar_usa', 20),
        child(l('英国公司年审', 'UK annual review'), '/cht/annualReview/YG', 'Services', 'cht_nav_ar_uk', 30),
        child(l('新加坡公司年审', 'Singapore annual review'), '/cht/annualReview/XJP', 'Services', 'cht_nav_ar_sg', 40),
      ],
    },
    { group: 'pcnav', label: l('做账审计', 'Accounting and audit'), path: '/cht/accountingAudit', pageType: '1', analyticsName: 'cht_nav_accounting', sort: 40 },
    { group: 'pcnav', label: l('秘书服务', 'Company secretary'), path: '/cht/secretaryServices', pageType: '1', analyticsName: 'cht_nav_secretary', sort: 50 },
    { group: 'pcnav', label: l('银行开户', 'Bank accounts'), path: '/cht/bankAccount', pageType: '1', analyticsName: 'cht_nav_bank', sort: 60 },
    {
      group: 'pcnav',
      label: l('启航学堂', 'Knowledge centre'),
      path: '/cht/xmsailSchool',
      key: 'IndustryInsight',
      pageType: '2',
      analyticsName: 'cht_nav_school',
      sort: 70,
      children: [
        child(l('公司百科', 'Company basics'), '/cht/xmsailSchool/companyEncy', 'IndustryInsight', 'cht_nav_school_company', 10),
        child(l('财税百科', 'Tax and accounting basics'), '/cht/xmsailSchool/FinanceTaxEncy', 'IndustryInsight', 'cht_nav_school_tax', 20),
        child(l('行业资讯', 'Industry news'), '/cht/xmsailSchool/industryInfo', 'IndustryInsight', 'cht_nav_school_industry', 30),
        child(l('政策动态', 'Regulatory updates'), '/cht/xmsailSchool/trends', 'IndustryInsight', 'cht_nav_school_trends', 40),
      ],
    },
    { group: 'pcnav', label: l('常见问题', 'FAQ'), path: '/cht/commonQuestion', pageType: '1', analyticsName: 'cht_nav_faq', sort: 80 },
    // Hidden until the BVI pages are reviewed: the route exists but is not linked from the header.
    { group: 'pcnav', label: l('BVI 公司注册', 'BVI company'), path: '/cht/incorporation/BVI', pageType: '1', analyticsName: 'cht_nav_inc_bvi', sort: 100, enabled: false },

    { group: 'suspended', label: l('新客礼遇', 'New client offer'), subtitle: l('首次注册咨询免费', 'First consultation free'), path: '/cht/hot/newcomerActivities', action: 'freeTrial', analyticsName: 'cht_side_newcomer', sort: 10 },
    { group: 'suspended', label: l('在线客服', 'Live chat'), path: 'https://chat.chartwell-corporate.example/im?channel=web', action: 'onlineService', analyticsName: 'cht_side_chat', sort: 20 },
    { group: 'suspended', label: l('联系我们', 'Contact us'), path: '/cht/commonQuestion', action: 'contactUs', analyticsName: 'cht_side_contact', sort: 30 },
    { group: 'suspended', label: l('售前电话', 'Sales hotline'), subtitle: l(PRESALE, PRESALE), action: 'preSaleTelephone', analyticsName: 'cht_side_phone', sort: 40 },
    { group: 'suspended', label: l('更多', 'More'), action: 'more', analyticsName: 'cht_side_more', sort: 50 },
    { group: 'suspended', label: l('返回顶部', 'Back to top'), action: 'backTop', analyticsName: 'cht_side_top', sort: 60 },
    {
      group: 'more',
      label: l('更多服务', 'More'),
      subtitle: l('扫码关注，获取年审与报税提醒', 'Scan to get annual review and tax reminders'),
      action: 'more',
      sort: 10,
      children: [
        { group: 'more', label: l('BVI 公司注册', 'BVI company'), path: '/cht/incorporation/BVI', sort: 10 },
        { group: 'more', label: l('BVI 公司年审', 'BVI annual review'), path: '/cht/annualReview/BVI', sort: 20 },
        { group: 'more', label: l('财税百科', 'Tax basics'), path: '/cht/xmsailSchool/FinanceTaxEncy', sort: 30 },
        { group: 'more', label: l('常见问题', 'FAQ'), path: '/cht/commonQuestion', sort: 40 },
      ],
    },
  ],

  footer: [
    {
      kind: 'function',
      title: l('公司注册', 'Incorporation'),
      sort: 10,
      items: [
        { label: l('香港公司注册', 'Hong Kong'), url: '/cht/incorporation/HK' },
        { label: l('美国公司注册', 'USA'), url: '/cht/incorporation/USA' },
        { label: l('英国公司注册', 'UK'), url: '/cht/incorporation/YG' },
        { label: l('新加坡公司注册', 'Singapore'), url: '/cht/incorporation/XJP' },
        { label: l('法国公司注册', 'France'), url: '/cht/incorporation/FR' },
        { label: l('BVI 公司注册', 'BVI'), url: '/cht/incorporation/BVI' },
      ],
    },
    {
      kind: 'function',
      title: l('公司维护', 'Keeping compliant'),
      sort: 20,
      items: [
        { label: l('香港公司年审', 'Hong Kong annual review'), url: '/cht/annualReview/HK' },
        { label: l('做账审计报税', 'Accounting, audit and tax'), url: '/cht/accountingAudit' },
        { label: l('公司秘书服务', 'Company secretary'), url: '/cht/secretaryServices' },
        { label: l('银行开户协助', 'Bank account opening'), url: '/cht/bankAccount' },
      ],
    },
    {
      kind: 'function',
      title: l('帮助中心', 'Help'),
      sort: 30,
      items: [
        { label: l('启航学堂', 'Knowledge centre'), url: '/cht/xmsailSchool' },
        { label: l('常见问题', 'FAQ'), url: '/cht/commonQuestion' },
        { label: l('新客礼遇', 'New client offer'), url: '/cht/hot/newcomerActivities' },
      ],
    },
    {
      kind: 'contactInformation',
      title: l('联系方式', 'Contact'),
      sort: 40,
      items: [
        { label: l('咨询热线', 'Hotline'), value: l(PRESALE, PRESALE), icon: 'phone' },
        { label: l('商务合作', 'Partnerships'), value: l(COOPERATION, COOPERATION), icon: 'handshake' },
        { label: l('官方邮箱', 'Email'), value: l('service@chartwell-corporate.example', 'service@chartwell-corporate.example'), icon: 'mail' },
        { label: l('公司地址', 'Address'), value: ADDRESS, icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: l('关注我们', 'Follow us'),
      sort: 50,
      items: [
        { label: l('微信公众号', 'WeChat official account'), url: 'https://mp.chartwell-corporate.example/wechat' },
        { label: l('专属顾问微信', 'Adviser on WeChat'), url: 'https://work.chartwell-corporate.example/adviser' },
      ],
    },
    {
      kind: 'blogroll',
      title: l('友情链接', 'Useful links'),
      sort: 60,
      items: [
        { label: l('香港公司注册处', 'Hong Kong Companies Registry'), url: 'https://www.cr.gov.hk/' },
        { label: l('香港税务局', 'Hong Kong Inland Revenue Department'), url: 'https://www.ird.gov.hk/' },
        { label: l('英国公司注册处（Companies House）', 'Companies House (UK)'), url: 'https://www.gov.uk/government/organisations/companies-house' },
        { label: l('新加坡会计与企业管理局（ACRA）', 'ACRA (Singapore)'), url: 'https://www.acra.gov.sg/' },
        { label: l('子午知识产权', 'Meridian IP'), url: 'https://www.meridian-ip.example/' },
      ],
    },
    {
      kind: 'bottom',
      title: l('底部信息', 'Legal'),
      sort: 70,
      items: [
        { label: l('© 2026 上海启航企业服务有限公司 版权所有', '© 2026 Shanghai Chartwell Corporate Services Co., Ltd. All rights reserved.') },
        { label: l('沪ICP备00000000号-3', '沪ICP备00000000号-3'), url: 'https://beian.miit.gov.cn/' },
        { label: l('沪公网安备00000000000000号', '沪公网安备00000000000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: l('香港公司注册', 'Hong Kong company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/HK', hot: true, sort: 10 },
    { menuName: l('美国公司注册', 'US company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/USA', hot: true, sort: 20 },
    { menuName: l('英国公司注册', 'UK company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/YG', hot: true, sort: 30 },
    { menuName: l('新加坡公司注册', 'Singapore company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/XJP', sort: 40 },
    { menuName: l('法国公司注册', 'French company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/FR', sort: 50 },
    { menuName: l('BVI 公司注册', 'BVI company incorporation'), category: l('公司注册', 'Incorporation'), path: '/cht/incorporation/BVI', sort: 60 },
    { menuName: l('香港公司年审', 'Hong Kong annual review'), category: l('公司年审', 'Annual review'), path: '/cht/annualReview/HK', hot: true, sort: 70 },
    { menuName: l('美国公司年审', 'US annual report and franchise tax'), category: l('公司年审', 'Annual review'), path: '/cht/annualReview/USA', sort: 80 },
    { menuName: l('英国公司年审', 'UK confirmation statement and accounts'), category: l('公司年审', 'Annual review'), path: '/cht/annualReview/YG', sort: 90 },
    { menuName: l('新加坡公司年审', 'Singapore annual return'), category: l('公司年审', 'Annual review'), path: '/cht/annualReview/XJP', sort: 100 },
    { menuName: l('BVI 公司年审', 'BVI annual renewal'), category: l('公司年审', 'Annual review'), path: '/cht/annualReview/BVI', sort: 110 },
    { menuName: l('香港公司做账审计报税', 'Hong Kong accounting, audit and profits tax'), category: l('财税服务', 'Accounting and tax'), path: '/cht/accountingAudit', hot: true, sort: 120 },
    { menuName: l('英国公司做账报税', 'UK accounts and corporation tax'), category: l('财税服务', 'Accounting and tax'), path: '/cht/accountingAudit', sort: 130 },
    { menuName: l('美国公司报税（含 5472 表）', 'US tax returns incl. Form 5472'), category: l('财税服务', 'Accounting and tax'), path: '/cht/accountingAudit', sort: 140 },
    { menuName: l('公司秘书服务', 'Company secretarial services'), category: l('秘书服务', 'Company secretary'), path: '/cht/secretaryServices', sort: 150 },
    { menuName: l('注册地址服务', 'Registered office address'), category: l('秘书服务', 'Company secretary'), path: '/cht/secretaryServices', sort: 160 },
    { menuName: l('香港银行开户协助', 'Hong Kong bank account opening'), category: l('银行开户', 'Bank accounts'), path: '/cht/bankAccount', hot: true, sort: 170 },
    { menuName: l('海外收款账户开立', 'Overseas collection accounts'), category: l('银行开户', 'Bank accounts'), path: '/cht/bankAccount', sort: 180 },
  ],

  pages: [
    {
      slug: 'homes',
      title: l('启航企服 | 香港、美国、英国、新加坡公司注册与年审做账', 'Chartwell Corporate | Company formation, annual review and accounting in HK, USA, UK and Singapore'),
      navLabel: l('首页', 'Home'),
      meta: {
        keywords: l(
          '香港公司注册,美国公司注册,英国公司注册,新加坡公司注册,法国公司注册,BVI公司注册,香港公司年审,香港审计报税,公司秘书,香港银行开户',
          'Hong Kong company registration, US LLC formation, UK company formation, Singapore company incorporation, France SAS, BVI company, Hong Kong annual return, Hong Kong audit and profits tax, company secretary, Hong Kong bank account',
        ),
        description: l(
          '启航企服提供香港、美国、英国、法国、新加坡、BVI 公司注册，以及年审、公司秘书、做账审计报税与银行开户协助。顾问一对一服务，到期前主动提醒，让海外公司长期合规。',
          'Chartwell Corporate forms companies in Hong Kong, the USA, the UK, France, Singapore and the BVI and handles annual reviews, company secretarial work, accounting, audit, tax filing and bank account applications, with one adviser and reminders before every deadline.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: l('出海企业的一站式公司服务', 'Corporate services for businesses going global'),
          heading: l('注册一家海外公司只是开始，长期合规才是关键', 'Forming an overseas company is the easy part. Keeping it compliant is what counts.'),
          text: l(
            '从选择注册地、核名开设，到年审、秘书、做账审计报税和银行开户，启航企服用一个顾问、一套日历管理你在香港、美国、英国、法国、新加坡和 BVI 的公司，每个法定期限都提前提醒。',
            'From choosing the jurisdiction and incorporating to annual reviews, company secretarial work, accounting, audit, tax and bank accounts, one Chartwell adviser and one compliance calendar look after your companies in Hong Kong, the USA, the UK, France, Singapore and the BVI, with a reminder before every statutory deadline.',
          ),
          primaryAction: { label: l('注册香港公司', 'Form a Hong Kong company'), url: '/cht/incorporation/HK' },
          secondaryAction: { label: l('免费咨询注册地选择', 'Ask which jurisdiction fits'), url: '/cht/hot/newcomerActivities' },
          highlights: [
            { value: l('6 个', '6'), label: l('注册地一站办理', 'jurisdictions under one roof') },
            { value: l('60 天', '60 days'), label: l('年审与报税提前提醒', 'advance notice of filings') },
            { value: l('一对一', 'One adviser'), label: l('专属顾问全程对接', 'for every company you own') },
            { value: l('全流程', 'End to end'), label: l('注册、秘书、财税、开户', 'formation, secretary, tax, banking') },
          ],
        },
        {
          blockType: 'stats',
          heading: l('值得托付的海外公司管家', 'An overseas company team you can rely on'),
          items: [
            { value: l('10 年', '10 years'), label: l('专注海外公司服务', 'in overseas corporate services') },
            { value: l('15,000+', '15,000+'), label: l('家企业客户', 'client companies') },
            { value: l('6 个', '6'), label: l('注册地区', 'jurisdictions served') },
            { value: l('40+', '40+'), label: l('名顾问、会计与公司秘书', 'advisers, accountants and company secretaries') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: l('选对注册地，再把每一年的合规做好', 'Pick the right jurisdiction, then get every year right'),
          intro: l('不同注册地的税制、维护成本和开户难度差别很大，先咨询再决定更省心。', 'Tax, upkeep and banking differ widely between jurisdictions: ask before you decide.'),
          items: [
            {
              title: l('香港公司注册', 'Hong Kong company'),
              text: l('地域来源征税、无外汇管制，适合跨境贸易与收款；无最低实缴资本要求，需本地注册地址和公司秘书。', 'Territorial taxation, no exchange controls and no minimum paid-up capital; needs a local registered office and company secretary. A natural fit for cross-border trade.'),
              tag: l('热门', 'Popular'),
              url: '/cht/incorporation/HK',
              linkLabel: l('了解香港公司', 'Hong Kong companies'),
            },
            {
              title: l('美国公司注册', 'US company'),
              text: l('LLC 或 C-Corp，按业务选择特拉华、怀俄明或实际经营州；含注册代理人和 EIN 申请。', 'LLC or C-Corp in Delaware, Wyoming or the state where you operate, including a registered agent and the EIN application.'),
              tag: l('热门', 'Popular'),
              url: '/cht/incorporation/USA',
              linkLabel: l('了解美国公司', 'US companies'),
            },
            {
              title: l('英国公司注册', 'UK company'),
              text: l('在 Companies House 在线设立私人有限公司，提供英国注册地址，便于开展英国本土业务。', 'A private limited company set up online at Companies House, with a UK registered office address for local trading.'),
              url: '/cht/incorporation/YG',
              linkLabel: l('了解英国公司', 'UK companies'),
            },
            {
              title: l('新加坡与法国公司', 'Singapore and French companies'),
              text: l('新加坡私人有限公司需至少一名本地居民董事，我们协助安排；法国 SAS 或 SARL 通过一站式企业登记平台办理。', 'A Singapore private limited company needs at least one locally resident director, which we help arrange; a French SAS or SARL is registered through the national one-stop business portal.'),
              url: '/cht/incorporation/XJP',
              linkLabel: l('了解新加坡公司', 'Singapore companies'),
            },
            {
              title: l('公司年审', 'Annual review'),
              text: l('香港周年申报表、商业登记续期，英国确认声明，新加坡年度申报，美国州年报，按期限提醒并代为递交。', 'Hong Kong annual returns and business registration renewal, UK confirmation statements, Singapore annual returns and US state reports, tracked and filed on time.'),
              tag: l('必做', 'Required'),
              url: '/cht/annualReview/HK',
              linkLabel: l('查看年审服务', 'Annual review services'),
            },
            {
              title: l('做账审计报税', 'Accounting, audit and tax'),
              text: l('整理账目、对接执业会计师审计，按期提交香港利得税报税表、英国 CT600 与美国联邦申报。', 'Bookkeeping, audit by practising accountants, and Hong Kong profits tax, UK CT600 and US federal returns filed on time.'),
              url: '/cht/accountingAudit',
              linkLabel: l('了解财税服务', 'Accounting services'),
            },
            {
              title: l('公司秘书服务', 'Company secretary'),
              text: l('担任法定公司秘书、提供注册地址、维护法定记录与重要控制人登记册，处理董事股东变更。', 'Statutory company secretary, registered office, statutory registers and significant controllers register, plus director and shareholder changes.'),
              url: '/cht/secretaryServices',
              linkLabel: l('了解秘书服务', 'Secretarial services'),
            },
            {
              title: l('银行开户协助', 'Bank account opening'),
              text: l('根据业务情况匹配香港及海外银行，预审开户资料、准备业务说明并陪同面签沟通。', 'We match your business to suitable banks in Hong Kong and abroad, pre-check the KYC file, prepare the business explanation and support the interview.'),
              url: '/cht/bankAccount',
              linkLabel: l('了解开户服务', 'Banking support'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: l('四步拥有一家合规的海外公司', 'Four steps to a compliant overseas company'),
          items: [
            { title: l('咨询与方案', 'Consultation and plan'), text: l('了解业务模式、收款和税务需求，推荐注册地与公司类型，说明后续每年的维护事项。', 'We look at your business model, payments and tax position, recommend a jurisdiction and entity type, and explain the yearly upkeep.') },
            { title: l('核名与资料准备', 'Name check and documents'), text: l('查询公司名称可用性，收集股东、董事身份与地址证明，起草公司章程等文件。', 'We check name availability, collect identity and address proof for shareholders and directors, and draft the articles and forms.') },
            { title: l('递交注册', 'Incorporation'), text: l('向当地公司注册机构递交，取得注册证书及商业登记等文件，寄送公司套装。', 'We file with the local registry, obtain the certificate of incorporation and business registration, and send you the company kit.') },
            { title: l('开户与长期维护', 'Banking and upkeep'), text: l('协助银行开户，进入合规日历：年审、秘书、做账审计与报税按期办理。', 'We support the bank application and put the company on a compliance calendar for annual reviews, secretarial work, accounts, audit and tax.') },
          ],
        },
        {
          blockType: 'faq',
          heading: l('关于海外公司的常见问题', 'Common questions about overseas companies'),
          items: [
            {
              question: l('注册香港公司需要满足哪些条件？', 'What do I need to form a Hong Kong company?'),
              answer: l(
                '至少一名股东和一名董事（董事须为年满 18 岁的自然人，股东和董事可为同一人，不限国籍），一名公司秘书（须为通常居于香港的个人或香港注册的法人团体），以及一个香港注册地址。香港没有最低实缴资本要求。我们可以提供公司秘书和注册地址服务。',
                'At least one shareholder and one director (the director must be an individual aged 18 or over; one person can be both, of any nationality), a company secretary who is an individual ordinarily resident in Hong Kong or a Hong Kong body corporate, and a registered office address in Hong Kong. There is no minimum paid-up capital. We can act as secretary and provide the address.',
              ),
            },
            {
              question: l('香港公司每年要做哪些事？', 'What does a Hong Kong company have to do each year?'),
              answer: l(
                '私人公司须在每年成立周年日后 42 天内向公司注册处递交周年申报表，并按期续期商业登记证；同时要持续更新重要控制人登记册。税务方面，首份利得税报税表一般在成立约 18 个月后发出，之后每年一次，提交时须附上经香港执业会计师审计的财务报表。',
                'A private company must deliver its annual return to the Companies Registry within 42 days after each anniversary of incorporation, renew its business registration certificate and keep its significant controllers register up to date. For tax, the first profits tax return is usually issued about 18 months after incorporation and then every year, and it must be filed with financial statements audited by a Hong Kong practising accountant.',
              ),
            },
            {
              question: l('香港利得税怎么计算？没有业务可以“零申报”吗？', 'How is Hong Kong profits tax charged? Can I file a nil return?'),
              answer: l(
                '香港实行两级制利得税：法团首 200 万港元应评税利润税率为 8.25%，其余部分为 16.5%（有关联的集团内只能由一家企业选择适用两级税率）。香港按地域来源征税，源自香港以外的利润可申请不征税，但须提供合同、物流和付款等证据支持。香港没有“零申报”：即使没有营业，也须审计后报税，除非公司已按规定成为不活动公司。',
                'Profits tax is two-tiered: for corporations 8.25 % on the first HKD 2 million of assessable profits and 16.5 % on the rest (only one entity in a connected group may elect the two-tiered rates). Tax is territorial, so profits sourced outside Hong Kong can be claimed as non-taxable, but the claim must be supported with contracts, logistics and payment records. There is no "nil filing": a company that did not trade still needs audited accounts with its return unless it has formally become dormant.',
              ),
            },
            {
              question: l('美国公司选哪个州？LLC 和 C-Corp 有什么区别？', 'Which US state should I choose, and LLC or C-Corp?'),
              answer: l(
                '做电商和贸易的中小卖家多选择怀俄明或特拉华州的 LLC，维护简单；计划融资或上市的项目通常选择特拉华 C-Corp。若在某州有实际办公或雇员，往往还需在该州登记。请注意：外国人全资持有的单一成员 LLC 每年须向美国国税局提交 5472 表及 1120 形式申报，漏报罚款很高。',
                'Small sellers and traders usually pick a Wyoming or Delaware LLC for its light upkeep; companies planning to raise venture capital usually choose a Delaware C-Corp. If you have an office or staff in another state you will normally need to register there as well. Note that a single-member LLC wholly owned by a foreign person must file Form 5472 with a pro forma Form 1120 with the IRS every year, and penalties for missing it are heavy.',
              ),
            },
            {
              question: l('英国公司每年需要向 Companies House 提交什么？', 'What does a UK company file each year?'),
              answer: l(
                '每 12 个月至少提交一次确认声明（Confirmation Statement）；私人有限公司须在会计参考日后 9 个月内向 Companies House 提交年度账目，首份账目须在成立后 21 个月内提交。此外还要在会计期结束后 12 个月内向英国税务海关总署（HMRC）提交公司税申报表 CT600，税款一般在期末后 9 个月零 1 天内缴纳。',
                'A confirmation statement at least once every 12 months, and annual accounts within 9 months of the accounting reference date (the first accounts within 21 months of incorporation). Separately, the CT600 corporation tax return goes to HMRC within 12 months of the end of the accounting period, and the tax is usually payable 9 months and 1 day after it.',
              ),
            },
            {
              question: l('新加坡公司对董事和秘书有什么要求？', 'What are the director and secretary rules in Singapore?'),
              answer: l(
                '新加坡私人有限公司至少需要一名通常居住在新加坡的董事（新加坡公民、永久居民或持有相应准证的人士），并须在成立后 6 个月内委任公司秘书。公司每年需向 ACRA 提交年度申报，并向新加坡税务局申报企业所得税，现行标准税率为 17%。',
                'A Singapore private limited company needs at least one director who ordinarily resides in Singapore (a citizen, permanent resident or holder of a qualifying pass) and must appoint a company secretary within six months of incorporation. Each year it files an annual return with ACRA and a corporate income tax return with IRAS; the standard rate is 17 %.',
              ),
            },
            {
              question: l('海外公司开银行账户难吗？需要本人到场吗？', 'Is it hard to open a bank account? Do I have to attend in person?'),
              answer: l(
                '银行会按反洗钱要求审核公司的实际业务、资金来源和最终受益人，是否批准由银行自行决定。部分香港银行要求董事到港面签，也有银行和持牌支付机构支持远程视频开户。提前准备好业务合同、发票、网店后台截图等经营证明，能明显提高通过率；我们会先预审资料，再推荐合适的银行。',
                'Banks review the real business, source of funds and ultimate beneficial owners under anti-money-laundering rules, and the decision is theirs alone. Some Hong Kong banks require directors to attend in person; others, and licensed payment institutions, allow remote video onboarding. Contracts, invoices and store dashboards that show real trading make approval far more likely; we pre-check your file and then suggest suitable banks.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: l('还没决定在哪里注册？先和顾问聊 15 分钟', 'Not sure where to incorporate? Spend 15 minutes with an adviser'),
          text: l('告诉我们你的业务和收款方式，我们给出注册地对比和每年的维护清单，免费且无需承诺。', 'Tell us how you trade and get paid; we compare jurisdictions and list the yearly upkeep for you, free and with no commitment.'),
          primaryAction: { label: l('免费咨询', 'Book a free consultation'), url: '/cht/hot/newcomerActivities' },
          secondaryAction: { label: l('查看常见问题', 'Read the FAQ'), url: '/cht/commonQuestion' },
        },
      ],
    },
  ],
}
