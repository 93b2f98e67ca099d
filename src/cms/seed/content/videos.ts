import type { FeatureSeedWriter } from '../features'
import type { L, PageSeed } from '../types'

const t = (cn: string, en: string): L => ({ cn, en })

/**
 * Demo files the site serves from public/videos (30-second title cards, 640×360, made
 * with ffmpeg): one for tax courses, one for EPR and product safety, one for the report.
 */
const FILES = {
  vat: { url: '/videos/vat-course.mp4', seconds: 30 },
  epr: { url: '/videos/epr-course.mp4', seconds: 30 },
  report: { url: '/videos/report-course.mp4', seconds: 30 },
} as const

interface CourseSeed {
  uid: string
  file: keyof typeof FILES
  title: L
  summary: L
  metaKeywords: L
  category: L
  lecturer: L
  chapters: { startSeconds: number; title: L }[]
}

const TAX = t('税务合规', 'Tax compliance')
const EPR = t('EPR 与产品合规', 'EPR and product compliance')
const TOOLS = t('工具使用', 'Using our tools')

const VAT_LECTURER = t('周敏，北辰合规 VAT 顾问', 'Min Zhou, VAT adviser, Northstar Compliance')
const EPR_LECTURER = t('陈立，北辰合规 EPR 顾问', 'Li Chen, EPR adviser, Northstar Compliance')

