import { richText } from '../localize'
import type { L, PageSeed } from '../types'

/**
 * The tax-side compliance pages of brand lz (issue 5): VAT service, country guide, VAT
 * knowledge base, product compliance and the two blank-layout landing pages. hb gets the
 * same pages rebranded by the seed. Facts follow /work/shared/domain/compliance-rules.md;
 * anything that varies with the tax office's practice is worded as "typically".
 */

const t = (cn: string, en: string): L => ({ cn, en })

const VAT: PageSeed = {
  slug: 'VAT',
  title: t('英国及欧盟VAT注册与申报服务', 'UK and EU VAT registration and filing services'),
  navLabel: t('VAT注册与申报', 'VAT registration & filing'),
  meta: {
    keywords: t(
      '英国VAT注册,德国VAT注册,法国VAT注册,意大利VAT注册,西班牙VAT注册,波兰VAT,捷克VAT,泛欧计划,中欧计划,OSS,IOSS,MTD申报,VAT申报,VAT转代理',
      'UK VAT registration, German VAT registration, French VAT registration, Italian VAT, Spanish VAT, Polish VAT, Czech VAT, Pan-EU, Central Europe programme, OSS, IOSS, Making Tax Digital, VAT returns, VAT agent transfer',
    ),
    description: t(
      '北辰合规为跨境电商卖家办理英国及欧盟各国VAT注册与按期申报、OSS与IOSS、税号转代理。非本地卖家在英国或欧盟存货须从首笔销售起注册，了解谁需要注册、所需资料、办理周期与价格。',
      'Northstar Compliance registers and files VAT for cross-border sellers in the UK and across the EU, including OSS, IOSS and agent transfers. Sellers storing goods in the UK or EU must register from the first sale: see who must register, the documents, typical timelines and prices.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('VAT税务服务', 'VAT services'),
      heading: t('英国及欧盟VAT注册与申报', 'UK and EU VAT registration and filing'),
      text: t(
        '只要在英国或欧盟国家存放货物（自有海外仓、亚马逊FBA、泛欧计划或中欧计划），非本地卖家从第一笔销售起就必须在当地注册VAT，没有销售额门槛。北辰合规按国家办理税号注册、按期申报、OSS/IOSS和转代理，让你的店铺和库存不因税务问题受阻。',
        'If you store goods in the UK or an EU country, in your own overseas warehouse, with Amazon FBA, Pan-EU or the Central Europe programme, you must register for VAT there from the first sale as a non-established seller; there is no sales threshold. Northstar Compliance registers your numbers country by country, files every return on time and handles OSS, IOSS and agent transfers, so tax never blocks your store or your stock.',
      ),
      primaryAction: { label: t('免费评估我的VAT义务', 'Check my VAT obligations free'), url: '#questionnaire' },
      secondaryAction: { label: t('咨询VAT顾问', 'Talk to a VAT adviser'), url: '/lz/contactUs' },
      highlights: [
        { value: t('0 门槛', 'No threshold'), label: t('非本地卖家在当地存货，首笔销售即需注册', 'for non-established sellers with local stock: register from the first sale') },
        { value: t('€10,000', '€10,000'), label: t('欧盟跨境远程销售年额度，超过后按目的国征税', 'a year of intra-EU distance sales before destination VAT applies') },
        { value: t('€150', '€150'), label: t('单票进口货值上限，以内可使用IOSS', 'per imported consignment: the IOSS ceiling') },
        { value: t('£135', '£135'), label: t('英国低价值进口货物：平台代收VAT的单票上限', 'UK low-value imports: marketplaces collect the VAT up to this value') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('哪些情况必须注册VAT', 'When you must register for VAT'),
      intro: t(
        '判断标准不是你在哪里开店，而是货物放在哪里、卖给谁、从哪里发货。下面几种情况覆盖了绝大多数跨境卖家。',
        'What matters is not where your store is but where the goods are, who buys them and where they ship from. These cases cover almost every cross-border seller.',
      ),
      items: [
        {
          title: t('在英国存放货物', 'Goods stored in the UK'),
          text: t(
            '在英国没有经营机构的企业（NETP），只要货物在英国境内出售，就须从第一笔应税销售起注册英国VAT。英国本土企业适用的90,000英镑注册门槛对非英国企业不适用。标准税率20%。',
            'A business not established in the UK (an NETP) selling goods located in the UK must register for UK VAT from its first taxable supply. The GBP 90,000 threshold applies only to UK-established businesses. The standard rate is 20 %.',
          ),
          tag: t('英国', 'UK'),
        },
        {
          title: t('亚马逊FBA、泛欧计划与中欧计划', 'Amazon FBA, Pan-EU and the Central Europe programme'),
          text: t(
            '非欧盟卖家在哪个成员国存货，就要在哪个国家注册VAT，同样没有门槛。泛欧计划会把库存调拨到德国、法国、意大利、西班牙、波兰、捷克等多国仓库；中欧计划则把德国站库存放到波兰和捷克。每个存货国都需要单独的税号。',
            'A non-EU seller must register in every member state where it stores goods, again with no threshold. Pan-EU spreads stock across warehouses in Germany, France, Italy, Spain, Poland, Czechia and beyond; the Central Europe programme stores German-marketplace stock in Poland and Czechia. Each storing country needs its own VAT number.',
          ),
          tag: t('欧盟', 'EU'),
        },
        {
          title: t('欧盟境内跨国远程销售（OSS）', 'Intra-EU distance sales (OSS)'),
          text: t(
            '从一个欧盟国家的仓库直接发货给其他成员国的消费者，全欧盟合计每年超过10,000欧元后按目的国税率征税。该门槛只适用于仅在一个欧盟成员国设立的企业，非欧盟企业从第一笔起即按目的国征税。一站式申报（OSS）让你用一份季度申报表覆盖所有目的国。',
            'Shipping from a warehouse in one EU country to consumers in other member states is taxed at the destination once such sales exceed EUR 10,000 a year across the EU. That threshold only helps businesses established in a single member state; for non-EU businesses destination VAT applies from the first sale. The One-Stop Shop (OSS) covers every destination in one quarterly return.',
          ),
          tag: t('OSS', 'OSS'),
        },
        {
          title: t('欧盟外直邮小包（IOSS）', 'Parcels shipped from outside the EU (IOSS)'),
          text: t(
            '从欧盟外发货、单票货值不超过150欧元并直接卖给欧盟消费者时，可以通过进口一站式申报（IOSS）在售出时收取VAT，包裹进口时免征VAT、清关更快。非欧盟卖家使用IOSS必须指定欧盟中间人。通过亚马逊等平台销售时，由平台作为视同供应商代收代缴。',
            'When consignments of at most EUR 150 ship from outside the EU directly to EU consumers, the Import One-Stop Shop (IOSS) lets you charge VAT at checkout, so the parcel enters VAT-free and clears faster. A non-EU seller needs an EU intermediary to use IOSS. On Amazon and other marketplaces, the marketplace collects this VAT as the deemed supplier.',
          ),
          tag: t('IOSS', 'IOSS'),
        },
        {
          title: t('直邮英国的低价值包裹', 'Low-value parcels to the UK'),
          text: t(
            '从英国境外发货、单票不超过135英镑卖给英国消费者时，VAT在销售环节征收：通过平台销售由平台代收代缴；通过独立站直接销售时，卖家须注册英国VAT并自行在售价中收取和申报。',
            'For consignments of at most GBP 135 shipped from outside the UK to UK consumers, VAT is charged at the point of sale: the marketplace collects it on marketplace sales, while a seller selling directly through its own store must register for UK VAT and charge and declare it itself.',
          ),
          tag: t('英国', 'UK'),
        },
        {
          title: t('英国MTD季度申报', 'UK quarterly returns under MTD'),
          text: t(
            '英国VAT申报须通过符合“税务数字化”（Making Tax Digital）要求的软件提交，一般按季度申报，截止日为季度结束后1个月零7天，税款同日到期。即使当期没有销售，也要按时提交零申报。',
            'UK VAT returns must be filed through Making Tax Digital compatible software, normally every quarter, by one month and seven days after the quarter ends, with payment due the same day. A return is due even for a quarter with no sales.',
          ),
          tag: t('英国', 'UK'),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们服务的卖家', 'Who we work with'),
      intro: t('不同的销售模式，VAT义务和申报重点也不同。', 'Different ways of selling bring different VAT duties and filing priorities.'),
      items: [
        {
          title: t('亚马逊FBA卖家', 'Amazon FBA sellers'),
          text: t('在英国、德国等站点使用FBA，需要存货国税号并按期申报，进口环节缴纳的VAT可在申报中抵扣。', 'FBA in the UK, Germany or elsewhere needs a number in each stock country and regular returns, in which the import VAT you paid can be reclaimed.'),
        },
        {
          title: t('泛欧与中欧计划卖家', 'Pan-EU and Central Europe sellers'),
          text: t('多国存货、跨国调拨，需要多国税号，并在申报中体现跨境移库和欧盟内部交易。', 'Stock in several countries and transfers between them mean several numbers and returns that report cross-border stock movements.'),
        },
        {
          title: t('独立站与eBay卖家', 'Own-store and eBay sellers'),
          text: t('自行对消费者收取VAT：欧盟内发货用OSS，欧盟外直邮150欧元以下用IOSS，英国直邮需英国税号。', 'You charge consumers VAT yourself: OSS for shipments within the EU, IOSS for parcels up to EUR 150 from outside, and a UK number for direct UK sales.'),
        },
        {
          title: t('海外仓与B2B卖家', 'Overseas warehouses and B2B sellers'),
          text: t('以自己的名义进口清关并销售给企业客户，需要当地税号、EORI号码，并按规定开具VAT发票。', 'Importing in your own name and selling to businesses needs a local VAT number, an EORI number and compliant VAT invoices.'),
        },
        {
          title: t('已有税号、需要换服务商', 'Sellers changing provider'),
          text: t('税号归你所有，转代理不会改变号码。我们先核对历史申报，发现漏报会与你确认补报方案后再接手。', 'Your numbers belong to you and keep working after a transfer. We review past returns first and agree how to fix any gaps before we take over.'),
          url: '/lz/price',
          linkLabel: t('查看转代理价格', 'Transfer prices'),
        },
        {
          title: t('中东与日本市场卖家', 'Middle East and Japan sellers'),
          text: t('阿联酋VAT 5%、沙特VAT 15%、日本消费税10%，在当地存货销售同样需要注册，我们一并办理。', 'UAE VAT at 5 %, Saudi VAT at 15 % and Japanese consumption tax at 10 % also require registration when you sell from local stock; we handle them too.'),
          url: '/lz/calculate/100',
          linkLabel: t('日本消费税计算器', 'Japan tax calculator'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How registration works'),
      intro: t('从评估到拿到税号，再到每期申报，每一步都有专属顾问跟进。', 'A dedicated adviser follows each step, from assessment to your number to every return.'),
      items: [
        { title: t('免费评估', 'Free assessment'), text: t('回答几个问题，确认你需要在哪些国家注册、是否需要OSS或IOSS。', 'Answer a few questions to confirm which countries you must register in and whether you need OSS or IOSS.') },
        { title: t('确认方案与报价', 'Agree the plan and price'), text: t('顾问按国家列出所需服务、办理顺序和费用，价格以官网价格表为准。', 'Your adviser lists the services, the order to do them in and the cost per country, based on the published price list.') },
        { title: t('准备资料', 'Prepare documents'), text: t('按清单上传营业执照、法人证件、地址证明和店铺信息；需要翻译或海牙认证的文件由我们协助办理。', 'Upload your business licence, director ID, proof of address and store details from the checklist; we arrange translations and apostilles where needed.') },
        { title: t('递交税局并跟进', 'Submit and follow up'), text: t('我们填写各国申请表并递交税局，及时回复税局问询，进度可在工作台查看。', 'We complete each country’s forms, submit them and answer the tax office’s questions; you follow progress in your workspace.') },
        { title: t('下发税号并完成设置', 'Receive your number and set up'), text: t('拿到税号后，指导你在亚马逊等卖家后台填写税号，并申请EORI号码用于进口清关。', 'Once the number arrives, we show you where it goes in Amazon and other seller centres and obtain an EORI number for customs.') },
        { title: t('按期申报与缴税提醒', 'Returns and payment reminders'), text: t('每期收集销售报告和进口凭证，核算后提交申报，并在截止日前提醒你缴税。', 'Each period we collect sales reports and import documents, prepare and file the return, and remind you before payment is due.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('注册所需资料', 'Documents you will need'),
      content: richText(
        `### 各国通用资料

- 营业执照彩色扫描件
- 法定代表人身份证正反面及护照首页
- 法定代表人地址证明：近三个月内的水电燃气账单、银行对账单等
- 公司经营地址证明：办公场所租赁合同或以公司名义开具的水电费账单
- 店铺资料：亚马逊等平台卖家后台公司信息页截图及店铺链接
- 经营信息：预计首次在当地存货或销售的日期、预计年销售额、仓库地址
- 由我们提供模板、法定代表人签字的授权委托书

### 英国

- 公司注册信息及法定代表人护照
- 在英国经营的证明，例如平台店铺页面、采购或物流单据
- 用于接收退税的银行账户信息

### 德国

- 德国税局的税务登记问卷，由我们根据你提供的信息填写后交法定代表人签字
- 营业执照和公司章程，通常需要附德语翻译
- 中国大陆企业的德国VAT一般由柏林新克尔恩税务局（Finanzamt Neukölln）集中管辖

### 法国、意大利、西班牙

- 营业执照和公司章程的当地语言译本，西班牙通常还要求海牙认证（Apostille）
- 意大利、西班牙等国一般要求非欧盟企业通过当地税务代表注册，需签署税务代表委任文件

### 波兰、捷克

- 营业执照和公司章程的当地语言译本，部分情况下需公证或海牙认证
- 波兰VAT-R注册表、捷克注册申请表，由我们填写后交你签字

中国已于2023年11月7日起适用《取消外国公文认证要求的公约》，需要认证的文件可直接办理海牙认证（Apostille），无需再办理使馆认证。`,
        `### For every country

- A colour scan of your business licence
- The legal representative’s ID card (both sides) and passport photo page
- Proof of the legal representative’s address: a utility bill or bank statement from the last three months
- Proof of the business address: an office lease or a utility bill in the company’s name
- Store details: a screenshot of the company information page in Amazon or another seller centre, and the store link
- Trading details: the expected date of first storage or sale in the country, expected annual sales and the warehouse address
- A power of attorney signed by the legal representative, from our template

### United Kingdom

- Company registration details and the legal representative’s passport
- Evidence of trading in the UK, such as the store page, purchase or shipping documents
- Bank details for VAT repayments

### Germany

- The German tax office’s registration questionnaire, which we complete from your answers for the legal representative to sign
- Business licence and articles of association, usually with a German translation
- German VAT for companies from mainland China is generally handled centrally by the Berlin Neukölln tax office (Finanzamt Neukölln)

### France, Italy and Spain

- Translations of the business licence and articles of association into the local language; Spain usually also asks for an apostille
- Italy, Spain and some other countries generally require a non-EU business to register through a local fiscal representative, appointed by a signed mandate

### Poland and Czechia

- Local-language translations of the business licence and articles, notarised or apostilled in some cases
- The Polish VAT-R form or the Czech registration application, which we complete for your signature

China has applied the Apostille Convention since 7 November 2023, so documents that need legalisation can simply be apostilled, without consular legalisation.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('一般办理周期', 'Typical registration times'),
      intro: t(
        '以下为资料齐全时的一般情况，实际时间取决于各国税局的审核进度以及是否要求补充材料。建议在货物入仓前就开始申请。',
        'These are typical times once documents are complete; the real time depends on each tax office’s workload and any follow-up questions. Start before your goods reach the warehouse.',
      ),
      items: [
        { title: t('英国', 'United Kingdom'), text: t('通常4至8周；税务海关总署（HMRC）要求补充材料时会更久。', 'Typically 4 to 8 weeks; longer if HMRC asks for more evidence.'), tag: t('4–8 周', '4–8 weeks') },
        { title: t('德国', 'Germany'), text: t('通常6至10周，税局业务高峰期可能更久；获得税号后还需开通线上申报权限。', 'Typically 6 to 10 weeks, longer at busy times; online filing access is set up after the number is issued.'), tag: t('6–10 周', '6–10 weeks') },
        { title: t('法国', 'France'), text: t('通常6至10周，由负责外国企业的税务机构办理。', 'Typically 6 to 10 weeks, through the tax office for foreign businesses.'), tag: t('6–10 周', '6–10 weeks') },
        { title: t('意大利', 'Italy'), text: t('通过税务代表办理，通常2至4周可获得税号。', 'Through a fiscal representative, a number typically arrives within 2 to 4 weeks.'), tag: t('2–4 周', '2–4 weeks') },
        { title: t('西班牙', 'Spain'), text: t('通常6至10周，包含文件海牙认证和翻译的时间。', 'Typically 6 to 10 weeks, including apostille and translation.'), tag: t('6–10 周', '6–10 weeks') },
        { title: t('波兰与捷克', 'Poland and Czechia'), text: t('通常4至8周。', 'Typically 4 to 8 weeks.'), tag: t('4–8 周', '4–8 weeks') },
        { title: t('荷兰与奥地利', 'Netherlands and Austria'), text: t('通常4至8周。', 'Typically 4 to 8 weeks.'), tag: t('4–8 周', '4–8 weeks') },
        { title: t('OSS与IOSS', 'OSS and IOSS'), text: t('OSS在已有欧盟税号的基础上开通，通常1至2周；IOSS通过欧盟中间人注册，通常2至4周。', 'OSS is added to an existing EU registration, typically in 1 to 2 weeks; IOSS through an EU intermediary typically takes 2 to 4 weeks.'), tag: t('1–4 周', '1–4 weeks') },
      ],
    },
    {
      blockType: 'priceTable',
      heading: t('VAT服务价格', 'VAT service prices'),
      intro: t('各国VAT注册含首年申报，以及OSS、IOSS服务的官网价格。', 'Published prices for VAT registration with a year of returns in each country, and for OSS and IOSS.'),
      serviceTypes: '0,49,12',
      note: t(
        '价格单位为人民币；标注“含官费”的项目已包含政府收费。翻译、海牙认证、补报历史申报等按实际情况另行报价。',
        'Prices are in CNY; items marked as including official fees already cover government charges. Translation, apostilles and catching up on past returns are quoted separately.',
      ),
    },
    {
      blockType: 'faq',
      heading: t('VAT常见问题', 'VAT questions sellers ask'),
      items: [
        {
          question: t('亚马逊已经代扣代缴VAT了，我还需要注册和申报吗？', 'Amazon already collects the VAT. Do I still need to register and file?'),
          answer: t(
            '需要。自2021年7月1日起，非欧盟卖家通过平台向欧盟消费者销售位于欧盟境内的货物时，由平台作为视同供应商缴纳销售环节的VAT；英国自2021年1月1日起也有类似规则。但你在存货国仍须注册VAT：货物进口清关、跨国调拨库存、对企业客户的销售，都需要在你自己的申报表中体现，进口时缴纳的VAT也只能通过申报抵扣或退还。即使没有应缴税款，也要按期提交申报。',
            'Yes. Since 1 July 2021, when a non-EU seller sells goods located in the EU to EU consumers through a marketplace, the marketplace pays the VAT on the sale as the deemed supplier; the UK has had similar rules since 1 January 2021. You still have to register in each stock country: imports, stock transfers between countries and sales to business customers belong in your own returns, and import VAT can only be reclaimed through them. Returns are due on time even when nothing is payable.',
          ),
        },
        {
          question: t('欧盟10,000欧元的远程销售门槛对我适用吗？', 'Does the EUR 10,000 distance-sales threshold apply to me?'),
          answer: t(
            '只有仅在一个欧盟成员国设立的企业才能适用这个门槛。以中国公司主体从欧盟仓库发货给其他成员国消费者，从第一笔销售起就按目的国税率征税，可以通过OSS统一申报；通过亚马逊等平台完成的此类销售由平台作为视同供应商处理。',
            'Only businesses established in a single EU member state can use it. A Chinese company shipping from an EU warehouse to consumers in other member states owes destination VAT from the first sale and can declare it through OSS; such sales through Amazon or another marketplace are handled by the marketplace as the deemed supplier.',
          ),
        },
        {
          question: t('只在德国存货、通过欧洲配送网络卖到法国，需要法国税号吗？', 'My stock is only in Germany and I ship to France through the European Fulfilment Network. Do I need a French number?'),
          answer: t(
            '一般不需要。VAT注册义务跟随库存所在地，库存只放在德国时需要德国税号。从德国发往法国消费者的订单属于远程销售：通过亚马逊销售时由平台处理VAT，通过独立站销售时在OSS中申报法国VAT。一旦开启泛欧计划或把货物放进法国仓库，就需要注册法国VAT。',
            'Usually not. Registration follows the stock: stock only in Germany needs a German number. Orders shipped from Germany to French consumers are distance sales, handled by Amazon when sold there, or declared for France in your OSS return when sold through your own store. Once you join Pan-EU or store goods in France, you need French VAT.',
          ),
        },
        {
          question: t('税号下来之前可以先发货销售吗？', 'Can I start selling before my number arrives?'),
          answer: t(
            '不建议。注册义务从首次在当地存货或销售时产生，税号生效日期通常按这一日期确定，等待期间的销售同样要补报缴税。平台也可能在你未提供存货国税号时限制库存调入或销售。最稳妥的做法是在货物入仓前完成申请。',
            'We advise against it. The duty arises when you first store or sell locally, and your registration usually takes effect from that date, so sales while you wait still have to be declared and paid. Marketplaces may also restrict inbound stock or sales until you provide a number for the stock country. Apply before the goods reach the warehouse.',
          ),
        },
        {
          question: t('进口时缴纳的VAT可以抵扣吗？', 'Can I reclaim the import VAT I paid?'),
          answer: t(
            '可以，前提是以你自己的公司作为进口商、使用你自己的VAT税号和EORI号码清关，并保存进口凭证。英国可以使用递延进口增值税（PVA），直接在申报表中同时申报和抵扣，无需在清关时先行缴纳；欧盟各国凭进口报关单等凭证在申报中抵扣。如果用的是货代或他人的税号清关，这部分税款你就无法抵扣。',
            'Yes, if your company is the importer, customs clearance uses your own VAT and EORI numbers, and you keep the import documents. In the UK, postponed VAT accounting lets you declare and reclaim import VAT in the same return instead of paying at the border; EU countries allow the deduction on the strength of the customs import documents. If a forwarder’s or someone else’s number was used, you cannot reclaim it.',
          ),
        },
        {
          question: t('不按时申报会有什么后果？', 'What happens if I file late?'),
          answer: t(
            '各国通常会收取滞纳金、利息或逾期罚款，并可能按估算核定税款；长期不申报的税号可能被注销，平台也可能因此冻结资金或下架商品。英国自2023年起对逾期申报实行积分制：按季度申报的企业累计达到4分后，每次逾期罚款200英镑。',
            'Tax offices generally charge late-filing penalties, interest or surcharges and may assess the tax by estimate; a number left unfiled for long can be cancelled, and marketplaces may freeze funds or remove listings. Since 2023 the UK uses penalty points for late returns: once a quarterly filer reaches 4 points it pays a GBP 200 penalty, and another for each further late return.',
          ),
        },
        {
          question: t('什么是MTD？我需要自己买软件吗？', 'What is MTD, and do I need my own software?'),
          answer: t(
            '“税务数字化”（Making Tax Digital）要求所有英国VAT注册企业通过兼容软件保存数字账目并提交申报。委托我们申报时，由我们使用兼容软件完成提交，你不需要另外购买软件，只需每期提供销售报告和进口凭证。',
            'Making Tax Digital requires every UK VAT-registered business to keep digital records and file through compatible software. When we file for you, we submit through our compatible software, so you only provide sales reports and import documents each period.',
          ),
        },
        {
          question: t('税号在别家服务商，可以转给北辰合规申报吗？', 'My numbers are with another provider. Can Northstar take them over?'),
          answer: t(
            '可以。转代理不改变税号，我们会先取得授权并核对以往申报记录，如有漏报或错报，与你确认补报方案后再接手后续按期申报，避免新旧服务商之间出现申报空档。',
            'Yes. A transfer does not change your numbers. We take authorisation, review your past returns, agree a plan for any missing or incorrect ones, and then take over the regular filing with no gap between providers.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('先弄清楚你要在哪几个国家注册', 'Find out where you need to register'),
      text: t(
        '回答几个问题，免费生成合规报告，逐国列出VAT义务、法律依据和费用。',
        'Answer a few questions for a free report listing your VAT obligations country by country, with the legal basis and the cost.',
      ),
      primaryAction: { label: t('免费生成合规报告', 'Get my free report'), url: '#questionnaire' },
      secondaryAction: { label: t('查看全部价格', 'See all prices'), url: '/lz/price' },
    },
  ],
}

/** One country card of the VAT guide. */
const country = (name: L, rate: string, text: L) => ({ title: { cn: `${name.cn} · ${rate}`, en: `${name.en} · ${rate}` }, text, tag: t('标准税率', 'Standard rate') })

const VAT_DETAIL: PageSeed = {
  slug: 'VATdetail',
  title: t('欧洲各国VAT税率与申报要求详解', 'European VAT rates and filing rules by country'),
  navLabel: t('各国VAT详解', 'VAT by country'),
  meta: {
    keywords: t(
      '英国VAT税率,德国VAT税率,法国VAT,意大利VAT,西班牙VAT,波兰VAT,捷克VAT,荷兰VAT,奥地利VAT,瑞典VAT,爱尔兰VAT,比利时VAT,VAT申报周期,税务代表,EORI',
      'UK VAT rate, German VAT rate, French VAT, Italian VAT, Spanish VAT, Polish VAT, Czech VAT, Dutch VAT, Austrian VAT, Swedish VAT, Irish VAT, Belgian VAT, VAT filing frequency, fiscal representative, EORI',
    ),
    description: t(
      '英国、德国、法国、意大利、西班牙、波兰、捷克、荷兰、奥地利、瑞典、爱尔兰、比利时12国VAT标准税率、申报频率、年度申报、税务代表和EORI要求逐国说明。',
      'Standard VAT rates, filing frequencies, annual returns, fiscal-representative and EORI rules for twelve countries: the UK, Germany, France, Italy, Spain, Poland, Czechia, the Netherlands, Austria, Sweden, Ireland and Belgium.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('VAT国别指南', 'VAT country guide'),
      heading: t('欧洲各国VAT税率与申报要求详解', 'European VAT rates and filing rules, country by country'),
      text: t(
        '欧盟各国共用同一套VAT规则框架，但税率、申报频率、年度申报和是否需要税务代表各不相同。这里按国家整理了跨境卖家最常遇到的要点，帮你提前规划注册顺序和申报成本。',
        'EU countries share one VAT framework, yet rates, filing frequencies, annual returns and fiscal-representative rules differ. This guide sets out, country by country, what cross-border sellers meet most often, so you can plan the order of registrations and the cost of filing.',
      ),
      primaryAction: { label: t('评估我需要注册的国家', 'Check which countries I need'), url: '#questionnaire' },
      secondaryAction: { label: t('查看VAT价格', 'See VAT prices'), url: '/lz/price' },
      highlights: [
        { value: t('12 国', '12 countries'), label: t('税率、申报周期与注册要点', 'rates, filing periods and registration points') },
        { value: t('19%–25%', '19%–25%'), label: t('本页各国标准税率区间', 'standard rates across this guide') },
        { value: t('EORI', 'EORI'), label: t('进口清关必备，英国与欧盟分别申请', 'needed to import; the UK and EU issue separate numbers') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('各国标准税率与申报要求', 'Standard rates and filing rules'),
      intro: t(
        '申报频率是一般情况，税局可能根据企业规模和纳税记录另行核定；截止日期以各国税局通知为准。',
        'Filing frequencies describe the usual case; a tax office may set another one based on size and compliance history, and its notices fix the deadlines.',
      ),
      items: [
        country(t('英国', 'United Kingdom'), '20%', t(
          '低税率5%，部分商品零税率。一般按季度通过MTD兼容软件申报，截止日为季度结束后1个月零7天，无年度VAT申报。非英国企业可直接注册，无需税务代表；进口可使用递延进口增值税（PVA）。',
          'Reduced rate 5 %, some goods zero-rated. Quarterly returns through MTD software, due one month and seven days after the quarter; no annual VAT return. Non-UK businesses register directly without a fiscal representative and can use postponed VAT accounting on imports.',
        )),
        country(t('德国', 'Germany'), '19%', t(
          '低税率7%。通过ELSTER提交VAT预申报，新注册企业通常按月申报，一般在次月10日前提交；之后税局根据上年应纳税额核定按月、按季或仅年报。每年另需提交年度VAT申报表。中国大陆企业一般由柏林新克尔恩税务局管辖。',
          'Reduced rate 7 %. Advance returns are filed through ELSTER; new businesses usually file monthly, generally by the 10th of the following month, after which the tax office sets monthly, quarterly or annual-only filing from the previous year’s tax. An annual VAT return is due every year. Companies from mainland China are generally handled by the Berlin Neukölln tax office.',
        )),
        country(t('法国', 'France'), '20%', t(
          '低税率10%、5.5%和2.1%。外国企业一般适用正常申报制度，按月提交CA3申报表。非欧盟企业视所在国与法国的税收协助安排，可能需要指定法国税务代表。持有法国税号的企业进口时一般实行进口VAT自动清算，在申报表中申报和抵扣。',
          'Reduced rates 10 %, 5.5 % and 2.1 %. Foreign businesses generally fall under the normal regime and file a CA3 return every month. Depending on their country’s tax-assistance arrangements with France, non-EU businesses may need a French fiscal representative. Import VAT for French-registered businesses is generally self-accounted in the return.',
        )),
        country(t('意大利', 'Italy'), '22%', t(
          '低税率10%、5%和4%。按月结算缴纳VAT，规模较小的企业可按季；每季度提交定期VAT数据报告，每年4月30日前提交年度VAT申报。非欧盟企业一般需通过意大利税务代表注册和申报。',
          'Reduced rates 10 %, 5 % and 4 %. VAT is settled monthly, or quarterly for smaller businesses; periodic VAT data are reported every quarter and the annual return is due by 30 April. Non-EU businesses generally register and file through an Italian fiscal representative.',
        )),
        country(t('西班牙', 'Spain'), '21%', t(
          '低税率10%和4%。一般按季度提交303表，另有年度汇总申报（390表）；年营业额较大的企业须按月申报。非欧盟企业一般需要指定西班牙税务代表，注册文件通常需海牙认证。',
          'Reduced rates 10 % and 4 %. Quarterly returns on form 303 with an annual summary on form 390; larger businesses file monthly. Non-EU businesses generally need a Spanish fiscal representative, and registration documents usually need an apostille.',
        )),
        country(t('波兰', 'Poland'), '23%', t(
          '低税率8%和5%。按月提交JPK_V7M（申报表与电子账目合一），一般在次月25日前；新注册企业通常须按月申报。部分情况下非欧盟企业可能需要指定税务代表，注册时由顾问确认。',
          'Reduced rates 8 % and 5 %. A monthly JPK_V7M file (return and electronic ledger in one) is due, generally by the 25th of the following month; newly registered businesses usually file monthly. In some cases a non-EU business may need a fiscal representative, which we confirm at registration.',
        )),
        country(t('捷克', 'Czechia'), '21%', t(
          '低税率12%。一般按月申报，并同时提交控制报表（kontrolní hlášení），截止日通常为次月25日。跨境销售给欧盟企业客户时还需提交欧盟销售清单。',
          'Reduced rate 12 %. Returns are generally monthly, together with a control statement (kontrolní hlášení), usually by the 25th of the following month. Supplies to EU business customers also need an EC sales list.',
        )),
        country(t('荷兰', 'Netherlands'), '21%', t(
          '低税率9%。一般按季度申报，截止日为季度结束后次月月底。外国企业由荷兰税局的外国企业办公室管辖；进口VAT递延（第23条许可证）通常需通过持有许可证的税务代表办理。',
          'Reduced rate 9 %. Returns are generally quarterly, due by the end of the month after the quarter. Foreign businesses are handled by the Dutch tax office for foreign entrepreneurs; deferring import VAT under an Article 23 licence usually goes through a licensed fiscal representative.',
        )),
        country(t('奥地利', 'Austria'), '20%', t(
          '低税率10%和13%。上一年营业额超过10万欧元的企业按月提交预申报，其他企业一般按季；每年另需提交年度申报。',
          'Reduced rates 10 % and 13 %. Businesses with turnover above EUR 100,000 in the previous year file advance returns monthly, others generally quarterly; an annual return is due as well.',
        )),
        country(t('瑞典', 'Sweden'), '25%', t(
          '低税率12%和6%。申报频率按应税营业额确定：超过4,000万瑞典克朗按月，以下一般按季，较小企业可申请按年。非欧盟企业可能需要指定瑞典税务代表。',
          'Reduced rates 12 % and 6 %. Filing frequency follows taxable turnover: monthly above SEK 40 million, generally quarterly below, and annual filing is possible for small businesses. Non-EU businesses may need a Swedish fiscal representative.',
        )),
        country(t('爱尔兰', 'Ireland'), '23%', t(
          '低税率13.5%和9%。一般每两个月提交一次VAT3申报，每年另提交年度交易明细申报（RTD）。爱尔兰是欧盟IOSS中间人常用的所在国之一。',
          'Reduced rates 13.5 % and 9 %. VAT3 returns are generally filed every two months, plus an annual return of trading details (RTD). Ireland is a common base for IOSS intermediaries.',
        )),
        country(t('比利时', 'Belgium'), '21%', t(
          '低税率12%和6%。按月申报，符合条件的小型企业可按季；每年提交比利时企业客户年度清单。非欧盟企业一般需要指定比利时税务代表。',
          'Reduced rates 12 % and 6 %. Returns are monthly, or quarterly for qualifying smaller businesses; an annual listing of Belgian business customers is filed each year. Non-EU businesses generally need a Belgian fiscal representative.',
        )),
      ],
    },
    {
      blockType: 'richText',
      heading: t('注册与申报中的关键事项', 'What matters when you register and file'),
      content: richText(
        `### 税务代表

欧盟规则允许成员国要求非欧盟企业通过当地税务代表注册VAT。意大利、西班牙、比利时等国一般会这样要求，法国、波兰、瑞典等国视企业所在国与该国的税收协助安排及具体情况而定；英国、德国、捷克不要求税务代表。税务代表通常对你的VAT负有连带责任，因此可能要求提供担保或预存款项。我们在报价前会逐国确认是否需要。

### EORI号码

EORI是海关使用的经营者识别号，与VAT税号不同。以自己的名义进口清关必须持有EORI：进口到英国需要以GB开头的英国EORI；进口到欧盟需要欧盟EORI，非欧盟企业一般向首次办理报关的成员国申请，一个欧盟EORI可在所有成员国使用。

### 泛欧库存调拨

在欧盟国家之间调拨自己的库存，视同在发出国发生一笔欧盟内部供应、在到达国发生一笔欧盟内部购进，两国申报表都要体现，发出国通常还需提交欧盟销售清单。达到统计门槛时，还需要提交欧盟内部贸易统计（Intrastat）。

### 年度申报

德国、意大利、西班牙、奥地利等国在定期申报之外还要求年度申报或年度汇总，用于核对全年数据；英国和法国（正常申报制度）一般没有单独的年度VAT申报。

### 逾期与错误的后果

各国一般对逾期申报收取滞纳金或罚款，对逾期缴税加收利息，严重或长期不申报时可能按估算核定税款、注销税号。发现以前的申报有错时，及时主动更正通常比被税局查出后处理的代价更低。平台在收到税局通知后，也可能冻结卖家资金或限制销售。`,
        `### Fiscal representatives

EU rules let member states require non-EU businesses to register for VAT through a local fiscal representative. Italy, Spain and Belgium generally do; France, Poland and Sweden decide case by case, depending on tax-assistance arrangements with the business’s home country; the UK, Germany and Czechia do not require one. A fiscal representative is usually jointly liable for your VAT, so it may ask for a guarantee or a deposit. We confirm the position for each country before we quote.

### EORI numbers

An EORI number identifies you to customs and is not the same as a VAT number. Clearing imports in your own name needs one: imports into the UK need a UK EORI starting with GB; imports into the EU need an EU EORI, which a non-EU business generally obtains from the member state where it first lodges a customs declaration and which then works in every member state.

### Pan-EU stock transfers

Moving your own stock between EU countries counts as an intra-EU supply in the country of departure and an intra-EU acquisition in the country of arrival, and both returns must show it; the departure country usually also needs an EC sales list. Above the statistical thresholds, Intrastat declarations are due as well.

### Annual returns

Germany, Italy, Spain and Austria, among others, require an annual return or annual summary on top of the periodic returns to reconcile the year; the UK and France (under the normal regime) generally have no separate annual VAT return.

### Late or wrong returns

Tax offices generally charge surcharges or penalties for late returns and interest on late payments; serious or long-running non-filing can lead to estimated assessments and cancellation of the number. Correcting past mistakes on your own initiative usually costs less than waiting for the tax office to find them. Marketplaces may also freeze funds or restrict sales after a tax office notifies them.`,
      ),
    },
    {
      blockType: 'priceTable',
      heading: t('各国VAT注册及申报价格', 'VAT registration and filing prices by country'),
      serviceTypes: '0',
      note: t('价格为人民币，含首年按期申报；税务代表费用、翻译与海牙认证按国家另行说明。', 'Prices are in CNY and include the first year of returns; fiscal-representative fees, translation and apostilles are explained per country.'),
    },
    {
      blockType: 'faq',
      heading: t('国别VAT常见问题', 'Country VAT questions'),
      items: [
        {
          question: t('应该先注册哪个国家？', 'Which country should I register first?'),
          answer: t(
            '先注册你即将存货的国家。英国站注册英国VAT，德国站使用FBA先注册德国；开启中欧计划需要波兰和捷克税号，开启泛欧计划需要所有可能存货国家的税号。没有在当地存货、只是跨境销售时，通常先考虑OSS或IOSS。',
            'Start with the countries where your stock is about to arrive: UK VAT for the UK marketplace, German VAT for FBA in Germany, Polish and Czech numbers for the Central Europe programme, and every possible stock country for Pan-EU. Without local stock, OSS or IOSS usually comes first.',
          ),
        },
        {
          question: t('低税率适用于哪些商品？', 'Which goods get a reduced rate?'),
          answer: t(
            '各国低税率主要适用于食品、书籍、药品等特定商品，大多数电商商品（服装、电子产品、家居用品等）适用标准税率。同一商品在不同国家的税率可能不同，上架前应按目的国确认。',
            'Reduced rates mostly cover specific goods such as food, books and medicines; most e-commerce goods, such as clothing, electronics and homeware, are standard-rated. The same product can be taxed differently from country to country, so confirm the destination rate before listing.',
          ),
        },
        {
          question: t('申报周期可以自己选择吗？', 'Can I choose how often I file?'),
          answer: t(
            '一般由税局根据法律规定和企业的应纳税额核定。例如德国按上一年应纳税额确定按月、按季或仅年报，波兰新注册企业通常须按月申报。满足条件时可以申请调整，我们会在合适的时机代你提出。',
            'The tax office normally sets it from the law and the tax you owe: Germany, for example, uses the previous year’s tax to choose monthly, quarterly or annual-only filing, and newly registered Polish businesses usually file monthly. Where you qualify for a change, we apply for it at the right moment.',
          ),
        },
        {
          question: t('欧盟销售清单是什么？我需要提交吗？', 'What is an EC sales list, and do I need one?'),
          answer: t(
            '欧盟销售清单用于报告向其他成员国企业客户的免税供应以及自有库存的跨境调拨。如果你只向消费者销售、库存只在一个国家，通常不需要；参加泛欧计划或向欧盟企业客户销售时一般需要。',
            'An EC sales list reports exempt supplies to business customers in other member states and transfers of your own stock between countries. Selling only to consumers from stock in one country usually needs none; Pan-EU or sales to EU business customers usually do.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('把各国VAT交给一个团队', 'One team for VAT in every country'),
      text: t('从注册、税务代表到每期申报，北辰合规按国家统一办理并提醒每个截止日。', 'From registration and fiscal representation to every return, Northstar Compliance handles each country and reminds you of each deadline.'),
      primaryAction: { label: t('了解VAT服务', 'Our VAT services'), url: '/lz/VAT' },
      secondaryAction: { label: t('联系VAT顾问', 'Contact a VAT adviser'), url: '/lz/contactUs' },
    },
  ],
}

const ABOUT_VAT: PageSeed = {
  slug: 'aboutVAT',
  title: t('VAT知识库：跨境电商增值税基础', 'VAT knowledge base for cross-border sellers'),
  navLabel: t('VAT知识库', 'VAT knowledge base'),
  meta: {
    keywords: t(
      'VAT是什么,销项税,进项税,反向征收,进口VAT,递延进口增值税,PVA,远程销售,OSS,IOSS,视同供应商,EORI,日本消费税',
      'what is VAT, output VAT, input VAT, reverse charge, import VAT, postponed VAT accounting, PVA, distance selling, OSS, IOSS, deemed supplier, EORI, Japanese consumption tax',
    ),
    description: t(
      '用跨境卖家的视角讲清VAT：销项与进项、应纳税额的计算、反向征收、进口VAT与英国递延进口增值税、远程销售与OSS/IOSS、平台视同供应商规则和EORI，并附VAT计算器。',
      'VAT explained for cross-border sellers: output and input VAT, how the tax due is worked out, reverse charge, import VAT and UK postponed accounting, distance selling with OSS and IOSS, marketplace deemed-supplier rules and EORI, with free calculators.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('VAT知识库', 'VAT knowledge base'),
      heading: t('VAT基础知识：跨境卖家必懂的增值税规则', 'VAT basics every cross-border seller should know'),
      text: t(
        'VAT不是平台多扣的一笔费用，而是一套“层层抵扣、最终由消费者负担”的税制。弄懂销项、进项、进口VAT和平台代扣规则，才能看懂申报表、算清利润，也知道哪些税款可以拿回来。',
        'VAT is not an extra marketplace fee but a tax collected stage by stage and borne by the final consumer. Once you understand output tax, input tax, import VAT and the marketplace rules, you can read your returns, price correctly and know which tax you can get back.',
      ),
      primaryAction: { label: t('打开VAT计算器', 'Open the VAT calculator'), url: '/lz/calculate/2' },
      secondaryAction: { label: t('日本消费税计算器', 'Japan consumption tax calculator'), url: '/lz/calculate/100' },
      highlights: [
        { value: t('销项 − 进项', 'Output − input'), label: t('一期应缴纳的VAT', 'the VAT due for a period') },
        { value: t('2021.7.1', '1 Jul 2021'), label: t('欧盟电商VAT改革：OSS、IOSS与平台视同供应商', 'EU e-commerce VAT reform: OSS, IOSS and deemed suppliers') },
        { value: t('£135', '£135'), label: t('英国低价值进口货物的单票上限', 'per consignment: the UK low-value import limit') },
        { value: t('10% / 8%', '10% / 8%'), label: t('日本消费税标准税率 / 轻减税率', 'Japanese consumption tax: standard / reduced') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('VAT是什么，怎么算', 'What VAT is and how it is worked out'),
      content: richText(
        `### 增值税的基本逻辑

增值税（VAT）对商品和服务在每个流通环节的增值部分征税。企业向客户收取的VAT叫**销项税**，企业采购商品、服务和进口时支付的VAT叫**进项税**。企业每期只需缴纳两者的差额，税负最终落在不能抵扣的消费者身上。

### 应纳税额 = 销项税 − 进项税

以德国19%的标准税率为例：

- 一个季度内在德国卖出含税销售额11,900欧元，不含税销售额为10,000欧元，销项税为1,900欧元
- 同期进口货物时缴纳进口VAT 950欧元，另有当地服务商开具发票中的VAT 50欧元，进项税合计1,000欧元
- 本期应缴VAT为1,900 − 1,000 = 900欧元；如果进项大于销项，差额可以申请退税或留抵

注意：含税售价中的税额 = 含税价 × 税率 ÷（1 + 税率），而不是含税价直接乘以税率。

### 反向征收

跨境的企业间服务（以及部分国家规定的特定交易）通常不由销售方收税，而由购买方在自己的申报表中同时申报销项和进项，这就是**反向征收**。对可以全额抵扣的企业来说，一般不产生实际税款，但必须如实申报。

### 进口VAT与递延缴纳

货物从欧盟或英国境外进口时，海关按货值加运费、保险费和关税征收进口VAT。以你自己的公司作为进口商、用自己的税号清关，这笔税款才能作为进项抵扣。英国自2021年1月1日起提供**递延进口增值税（PVA）**：进口时不用先交税，在当期申报表中同时申报和抵扣，依据是每月从海关系统下载的PVA对账单。欧盟部分国家也有类似安排，例如荷兰的第23条许可证、法国的进口VAT自动清算。`,
        `### The basic idea

Value added tax (VAT) taxes the value added at each stage of the supply chain. The VAT a business charges its customers is **output tax**; the VAT it pays on purchases, services and imports is **input tax**. Each period the business pays only the difference, so the burden ends with the consumer, who cannot reclaim it.

### VAT due = output tax − input tax

An example at the German standard rate of 19 %:

- In a quarter you sell goods in Germany for EUR 11,900 including VAT: EUR 10,000 net and EUR 1,900 output tax
- In the same quarter you paid EUR 950 import VAT and EUR 50 VAT on a local provider’s invoice: EUR 1,000 input tax
- VAT due for the quarter is 1,900 − 1,000 = EUR 900; when input exceeds output, the difference is repaid or carried forward

Note that the VAT inside a gross price is price × rate ÷ (1 + rate), not the gross price multiplied by the rate.

### Reverse charge

For cross-border business-to-business services (and certain other transactions some countries specify), the supplier usually charges no VAT; the customer declares both output and input tax in its own return. This is the **reverse charge**. For a business with full deduction it usually costs nothing, but it must be reported.

### Import VAT and postponed accounting

When goods enter the EU or the UK, customs charges import VAT on the value plus freight, insurance and duty. You can only reclaim it as input tax if your company is the importer and the goods clear under your own numbers. Since 1 January 2021 the UK offers **postponed VAT accounting (PVA)**: nothing is paid at the border, and the import VAT is declared and reclaimed in the same return, based on the monthly PVA statement downloaded from the customs system. Some EU countries have similar schemes, such as the Dutch Article 23 licence and French self-accounting for import VAT.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('跨境电商的特殊规则', 'Rules specific to cross-border e-commerce'),
      intro: t('2021年起欧盟和英国的电商VAT规则发生了根本变化，下面是卖家最需要掌握的几条。', 'The EU and UK rewrote e-commerce VAT in 2021. These are the rules sellers most need to know.'),
      items: [
        {
          title: t('远程销售', 'Distance selling'),
          text: t(
            '从一个欧盟国家发货给另一个成员国的消费者称为远程销售。仅在一个成员国设立的企业，全欧盟此类销售每年不超过10,000欧元时可按发货国征税，超过后按目的国税率征税；非欧盟企业从第一笔起按目的国征税。',
            'Shipping from one EU country to a consumer in another is a distance sale. A business established in a single member state taxes such sales in its own country up to EUR 10,000 a year across the EU and at the destination rate above it; a non-EU business applies destination VAT from the first sale.',
          ),
          tag: t('欧盟', 'EU'),
        },
        {
          title: t('一站式申报（OSS）', 'One-Stop Shop (OSS)'),
          text: t(
            '在一个成员国注册OSS后，所有目的国的远程销售VAT用一份季度申报表申报和缴纳，截止日为季度结束后次月月底，无需在每个目的国分别注册。存货所在国的本地销售仍在当地申报。',
            'Register for OSS in one member state and declare and pay the VAT on distance sales to every destination in one quarterly return, due by the end of the month after the quarter, with no registration in each destination. Local sales from a stock country are still declared there.',
          ),
          tag: t('OSS', 'OSS'),
          url: '/lz/VAT',
          linkLabel: t('OSS注册与申报', 'OSS registration and returns'),
        },
        {
          title: t('进口一站式申报（IOSS）', 'Import One-Stop Shop (IOSS)'),
          text: t(
            '单票货值不超过150欧元、从欧盟外直接发给消费者的商品，可在销售时收取目的国VAT，进口环节免税，按月提交IOSS申报。非欧盟卖家必须指定欧盟中间人；应税消费品（如烟酒）不适用。',
            'For consignments of at most EUR 150 shipped from outside the EU straight to consumers, VAT at the destination rate is charged at checkout, the import is VAT-exempt, and an IOSS return is filed monthly. A non-EU seller must appoint an EU intermediary; excise goods such as alcohol and tobacco are excluded.',
          ),
          tag: t('IOSS', 'IOSS'),
        },
        {
          title: t('平台视同供应商', 'Marketplace deemed supplier'),
          text: t(
            '自2021年7月1日起，平台在两种情况下被视为销售方、负责缴纳VAT：一是单票不超过150欧元的进口商品卖给欧盟消费者；二是非欧盟卖家把已在欧盟境内的货物卖给欧盟消费者。卖家仍需在存货国注册，申报进口、调拨和对平台的供应。',
            'Since 1 July 2021 a marketplace is treated as the seller, and pays the VAT, in two cases: imported consignments of at most EUR 150 sold to EU consumers, and goods already in the EU sold by non-EU sellers to EU consumers. The seller still registers in each stock country to report imports, transfers and its supply to the marketplace.',
          ),
          tag: t('欧盟', 'EU'),
        },
        {
          title: t('英国135英镑规则', 'The UK GBP 135 rule'),
          text: t(
            '从英国境外发往英国消费者、单票不超过135英镑的商品，进口环节不征VAT，改在销售环节征收：平台销售由平台代收代缴，直接销售由卖家注册英国VAT后自行申报。超过135英镑的货物在进口时缴纳进口VAT。',
            'For consignments of at most GBP 135 sent from abroad to UK consumers, VAT moves from import to the point of sale: the marketplace accounts for it on marketplace sales, and a seller selling directly registers for UK VAT and declares it. Consignments above GBP 135 pay import VAT at the border.',
          ),
          tag: t('英国', 'UK'),
        },
        {
          title: t('EORI号码', 'EORI numbers'),
          text: t(
            'EORI是海关识别进出口经营者的号码，以自己名义报关必须具备。英国EORI以GB开头，欧盟EORI由首次报关的成员国签发、全欧盟通用。EORI和VAT税号是两个不同的号码，需要分别申请。',
            'An EORI number identifies importers and exporters to customs and is required to clear goods in your own name. UK EORI numbers start with GB; an EU EORI is issued by the member state of your first declaration and works across the EU. EORI and VAT numbers are separate and applied for separately.',
          ),
          tag: t('海关', 'Customs'),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('日本消费税速览', 'Japanese consumption tax at a glance'),
      content: richText(
        `日本消费税（JCT）标准税率为10%，食品饮料（不含酒类和堂食）及定期订阅的报纸适用8%的轻减税率。货物进口时，海关同样征收进口消费税。

- 基准期间（一般为两年前的会计年度）的应税销售额超过1,000万日元时，成为消费税纳税义务人
- 2023年10月1日起实行合格票据制度（适格请求书），只有登记为合格票据发行事业者，企业客户才能凭你的发票抵扣进项税
- 在日本亚马逊使用FBA、从日本境内库存销售的海外卖家，同样需要评估消费税义务

可以用[日本消费税计算器](/lz/calculate/100)按10%或8%税率估算税额。`,
        `Japan’s consumption tax (JCT) has a standard rate of 10 %, with a reduced rate of 8 % for food and drink (excluding alcohol and eating in) and subscription newspapers. Customs also charges consumption tax on imported goods.

- A business becomes liable once taxable sales in its base period (generally the financial year two years earlier) exceed JPY 10 million
- Since 1 October 2023 the qualified invoice system applies: business customers can only deduct input tax on invoices from registered qualified invoice issuers
- Overseas sellers using Amazon FBA in Japan and selling from Japanese stock should assess their consumption tax position too

Use the [Japan consumption tax calculator](/lz/calculate/100) to estimate the tax at 10 % or 8 %.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('免费工具与延伸阅读', 'Free tools and further reading'),
      items: [
        {
          title: t('欧洲VAT计算器', 'European VAT calculator'),
          text: t('输入售价，按德国19%等各国税率计算含税价、不含税价和税额。', 'Enter a price and get the gross, net and VAT amounts at rates such as Germany’s 19 %.'),
          tag: t('免费工具', 'Free tool'),
          url: '/lz/calculate/2',
          linkLabel: t('开始计算', 'Calculate'),
        },
        {
          title: t('日本消费税计算器', 'Japan consumption tax calculator'),
          text: t('按10%标准税率或8%轻减税率估算日本消费税。', 'Estimate Japanese consumption tax at the 10 % standard or 8 % reduced rate.'),
          tag: t('免费工具', 'Free tool'),
          url: '/lz/calculate/100',
          linkLabel: t('开始计算', 'Calculate'),
        },
        {
          title: t('各国VAT详解', 'VAT by country'),
          text: t('英国及欧盟12国税率、申报频率、年度申报与税务代表要求。', 'Rates, filing frequencies, annual returns and fiscal representatives in the UK and eleven EU countries.'),
          tag: t('指南', 'Guide'),
          url: '/lz/VATdetail',
          linkLabel: t('查看国别指南', 'Read the guide'),
        },
        {
          title: t('VAT注册与申报服务', 'VAT registration and filing'),
          text: t('谁需要注册、所需资料、办理周期和价格。', 'Who must register, the documents, typical timelines and prices.'),
          tag: t('服务', 'Service'),
          url: '/lz/VAT',
          linkLabel: t('了解服务', 'See the service'),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('VAT基础问答', 'VAT basics: questions and answers'),
      items: [
        {
          question: t('VAT和美国的销售税有什么区别？', 'How is VAT different from US sales tax?'),
          answer: t(
            '美国销售税只在最终零售环节征收一次，由各州规定税率；VAT在每个环节都征收，但企业可以抵扣进项，最终只有消费者承担。所以VAT卖家既要收税，也要保留进项凭证用于抵扣。',
            'US sales tax is charged once, at the final retail sale, at rates each state sets. VAT is charged at every stage, but businesses deduct their input tax, so only the consumer ends up paying. VAT sellers therefore both charge tax and keep input documents to reclaim it.',
          ),
        },
        {
          question: t('售价应该含税还是不含税？', 'Should my prices include VAT?'),
          answer: t(
            '面向欧盟和英国消费者的标价必须含VAT。定价时先确定不含税收入，再乘以（1 + 税率）得到含税价，例如不含税100欧元在德国对应含税价119欧元。',
            'Prices shown to EU and UK consumers must include VAT. Work out the net revenue you need and multiply by (1 + rate): EUR 100 net becomes EUR 119 in Germany.',
          ),
        },
        {
          question: t('平台代扣代缴后，为什么我的申报表还是有数据？', 'Why does my return still show figures when the marketplace collects VAT?'),
          answer: t(
            '平台代缴的是销售给消费者环节的VAT，但你的进口、跨国调拨、对企业客户的销售和对平台的视同供应仍需申报。很多卖家的申报结果是进口VAT形成的可退税额，按时申报才能拿回这部分钱。',
            'The marketplace pays the VAT on the sale to the consumer, but your imports, stock transfers, sales to businesses and your supply to the marketplace still go in your return. Often the result is a repayment of import VAT, which you only get by filing on time.',
          ),
        },
        {
          question: t('VAT税号怎么验证是否有效？', 'How do I check that a VAT number is valid?'),
          answer: t(
            '欧盟税号可以在欧盟委员会的VIES系统查询，英国税号可以通过英国税务海关总署的在线服务查询。向企业客户开具免税发票前，应先验证对方税号并保存查询结果。',
            'EU numbers can be checked in the European Commission’s VIES service and UK numbers through HMRC’s online service. Before issuing a zero-rated invoice to a business customer, check its number and keep the result.',
          ),
        },
        {
          question: t('EORI号码需要多久？是不是有了VAT税号就不用申请？', 'How long does an EORI take, and does a VAT number replace it?'),
          answer: t(
            'VAT税号不能代替EORI，两者由不同部门管理。英国EORI在资料齐全时通常几个工作日内即可获得，欧盟EORI因国家而异，一般需要一至数周。建议在注册VAT的同时一并申请。',
            'A VAT number does not replace an EORI; different authorities issue them. A UK EORI typically arrives within a few working days once the details are complete, while an EU EORI varies by country and generally takes one to a few weeks. Apply for it alongside your VAT registration.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('还不确定自己要交哪些税？', 'Still unsure which taxes apply to you?'),
      text: t('免费生成合规报告，逐项看清VAT义务；有疑问可直接联系顾问。', 'Get a free compliance report that lists each VAT obligation, or ask an adviser directly.'),
      primaryAction: { label: t('免费生成合规报告', 'Get my free report'), url: '#questionnaire' },
      secondaryAction: { label: t('联系VAT顾问', 'Contact a VAT adviser'), url: '/lz/contactUs' },
    },
  ],
}

const PRODUCT_SERVICE: PageSeed = {
  slug: 'syProductService',
  title: t('产品合规服务：CE、UKCA认证与GPSR', 'Product compliance services: CE, UKCA and GPSR'),
  navLabel: t('产品合规', 'Product compliance'),
  meta: {
    keywords: t(
      'CE认证,UKCA,GPSR,欧代,欧盟负责人,符合性声明,DoC,技术文件,检测报告,EN 71,玩具CE,CPNP,SCPN,化妆品备案,产品合规',
      'CE marking, UKCA, GPSR, EU responsible person, declaration of conformity, DoC, technical file, test report, EN 71, toy CE, CPNP, SCPN, cosmetics notification, product compliance',
    ),
    description: t(
      '北辰合规为跨境卖家提供CE与UKCA检测认证、技术文件与符合性声明、GPSR欧盟负责人、玩具EN 71检测、化妆品欧盟CPNP和英国SCPN通报，帮助产品顺利进入欧盟和英国市场。',
      'Northstar Compliance helps cross-border sellers with CE and UKCA testing and certification, technical files and declarations of conformity, the GPSR EU responsible person, EN 71 toy testing, and cosmetics notification through CPNP in the EU and SCPN in the UK.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('产品合规服务', 'Product compliance'),
      heading: t('产品合规：CE、UKCA认证与GPSR欧代', 'Product compliance: CE, UKCA and the GPSR responsible person'),
      text: t(
        '在欧盟和英国销售的产品，不仅要交税，还要证明它是安全的：电子电器需要CE标志和检测报告，玩具要符合EN 71，化妆品上市前要完成通报，每件消费品还要标明欧盟境内的负责人。我们从检测、文件到标签一站式帮你准备齐全。',
        'Selling in the EU and UK means proving your product is safe, not just paying tax: electrical goods need CE marking and test reports, toys must meet EN 71, cosmetics must be notified before sale, and every consumer product must name a responsible person in the EU. We prepare the testing, the documents and the labels with you.',
      ),
      primaryAction: { label: t('评估我的产品义务', 'Check my product obligations'), url: '#questionnaire' },
      secondaryAction: { label: t('了解欧代服务', 'EU responsible person'), url: '/lz/ouAgent' },
      highlights: [
        { value: t('2024.12.13', '13 Dec 2024'), label: t('欧盟GPSR开始适用', 'EU GPSR applies') },
        { value: t('CE', 'CE'), label: t('电子电器、玩具等进入欧盟的合格标志', 'conformity marking for electrical goods, toys and more') },
        { value: t('EN 71', 'EN 71'), label: t('欧盟玩具安全系列标准', 'the EU toy safety standards') },
        { value: t('CPNP / SCPN', 'CPNP / SCPN'), label: t('欧盟与英国化妆品上市前通报', 'EU and UK cosmetics notification before sale') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('我们提供的产品合规服务', 'Our product compliance services'),
      intro: t('按产品类别确定适用的法规和标准，再安排检测、编写文件、审核标签。', 'We identify the laws and standards for your product category, then arrange testing, prepare documents and review labels.'),
      items: [
        {
          title: t('CE检测与认证', 'CE testing and certification'),
          text: t(
            '电子电器产品通常涉及低电压指令（LVD）、电磁兼容指令（EMC）和有害物质限制指令（RoHS），带蓝牙或Wi-Fi的产品还适用无线电设备指令（RED）。我们安排认可实验室按协调标准检测，出具检测报告。',
            'Electrical products usually fall under the Low Voltage (LVD), Electromagnetic Compatibility (EMC) and RoHS directives, and products with Bluetooth or Wi-Fi under the Radio Equipment Directive (RED). We arrange testing by accredited laboratories against harmonised standards and obtain the reports.',
          ),
          tag: t('CE', 'CE'),
        },
        {
          title: t('UKCA与英国市场', 'UKCA and the UK market'),
          text: t(
            '英国的合格标志为UKCA。英国政府已决定对大多数产品继续认可CE标志，卖家可使用CE或UKCA；北爱尔兰仍适用欧盟规则。产品上还需标注英国境内经营者的信息。',
            'The UK conformity mark is UKCA. The UK government has decided to keep recognising CE marking for most products, so sellers can use either CE or UKCA; Northern Ireland follows EU rules. Products also need the details of a UK-based economic operator.',
          ),
          tag: t('UKCA', 'UKCA'),
        },
        {
          title: t('GPSR欧盟负责人', 'GPSR EU responsible person'),
          text: t(
            '《通用产品安全法规》（EU）2023/988要求每件投放欧盟市场的消费品都有一家欧盟境内的经济经营者，并在产品、包装或随附文件以及商品详情页上标明其名称和联系方式。我们担任你的欧盟负责人，英国另有英代服务。',
            'The General Product Safety Regulation (EU) 2023/988 requires every consumer product placed on the EU market to have an economic operator established in the EU, named with contact details on the product, packaging or accompanying document and in the listing. We act as your EU responsible person, with a separate UK service.',
          ),
          tag: t('GPSR', 'GPSR'),
          url: '/lz/ouAgent',
          linkLabel: t('欧代 / 英代服务', 'EU and UK representative'),
        },
        {
          title: t('玩具EN 71与CE', 'Toys: EN 71 and CE'),
          text: t(
            '面向14岁以下儿童的玩具须符合欧盟玩具安全指令并加贴CE标志，通常需按EN 71-1（机械物理性能）、EN 71-2（燃烧性能）、EN 71-3（特定元素迁移）检测，带电玩具还需电气安全和电磁兼容检测。',
            'Toys for children under 14 must meet the EU Toy Safety Directive and carry CE marking, usually tested to EN 71-1 (mechanical and physical properties), EN 71-2 (flammability) and EN 71-3 (migration of certain elements), plus electrical safety and EMC testing for electric toys.',
          ),
          tag: t('玩具', 'Toys'),
        },
        {
          title: t('化妆品欧盟CPNP通报', 'Cosmetics: EU CPNP notification'),
          text: t(
            '根据欧盟化妆品法规（EC）1223/2009，化妆品上市前须指定欧盟境内的责任人，准备产品信息档案（PIF）和化妆品安全报告（CPSR），并在CPNP系统完成通报。',
            'Under the EU Cosmetics Regulation (EC) 1223/2009, a cosmetic product needs a responsible person in the EU, a product information file (PIF) and a cosmetic product safety report (CPSR), and must be notified in the CPNP portal before it is sold.',
          ),
          tag: t('化妆品', 'Cosmetics'),
        },
        {
          title: t('化妆品英国SCPN通报', 'Cosmetics: UK SCPN notification'),
          text: t(
            '在英国销售的化妆品须由英国境内的责任人通过SCPN系统向英国产品安全与标准办公室提交通报，欧盟的CPNP通报不能替代。',
            'Cosmetics sold in Great Britain must be notified through the SCPN service by a UK-based responsible person to the Office for Product Safety and Standards; a CPNP notification does not cover the UK.',
          ),
          tag: t('化妆品', 'Cosmetics'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('服务流程', 'How it works'),
      items: [
        { title: t('产品评估', 'Product assessment'), text: t('提供产品图片、说明书、规格参数和目标市场，顾问确定适用的法规、标准和需要的检测项目。', 'Send photos, the manual, specifications and target markets; your adviser identifies the applicable laws, standards and tests.') },
        { title: t('报价与寄样', 'Quote and samples'), text: t('确认检测方案和费用后寄送样品，同一系列的多个型号可评估合并检测，节省费用。', 'Once the plan and price are agreed, send samples; several models in one range can often be tested together to save cost.') },
        { title: t('实验室检测', 'Laboratory testing'), text: t('认可实验室按标准检测，不合格项会给出整改建议，整改后复测。', 'An accredited laboratory tests to the standards, explains any failures and retests after the fix.') },
        { title: t('编制技术文件与符合性声明', 'Technical file and declaration'), text: t('整理技术文件，起草欧盟符合性声明（DoC），由制造商签署。', 'We compile the technical file and draft the EU declaration of conformity (DoC) for the manufacturer to sign.') },
        { title: t('标签与上架信息', 'Labels and listing details'), text: t('审核产品与包装标签、说明书和警示语言，整理亚马逊等平台需要填写的GPSR信息。', 'We review product and packaging labels, manuals and warnings, and prepare the GPSR details Amazon and other marketplaces ask for.') },
        { title: t('持续维护', 'Ongoing upkeep'), text: t('标准更新、产品改款或出现安全事故时，及时更新文件并协助向监管机构报告。', 'When standards change, the product is redesigned or a safety incident occurs, we update the documents and help you report to the authorities.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('需要准备的文件', 'The documents involved'),
      content: richText(
        `### 技术文件

技术文件用于证明产品符合要求，市场监管机构可随时要求提供，一般须在产品投放市场后保存10年。通常包括：

- 产品描述、型号、照片，以及设计图、电路图和物料清单
- 风险评估，以及适用的协调标准清单
- 检测报告和关键元器件的认证资料
- 用户说明书和安全信息

### 欧盟符合性声明（DoC）

由制造商签署，写明产品型号、制造商名称和地址、适用的指令或法规、所依据的标准，并声明由制造商承担全部责任。以自有品牌销售的卖家通常被视为制造商，需要以自己的名义签署，工厂出具的声明不能直接替代。

### 检测报告

由实验室按具体标准出具，报告中的型号和产品必须与实际销售的一致。同系列产品改动了电路、材料或功能时，可能需要补充检测。

### 标签与说明书

- CE或UKCA标志，以及型号、批号或序列号等产品识别信息
- 制造商名称、注册商号或商标、邮寄地址和电子联系方式
- 欧盟负责人的名称和联系方式，英国市场另需英国经营者信息
- 以销售国语言提供的警示语和安全信息，电子电器产品还需加贴带叉垃圾桶标志`,
        `### Technical file

The technical file proves that the product complies; market surveillance authorities can ask for it at any time, and it generally has to be kept for 10 years after the product is placed on the market. It usually contains:

- The product description, models and photos, with design drawings, circuit diagrams and bill of materials
- The risk assessment and the list of harmonised standards applied
- Test reports and certificates for critical components
- The user manual and safety information

### EU declaration of conformity (DoC)

Signed by the manufacturer, it names the product and model, the manufacturer’s name and address, the directives or regulations that apply and the standards used, and states that the manufacturer bears sole responsibility. A seller selling under its own brand is usually treated as the manufacturer and signs in its own name; the factory’s declaration is no substitute.

### Test reports

Issued by a laboratory against specific standards, a report must match the model actually sold. Changes to circuits, materials or functions within a range may need further testing.

### Labels and manuals

- CE or UKCA marking and identification such as type, batch or serial number
- The manufacturer’s name, registered trade name or trademark, postal address and electronic contact
- The EU responsible person’s name and contact details, plus UK operator details for the UK market
- Warnings and safety information in the language of the country of sale, and the crossed-out wheeled bin symbol on electrical products`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('一般办理周期', 'Typical timelines'),
      intro: t('以下为资料和样品齐全时的一般情况，实际时间取决于产品复杂度和检测结果。', 'These are typical times once documents and samples are ready; complexity and test results decide the real time.'),
      items: [
        { title: t('CE / UKCA检测', 'CE / UKCA testing'), text: t('常规电子电器产品通常2至4周，带无线功能的产品通常更久。', 'Typically 2 to 4 weeks for ordinary electrical products, longer with radio functions.'), tag: t('2–4 周', '2–4 weeks') },
        { title: t('玩具EN 71检测', 'EN 71 toy testing'), text: t('通常1至3周，视检测项目数量而定。', 'Typically 1 to 3 weeks, depending on the number of tests.'), tag: t('1–3 周', '1–3 weeks') },
        { title: t('GPSR欧代', 'GPSR responsible person'), text: t('签约并提交产品资料后，通常数个工作日内提供欧代信息。', 'Responsible-person details typically follow within a few working days of signing and sending product information.'), tag: t('数个工作日', 'A few days') },
        { title: t('CPNP / SCPN通报', 'CPNP / SCPN notification'), text: t('安全评估报告完成后，通报本身通常数个工作日即可完成。', 'Once the safety report is done, the notification itself typically takes a few working days.'), tag: t('数个工作日', 'A few days') },
      ],
    },
    {
      blockType: 'priceTable',
      heading: t('产品合规服务价格', 'Product compliance prices'),
      intro: t('授权代表、检测认证与化妆品通报的官网价格。', 'Published prices for responsible-person services, testing and certification, and cosmetics notification.'),
      serviceTypes: '104,114,117,118,119,140,122,124,125',
      note: t(
        '价格单位为人民币。检测认证费用与产品类型、适用标准和型号数量有关，表中未列出的项目由顾问按产品报价。',
        'Prices are in CNY. Testing and certification costs depend on the product type, the standards and the number of models; items not listed are quoted per product by an adviser.',
      ),
    },
    {
      blockType: 'faq',
      heading: t('产品合规常见问题', 'Product compliance questions'),
      items: [
        {
          question: t('CE是认证机构颁发的证书吗？', 'Is CE a certificate issued by a certification body?'),
          answer: t(
            'CE标志是制造商对产品符合欧盟法规的声明。大多数消费类电子电器产品由制造商依据检测报告自我声明并加贴CE，只有部分高风险产品才必须由欧盟公告机构参与评估。市面上的“CE证书”通常只是检测机构出具的自愿性证明，关键是检测报告、技术文件和由你签署的符合性声明。',
            'CE marking is the manufacturer’s declaration that the product meets EU law. For most consumer electrical products the manufacturer self-declares on the strength of test reports; only some higher-risk products need an EU notified body. A so-called CE certificate is usually a voluntary attestation from a test house; what counts are the test reports, the technical file and the declaration of conformity you sign.',
          ),
        },
        {
          question: t('工厂提供的CE报告可以直接用吗？', 'Can I use the factory’s CE report?'),
          answer: t(
            '可以作为参考，但要核对报告中的型号、标准版本和产品是否与你销售的完全一致。以自有品牌销售时，你通常被视为制造商，需要以自己的名义签署符合性声明并保存技术文件。',
            'It is a useful starting point, but check that the models, the standard versions and the product match exactly what you sell. Selling under your own brand usually makes you the manufacturer, so you sign the declaration of conformity in your name and keep the technical file.',
          ),
        },
        {
          question: t('GPSR适用于哪些产品？', 'Which products does GPSR cover?'),
          answer: t(
            'GPSR适用于面向消费者的非食品类产品，包括在线销售的商品。已有专门法规的产品（如电子电器、玩具、化妆品）仍遵守各自的法规，GPSR补充其中没有规定的部分。对卖家最直接的要求是：欧盟境内的负责人、产品识别信息和安全信息要同时出现在产品上和商品详情页中。',
            'GPSR covers non-food consumer products, including those sold online. Products with their own laws, such as electrical goods, toys and cosmetics, keep following them, with GPSR filling the gaps. For sellers the most visible requirement is that the EU responsible person, product identification and safety information appear both on the product and in the listing.',
          ),
        },
        {
          question: t('英国还需要UKCA吗？', 'Do I still need UKCA for the UK?'),
          answer: t(
            '对大多数产品而言，英国政府已决定继续认可CE标志，已有CE的产品可以在英国销售，也可以选择使用UKCA。但产品上仍需标注英国境内经营者（例如进口商）的信息，医疗器械等少数类别另有规则。',
            'For most products the UK government has decided to keep accepting CE marking, so CE-marked goods can be sold in Great Britain, or you can choose UKCA. Products still need the details of a UK-based operator such as the importer, and a few categories such as medical devices have their own rules.',
          ),
        },
        {
          question: t('没有欧盟公司能做化妆品CPNP通报吗？', 'Can I notify cosmetics in CPNP without an EU company?'),
          answer: t(
            '可以委托欧盟境内的责任人完成。责任人负责保存产品信息档案、在CPNP提交通报，并作为监管机构的联系人，其名称和地址须印在化妆品标签上。英国市场需要另外指定英国责任人并通过SCPN通报。',
            'Yes, through a responsible person established in the EU, who keeps the product information file, submits the CPNP notification, acts as contact for the authorities and appears on the label. For the UK you need a separate UK responsible person and an SCPN notification.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('让产品合规跟上你的上架速度', 'Keep product compliance ahead of your launches'),
      text: t('告诉我们产品和目标市场，顾问会列出需要的检测、文件和标签要求并报价。', 'Tell us the product and the markets; an adviser lists the tests, documents and labelling you need, with a quote.'),
      primaryAction: { label: t('咨询产品合规', 'Ask about product compliance'), url: '/lz/contactUs' },
      secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
    },
  ],
}

// Blank-layout landing pages have no header, footer or questionnaire dialog: every way
// on (report, prices, contact, home) is a link in their own blocks.

const AMAZON: PageSeed = {
  slug: 'amazon',
  title: t('亚马逊欧洲站卖家合规清单', 'Amazon Europe seller compliance checklist'),
  navLabel: t('亚马逊合规清单', 'Amazon compliance checklist'),
  meta: {
    keywords: t(
      '亚马逊欧洲站合规,亚马逊VAT,亚马逊EPR,德国包装法注册号,法国UIN,WEEE注册号,电池法,GPSR,欧代,CE,亚马逊下架',
      'Amazon Europe compliance, Amazon VAT, Amazon EPR, German packaging registration number, French UIN, WEEE number, battery registration, GPSR, EU responsible person, CE, Amazon listing blocked',
    ),
    description: t(
      '亚马逊欧洲站会核验哪些合规信息？存货国VAT税号、德国和法国的包装、WEEE、电池EPR注册号、GPSR欧盟负责人与产品安全信息、CE标志。一份清单帮你逐项自查，避免商品被限制销售。',
      'What does Amazon Europe check? VAT numbers for your stock countries, German and French packaging, WEEE and battery EPR numbers, the GPSR EU responsible person and product safety details, and CE marking. One checklist to go through before listings get blocked.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('亚马逊欧洲站卖家必读', 'For Amazon sellers in Europe'),
      heading: t('亚马逊欧洲站卖家合规清单', 'The Amazon Europe seller compliance checklist'),
      text: t(
        '亚马逊会在卖家后台核验你的税号、EPR注册号和产品安全信息，缺少任何一项都可能导致库存无法入仓、商品被限制销售甚至资金被冻结。对照下面的清单逐项检查，缺什么补什么。',
        'Amazon checks your tax numbers, EPR registrations and product safety details in Seller Central. Missing any of them can stop stock from going in, block listings or even hold your funds. Go through the checklist below and fill each gap.',
      ),
      primaryAction: { label: t('免费生成我的合规报告', 'Get my free compliance report'), url: '/buyingGuide' },
      secondaryAction: { label: t('联系合规顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
      highlights: [
        { value: t('VAT', 'VAT'), label: t('每个存货国一个税号', 'a number for every stock country') },
        { value: t('EPR', 'EPR'), label: t('德国、法国注册号上架前核验', 'German and French numbers checked before listings go live') },
        { value: t('GPSR', 'GPSR'), label: t('欧盟负责人与安全信息', 'EU responsible person and safety details') },
        { value: t('CE', 'CE'), label: t('电子电器、玩具等必备标志', 'required on electrical goods, toys and more') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('亚马逊会检查什么', 'What Amazon checks'),
      intro: t('以下是欧洲站最常见的合规核验项，适用情况以你的存货国家和产品类别为准。', 'These are the checks Europe’s marketplaces run most often; which apply depends on your stock countries and products.'),
      items: [
        {
          title: t('存货国VAT税号', 'VAT numbers for stock countries'),
          text: t(
            '使用FBA、泛欧计划或中欧计划时，每个存放库存的国家都需要当地VAT税号，并在卖家后台填写。非欧盟卖家在当地存货须从首笔销售起注册，没有门槛。',
            'With FBA, Pan-EU or the Central Europe programme, every country holding your stock needs a local VAT number entered in Seller Central. Non-EU sellers with local stock must register from the first sale, with no threshold.',
          ),
          tag: t('VAT', 'VAT'),
          url: '/lz/VAT',
          linkLabel: t('VAT注册服务', 'VAT registration'),
        },
        {
          title: t('德国包装法注册号', 'German packaging registration number'),
          text: t(
            '向德国消费者寄送带包装的商品，须在LUCID包装登记系统注册并与双元系统签订许可协议，没有最低数量。平台有义务阻止未注册卖家销售，亚马逊会核验LUCID注册号。',
            'Shipping packaged goods to German consumers requires registration in the LUCID packaging register and a dual-system licence, with no minimum quantity. Marketplaces must block unregistered sellers, and Amazon checks the LUCID number.',
          ),
          tag: t('EPR', 'EPR'),
          url: '/lz/EPR',
          linkLabel: t('包装法注册', 'Packaging registration'),
        },
        {
          title: t('德国WEEE与电池注册号', 'German WEEE and battery numbers'),
          text: t(
            '带电池或需通电的产品属于电子电气设备，须在德国国家登记机构注册WEEE，在德国没有机构的生产者须指定授权代表；含电池（包括内置电池）还需办理电池生产者注册。',
            'Products with a battery or a power supply are electrical equipment and need WEEE registration with the German national register; producers without a German establishment must appoint an authorised representative. Batteries, built-in ones included, need a battery producer registration too.',
          ),
          tag: t('EPR', 'EPR'),
          url: '/lz/EPR',
          linkLabel: t('WEEE与电池法', 'WEEE and batteries'),
        },
        {
          title: t('法国EPR唯一识别号（UIN）', 'French EPR unique identification numbers (UIN)'),
          text: t(
            '法国AGEC法规要求生产者按产品类别取得UIN：包装、电子电气设备、电池，以及纺织品、家具等类别各自对应。包装还需印制Triman标识和分类回收说明。亚马逊法国站会核验这些编号。',
            'Under France’s AGEC law producers obtain a UIN per product category: packaging, electrical equipment and batteries, plus textiles, furniture and other categories. Packaging also carries the Triman logo and sorting instructions. Amazon France checks these numbers.',
          ),
          tag: t('EPR', 'EPR'),
          url: '/lz/EPR',
          linkLabel: t('法国EPR注册', 'French EPR'),
        },
        {
          title: t('GPSR欧盟负责人与安全信息', 'GPSR responsible person and safety details'),
          text: t(
            '自2024年12月13日起，每件在欧盟销售的消费品都要有欧盟境内的负责人，并在商品详情页填写制造商、负责人、产品识别信息以及警示和安全信息，产品或包装上也要标注。',
            'Since 13 December 2024, every consumer product sold in the EU needs a responsible person established in the EU. The listing must show the manufacturer, the responsible person, product identification and warnings or safety information, which must also appear on the product or packaging.',
          ),
          tag: t('GPSR', 'GPSR'),
          url: '/lz/ouAgent',
          linkLabel: t('欧代服务', 'Responsible person'),
        },
        {
          title: t('CE标志与合规文件', 'CE marking and compliance documents'),
          text: t(
            '电子电器、玩具等产品须加贴CE标志。亚马逊可能要求上传欧盟符合性声明、检测报告或产品图片，文件中的型号须与在售商品一致。',
            'Electrical goods, toys and other regulated products must carry CE marking. Amazon may ask for the EU declaration of conformity, test reports or product images, and the models in them must match what you sell.',
          ),
          tag: t('CE', 'CE'),
          url: '/syProductService',
          linkLabel: t('产品合规服务', 'Product compliance'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('五步完成亚马逊合规自查', 'Five steps to a compliant Amazon account'),
      items: [
        { title: t('列出站点和存货国家', 'List marketplaces and stock countries'), text: t('确认在哪些站点销售、库存放在哪些国家，以及是否开启泛欧或中欧计划。', 'Note where you sell, which countries hold your stock and whether Pan-EU or Central Europe is on.') },
        { title: t('生成合规报告', 'Get your compliance report'), text: t('回答9个问题，报告会逐国列出你的VAT、EPR和产品安全义务以及费用。', 'Answer nine questions; the report lists your VAT, EPR and product safety obligations and costs, country by country.') },
        { title: t('补齐税号与EPR注册号', 'Fill in tax and EPR numbers'), text: t('按报告办理缺少的VAT、包装法、WEEE和电池注册，优先处理正在销售或即将入仓的国家。', 'Register the missing VAT, packaging, WEEE and battery numbers, starting with countries where you sell now or stock is arriving.') },
        { title: t('完善GPSR与产品信息', 'Complete GPSR and product details'), text: t('指定欧盟负责人，更新产品标签，并在商品详情页填写负责人和安全信息。', 'Appoint an EU responsible person, update labels and add the responsible person and safety details to each listing.') },
        { title: t('在卖家后台填写并持续维护', 'Enter numbers and keep them current'), text: t('把税号和EPR注册号填入卖家后台，之后按期申报、按时续期。', 'Enter the numbers in Seller Central, then keep filing returns and renewing on time.') },
      ],
    },
    {
      blockType: 'priceTable',
      heading: t('德国站、法国站常用合规服务价格', 'Common compliance services for Germany and France'),
      serviceTypes: '0,102,101,103,104',
      countries: '2,1,99',
      note: t('价格单位为人民币，以官网价格表为准。', 'Prices are in CNY, as in the published price list.'),
    },
    {
      blockType: 'faq',
      heading: t('亚马逊卖家常见问题', 'Questions from Amazon sellers'),
      items: [
        {
          question: t('后台提示缺少EPR注册号，商品被限制销售了怎么办？', 'Seller Central says an EPR number is missing and my listings are blocked. What now?'),
          answer: t(
            '先确认提示对应的国家和类别（包装、电子电气设备或电池），尽快办理相应注册，拿到注册号后在卖家后台提交，审核通过即可恢复销售。德国包装法注册和双元系统许可通常办理较快，WEEE注册耗时较长，建议尽早启动。',
            'Check which country and category the notice names (packaging, electrical equipment or batteries), register as soon as possible and submit the number in Seller Central; sales resume once it is accepted. German packaging registration and licensing are usually quick, while WEEE takes longer, so start it early.',
          ),
        },
        {
          question: t('我是自发货（FBM），也需要这些注册吗？', 'I ship orders myself (FBM). Do these registrations still apply?'),
          answer: t(
            'EPR和GPSR与发货方式无关：只要把带包装的商品卖给德国、法国消费者，就需要包装法注册；产品安全要求同样适用。VAT则取决于货物从哪里发出：从欧盟境内仓库发货需要当地税号，从中国直邮、单票不超过150欧元时由亚马逊作为视同供应商代收VAT。',
            'EPR and GPSR do not depend on how you ship: selling packaged goods to consumers in Germany or France needs packaging registration, and product safety rules apply as well. VAT depends on where goods ship from: a warehouse in the EU needs a local number, while parcels of at most EUR 150 sent from China have their VAT collected by Amazon as the deemed supplier.',
          ),
        },
        {
          question: t('亚马逊代缴了VAT，为什么还要申报？', 'Amazon pays the VAT. Why do I still file?'),
          answer: t(
            '平台代缴的是销售给消费者环节的税款，你的进口、跨国调拨等仍需在自己的申报表中体现，进口VAT也只能通过申报抵扣。漏报可能导致罚款、税号被注销，进而影响店铺。',
            'The marketplace pays the tax on sales to consumers, but your imports and stock transfers still belong in your own returns, and import VAT can only be reclaimed through them. Missing returns can bring penalties and cancellation of the number, which then affects your store.',
          ),
        },
        {
          question: t('英国站需要准备什么？', 'What does the UK marketplace need?'),
          answer: t(
            '在英国存货须从首笔销售起注册英国VAT并按季度通过MTD申报；产品上需标注英国境内经营者的信息；带电池或通电的产品还涉及英国WEEE和电池规定。',
            'Stock in the UK means registering for UK VAT from the first sale and filing quarterly under Making Tax Digital; products need the details of a UK-based operator; and products with batteries or a power supply bring UK WEEE and battery rules.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('三分钟看清你在亚马逊欧洲站的全部义务', 'See every obligation for Amazon Europe in three minutes'),
      text: t('免费生成合规报告，按国家列出需要办理的税号和注册号，以及对应价格。', 'Get a free report listing the numbers and registrations you need by country, with prices.'),
      primaryAction: { label: t('免费生成合规报告', 'Get my free report'), url: '/buyingGuide' },
      secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
    },
    {
      blockType: 'cta',
      heading: t('想了解北辰合规的全部服务？', 'Want to see everything Northstar offers?'),
      text: t('VAT、EPR、欧代与产品合规，一个团队全部办理。', 'VAT, EPR, EU representation and product compliance, handled by one team.'),
      primaryAction: { label: t('访问北辰合规首页', 'Visit the Northstar home page'), url: '/lz/homes' },
      secondaryAction: { label: t('联系我们', 'Contact us'), url: '/lz/contactUs' },
    },
  ],
}

const REGISTERED: PageSeed = {
  slug: 'registered',
  title: t('免费注册北辰合规工作台', 'Sign up for the Northstar workspace'),
  navLabel: t('免费注册', 'Sign up free'),
  meta: {
    keywords: t(
      '北辰合规工作台,免费注册,VAT税号管理,EPR注册号管理,申报期限提醒,合规报告',
      'Northstar workspace, free sign-up, VAT number management, EPR number management, filing deadline reminders, compliance report',
    ),
    description: t(
      '免费注册北辰合规工作台：税号、EPR注册号、申报期限与续期提醒集中管理，合规报告随时查看。使用中国大陆手机号和验证码即可注册。',
      'Sign up free for the Northstar workspace: tax numbers, EPR registration numbers, filing deadlines and renewal reminders in one place, with your compliance reports always at hand. All you need is a mainland China mobile number and a verification code.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('北辰合规工作台', 'The Northstar workspace'),
      heading: t('免费注册北辰合规工作台', 'Sign up free for the Northstar workspace'),
      text: t(
        '多个国家的VAT税号、包装法、WEEE和电池注册号、每期申报和每年续期，靠表格和记忆很容易遗漏。注册工作台，把所有合规事项放在一处，到期前收到提醒。',
        'VAT numbers in several countries, packaging, WEEE and battery registrations, every return and every renewal: spreadsheets and memory let things slip. Sign up and keep every compliance item in one place, with reminders before anything falls due.',
      ),
      primaryAction: { label: t('免费注册', 'Sign up free'), url: '/workbench/register' },
      secondaryAction: { label: t('先生成合规报告', 'Get a compliance report first'), url: '/buyingGuide' },
      highlights: [
        { value: t('免费', 'Free'), label: t('注册与使用工作台', 'to sign up and use') },
        { value: t('1 分钟', '1 minute'), label: t('手机号加验证码完成注册', 'to sign up with your mobile and a code') },
        { value: t('一处', 'One place'), label: t('税号、EPR注册号与报告', 'for tax numbers, EPR numbers and reports') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('注册后你可以', 'What you get'),
      items: [
        { title: t('税号集中管理', 'All your tax numbers'), text: t('英国及欧盟各国VAT税号、OSS/IOSS编号和EORI号码一目了然，随时查看生效日期和申报频率。', 'UK and EU VAT numbers, OSS and IOSS identifiers and EORI numbers side by side, with effective dates and filing frequencies.') },
        { title: t('EPR注册号一览', 'EPR registrations at a glance'), text: t('德国LUCID、WEEE、电池注册号，法国UIN等按国家和类别整理，方便填写到平台后台。', 'German LUCID, WEEE and battery numbers, French UINs and more, sorted by country and category and ready for your seller centre.') },
        { title: t('申报期限日历', 'Filing calendar'), text: t('每个国家的VAT申报截止日和EPR年度数据申报时间集中展示，不再逐一查询。', 'VAT return deadlines and annual EPR data reports for every country in one calendar.') },
        { title: t('到期前提醒', 'Reminders before deadlines'), text: t('申报、缴税和年度续期到期前提醒，避免逾期罚款和平台下架。', 'Reminders before returns, payments and annual renewals fall due, so nothing lapses into penalties or listing blocks.') },
        { title: t('合规报告存档', 'Your compliance reports'), text: t('注册前生成的合规报告可以保存到账户，随时回看各市场的义务、依据和预估费用。', 'Save the reports you generated before signing up and revisit each market’s obligations, legal basis and estimated cost at any time.') },
        { title: t('专属顾问对接', 'A dedicated adviser'), text: t('办理中的服务有专属顾问跟进，资料补充和进度问题都能找到人。', 'An adviser follows every service in progress, so there is always someone to ask about documents or progress.') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('三步完成注册', 'Sign up in three steps'),
      items: [
        { title: t('输入手机号', 'Enter your mobile number'), text: t('点击“免费注册”，填写中国大陆手机号。', 'Click “Sign up free” and enter a mainland China mobile number.') },
        { title: t('获取验证码', 'Get a verification code'), text: t('选择短信或语音电话接收6位验证码，阅读并勾选用户协议。', 'Receive a six-digit code by text message or voice call, then read and accept the user agreement.') },
        { title: t('进入工作台', 'Open your workspace'), text: t('注册后自动登录，可查看商户号、保存合规报告，并由顾问为你录入已办理的号码。', 'You are logged in straight away: see your merchant number, save compliance reports and have an adviser add the numbers you already hold.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('账户常见问题', 'Account questions'),
      items: [
        {
          question: t('注册和使用工作台收费吗？', 'Does the workspace cost anything?'),
          answer: t('注册和使用工作台完全免费。只有你委托我们办理具体服务时才按官网价格收费。', 'Signing up and using the workspace are free. You only pay, at published prices, for services you ask us to carry out.'),
        },
        {
          question: t('注册需要哪些信息？需要设置密码吗？', 'What do I need to sign up? Is there a password?'),
          answer: t('只需要一个中国大陆手机号，通过短信或语音验证码注册和登录，无需设置密码。一个手机号对应一个商户账户。', 'Only a mainland China mobile number. You sign up and log in with a code sent by text or voice call, with no password. One mobile number holds one merchant account.'),
        },
        {
          question: t('在其他服务商办理的税号也能放进工作台吗？', 'Can I add numbers handled by another provider?'),
          answer: t('可以。把税号和注册号信息发给你的顾问即可录入，方便统一查看期限；如需转由我们申报，可办理转代理。', 'Yes. Send the details to your adviser to add them and keep every deadline in view; if you want us to file them, we can arrange an agent transfer.'),
        },
        {
          question: t('注册前生成的合规报告会丢失吗？', 'Will I lose the report I generated before signing up?'),
          answer: t('不会。注册或登录后可以把报告保存到账户，在“我的合规报告”中随时查看。', 'No. After signing up or logging in you can save it to your account and find it under My compliance reports.'),
        },
        {
          question: t('我的资料安全吗？', 'Is my information safe?'),
          answer: t('账户信息仅用于为你提供合规服务，登录需要手机验证码，我们不会向无关第三方出售或提供你的资料。', 'Account information is used only to provide compliance services, logging in needs a code sent to your phone, and we do not sell or pass your data to unrelated third parties.'),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('还没想好？先看看你需要办理什么', 'Not ready yet? See what you need first'),
      text: t('免费生成合规报告，或直接联系顾问聊聊你的业务。', 'Get a free compliance report, or talk to an adviser about your business.'),
      primaryAction: { label: t('免费生成合规报告', 'Get my free report'), url: '/buyingGuide' },
      secondaryAction: { label: t('联系合规顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
    },
    {
      blockType: 'cta',
      heading: t('准备好了就开始吧', 'Ready when you are'),
      text: t('注册只需一分钟，也可以先回到首页了解全部服务。', 'Signing up takes a minute, or head to the home page to see all our services.'),
      primaryAction: { label: t('免费注册', 'Sign up free'), url: '/workbench/register' },
      secondaryAction: { label: t('返回首页', 'Back to the home page'), url: '/lz/homes' },
    },
  ],
}

export const TAX_PAGES: PageSeed[] = [VAT, VAT_DETAIL, ABOUT_VAT, PRODUCT_SERVICE, AMAZON, REGISTERED]
