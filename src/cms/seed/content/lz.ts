import type { BrandContentSeed, L } from '../types'

/** 北辰合规 / Northstar Compliance: the main VAT / EPR compliance brand (platform 15). */

const t = (cn: string, en: string): L => ({ cn, en })

const PRESALE = '400-000-1215'
const COOPERATION = '+86 755 0000 3321'
const SERVICE = '400-000-1216'
const EMAIL = 'service@northstar.example'

export const content: BrandContentSeed = {
  brand: {
    key: 'lz',
    platformCode: '15',
    name: t('北辰合规', 'Northstar Compliance'),
    siteTitle: t('跨境电商合规服务', 'Cross-border compliance services'),
    tagline: t('VAT、EPR、欧代，一站办齐', 'VAT, EPR and EU representation in one place'),
    description: t(
      '北辰合规为跨境电商卖家提供欧洲与英国VAT注册申报、OSS/IOSS、德法西等国包装法、WEEE与电池法EPR注册、欧盟及英国责任人（欧代/英代）、CBAM申报等一站式合规服务，并提供免费的个性化合规报告。',
      'Northstar Compliance helps cross-border e-commerce sellers with UK and EU VAT registration and filing, OSS and IOSS, packaging, WEEE and battery EPR registrations in Germany, France, Spain and beyond, EU and UK responsible-person services and CBAM reporting, starting from a free personalised compliance report.',
    ),
    logoText: t('北辰合规', 'Northstar'),
    defaultLocale: 'cn',
    locales: ['cn', 'en'],
    flags: { languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: SERVICE },
    email: EMAIL,
    address: t('广东省深圳市南山区深南大道 0000 号北辰大厦 18 层', '18/F Northstar Tower, 0000 Shennan Avenue, Nanshan District, Shenzhen, Guangdong, China'),
    chatUrl: 'https://chat.northstar.example/im?channel=www',
    signUpBanner: {
      title: t('注册北辰合规工作台，合规进度一目了然', 'Track every registration in the Northstar workspace'),
      text: t('税号、EPR注册号、申报期限和续期提醒集中管理，到期前自动提醒。', 'Tax numbers, EPR registration numbers, filing deadlines and renewals in one place, with reminders before anything falls due.'),
      buttonLabel: t('免费注册', 'Sign up free'),
    },
    copyright: t('© 2026 北辰合规 版权所有', '© 2026 Northstar Compliance. All rights reserved.'),
    filingNumbers: [
      { text: '粤ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
      { text: '粤公网安备44030500000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#0b3d91', primaryContrast: '#ffffff', accent: '#f59e0b', surface: '#f5f8fc', ink: '#0f172a' },
    domains: [],
  },

  navigation: [
    // Header
    { group: 'pcnav', label: t('首页', 'Home'), path: '/lz/homes', pageType: '1', analyticsName: 'nav_home', sort: 1 },
    {
      group: 'pcnav',
      label: t('合规服务', 'Services'),
      key: 'Services',
      pageType: '3',
      analyticsName: 'nav_services',
      sort: 2,
      // Mega menu: each sub-entry is a left-hand item; its divPageList is the submenu on the right.
      children: [
        {
          group: 'pcnav',
          label: t('VAT税务', 'VAT'),
          path: '/lz/VAT',
          pageType: '1',
          analyticsName: 'nav_services_vat',
          sort: 1,
          divPageList: [
            { name: t('VAT注册与申报', 'VAT registration & filing'), description: t('英国及欧盟各国税号注册、按期申报、OSS/IOSS', 'UK and EU VAT numbers, periodic returns, OSS and IOSS'), icon: 'vat', url: '/lz/VAT' },
            { name: t('VAT知识库', 'VAT knowledge base'), description: t('各国税率、门槛与申报周期速查', 'Rates, thresholds and filing periods by country'), icon: 'book', url: '/lz/aboutVAT' },
            { name: t('VAT计算器', 'VAT calculator'), description: t('按国家税率估算应缴税款', 'Estimate the VAT due at each country’s rate'), icon: 'calculator', url: '/lz/calculate/100' },
            { name: t('欧盟税号验证', 'EU VAT number check'), description: t('欧盟委员会VIES系统，新窗口打开', 'The European Commission’s VIES service, opens in a new tab'), icon: 'search', url: 'https://ec.europa.eu/taxation_customs/vies/' },
          ],
        },
        {
          group: 'pcnav',
          label: t('环保合规', 'Environmental'),
          path: '/lz/EPR',
          pageType: '1',
          analyticsName: 'nav_services_epr',
          sort: 2,
          divPageList: [
            { name: t('EPR生产者责任', 'EPR registrations'), description: t('包装法、WEEE、电池法注册与年度数据申报', 'Packaging, WEEE and battery registrations and reporting'), icon: 'epr', url: '/lz/EPR' },
            { name: t('CBAM碳申报', 'CBAM reporting'), description: t('钢铁、铝等进口商品的碳边境调节机制申报', 'Carbon border reporting for imported steel, aluminium and other covered goods'), icon: 'epr', url: '/lz/CBAM' },
          ],
        },
        {
          group: 'pcnav',
          label: t('产品合规', 'Product safety'),
          path: '/lz/ouAgent',
          pageType: '1',
          analyticsName: 'nav_services_product',
          sort: 3,
          divPageList: [
            { name: t('欧代 / 英代', 'EU & UK responsible person'), description: t('满足GPSR要求的欧盟负责人与英国责任人', 'The EU economic operator GPSR requires, and its UK counterpart'), icon: 'shield', url: '/lz/ouAgent' },
            { name: t('合规报告生成', 'Compliance report'), description: t('回答9个问题，看清你在各国的全部义务', 'Answer nine questions and see every obligation you have, market by market'), icon: 'book', url: '/buyingGuide' },
          ],
        },
      ],
    },
    { group: 'pcnav', label: t('服务价格', 'Pricing'), path: '/lz/price', pageType: '1', analyticsName: 'nav_price', sort: 3 },
    {
      group: 'pcnav',
      label: t('免费工具', 'Free tools'),
      key: 'OnlineTool',
      pageType: '2',
      analyticsName: 'nav_tools',
      sort: 4,
      children: [
        { group: 'pcnav', label: t('合规报告生成', 'Compliance report'), subtitle: t('9个问题，看清全部义务', 'Nine questions, every obligation'), path: '/buyingGuide', pageType: '1', analyticsName: 'nav_tools_report', sort: 1 },
        { group: 'pcnav', label: t('VAT计算器', 'VAT calculator'), path: '/lz/calculate/100', pageType: '1', analyticsName: 'nav_tools_calculator', sort: 2 },
        { group: 'pcnav', label: t('商标查询', 'Trademark search'), path: '/search', pageType: '1', analyticsName: 'nav_tools_trademark', sort: 3 },
        { group: 'pcnav', label: t('类目查询', 'Category lookup'), path: '/searchCategory', pageType: '1', analyticsName: 'nav_tools_category', sort: 4 },
      ],
    },
    {
      group: 'pcnav',
      label: t('学习中心', 'Learning centre'),
      key: 'IndustryInsight',
      pageType: '2',
      analyticsName: 'nav_learn',
      sort: 5,
      children: [
        { group: 'pcnav', label: t('合规资讯', 'Compliance news'), path: '/news', pageType: '1', analyticsName: 'nav_learn_news', sort: 1 },
        { group: 'pcnav', label: t('视频课程', 'Video courses'), path: '/lz/videos', pageType: '1', analyticsName: 'nav_learn_videos', sort: 2 },
        { group: 'pcnav', label: t('操作指南', 'How-to guides'), path: '/lz/operation', pageType: '1', analyticsName: 'nav_learn_operation', sort: 3 },
        { group: 'pcnav', label: t('常见问题', 'FAQ'), path: '/lz/problem', pageType: '1', analyticsName: 'nav_learn_faq', sort: 4 },
        { group: 'pcnav', label: t('合规问答', 'Ask an expert'), path: '/lz/complianceAnswer', pageType: '1', analyticsName: 'nav_learn_answers', sort: 5 },
      ],
    },
    { group: 'pcnav', label: t('欧盟税号验证', 'EU VAT number check'), subtitle: t('欧盟委员会VIES系统', 'European Commission VIES'), path: 'https://ec.europa.eu/taxation_customs/vies/', pageType: '1', analyticsName: 'nav_vies', sort: 6 },
    {
      group: 'pcnav',
      label: t('关于我们', 'About us'),
      pageType: '2',
      analyticsName: 'nav_about',
      sort: 7,
      children: [
        { group: 'pcnav', label: t('公司介绍', 'About Northstar'), path: '/lz/aboutUs', pageType: '1', analyticsName: 'nav_about_company', sort: 1 },
        { group: 'pcnav', label: t('联系我们', 'Contact us'), path: '/lz/contactUs', pageType: '1', analyticsName: 'nav_about_contact', sort: 2 },
        { group: 'pcnav', label: t('渠道合作', 'Partner programme'), path: '/lz/cooperative', pageType: '1', analyticsName: 'nav_about_cooperative', sort: 3 },
      ],
    },
    // Hidden page: a finished campaign; visitors opening /lz/double11 are sent home while this is disabled.
    { group: 'pcnav', label: t('双11合规季', 'Singles’ Day compliance week'), path: '/lz/double11', pageType: '1', analyticsName: 'nav_double11', sort: 8, enabled: false },

    // Floating side panel
    { group: 'suspended', label: t('在线客服', 'Live chat'), action: 'onlineService', analyticsName: 'side_chat', sort: 1 },
    { group: 'suspended', label: t('免费合规报告', 'Free compliance report'), subtitle: t('3分钟生成', 'Ready in 3 minutes'), action: 'freeTrial', path: '/buyingGuide', analyticsName: 'side_free_report', sort: 2 },
    { group: 'suspended', label: t('联系我们', 'Contact us'), action: 'contactUs', path: '/lz/contactUs', analyticsName: 'side_contact', sort: 3 },
    { group: 'suspended', label: t('售前咨询', 'Sales hotline'), subtitle: t(PRESALE, PRESALE), action: 'preSaleTelephone', analyticsName: 'side_phone', sort: 4 },
    { group: 'suspended', label: t('更多', 'More'), action: 'more', analyticsName: 'side_more', sort: 5 },
    { group: 'suspended', label: t('返回顶部', 'Back to top'), action: 'backTop', analyticsName: 'side_top', sort: 6 },

    // "More" hover box
    {
      group: 'more',
      label: t('更多服务', 'More'),
      sort: 1,
      children: [
        { group: 'more', label: t('服务价格', 'Pricing'), path: '/lz/price', sort: 1 },
        { group: 'more', label: t('视频课程', 'Video courses'), path: '/lz/videos', sort: 2 },
        { group: 'more', label: t('常见问题', 'FAQ'), path: '/lz/problem', sort: 3 },
        { group: 'more', label: t('合规资讯', 'Compliance news'), path: '/news', sort: 4 },
        { group: 'more', label: t('关于北辰', 'About Northstar'), path: '/lz/aboutUs', sort: 5 },
      ],
    },

    // Compliance quick guide (home page side panel)
    { group: 'compliance', label: t('英国站：VAT注册与MTD申报', 'UK: VAT registration and MTD returns'), subtitle: t('在英国有库存，首笔销售即需注册', 'Stock in the UK means registering from the first sale'), path: '/lz/VAT', key: 'Services', sort: 1 },
    { group: 'compliance', label: t('德国站：包装法、WEEE与电池法', 'Germany: packaging, WEEE and batteries'), subtitle: t('亚马逊上架前核验EPR注册号', 'Amazon checks EPR numbers before listings go live'), path: '/lz/EPR', key: 'Services', sort: 2 },
    { group: 'compliance', label: t('欧盟GPSR：指定欧代', 'EU GPSR: appoint a responsible person'), subtitle: t('2024年12月13日起适用', 'Applies since 13 December 2024'), path: '/lz/ouAgent', key: 'Services', sort: 3 },
    { group: 'compliance', label: t('独立站卖家：OSS与IOSS', 'Own-store sellers: OSS and IOSS'), subtitle: t('远程销售与150欧元以下进口', 'Distance sales and imports up to EUR 150'), path: '/lz/VAT', key: 'Services', sort: 4 },
  ],

  footer: [
    {
      kind: 'function',
      title: t('热门服务', 'Popular services'),
      sort: 1,
      items: [
        { label: t('英国VAT注册', 'UK VAT registration'), url: '/lz/VAT' },
        { label: t('德国VAT注册', 'German VAT registration'), url: '/lz/VAT' },
        { label: t('德国包装法注册', 'German packaging registration'), url: '/lz/EPR' },
        { label: t('欧代 / 英代服务', 'EU & UK responsible person'), url: '/lz/ouAgent' },
        { label: t('CBAM申报', 'CBAM reporting'), url: '/lz/CBAM' },
      ],
    },
    {
      kind: 'function',
      title: t('免费工具', 'Free tools'),
      sort: 2,
      items: [
        { label: t('合规报告生成', 'Compliance report'), url: '/buyingGuide' },
        { label: t('VAT计算器', 'VAT calculator'), url: '/lz/calculate/100' },
        { label: t('商标查询', 'Trademark search'), url: '/search' },
        { label: t('类目查询', 'Category lookup'), url: '/searchCategory' },
      ],
    },
    {
      kind: 'function',
      title: t('帮助与支持', 'Help & support'),
      sort: 3,
      items: [
        { label: t('操作指南', 'How-to guides'), url: '/lz/operation' },
        { label: t('视频课程', 'Video courses'), url: '/lz/videos' },
        { label: t('常见问题', 'FAQ'), url: '/lz/problem' },
        { label: t('关于我们', 'About us'), url: '/lz/aboutUs' },
        { label: t('联系我们', 'Contact us'), url: '/lz/contactUs' },
      ],
    },
    {
      kind: 'contactInformation',
      title: t('联系我们', 'Contact'),
      sort: 4,
      items: [
        { label: t('咨询热线', 'Sales hotline'), value: t(PRESALE, PRESALE), url: 'tel:4000001215', icon: 'phone' },
        { label: t('商务合作', 'Partnerships'), value: t(COOPERATION, COOPERATION), url: 'tel:+8675500003321', icon: 'handshake' },
        { label: t('官方邮箱', 'Email'), value: t(EMAIL, EMAIL), url: `mailto:${EMAIL}`, icon: 'mail' },
        { label: t('公司地址', 'Address'), value: t('广东省深圳市南山区深南大道 0000 号北辰大厦 18 层', '18/F Northstar Tower, 0000 Shennan Avenue, Nanshan, Shenzhen'), icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: t('关注北辰合规', 'Follow Northstar'),
      sort: 5,
      items: [
        { label: t('微信公众号', 'WeChat official account'), url: 'https://weixin.northstar.example/official' },
        { label: t('企业微信客服', 'WeChat customer service'), url: 'https://work.northstar.example/kefu' },
      ],
    },
    {
      kind: 'blogroll',
      title: t('友情链接', 'Useful links'),
      sort: 6,
      items: [
        { label: t('欧盟委员会税务与海关', 'European Commission: Taxation and Customs'), url: 'https://taxation-customs.ec.europa.eu/' },
        { label: t('英国税务海关总署（HMRC）', 'HM Revenue & Customs'), url: 'https://www.gov.uk/government/organisations/hm-revenue-customs' },
        { label: t('德国包装登记中心（LUCID）', 'German Packaging Register (LUCID)'), url: 'https://www.verpackungsregister.org/' },
        { label: t('德国电子电气设备登记处（stiftung ear）', 'stiftung ear (German WEEE register)'), url: 'https://www.stiftung-ear.de/' },
      ],
    },
    {
      kind: 'bottom',
      title: t('版权与备案', 'Copyright and filing'),
      sort: 7,
      items: [
        { label: t('© 2026 北辰合规 版权所有', '© 2026 Northstar Compliance. All rights reserved.') },
        { label: t('粤ICP备00000000号-1', '粤ICP备00000000号-1'), url: 'https://beian.miit.gov.cn/' },
        { label: t('粤公网安备44030500000000号', '粤公网安备44030500000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: t('英国VAT注册', 'UK VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', hot: true, sort: 1 },
    { menuName: t('德国VAT注册', 'German VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', hot: true, sort: 2 },
    { menuName: t('法国VAT注册', 'French VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 3 },
    { menuName: t('意大利VAT注册', 'Italian VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 4 },
    { menuName: t('西班牙VAT注册', 'Spanish VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 5 },
    { menuName: t('波兰/捷克VAT注册（中欧计划）', 'Poland / Czechia VAT registration (Central Europe programme)'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 6 },
    { menuName: t('VAT申报', 'VAT returns'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 7 },
    { menuName: t('VAT税号转代理', 'VAT agent transfer'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 8 },
    { menuName: t('欧盟OSS申报', 'EU OSS returns'), category: t('VAT', 'VAT'), path: '/lz/VAT', hot: true, sort: 9 },
    { menuName: t('欧盟IOSS注册', 'EU IOSS registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 10 },
    { menuName: t('阿联酋/沙特VAT注册', 'UAE / Saudi VAT registration'), category: t('VAT', 'VAT'), path: '/lz/VAT', sort: 11 },
    { menuName: t('日本JCT注册', 'Japan JCT registration'), category: t('VAT', 'VAT'), path: '/lz/price', sort: 12 },
    { menuName: t('德国包装法注册', 'German packaging registration'), category: t('EPR', 'EPR'), path: '/lz/EPR', hot: true, sort: 13 },
    { menuName: t('德国WEEE注册', 'German WEEE registration'), category: t('EPR', 'EPR'), path: '/lz/EPR', hot: true, sort: 14 },
    { menuName: t('电池法注册', 'Battery registration'), category: t('EPR', 'EPR'), path: '/lz/EPR', sort: 15 },
    { menuName: t('法国EPR注册（UIN）', 'French EPR registration (UIN)'), category: t('EPR', 'EPR'), path: '/lz/EPR', sort: 16 },
    { menuName: t('欧代服务（欧盟负责人）', 'EU responsible person'), category: t('授权代表', 'Authorised representative'), path: '/lz/ouAgent', hot: true, sort: 17 },
    { menuName: t('英代服务（英国责任人）', 'UK responsible person'), category: t('授权代表', 'Authorised representative'), path: '/lz/ouAgent', sort: 18 },
    { menuName: t('CBAM申报', 'CBAM reporting'), category: t('碳合规', 'Carbon compliance'), path: '/lz/CBAM', sort: 19 },
    { menuName: t('VAT计算器', 'VAT calculator'), category: t('免费工具', 'Free tools'), path: '/lz/calculate/100', sort: 20 },
  ],

  pages: [
    {
      slug: 'homes',
      title: t('北辰合规 - 跨境电商VAT与EPR一站式合规服务', 'Northstar Compliance - VAT and EPR compliance for cross-border sellers'),
      navLabel: t('首页', 'Home'),
      meta: {
        keywords: t(
          '英国VAT注册,德国VAT注册,欧盟VAT,OSS,IOSS,德国包装法,WEEE注册,电池法,欧代,英代,GPSR,EPR,CBAM,跨境电商合规',
          'UK VAT registration, German VAT registration, EU VAT, OSS, IOSS, German Packaging Act, WEEE registration, Battery Regulation, EU responsible person, UK responsible person, GPSR, EPR, CBAM, cross-border e-commerce compliance',
        ),
        description: t(
          '北辰合规为跨境电商卖家办理英国及欧盟VAT注册与申报、OSS/IOSS、包装法、WEEE、电池法EPR注册以及欧代、英代服务。回答9个问题，免费获取按市场逐项列明义务、法律依据与费用的合规报告。',
          'Northstar Compliance registers and files UK and EU VAT, OSS and IOSS, packaging, WEEE and battery EPR, and acts as your EU or UK responsible person. Answer nine questions for a free report listing every obligation by market, with its legal basis and cost.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: t('跨境电商卖家的合规导航', 'Compliance, mapped for cross-border sellers'),
          heading: t('卖到哪里，合规就跟到哪里', 'Sell anywhere. Stay compliant everywhere.'),
          text: t(
            '英国与欧盟VAT、包装法、WEEE、电池法、GPSR欧代……每个市场的要求各不相同。勾选几个业务问题，北辰合规为你生成免费的专属合规报告：每个市场有哪些义务、为什么适用、法律依据、不处理的后果，以及对应的服务与价格。',
            'UK and EU VAT, packaging, WEEE, batteries, a GPSR responsible person: every market asks for something different. Tick a few questions about your business and get a free, personalised report of every obligation you have, in every market: why it applies, its legal basis, what happens if you ignore it, and the service and price that meet it.',
          ),
          primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
          secondaryAction: { label: t('联系合规顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
          highlights: [
            { value: t('9 个问题', '9 questions'), label: t('生成专属合规报告', 'for a personalised report') },
            { value: t('15 个', '15'), label: t('目标市场一次评估', 'target markets assessed at once') },
            { value: t('VAT · EPR · 欧代', 'VAT · EPR · EU rep'), label: t('一个团队全部办理', 'handled by one team') },
            { value: t('48 小时', '48 hours'), label: t('内顾问回复咨询', 'for an adviser to reply') },
          ],
        },
        {
          blockType: 'stats',
          heading: t('做欧洲和英国市场，先记住这四个数字', 'Four numbers every seller in Europe should know'),
          intro: t('它们决定了你要在哪里注册、用哪种方式申报。', 'They decide where you must register and how you file.'),
          items: [
            { value: t('0', '0'), label: t('非本地卖家在欧盟或英国存储货物时的VAT注册门槛：首笔销售即需注册', 'VAT threshold for non-established sellers who store goods in the EU or UK: register from the first sale') },
            { value: t('€10,000', '€10,000'), label: t('欧盟境内跨国远程销售年额度，超过后按目的国征税，可通过OSS统一申报', 'a year of intra-EU distance sales, above which destination VAT applies and OSS can cover it in one return') },
            { value: t('€150', '€150'), label: t('单票进口货值上限，以内直接售予欧盟消费者可使用IOSS', 'per imported consignment: up to this value, direct sales to EU consumers can use IOSS') },
            { value: t('2024.12.13', '13 Dec 2024'), label: t('欧盟GPSR适用之日：每件消费品都需要欧盟境内的责任经济经营者', 'GPSR applies: every consumer product needs an economic operator established in the EU') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: t('一个团队，覆盖你的全部合规义务', 'One team for every obligation'),
          intro: t('从税号到EPR注册号，再到产品上的欧代信息，我们按市场逐项办理并持续维护。', 'From tax numbers to EPR registrations to the responsible person on your label, we handle each market and keep it up to date.'),
          items: [
            {
              title: t('英国与欧盟VAT注册申报', 'UK and EU VAT registration and returns'),
              text: t('使用FBA、泛欧计划或中欧计划（波兰、捷克）在当地存储货物即需注册。我们办理税号注册、转代理，并按英国MTD及各国周期按时申报。', 'Storing goods locally through FBA, Pan-EU or the Central Europe programme (Poland, Czechia) means registering. We register or transfer your numbers and file on time, including UK Making Tax Digital returns.'),
              tag: t('VAT', 'VAT'),
              url: '/lz/VAT',
              linkLabel: t('了解VAT服务', 'VAT services'),
            },
            {
              title: t('OSS与IOSS', 'OSS and IOSS'),
              text: t('欧盟跨国远程销售年超1万欧元，用OSS一张申报表覆盖各国；独立站、eBay等渠道直发150欧元以下货物，可通过IOSS在销售时收税，非欧盟卖家需欧盟中间人。', 'Above EUR 10,000 of intra-EU distance sales, OSS covers every destination in one return. For own-store or eBay sales of consignments up to EUR 150, IOSS collects VAT at checkout; non-EU sellers need an EU intermediary.'),
              tag: t('VAT', 'VAT'),
              url: '/lz/VAT',
              linkLabel: t('查看OSS/IOSS', 'OSS and IOSS'),
            },
            {
              title: t('包装法EPR', 'Packaging EPR'),
              text: t('德国LUCID注册并与双元系统签订许可协议（无最低数量）、法国AGEC法规下的UIN及Triman标识、西班牙生产者登记等，一次梳理，逐国办理。', 'German LUCID registration plus a dual-system licence with no minimum quantity, French UINs with Triman and Info-tri, the Spanish producer register and more, country by country.'),
              tag: t('EPR', 'EPR'),
              url: '/lz/EPR',
              linkLabel: t('了解包装法', 'Packaging EPR'),
            },
            {
              title: t('WEEE与电池法', 'WEEE and batteries'),
              text: t('带电池或通电的产品需办理WEEE；含电池（包括内置电池）还需履行欧盟电池法规2023/1542的生产者责任。德国无本地机构的生产者须指定授权代表。', 'Products with a battery or a power supply fall under WEEE; batteries, built-in ones included, bring producer duties under EU Battery Regulation 2023/1542. Producers without a German establishment must appoint an authorised representative.'),
              tag: t('EPR', 'EPR'),
              url: '/lz/EPR',
              linkLabel: t('了解WEEE与电池法', 'WEEE and batteries'),
            },
            {
              title: t('欧代与英代', 'EU and UK responsible person'),
              text: t('GPSR要求每件在欧盟销售的消费品在产品、包装或随附文件以及商品详情页上标明欧盟境内经营者。我们担任你的欧盟负责人，英国市场另有英国责任人服务。', 'Under GPSR every consumer product sold in the EU must name an EU-based economic operator on the product, packaging or accompanying document and in the listing. We act as your EU responsible person, with a separate UK responsible-person service.'),
              tag: t('GPSR', 'GPSR'),
              url: '/lz/ouAgent',
              linkLabel: t('了解欧代服务', 'Responsible person'),
            },
            {
              title: t('CBAM碳边境申报', 'CBAM reporting'),
              text: t('向欧盟进口钢铁、铝、水泥、化肥等CBAM覆盖商品的企业，需要收集生产环节的嵌入排放数据并按期申报。我们协助对接供应商数据并完成申报。', 'Importers of goods covered by the EU carbon border mechanism, such as iron and steel, aluminium, cement and fertilisers, must collect embedded-emissions data and report it. We gather supplier data with you and file.'),
              tag: t('碳合规', 'Carbon'),
              url: '/lz/CBAM',
              linkLabel: t('了解CBAM', 'CBAM services'),
            },
            {
              title: t('VAT计算器', 'VAT calculator'),
              text: t('按英国20%、德国19%、法国20%、意大利22%、西班牙21%等标准税率，快速估算售价中包含的VAT。', 'Estimate the VAT inside your prices at standard rates such as UK 20 %, Germany 19 %, France 20 %, Italy 22 % and Spain 21 %.'),
              tag: t('免费工具', 'Free tool'),
              url: '/lz/calculate/100',
              linkLabel: t('开始计算', 'Open the calculator'),
            },
            {
              title: t('商标查询', 'Trademark search'),
              text: t('亚马逊品牌备案需要对应站点已注册或已申请的商标。上架前先查一查，避开近似商标风险。', 'Amazon Brand Registry needs a registered or applied-for trademark for each marketplace region. Check for conflicting marks before you launch.'),
              tag: t('免费工具', 'Free tool'),
              url: '/search',
              linkLabel: t('查询商标', 'Search trademarks'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: t('合作流程', 'How we work together'),
          intro: t('从第一次了解到长期维护，每一步都有专属顾问跟进。', 'A dedicated adviser follows every step, from the first question to ongoing filing.'),
          items: [
            { title: t('免费生成合规报告', 'Get your free report'), text: t('勾选目标市场、销售平台和产品特征，系统即时列出你在每个市场的义务、适用原因与法律依据。', 'Tick your markets, platforms and product features; the report lists each obligation, why it applies and its legal basis.') },
            { title: t('顾问确认方案', 'Confirm the plan with an adviser'), text: t('合规顾问与你逐项核对报告，确认需要办理的服务和先后顺序，报价以官网价格表为准。', 'An adviser walks through the report with you, agrees which services you need and in what order, and quotes from the published price list.') },
            { title: t('提交资料，我们办理', 'Send documents, we file'), text: t('按清单上传营业执照、法人证件、店铺信息等材料，由我们向税局、登记机构或合规系统提交申请。', 'Upload the listed documents, such as business licence, director ID and store details, and we submit to the tax office, register or compliance scheme.') },
            { title: t('获取号码，完成上架要求', 'Receive numbers and unblock listings'), text: t('税号、EPR注册号和欧代信息下发后，指导你填写到亚马逊等平台后台与产品标签。', 'Once tax numbers, EPR numbers and responsible-person details arrive, we show you where they go in Amazon and other seller centres and on your labels.') },
            { title: t('持续申报与续期提醒', 'Ongoing returns and renewals'), text: t('VAT按期申报、EPR年度数据申报与各项续期在工作台统一提醒，避免逾期罚款和平台下架。', 'VAT returns, annual EPR data reports and renewals are tracked in your workspace, so nothing lapses into penalties or listing blocks.') },
          ],
        },
        {
          blockType: 'faq',
          heading: t('常见问题', 'Frequently asked questions'),
          items: [
            {
              question: t('我在中国注册公司，只用亚马逊FBA发欧洲，也要注册VAT吗？', 'My company is in China and I only use Amazon FBA in Europe. Do I need VAT registration?'),
              answer: t(
                '需要。非欧盟卖家只要在某个欧盟成员国存储货物（自有仓、亚马逊FBA、泛欧计划或中欧计划），就必须从第一笔销售起在该国注册VAT，非本地卖家没有注册门槛。参加泛欧或中欧计划时，货物可能存放在德国、法国、意大利、西班牙、波兰、捷克等多个国家，每个存货国都需要单独的税号。',
                'Yes. A non-EU seller that stores goods in an EU member state, whether in its own warehouse, Amazon FBA, Pan-EU or the Central Europe programme, must register for VAT there from the first sale; there is no threshold for non-established sellers. With Pan-EU or Central Europe your stock can sit in Germany, France, Italy, Spain, Poland or Czechia, and each storing country needs its own number.',
              ),
            },
            {
              question: t('英国VAT的注册门槛和申报方式是什么？', 'What is the UK VAT threshold and how are returns filed?'),
              answer: t(
                '在英国没有经营机构、但在英国持有库存的卖家，从第一笔应税销售起就必须注册英国VAT，不适用注册门槛。标准税率为20%，按季度通过“税务数字化”（Making Tax Digital）提交申报。对于从境外进口、单票不超过135英镑直接售予英国消费者的货物，由平台代扣代缴VAT。',
                'A seller not established in the UK that holds stock there must register for UK VAT from its first taxable supply; there is no threshold. The standard rate is 20 % and returns are filed quarterly under Making Tax Digital. For consignments of at most GBP 135 imported and sold to UK consumers, the marketplace collects the VAT.',
              ),
            },
            {
              question: t('OSS和IOSS有什么区别？我需要哪一个？', 'What is the difference between OSS and IOSS, and which do I need?'),
              answer: t(
                'OSS（一站式申报）针对欧盟境内的跨国远程销售：全年向其他成员国消费者的销售合计超过10,000欧元后，须按目的国税率征税，OSS让你用一份申报表覆盖所有目的国。IOSS（进口一站式申报）针对从欧盟外进口、单票货值不超过150欧元并直接售予欧盟消费者的货物，适合独立站、eBay、Wish等渠道；非欧盟卖家使用IOSS需要指定欧盟中间人。在亚马逊等平台上的此类销售，由平台作为视同供应商负责缴税。',
                'OSS covers intra-EU distance sales: once your sales to consumers in other member states exceed EUR 10,000 a year across the EU, VAT is due at each destination’s rate, and OSS lets one return cover them all. IOSS covers goods imported from outside the EU in consignments of at most EUR 150 and sold directly to EU consumers, typical for own stores, eBay or Wish; a non-EU seller needs an EU intermediary to use it. On marketplaces such as Amazon, the marketplace is the deemed supplier for these sales and accounts for the VAT.',
              ),
            },
            {
              question: t('德国包装法有最低销量要求吗？不注册会怎样？', 'Is there a minimum quantity under the German Packaging Act, and what if I do not register?'),
              answer: t(
                '没有最低数量要求。凡是向德国消费者寄送带包装商品的卖家，都需要在LUCID包装登记系统注册，并与一家双元系统签订包装许可协议。平台有义务阻止未注册卖家销售，亚马逊会核验德国和法国的EPR注册号，缺失会导致商品被限制销售。',
                'There is no minimum quantity. Every seller shipping packaged goods to consumers in Germany must register in the LUCID packaging register and license its packaging with a dual system. Marketplaces must block unregistered sellers, and Amazon checks German and French EPR numbers before a listing can sell.',
              ),
            },
            {
              question: t('我的产品带电池，需要办理哪些EPR？', 'My product contains a battery. Which EPR registrations apply?'),
              answer: t(
                '含电池或需通电的产品属于电子电气设备，需办理WEEE：在德国须在上市前向国家登记机构注册，在德国没有机构的生产者必须指定授权代表；法国需取得电子电气设备的UIN，西班牙、英国也有相应要求。电池本身还适用欧盟电池法规（EU）2023/1542，其生产者责任义务自2025年8月18日起施行，内置于设备中的电池同样计入。灯具、显示屏、冰箱空调类产品另属单独的WEEE类别，需要增加注册。',
                'Anything with a battery or a power supply is electrical or electronic equipment and falls under WEEE. In Germany you must register with the national register before selling, and a producer without a German establishment must appoint an authorised representative; France requires a UIN for electrical equipment, and Spain and the UK have their own schemes. The battery itself falls under EU Battery Regulation 2023/1542, whose producer-responsibility duties have applied since 18 August 2025, and batteries built into devices count. Lamps, screens and temperature-exchange equipment are separate WEEE categories that need added registrations.',
              ),
            },
            {
              question: t('什么是GPSR？为什么要找欧代？', 'What is GPSR and why do I need an EU responsible person?'),
              answer: t(
                '欧盟《通用产品安全法规》（EU）2023/988自2024年12月13日起适用，要求每件投放欧盟市场的消费品都有一家设在欧盟境内的经济经营者，并将其名称和联系方式标注在产品、包装或随附文件上，同时展示在线上商品页面。非欧盟卖家需要指定欧盟负责人（欧代）；英国市场则需要单独的英国责任人（英代）。亚马逊和速卖通都会要求填写GPSR信息。',
                'The EU General Product Safety Regulation 2023/988 has applied since 13 December 2024. Every consumer product placed on the EU market needs an economic operator established in the EU, named with contact details on the product, its packaging or an accompanying document, and in the online listing. A non-EU seller therefore appoints an EU responsible person; the UK requires its own UK responsible person. Amazon and AliExpress both ask for GPSR information.',
              ),
            },
            {
              question: t('合规报告收费吗？包含哪些内容？', 'Is the compliance report free, and what does it include?'),
              answer: t(
                '完全免费。你只需回答目标市场、销售平台、产品是否带电池或通电、是否为纺织品或家具、是否含灯具轮胎显示屏等、商标与品牌备案情况等问题。报告按市场逐项列出每一项义务、适用原因、法律依据、不处理的后果，以及对应的服务和官网价格，方便你按优先级安排预算。',
                'Yes, it is free. You answer questions about your target markets, sales platforms, whether the product has a battery or is powered, whether it is a textile or furniture, whether it contains lamps, tyres or displays, and your trademark and brand-registry status. The report lists every obligation by market with why it applies, its legal basis, the consequences of ignoring it, and the service and published price that meet it, so you can plan a budget by priority.',
              ),
            },
            {
              question: t('已经在其他服务商注册了税号，可以转到北辰合规吗？', 'My VAT numbers are with another provider. Can I move them to Northstar?'),
              answer: t(
                '可以。税号属于你本人或你的公司，更换代理不会改变号码。我们办理VAT税号转代理，核对历史申报记录，如有漏报会先与你确认补报方案，再接手后续按期申报。',
                'Yes. Your VAT numbers belong to you, so changing agent does not change them. We handle the agent transfer, review your filing history, agree a plan for any missing returns with you, and then take over the regular filing.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: t('三分钟，看清你在每个市场的合规义务', 'Three minutes to see every obligation in every market'),
          text: t('报告免费生成；对报告有任何疑问，合规顾问48小时内回复。', 'The report is free, and if anything in it raises questions, an adviser replies within 48 hours.'),
          primaryAction: { label: t('立即开始', 'Start now'), url: '#questionnaire-banner' },
          secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
        },
      ],
    },
  ],
}
