import { richText } from '../localize'
import type { BlockSeed, L, PageSeed } from '../types'

/**
 * The service, firm and practice-area pages of brand mdt (issue 6 point 1); the home page
 * lives in mdt.ts. Official fees and timelines are those published by the offices as of
 * 2025 and are worded as "typically" wherever they depend on the examiner or on oppositions.
 * Trademark offices map to the service items of spec 3: US 20, UK 21, EU 99, Japan 23
 * (application stage) and 24 (registration stage). The people named are invented; US court
 * work is done by licensed partner counsel, which the pages say plainly.
 */

const t = (cn: string, en: string): L => ({ cn, en })

const CONTACT = '/mdt/contactUs'
const SEARCH = '/mdt/search'
const CLASS_SEARCH = '/mdt/searchCategory'

const ABOUT_US: PageSeed = {
  slug: 'aboutUs',
  title: t('关于我们 - 子午知识产权', 'About us - Meridian IP'),
  navLabel: t('关于我们', 'About us'),
  meta: {
    keywords: t(
      '子午知识产权,知识产权代理,商标代理机构,专利代理师,跨境电商知识产权,深圳商标代理',
      'Meridian IP, IP agency, trademark attorneys, patent attorneys, cross-border e-commerce IP, Shenzhen trademark agency',
    ),
    description: t(
      '子午知识产权成立于 2014 年，总部位于深圳，由商标代理人、专利代理师和执业律师组成，联合美国、欧盟、英国、日本的合作律师，为跨境卖家提供商标、专利、版权与争议解决服务。',
      'Founded in 2014 and based in Shenzhen, Meridian IP brings together trademark attorneys, patent attorneys and lawyers, working with partner counsel in the US, EU, UK and Japan on trademarks, patents, copyright and disputes for cross-border sellers.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('关于子午', 'About Meridian'),
      heading: t('子午知识产权：懂跨境电商的知识产权团队', 'Meridian IP: an IP team that understands cross-border selling'),
      text: t(
        '我们从 2014 年开始为亚马逊卖家办理美国商标，如今团队覆盖商标、专利、版权和争议解决四个领域。我们熟悉平台规则，也熟悉各国商标局和法院的程序，能把法律要求翻译成卖家听得懂、做得到的方案。',
        'We started filing US trademarks for Amazon sellers in 2014. Today our team covers trademarks, patents, copyright and disputes. We know the marketplaces\' rules as well as the procedures of trademark offices and courts, and we turn legal requirements into plans a seller can follow.',
      ),
      primaryAction: { label: t('联系我们', 'Contact us'), url: CONTACT },
      secondaryAction: { label: t('免费查询商标', 'Search a trademark free'), url: SEARCH },
      highlights: [
        { value: t('2014 年', '2014'), label: t('在深圳成立', 'founded in Shenzhen') },
        { value: t('30,000+', '30,000+'), label: t('件海外商标申请', 'overseas trademark applications') },
        { value: t('8,000+', '8,000+'), label: t('卖家与品牌客户', 'sellers and brand owners served') },
        { value: t('50+', '50+'), label: t('可代理申请的国家和地区', 'countries and regions we file in') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('我们是谁', 'Who we are'),
      content: richText(
        `深圳子午知识产权代理有限公司成立于 2014 年。创始团队来自传统商标代理机构和跨境电商公司，最早服务的是一批在亚马逊美国站遭遇跟卖、却因为没有注册商标而无法投诉的深圳卖家。十多年来，我们的客户从个人卖家扩展到年销售额过亿的出海品牌，服务也从美国商标扩展到全球商标布局、外观设计与发明专利、版权登记和侵权争议。

我们是国家知识产权局备案的商标代理机构，专利业务由持证专利代理师承办。在境外，商标局和法院通常要求由当地执业人员代表申请人：美国商标由美国执业律师签署递交，欧盟、英国、日本的申请由当地合作代理人办理，美国法院的应诉由合作的美国诉讼律师出庭。我们负责方案设计、文件准备、进度管理和与你的全部沟通，让你面对的始终是同一个团队、同一种语言。

**我们不做的事**：不承诺"包注册"，不为明显无法注册的商标收费递交，不伪造或修改使用证据。商标局和法院的审查结果无法保证，但我们可以保证判断有依据、报价无隐藏、期限不遗漏。`,
        `Shenzhen Meridian IP Agency Co., Ltd. was founded in 2014 by people from a traditional trademark agency and from cross-border e-commerce companies. Our first clients were Shenzhen sellers whose Amazon US listings were being hijacked and who could not file a complaint because they had no registered trademark. Since then our clients have grown from individual sellers to export brands with annual sales above RMB 100 million, and our work from US trademarks to worldwide trademark portfolios, design and invention patents, copyright registration and infringement disputes.

We are a trademark agency recorded with the China National Intellectual Property Administration (CNIPA), and our patent work is handled by licensed patent attorneys. Abroad, offices and courts usually require a locally licensed representative: US trademark filings are signed and filed by US-licensed attorneys, EU, UK and Japanese filings by local partner agents, and US court appearances by partner US litigators. We design the strategy, prepare the documents, manage every deadline and handle all communication with you, so you always deal with one team in your own language.

**What we will not do**: promise a guaranteed registration, charge you to file a mark that clearly cannot be registered, or create or edit evidence of use. No one can guarantee what an examiner or a court will decide, but we can guarantee reasoned advice, quotes without hidden items and deadlines that are never missed.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('四个业务领域', 'Four practice areas'),
      intro: t('每个领域都有固定的团队负责，复杂案件由多个团队联合处理。', 'Each practice has a dedicated team; complex matters are handled jointly.'),
      items: [
        {
          title: t('商标', 'Trademarks'),
          text: t('检索、申请、审查答复、异议、续展与监测，覆盖美国、欧盟、英国、日本及马德里体系。', 'Clearance, filing, office actions, oppositions, renewals and watch services in the US, EU, UK, Japan and through Madrid.'),
          url: '/mdt/practiceAreas/trademark',
          linkLabel: t('商标团队', 'Trademark team'),
        },
        {
          title: t('专利', 'Patents'),
          text: t('外观设计、实用新型与发明专利的检索、撰写和审查答复，以及上架前的侵权风险排查。', 'Searches, drafting and prosecution of design, utility model and invention patents, and pre-launch infringement checks.'),
          url: '/mdt/practiceAreas/patent',
          linkLabel: t('专利团队', 'Patent team'),
        },
        {
          title: t('版权', 'Copyright'),
          text: t('产品图片、包装、说明书和软件的版权登记，以及平台盗图投诉和申诉。', 'Registration of product images, packaging, manuals and software, and takedowns of copied images on marketplaces.'),
          url: '/mdt/practiceAreas/copyright',
          linkLabel: t('版权团队', 'Copyright team'),
        },
        {
          title: t('争议解决', 'Disputes'),
          text: t('美国 TRO 冻结应诉、平台侵权投诉与申诉、侵权比对分析，以及对仿冒者的维权。', 'US TRO defence, marketplace complaints and appeals, infringement analysis and enforcement against copycats.'),
          url: '/mdt/practiceAreas/litigation',
          linkLabel: t('争议解决团队', 'Disputes team'),
        },
      ],
    },
    {
      blockType: 'stats',
      heading: t('团队规模', 'Our team in numbers'),
      items: [
        { value: t('60+', '60+'), label: t('名全职员工', 'full-time staff') },
        { value: t('18', '18'), label: t('名商标代理人', 'trademark attorneys') },
        { value: t('9', '9'), label: t('名专利代理师', 'licensed patent attorneys') },
        { value: t('30+', '30+'), label: t('家海外合作律所与代理机构', 'partner law firms and agents abroad') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('管理团队', 'Leadership'),
      intro: t('每位合伙人都直接参与案件，而不只是签字。', 'Every partner works on cases, not just signs them.'),
      items: [
        {
          title: t('林婉清', 'Lin Wanqing'),
          tag: t('创始合伙人 · 商标代理人', 'Founding partner · Trademark attorney'),
          text: t('从业 16 年，主导过 3,000 余件美国和欧盟商标申请，擅长审查意见答复与异议策略，负责商标团队。', 'Sixteen years in practice and more than 3,000 US and EU trademark filings; leads the trademark team and specialises in office actions and opposition strategy.'),
        },
        {
          title: t('陈思远', 'Chen Siyuan'),
          tag: t('合伙人 · 专利代理师', 'Partner · Patent attorney'),
          text: t('机械工程背景，持证专利代理师，专注消费电子和家居产品的外观设计与实用新型，负责专利团队。', 'Mechanical engineer and licensed patent attorney focused on design and utility model protection for consumer electronics and home products; leads the patent team.'),
        },
        {
          title: t('王睿', 'Wang Rui'),
          tag: t('合伙人 · 中国执业律师', 'Partner · PRC-licensed lawyer'),
          text: t('处理过 600 余起跨境电商知识产权争议，负责与美国合作诉讼律师协调 TRO 应诉与和解谈判。', 'Has handled more than 600 cross-border IP disputes and coordinates TRO defence and settlement talks with our partner US litigators.'),
        },
        {
          title: t('孙晓棠', 'Sun Xiaotang'),
          tag: t('版权与平台维权负责人', 'Head of copyright and platform enforcement'),
          text: t('熟悉亚马逊、沃尔玛、Temu、TikTok Shop 等平台的投诉与申诉流程，负责版权登记和盗图维权。', 'Knows the complaint and appeal procedures of Amazon, Walmart, Temu, TikTok Shop and other marketplaces; leads copyright registration and image-theft enforcement.'),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('办公地点', 'Offices'),
      items: [
        {
          title: t('深圳总部', 'Shenzhen (head office)'),
          text: t('深圳市南山区粤海街道海天一路 8 号 A 座 16 层。商标、专利、版权和争议解决团队均在此办公，可预约面谈。', '16/F, Tower A, 8 Haitian 1st Road, Nanshan, Shenzhen. All four teams work here; meetings by appointment.'),
          tag: t('总部', 'Head office'),
        },
        {
          title: t('杭州办公室', 'Hangzhou office'),
          text: t('服务长三角的品牌客户和独立站卖家，侧重商标布局与专利申请。', 'Serves brand owners and independent-store sellers in the Yangtze River Delta, with a focus on trademark portfolios and patents.'),
        },
        {
          title: t('义乌服务点', 'Yiwu service point'),
          text: t('面向小商品出口企业和工厂，提供商标查询、申请咨询和外观设计专利服务。', 'For small-commodity exporters and factories: trademark searches, filing advice and design patents.'),
        },
        {
          title: t('海外合作网络', 'Partner network abroad'),
          text: t('在美国、欧盟主要成员国、英国和日本与当地执业律师及代理机构长期合作，负责当地递交和出庭。', 'Long-standing partner attorneys and agents in the US, the main EU member states, the UK and Japan, who file and appear locally.'),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们坚持的做法', 'How we work'),
      items: [
        { title: t('先检索，再申请', 'Search before filing'), text: t('每件商标递交前都做近似检索和可注册性分析；风险高的，我们会建议调整商标或类别，而不是直接收费递交。', 'Every trademark is searched and assessed before filing. If the risk is high we advise changing the mark or classes instead of taking the fee and filing anyway.') },
        { title: t('报价透明', 'Transparent quotes'), text: t('官费、代理费和可能出现的后续费用（如审查意见答复、使用声明）在报价单中逐项列明。', 'Official fees, our fees and likely later costs, such as office action responses or statements of use, are itemised in the quote.') },
        { title: t('期限零遗漏', 'No missed deadlines'), text: t('所有官方期限进入双人复核的期限系统，并提前通过短信、邮件和工作台提醒你。', 'Every official deadline goes into a docketing system checked by two people, and you are reminded in advance by SMS, email and in your workspace.') },
        { title: t('实话实说', 'Straight answers'), text: t('胜算不大的异议、不值得打的官司，我们会直接告诉你，并给出成本更低的替代方案。', 'If an opposition is unlikely to succeed or a case is not worth fighting, we say so and offer a cheaper alternative.') },
      ],
    },
    {
      blockType: 'cta',
      heading: t('想聊聊你的品牌保护计划？', 'Want to talk about protecting your brand?'),
      text: t('告诉我们品牌名称、销售平台和目标市场，顾问会在 48 小时内回复。', 'Tell us your brand name, marketplaces and target markets; an adviser replies within 48 hours.'),
      primaryAction: { label: t('联系顾问', 'Contact an adviser'), url: CONTACT },
      secondaryAction: { label: t('先查一下商标', 'Search a trademark first'), url: SEARCH },
    },
  ],
}

const CONTACT_US: PageSeed = {
  slug: 'contactUs',
  title: t('联系我们 - 子午知识产权', 'Contact us - Meridian IP'),
  navLabel: t('联系我们', 'Contact us'),
  meta: {
    keywords: t('联系子午知识产权,商标咨询,专利咨询,TRO应诉咨询,版权登记咨询', 'contact Meridian IP, trademark advice, patent advice, TRO defence advice, copyright registration advice'),
    description: t(
      '给子午知识产权留言，顾问会在 48 小时内回复。TRO 冻结等紧急事项请直接拨打热线 400-000-0808。',
      'Send Meridian IP a message and an adviser replies within 48 hours. For urgent matters such as a TRO asset freeze, call 400-000-0808.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('联系子午', 'Contact Meridian'),
      heading: t('联系子午知识产权，48 小时内回复', 'Contact Meridian IP: we reply within 48 hours'),
      text: t(
        '商标申请、专利布局、版权登记或侵权纠纷，都可以在这里留言。请尽量写明品牌名称、销售平台、目标国家和你遇到的问题，顾问会带着初步意见联系你。',
        'Trademark filings, patent plans, copyright registration or an infringement dispute: leave us a message here. Tell us your brand name, marketplaces, target countries and the problem, and an adviser will come back with a first view.',
      ),
      primaryAction: { label: t('拨打咨询热线', 'Call our hotline'), url: 'tel:4000000808' },
      secondaryAction: { label: t('发送邮件', 'Email us'), url: 'mailto:service@meridian-ip.example' },
    },
    {
      blockType: 'featureGrid',
      heading: t('选择合适的联系方式', 'Choose the right channel'),
      items: [
        {
          title: t('紧急事项：电话', 'Urgent: call us'),
          text: t('店铺被 TRO 冻结、收到法院传票或链接被大面积下架，请直接拨打 400-000-0808（工作日 9:00–18:30），争议解决团队当天评估。', 'If your store has been frozen under a TRO, you have been served with a lawsuit or many listings were removed at once, call 400-000-0808 (weekdays 9:00–18:30); the disputes team assesses it the same day.'),
          tag: t('当天响应', 'Same day'),
          url: 'tel:4000000808',
          linkLabel: t('立即拨打', 'Call now'),
        },
        {
          title: t('咨询与报价：留言', 'Advice and quotes: write to us'),
          text: t('商标、专利、版权的申请方案和报价，请通过本页表单留言，我们会在 48 小时内回复。', 'For filing plans and quotes for trademarks, patents or copyright, use the form on this page; we reply within 48 hours.'),
          tag: t('48 小时内', 'Within 48 hours'),
        },
        {
          title: t('已委托客户：专属顾问', 'Existing clients: your adviser'),
          text: t('已委托的案件请拨打客服热线 400-000-0818 或联系你的专属顾问，案件进度和官方期限可在工作台查看。', 'For matters we already handle, call 400-000-0818 or contact your adviser; progress and official deadlines are in your workspace.'),
          url: 'tel:4000000818',
          linkLabel: t('拨打客服热线', 'Call client service'),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('留言时附上这些信息，回复会更快', 'Include these details for a faster answer'),
      items: [
        { title: t('商标事项', 'Trademarks'), text: t('商标文字或图样、销售的商品、目标国家，以及已有的申请号或注册号。', 'The mark or logo, the goods you sell, the target countries and any existing application or registration numbers.') },
        { title: t('专利事项', 'Patents'), text: t('产品图片或设计图、计划上架时间，以及产品是否已经公开展示或销售。', 'Product photos or drawings, the planned launch date and whether the product has already been shown or sold.') },
        { title: t('侵权纠纷', 'Disputes'), text: t('案号或投诉编号、平台通知截图、被控链接及其销售额。', 'The case or complaint number, screenshots of the notice, the accused listings and their sales.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('联系前常见的问题', 'Before you get in touch'),
      items: [
        {
          question: t('首次咨询收费吗？', 'Is the first consultation free?'),
          answer: t('不收费。初步评估、商标检索结论和报价都是免费的；确认委托后才开始收取费用。', 'Yes. The first assessment, the clearance result and the quote are free; fees start only once you instruct us.'),
        },
        {
          question: t('我提交的信息会保密吗？', 'Will my information be kept confidential?'),
          answer: t('会。未公开的产品设计、品牌名称和案件材料只用于为你提供服务，不会对外披露；需要时我们可以先签署保密协议。', 'Yes. Unpublished designs, brand names and case documents are used only to serve you and never disclosed; we can sign a non-disclosure agreement first if you wish.'),
        },
        {
          question: t('可以到办公室面谈吗？', 'Can I meet you in person?'),
          answer: t('可以。深圳总部和杭州办公室均可预约面谈，请先留言或来电约定时间。', 'Yes. Meetings can be booked at our Shenzhen head office and our Hangzhou office; leave a message or call to set a time.'),
        },
      ],
    },
  ],
}

const TRADEMARK: PageSeed = {
  slug: 'trademark',
  title: t('海外商标注册：美国、英国、欧盟、日本 - 子午知识产权', 'Trademark registration in the US, UK, EU and Japan - Meridian IP'),
  navLabel: t('商标注册', 'Trademark registration'),
  meta: {
    keywords: t(
      '美国商标注册,英国商标注册,欧盟商标注册,日本商标注册,USPTO,EUIPO,UKIPO,JPO,马德里国际注册,亚马逊品牌备案,商标查询,尼斯分类',
      'US trademark registration, UK trademark, EU trade mark, Japanese trademark, USPTO, EUIPO, UKIPO, JPO, Madrid system, Amazon Brand Registry, trademark search, Nice classes',
    ),
    description: t(
      '子午知识产权为跨境卖家办理美国（USPTO）、英国（UKIPO）、欧盟（EUIPO）和日本（JPO）商标注册：提交前检索、类别规划、递交、审查答复、公告异议到下证，了解各国流程、常见周期、所需资料和官费。',
      'Meridian IP registers trademarks for cross-border sellers at the USPTO, UKIPO, EUIPO and JPO: clearance, class planning, filing, office actions, oppositions and registration. See each office\'s process, typical timelines, documents and official fees.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('商标注册', 'Trademark registration'),
      heading: t('美国、英国、欧盟、日本商标注册', 'Trademark registration in the US, UK, EU and Japan'),
      text: t(
        '商标权只在注册的国家或地区有效。在哪个市场销售，就应该在哪个市场注册商标：这是做亚马逊品牌备案、投诉跟卖和应对抢注的前提。子午从检索开始，陪你走完递交、审查、公告到下证的每一步。',
        'A trademark only protects you where it is registered. Register it in every market you sell in: it is the basis for Amazon Brand Registry, for acting against hijackers and for stopping squatters. We start with a clearance search and take you through filing, examination and publication to registration.',
      ),
      primaryAction: { label: t('免费查询商标', 'Search a trademark free'), url: SEARCH },
      secondaryAction: { label: t('查询商品类别', 'Find your class'), url: CLASS_SEARCH },
      highlights: [
        { value: t('45 类', '45 classes'), label: t('尼斯分类：第 1–34 类商品，第 35–45 类服务', 'Nice classes: 1-34 goods, 35-45 services') },
        { value: t('10 年', '10 years'), label: t('四地注册的有效期，到期可无限续展', 'registration term in all four, renewable indefinitely') },
        { value: t('27 国', '27 countries'), label: t('一件欧盟商标覆盖的成员国数量', 'covered by one EU trade mark') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('按商标局选择', 'Choose by trademark office'),
      intro: t(
        '以下官费为各商标局 2025 年公布的电子申请标准，仅供估算，以递交时的官方收费为准；代理费另行报价。',
        'Official fees are the offices\' 2025 rates for online filing, for estimates only; the fee in force on the filing day applies. Our fees are quoted separately.',
      ),
      items: [
        {
          title: t('美国商标（USPTO）', 'US trademark (USPTO)'),
          tag: t('使用在先', 'Use-based'),
          text: t(
            '官费每类 350 美元起；商品描述未采用 USPTO 标准条目时每类加收 200 美元，信息不完整每类加收 100 美元。境外申请人须由美国执业律师代理。首次审查通常在递交后约 6–9 个月，公告异议期 30 天，顺利时整体约 12–18 个月；按"意图使用"申请的，注册前还须提交使用声明。',
            'From USD 350 per class; USD 200 more per class if the goods description is not taken from the USPTO ID Manual, and USD 100 per class if information is missing. Foreign applicants must be represented by a US-licensed attorney. The first examination typically comes six to nine months after filing, publication allows 30 days for opposition, and a smooth case takes about 12-18 months overall. Intent-to-use filings also need a statement of use before registration.',
          ),
        },
        {
          title: t('英国商标（UKIPO）', 'UK trademark (UKIPO)'),
          tag: t('脱欧后单独申请', 'Separate since Brexit'),
          text: t(
            '官费一类 170 英镑，每增加一类 50 英镑。需提供英国（或直布罗陀、海峡群岛）的送达地址，由我们的英国合作代理提供。审查报告通常在数周内发出，公告异议期 2 个月（可延长至 3 个月），无异议时约 4 个月可以注册。',
            'GBP 170 for one class and GBP 50 for each further class. An address for service in the UK, Gibraltar or the Channel Islands is required; our UK partner provides it. The examination report usually arrives within a few weeks, opposition runs two months from publication (extendable to three) and an unopposed mark typically registers in about four months.',
          ),
        },
        {
          title: t('欧盟商标（EUIPO）', 'EU trade mark (EUIPO)'),
          tag: t('一次覆盖 27 国', 'All 27 member states'),
          text: t(
            '官费一类 850 欧元，第二类 50 欧元，第三类起每类 150 欧元。一件申请覆盖全部成员国，但任何一个成员国的在先权利都可能阻止整件注册。公告异议期 3 个月，无异议时通常约 4–6 个月注册。欧洲经济区以外的申请人在递交之后的程序中须由欧盟专业代理人代表。',
            'EUR 850 for one class, EUR 50 for the second and EUR 150 for each class from the third. One filing covers every member state, but an earlier right in any one of them can block the whole application. Opposition runs three months from publication; an unopposed mark typically registers in about four to six months. Applicants from outside the EEA must be represented by an EU professional representative in every step after filing.',
          ),
        },
        {
          title: t('日本商标（JPO）：申请阶段', 'Japanese trademark (JPO): application'),
          tag: t('申请', 'Filing'),
          text: t(
            '申请官费 3,400 日元 + 每类 8,600 日元。境外申请人须委托日本弁理士。日本不设注册前异议，审查通常约 8–12 个月，收到驳回理由通知时可提交意见书或补正。',
            'JPY 3,400 plus JPY 8,600 per class. Foreign applicants act through a Japanese patent attorney (benrishi). There is no opposition before registration; examination typically takes about 8-12 months, and a notice of reasons for refusal can be answered with arguments or amendments.',
          ),
        },
        {
          title: t('日本商标（JPO）：注册阶段', 'Japanese trademark (JPO): registration'),
          tag: t('下证', 'Registration'),
          text: t(
            '收到注册决定后 30 日内缴纳注册费：10 年每类 32,900 日元，或分期 5 年每类 17,200 日元，缴费后登记注册。注册公报发行后 2 个月内，任何人可以提出异议。',
            'After the decision to register, the registration fee is due within 30 days: JPY 32,900 per class for ten years, or JPY 17,200 per class for five. The mark is then entered in the register, and anyone may oppose it within two months of the registration gazette.',
          ),
        },
        {
          title: t('马德里国际注册', 'Madrid international registration'),
          tag: t('多国同时进入', 'Several markets at once'),
          text: t(
            '以中国商标申请或注册为基础，通过国家知识产权局向世界知识产权组织递交，一份申请可指定美国、欧盟、英国、日本等多个成员。各指定国仍独立审查，5 年内国际注册依附于中国基础商标。',
            'Based on a Chinese application or registration and filed through CNIPA with WIPO, one application can designate the US, EU, UK, Japan and other members. Each designated office still examines the mark, and for five years the international registration depends on the Chinese basic mark.',
          ),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('商标注册的五个阶段', 'The five stages of a trademark filing'),
      intro: t('各国程序大同小异，差别主要在审查周期和异议的时间点。', 'The offices follow broadly the same steps; they differ mainly in how long examination takes and when oppositions happen.'),
      items: [
        { title: t('检索', 'Search'), text: t('在目标国商标库中检索相同和近似商标，判断显著性与冲突风险，出具可注册性分析。', 'We search identical and similar marks in the target register, assess distinctiveness and conflicts and report on registrability.') },
        { title: t('递交', 'Filing'), text: t('确定申请人、商标样式、类别和商品描述，准备委托书和（美国）使用证据，递交后第一时间反馈申请号。', 'We settle the applicant, the form of the mark, the classes and the goods, prepare the authorisation and, for the US, the specimen, and send you the application number as soon as we file.') },
        { title: t('审查', 'Examination'), text: t('审查员审查形式、显著性和在先商标冲突。收到审查意见或驳回理由时，我们分析后提出答复方案并代为提交。', 'The examiner checks formalities, distinctiveness and conflicts with earlier marks. If there is an office action or refusal, we analyse it, propose a response and file it.') },
        { title: t('公告与异议', 'Publication and opposition'), text: t('审查通过后公告：美国 30 天、英国 2 个月、欧盟 3 个月的异议期；日本在注册后设 2 个月异议期。我们全程监测第三方异议。', 'Accepted marks are published for opposition: 30 days in the US, two months in the UK and three in the EU; Japan allows two months after registration. We watch for oppositions throughout.') },
        { title: t('注册与维护', 'Registration and upkeep'), text: t('下证后注册有效期 10 年。美国还须在第 5–6 年之间提交使用宣誓；欧盟、英国、日本注册后连续 5 年不使用可能被撤销。我们提前提醒续展和宣誓期限。', 'Registrations last ten years. In the US a declaration of use is due between the fifth and sixth year; in the EU, UK and Japan a mark unused for five consecutive years after registration can be revoked. We remind you well before each deadline.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('需要准备的资料', 'Documents you will need'),
      content: richText(
        `### 所有国家

- 申请人信息：公司营业执照或个人身份证件，中英文名称和地址须与执照一致
- 商标样式：文字商标提供准确拼写；图形商标提供清晰的 JPG 图样，说明是否指定颜色
- 商品或服务清单：你实际销售和计划销售的商品，我们据此确定类别和规范描述
- 委托书：由我们提供模板，申请人签字或盖章

### 美国另需

- 申请人的住所地址（不接受仅有邮政信箱的地址）
- 按"已使用"申请时：商品本身或包装上带有商标的实物照片，或带有购买功能的商品页面截图，以及首次使用日期
- 按"意图使用"申请时：递交时无需使用证据，但获准后须在期限内提交使用声明

**提醒**：美国商标局严格审查使用证据，经过修图或合成的图片会被驳回，甚至可能导致申请被终止。请提供真实拍摄的商品照片。`,
        `### For every office

- Applicant details: company business licence or personal ID; names and addresses in Chinese and English matching the licence
- The mark: the exact spelling of a word mark, or a clear JPG of a logo, stating whether colours are claimed
- Goods or services: what you sell and plan to sell, from which we settle the classes and acceptable descriptions
- Authorisation: we provide the form for the applicant to sign or stamp

### Additionally for the US

- The applicant's domicile address (a PO box alone is not accepted)
- For a use-based filing: real photos of the mark on the product or its packaging, or a product page with a way to buy, and the date of first use
- For an intent-to-use filing: no specimen at filing, but a statement of use is due after allowance

**Note**: the USPTO scrutinises specimens closely. Edited or mocked-up images are refused and can lead to the application being terminated. Please send genuine photos of the product.`,
      ),
    },
    {
      blockType: 'richText',
      heading: t('费用怎么算', 'How fees are calculated'),
      content: richText(
        `商标费用由两部分组成：

- **官费**：交给商标局，按类别数计算，类别越多官费越高。美国商标的商品描述采用标准条目可以避免附加费，这一点我们在递交前会替你把关。
- **代理费**：检索、撰写、递交和进度管理的服务费，按国家和类别报价，递交前一次确认。

可能出现的后续费用包括：审查意见答复、美国使用声明及其延期、日本注册费、异议答辩，以及注册后的续展和使用宣誓。报价单会把这些可能性逐项列出，不会在下证前临时加价。

想先估算类别数量？可以用[类别查询](/searchCategory)按商品名称找到对应的尼斯分类，再用[商标查询](/search)看看是否有近似的在先商标。`,
        `A trademark filing costs two things:

- **Official fees**: paid to the office per class, so more classes cost more. In the US, taking goods descriptions from the ID Manual avoids the surcharges, and we check this before filing.
- **Our fees**: for searching, drafting, filing and managing the case, quoted per country and class and agreed before we file.

Later costs can include office action responses, a US statement of use and its extensions, the Japanese registration fee, defending an opposition, and renewals and declarations of use after registration. The quote lists each of these possibilities, so there are no surprise charges before registration.

Want to estimate the number of classes first? Use the [class search](/searchCategory) to find the Nice class for a product name, then the [trademark search](/search) to see whether similar earlier marks exist.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('递交前先用这两个工具', 'Two tools to use before you file'),
      items: [
        {
          title: t('商标查询', 'Trademark search'),
          text: t('输入商标文字并选择国家和类别，查看相同、近似、读音相近的在先商标，以及整体风险等级。', 'Enter the mark, choose countries and classes, and see identical, similar and sound-alike earlier marks with an overall risk level.'),
          tag: t('免费', 'Free'),
          url: SEARCH,
          linkLabel: t('立即查询', 'Search now'),
        },
        {
          title: t('类别查询', 'Class search'),
          text: t('用中文或英文输入商品名称，找到尼斯分类的类别、类似群和规范的商品名称。', 'Type a product in Chinese or English to find its Nice class, similar group and the accepted wording.'),
          url: CLASS_SEARCH,
          linkLabel: t('查询类别', 'Find a class'),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('商标注册常见问题', 'Trademark registration FAQ'),
      items: [
        {
          question: t('先注册中国商标还是先注册海外商标？', 'Should I register in China or abroad first?'),
          answer: t(
            '两者都建议做。中国实行申请在先原则，国内被抢注会影响你在国内生产和出口；海外商标决定你能否在当地备案和维权。如果计划进入多个国家，先递交中国商标还可以作为马德里国际注册的基础，并在 6 个月内主张优先权。',
            'Ideally both. China is first-to-file, and a squatted Chinese mark can affect your manufacturing and exports; foreign marks decide whether you can enrol and enforce in those markets. If you plan several countries, a Chinese filing can also serve as the basis for a Madrid application and give you six months of priority.',
          ),
        },
        {
          question: t('商标被驳回了怎么办？', 'What if my application is refused?'),
          answer: t(
            '大多数审查意见并不是最终驳回。常见的有商品描述不规范、使用证据不合格、与在先商标近似等，可以通过修改描述、补充证据或提交争辩意见克服。美国审查意见的答复期限为 3 个月，可付费延长一次 3 个月。我们会先评估克服的可能性和成本，再和你商量是否答复。',
            'Most office actions are not final refusals. Typical issues are an unclear goods description, an unacceptable specimen or a conflict with an earlier mark, and they can be overcome by amending the description, filing new evidence or arguing the case. In the US you have three months to respond, extendable once by three months for a fee. We assess the chances and the cost before you decide whether to respond.',
          ),
        },
        {
          question: t('图形商标和文字商标应该注册哪个？', 'Should I register a word mark or a logo?'),
          answer: t(
            '优先注册文字商标：它保护的是品牌名称本身，不论使用什么字体和设计都受保护，亚马逊品牌备案也要求商标含有品牌文字。预算允许时再为标志性的图形单独申请。',
            'Start with the word mark: it protects the brand name in any font or design, and Amazon Brand Registry needs a mark containing the brand text. Add a separate logo filing for a distinctive device when the budget allows.',
          ),
        },
        {
          question: t('商标注册下来之后还需要做什么？', 'What do I need to do after registration?'),
          answer: t(
            '持续使用并保存使用证据；按期续展（四地均为 10 年一续）；美国还要在注册后第 5–6 年之间提交使用宣誓。建议开通商标监测，及时发现近似商标的申请并在异议期内提出异议。',
            'Keep using the mark and keep evidence of use; renew every ten years in all four offices; in the US file the declaration of use between the fifth and sixth year. A watch service helps you spot similar new filings in time to oppose them.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('先查一查，再决定在哪里注册', 'Search first, then decide where to file'),
      text: t('免费查询近似商标，或把品牌和目标市场发给我们，顾问给出申请方案和报价。', 'Search for similar marks free, or send us your brand and markets for a filing plan and quote.'),
      primaryAction: { label: t('免费查询商标', 'Search a trademark free'), url: SEARCH },
      secondaryAction: { label: t('获取申请方案', 'Get a filing plan'), url: CONTACT },
    },
  ],
}

const PATENT: PageSeed = {
  slug: 'patent',
  title: t('外观设计与实用专利申请：中国、美国、欧盟 - 子午知识产权', 'Design and utility patents in China, the US and the EU - Meridian IP'),
  navLabel: t('专利申请', 'Patents'),
  meta: {
    keywords: t(
      '外观设计专利,美国外观设计专利,欧盟外观设计,实用新型,发明专利,专利检索,专利撰写,海牙协定,跨境电商专利',
      'design patent, US design patent, EU design, registered EU design, utility model, invention patent, patent search, patent drafting, Hague Agreement, e-commerce patents',
    ),
    description: t(
      '子午知识产权为出海产品申请中国外观设计、实用新型与发明专利，美国外观设计与发明专利，以及欧盟外观设计（2025 年改革后由"共同体外观设计"更名）：检索、撰写、审查答复、常见周期和费用说明。',
      'Meridian IP files Chinese design, utility model and invention patents, US design and utility patents, and EU designs (renamed from Community designs in the 2025 reform) for export products: searches, drafting, prosecution, typical timelines and fees.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('专利申请', 'Patents'),
      heading: t('在产品上架之前，为它申请专利', 'Patent your product before it goes on sale'),
      text: t(
        '爆款一上架，仿款往往几周内就会出现。外观设计专利保护产品的样子，实用新型和发明专利保护结构与功能。子午的专利代理师帮你选对类型、选对国家，在公开之前把申请递交出去。',
        'A best-seller attracts copies within weeks of launch. A design patent protects how the product looks; utility models and invention patents protect how it works. Our patent attorneys help you pick the right type and countries and file before the product is disclosed.',
      ),
      primaryAction: { label: t('咨询专利方案', 'Plan my patents'), url: CONTACT },
      secondaryAction: { label: t('同时查询商标', 'Check my trademark too'), url: SEARCH },
      highlights: [
        { value: t('15 年', '15 years'), label: t('中国外观设计保护期（自申请日起）', 'Chinese design term, from filing') },
        { value: t('15 年', '15 years'), label: t('美国外观设计专利保护期（自授权日起）', 'US design patent term, from grant') },
        { value: t('25 年', '25 years'), label: t('欧盟外观设计最长保护期（每 5 年续展）', 'maximum EU design term, renewed every five years') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('专利类型与申请地', 'Patent types and where to file'),
      items: [
        {
          title: t('中国外观设计专利', 'Chinese design patent'),
          tag: t('外观', 'Design'),
          text: t('只做初步审查，通常数月内授权，保护期 15 年。自 2021 年起可以保护产品的局部设计。适合在国内生产、需要阻止国内工厂和同行仿制的产品。', 'Formal examination only, usually granted within months, 15-year term. Since 2021 partial designs can be protected. Useful to stop factories and competitors in China from copying a product you make there.'),
        },
        {
          title: t('中国实用新型与发明专利', 'Chinese utility model and invention patent'),
          tag: t('结构与功能', 'Function'),
          text: t('实用新型只做初步审查，通常约 6–12 个月授权，保护期 10 年；发明专利经过实质审查，通常需要 2–3 年，保护期 20 年。两者可以同日申请，先拿实用新型保护。', 'Utility models get formal examination only, usually issue in about 6-12 months and last ten years; invention patents are examined on substance, usually take two to three years and last 20 years. Filing both on the same day gets you the utility model\'s protection first.'),
        },
        {
          title: t('美国外观设计专利', 'US design patent'),
          tag: t('外观', 'Design'),
          text: t('经过实质审查，通常需要 1–2 年，可付费申请加速审查；授权后保护 15 年，无需缴纳年费。小实体和微实体可享受官费减免。亚马逊等平台对外观专利投诉处理较快。', 'Examined on substance, typically one to two years, with paid expedited examination available; 15 years from grant and no maintenance fees. Small and micro entities pay reduced official fees. Marketplaces such as Amazon act relatively quickly on design patent complaints.'),
        },
        {
          title: t('美国发明专利（Utility Patent）', 'US utility patent'),
          tag: t('结构与功能', 'Function'),
          text: t('保护期自申请日起 20 年，审查通常需要 2–3 年，授权后按期缴纳维持费。可以先递交临时申请锁定申请日，12 个月内再转为正式申请。', '20 years from filing; examination typically takes two to three years and maintenance fees are due after grant. A provisional application secures a filing date, with the full application due within 12 months.'),
        },
        {
          title: t('欧盟外观设计（EU design）', 'EU design'),
          tag: t('外观', 'Design'),
          text: t('由 EUIPO 注册，一件覆盖全部欧盟成员国。2025 年 5 月 1 日改革后，"注册共同体外观设计"更名为"注册欧盟外观设计"，一件多项申请最多可含 50 项设计且不再要求同属一个洛迦诺分类。只做形式审查，通常数周内注册；首次保护 5 年，最长 25 年。', 'Registered by the EUIPO for all EU member states. Since the reform of 1 May 2025, registered Community designs are called registered EU designs, and one multiple application can hold up to 50 designs in different Locarno classes. Only formalities are examined, so registration usually takes weeks; protection starts at five years and can be renewed up to 25.'),
        },
        {
          title: t('海牙国际外观设计', 'Hague international design'),
          tag: t('多国', 'Several countries'),
          text: t('中国自 2022 年起加入海牙协定，可以用一份国际申请指定美国、欧盟、英国、日本等成员。各国仍按本国规则审查，适合同一款产品进入多个市场。', 'China joined the Hague Agreement in 2022, so one international application can designate the US, EU, UK, Japan and other members. Each still examines under its own rules; useful when one product enters several markets.'),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('最重要的一条：先申请，再公开', 'The rule that matters most: file before you disclose'),
      content: richText(
        `专利要求"新颖性"。产品一旦在网店上架、在展会展出或在社交媒体发布，就构成公开，之后再申请可能因为丧失新颖性而无效。

- **中国**：适用绝对新颖性标准，宽限期只适用于在指定展会首次展出、在规定的学术会议上首次发表、他人未经同意泄露等少数情形，自己上架销售不在其列
- **美国**：发明人自己的公开享有 1 年宽限期，但依赖宽限期会增加争议风险
- **欧盟**：设计人自己的公开享有 12 个月宽限期；未注册的欧盟外观设计自在欧盟首次公开起享有 3 年保护，但只能对抗抄袭，证明难度较大

所以最稳妥的做法是：设计定稿、打样完成后就递交申请，拿到申请日再拍摄主图和上架。`,
        `A patent requires novelty. Once a product is listed online, shown at a trade fair or posted on social media it has been disclosed, and a later filing may be invalid for lack of novelty.

- **China**: absolute novelty applies. The grace period covers only a few cases, such as a first showing at a designated exhibition, a first presentation at a recognised academic conference or a disclosure without your consent; listing the product for sale yourself is not one of them
- **United States**: the inventor's own disclosure has a one-year grace period, though relying on it invites disputes
- **European Union**: the designer's own disclosure has a 12-month grace period; an unregistered EU design protects for three years from first disclosure in the EU, but only against copying and it is harder to prove

The safe course: file as soon as the design is final and the sample is made, and shoot the listing photos and launch once you have the filing date.`,
      ),
    },
    {
      blockType: 'steps',
      heading: t('专利申请流程', 'How a patent filing works'),
      items: [
        { title: t('检索与评估', 'Search and assessment'), text: t('检索现有设计和在先专利，判断能否获得授权，同时排查你的产品是否可能侵犯他人专利。', 'We search prior designs and patents to judge whether protection is available, and check whether your product could infringe someone else\'s patent.') },
        { title: t('确定布局', 'Filing strategy'), text: t('根据销售市场、产品生命周期和预算，确定专利类型、申请国家和是否主张优先权。', 'Based on your markets, product life and budget we choose the patent types, countries and whether to claim priority.') },
        { title: t('撰写与制图', 'Drafting and drawings'), text: t('外观设计的保护范围由图片决定，我们按各国要求绘制视图，区分要求保护的部分和不要求保护的部分；发明和实用新型撰写权利要求书和说明书。', 'A design is defined by its drawings, so we prepare views to each office\'s rules and mark which parts are claimed; for utility protection we draft the claims and description.') },
        { title: t('递交与审查答复', 'Filing and prosecution'), text: t('递交后跟进审查，答复审查意见，必要时与审查员沟通修改。', 'We file, follow examination, respond to office actions and agree amendments with the examiner where needed.') },
        { title: t('授权与维护', 'Grant and upkeep'), text: t('授权后管理年费、维持费和续展期限，并协助在平台做专利备案和投诉。', 'After grant we manage annuities, maintenance fees and renewals, and help you use the patent in marketplace complaints.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('费用说明', 'About fees'),
      content: richText(
        `专利费用包括官费、代理费和制图费，因国家、专利类型和图片数量而异：

- **中国外观设计**：官费较低，个人和小微企业符合条件可申请费用减缴
- **美国外观设计**：官费按申请人规模分三档，小实体约减免 60%，微实体约减免 80%，需要如实声明
- **欧盟外观设计**：单项设计的申请官费为 350 欧元，多项申请中每增加一项设计另行收费，比分别申请节省不少
- **发明与实用专利**：撰写工作量大，代理费按技术复杂度报价；美国发明专利授权后还有三次维持费

我们在递交前给出包含官费、代理费和后续费用的完整报价。`,
        `Patent costs consist of official fees, our fees and drawing fees, and vary with the country, the type of patent and the number of views:

- **Chinese design**: low official fees, with reductions for individuals and small businesses that qualify
- **US design**: official fees in three tiers by applicant size; small entities pay about 60% less and micro entities about 80% less, on a truthful declaration
- **EU design**: EUR 350 official fee for a single design, with a lower fee for each further design in a multiple application, which saves a good deal over separate filings
- **Invention and utility patents**: drafting takes more work, so we quote by technical complexity; a US utility patent also carries three maintenance fees after grant

Before filing we give you a full quote covering official fees, our fees and later costs.`,
      ),
    },
    {
      blockType: 'faq',
      heading: t('专利常见问题', 'Patent FAQ'),
      items: [
        {
          question: t('产品已经上架了，还能申请外观设计专利吗？', 'My product is already on sale. Can I still get a design patent?'),
          answer: t(
            '要看时间和国家。在美国和欧盟，自己公开未满 12 个月的通常仍可申请；在中国，自己上架销售后一般已丧失新颖性。请尽快联系我们，根据首次公开的日期判断。',
            'It depends on the dates and the country. In the US and the EU a filing is usually still possible within 12 months of your own disclosure; in China, your own sales normally destroy novelty. Contact us quickly so we can check against your first disclosure date.',
          ),
        },
        {
          question: t('改几个细节就能绕开别人的外观专利吗？', 'Can small changes get me around someone else\'s design patent?'),
          answer: t(
            '通常不能。美国以"普通观察者"的整体视觉印象判断是否侵权，细节差异不一定足以区分。上架前建议做侵权比对分析，由专利代理师评估风险并提出设计修改建议。',
            'Usually not. In the US, infringement is judged by the overall impression on an ordinary observer, and small differences may not be enough. Before launch, have a patent attorney compare the designs, assess the risk and suggest changes.',
          ),
        },
        {
          question: t('外观设计专利和版权有什么区别？', 'How is a design patent different from copyright?'),
          answer: t(
            '外观设计专利保护工业产品的外形，需要申请和审查，保护期有限；版权保护图片、图案、文字等作品，创作完成即产生，登记只是权属证明。印在产品上的图案可以同时考虑两者。',
            'A design patent protects the shape and appearance of a product, must be applied for and lasts a limited time; copyright protects works such as images, artwork and text, arises on creation, and registration serves as proof. Artwork printed on a product can be protected by both.',
          ),
        },
        {
          question: t('只申请中国专利，能在亚马逊美国站投诉吗？', 'Can a Chinese patent be used to complain on Amazon US?'),
          answer: t(
            '不能。专利同样具有地域性，在美国站投诉需要美国专利。计划在美国销售的产品，应在公开前或宽限期内递交美国申请，或在中国申请后 6 个月内以优先权递交。',
            'No. Patents are territorial too, and a complaint on the US store needs a US patent. For products you will sell in the US, file there before disclosure or within the grace period, or within six months of your Chinese design filing with a priority claim.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('新品定稿了？先把专利递交出去', 'Design finalised? File before you launch'),
      text: t('发来产品图片和计划上架时间，专利代理师会建议专利类型、申请国家和时间表。', 'Send product images and the launch date, and a patent attorney will recommend the patent types, countries and timetable.'),
      primaryAction: { label: t('咨询专利方案', 'Plan my patents'), url: CONTACT },
      secondaryAction: { label: t('查询商标', 'Search a trademark'), url: SEARCH },
    },
  ],
}

const COPYRIGHT: PageSeed = {
  slug: 'copyright',
  title: t('版权登记：中国作品与软件登记、美国版权局登记 - 子午知识产权', 'Copyright registration in China and at the US Copyright Office - Meridian IP'),
  navLabel: t('版权登记', 'Copyright registration'),
  meta: {
    keywords: t(
      '版权登记,作品登记,软件著作权登记,中国版权保护中心,美国版权登记,US Copyright Office,盗图投诉,DMCA,亚马逊版权投诉',
      'copyright registration, works registration, software copyright registration, Copyright Protection Center of China, US Copyright Office, image theft complaint, DMCA, Amazon copyright complaint',
    ),
    description: t(
      '为产品图片、包装设计、说明书、视频和软件办理中国作品登记、软件著作权登记和美国版权局登记，用于平台盗图投诉和维权：流程、所需资料、常见周期与费用说明。',
      'Register product photos, packaging artwork, manuals, videos and software in China and with the US Copyright Office, and use the certificates in marketplace takedowns: process, documents, typical timelines and fees.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('版权登记', 'Copyright registration'),
      heading: t('版权登记：让你的图片、包装和软件有据可查', 'Copyright registration: proof of ownership for your images, packaging and software'),
      text: t(
        '版权在作品创作完成时自动产生，但被盗图、被仿包装时，平台和法院首先要看你能否证明自己是权利人。一份登记证书就是最直接的证据。子午为跨境卖家办理中国作品与软件登记和美国版权局登记，并用它们完成投诉和维权。',
        'Copyright arises automatically when a work is created, but when your photos or packaging are copied, marketplaces and courts first ask you to prove you own them. A registration certificate is the most direct proof. We register works and software in China and with the US Copyright Office, and use the certificates in complaints and enforcement.',
      ),
      primaryAction: { label: t('咨询版权登记', 'Ask about registration'), url: CONTACT },
      secondaryAction: { label: t('了解侵权维权', 'Enforcement and disputes'), url: '/mdt/litigation' },
      highlights: [
        { value: t('创作即产生', 'On creation'), label: t('版权无需登记即享有，登记是权属证明', 'copyright exists without registration; registration proves it') },
        { value: t('$45 起', 'From USD 45'), label: t('美国版权局电子登记官费', 'US Copyright Office online fee') },
        { value: t('免收登记费', 'No official fee'), label: t('中国计算机软件著作权登记', 'for Chinese software registration') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('卖家最常登记的作品', 'What sellers register most'),
      items: [
        { title: t('产品主图与详情图', 'Product photos and listing images'), text: t('自己拍摄、修图的商品图片属于摄影作品，是平台盗图投诉最常用的依据。', 'Photos you shoot and edit are photographic works and the usual basis for image-theft complaints.') },
        { title: t('包装与印刷图案', 'Packaging and printed artwork'), text: t('包装设计、产品上的插画和图案属于美术作品，可与外观设计专利互补。', 'Packaging designs and illustrations or patterns on products are artistic works, and complement design patents.') },
        { title: t('说明书与文案', 'Manuals and copy'), text: t('原创的说明书、品牌故事和 A+ 页面文案属于文字作品。', 'Original manuals, brand stories and A+ content are literary works.') },
        { title: t('产品视频', 'Product videos'), text: t('主图视频、短视频广告属于视听作品，被搬运时可据此投诉。', 'Listing videos and short ads are audiovisual works you can rely on when they are reposted.') },
        { title: t('App 与软件', 'Apps and software'), text: t('配套 App、固件和工具软件可以办理计算机软件著作权登记，也是部分应用商店上架和资质申报常用的材料。', 'Companion apps, firmware and tools can be registered as software; certificates are often requested by app stores and for business qualifications.') },
        { title: t('品牌标志', 'Logos'), text: t('原创标志在注册商标之外还可以作为美术作品登记，在商标尚未注册的国家多一层保护。', 'An original logo can also be registered as an artistic work, an extra layer where the trademark is not yet registered.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('在中国登记', 'Registering in China'),
      content: richText(
        `### 计算机软件著作权登记

由中国版权保护中心统一办理。需要提交登记申请表、软件源程序和文档的鉴别材料（一般为前后各若干页）以及权利人身份证明。目前免收登记费。按照登记办法，审查应在受理后 60 日内完成，实际通常约 1–2 个月。

### 作品登记

美术、摄影、文字、视听等作品可以向中国版权保护中心或各省级版权登记机构申请登记。需要提交作品样本、创作说明、权利人身份证明，委托创作或职务作品还需权属证明（如委托创作合同）。登记费用因登记机构和作品类型而异，部分省级机构免收；办理周期通常约 1–2 个月。

中国的登记证书在国内诉讼和行政投诉中是初步证据，在海外平台投诉时也可作为权属证明提交，但美国法院诉讼另有登记要求（见下文）。`,
        `### Software registration

Handled nationally by the Copyright Protection Center of China (CPCC). You file an application form, identifying extracts of the source code and documentation (usually a number of pages from the beginning and end) and proof of the owner's identity. There is currently no official fee. Under the registration rules examination should finish within 60 days of acceptance; in practice it typically takes one to two months.

### Works registration

Artistic, photographic, literary and audiovisual works can be registered with the CPCC or a provincial copyright registration body. You provide a copy of the work, a short statement on its creation and the owner's ID, plus proof of title for commissioned or employee works, such as the commission contract. Fees depend on the body and the type of work, and some provincial bodies charge none; registration typically takes one to two months.

A Chinese certificate is prima facie evidence in Chinese courts and administrative complaints, and marketplaces abroad accept it as proof of ownership, but US court action has its own registration rules (see below).`,
      ),
    },
    {
      blockType: 'richText',
      heading: t('在美国版权局登记', 'Registering with the US Copyright Office'),
      content: richText(
        `美国版权局通过电子系统接受在线登记，外国作者也可以申请：

- **官费**：单一作者、单一作品且作者本人申请的"单件登记"为 45 美元，标准申请为 65 美元；已发表的摄影作品可以按组登记，一次最多 750 张，官费 55 美元，非常适合批量产品图
- **周期**：电子申请通常需要数月；遇到诉讼等紧急情况，可支付特别处理费（800 美元）加快审查
- **为什么要登记**：对于首次在美国发表的作品，起诉侵权前必须先登记；无论作品来自哪个国家，只有在侵权发生前（或发表后 3 个月内）完成登记，才能在诉讼中主张法定赔偿和律师费

对于在美国大量销售、图片被反复盗用的卖家，美国登记能显著增强和解谈判时的筹码。`,
        `The US Copyright Office accepts online registrations, including from foreign authors:

- **Fees**: USD 45 for a Single Application (one work by one author, filed by that author) and USD 65 for a Standard Application; published photographs can be registered as a group of up to 750 images for USD 55, which suits batches of product photos
- **Timing**: online claims typically take a few months; in urgent cases such as litigation, special handling (USD 800) speeds things up
- **Why register**: a work first published in the US must be registered before you can sue for infringement; and for works from any country, statutory damages and attorney's fees are available only if registration came before the infringement, or within three months of publication

For sellers with large US sales whose images are copied again and again, a US registration strengthens your hand considerably in settlement talks.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('用版权证据投诉平台侵权', 'Using copyright in marketplace takedowns'),
      intro: t('平台投诉不以登记为前提，但证据越完整，处理越快、被反通知推翻的可能越小。', 'Marketplaces do not require a registration, but the fuller your evidence, the faster the takedown and the harder it is to overturn with a counter-notice.'),
      items: [
        { title: t('亚马逊', 'Amazon'), text: t('通过"举报侵权"表单或品牌备案后台提交版权投诉，写明被盗作品和侵权链接。', 'File copyright complaints through the Report Infringement form or Brand Registry, naming the copied work and the infringing listings.') },
        { title: t('其他平台与独立站', 'Other marketplaces and websites'), text: t('沃尔玛、eBay、Temu、TikTok Shop 均有知识产权投诉通道；独立站可向网站托管方发送 DMCA 通知。', 'Walmart, eBay, Temu and TikTok Shop each have an IP complaint channel; for independent stores, a DMCA notice goes to the host.') },
        { title: t('证据清单', 'Evidence checklist'), text: t('原始高清文件（含拍摄信息）、首次发布的时间证明、登记证书、委托拍摄合同，以及侵权页面的截图和网址。', 'Original high-resolution files with capture data, proof of first publication, certificates, photography commission contracts, and screenshots and URLs of the infringing pages.') },
        { title: t('对方提交反通知时', 'If the seller counter-notifies'), text: t('按美国 DMCA 规则，收到反通知后如未在 10–14 个工作日内起诉，平台可能恢复链接。我们会提前评估是否需要起诉。', 'Under the US DMCA, a host may restore the content if you do not sue within 10-14 business days of a counter-notice. We assess in advance whether to take that step.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How registration works'),
      items: [
        { title: t('梳理作品', 'Review your works'), text: t('确认哪些图片、包装、文案和软件值得登记，核实作者和权属链条。', 'We decide which images, packaging, copy and software are worth registering and check authorship and the chain of title.') },
        { title: t('准备材料', 'Prepare the file'), text: t('整理作品样本、创作说明和权属证明；委托他人创作的，补签著作权归属协议。', 'We assemble copies of the works, creation statements and proof of title; for commissioned works we arrange an assignment.') },
        { title: t('递交登记', 'File'), text: t('按作品类型向中国版权保护中心、省级登记机构或美国版权局递交，跟进补正要求。', 'We file with the CPCC, a provincial body or the US Copyright Office as the work requires, and answer any requests for correction.') },
        { title: t('取得证书并使用', 'Certificate and use'), text: t('领取登记证书，建立你的作品权属档案，在发现盗用时直接用于投诉和维权。', 'You receive the certificate, we build a record of your works, and you use it directly in complaints when copies appear.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('版权登记常见问题', 'Copyright registration FAQ'),
      items: [
        {
          question: t('请摄影师拍的图片，版权归谁？', 'Who owns photos taken by a hired photographer?'),
          answer: t(
            '委托创作的作品，如果合同没有约定，中国法律下版权通常归受托的摄影师，在美国也一般归摄影师。请在委托时书面约定版权归你，或事后签署转让协议，否则投诉时可能被质疑权属。',
            'Without an agreement, copyright in commissioned work generally stays with the photographer, both under Chinese law and in the US. Agree in writing that you own it when you commission the work, or have it assigned afterwards; otherwise your ownership can be challenged when you complain.',
          ),
        },
        {
          question: t('版权保护期有多长？', 'How long does copyright last?'),
          answer: t(
            '在中国，自然人的作品保护期为作者终生加死后 50 年，2021 年修订后的著作权法施行后，摄影作品也适用这一规则；法人或非法人组织的作品和视听作品一般为首次发表后 50 年。美国对个人作者为终生加 70 年，雇佣作品为发表后 95 年或创作后 120 年中先届满者。',
            'In China, works by individuals are protected for the author\'s life plus 50 years, and since the amended Copyright Law took effect in 2021 this also applies to photographs; works of organisations and audiovisual works generally last 50 years from first publication. In the US it is life plus 70 years for individual authors, and for works made for hire 95 years from publication or 120 years from creation, whichever ends first.',
          ),
        },
        {
          question: t('别人用了相似风格的图片，算侵权吗？', 'Is a photo in a similar style an infringement?'),
          answer: t(
            '版权保护的是具体表达，不保护风格、创意或产品本身。对方直接使用或轻度修改你的图片通常构成侵权；自己重新拍摄同款产品，一般不构成版权侵权，此时需要考虑外观设计专利或商标。',
            'Copyright protects the specific expression, not a style, an idea or the product itself. Using your image directly or with light edits is usually infringement; shooting their own photos of the same product usually is not, and then a design patent or trademark is the tool to consider.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('把你的产品图片和包装登记起来', 'Register your product images and packaging'),
      text: t('告诉我们作品类型、数量和主要销售市场，我们推荐登记方式并报价。', 'Tell us the types and number of works and your main markets, and we will recommend where to register and quote.'),
      primaryAction: { label: t('咨询版权登记', 'Ask about registration'), url: CONTACT },
      secondaryAction: { label: t('同时查询商标', 'Check my trademark too'), url: SEARCH },
    },
  ],
}

const LITIGATION: PageSeed = {
  slug: 'litigation',
  title: t('侵权应诉与维权：TRO 冻结、平台投诉、反通知 - 子午知识产权', 'IP disputes for sellers: TRO asset freezes, marketplace complaints and counter-notices - Meridian IP'),
  navLabel: t('侵权应诉与维权', 'Disputes and enforcement'),
  meta: {
    keywords: t(
      'TRO应诉,Schedule A,店铺冻结,资金冻结,亚马逊侵权投诉,侵权申诉,DMCA反通知,侵权比对,APEX,知识产权维权',
      'TRO defence, Schedule A, frozen store, asset freeze, Amazon IP complaint, infringement appeal, DMCA counter-notice, infringement analysis, APEX, IP enforcement',
    ),
    description: t(
      '店铺被美国法院 TRO 冻结、链接因知识产权投诉被下架，或想对仿冒者维权？子午与美国合作诉讼律师一起评估侵权、谈判和解、提出抗辩，并处理平台投诉、申诉和反通知。',
      'Store frozen under a US TRO, listings removed after an IP complaint, or copycats to stop? With partner US litigators we assess the claim, negotiate settlements, mount defences and handle marketplace complaints, appeals and counter-notices.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('侵权应诉与维权', 'Disputes and enforcement'),
      heading: t('店铺被冻结、链接被投诉？先冷静，再行动', 'Store frozen or listings taken down? Stay calm, then act'),
      text: t(
        '跨境卖家遇到的知识产权纠纷大多有固定的套路和时间表。越早弄清对方主张的权利、被控商品和涉及金额，选择就越多。子午的争议解决团队与美国合作诉讼律师一起，帮你在期限内做出正确的决定。',
        'Most IP disputes sellers face follow a familiar pattern and timetable. The sooner you know which right is asserted, which products are accused and how much money is at stake, the more options you have. Our disputes team works with partner US litigators to help you make the right call in time.',
      ),
      primaryAction: { label: t('紧急咨询：400-000-0808', 'Urgent: call 400-000-0808'), url: 'tel:4000000808' },
      secondaryAction: { label: t('留言咨询', 'Send us the details'), url: CONTACT },
      highlights: [
        { value: t('1,500+', '1,500+'), label: t('件应诉与维权案件', 'defence and enforcement matters') },
        { value: t('当天', 'Same day'), label: t('紧急案件初步评估', 'first assessment of urgent cases') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们处理的纠纷', 'Disputes we handle'),
      items: [
        { title: t('TRO 冻结应诉', 'TRO asset-freeze defence'), tag: t('紧急', 'Urgent'), text: t('美国联邦法院临时禁令导致的店铺和资金冻结：核查诉状、评估侵权、谈判和解或抗辩，申请缩小冻结范围。', 'Store and fund freezes under US federal court orders: we review the complaint, assess infringement, negotiate or defend, and ask the court to narrow the freeze.') },
        { title: t('平台侵权投诉与申诉', 'Marketplace complaints and appeals'), text: t('链接因商标、专利、版权投诉被下架或账户收到警告：核实权利、联系投诉方撤诉或向平台申诉。', 'Listings removed or account warnings after trademark, patent or copyright complaints: we verify the right and seek a retraction or appeal to the marketplace.') },
        { title: t('反通知', 'Counter-notices'), text: t('确属错误投诉的版权下架，可以提交 DMCA 反通知恢复链接；我们先评估提交反通知的法律后果。', 'Where a copyright takedown is wrong, a DMCA counter-notice can restore the listing; we first assess the legal consequences of sending one.') },
        { title: t('侵权比对分析', 'Infringement analysis'), text: t('上架前或收到警告函后，由专利代理师和律师出具比对意见，判断侵权风险并提出规避设计建议。', 'Before launch or after a demand letter, patent attorneys and lawyers compare the product with the asserted right, assess the risk and suggest design-arounds.') },
        { title: t('主动维权', 'Enforcement'), text: t('用你的商标、专利和版权投诉跟卖和仿冒链接，必要时发送警告函或在中国办理海关知识产权备案、行政投诉和诉讼。', 'We use your trademarks, patents and copyright against hijackers and copies, send demand letters, and in China record your rights with customs and pursue administrative complaints or lawsuits.') },
        { title: t('亚马逊 APEX 专利评估', 'Amazon APEX evaluations'), text: t('针对美国发明专利投诉，亚马逊提供中立评估程序（APEX）。我们协助判断是否参加并准备不侵权意见。', 'For US utility patent complaints, Amazon offers a neutral evaluation (APEX). We help you decide whether to take part and prepare the non-infringement arguments.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('什么是 Schedule A 案件和 TRO', 'What Schedule A cases and TROs are'),
      content: richText(
        `权利人（商标、外观专利或版权的所有人）在美国联邦法院起诉，把成百上千家网店列在诉状附件"Schedule A"中作为被告，这类案件集中在伊利诺伊州北区联邦法院（芝加哥），其他地区也时有出现。

- **临时禁令（TRO）**：法院通常在被告不知情的情况下批准，平台据此冻结店铺资金，有时还会下架链接。TRO 本身期限较短（一般不超过 14 天，可延长），随后原告通常申请初步禁令，使冻结持续到案件结束
- **送达**：法院一般允许通过电子邮件送达，邮件可能发到你的店铺注册邮箱，容易被忽略
- **答辩期限**：送达后通常 21 天内需要答辩或提出动议，逾期可能被缺席判决，冻结资金可能被判归原告
- **赔偿风险**：商标假冒的法定赔偿最高可达每个商标每类商品 200 万美元；版权法定赔偿为每件作品 750–30,000 美元，故意侵权最高 15 万美元；外观设计专利可主张侵权获利

多数案件以和解结束，和解金额取决于侵权证据、销售额和原告的权利是否稳固。近年部分法官对这类批量起诉和冻结范围审查趋严，权利本身有瑕疵的案件，抗辩或申请缩小冻结范围往往更划算。`,
        `A rights owner (of a trademark, design patent or copyright) sues in a US federal court and lists hundreds of online stores as defendants in an attachment called "Schedule A". Most of these cases are filed in the Northern District of Illinois in Chicago, though other districts see them too.

- **Temporary restraining order (TRO)**: usually granted without notice to the defendants; marketplaces then freeze store funds and sometimes remove listings. A TRO is short-lived (generally up to 14 days, extendable), and the plaintiff then usually seeks a preliminary injunction that keeps the freeze in place until the case ends
- **Service**: courts usually allow service by email, often to the address your store is registered with, where it is easy to miss
- **Deadline**: a response is usually due within 21 days of service; miss it and a default judgment may follow, with the frozen funds awarded to the plaintiff
- **Exposure**: statutory damages for trademark counterfeiting can reach USD 2 million per mark per type of goods; copyright statutory damages are USD 750-30,000 per work, up to USD 150,000 if wilful; a design patent owner can claim the infringer's profits

Most cases settle, and the amount depends on the evidence, your sales and how solid the plaintiff's rights are. In recent years some judges have looked harder at mass joinder and the scope of freezes; when the right itself is weak, a defence or a motion to narrow the freeze is often the better value.`,
      ),
    },
    {
      blockType: 'steps',
      heading: t('收到 TRO 之后怎么做', 'What to do after a TRO'),
      items: [
        { title: t('确认案情', 'Identify the case'), text: t('从平台通知或邮件中找到案号、原告和律所，我们调取诉状、附件和禁令，确认你在被告名单中的编号。', 'From the marketplace notice or email we find the case number, plaintiff and law firm, pull the complaint, exhibits and order, and confirm your defendant number.') },
        { title: t('保全证据', 'Preserve evidence'), text: t('导出被控商品的销售记录、采购发票和上架时间，不要删除链接或修改页面，以免被认定为销毁证据。', 'Export sales records, purchase invoices and listing dates for the accused products. Do not delete or edit listings, which could be treated as destroying evidence.') },
        { title: t('评估侵权与金额', 'Assess the claim and amount'), text: t('比对被控商品与原告的权利，计算被控商品的销售额与被冻结金额，判断和解、抗辩或申请缩小冻结范围哪个更合算。', 'We compare the accused product with the asserted right and work out its sales and the frozen amount, to judge whether settling, defending or narrowing the freeze makes most sense.') },
        { title: t('谈判或抗辩', 'Negotiate or defend'), text: t('由美国合作律师与原告律师谈判和解，或向法院提交答辩和动议。和解后签署协议、撤诉并解冻资金。', 'Partner US counsel negotiate with the plaintiff\'s lawyers or file a defence and motions. A settlement ends with an agreement, dismissal and release of funds.') },
        { title: t('事后复盘', 'Prevent a repeat'), text: t('清理同类风险商品，建立上架前的知识产权审查流程，降低再次被诉的概率。', 'We clear out similar risky products and set up a pre-listing IP check so it is less likely to happen again.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('链接被投诉下架时', 'When a listing is taken down after a complaint'),
      content: richText(
        `1. **看清投诉类型和权利号**：平台通知会写明是商标、专利还是版权投诉，以及权利编号和投诉方联系方式
2. **核实权利**：查询商标或专利是否有效、覆盖哪些国家和商品，投诉是否针对你实际销售的商品
3. **选择应对方式**：确属侵权的，停止销售并清理库存；误投诉的，可以请求投诉方撤回，或向平台提交申诉，附上采购发票、品牌授权或不侵权说明
4. **版权投诉的反通知**：按 DMCA 规则提交反通知，意味着同意接受美国联邦法院管辖，投诉方可能随即起诉。只有在有把握不侵权时才建议提交

重复收到投诉会影响账户健康，严重时导致账户被停用。收到第一次投诉时就认真处理，成本最低。`,
        `1. **Read the complaint type and right number**: the notice states whether it is a trademark, patent or copyright complaint, the registration number and how to contact the complainant
2. **Verify the right**: check that the trademark or patent is valid, which countries and goods it covers, and whether the complaint concerns what you actually sell
3. **Choose a response**: if it does infringe, stop selling and clear the stock; if the complaint is wrong, ask the complainant to retract or appeal to the marketplace with invoices, brand authorisation or a non-infringement explanation
4. **Copyright counter-notices**: under the DMCA a counter-notice means consenting to the jurisdiction of a US federal court, and the complainant may then sue. We only recommend one when non-infringement is clear

Repeated complaints damage account health and can lead to suspension. Handling the first complaint properly is always the cheapest option.`,
      ),
    },
    {
      blockType: 'faq',
      heading: t('纠纷常见问题', 'Disputes FAQ'),
      items: [
        {
          question: t('不理会 TRO 会怎样？', 'What happens if I ignore a TRO?'),
          answer: t(
            '法院通常会对未应诉的被告作出缺席判决，判处法定赔偿并允许原告从冻结资金中执行。即使店铺资金不多，也建议至少评估一次，有时和解金额远低于被冻结金额。',
            'The court will usually enter a default judgment against defendants who do not appear, award statutory damages and let the plaintiff collect from the frozen funds. Even if little money is frozen, get it assessed: a settlement can cost far less than the frozen amount.',
          ),
        },
        {
          question: t('只卖了几件被控商品，也要被冻结全部资金吗？', 'I sold only a few accused items. Must all my funds stay frozen?'),
          answer: t(
            '不一定。可以向法院说明被控商品的实际销售额，申请把冻结限制在与侵权相关的金额内，部分法官会予以支持。我们会根据销售数据评估是否值得提出。',
            'Not necessarily. You can show the court the actual sales of the accused products and ask it to limit the freeze to the related amount, which some judges accept. We assess from your sales data whether it is worth asking.',
          ),
        },
        {
          question: t('应诉需要我本人去美国吗？', 'Do I need to travel to the US?'),
          answer: t(
            '一般不需要。这类案件由美国律师代表出庭，和解谈判和文件签署都可以远程完成。',
            'Usually not. US counsel appear for you, and settlement talks and signatures can all be handled remotely.',
          ),
        },
        {
          question: t('应诉费用怎么计算？', 'How are defence fees charged?'),
          answer: t(
            '和解类案件通常按固定费用报价，抗辩和诉讼阶段按工作量或分阶段报价。首次评估免费，我们会在你决定前说明预计的律师费与和解成本。',
            'Settlement work is usually quoted as a fixed fee; defences and litigation are quoted by stage or by time. The first assessment is free, and we set out expected legal fees and settlement costs before you decide.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('时间就是选择权', 'Time gives you options'),
      text: t('TRO 和平台投诉都有期限。把案号或通知截图发给我们，争议解决团队当天给出初步判断。', 'TROs and complaints both run against the clock. Send us the case number or a screenshot of the notice, and the disputes team will give you a first view the same day.'),
      primaryAction: { label: t('提交案情', 'Send us your case'), url: CONTACT },
      secondaryAction: { label: t('查询商标是否有冲突', 'Check a mark for conflicts'), url: SEARCH },
    },
  ],
}

const FAQ: PageSeed = {
  slug: 'faq',
  title: t('常见问题：商标、专利、版权 - 子午知识产权', 'FAQ: trademarks, patents and copyright - Meridian IP'),
  navLabel: t('常见问题', 'FAQ'),
  meta: {
    keywords: t(
      '商标常见问题,亚马逊品牌备案商标,商标类别,申请在先,美国商标使用证据,商标异议,欧盟商标周期,英国商标周期,日本商标周期,外观专利,版权登记',
      'trademark FAQ, Amazon Brand Registry trademark, trademark classes, first to file, US use in commerce, trademark opposition, EU trade mark timeline, UK trademark timeline, Japanese trademark timeline, design patent, copyright registration',
    ),
    description: t(
      '跨境卖家关于商标、专利和版权的常见问题：亚马逊品牌备案需要什么商标、类别怎么选、中国申请在先原则、美国使用证据、各国审查周期、异议程序、外观专利和版权登记。',
      'Answers to the questions cross-border sellers ask about trademarks, patents and copyright: what Amazon Brand Registry needs, choosing classes, first-to-file in China, US use in commerce, timelines by office, oppositions, design patents and copyright registration.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('常见问题', 'FAQ'),
      heading: t('跨境卖家知识产权常见问题', 'IP questions cross-border sellers ask'),
      text: t(
        '我们把每天被问到最多的问题整理在这里。各国规则会调整，文中的周期和费用均为常见情况，具体以递交时的官方规定为准；你的情况不在其中，欢迎直接咨询。',
        'These are the questions we hear most every day. Rules change, so timelines and fees here describe the typical case and the official rules on the filing day apply. If your situation is not covered, just ask.',
      ),
      primaryAction: { label: t('免费查询商标', 'Search a trademark free'), url: SEARCH },
      secondaryAction: { label: t('咨询顾问', 'Ask an adviser'), url: CONTACT },
    },
    {
      blockType: 'faq',
      heading: t('亚马逊与平台', 'Amazon and marketplaces'),
      items: [
        {
          question: t('亚马逊品牌备案需要什么样的商标？', 'What trademark does Amazon Brand Registry need?'),
          answer: t(
            '需要在亚马逊认可的商标局已注册的商标，或已递交、仍在审查中的商标申请（目前多数站点接受待审申请）。商标须为文字商标或含文字的图形商标，文字与产品和包装上的品牌名完全一致。通过亚马逊 IP Accelerator 计划中的律所申请的商标，可以在注册前更早获得部分品牌保护工具。具体规则以亚马逊当时的政策为准。',
            'A trademark registered with an office Amazon accepts, or an application pending there; most stores currently accept pending applications. It must be a word mark or a logo containing text, matching the brand name on your products and packaging exactly. Marks filed through a firm in Amazon\'s IP Accelerator programme can get some brand protection tools earlier, before registration. Amazon\'s policy at the time of enrolment applies.',
          ),
        },
        {
          question: t('一个商标可以给多个店铺做品牌备案吗？', 'Can one trademark cover several stores?'),
          answer: t(
            '商标权利人只能有一个，但权利人可以在品牌备案后台为其他账户授权相应角色。请确保商标登记的申请人就是你希望掌控品牌的主体，后期变更权利人需要办理转让手续。',
            'A trademark has one owner, but after enrolment the owner can grant roles to other accounts. Make sure the applicant on the filing is the entity that should control the brand: changing the owner later requires an assignment.',
          ),
        },
        {
          question: t('商标在美国注册，能在亚马逊欧洲站备案吗？', 'Can a US trademark be used for Brand Registry in Europe?'),
          answer: t(
            '一般需要在对应地区有商标：欧洲各站点通常接受欧盟商标或相应国家的商标，英国站接受英国商标或在脱欧过渡时自动转换的英国商标。计划开拓哪个站点，就提前在哪个地区申请。',
            'Generally you need a mark in that region: the European stores usually accept an EU trade mark or a national mark of the country concerned, and the UK store a UK mark, including one created automatically from an EU mark at the end of the Brexit transition. File in each region before you expand there.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('商标申请', 'Trademark filings'),
      items: [
        {
          question: t('商标应该注册哪些类别？', 'Which classes should I file in?'),
          answer: t(
            '商标按尼斯分类共 45 类，第 1–34 类是商品，第 35–45 类是服务。先覆盖你实际销售的商品所在类别，再考虑未来 2–3 年的扩展计划。第 35 类（广告、零售等服务）对只销售自有商品的卖家通常不是首选。可以用本站的类别查询工具，输入商品名称找到对应类别。',
            'The Nice classification has 45 classes: 1-34 for goods and 35-45 for services. Cover the classes of what you actually sell first, then what you plan for the next two or three years. Class 35 (advertising, retail and similar services) is rarely the first priority for sellers of their own goods. Our class search tool finds the class for a product name.',
          ),
        },
        {
          question: t('什么是"申请在先"？为什么要尽快在中国注册？', 'What does first-to-file mean, and why register in China early?'),
          answer: t(
            '中国、欧盟、英国、日本等大多数国家实行申请在先原则：两人申请相同或近似的商标时，通常先申请的人获得注册，即使后申请的人更早使用。品牌一旦在海外卖火，国内被他人抢注的风险随之上升，抢注方可能借此阻止你在国内生产或出口贴牌商品。',
            'China, the EU, the UK, Japan and most other countries are first-to-file: when two people apply for the same or a similar mark, the first to file usually wins, even if the other used it earlier. Once a brand sells well abroad, the risk of someone registering it in China rises, and a squatter can use the mark to disrupt manufacturing or exports of your branded goods.',
          ),
        },
        {
          question: t('美国商标为什么要提供使用证据？', 'Why does the US ask for evidence of use?'),
          answer: t(
            '美国商标权以在商业中使用为基础。按"已使用"申请时需要提交商标在商品或包装上使用的真实照片或可购买的商品页面；按"意图使用"申请可以先递交，但在注册前必须提交使用声明，否则申请会被放弃。使用声明可以分次申请延期，最长约 3 年。',
            'US trademark rights rest on use in commerce. A use-based filing needs real photos of the mark on the goods or packaging, or a product page where the goods can be bought; an intent-to-use filing can go in first, but a statement of use must be filed before registration or the application is abandoned. Extensions for the statement of use can be requested in stages, up to about three years in total.',
          ),
        },
        {
          question: t('各国商标从申请到注册大概多久？', 'How long does registration take in each office?'),
          answer: t(
            '在没有审查意见和异议的情况下，通常：英国约 4 个月，欧盟约 4–6 个月，日本约 8–12 个月，美国约 12–18 个月（意图使用申请还要加上提交使用声明的时间），中国约 7–12 个月。遇到审查意见或异议，周期会相应延长。',
            'Without objections or oppositions, typically: about four months in the UK, four to six in the EU, 8-12 in Japan, 12-18 in the US (plus the time to file a statement of use for intent-to-use filings) and 7-12 in China. Office actions and oppositions add time.',
          ),
        },
        {
          question: t('什么是商标异议？我的申请被异议了怎么办？', 'What is an opposition, and what if mine is opposed?'),
          answer: t(
            '审查通过的商标会先公告，在先权利人可以在异议期内提出异议：美国 30 天（可申请延长），英国 2 个月（可延长至 3 个月），欧盟 3 个月，中国 3 个月；日本则在注册后 2 个月内提出。被异议后可以答辩、与对方协商共存或缩小商品范围。欧盟异议还设有"冷静期"，便于双方和解。',
            'Accepted marks are published so that owners of earlier rights can oppose: within 30 days in the US (extendable), two months in the UK (extendable to three), three months in the EU and three in China; in Japan, within two months after registration. If opposed, you can defend, negotiate coexistence or narrow the goods. EU oppositions start with a cooling-off period to allow settlement.',
          ),
        },
        {
          question: t('自己用了很久但没注册的商标，有保护吗？', 'Is an unregistered mark I have used for years protected?'),
          answer: t(
            '在美国，实际使用可以产生有限的普通法权利，但范围仅限使用地区，维权难度大；在中国、欧盟等申请在先的地区，未注册商标的保护非常有限。平台品牌备案和投诉也都需要注册或申请中的商标。',
            'In the US, actual use creates limited common-law rights in the area of use, which are hard to enforce; in first-to-file regions such as China and the EU, unregistered marks get very little protection. Marketplace enrolment and complaints also require a registered or pending mark.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('专利与版权', 'Patents and copyright'),
      items: [
        {
          question: t('外观设计专利要在上架前申请吗？', 'Must I file a design patent before launch?'),
          answer: t(
            '强烈建议。在中国，自己上架销售后一般已丧失新颖性；美国和欧盟对设计人自己的公开有 12 个月宽限期，但依赖宽限期风险较大。最稳妥的做法是打样完成后立即申请。',
            'Strongly advised. In China your own sales normally destroy novelty; the US and EU give the designer a 12-month grace period for their own disclosure, but relying on it is risky. The safe course is to file as soon as the sample is made.',
          ),
        },
        {
          question: t('外观设计专利多久能拿到？', 'How long does a design patent take?'),
          answer: t(
            '通常：中国数月内授权；欧盟外观设计只做形式审查，一般数周内注册；美国外观设计专利需要实质审查，一般 1–2 年，可付费加速。',
            'Typically: China grants within months; EU designs are checked for formalities only and usually register within weeks; US design patents are examined on substance and usually take one to two years, with paid acceleration available.',
          ),
        },
        {
          question: t('图片被盗用，没有版权登记能投诉吗？', 'Can I complain about copied images without a registration?'),
          answer: t(
            '可以。平台投诉不要求版权登记，但需要证明你是权利人，原始文件和登记证书都是有力证据。如果要在美国法院起诉美国作品的侵权，则必须先在美国版权局登记。',
            'Yes. Marketplaces do not require a registration, but you must show you own the work, and original files and certificates are strong evidence. To sue in a US court over a US work, you must register it with the US Copyright Office first.',
          ),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('费用与服务', 'Fees and service'),
      items: [
        {
          question: t('商标检索收费吗？', 'Do you charge for a trademark search?'),
          answer: t(
            '本站的商标查询工具可以免费使用；委托前的人工检索和可注册性分析也不收费。确认委托后，我们才按报价收取代理费和官费。',
            'Our trademark search tool is free, and so is the manual search and registrability opinion before you instruct us. Fees and official fees are charged only once you confirm the order.',
          ),
        },
        {
          question: t('商标被驳回，代理费退吗？', 'Do you refund fees if the mark is refused?'),
          answer: t(
            '官费交给商标局后不退。我们在递交前做检索和风险提示，就是为了减少驳回；驳回后的答复、复审方案和费用会提前说明，由你决定是否继续。',
            'Official fees paid to the office are not refundable. Our pre-filing search and risk warning exist to make refusals less likely; if one comes, we explain the response or appeal options and their cost, and you decide whether to continue.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('还有其他问题？', 'Still have a question?'),
      text: t('留言给我们，顾问会在 48 小时内回复。', 'Send us a message and an adviser will reply within 48 hours.'),
      primaryAction: { label: t('联系顾问', 'Contact an adviser'), url: CONTACT },
      secondaryAction: { label: t('查询商品类别', 'Find your class'), url: CLASS_SEARCH },
    },
  ],
}

/** Closing call to action of the practice-area pages: talk to the team, or search first. */
function practiceCta(heading: L, text: L): BlockSeed {
  return {
    blockType: 'cta',
    heading,
    text,
    primaryAction: { label: t('联系团队', 'Contact the team'), url: CONTACT },
    secondaryAction: { label: t('免费查询商标', 'Search a trademark free'), url: SEARCH },
  }
}

const PRACTICE_TRADEMARK: PageSeed = {
  slug: 'practiceAreas/trademark',
  title: t('商标业务团队 - 子午知识产权', 'Trademark practice - Meridian IP'),
  navLabel: t('商标', 'Trademark'),
  meta: {
    keywords: t('商标代理人,商标团队,商标布局,商标审查意见答复,商标异议,商标监测,商标续展', 'trademark attorneys, trademark team, trademark portfolio, office action response, trademark opposition, trademark watch, renewals'),
    description: t(
      '子午商标团队由 18 名商标代理人组成，负责全球商标布局、检索、申请、审查意见答复、异议和续展。了解团队成员、合作方式和收费方式。',
      'Meridian\'s trademark practice of 18 trademark attorneys handles worldwide portfolios, clearance, filing, office actions, oppositions and renewals. Meet the team and see how we work and charge.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('业务领域 · 商标', 'Practice areas · Trademark'),
      heading: t('商标业务团队', 'Our trademark practice'),
      text: t(
        '从一个品牌名到覆盖十几个国家的商标组合，商标团队负责品牌权利的建立和维护。每位客户都有固定的商标代理人，从检索到续展由同一个人负责。',
        'From a single brand name to a portfolio across a dozen countries, the trademark practice builds and maintains your brand rights. Every client has a named trademark attorney who stays with the file from search to renewal.',
      ),
      primaryAction: { label: t('联系商标团队', 'Contact the trademark team'), url: CONTACT },
      secondaryAction: { label: t('先查一下商标', 'Search a trademark first'), url: SEARCH },
      highlights: [
        { value: t('18 名', '18'), label: t('商标代理人', 'trademark attorneys') },
        { value: t('30,000+', '30,000+'), label: t('件海外商标申请', 'overseas applications filed') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('团队做什么', 'What the practice does'),
      items: [
        { title: t('商标组合规划', 'Portfolio planning'), text: t('根据销售市场、产品线和预算，规划申请国家、类别和先后顺序，避免重复申请和保护空白。', 'We plan countries, classes and sequence around your markets, product lines and budget, avoiding both overlaps and gaps.') },
        { title: t('检索与可注册性意见', 'Clearance opinions'), text: t('出具书面检索报告，说明相同、近似商标的风险和规避建议。', 'Written search reports explaining the risk from identical and similar marks and how to avoid it.') },
        { title: t('申请与审查答复', 'Filing and prosecution'), text: t('撰写商品描述、准备使用证据、答复审查意见和驳回，必要时提起复审或上诉。', 'Drafting goods descriptions, preparing specimens, answering office actions and refusals, and appealing where needed.') },
        { title: t('异议与撤销', 'Oppositions and cancellations'), text: t('对近似商标提出异议或撤销申请，也为被异议的客户答辩或谈判共存协议。', 'Opposing or seeking cancellation of conflicting marks, and defending clients whose marks are opposed or negotiating coexistence.') },
        { title: t('监测与续展', 'Watch and renewal'), text: t('监测近似商标的新申请，管理续展和使用宣誓期限，处理转让和变更。', 'Watching for similar new filings, managing renewals and declarations of use, and recording assignments and changes.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('我们怎样开展合作', 'How an engagement works'),
      items: [
        { title: t('免费沟通', 'Free first call'), text: t('了解品牌、产品、市场和时间要求，必要时先做一次免费检索。', 'We learn about your brand, products, markets and timing, with a free search where useful.') },
        { title: t('方案与报价', 'Plan and quote'), text: t('书面给出申请国家、类别、预计周期和逐项费用，你确认后签署委托。', 'A written plan with countries, classes, expected timing and itemised fees; you sign the engagement once you agree.') },
        { title: t('指定代理人', 'Your named attorney'), text: t('指定一名商标代理人全程负责，涉及日本、欧盟等地区时由对应专长的同事协同。', 'One trademark attorney takes charge; colleagues specialised in Japan or the EU join where needed.') },
        { title: t('进度透明', 'Clear reporting'), text: t('每个官方节点都在工作台更新并通知你，期限提前提醒，重要决定由你确认。', 'Every official step is updated in your workspace and notified to you, deadlines are flagged early, and key decisions are yours.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('收费方式', 'How we charge'),
      content: richText(
        `- **申请按件固定收费**：按国家和类别报价，包含检索、撰写、递交和到下证前的进度管理
- **官费按实际收取**：官费单独列明，不加价，以递交日的官方收费为准
- **后续程序事先报价**：审查意见答复、异议、使用声明等，在开始工作前报价并经你确认
- **期限提醒免费**：已委托商标的续展和宣誓期限提醒不收费`,
        `- **Fixed fees for filings**: quoted per country and class, covering the search, drafting, filing and case management up to registration
- **Official fees at cost**: listed separately without mark-up, at the rate in force on the filing day
- **Later steps quoted first**: office action responses, oppositions and statements of use are quoted and approved by you before work starts
- **Free deadline reminders**: renewal and declaration reminders for marks we handle cost nothing`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('团队成员', 'The team'),
      items: [
        { title: t('林婉清', 'Lin Wanqing'), tag: t('创始合伙人 · 商标代理人', 'Founding partner · Trademark attorney'), text: t('团队负责人，从业 16 年，擅长美国和欧盟审查意见答复及异议策略。', 'Leads the practice; sixteen years in practice, known for US and EU office action and opposition strategy.') },
        { title: t('许嘉怡', 'Xu Jiayi'), tag: t('资深商标代理人', 'Senior trademark attorney'), text: t('负责美国商标申请与使用证据审核，处理过上千件美国审查意见。', 'Handles US filings and specimen review, and has answered more than a thousand US office actions.') },
        { title: t('梁子豪', 'Liang Zihao'), tag: t('商标代理人 · 欧洲', 'Trademark attorney · Europe'), text: t('英国知识产权法硕士，负责欧盟、英国商标申请及异议，与当地代理人对接。', 'Holds a UK master\'s degree in IP law; handles EU and UK filings and oppositions with our local agents.') },
        { title: t('周铭远', 'Zhou Mingyuan'), tag: t('商标代理人 · 日本与亚洲', 'Trademark attorney · Japan and Asia'), text: t('日语流利，曾在东京的专利事务所工作，负责日本、韩国及东南亚商标。', 'Fluent in Japanese and formerly with a Tokyo patent firm; handles Japan, Korea and Southeast Asia.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('关于与商标团队合作', 'Working with the trademark team'),
      items: [
        {
          question: t('美国商标由谁签署递交？', 'Who signs and files my US application?'),
          answer: t(
            '由我们长期合作的美国执业律师签署递交，这是美国商标局对境外申请人的要求。方案、文件准备和与你的沟通由子午的商标代理人负责。',
            'A US-licensed partner attorney signs and files it, as the USPTO requires for foreign applicants. Our trademark attorney handles the strategy, the documents and all communication with you.',
          ),
        },
        {
          question: t('已经在别的代理机构申请的商标，可以转过来吗？', 'Can you take over marks filed by another agent?'),
          answer: t(
            '可以。我们核对案件状态和期限后办理代理变更，之后的审查答复、续展和监测由我们接手。',
            'Yes. We check the status and deadlines, record the change of representative and then handle responses, renewals and watching.',
          ),
        },
        {
          question: t('可以为多个品牌统一管理商标吗？', 'Can you manage marks for several brands?'),
          answer: t(
            '可以。多品牌客户会得到一份商标组合清单，列明每件商标的国家、类别、状态和下一个期限，定期更新。',
            'Yes. Multi-brand clients get a portfolio schedule showing each mark\'s country, classes, status and next deadline, updated regularly.',
          ),
        },
      ],
    },
    practiceCta(
      t('让商标团队为你的品牌做一次体检', 'Have the trademark team review your brand'),
      t('发来品牌名称和销售市场，我们免费检查现有保护的空白和风险。', 'Send your brand names and markets and we will check your current protection for gaps and risks, free of charge.'),
    ),
  ],
}

const PRACTICE_PATENT: PageSeed = {
  slug: 'practiceAreas/patent',
  title: t('专利业务团队 - 子午知识产权', 'Patent practice - Meridian IP'),
  navLabel: t('专利', 'Patent'),
  meta: {
    keywords: t('专利代理师,专利团队,外观设计专利代理,专利撰写,专利检索,侵权风险排查', 'patent attorneys, patent team, design patent filing, patent drafting, patent search, freedom to operate'),
    description: t(
      '子午专利团队由 9 名持证专利代理师组成，负责外观设计、实用新型和发明专利的检索、撰写、申请与答复，以及上架前侵权风险排查。',
      'Meridian\'s patent practice of nine licensed patent attorneys searches, drafts, files and prosecutes design, utility model and invention patents, and checks products for infringement risk before launch.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('业务领域 · 专利', 'Practice areas · Patent'),
      heading: t('专利业务团队', 'Our patent practice'),
      text: t(
        '专利团队的专利代理师都有理工科背景，熟悉消费电子、家居、户外、宠物和母婴等跨境热门品类。我们既帮你拿到专利，也帮你避开别人的专利。',
        'Our patent attorneys all have engineering or science backgrounds and know the categories that sell cross-border: consumer electronics, home, outdoor, pet and baby products. We help you obtain patents and stay clear of other people\'s.',
      ),
      primaryAction: { label: t('联系专利团队', 'Contact the patent team'), url: CONTACT },
      secondaryAction: { label: t('了解专利申请', 'About patent filings'), url: '/mdt/patent' },
      highlights: [
        { value: t('9 名', '9'), label: t('持证专利代理师', 'licensed patent attorneys') },
        { value: t('保密', 'Confidential'), label: t('未公开设计可先签保密协议', 'NDA available for unpublished designs') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('团队做什么', 'What the practice does'),
      items: [
        { title: t('专利布局', 'Patent strategy'), text: t('结合产品上市计划，决定哪些产品申请外观、哪些申请实用新型或发明，以及在哪些国家申请。', 'Deciding, around your launch plan, which products get design or utility protection and in which countries.') },
        { title: t('检索与侵权风险排查', 'Searches and infringement checks'), text: t('新品开发和上架前检索在先专利，出具侵权风险意见和规避设计建议。', 'Searching earlier patents during development and before launch, with an infringement risk opinion and design-around advice.') },
        { title: t('撰写与制图', 'Drafting and drawings'), text: t('撰写权利要求和说明书，按中国、美国、欧盟的要求绘制外观设计视图。', 'Drafting claims and descriptions, and preparing design views to Chinese, US and EU requirements.') },
        { title: t('审查答复与无效', 'Prosecution and invalidation'), text: t('答复审查意见；对阻碍你销售的他人专利，评估并提起无效宣告。', 'Answering office actions, and assessing and filing invalidation actions against patents that block your sales.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('我们怎样开展合作', 'How an engagement works'),
      items: [
        { title: t('保密沟通', 'Confidential briefing'), text: t('签署保密协议后，你提供设计图或样品，我们了解上市时间和目标市场。', 'After an NDA, you share drawings or samples and tell us the launch date and markets.') },
        { title: t('检索与建议', 'Search and advice'), text: t('专利代理师检索并给出可专利性与侵权风险的书面意见，以及推荐的申请方案。', 'A patent attorney searches and gives written advice on patentability, infringement risk and the recommended filings.') },
        { title: t('报价与委托', 'Quote and engagement'), text: t('按专利类型、国家和视图数量报价，确认后签署委托并约定递交日期。', 'A quote by patent type, country and number of views; once agreed, we sign the engagement and fix the filing date.') },
        { title: t('撰写确认', 'Draft review'), text: t('递交前把图纸和文件发给你确认，确保保护范围符合产品实际。', 'Before filing, you review the drawings and texts so the scope matches the real product.') },
        { title: t('跟进到授权', 'Through to grant'), text: t('跟进审查、答复意见，授权后管理年费与维持费期限。', 'We follow examination, answer objections and, after grant, manage annuities and maintenance fees.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('收费方式', 'How we charge'),
      content: richText(
        `- **外观设计按件固定收费**：按国家和视图数量报价，含制图；多款设计合并申请时相应优惠
- **发明与实用新型按复杂度报价**：撰写前评估技术内容，给出固定的撰写费
- **官费按实际收取**：符合条件的费用减缴由我们协助申请
- **审查答复与无效事先报价**：每次审查意见先评估再报价，由你决定是否答复`,
        `- **Fixed fees for designs**: quoted by country and number of views, drawings included, with a lower rate when several designs are filed together
- **Utility filings quoted by complexity**: we assess the technology first and then fix the drafting fee
- **Official fees at cost**: we apply for any fee reductions you qualify for
- **Prosecution and invalidation quoted first**: each office action is assessed and quoted, and you decide whether to respond`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('团队成员', 'The team'),
      items: [
        { title: t('陈思远', 'Chen Siyuan'), tag: t('合伙人 · 专利代理师', 'Partner · Patent attorney'), text: t('团队负责人，机械工程背景，专注家居和消费电子产品的外观与实用新型布局。', 'Leads the practice; a mechanical engineer focused on design and utility model portfolios for home and consumer electronics products.') },
        { title: t('何雨桐', 'He Yutong'), tag: t('专利代理师 · 外观设计', 'Patent attorney · Designs'), text: t('工业设计背景，负责中国、美国和欧盟外观设计的视图制作与审查答复。', 'An industrial designer by training; prepares views and handles prosecution of Chinese, US and EU designs.') },
        { title: t('赵承宇', 'Zhao Chengyu'), tag: t('专利代理师 · 电子与软件', 'Patent attorney · Electronics and software'), text: t('电子工程背景，负责电子产品发明专利撰写和侵权比对分析。', 'An electronics engineer; drafts invention patents for electronic products and writes infringement comparisons.') },
        { title: t('吴佳宁', 'Wu Jianing'), tag: t('美国专利事务协调', 'US prosecution coordinator'), text: t('与合作的美国专利律师对接美国申请、审查答复和加速审查。', 'Works with our partner US patent attorneys on US filings, office actions and expedited examination.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('关于与专利团队合作', 'Working with the patent team'),
      items: [
        {
          question: t('给你们看设计图，会不会泄露？', 'Is it safe to show you my designs?'),
          answer: t(
            '专利代理师对委托人的技术和设计负有法定保密义务，我们也可以先签保密协议。未公开的资料只在案件团队内部流转。',
            'Patent attorneys are bound by law to keep clients\' technology and designs confidential, and we can also sign an NDA first. Unpublished material stays within the case team.',
          ),
        },
        {
          question: t('美国专利由谁递交？', 'Who files my US patent?'),
          answer: t(
            '由在美国专利商标局注册执业的合作专利律师或专利代理人递交和答复；子午负责方案、制图、撰写初稿和全程沟通。',
            'A partner patent attorney or agent registered to practise before the USPTO files and prosecutes it; we handle the strategy, drawings, first drafts and all communication.',
          ),
        },
        {
          question: t('赶着上架，最快多久能递交？', 'I am launching soon. How fast can you file?'),
          answer: t(
            '外观设计资料齐全时，通常几个工作日内可以完成制图并递交。赶时间的项目请在联系时注明上架日期。',
            'For a design with complete materials, we can usually prepare the views and file within a few working days. Mention your launch date when you contact us.',
          ),
        },
      ],
    },
    practiceCta(
      t('新品开发中？让专利团队早点参与', 'Developing a product? Involve the patent team early'),
      t('越早检索，越少返工。发来设计图和上市计划，我们给出专利建议。', 'The earlier we search, the less rework later. Send your designs and launch plan for patent advice.'),
    ),
  ],
}

const PRACTICE_COPYRIGHT: PageSeed = {
  slug: 'practiceAreas/copyright',
  title: t('版权业务团队 - 子午知识产权', 'Copyright practice - Meridian IP'),
  navLabel: t('版权', 'Copyright'),
  meta: {
    keywords: t('版权团队,版权登记代理,盗图投诉,平台维权,版权授权合同,软件著作权', 'copyright team, copyright registration agent, image theft takedown, marketplace enforcement, copyright licences, software copyright'),
    description: t(
      '子午版权团队负责作品与软件登记、美国版权登记、平台盗图投诉与申诉，以及摄影、设计外包的版权归属合同。了解团队成员、合作方式和收费方式。',
      'Meridian\'s copyright practice handles works and software registration in China and the US, image-theft takedowns and appeals, and ownership terms in photography and design contracts. Meet the team and see how we work and charge.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('业务领域 · 版权', 'Practice areas · Copyright'),
      heading: t('版权业务团队', 'Our copyright practice'),
      text: t(
        '产品图、包装和视频是卖家投入最多、也最常被盗用的内容。版权团队帮你把这些内容的权属理清、登记在案，并在被盗用时快速下架侵权链接。',
        'Product images, packaging and videos are where sellers invest most, and what gets copied most. The copyright practice secures clear title to this content, registers it, and takes copies down quickly when they appear.',
      ),
      primaryAction: { label: t('联系版权团队', 'Contact the copyright team'), url: CONTACT },
      secondaryAction: { label: t('了解版权登记', 'About copyright registration'), url: '/mdt/copyright' },
    },
    {
      blockType: 'featureGrid',
      heading: t('团队做什么', 'What the practice does'),
      items: [
        { title: t('批量登记', 'Batch registration'), text: t('按产品线整理图片、包装和文案，分批办理中国作品登记或美国组合登记，控制成本。', 'Grouping images, packaging and copy by product line and registering them in batches in China or as US group registrations to keep costs down.') },
        { title: t('权属梳理与合同', 'Title and contracts'), text: t('审查摄影、设计、视频外包合同的版权条款，补签转让协议，避免权属漏洞。', 'Reviewing copyright terms in photography, design and video contracts and arranging assignments to close gaps in title.') },
        { title: t('平台投诉', 'Marketplace takedowns'), text: t('在亚马逊、沃尔玛、eBay、Temu、TikTok Shop 等平台提交投诉，跟进处理结果。', 'Filing complaints on Amazon, Walmart, eBay, Temu, TikTok Shop and other marketplaces and following them through.') },
        { title: t('被投诉后的申诉', 'Appeals for accused sellers'), text: t('收到版权投诉时核实对方权利，准备申诉或反通知，并评估其中的法律风险。', 'When you are accused, verifying the complainant\'s rights and preparing an appeal or counter-notice, with the legal risks assessed.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('我们怎样开展合作', 'How an engagement works'),
      items: [
        { title: t('内容盘点', 'Content audit'), text: t('列出你的主图、包装、视频和软件，标注作者、创作时间和现有合同。', 'We list your images, packaging, videos and software with their authors, creation dates and existing contracts.') },
        { title: t('登记方案', 'Registration plan'), text: t('按重要性和盗用风险决定登记范围、登记地和批次，给出报价。', 'We choose what to register, where and in which batches by importance and risk of copying, and quote.') },
        { title: t('办理与存档', 'Filing and records'), text: t('递交登记并把证书、原始文件和权属文件整理成档案，投诉时随取随用。', 'We file and keep certificates, original files and title documents in a record ready for any complaint.') },
        { title: t('持续维权', 'Ongoing enforcement'), text: t('发现盗用后按约定流程投诉，定期汇报处理结果。', 'When copies appear we act under the agreed procedure and report results regularly.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('收费方式', 'How we charge'),
      content: richText(
        `- **登记按件收费，批量优惠**：按作品类型和登记地报价，同一批次作品越多单价越低
- **官费按实际收取**：美国版权局官费、特别处理费等单独列明
- **投诉按案件或套餐收费**：单次投诉按案件收费；需要长期监测和投诉的，可以选择按季度的套餐
- **合同审查固定收费**：单份外包合同的版权条款审查和转让协议起草按件报价`,
        `- **Registration per work, with batch rates**: quoted by type of work and registry; the more works in a batch, the lower the unit price
- **Official fees at cost**: US Copyright Office fees and special handling charges are listed separately
- **Takedowns per case or by plan**: single complaints are charged per case; ongoing monitoring and takedowns can be taken as a quarterly plan
- **Fixed fees for contract reviews**: reviewing the copyright terms of a contract and drafting an assignment are quoted per document`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('团队成员', 'The team'),
      items: [
        { title: t('孙晓棠', 'Sun Xiaotang'), tag: t('版权与平台维权负责人', 'Head of copyright and platform enforcement'), text: t('团队负责人，熟悉各大平台的投诉与申诉规则，负责复杂的权属争议。', 'Leads the practice; knows the complaint and appeal rules of the major marketplaces and handles complex ownership disputes.') },
        { title: t('郑立言', 'Zheng Liyan'), tag: t('版权登记主管', 'Registration manager'), text: t('负责中国作品登记、软件著作权登记和美国版权登记的材料准备与递交。', 'Prepares and files Chinese works and software registrations and US copyright applications.') },
        { title: t('黄诗琪', 'Huang Shiqi'), tag: t('平台维权专员', 'Enforcement specialist'), text: t('负责侵权链接的取证、投诉提交与跟进，以及投诉结果的定期汇报。', 'Collects evidence of infringing listings, files and follows up complaints, and reports results.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('关于与版权团队合作', 'Working with the copyright team'),
      items: [
        {
          question: t('图片很多，都要登记吗？', 'I have hundreds of images. Must I register them all?'),
          answer: t(
            '不必。我们通常建议优先登记主图、爆款详情图和包装设计；在美国，已发表的摄影作品可以按组登记，一次最多 750 张，成本可控。',
            'No. We usually start with main images, best-seller listing images and packaging; in the US, published photos can be registered as a group of up to 750, which keeps costs manageable.',
          ),
        },
        {
          question: t('你们能代我提交平台投诉吗？', 'Can you file marketplace complaints for me?'),
          answer: t(
            '可以。部分平台允许代理人提交，部分平台需要在你的品牌后台操作，我们会准备全部材料并指导或协助提交。',
            'Yes. Some marketplaces accept complaints from agents; others require you to act from your own brand account, in which case we prepare everything and guide or assist you.',
          ),
        },
      ],
    },
    practiceCta(
      t('把你的内容资产整理起来', 'Get your content assets in order'),
      t('告诉我们你的作品类型和数量，版权团队给出登记与维权方案。', 'Tell us what kinds of works you have and how many, and the copyright team will propose a registration and enforcement plan.'),
    ),
  ],
}

const PRACTICE_LITIGATION: PageSeed = {
  slug: 'practiceAreas/litigation',
  title: t('争议解决团队 - 子午知识产权', 'Disputes practice - Meridian IP'),
  navLabel: t('诉讼', 'Litigation'),
  meta: {
    keywords: t('知识产权争议解决,TRO应诉团队,美国诉讼律师,和解谈判,海关知识产权备案,侵权诉讼', 'IP dispute resolution, TRO defence team, US litigators, settlement negotiation, customs IP recordation, infringement litigation'),
    description: t(
      '子午争议解决团队由中国执业律师和案件经理组成，与美国合作诉讼律师一起处理 TRO 应诉、和解谈判、平台投诉和跨境维权。了解团队、合作方式、TRO 应诉指引和收费方式。',
      'Meridian\'s disputes practice of PRC lawyers and case managers works with partner US litigators on TRO defence, settlements, marketplace complaints and cross-border enforcement. Meet the team and read our TRO guide and how we charge.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('业务领域 · 诉讼', 'Practice areas · Litigation'),
      heading: t('争议解决团队', 'Our disputes practice'),
      text: t(
        '我们的中国执业律师和案件经理负责案情分析、证据整理、和解谈判的策略与全程沟通；在美国法院出庭的，是长期合作、熟悉电商案件的美国执业诉讼律师。你只需要和一个团队对接。',
        'Our PRC-licensed lawyers and case managers analyse the case, organise the evidence, set the negotiation strategy and keep you informed; in US courts you are represented by licensed US litigators we work with regularly on e-commerce cases. You deal with one team throughout.',
      ),
      primaryAction: { label: t('紧急咨询：400-000-0808', 'Urgent: call 400-000-0808'), url: 'tel:4000000808' },
      secondaryAction: { label: t('提交案情', 'Send us your case'), url: CONTACT },
      highlights: [
        { value: t('600+', '600+'), label: t('起 TRO 及平台纠纷', 'TRO and marketplace disputes') },
        { value: t('当天', 'Same day'), label: t('紧急案件初步评估', 'first view on urgent cases') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('团队做什么', 'What the practice does'),
      items: [
        { title: t('美国 TRO 应诉', 'US TRO defence'), text: t('与美国律师一起评估案情，谈判和解，提出抗辩或申请缩小冻结范围。', 'With US counsel, assessing the case, negotiating settlements and defending or seeking a narrower freeze.') },
        { title: t('警告函与谈判', 'Demand letters and negotiation'), text: t('回应权利人的警告函，或代表你向侵权方发出警告函并谈判许可或和解。', 'Answering demand letters, or sending them on your behalf and negotiating licences or settlements.') },
        { title: t('平台纠纷', 'Marketplace disputes'), text: t('处理知识产权投诉、申诉、反通知和亚马逊 APEX 专利评估。', 'IP complaints, appeals, counter-notices and Amazon APEX patent evaluations.') },
        { title: t('中国境内维权', 'Enforcement in China'), text: t('办理海关知识产权备案，向市场监管部门投诉，或在中国法院起诉生产和销售仿冒品的企业。', 'Customs IP recordation, complaints to market regulators and lawsuits in Chinese courts against makers and sellers of copies.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('TRO 应诉指引：最初的 72 小时', 'TRO defence guide: the first 72 hours'),
      intro: t('店铺被冻结后最容易犯的错误，是删链接、换店铺或等待。请按下面的顺序处理。', 'The most common mistakes after a freeze are deleting listings, switching stores or waiting. Work through these steps in order.'),
      items: [
        { title: t('保留通知', 'Keep the notices'), text: t('截图保存平台的冻结通知和所有来自原告律所的邮件，记下收到的日期。', 'Screenshot the marketplace\'s freeze notice and keep every email from the plaintiff\'s firm, noting when each arrived.') },
        { title: t('不要删除或修改链接', 'Do not delete or edit listings'), text: t('被控链接是证据，删除或修改可能对你不利；可以暂停销售但保留页面和数据。', 'Accused listings are evidence, and deleting or editing them can count against you; you may pause sales but keep the pages and data.') },
        { title: t('导出销售数据', 'Export the sales data'), text: t('导出被控商品自上架以来的订单、销量和销售额，以及采购来源。', 'Export orders, units and revenue for the accused products since listing, and where you bought them.') },
        { title: t('联系我们', 'Contact us'), text: t('把案号或通知截图发给我们，团队当天调取诉状并给出初步判断和报价。', 'Send us the case number or a screenshot of the notice; the team pulls the complaint the same day and gives a first view and quote.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('收费方式', 'How we charge'),
      content: richText(
        `- **首次评估免费**：调取诉状、初步判断侵权风险和可选方案
- **和解类案件固定收费**：以达成和解并解冻资金为目标，费用在开始前确定
- **抗辩与诉讼分阶段报价**：按答辩、证据交换、动议等阶段给出预算，超出预算前先与你确认
- **美国律师费透明**：合作美国律师的费用在报价中单独列明`,
        `- **Free first assessment**: we pull the complaint and give a first view of the risk and the options
- **Fixed fees for settlements**: aimed at a settlement and release of funds, with the fee agreed before we start
- **Defence and litigation by stage**: a budget for each stage, such as the answer, discovery and motions, and we check with you before exceeding it
- **Clear US counsel fees**: partner US counsel's fees are shown separately in the quote`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('团队成员', 'The team'),
      items: [
        { title: t('王睿', 'Wang Rui'), tag: t('合伙人 · 中国执业律师', 'Partner · PRC-licensed lawyer'), text: t('团队负责人，处理过 600 余起跨境电商知识产权争议，主导和解谈判策略。', 'Leads the practice; has handled more than 600 cross-border e-commerce IP disputes and directs settlement strategy.') },
        { title: t('刘承泽', 'Liu Chengze'), tag: t('中国执业律师', 'PRC-licensed lawyer'), text: t('负责中国境内的侵权诉讼、行政投诉和海关知识产权备案。', 'Handles infringement lawsuits, administrative complaints and customs recordation in China.') },
        { title: t('唐雅文', 'Tang Yawen'), tag: t('TRO 案件经理', 'TRO case manager'), text: t('负责与美国律师对接，整理销售数据和证据，跟进和解与解冻进度。', 'Liaises with US counsel, assembles sales data and evidence, and follows settlements through to release of funds.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('关于与争议解决团队合作', 'Working with the disputes team'),
      items: [
        {
          question: t('你们能在美国法院代理出庭吗？', 'Can you appear in US courts?'),
          answer: t(
            '子午的律师是中国执业律师，不能在美国法院出庭。美国案件由我们合作的美国执业诉讼律师代表你出庭，我们负责策略、证据和全程中文沟通。',
            'Our lawyers are licensed in China and cannot appear in US courts. In US cases, licensed US litigators we work with represent you, while we handle the strategy, evidence and all communication in Chinese.',
          ),
        },
        {
          question: t('同一个原告起诉了我多个店铺，怎么处理？', 'The same plaintiff sued several of my stores. What now?'),
          answer: t(
            '通常可以合并谈判，一次性和解多个被告编号，比分别处理更省费用。请把所有店铺的通知一起发给我们。',
            'They can usually be negotiated together and settled in one agreement covering several defendant numbers, which costs less than handling them separately. Send us the notices for all the stores at once.',
          ),
        },
        {
          question: t('和解后多久能解冻资金？', 'How soon are funds released after a settlement?'),
          answer: t(
            '签署和解协议并支付和解款后，原告律所会通知法院和平台解除冻结，通常需要几个工作日到几周，具体取决于平台的处理速度。',
            'Once the agreement is signed and the settlement paid, the plaintiff\'s firm notifies the court and the marketplace to lift the freeze; this typically takes from a few working days to a few weeks, depending on the marketplace.',
          ),
        },
      ],
    },
    practiceCta(
      t('遇到纠纷，先找对人', 'In a dispute? Talk to the right people first'),
      t('把通知截图或案号发给我们，争议解决团队当天给出初步判断。', 'Send us a screenshot of the notice or the case number and the disputes team will give you a first view the same day.'),
    ),
  ],
}

/** Every mdt page besides the home page, in the order the seed writes them. */
export const MDT_PAGES: PageSeed[] = [
  ABOUT_US,
  CONTACT_US,
  TRADEMARK,
  PATENT,
  COPYRIGHT,
  LITIGATION,
  FAQ,
  PRACTICE_TRADEMARK,
  PRACTICE_PATENT,
  PRACTICE_COPYRIGHT,
  PRACTICE_LITIGATION,
]