export const VIDEO_COURSES: CourseSeed[] = [
  {
    uid: 'uk-vat-registration',
    file: 'vat',
    title: t('英国 VAT 注册全流程演示', 'UK VAT registration, step by step'),
    summary: t(
      '在英国存储货物（包括亚马逊 FBA）的非英国卖家，从第一笔应税销售起就必须注册英国 VAT，没有起征门槛。本课演示注册前要准备的公司资料和销售数据、在 HMRC 在线提交申请的要点，以及拿到税号后如何用符合 MTD（数字化税务）要求的软件按季度申报 20% 标准税率的 VAT。',
      'A seller not established in the UK that stores goods there (Amazon FBA included) must register for UK VAT from its first taxable sale: there is no threshold. This course shows the company documents and sales data to prepare, the key points of the online application to HMRC, and how to file quarterly returns at the 20% standard rate with Making Tax Digital compatible software once you have your number.',
    ),
    metaKeywords: t('英国VAT注册,HMRC,MTD,非英国卖家,亚马逊FBA', 'UK VAT registration, HMRC, Making Tax Digital, non-established seller, Amazon FBA'),
    category: TAX,
    lecturer: VAT_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('准备资料：营业执照、法人证件、店铺与销售数据', 'Prepare: company certificate, director ID, store and sales data') },
      { startSeconds: 10, title: t('向 HMRC 提交注册申请', 'Submit the registration to HMRC') },
      { startSeconds: 20, title: t('拿到税号后：MTD 季度申报与缴税', 'After registration: quarterly MTD returns and payment') },
    ],
  },
  {
    uid: 'oss-return-basics',
    file: 'vat',
    title: t('欧盟 OSS 申报入门', 'EU OSS returns: the basics'),
    summary: t(
      '向其他欧盟国家消费者的跨境远程销售全年合计超过 1 万欧元后，应按买家所在国税率征税（该门槛只适用于仅在一个欧盟国家设立的企业，欧盟境外设立的卖家从第一笔起按目的国征税）。一站式申报（OSS）让你在一个成员国登记，用一份季度申报表覆盖所有目的国。本课讲解谁适合用 OSS、如何按目的国税率汇总销售额，以及季度结束后次月月底前完成申报和缴款。',
      'Once intra-EU distance sales to consumers in other member states pass EUR 10,000 a year in total, VAT is due at the buyer country\'s rate (the threshold only helps businesses established in a single EU country; sellers established outside the EU owe destination VAT from the first sale). The One-Stop Shop (OSS) lets you register in one member state and cover every destination in one quarterly return. This course explains who OSS suits, how to total sales by destination rate, and filing and paying by the end of the month after each quarter.',
    ),
    metaKeywords: t('OSS申报,一站式申报,欧盟远程销售,1万欧元,目的国税率', 'OSS return, One-Stop Shop, EU distance sales, EUR 10,000 threshold, destination VAT rate'),
    category: TAX,
    lecturer: VAT_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('1 万欧元门槛与目的国征税', 'The EUR 10,000 threshold and destination taxation') },
      { startSeconds: 10, title: t('在识别成员国登记 OSS', 'Registering for OSS in your member state of identification') },
      { startSeconds: 20, title: t('按国家和税率汇总，季度申报与缴款', 'Totals by country and rate, the quarterly return and payment') },
    ],
  },
  {
    uid: 'germany-packaging-lucid',
    file: 'epr',
    title: t('德国包装法：LUCID 注册与系统签约', 'German Packaging Act: LUCID registration and a dual-system licence'),
    summary: t(
      '向德国消费者发送带包装的商品，无论数量多少，都要先在包装登记处（ZSVR）的 LUCID 系统注册，并与双元回收系统签订许可合同，再把申报的包装量同时报给回收系统和 LUCID。亚马逊等平台必须核验卖家的注册号。本课带你走一遍注册、签约和数据申报的每一步。',
      'Shipping packaged goods to consumers in Germany, in any quantity, requires registration in the LUCID register of the Central Agency Packaging Register (ZSVR) and a licence with a dual system, and the quantities you license must be reported to both the system and LUCID. Marketplaces such as Amazon must check your registration number. This course walks through registration, licensing and reporting.',
    ),
    metaKeywords: t('德国包装法,LUCID注册,VerpackG,双元系统,包装EPR', 'German Packaging Act, LUCID registration, VerpackG, dual system, packaging EPR'),
    category: EPR,
    lecturer: EPR_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('谁必须注册：没有最低数量', 'Who must register: there is no minimum quantity') },
      { startSeconds: 10, title: t('LUCID 注册与双元系统许可', 'LUCID registration and the dual-system licence') },
      { startSeconds: 20, title: t('数据申报并在平台提交注册号', 'Report quantities and give the number to your marketplace') },
    ],
  },
  {
    uid: 'amazon-epr-numbers',
    file: 'epr',
    title: t('在亚马逊卖家后台填写 EPR 注册号', 'Entering EPR numbers in Amazon Seller Central'),
    summary: t(
      '亚马逊在德国和法国站点会核验卖家的 EPR 注册号：德国的包装、电子电器（WEEE）和电池注册号，法国各产品类别的唯一识别号（UIN）。缺少或无效的编号会导致商品被限制销售。本课说明需要哪些编号、在卖家后台的合规管理页面如何按国家和类别填写，以及提交后如何查看审核状态。',
      'Amazon checks sellers\' EPR numbers on its German and French stores: the German packaging, electrical equipment (WEEE) and battery registration numbers, and the French unique identification number (UIN) for each product category. Missing or invalid numbers can block listings. This course covers which numbers you need, how to enter them by country and category in Seller Central\'s compliance pages, and how to follow their review status.',
    ),
    metaKeywords: t('亚马逊EPR,EPR注册号,UIN,WEEE,电池法,卖家后台', 'Amazon EPR, EPR registration number, UIN, WEEE, batteries, Seller Central'),
    category: EPR,
    lecturer: EPR_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('德国和法国分别需要哪些编号', 'Which numbers Germany and France require') },
      { startSeconds: 10, title: t('按国家和产品类别填写编号', 'Entering numbers by country and product category') },
      { startSeconds: 20, title: t('审核状态与被限制商品的恢复', 'Review status and restoring blocked listings') },
    ],
  },
  {
    uid: 'gpsr-responsible-person',
    file: 'epr',
    title: t('GPSR：在商品与详情页展示欧盟责任人信息', 'GPSR: showing your EU responsible person on products and listings'),
    summary: t(
      '欧盟《通用产品安全法规》（GPSR，(EU) 2023/988）自 2024 年 12 月 13 日起适用：每件消费品都需要一家位于欧盟境内的经济经营者。制造商和欧盟责任人的名称、邮寄地址和电子联系方式必须标在产品、包装或随附文件上，并在网店详情页中展示。本课讲解如何指定欧代、标签上写什么，以及在亚马逊和速卖通后台填写 GPSR 信息。',
      'The EU General Product Safety Regulation (GPSR, (EU) 2023/988) has applied since 13 December 2024: every consumer product needs an economic operator established in the EU. The names, postal addresses and electronic contacts of the manufacturer and the EU responsible person must appear on the product, its packaging or an accompanying document, and in the online listing. This course covers appointing a representative, what the label says, and entering GPSR details on Amazon and AliExpress.',
    ),
    metaKeywords: t('GPSR,欧代,欧盟责任人,产品安全,亚马逊GPSR,速卖通GPSR', 'GPSR, EU responsible person, EU representative, product safety, Amazon GPSR, AliExpress GPSR'),
    category: EPR,
    lecturer: EPR_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('GPSR 的适用范围与经济经营者', 'Scope and the economic operator') },
      { startSeconds: 10, title: t('指定欧代并更新产品标签', 'Appointing a representative and updating labels') },
      { startSeconds: 20, title: t('在平台后台填写制造商与责任人信息', 'Entering manufacturer and responsible-person details on marketplaces') },
    ],
  },
  {
    uid: 'reading-your-compliance-report',
    file: 'report',
    title: t('读懂你的合规报告', 'Reading your compliance report'),
    summary: t(
      '回答 9 个关于目标市场、销售平台和产品的问题，北辰合规会生成一份免费的专属合规报告。本课逐项讲解报告的结构：每个市场有哪些义务、为什么适用（对应你的哪些回答）、法律依据、不处理的后果，以及对应的服务与价格，并说明如何保存、分享报告和联系顾问。',
      'Answer nine questions about your target markets, marketplaces and products and Northstar Compliance builds a free, personalised compliance report. This course walks through its structure: the obligations in each market, why each applies (which answers triggered it), the legal basis, what happens if it is ignored, and the service and price that meet it, plus how to save and share the report and reach an adviser.',
    ),
    metaKeywords: t('合规报告,合规问卷,VAT义务,EPR义务,服务价格', 'compliance report, compliance questionnaire, VAT obligations, EPR obligations, service prices'),
    category: TOOLS,
    lecturer: t('林悦，北辰合规客户成功经理', 'Yue Lin, client success manager, Northstar Compliance'),
    chapters: [
      { startSeconds: 0, title: t('回答问卷：市场、平台和产品', 'The questions: markets, marketplaces and products') },
      { startSeconds: 10, title: t('逐个市场阅读义务与法律依据', 'Reading obligations and legal bases market by market') },
      { startSeconds: 20, title: t('服务价格、保存分享与下一步', 'Prices, saving and sharing, and next steps') },
    ],
  },
  {
    uid: 'ioss-import-basics',
    file: 'vat',
    title: t('IOSS：150 欧元以下包裹的进口增值税', 'IOSS: import VAT on parcels up to EUR 150'),
    summary: t(
      '通过独立站、eBay 等渠道把单票货值不超过 150 欧元的商品直接卖给欧盟消费者时，可以使用进口一站式申报（IOSS）：在销售时收取目的国 VAT，包裹清关时免缴进口增值税，再按月申报。非欧盟卖家需要指定欧盟中间人。在亚马逊等平台上，这类销售由平台作为视同供应商代扣代缴。',
      'Selling goods in consignments worth up to EUR 150 directly to EU consumers through your own store, eBay and similar channels can use the Import One-Stop Shop (IOSS): you charge destination VAT at the sale, the parcel clears customs without import VAT, and you file monthly. A non-EU seller must appoint an EU intermediary. On marketplaces such as Amazon the marketplace is the deemed supplier and collects the VAT instead.',
    ),
    metaKeywords: t('IOSS,进口一站式申报,150欧元,欧盟中间人,视同供应商', 'IOSS, Import One-Stop Shop, EUR 150, EU intermediary, deemed supplier'),
    category: TAX,
    lecturer: VAT_LECTURER,
    chapters: [
      { startSeconds: 0, title: t('哪些销售适用 IOSS', 'Which sales IOSS covers') },
      { startSeconds: 10, title: t('指定中间人并取得 IOSS 号码', 'Appointing an intermediary and getting an IOSS number') },
      { startSeconds: 20, title: t('按月申报与缴款', 'Monthly returns and payment') },
    ],
  },
]

