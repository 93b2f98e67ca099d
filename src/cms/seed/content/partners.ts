import type { FeatureSeedWriter } from '../features'
import { richText } from '../localize'
import type { L, PageSeed } from '../types'

const t = (cn: string, en: string): L => ({ cn, en })

interface PartnerSeed {
  kind: 'partner' | 'introducer'
  friendId: string
  name: L
  category: L
  summary: L
  description: L
  offer: L
  website?: string
  /** lz's channel; hb's channels carry an HB prefix (see seedPartners). */
  channelNo: string
  sort: number
}

/** Invented partners and introducers: every name and website is fictional. */
const PARTNERS: PartnerSeed[] = [
  {
    kind: 'partner',
    friendId: 'swiftship-logistics',
    name: t('迅舟国际物流', 'SwiftShip Logistics'),
    category: t('跨境物流', 'Cross-border logistics'),
    summary: t(
      '深圳跨境物流服务商，提供海运、铁路和空运头程到英国及欧盟亚马逊FBA仓，以及海外仓一件代发。',
      'A Shenzhen logistics provider shipping by sea, rail and air to Amazon FBA in the UK and EU, with overseas-warehouse fulfilment.',
    ),
    description: t(
      '迅舟国际物流每月为数百家卖家安排到英国、德国、法国、意大利、西班牙和波兰的头程运输。货物进入欧盟或英国仓库存储后，卖家须从第一笔销售起在存货国注册VAT，清关时也需要正确的EORI号和VAT号。迅舟与北辰合规合作，在订舱环节就提醒客户核对税号与EPR注册，避免货到仓后因合规缺失无法上架。\n\n双方客户经理共享清关资料清单：进口VAT凭证（如英国的C79）由迅舟及时提供给北辰合规，用于VAT申报抵扣。',
      'SwiftShip arranges first-mile shipping to the UK, Germany, France, Italy, Spain and Poland for hundreds of sellers every month. Once goods are stored in an EU or UK warehouse, the seller must register for VAT in that country from the first sale, and customs clearance needs a correct EORI and VAT number. SwiftShip works with Northstar to check tax numbers and EPR registrations when a shipment is booked, so stock never sits in a warehouse unable to sell for want of a number.\n\nThe two teams share one customs document checklist: import VAT evidence (such as the UK C79) goes from SwiftShip to Northstar so it can be reclaimed in the VAT return.',
    ),
    offer: t(
      '通过本页注册的迅舟客户：首年英国或德国VAT注册服务费九折，并免费核对一次清关所用的EORI与VAT号码。',
      'SwiftShip customers who sign up here get 10 % off the first-year service fee for UK or German VAT registration, and a free check of the EORI and VAT numbers used for customs clearance.',
    ),
    website: 'https://www.swiftship-logistics.example',
    channelNo: 'P1001',
    sort: 1,
  },
  {
    kind: 'partner',
    friendId: 'ledgerloop-erp',
    name: t('账链ERP', 'LedgerLoop ERP'),
    category: t('ERP / SaaS工具', 'ERP and SaaS'),
    summary: t(
      '面向跨境卖家的多平台ERP，统一管理亚马逊、速卖通和独立站订单、库存与财务数据。',
      'A multi-channel ERP for cross-border sellers that brings Amazon, AliExpress and own-store orders, stock and finance into one place.',
    ),
    description: t(
      '账链ERP可按国家、按月导出与VAT申报口径一致的销售数据，区分本地销售、欧盟内远程销售和平台代扣代缴的订单。接入北辰合规工作台后，卖家授权即可把申报期的数据直接推送给申报顾问，不必再手工整理表格。\n\n账链ERP还会根据各国EPR年度申报需要，汇总每个国家投放的包装重量和电子电气产品数量。',
      'LedgerLoop exports sales per country and per month in the shape VAT returns need, separating local sales, intra-EU distance sales and orders on which the marketplace collected the VAT. Connected to the Northstar workspace, a seller can authorise it to send each period’s data straight to the filing adviser instead of preparing spreadsheets by hand.\n\nLedgerLoop also totals, per country, the packaging weight and the electrical products placed on the market that annual EPR reports ask for.',
    ),
    offer: t(
      '通过本页注册的账链ERP用户：免费开通数据对接，首个申报期的销售数据由顾问免费核对。',
      'LedgerLoop users who sign up here get the data connection set up free, and an adviser checks the sales data of the first filing period at no charge.',
    ),
    website: 'https://www.ledgerloop-erp.example',
    channelNo: 'P1002',
    sort: 2,
  },
  {
    kind: 'partner',
    friendId: 'tidewater-seller-club',
    name: t('潮汐卖家联盟', 'Tidewater Seller Club'),
    category: t('卖家社群', 'Seller community'),
    summary: t(
      '覆盖深圳、厦门、杭州的跨境卖家社群，定期举办选品、运营和合规主题的线下沙龙。',
      'A community of cross-border sellers in Shenzhen, Xiamen and Hangzhou, running regular meet-ups on sourcing, operations and compliance.',
    ),
    description: t(
      '潮汐卖家联盟的会员以亚马逊欧洲站和独立站卖家为主。北辰合规每月为联盟举办一次合规专题分享，内容包括VAT申报、德国与法国EPR、GPSR欧代要求和CBAM等，会员可以在会后预约一对一的合规咨询。\n\n联盟的会员问题会整理进北辰合规的常见问题库，帮助更多卖家少走弯路。',
      'Most Tidewater members sell on Amazon’s European marketplaces or their own stores. Northstar runs one compliance session for the club every month, on VAT returns, German and French EPR, the GPSR responsible person, CBAM and more, and members can book a one-to-one consultation afterwards.\n\nQuestions from members feed Northstar’s FAQ, so more sellers avoid the same pitfalls.',
    ),
    offer: t(
      '通过本页注册的联盟会员：德国包装法注册（LUCID注册与双元系统许可）服务费八五折，并可优先预约合规顾问。',
      'Club members who sign up here get 15 % off the service fee for German packaging registration (LUCID plus a dual-system licence) and priority booking with an adviser.',
    ),
    website: 'https://www.tidewater-sellers.example',
    channelNo: 'P1003',
    sort: 3,
  },
  {
    kind: 'partner',
    friendId: 'brightpath-accounting',
    name: t('明途财税事务所', 'Brightpath Accounting'),
    category: t('财税服务', 'Accounting firm'),
    summary: t(
      '为跨境电商企业提供国内记账报税、出口退税和财务规划的财税事务所。',
      'An accounting firm handling domestic bookkeeping, tax filing, export VAT rebates and financial planning for cross-border e-commerce companies.',
    ),
    description: t(
      '明途财税负责客户在国内的账务和申报，海外VAT、EPR与欧代等事项转介北辰合规办理。双方按客户授权共享海外缴税凭证和申报回执，方便国内账务入账和出口业务的资料留存。\n\n对于同时在多个国家注册税号的客户，双方每季度共同复核一次海外申报与国内收入确认是否一致。',
      'Brightpath keeps clients’ books and files their tax returns in China, and refers overseas VAT, EPR and responsible-person work to Northstar. With the client’s consent the two share overseas tax payment evidence and filing receipts, so they can be booked at home and kept with export records.\n\nFor clients with tax numbers in several countries, both firms review each quarter whether overseas filings match the revenue recognised at home.',
    ),
    offer: t(
      '通过本页注册的明途客户：免费获得一次海外VAT申报与国内账务的一致性复核。',
      'Brightpath clients who sign up here get a free review of whether their overseas VAT returns match their domestic accounts.',
    ),
    website: 'https://www.brightpath-accounting.example',
    channelNo: 'P1004',
    sort: 4,
  },
  {
    kind: 'introducer',
    friendId: 'chen-lin',
    name: t('陈琳', 'Chen Lin'),
    category: t('亚马逊运营顾问', 'Amazon operations consultant'),
    summary: t(
      '独立亚马逊运营顾问，专注欧洲站新品上架和账户健康，曾带领团队进入五个欧洲站点。',
      'An independent Amazon operations consultant focused on European launches and account health, who has taken teams onto five European marketplaces.',
    ),
    description: t(
      '陈琳为中小卖家提供欧洲站运营陪跑服务。她发现不少卖家在上架前才意识到需要VAT、EPR和GPSR信息，常常因此推迟开售，于是把合规检查加入了自己的上架清单，并推荐客户通过北辰合规先生成免费合规报告。',
      'Chen Lin coaches small and mid-sized sellers through their European launches. Seeing many of them discover VAT, EPR and GPSR requirements only at listing time, and delay their launch as a result, she added a compliance check to her launch checklist and recommends that clients start with Northstar’s free compliance report.',
    ),
    offer: t(
      '通过陈琳推荐注册的卖家：合规报告生成后，可免费预约一次30分钟顾问解读。',
      'Sellers who sign up through Chen Lin can book a free 30-minute adviser walk-through of their compliance report.',
    ),
    channelNo: 'I2001',
    sort: 5,
  },
  {
    kind: 'introducer',
    friendId: 'zhou-hang',
    name: t('周航', 'Zhou Hang'),
    category: t('进出口与关务顾问', 'Import and customs consultant'),
    summary: t(
      '有十年报关经验的独立关务顾问，帮助工厂型卖家理解欧盟进口规则与CBAM要求。',
      'An independent customs consultant with ten years as a customs broker, helping manufacturers understand EU import rules and CBAM.',
    ),
    description: t(
      '周航的客户多为向欧盟出口钢铁、铝制品的工厂及其海外进口公司。他负责海关编码归类和进口流程梳理，涉及CBAM排放数据核算与申报、欧盟VAT注册等事项时，推荐客户由北辰合规办理。',
      'Zhou Hang’s clients are mostly factories exporting steel and aluminium goods to the EU and their EU import companies. He handles tariff classification and import procedures, and refers CBAM emissions calculations and reporting, and EU VAT registration, to Northstar.',
    ),
    offer: t(
      '通过周航推荐注册的企业：免费获得一次CBAM适用性评估，确认哪些商品编码需要申报。',
      'Companies that sign up through Zhou Hang get a free CBAM scoping review confirming which of their CN codes must be reported.',
    ),
    channelNo: 'I2002',
    sort: 6,
  },
]

