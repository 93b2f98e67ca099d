import type { FeatureSeedWriter } from '../features'
import { richText } from '../localize'
import type { L, PageSeed } from '../types'

/**
 * CMS pages around the price list (/lz/price, alias /services) and the VAT calculator
 * (/lz/calculate/{country}). The list and the rates themselves are shared data
 * (price-list.ts, tax-rates.ts); these pages carry the h1, explanations, FAQ and calls
 * to action. hb gets them rebranded.
 */

const t = (cn: string, en: string): L => ({ cn, en })

const PRICE_PAGE: PageSeed = {
  slug: 'price',
  title: t('服务价格 - 北辰合规', 'Service prices - Northstar Compliance'),
  navLabel: t('服务价格', 'Prices'),
  meta: {
    keywords: t(
      'VAT注册价格,VAT申报费用,德国包装法费用,WEEE注册费用,欧代价格,英代价格,OSS申报费用,IOSS注册费用,日本JCT注册费用,商标注册费用',
      'VAT registration price, VAT filing cost, German packaging registration cost, WEEE registration cost, EU responsible person price, UK responsible person price, OSS filing cost, IOSS registration cost, Japan JCT registration cost, trademark registration cost',
    ),
    description: t(
      '北辰合规全部服务的公开价格：英国及欧盟VAT注册申报、OSS/IOSS、日本JCT、包装法、WEEE、电池法EPR、欧代英代、产品检测与商标注册，按服务类别和国家列出，逐项标明是否含官费。',
      'Published prices for every Northstar Compliance service: UK and EU VAT registration and returns, OSS and IOSS, Japanese JCT, packaging, WEEE and battery EPR, EU and UK responsible person, product testing and trademarks, by service and country, each marked with whether official fees are included.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('透明定价，按国家逐项列明', 'Transparent pricing, country by country'),
      heading: t('服务价格', 'Service prices'),
      text: t(
        '每项服务的价格都公开在这里：按服务类别和国家排列，显示的是当前实付价（单价减去优惠），有优惠的同时列出原价，是否包含官费逐项标明。不确定需要哪些服务？先免费生成一份合规报告，报告会按你的业务列出义务和对应价格。',
        'Every service is priced here in the open, by service and country. The figure shown is what you pay today (unit price minus any discount); discounted items also show the original price, and each line says whether official fees are included. Not sure what you need? Get a free compliance report first: it lists your obligations with the matching prices.',
      ),
      primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
      secondaryAction: { label: t('联系顾问报价', 'Ask an adviser for a quote'), url: '/lz/contactUs' },
      highlights: [
        { value: t('人民币', 'CNY'), label: t('统一报价币种', 'one quoting currency') },
        { value: t('逐项', 'Per line'), label: t('标明是否含官费', 'official fees marked') },
        { value: t('按年', 'Yearly'), label: t('注册维护与申报打包计价', 'registration and returns in one price') },
        { value: t('48 小时', '48 hours'), label: t('内顾问回复报价咨询', 'for an adviser to answer a quote request') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('价格包含什么', 'What the prices include'),
      intro: t('下单前就知道钱花在哪里：服务费、官费和不在价格内的费用分得清清楚楚。', 'Know where the money goes before you order: service fees, official fees and what is not included.'),
      items: [
        {
          title: t('专业服务', 'Professional service'),
          text: t(
            '资料审核、表格填写、向税局或登记机构提交、与官方沟通及进度跟踪，均包含在所列价格中，由专属顾问全程跟进。',
            'Document review, forms, submission to the tax office or register, correspondence with the authorities and progress tracking are all in the price, handled by a dedicated adviser.',
          ),
          tag: t('已包含', 'Included'),
        },
        {
          title: t('官费', 'Official fees'),
          text: t(
            '标明“含官费”的项目已包含税局、登记机构或合规系统收取的规费；标明“不含官费”的项目，规费按官方标准另行缴纳，办理前会书面告知金额。',
            'Lines marked “official fee included” cover what the tax office, register or compliance scheme charges. Where it is not included, the fee is paid at the official rate on top, and we confirm the amount in writing before we start.',
          ),
          tag: t('逐项标明', 'Marked per line'),
        },
        {
          title: t('按年计价的服务', 'Yearly services'),
          text: t(
            '以“元/年”计价的服务包含一个服务年度内的注册维护和按当地周期的申报；到期前提醒续费，续费价格以届时价格表为准。',
            'Services billed per year include a year of upkeep and returns at the local filing frequency. We remind you before renewal, at the price list of that time.',
          ),
          tag: t('元/年', 'Per year'),
        },
        {
          title: t('不在价格内的费用', 'Not included'),
          text: t(
            '应缴纳的税款本身（如VAT、进口税）、逾期产生的罚款和滞纳金，以及翻译、公证、海牙认证等第三方费用，不包含在服务价格中。',
            'The tax itself (VAT, import duties), penalties and interest for late filing, and third-party costs such as translation, notarisation or apostille are not part of the service price.',
          ),
          tag: t('另行支付', 'Paid separately'),
        },
      ],
    },
    {
      blockType: 'faq',
      heading: t('价格与付款常见问题', 'Prices and payment: common questions'),
      items: [
        {
          question: t('显示的价格怎么算出来的？', 'How is the price shown worked out?'),
          answer: t(
            '显示价格 = 单价 − 优惠金额，保留两位小数。有优惠的项目在下方以划线形式列出原价，优惠在活动期内有效。',
            'Price shown = unit price − discount, to two decimals. Discounted items show the original price struck through below it; discounts apply while the offer runs.',
          ),
        },
        {
          question: t('为什么有的服务不含官费？', 'Why do some services exclude official fees?'),
          answer: t(
            '部分官费因卖家情况而异，无法统一报价。例如法国EPR的生态组织年费按投放市场的产品数量或重量计算。这类项目标明“不含官费”，顾问会在办理前按官方标准为你核算并书面确认。',
            'Some official fees depend on the seller and cannot be quoted in advance. French EPR eco-organisation fees, for example, follow the number or weight of products placed on the market. Such lines say “official fee not included”, and an adviser works the fee out at the official rate and confirms it in writing before we start.',
          ),
        },
        {
          question: t('如何付款？可以开发票吗？', 'How do I pay, and can I get an invoice?'),
          answer: t(
            '支持对公转账、支付宝和微信支付。付款后可在工作台申请开具电子发票，发票抬头须与签约主体一致。',
            'You can pay by bank transfer, Alipay or WeChat Pay. After payment you can request an electronic invoice in your workspace; it is issued to the contracting entity.',
          ),
        },
        {
          question: t('价格会调整吗？已下单的服务受影响吗？', 'Can prices change, and does that affect my order?'),
          answer: t(
            '价格表会随官方收费标准调整而更新。已下单的服务按下单时的价格执行至该服务期结束，续费时按届时价格表计价。',
            'The price list follows changes in official charges. An order keeps the price it was placed at until the end of its service period; renewals use the price list of that time.',
          ),
        },
        {
          question: t('逾期未申报怎么收费？', 'What does late filing cost?'),
          answer: t(
            '逾期申报（补报）作为单独服务计费。税局可能对逾期加收罚款和滞纳金，这部分由税局决定，不包含在服务价格中；尽早补报通常能减少罚款。',
            'Catching up on late returns is a separate service. The tax office may add penalties and interest, which it decides and which are not part of our price; filing sooner usually keeps them lower.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('不确定需要哪些服务？', 'Not sure which services you need?'),
      text: t('回答 9 个问题，免费获取按市场列明义务、法律依据和费用的合规报告。', 'Answer nine questions for a free report of your obligations in every market, with their legal basis and cost.'),
      primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
      secondaryAction: { label: t('联系顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
    },
  ],
}

const CALCULATE_PAGE: PageSeed = {
  slug: 'calculate',
  title: t('VAT与消费税计算器 - 北辰合规', 'VAT and consumption tax calculator - Northstar Compliance'),
  navLabel: t('VAT计算器', 'VAT calculator'),
  meta: {
    keywords: t(
      'VAT计算器,增值税计算,含税价拆税,英国VAT计算,德国增值税计算,日本消费税计算,进项税,销项税',
      'VAT calculator, VAT calculation, extract VAT from gross, UK VAT calculator, German VAT calculator, Japan consumption tax calculator, input tax, output tax',
    ),
    description: t(
      '免费VAT与消费税计算器：选择国家，按当地现行标准税率或低税率计算销项税、进项税和应纳税额，支持从含税价中拆出税额。',
      'A free VAT and consumption tax calculator: choose a country and work out output tax, input tax and tax due at its current standard or reduced rates, including extracting the tax from gross prices.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('免费工具', 'Free tool'),
      heading: t('VAT与消费税计算器', 'VAT and consumption tax calculator'),
      text: t(
        '选择国家，输入本期销售额和可抵扣的采购额，按当地现行税率算出销项税、进项税和应纳税额；含税售价也能一键拆出税额。税率由合规团队维护，随各国调整及时更新。',
        'Choose a country, enter this period’s sales and deductible purchases, and get output tax, input tax and the tax due at the local rates; gross prices can be split into net and tax. Our compliance team keeps the rates up to date as countries change them.',
      ),
      secondaryAction: { label: t('查看服务价格', 'See service prices'), url: '/lz/price' },
    },
    {
      blockType: 'richText',
      heading: t('税额是怎么计算的', 'How the tax is worked out'),
      content: richText(
        [
          '## 计算公式',
          '',
          '- **销项税额** = 不含税销售额 × 税率',
          '- **从含税金额拆税**：税额 = 含税金额 × 税率 ÷（1 + 税率）。例如含税 1,100 日元按 10% 计算，其中税额为 100 日元，不含税金额为 1,000 日元。',
          '- **进项税额** = 可抵扣的不含税采购额 × 税率',
          '- **应纳税额** = 销项税额 − 进项税额。结果为负数时，说明本期进项大于销项，差额可申请退税或结转下期抵扣。',
          '',
          '## 舍入规则',
          '',
          '每一项税额单独按四舍五入保留两位小数，再相加减，与多数税局申报表的做法一致。日元没有辅币，申报时按当地规则取整。',
          '',
          '## 计算器没有包含的情况',
          '',
          '- 同一期内不同税率的销售需要分别计算后再合计；本计算器每次按一个税率计算。',
          '- 进口时缴纳的进口增值税通常可以凭海关单据（如英国的 C79 证明）作为进项抵扣，请把对应金额计入进项。',
          '- 欧盟跨国远程销售超过 10,000 欧元后按目的国税率征税，可通过 OSS 统一申报；这部分请选择目的国分别计算。',
          '',
          '计算结果用于估算和核对，正式申报请以发票、海关单据和税局核定为准。需要我们代为申报，可以[查看服务价格](/lz/price)或[联系顾问](/lz/contactUs)。',
        ].join('\n'),
        [
          '## The formulas',
          '',
          '- **Output tax** = net sales × rate',
          '- **Tax inside a gross amount** = gross × rate ÷ (1 + rate). For example, JPY 1,100 gross at 10 % holds JPY 100 of tax and JPY 1,000 net.',
          '- **Input tax** = deductible net purchases × rate',
          '- **Tax due** = output tax − input tax. A negative result means input tax exceeds output tax: the difference can be reclaimed or carried forward.',
          '',
          '## Rounding',
          '',
          'Each tax amount is rounded half-up to two decimals before it is added or subtracted, as most returns do. The yen has no minor unit, so round as the local rules say when you file.',
          '',
          '## What the calculator leaves out',
          '',
          '- Sales at different rates in one period are worked out separately and then added; the calculator uses one rate at a time.',
          '- Import VAT paid at the border can usually be deducted as input tax with the customs evidence (such as the UK C79 certificate): include it in your input tax.',
          '- Above EUR 10,000 of intra-EU distance sales, VAT is due at each destination’s rate and can be declared through OSS: calculate each destination separately.',
          '',
          'Results are estimates for planning and checking; what you file follows your invoices, customs documents and the tax office. To have us file for you, [see the service prices](/lz/price) or [talk to an adviser](/lz/contactUs).',
        ].join('\n'),
      ),
    },
    {
      blockType: 'cta',
      heading: t('申报交给专业团队', 'Leave the returns to specialists'),
      text: t('从税号注册到按期申报，北辰合规按国家逐项办理，逾期风险提前提醒。', 'From registration to every return, Northstar Compliance handles each country and warns you well before a deadline.'),
      primaryAction: { label: t('查看服务价格', 'See service prices'), url: '/lz/price' },
      secondaryAction: { label: t('联系顾问', 'Talk to an adviser'), url: '/lz/contactUs' },
    },
  ],
}

export const PRICING_PAGES: PageSeed[] = [PRICE_PAGE, CALCULATE_PAGE]

export async function seedPricing(w: FeatureSeedWriter): Promise<void> {
  await w.pages(PRICING_PAGES)
}
