import type { BrandContentSeed, L } from '../types'

/**
 * Atlas & Reed Law (ar, platform 20): law-firm brand. Locale-prefixed, so paths are written
 * without the locale (`/service`); the app adds `/en` or `/cn`. No floating side panel.
 */
const l = (cn: string, en: string): L => ({ cn, en })

const PRESALE = '400-000-2020'
const COOPERATION = '+86 10 0000 2020'
const ADDRESS = l('北京市朝阳区光华路 15 号 26 层', '26/F, 15 Guanghua Road, Chaoyang District, Beijing, China')

export const content: BrandContentSeed = {
  brand: {
    key: 'ar',
    platformCode: '20',
    name: l('亚瑞律师事务所', 'Atlas & Reed Law'),
    siteTitle: l('跨境争议、知识产权与公司法律服务', 'Cross-border disputes, IP and corporate law'),
    tagline: l('为跨境业务提供清晰、可执行的法律意见', 'Clear, actionable counsel for business across borders'),
    description: l(
      '亚瑞律师事务所为出海企业和在华外国企业提供知识产权诉讼与维权、跨境商事争议与仲裁、境外投资与公司事务、数据与产品合规等法律服务，并与各法域执业律师协作办理境外案件。',
      'Atlas & Reed Law advises Chinese companies expanding abroad and foreign companies in China on IP litigation and enforcement, cross-border commercial disputes and arbitration, outbound investment and corporate matters, and data and product compliance, working with licensed counsel in each foreign jurisdiction.',
    ),
    logoText: l('亚瑞律师事务所', 'Atlas & Reed'),
    defaultLocale: 'en',
    locales: ['en', 'cn'],
    flags: { lawFirm: true, languageSwitcher: true },
    phones: { presale: PRESALE, cooperation: COOPERATION, service: '+86 10 0000 2021' },
    email: 'enquiries@atlasreed-law.example',
    address: ADDRESS,
    chatUrl: 'https://chat.atlasreed-law.example/enquiry',
    signUpBanner: {
      title: l('订阅亚瑞法律观察', 'Subscribe to Atlas & Reed Insights'),
      text: l('每月一期，解读跨境诉讼、知识产权与合规领域的新法规和典型案例。', 'A monthly briefing on new rules and notable cases in cross-border litigation, IP and compliance.'),
      buttonLabel: l('立即订阅', 'Subscribe'),
    },
    copyright: l('© 2026 亚瑞律师事务所 版权所有', '© 2026 Atlas & Reed Law. All rights reserved.'),
    filingNumbers: [
      { text: '京ICP备00000000号-1', url: 'https://beian.miit.gov.cn/' },
      { text: '京公网安备00000000000000号', url: 'https://beian.mps.gov.cn/' },
    ],
    theme: { primary: '#2F3338', primaryContrast: '#FFFFFF', accent: '#A67C52', surface: '#F7F5F2', ink: '#1E2124' },
    domains: [],
  },

  navigation: [
    { group: 'pcnav', label: l('首页', 'Home'), path: '/', pageType: '1', analyticsName: 'ar_nav_home', sort: 10 },
    { group: 'pcnav', label: l('业务领域', 'Practice areas'), path: '/service', key: 'PRACTICE AREAS', pageType: '1', analyticsName: 'ar_nav_practice', sort: 20 },
    {
      group: 'pcnav',
      label: l('洞察', 'Insights'),
      path: '/insight',
      key: 'IndustryInsight',
      pageType: '2',
      analyticsName: 'ar_nav_insights',
      sort: 30,
      children: [
        { group: 'pcnav', label: l('法律观察', 'Legal insights'), path: '/insight', key: 'IndustryInsight', pageType: '1', analyticsName: 'ar_nav_insight', sort: 10 },
        { group: 'pcnav', label: l('律所新闻', 'Firm news'), path: '/news', key: 'IndustryInsight', pageType: '1', analyticsName: 'ar_nav_news', sort: 20 },
      ],
    },
    // Hidden until client consent for each published case study has been confirmed.
    { group: 'pcnav', label: l('案例', 'Case studies'), path: '/case_studies', pageType: '1', analyticsName: 'ar_nav_cases', sort: 40, enabled: false },
    { group: 'pcnav', label: l('联系我们', 'Contact'), path: '/contact', pageType: '1', analyticsName: 'ar_nav_contact', sort: 50 },
  ],

  footer: [
    {
      kind: 'function',
      title: l('业务领域', 'Practice areas'),
      sort: 10,
      items: [
        { label: l('知识产权诉讼与维权', 'IP litigation and enforcement'), url: '/service' },
        { label: l('跨境商事争议与仲裁', 'Commercial disputes and arbitration'), url: '/service' },
        { label: l('境外投资与公司事务', 'Outbound investment and corporate'), url: '/service' },
        { label: l('数据与产品合规', 'Data and product compliance'), url: '/service' },
      ],
    },
    {
      kind: 'function',
      title: l('关于律所', 'The firm'),
      sort: 20,
      items: [
        { label: l('法律观察', 'Insights'), url: '/insight' },
        { label: l('律所新闻', 'News'), url: '/news' },
        { label: l('联系我们', 'Contact'), url: '/contact' },
      ],
    },
    {
      kind: 'contactInformation',
      title: l('联系方式', 'Contact'),
      sort: 30,
      items: [
        { label: l('咨询电话', 'Enquiries'), value: l(PRESALE, PRESALE), icon: 'phone' },
        { label: l('合作洽谈', 'Referrals and partnerships'), value: l(COOPERATION, COOPERATION), icon: 'handshake' },
        { label: l('电子邮箱', 'Email'), value: l('enquiries@atlasreed-law.example', 'enquiries@atlasreed-law.example'), icon: 'mail' },
        { label: l('办公地址', 'Office'), value: ADDRESS, icon: 'location' },
      ],
    },
    {
      kind: 'qrcode',
      title: l('关注我们', 'Follow us'),
      sort: 40,
      items: [
        { label: l('微信公众号', 'WeChat official account'), url: 'https://mp.atlasreed-law.example/wechat' },
        { label: l('领英主页', 'LinkedIn page'), url: 'https://social.atlasreed-law.example/linkedin' },
      ],
    },
    {
      kind: 'blogroll',
      title: l('相关机构', 'Useful links'),
      sort: 50,
      items: [
        { label: l('世界知识产权组织（WIPO）', 'WIPO'), url: 'https://www.wipo.int/' },
        { label: l('美国专利商标局（USPTO）', 'USPTO'), url: 'https://www.uspto.gov/' },
        { label: l('欧盟知识产权局（EUIPO）', 'EUIPO'), url: 'https://www.euipo.europa.eu/' },
        { label: l('英国知识产权局（UKIPO）', 'UK IPO'), url: 'https://www.gov.uk/government/organisations/intellectual-property-office' },
      ],
    },
    {
      kind: 'bottom',
      title: l('底部信息', 'Legal'),
      sort: 60,
      items: [
        { label: l('© 2026 亚瑞律师事务所 版权所有', '© 2026 Atlas & Reed Law. All rights reserved.') },
        { label: l('本网站内容仅供一般信息参考，不构成法律意见；过往案例结果不代表同类案件的结果。', 'This website is general information, not legal advice. Past results do not guarantee a similar outcome.') },
        { label: l('京ICP备00000000号-1', '京ICP备00000000号-1'), url: 'https://beian.miit.gov.cn/' },
        { label: l('京公网安备00000000000000号', '京公网安备00000000000000号'), url: 'https://beian.mps.gov.cn/' },
      ],
    },
  ],

  services: [
    { menuName: l('知识产权诉讼与维权', 'IP litigation and enforcement'), category: l('争议解决', 'Disputes'), path: '/service', hot: true, sort: 10 },
    { menuName: l('美国 TRO / Schedule A 案件应诉', 'US TRO and Schedule A defence'), category: l('争议解决', 'Disputes'), path: '/service', hot: true, sort: 20 },
    { menuName: l('跨境商事争议与国际仲裁', 'Cross-border commercial disputes and arbitration'), category: l('争议解决', 'Disputes'), path: '/service', hot: true, sort: 30 },
    { menuName: l('境外投资与并购', 'Outbound investment and M&A'), category: l('公司与投资', 'Corporate'), path: '/service', sort: 40 },
    { menuName: l('海外用工与劳动合规', 'Overseas employment'), category: l('公司与投资', 'Corporate'), path: '/service', sort: 50 },
    { menuName: l('数据保护与跨境数据传输', 'Data protection and cross-border data transfer'), category: l('合规', 'Regulatory'), path: '/service', hot: true, sort: 60 },
    { menuName: l('产品合规与产品责任', 'Product compliance and liability'), category: l('合规', 'Regulatory'), path: '/service', sort: 70 },
    { menuName: l('出口管制与贸易救济', 'Export controls and trade remedies'), category: l('合规', 'Regulatory'), path: '/service', sort: 80 },
  ],

  pages: [
    {
      slug: 'homes',
      title: l('亚瑞律师事务所 | 跨境争议、知识产权与公司法律服务', 'Atlas & Reed Law | Cross-border disputes, IP and corporate counsel'),
      navLabel: l('首页', 'Home'),
      meta: {
        keywords: l(
          '跨境律师事务所,知识产权诉讼,TRO应诉,Schedule A,国际仲裁,境外投资,ODI备案,GDPR合规,数据出境,产品责任',
          'cross-border law firm, IP litigation, TRO defence, Schedule A, international arbitration, outbound investment, ODI filing, GDPR compliance, cross-border data transfer, product liability',
        ),
        description: l(
          '亚瑞律师事务所为出海企业提供知识产权诉讼与 TRO 应诉、跨境商事争议与仲裁、境外投资、数据与产品合规法律服务，合伙人主导，联动各法域执业律师。',
          'Atlas & Reed Law handles IP litigation and TRO defence, cross-border commercial disputes and arbitration, outbound investment, and data and product compliance for companies doing business across borders. Partner-led, with licensed counsel in each jurisdiction.',
        ),
      },
      layout: [
        {
          blockType: 'hero',
          eyebrow: l('跨境争议 · 知识产权 · 公司与合规', 'Cross-border disputes · IP · Corporate and compliance'),
          heading: l('业务跨越国界，法律风险也是。我们帮你提前看清。', 'Your business crosses borders. So do its legal risks. We help you see them first.'),
          text: l(
            '亚瑞律师事务所代表出海企业和在华外国企业处理知识产权争议、国际仲裁、境外投资与合规事务。每个案件由合伙人牵头，我们的中国律师统筹全局，并与当地执业律师一同出庭和谈判。',
            'Atlas & Reed represents Chinese companies abroad and foreign companies in China in IP disputes, international arbitration, outbound investment and regulatory matters. A partner leads every matter; our PRC lawyers run the strategy and work alongside locally licensed counsel in court and at the negotiating table.',
          ),
          primaryAction: { label: l('预约初步咨询', 'Book an initial consultation'), url: '/contact' },
          secondaryAction: { label: l('查看业务领域', 'Explore our practice areas'), url: '/service' },
          highlights: [
            { value: l('合伙人主导', 'Partner-led'), label: l('每个案件由合伙人负责', 'on every matter') },
            { value: l('30+', '30+'), label: l('法域的合作律师网络', 'jurisdictions through partner counsel') },
            { value: l('24 小时', '24 hours'), label: l('紧急 TRO 案件首次回复', 'first response on urgent TRO matters') },
            { value: l('中英双语', 'Bilingual'), label: l('中英文团队全程对接', 'Chinese and English team') },
          ],
        },
        {
          blockType: 'stats',
          heading: l('专注跨境业务的律所', 'A firm built for cross-border work'),
          items: [
            { value: l('18 年', '18 years'), label: l('跨境法律服务经验', 'advising on cross-border matters') },
            { value: l('60+', '60+'), label: l('名律师与知识产权专业人员', 'lawyers and IP professionals') },
            { value: l('1,200+', '1,200+'), label: l('件知识产权维权与应诉案件', 'IP enforcement and defence matters') },
            { value: l('30+', '30+'), label: l('个合作法域', 'jurisdictions covered with partner firms') },
          ],
        },
        {
          blockType: 'featureGrid',
          heading: l('业务领域', 'Practice areas'),
          intro: l('围绕企业跨境经营中最常见、影响最大的法律问题组建团队。', 'Teams organised around the legal issues that matter most when a business operates across borders.'),
          items: [
            {
              title: l('知识产权诉讼与维权', 'IP litigation and enforcement'),
              text: l('商标、专利、版权侵权诉讼，海关备案与边境执法，电商平台侵权投诉与批量维权。', 'Trademark, patent and copyright litigation, customs recordal and border enforcement, and marketplace takedown programmes.'),
              tag: l('核心业务', 'Core practice'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
            {
              title: l('TRO / Schedule A 应诉', 'TRO and Schedule A defence'),
              text: l('针对美国联邦法院临时禁令和资产冻结，快速评估诉状、协调美国律师出庭，争取和解或解冻。', 'Rapid review of US federal TROs and asset freezes, coordination of US trial counsel, and negotiation of settlement or release of funds.'),
              tag: l('紧急响应', 'Urgent response'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
            {
              title: l('跨境商事争议与仲裁', 'Commercial disputes and arbitration'),
              text: l('国际货物买卖、分销与代理纠纷，在香港、新加坡及内地仲裁机构和法院代理案件，并协助裁决承认与执行。', 'Sale of goods, distribution and agency disputes before arbitral institutions and courts in Hong Kong, Singapore and Mainland China, and the recognition and enforcement of awards.'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
            {
              title: l('境外投资与公司事务', 'Outbound investment and corporate'),
              text: l('境外直接投资（ODI）备案、海外子公司设立、合资与并购交易，以及股权架构设计。', 'ODI filings, overseas subsidiaries, joint ventures and acquisitions, and holding structure design.'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
            {
              title: l('数据保护与网络安全', 'Data protection and cybersecurity'),
              text: l('GDPR 与《个人信息保护法》双向合规、数据出境评估与标准合同备案、数据泄露应对。', 'GDPR and PIPL compliance in both directions, cross-border data transfer assessments and standard contract filings, and breach response.'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
            {
              title: l('产品合规与产品责任', 'Product compliance and liability'),
              text: l('欧盟《通用产品安全法规》、召回与监管调查应对，以及海外产品责任索赔的抗辩。', 'EU General Product Safety Regulation, recalls and regulatory investigations, and defence of product liability claims abroad.'),
              url: '/service',
              linkLabel: l('了解详情', 'Learn more'),
            },
          ],
        },
        {
          blockType: 'steps',
          heading: l('我们如何开展合作', 'How an engagement works'),
          items: [
            { title: l('利益冲突审查', 'Conflict check'), text: l('在了解案情细节之前，先核查是否存在利益冲突，保护双方权益。', 'Before we hear the details we confirm there is no conflict of interest, which protects you and us.') },
            { title: l('初步评估', 'Initial assessment'), text: l('合伙人与您沟通案情、目标和时间要求，说明可行路径和主要风险。', 'A partner discusses the facts, your goals and deadlines, and outlines the options and key risks.') },
            { title: l('委托与收费方案', 'Engagement and fees'), text: l('书面确认工作范围、团队、收费方式和费用预估后再开始工作。', 'We confirm scope, team, fee basis and a cost estimate in a written engagement letter before work starts.') },
            { title: l('执行与汇报', 'Execution and reporting'), text: l('统一对接境内外团队，按约定节奏汇报进展和费用使用情况。', 'One point of contact coordinates the teams at home and abroad and reports on progress and spend at the agreed rhythm.') },
          ],
        },
        {
          blockType: 'faq',
          heading: l('常见问题', 'Frequently asked questions'),
          items: [
            {
              question: l('你们可以代表我们在美国或欧洲法院出庭吗？', 'Can you represent us in US or European courts?'),
              answer: l(
                '境外法院的出庭代理须由当地执业律师进行。我们的做法是由亚瑞的中国律师负责案件策略、证据整理和客户沟通，并委托、监督我们合作网络中的当地执业律师出庭，您只需对接一个团队、收到一份统一的进展报告。',
                'Appearing in a foreign court requires a lawyer licensed there. Our PRC lawyers lead the strategy, evidence and client communication, and we instruct and supervise licensed local counsel from our network for court appearances, so you deal with one team and receive one consolidated report.',
              ),
            },
            {
              question: l('什么是 Schedule A 案件？收到后应该怎么做？', 'What is a Schedule A case and how should we respond?'),
              answer: l(
                '这类案件多在美国伊利诺伊州北区联邦法院提起，权利人把大量网店列在诉状附表（Schedule A）中，并在被告不知情的情况下申请临时禁令，平台随即冻结店铺资金。收到通知后应尽快保存证据、统计涉案商品的销售额，并在法院期限内应诉；不应诉通常会导致缺席判决。很多案件可以通过和解解决，也有案件可以在初步禁令阶段就侵权或冻结金额提出抗辩。',
                'These cases are usually filed in the US District Court for the Northern District of Illinois. The rights holder lists many online stores in a schedule to the complaint and obtains a temporary restraining order without notice, and the marketplaces freeze the stores\' funds. Preserve evidence, work out sales of the accused products and appear within the court\'s deadline: not appearing usually leads to a default judgment. Many cases settle; in others the infringement claim or the amount frozen can be challenged at the preliminary injunction stage.',
              ),
            },
            {
              question: l('国际合同应该约定仲裁还是诉讼？', 'Should an international contract choose arbitration or litigation?'),
              answer: l(
                '对跨境合同而言，仲裁通常更有利于执行：仲裁裁决可依据《纽约公约》在 170 多个缔约国申请承认与执行，而法院判决的跨境执行取决于双边条约或互惠安排。还应同时约定仲裁地、仲裁机构、仲裁语言和适用法律。以香港为仲裁地的案件，当事人还可依据内地与香港的相关安排向内地法院申请财产保全等临时措施。',
                'For cross-border contracts arbitration is usually easier to enforce: an award can be recognised and enforced in more than 170 New York Convention states, whereas enforcing a court judgment abroad depends on treaties or reciprocity. The clause should also fix the seat, institution, language and governing law. In Hong Kong-seated arbitrations, parties can also ask the Mainland courts for interim measures such as asset preservation under the arrangement between the Mainland and Hong Kong.',
              ),
            },
            {
              question: l('律师费怎么收取？', 'How do you charge?'),
              answer: l(
                '根据案件性质可以选择按小时计费、固定费用（适用于范围明确的事项，如商标异议、合规审查）或设置封顶的费用方案；部分争议案件可在法律允许的范围内约定部分风险代理。在开始工作前，我们会在委托书中写明收费方式和费用预估，超出预估前会先与您确认。',
                'Depending on the matter we work on hourly rates, fixed fees for well-defined work such as trademark oppositions or compliance reviews, or capped fees; in some disputes part of the fee can be success-based where the law allows it. The fee basis and an estimate are set out in the engagement letter before we start, and we check with you before exceeding the estimate.',
              ),
            },
            {
              question: l('初次咨询的内容会保密吗？', 'Is our first conversation confidential?'),
              answer: l(
                '会。律师对执业中知悉的客户信息负有法定保密义务。但请注意，在完成利益冲突审查之前，请先只提供各方名称和争议概况，不要发送详细文件。另外，不同法域对律师与客户通信特权的规定不同，涉及境外诉讼的内部沟通方式，我们会在委托初期给出建议。',
                'Yes. Lawyers are under a statutory duty to keep client information confidential. Until our conflict check is complete, please give us only the parties\' names and a short outline, not detailed documents. Rules on legal privilege differ between jurisdictions, so where foreign litigation is involved we will advise early on how to handle internal communications.',
              ),
            },
            {
              question: l('我们在中国境内，需要指定 GDPR 欧盟代表吗？', 'We have no EU establishment. Do we need a GDPR representative?'),
              answer: l(
                '如果您在欧盟没有设立机构，但向欧盟境内的个人提供商品或服务，或监测其行为，根据 GDPR 第 27 条通常须以书面形式指定一名欧盟代表；仅在偶发性处理、不涉及大规模处理特殊类别数据且风险较低时可以豁免。面向英国用户时，英国 GDPR 也有类似的英国代表要求。',
                'If you have no establishment in the EU but offer goods or services to individuals in the EU or monitor their behaviour, Article 27 GDPR generally requires you to designate an EU representative in writing. The exemption covers only occasional processing that does not involve large-scale special-category data and is unlikely to create risk. The UK GDPR has a similar UK representative requirement for UK users.',
              ),
            },
            {
              question: l('中国企业投资海外需要办理哪些手续？', 'What approvals does a Chinese company need to invest abroad?'),
              answer: l(
                '境外直接投资一般需要办理三项手续：向发展改革部门办理境外投资项目核准或备案，向商务主管部门办理境外投资备案并取得《企业境外投资证书》，以及通过银行办理外汇登记后汇出资金。涉及敏感国家、地区或行业的项目适用核准程序，应预留更长时间。',
                'Outbound direct investment normally needs three steps: approval or filing of the project with the development and reform authorities, filing with the commerce authorities to obtain the Enterprise Overseas Investment Certificate, and foreign exchange registration through a bank before funds are remitted. Projects in sensitive countries, regions or industries need approval rather than filing, so allow more time.',
              ),
            },
          ],
        },
        {
          blockType: 'cta',
          heading: l('面临跨境争议或紧急禁令？', 'Facing a cross-border dispute or an urgent court order?'),
          text: l('留下联系方式和案件概况，合伙人团队会在一个工作日内与您联系；TRO 等紧急事项 24 小时内回复。', 'Leave your details and a short outline: a partner\'s team will contact you within one business day, and within 24 hours on urgent matters such as TROs.'),
          primaryAction: { label: l('联系律师', 'Contact a lawyer'), url: '/contact' },
          secondaryAction: { label: l('阅读法律观察', 'Read our insights'), url: '/insight' },
        },
      ],
    },
  ],
}