export const VIDEO_PAGES: PageSeed[] = [
  {
    slug: 'videos',
    title: t('视频课程 - 北辰合规', 'Video courses - Northstar Compliance'),
    navLabel: t('视频课程', 'Video courses'),
    meta: {
      keywords: t('VAT视频教程,EPR视频教程,GPSR教程,亚马逊EPR注册号,OSS申报教程', 'VAT video tutorials, EPR video tutorials, GPSR tutorial, Amazon EPR numbers, OSS return tutorial'),
      description: t(
        '北辰合规顾问录制的免费视频课程：英国VAT注册、OSS与IOSS申报、德国包装法LUCID注册、亚马逊EPR注册号填写、GPSR欧代信息与合规报告解读。',
        'Free video courses recorded by Northstar Compliance advisers: UK VAT registration, OSS and IOSS returns, German LUCID packaging registration, entering EPR numbers on Amazon, GPSR responsible-person details and reading your compliance report.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('北辰合规学院', 'Northstar Compliance Academy'),
        heading: t('跨境合规视频课程', 'Cross-border compliance video courses'),
        text: t(
          '每节课几分钟，由一线合规顾问讲解：从英国VAT注册、OSS申报，到德国包装法、亚马逊EPR注册号和GPSR欧代信息，跟着操作就能完成。支持 0.5 至 2 倍速播放。',
          'Short lessons from the advisers who do this work every day: from UK VAT and OSS returns to the German Packaging Act, Amazon EPR numbers and GPSR responsible-person details. Follow along and get it done, at 0.5× to 2× speed.',
        ),
        primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
        secondaryAction: { label: t('查看帮助中心', 'Visit the help centre'), url: '/lz/operation' },
      },
      {
        blockType: 'cta',
        heading: t('看完还有疑问？让顾问帮你办', 'Still have questions? Let an adviser handle it'),
        text: t('留下你的市场和产品信息，顾问会在48小时内回复具体方案与报价。', 'Tell us your markets and products and an adviser replies within 48 hours with a plan and a quote.'),
        primaryAction: { label: t('联系顾问', 'Contact an adviser'), url: '/lz/contactUs' },
        secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
      },
    ],
  },
  {
    slug: 'videoDetail',
    title: t('课程详情 - 北辰合规', 'Course - Northstar Compliance'),
    navLabel: t('视频课程', 'Video courses'),
    meta: {
      keywords: t('合规视频课程,VAT教程,EPR教程', 'compliance video course, VAT tutorial, EPR tutorial'),
      description: t('北辰合规视频课程：跟着顾问一步步完成VAT、EPR与GPSR合规操作。', 'Northstar Compliance video course: follow an adviser step by step through VAT, EPR and GPSR tasks.'),
    },
    layout: [
      {
        blockType: 'cta',
        heading: t('想省下自己操作的时间？', 'Rather not do it yourself?'),
        text: t('北辰合规可以代你完成注册、申报和平台提交，进度在工作台随时可查。', 'Northstar Compliance can register, file and update your marketplace for you, with progress visible in your workspace.'),
        primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
        secondaryAction: { label: t('联系顾问', 'Contact an adviser'), url: '/lz/contactUs' },
      },
    ],
  },
  {
    slug: 'video',
    title: t('视频播放 - 北辰合规', 'Video player - Northstar Compliance'),
    navLabel: t('视频播放', 'Video player'),
    meta: {
      keywords: t('合规视频课程,在线播放', 'compliance video course, watch online'),
      description: t('北辰合规视频课程独立播放页。', 'Standalone player for Northstar Compliance video courses.'),
    },
    layout: [],
  },
]

export async function seedVideos(w: FeatureSeedWriter): Promise<void> {
  await w.pages(VIDEO_PAGES)
  for (const [sort, course] of VIDEO_COURSES.entries()) {
    const { file, ...localized } = course
    await w.create('video-courses', localized, { videoUrl: FILES[file].url, durationSeconds: FILES[file].seconds, autoplay: false, enabled: true, sort: (sort + 1) * 10 })
  }
}