/**
 * What differs between the two brands that publish this page set (hb gets lz's texts
 * rebranded, but its home town, address and partnerships line are its own).
 */
const HOME_BASE: Record<FeatureSeedWriter['brand'], { city: L; address: L; phone: string }> = {
  lz: { city: t('深圳', 'Shenzhen'), address: t('广东省深圳市南山区深南大道 0000 号北辰大厦 18 层', '18/F Northstar Tower, 0000 Shennan Avenue, Nanshan District, Shenzhen'), phone: '+86 755 0000 3321' },
  hb: { city: t('厦门', 'Xiamen'), address: t('福建省厦门市思明区环岛路 0000 号港湾中心 9 层', '9/F Harbor Centre, 0000 Huandao Road, Siming District, Xiamen'), phone: '+86 592 0000 6618' },
}

const aboutPage = ({ city, address }: (typeof HOME_BASE)['lz']): PageSeed => ({
  slug: 'aboutUs',
  title: t('关于北辰合规 - 跨境电商VAT与EPR合规服务商', 'About Northstar Compliance - VAT and EPR compliance for cross-border sellers'),
  navLabel: t('关于我们', 'About us'),
  meta: {
    keywords: t('北辰合规,关于我们,跨境电商合规,VAT代理,EPR注册,欧代,成功案例', 'Northstar Compliance, about us, cross-border compliance, VAT agent, EPR registration, EU responsible person, case studies'),
    description: t(
      `北辰合规成立于${city.cn}，为跨境电商卖家办理英国与欧盟VAT、EPR、欧代英代和CBAM申报。了解我们的团队、办公室、发展历程和客户案例。`,
      `Northstar Compliance, founded in ${city.en}, handles UK and EU VAT, EPR, EU and UK responsible-person services and CBAM reporting for cross-border sellers. Meet the team, our offices, our story and client case studies.`,
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('关于我们', 'About us'),
      heading: t('关于北辰合规', 'About Northstar Compliance'),
      text: t(
        '我们帮助跨境电商卖家看清并履行在每个市场的合规义务：VAT注册与申报、包装法、WEEE与电池法、欧代英代和CBAM申报，由一个团队按市场逐项办理、持续维护。',
        'We help cross-border sellers see and meet every compliance obligation in every market: VAT registration and returns, packaging, WEEE and battery EPR, EU and UK responsible persons and CBAM reporting, handled market by market and kept up to date by one team.',
      ),
      primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
      secondaryAction: { label: t('联系我们', 'Contact us'), url: '/lz/contactUs' },
    },
    {
      blockType: 'richText',
      heading: t('我们的故事', 'Our story'),
      content: richText(
        `北辰合规2017年成立于${city.cn}。创始团队来自跨境物流和涉外税务行业，在为卖家安排欧洲头程时，一再看到同一个问题：货物已经到了亚马逊仓库，卖家却还没有当地的VAT税号，只能眼看库存躺在仓里。\n\n于是我们从英国VAT注册做起，随后陆续加入德国包装法、欧盟OSS/IOSS、法国AGEC法规下的EPR、WEEE与电池法、GPSR欧代和CBAM申报。规则越来越多，但我们始终坚持一件事：**先讲清楚为什么要做，再把事情做好。**\n\n今天，北辰合规的免费合规报告让卖家回答9个问题，就能看到自己在每个市场的全部义务、适用原因、法律依据和价格；专属顾问随后逐项办理，并在工作台里提醒每一个申报和续期期限。`,
        `Northstar Compliance was founded in ${city.en} in 2017. Our founders came from cross-border logistics and international tax, and while booking shipments to Europe they saw the same problem again and again: the goods had reached an Amazon warehouse, but the seller had no local VAT number, so the stock could not sell.\n\nWe started with UK VAT registration, then added the German Packaging Act, EU OSS and IOSS, French EPR under the AGEC law, WEEE and batteries, the GPSR responsible person and CBAM reporting. The rules keep multiplying, but one principle has not changed: **explain why something is needed, then get it done properly.**\n\nToday our free compliance report asks nine questions and shows each obligation in every market, why it applies, its legal basis and its price; a dedicated adviser then handles each item and the workspace reminds you of every filing and renewal date.`,
      ),
    },
    {
      blockType: 'stats',
      heading: t('北辰合规的数字', 'Northstar in numbers'),
      items: [
        { value: t('2017', '2017'), label: t(`在${city.cn}成立`, `founded in ${city.en}`) },
        { value: t('12,000+', '12,000+'), label: t('服务过的跨境卖家', 'cross-border sellers served') },
        { value: t('15', '15'), label: t('合规报告覆盖的目标市场', 'markets covered by the compliance report') },
        { value: t('48 小时', '48 hours'), label: t('内顾问回复咨询', 'for an adviser to reply') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们坚持的原则', 'What we stand for'),
      items: [
        { title: t('讲清依据', 'Show the legal basis'), text: t('每一项建议都写明适用原因和法律依据，不用“别人都办了”来推销服务。', 'Every recommendation states why it applies and the law behind it; we never sell a service because “everyone else has it”.') },
        { title: t('价格透明', 'Transparent prices'), text: t('服务价格在官网公开，官方规费是否包含写得明明白白，报价与价格表一致。', 'Service prices are published on the site, with official fees clearly included or not, and quotes match the price list.') },
        { title: t('按期不误', 'Never miss a date'), text: t('申报、续期和年度数据申报在工作台统一提醒，由顾问跟进到提交完成。', 'Returns, renewals and annual data reports are tracked in the workspace and followed up by your adviser until filed.') },
        { title: t('资料安全', 'Your data, protected'), text: t('营业执照、证件和销售数据仅用于为你办理的事项，按最小权限访问并加密存储。', 'Licences, IDs and sales data are used only for the work you ask us to do, stored encrypted and accessed on a need-to-know basis.') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('为你办事的团队', 'The team behind your filings'),
      intro: t('每位客户都有一名专属顾问，背后是按领域分工的专业团队。', 'Every client has a dedicated adviser, backed by specialist teams.'),
      items: [
        { title: t('VAT税务团队', 'VAT team'), text: t('负责英国及欧盟各国的税号注册、转代理、按期申报、OSS/IOSS和历史申报清理。', 'UK and EU VAT registrations, agent transfers, periodic returns, OSS and IOSS, and clearing filing backlogs.') },
        { title: t('环保合规团队', 'Environmental compliance team'), text: t('负责包装法、WEEE、电池法、法国各类EPR的注册与年度数据申报，以及CBAM申报。', 'Packaging, WEEE, battery and French EPR registrations and annual reports, plus CBAM reporting.') },
        { title: t('产品合规团队', 'Product compliance team'), text: t('担任欧盟负责人与英国责任人，审核CE、EN 71等检测报告与标签信息。', 'Acts as EU and UK responsible person and reviews CE and EN 71 test reports and label details.') },
        { title: t('客户成功团队', 'Client success team'), text: t('专属顾问对接，解读合规报告、安排办理顺序，并在48小时内回复每一条咨询。', 'Your dedicated adviser: explains your report, plans the order of work and answers every question within 48 hours.') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们的办公室', 'Our offices'),
      items: [
        { title: t(`${city.cn}总部`, `${city.en} headquarters`), text: t(`${address.cn}。顾问团队与VAT、EPR业务中心所在地。`, `${address.en}. Home of our advisers and the VAT and EPR teams.`) },
        { title: t('杭州办公室', 'Hangzhou office'), text: t('服务长三角的独立站与工厂型卖家，负责OSS/IOSS和CBAM项目。', 'Serves own-store sellers and manufacturers in the Yangtze River Delta, and runs OSS, IOSS and CBAM projects.') },
        { title: t('荷兰鹿特丹', 'Rotterdam, the Netherlands'), text: t('北辰合规的欧盟实体，作为客户的欧盟负责人（欧代）接收监管机构和消费者的联系。', 'Northstar’s EU entity, acting as clients’ EU responsible person and receiving contacts from authorities and consumers.') },
        { title: t('英国曼彻斯特', 'Manchester, United Kingdom'), text: t('北辰合规的英国实体，提供英国责任人服务，并对接英国VAT与WEEE事务。', 'Northstar’s UK entity, providing the UK responsible-person service and handling UK VAT and WEEE matters.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('发展历程', 'Our journey'),
      intro: t('每一条新规落地，我们都提前准备好对应的服务。', 'Whenever a new rule takes effect, the matching service is ready in advance.'),
      items: [
        { title: t(`2017 · 在${city.cn}成立`, `2017 · Founded in ${city.en}`), text: t('从英国VAT注册与申报起步，服务使用亚马逊FBA的卖家。', 'Started with UK VAT registration and returns for sellers using Amazon FBA.') },
        { title: t('2019 · 德国包装法与英国MTD', '2019 · German Packaging Act and UK MTD'), text: t('德国包装法于2019年1月1日生效，我们开始办理LUCID注册；同年英国VAT申报进入“税务数字化”（MTD）。', 'The German Packaging Act took effect on 1 January 2019 and we began LUCID registrations; the same year UK VAT returns moved to Making Tax Digital.') },
        { title: t('2021 · 欧盟电商增值税改革', '2021 · EU e-commerce VAT package'), text: t('2021年7月1日起欧盟启用OSS和IOSS，我们推出OSS申报和IOSS中间人服务。', 'The EU launched OSS and IOSS on 1 July 2021, and we introduced OSS filing and an IOSS intermediary service.') },
        { title: t('2023 · 法国EPR与CBAM', '2023 · French EPR and CBAM'), text: t('全面办理法国AGEC法规下的各类UIN；CBAM过渡期于2023年10月1日开始，我们开始提供季度申报服务。', 'We extended our work to every French UIN under the AGEC law; the CBAM transitional period began on 1 October 2023 and we started filing quarterly reports.') },
        { title: t('2024 · GPSR欧代', '2024 · GPSR responsible person'), text: t('欧盟GPSR于2024年12月13日起适用，鹿特丹实体开始担任客户的欧盟负责人。', 'The EU GPSR applied from 13 December 2024, and our Rotterdam entity began acting as clients’ EU responsible person.') },
        { title: t('2025 · 电池法与免费合规报告', '2025 · Batteries and the free compliance report'), text: t('欧盟电池法规的生产者责任自2025年8月18日起施行；同年上线免费合规报告，9个问题看清全部义务。', 'Producer duties under the EU Battery Regulation applied from 18 August 2025; the same year we launched the free compliance report: nine questions, every obligation.') },
      ],
    },
    {
      blockType: 'cta',
      heading: t('和北辰合规一起，把合规做在前面', 'Get compliance sorted before it costs you sales'),
      text: t('先免费生成一份合规报告，或直接联系顾问聊聊你的业务。', 'Start with a free compliance report, or talk to an adviser about your business.'),
      primaryAction: { label: t('免费生成合规报告', 'Get my free report'), url: '#questionnaire-banner' },
      secondaryAction: { label: t('联系合规顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
    },
  ],
})

const cooperativePage = ({ phone }: (typeof HOME_BASE)['lz']): PageSeed => ({
  slug: 'cooperative',
  title: t('渠道合作 - 成为北辰合规合作伙伴', 'Partner programme - partner with Northstar Compliance'),
  navLabel: t('渠道合作', 'Partner programme'),
  meta: {
    keywords: t('北辰合规渠道合作,合作伙伴,推荐人,跨境物流合作,ERP合作,卖家社群,财税合作,佣金', 'Northstar partner programme, partners, introducers, logistics partnership, ERP integration, seller community, accounting firm, commission'),
    description: t(
      '跨境物流、ERP与SaaS工具、卖家社群、财税事务所和独立顾问，都可以加入北辰合规渠道合作计划：专属渠道号与合作页，推荐成交按实付服务费计佣，月度对账结算。',
      'Logistics providers, ERP and SaaS tools, seller communities, accounting firms and independent consultants can join the Northstar partner programme: your own channel code and partner page, commission on the service fees clients pay, and monthly settlement.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('渠道合作', 'Partner programme'),
      heading: t('成为北辰合规合作伙伴', 'Partner with Northstar Compliance'),
      text: t(
        '你的客户在做欧洲和英国市场，就绕不开VAT、EPR和欧代。把合规交给北辰合规，你专注自己的核心业务，同时为客户多提供一份保障，并获得持续的合作收益。',
        'If your clients sell in Europe and the UK, they need VAT, EPR and an EU responsible person. Hand the compliance to Northstar, stay focused on your own business, give your clients one less worry and earn from every referral.',
      ),
      primaryAction: { label: t('申请合作', 'Apply to partner'), url: '/lz/contactUs' },
      secondaryAction: { label: t('查看合作伙伴', 'See our partners'), url: '#partners' },
    },
    {
      blockType: 'featureGrid',
      heading: t('合作伙伴能获得什么', 'What partners get'),
      items: [
        { title: t('持续的推荐佣金', 'Commission that keeps paying'), text: t('客户通过你的渠道注册并购买服务，按实付服务费计佣；续费同样计入。', 'When clients sign up through your channel and buy services, you earn on the service fees they pay, renewals included.') },
        { title: t('专属渠道号与合作页', 'Your own channel code and page'), text: t('每个伙伴都有独立的渠道号和 /lz/cooperative 合作页面，注册来源自动归属，无需手工报备。', 'Each partner gets a channel code and a page under /lz/cooperative; sign-ups are credited automatically, with nothing to report by hand.') },
        { title: t('专属伙伴经理', 'A dedicated partner manager'), text: t('一对一对接，协助你为客户解答合规问题，复杂项目可安排顾问联合拜访。', 'One contact who helps you answer clients’ compliance questions and can bring an adviser along for complex cases.') },
        { title: t('培训与联合内容', 'Training and joint content'), text: t('为你的团队提供VAT、EPR、GPSR等合规培训，并可联合举办线上线下分享会。', 'Compliance training on VAT, EPR, GPSR and more for your team, and joint webinars or meet-ups for your clients.') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('谁适合加入', 'Who can join'),
      items: [
        { title: t('跨境物流服务商', 'Logistics providers'), text: t('头程、海外仓、清关服务商：客户货物进入欧洲仓库存储，就需要当地VAT税号。', 'First-mile, overseas-warehouse and customs providers: once goods are stored in Europe, the seller needs a local VAT number.') },
        { title: t('ERP与SaaS工具', 'ERP and SaaS tools'), text: t('订单、财务和店铺管理工具：与北辰合规工作台对接，让申报数据自动流转。', 'Order, finance and store-management tools: connect to the Northstar workspace so filing data flows automatically.') },
        { title: t('卖家社群与培训机构', 'Seller communities and trainers'), text: t('社群、孵化器和培训机构：我们提供合规专题分享和会员专属权益。', 'Communities, incubators and training providers: we run compliance sessions and offer member benefits.') },
        { title: t('财税事务所与独立顾问', 'Accountants and consultants'), text: t('国内财税、关务、运营顾问：海外合规转介给我们，个人也可作为推荐人加入。', 'Domestic accountants and customs or operations consultants: refer overseas compliance to us; individuals can join as introducers.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('佣金与权益', 'Commission and benefits'),
      content: richText(
        '- **推荐佣金**：按客户实际支付的服务费计算，官方规费（如登记机构或双元系统收取的费用）和代缴税款不计佣。\n- **续费收益**：客户续费的年度服务（如VAT申报、欧代、EPR年度申报）在合作期内持续计佣。\n- **客户专属权益**：每位伙伴可为自己的客户设置一项注册权益，展示在合作页上。\n- **月度结算**：每月初提供上月对账单，确认后15个工作日内结算。\n\n具体佣金比例按合作类型和推荐规模确定，签约前由伙伴经理书面确认。',
        '- **Referral commission**: calculated on the service fees clients actually pay; official fees (such as register or dual-system charges) and taxes paid on clients’ behalf do not count.\n- **Renewals**: annual services clients renew, such as VAT returns, the responsible person or annual EPR reports, keep earning for as long as the partnership runs.\n- **A benefit for your clients**: each partner can offer its clients one sign-up benefit, shown on its partner page.\n- **Monthly settlement**: a statement for the previous month early each month, paid within 15 working days of your confirmation.\n\nCommission rates depend on the type of partnership and referral volume; your partner manager confirms them in writing before you sign.',
      ),
    },
    {
      blockType: 'steps',
      heading: t('合作流程', 'How it works'),
      items: [
        { title: t('提交合作申请', 'Apply'), text: t('在联系我们页面选择“渠道合作”并留下公司和业务信息，或拨打商务合作电话。', 'Choose “Partnership” on the contact page and tell us about your company, or call our partnerships line.') },
        { title: t('沟通与签约', 'Talk and sign'), text: t('伙伴经理在48小时内联系你，了解客户群体，确认合作方式、客户权益和佣金。', 'A partner manager contacts you within 48 hours to understand your clients and agree the partnership, client benefit and commission.') },
        { title: t('获得渠道号与合作页', 'Get your channel code and page'), text: t('我们为你开通专属渠道号和合作页面，页面上的注册按钮自动带上你的渠道号。', 'We set up your channel code and partner page; its sign-up button carries your channel code automatically.') },
        { title: t('推荐客户', 'Refer clients'), text: t('分享合作页或带渠道号的链接；访客打开后30天内注册，均归属到你的渠道。', 'Share your page or a link with your channel code; visitors who sign up within 30 days of opening it are credited to you.') },
        { title: t('月度对账结算', 'Monthly settlement'), text: t('每月查看推荐注册、成交和佣金明细，确认后按期结算。', 'See sign-ups, purchases and commission each month, and get paid once you confirm.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('合作常见问题', 'Partner programme FAQ'),
      items: [
        {
          question: t('加入合作计划需要付费吗？', 'Does it cost anything to join?'),
          answer: t('不需要。加入、开通渠道号和合作页面都是免费的，也没有最低推荐数量要求。', 'No. Joining, your channel code and your partner page are free, and there is no minimum number of referrals.'),
        },
        {
          question: t('怎么确认客户是我推荐的？', 'How do you know a client came from me?'),
          answer: t(
            '你的合作页和推广链接都带有专属渠道号。访客通过链接进入网站后，渠道号会保存30天，在此期间注册的账号自动归属到你的渠道，生成合规报告和购买记录也会一并关联。',
            'Your partner page and links carry your channel code. When a visitor arrives through them, the code is kept for 30 days, and an account registered in that time is credited to your channel, together with its compliance reports and purchases.',
          ),
        },
        {
          question: t('客户的资料和服务进度对我可见吗？', 'Can I see my clients’ documents and progress?'),
          answer: t(
            '客户的证件、销售数据等资料只用于为客户办理服务，未经客户授权不会提供给合作伙伴。你可以看到推荐注册和成交的汇总信息；客户授权后，伙伴经理可以与你同步服务进度。',
            'Clients’ IDs, sales data and other documents are used only for their services and are not shared with partners without the client’s consent. You see totals of sign-ups and purchases; with a client’s consent, your partner manager can keep you updated on progress.',
          ),
        },
        {
          question: t('个人可以加入吗？', 'Can individuals join?'),
          answer: t(
            '可以。运营顾问、关务顾问等个人可以作为推荐人加入，同样拥有专属渠道号和推荐人页面，佣金规则与机构伙伴一致。',
            'Yes. Operations consultants, customs consultants and other individuals can join as introducers, with their own channel code and page, on the same commission terms as partner companies.',
          ),
        },
        {
          question: t('我已经在为客户提供部分合规服务，还能合作吗？', 'I already provide some compliance services. Can we still work together?'),
          answer: t(
            '可以。很多伙伴只做其中一部分，例如国内财税或清关，我们负责海外VAT、EPR、欧代英代和CBAM等其余部分，双方按客户授权共享必要资料，避免重复提交。',
            'Yes. Many partners cover one part, such as domestic accounting or customs, while we handle overseas VAT, EPR, EU and UK responsible persons and CBAM; with the client’s consent we share what is needed so nothing is submitted twice.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('一起服务好跨境卖家', 'Let’s serve cross-border sellers together'),
      text: t('留下你的联系方式，伙伴经理48小时内与你联系。', 'Leave your details and a partner manager will contact you within 48 hours.'),
      primaryAction: { label: t('申请合作', 'Apply to partner'), url: '/lz/contactUs' },
      secondaryAction: { label: t(`商务合作热线 ${phone}`, `Partnerships ${phone}`), url: `tel:${phone.replace(/\s/g, '')}` },
    },
  ],
})

/** hb runs its own channels: its partners' codes are lz's with an HB prefix. */
function channelFor(brand: FeatureSeedWriter['brand'], channelNo: string): string {
  return brand === 'lz' ? channelNo : `${brand.toUpperCase()}${channelNo}`
}

export async function seedPartners(w: FeatureSeedWriter): Promise<void> {
  for (const { channelNo, website, kind, friendId, sort, ...texts } of PARTNERS) {
    await w.create('partners', texts, { kind, friendId, sort, website, channelNo: channelFor(w.brand, channelNo), enabled: true })
  }
  await w.pages([aboutPage(HOME_BASE[w.brand]), cooperativePage(HOME_BASE[w.brand])])
}
