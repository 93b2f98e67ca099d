import type { ComplianceRule, Texts } from '@/services/compliance/types'
import { NO, YES } from '@/services/compliance/questions'

/**
 * The seeded compliance rule set behind the questionnaire report (domain page
 * "compliance-rules"). Each rule yields one obligation per chosen jurisdiction in its
 * list; rules whose wording differs by country are split per country. `sort` orders
 * the obligations within a market: VAT 10-99, EPR 100-199, product safety 200-299,
 * trademarks and brand protection 300-399. Compliance staff edit these in the CMS.
 */

type Condition = ComplianceRule['conditions'][number]

const t = (cn: string, en: string): Texts => ({ cn, en })
const is = (question: Condition['question'], ...values: string[]): Condition => ({ question, values })

// Question 2 (platforms): 0 Amazon, 1 AliExpress, 2 other (own store, eBay, Wish).
const ON_AMAZON = is('2', '0')
const ON_ALIEXPRESS = is('2', '1')
const ON_OTHER_CHANNELS = is('2', '2')
// Questions 3 to 9: YES '1', NO '0'. Question 4 is set to yes automatically when 3 is yes.
const HAS_BATTERY = is('3', YES)
const IS_POWERED = is('4', YES)
const TEXTILE_OR_FURNITURE = is('5', YES)
const LAMPS_TYRES_DISPLAYS_COOLING = is('6', YES)
const NO_TRADEMARK = is('7', NO)
const HAS_TRADEMARK = is('7', YES)
const NOT_BRAND_REGISTERED = is('8', NO)
const BRAND_REGISTERED = is('8', YES)
const NO_ENFORCEMENT_YET = is('9', NO)

/** Marketplace markets where platform brand programmes (Amazon Brand Registry and the like) run. */
const BRAND_MARKETS: ComplianceRule['jurisdictions'] = ['GB', 'EU', 'US', 'JP', 'CA', 'AU', 'AE', 'SA']

export const COMPLIANCE_RULES: Omit<ComplianceRule, 'enabled'>[] = [
  // ---------------------------------------------------------------------------------
  // VAT and indirect tax
  // ---------------------------------------------------------------------------------
  {
    key: 'vat-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('英国VAT注册', 'UK VAT registration'),
    summary: t(
      '在英国存储货物（海外仓或亚马逊FBA）的非英国企业，自在英国发生首笔应税销售起即须注册英国VAT，不设注册门槛；标准税率20%，须通过符合MTD（数字化税务）要求的软件按季度申报。从境外直发英国消费者、单件货值不超过135英镑的订单，由电商平台代扣代缴VAT。',
      'A business not established in the UK that holds stock there (own warehouse or Amazon FBA) must register for UK VAT from its first taxable supply in the UK; there is no threshold. The standard rate is 20%, and returns are filed quarterly through Making Tax Digital (MTD) compatible software. For consignments of up to GBP 135 shipped from abroad to UK consumers, the marketplace collects the VAT.',
    ),
    legalBasis: t(
      '英国《1994年增值税法》（VATA 1994）及数字化税务（Making Tax Digital）规定',
      'Value Added Tax Act 1994 (VATA 1994) and the Making Tax Digital (MTD) rules',
    ),
    timing: t(
      '在英国首笔应税销售前完成注册；按季度通过MTD软件提交申报并缴税，截止时间为每个申报期结束后1个月零7天。',
      'Register before the first taxable sale in the UK; file quarterly MTD returns and pay within one month and seven days after the end of each VAT period.',
    ),
    risk: t(
      'HMRC将追缴税款和利息，并按积分制对逾期申报、按比例对逾期缴款处以罚款；HMRC可通知亚马逊等平台下架未合规卖家的商品，平台对卖家欠缴的VAT承担连带责任，通常会冻结店铺和资金。',
      'HMRC recovers the tax with interest and charges points-based late-submission penalties and late-payment penalties; it can tell Amazon and other marketplaces to remove non-compliant sellers, and because marketplaces can be held jointly liable for their sellers’ unpaid VAT they typically suspend the account and withhold funds.',
    ),
  },
  {
    key: 'vat-de',
    jurisdictions: ['DE'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('德国VAT注册', 'German VAT registration'),
    summary: t(
      '在德国存储货物（自有海外仓、亚马逊FBA、泛欧计划或中欧计划）的非欧盟卖家，须在德国注册VAT并按期申报，非欧盟卖家没有注册门槛；德国标准税率19%（部分商品适用7%的优惠税率）。中国企业的德国税号由柏林新克尔恩税务局统一受理。',
      'A non-EU seller that stores goods in Germany (own warehouse, Amazon FBA, Pan-EU or the Central Europe programme) must register for VAT in Germany and file returns; there is no threshold for non-established sellers. The standard rate is 19% (7% reduced rate for some goods). Companies from China are registered by the Berlin Neukölln tax office.',
    ),
    legalBasis: t('德国《增值税法》（UStG）', 'German VAT Act (Umsatzsteuergesetz, UStG)'),
    timing: t(
      '货物入仓德国或首笔销售前完成注册；按税务局核定的周期（按月或按季）提交预申报，次年提交年度申报。',
      'Register before stock arrives in Germany or before the first sale; file advance returns monthly or quarterly as set by the tax office, plus an annual return.',
    ),
    risk: t(
      '税务局追缴税款并加收滞纳金和罚款；根据UStG第25e条，电商平台对卖家欠缴的VAT承担连带责任，会下架无有效德国税号卖家的商品并冻结资金。',
      'The tax office recovers the tax with late-payment surcharges and penalties; under section 25e UStG marketplaces are liable for their sellers’ unpaid VAT, so they block listings and withhold payouts of sellers without a valid German VAT number.',
    ),
  },
  {
    key: 'vat-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('法国VAT注册', 'French VAT registration'),
    summary: t(
      '在法国存储货物（海外仓、亚马逊FBA或泛欧计划）的非欧盟卖家，须自首笔销售起在法国注册VAT，没有注册门槛；法国标准税率20%。非欧盟企业通常须委任法国税务代表。',
      'A non-EU seller that stores goods in France (own warehouse, Amazon FBA or Pan-EU) must register for French VAT from the first sale; there is no threshold. The standard rate is 20%. Non-EU businesses generally have to appoint a French fiscal representative.',
    ),
    legalBasis: t('法国《税法通则》（CGI）', 'French General Tax Code (Code général des impôts, CGI)'),
    timing: t(
      '货物入仓法国或首笔销售前完成注册；通常按月提交增值税申报表（CA3）并缴税。',
      'Register before stock arrives in France or before the first sale; VAT returns (CA3) are as a rule filed and paid monthly.',
    ),
    risk: t(
      '法国税务机关追缴税款并加收滞纳利息和罚款；电商平台对未合规卖家的VAT承担连带责任，会下架商品或冻结账户。',
      'The French tax authorities reassess the tax with late-payment interest and penalties; marketplaces can be held jointly liable for non-compliant sellers’ VAT and will delist products or suspend the account.',
    ),
  },
  {
    key: 'vat-it',
    jurisdictions: ['IT'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('意大利VAT注册', 'Italian VAT registration'),
    summary: t(
      '在意大利存储货物（海外仓、亚马逊FBA或泛欧计划）的非欧盟卖家，须自首笔销售起在意大利注册VAT，没有注册门槛；意大利标准税率22%。非欧盟企业通常须通过意大利税务代表注册。',
      'A non-EU seller that stores goods in Italy (own warehouse, Amazon FBA or Pan-EU) must register for Italian VAT from the first sale; there is no threshold. The standard rate is 22%. Non-EU businesses generally register through an Italian fiscal representative.',
    ),
    legalBasis: t('意大利增值税法令（DPR 633/1972）', 'Italian VAT Decree (D.P.R. 633/1972)'),
    timing: t(
      '货物入仓意大利或首笔销售前完成注册；按期结算缴纳增值税、提交季度增值税结算申报（LIPE），并提交年度增值税申报。',
      'Register before stock arrives in Italy or before the first sale; settle VAT periodically, submit the quarterly VAT settlement communications (LIPE) and file an annual VAT return.',
    ),
    risk: t(
      '意大利税务局追缴税款并处以罚款和利息；电商平台会下架无有效税号卖家的商品并冻结资金。',
      'The Italian Revenue Agency recovers the tax with penalties and interest; marketplaces delist products and withhold funds of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'vat-es',
    jurisdictions: ['ES'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('西班牙VAT注册', 'Spanish VAT registration'),
    summary: t(
      '在西班牙存储货物（海外仓、亚马逊FBA或泛欧计划）的非欧盟卖家，须自首笔销售起在西班牙注册VAT，没有注册门槛；西班牙标准税率21%。非欧盟企业通常须委任西班牙税务代表。',
      'A non-EU seller that stores goods in Spain (own warehouse, Amazon FBA or Pan-EU) must register for Spanish VAT from the first sale; there is no threshold. The standard rate is 21%. Non-EU businesses generally have to appoint a Spanish fiscal representative.',
    ),
    legalBasis: t('西班牙《增值税法》（第37/1992号法律）', 'Spanish VAT Act (Ley 37/1992 del IVA)'),
    timing: t(
      '货物入仓西班牙或首笔销售前完成注册；通常按季度提交303表申报，并提交年度390汇总表。',
      'Register before stock arrives in Spain or before the first sale; file quarterly returns (form 303) as a rule and an annual summary (form 390).',
    ),
    risk: t(
      '西班牙税务局追缴税款并处以罚款和滞纳利息；电商平台会下架无有效税号卖家的商品并冻结资金。',
      'The Spanish Tax Agency recovers the tax with penalties and late-payment interest; marketplaces delist products and withhold funds of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'vat-pl',
    jurisdictions: ['PL'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('波兰VAT注册', 'Polish VAT registration'),
    summary: t(
      '在波兰存储货物（海外仓、亚马逊FBA、泛欧计划或中欧计划）的非欧盟卖家，须自首笔销售起在波兰注册VAT，没有注册门槛；波兰标准税率23%。非欧盟企业须委任波兰税务代表。',
      'A non-EU seller that stores goods in Poland (own warehouse, Amazon FBA, Pan-EU or the Central Europe programme) must register for Polish VAT from the first sale; there is no threshold. The standard rate is 23%. Non-EU businesses must appoint a Polish fiscal representative.',
    ),
    legalBasis: t(
      '波兰《货物和服务税法》（2004年3月11日）',
      'Polish Act on Tax on Goods and Services of 11 March 2004',
    ),
    timing: t(
      '货物入仓波兰或首笔销售前完成注册；按月提交JPK_V7M电子申报，截止时间为次月25日。',
      'Register before stock arrives in Poland or before the first sale; file the monthly JPK_V7M electronic return by the 25th of the following month.',
    ),
    risk: t(
      '波兰税务机关追缴税款并处以罚款和利息，情节严重的可能承担财政刑事责任；电商平台会下架无有效税号卖家的商品。',
      'The Polish tax authorities recover the tax with penalties and interest, and serious cases can lead to fiscal-penal liability; marketplaces delist products of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'vat-cz',
    jurisdictions: ['CZ'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('捷克VAT注册', 'Czech VAT registration'),
    summary: t(
      '在捷克存储货物（海外仓、亚马逊FBA、泛欧计划或中欧计划）的非欧盟卖家，须自首笔销售起在捷克注册VAT，没有注册门槛；捷克标准税率21%。',
      'A non-EU seller that stores goods in Czechia (own warehouse, Amazon FBA, Pan-EU or the Central Europe programme) must register for Czech VAT from the first sale; there is no threshold. The standard rate is 21%.',
    ),
    legalBasis: t('捷克《增值税法》（第235/2004号法律）', 'Czech VAT Act (Act No. 235/2004 Coll.)'),
    timing: t(
      '货物入仓捷克或首笔销售前完成注册；按月提交增值税申报表和控制报表（Kontrolní hlášení），截止时间为次月25日。',
      'Register before stock arrives in Czechia or before the first sale; file the monthly VAT return and control statement (kontrolní hlášení) by the 25th of the following month.',
    ),
    risk: t(
      '捷克税务机关追缴税款并处以罚款和利息，控制报表逾期另有固定罚款；电商平台会下架无有效税号卖家的商品。',
      'The Czech tax authorities recover the tax with penalties and interest, and late control statements attract separate fixed fines; marketplaces delist products of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'vat-at',
    jurisdictions: ['AT'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('奥地利VAT注册', 'Austrian VAT registration'),
    summary: t(
      '在奥地利存储货物（海外仓、亚马逊FBA或泛欧计划）的非欧盟卖家，须自首笔销售起在奥地利注册VAT，没有注册门槛；奥地利标准税率20%。在奥地利无营业机构的企业由格拉茨税务机关统一管辖。',
      'A non-EU seller that stores goods in Austria (own warehouse, Amazon FBA or Pan-EU) must register for Austrian VAT from the first sale; there is no threshold. The standard rate is 20%. Businesses without an Austrian establishment are handled centrally by the Graz tax office.',
    ),
    legalBasis: t('奥地利《1994年增值税法》（UStG 1994）', 'Austrian VAT Act 1994 (Umsatzsteuergesetz 1994)'),
    timing: t(
      '货物入仓奥地利或首笔销售前完成注册；按月或按季提交增值税预申报（UVA），次年提交年度申报。',
      'Register before stock arrives in Austria or before the first sale; file monthly or quarterly advance returns (UVA) plus an annual return.',
    ),
    risk: t(
      '奥地利税务机关追缴税款并加收滞纳金和罚款；电商平台会下架无有效税号卖家的商品。',
      'The Austrian tax authorities recover the tax with surcharges and penalties; marketplaces delist products of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'vat-nl',
    jurisdictions: ['NL'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('荷兰VAT注册', 'Dutch VAT registration'),
    summary: t(
      '在荷兰存储货物（海外仓、亚马逊FBA或泛欧计划）的非欧盟卖家，须自首笔销售起在荷兰注册VAT，没有注册门槛；荷兰标准税率21%。',
      'A non-EU seller that stores goods in the Netherlands (own warehouse, Amazon FBA or Pan-EU) must register for Dutch VAT from the first sale; there is no threshold. The standard rate is 21%.',
    ),
    legalBasis: t('荷兰《1968年营业税法》（Wet OB 1968）', 'Dutch Turnover Tax Act 1968 (Wet op de omzetbelasting 1968)'),
    timing: t(
      '货物入仓荷兰或首笔销售前完成注册；通常按季度申报，截止时间为季度结束后次月月底。',
      'Register before stock arrives in the Netherlands or before the first sale; returns are normally quarterly, due by the end of the month after each quarter.',
    ),
    risk: t(
      '荷兰税务局追缴税款并处以罚款和利息；电商平台会下架无有效税号卖家的商品。',
      'The Dutch Tax Administration recovers the tax with penalties and interest; marketplaces delist products of sellers without a valid VAT number.',
    ),
  },
  {
    key: 'oss-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 20,
    service: { serviceType: 49 },
    title: t('欧盟OSS一站式申报', 'EU One-Stop Shop (OSS)'),
    summary: t(
      '从欧盟一国仓库向其他成员国消费者发货（欧盟内远程销售）时，全欧盟年销售额超过1万欧元后须按目的国税率缴纳VAT（该门槛仅适用于只在一个欧盟国家设立的企业，非欧盟企业自首笔远程销售起即按目的国纳税）。注册OSS后可用一份季度申报覆盖所有目的国，无需在每个国家单独注册。平台作为视同供应商的销售由平台申报，独立站、eBay等自营渠道的销售须自行申报。',
      'Distance sales from a warehouse in one EU country to consumers in other member states are taxed at the destination country’s rate once EU-wide sales exceed EUR 10,000 a year (that threshold only helps businesses established in a single EU country; sellers established outside the EU owe destination VAT from the first distance sale). Registering for OSS lets one quarterly return cover every destination country instead of a VAT registration in each. Sales where a marketplace is the deemed supplier are declared by the marketplace; own-store, eBay and similar sales must be declared by the seller.',
    ),
    legalBasis: t(
      '欧盟《增值税指令》（2006/112/EC）第369a至369k条（欧盟OSS），经第(EU) 2017/2455号指令修订',
      'Council Directive 2006/112/EC, Articles 369a to 369k (Union OSS scheme), as amended by Directive (EU) 2017/2455',
    ),
    timing: t(
      '自2021年7月1日起实施；在开始适用的季度前完成注册，按季度申报，须在季度结束后次月月底前提交申报并缴税。',
      'In place since 1 July 2021; register before the quarter in which you start using it, then file and pay quarterly by the end of the month following each quarter.',
    ),
    risk: t(
      '未按目的国缴纳VAT的，各成员国可追缴税款、利息和罚款，并要求卖家在每个目的国单独注册VAT。',
      'Member states can recover destination VAT with interest and penalties and require a separate VAT registration in every destination country.',
    ),
  },
  {
    key: 'ioss-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [ON_OTHER_CHANNELS],
    category: 'vat',
    sort: 30,
    service: { serviceType: 12 },
    title: t('欧盟IOSS进口一站式申报', 'EU Import One-Stop Shop (IOSS)'),
    summary: t(
      '通过独立站、eBay、Wish等渠道从欧盟境外直发、单件货值不超过150欧元的包裹给欧盟消费者时，可注册IOSS在销售时收取目的国VAT，包裹清关时免缴进口VAT；非欧盟卖家须委任欧盟境内的中间人（Intermediary）代为注册和申报。通过亚马逊、速卖通等平台销售的此类订单，由平台作为视同供应商代收代缴。',
      'For parcels of at most EUR 150 shipped from outside the EU directly to EU consumers through your own store, eBay, Wish or similar channels, IOSS lets you charge the destination country’s VAT at checkout so the parcel clears customs without import VAT; a non-EU seller must appoint an intermediary established in the EU to register and file. On marketplaces such as Amazon and AliExpress the marketplace is the deemed supplier for these sales and collects the VAT.',
    ),
    legalBasis: t(
      '欧盟《增值税指令》（2006/112/EC）第369l至369x条（IOSS），经第(EU) 2017/2455号和第(EU) 2019/1995号指令修订',
      'Council Directive 2006/112/EC, Articles 369l to 369x (IOSS), as amended by Directives (EU) 2017/2455 and (EU) 2019/1995',
    ),
    timing: t(
      '首批包裹发货前完成注册，并在报关数据中申报IOSS号；按月申报，须在次月月底前提交申报并缴税。',
      'Register before the first shipment and give the IOSS number in the customs data; file and pay monthly by the end of the following month.',
    ),
    risk: t(
      '自2021年7月1日起22欧元进口免税额已取消，未使用IOSS的包裹在清关时须由收件人缴纳进口VAT和物流商手续费，容易导致拒收、退件和差评；漏报或错报IOSS将被追缴税款并可能被注销IOSS号。',
      'Since 1 July 2021 there is no EUR 22 exemption: without IOSS the customer pays import VAT plus a carrier handling fee on delivery, which leads to refused parcels, returns and bad reviews; under-declared IOSS sales are reassessed and the IOSS number can be withdrawn.',
    ),
  },
  {
    key: 'vat-ae',
    jurisdictions: ['AE'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('阿联酋VAT注册', 'UAE VAT registration'),
    summary: t(
      '从阿联酋本地仓库（如亚马逊FBA、Noon仓）向当地客户销售的卖家，须向联邦税务局（FTA）注册VAT并取得税号（TRN），标准税率5%。',
      'A seller that sells to customers in the UAE from local stock (such as Amazon FBA or Noon warehouses) must register for VAT with the Federal Tax Authority (FTA) and obtain a tax registration number (TRN); the standard rate is 5%.',
    ),
    legalBasis: t(
      '阿联酋《2017年第8号联邦增值税法令》及其实施条例',
      'UAE Federal Decree-Law No. 8 of 2017 on Value Added Tax and its Executive Regulation',
    ),
    timing: t(
      '在当地开始销售前完成注册；通常按季度申报，须在申报期结束后28天内提交申报并缴税。',
      'Register before selling from local stock; returns are usually quarterly, filed and paid within 28 days after the end of each tax period.',
    ),
    risk: t(
      'FTA对逾期注册、逾期申报和逾期缴税分别处以行政罚款；平台可要求卖家提供TRN，否则限制销售。',
      'The FTA imposes administrative penalties for late registration, late filing and late payment; marketplaces can require a TRN and restrict selling without one.',
    ),
  },
  {
    key: 'vat-sa',
    jurisdictions: ['SA'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 0 },
    title: t('沙特VAT注册', 'Saudi VAT registration'),
    summary: t(
      '从沙特本地仓库向当地客户销售的卖家，须向天课、税务和海关总局（ZATCA）注册VAT，标准税率15%。',
      'A seller that sells to customers in Saudi Arabia from local stock must register for VAT with the Zakat, Tax and Customs Authority (ZATCA); the standard rate is 15%.',
    ),
    legalBasis: t(
      '沙特《增值税法》（皇家法令第M/113号）及其实施细则',
      'Saudi VAT Law (Royal Decree No. M/113) and its Implementing Regulations',
    ),
    timing: t(
      '在当地开始销售前完成注册；年应税销售额超过4000万里亚尔的按月申报，其余按季度申报，须在申报期结束后次月月底前提交申报并缴税。',
      'Register before selling from local stock; file monthly if annual taxable sales exceed SAR 40 million, otherwise quarterly, by the end of the month following the period.',
    ),
    risk: t(
      'ZATCA对未注册、逾期申报和逾期缴税处以罚款并按月加收滞纳罚金；平台可要求卖家提供税号，否则限制销售。',
      'ZATCA fines failure to register and late filing, and adds monthly penalties on unpaid tax; marketplaces can require a VAT number and restrict selling without one.',
    ),
  },
  {
    key: 'jct-jp',
    jurisdictions: ['JP'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 17 },
    title: t('日本JCT消费税注册', 'Japanese consumption tax (JCT) registration'),
    summary: t(
      '从日本本地仓库（如亚马逊FBA）销售的海外卖家，基准期间应税销售额超过1000万日元的，须申报缴纳日本消费税（标准税率10%，轻减税率8%）。自2023年10月起实行合格请求书（インボイス）制度，注册为合格请求书发行事业者后才能向企业买家开具可抵扣的发票；海外企业须委任日本纳税管理人。',
      'A foreign seller that sells from stock in Japan (such as Amazon FBA) must file and pay Japanese consumption tax once taxable sales in the base period exceed JPY 10 million; the standard rate is 10% and the reduced rate 8%. Since October 2023 the qualified invoice system applies: only registered qualified invoice issuers can give business buyers invoices that allow input-tax credit. Foreign businesses must appoint a tax agent in Japan.',
    ),
    legalBasis: t(
      '日本《消费税法》及合格请求书保存方式（インボイス制度，2023年10月1日起实施）',
      'Japanese Consumption Tax Act and the Qualified Invoice System (in force since 1 October 2023)',
    ),
    timing: t(
      '超过门槛时按规定提交纳税人申报并完成合格请求书发行事业者注册；每个课税期间结束后申报缴税（法人为期末后2个月内），并视税额进行中间申报。',
      'Once over the threshold, notify the tax office and register as a qualified invoice issuer; file and pay after each taxable period (for companies within two months of the year end), with interim returns depending on the tax amount.',
    ),
    risk: t(
      '税务署追缴消费税并加收无申报加算税和延滞税；未注册合格请求书发行事业者的，企业买家无法抵扣进项税，影响B2B订单。',
      'The tax office recovers the tax with a failure-to-file penalty tax and delinquency tax; without qualified invoice registration, business buyers cannot claim input tax, which costs B2B orders.',
    ),
  },
  {
    key: 'gst-au',
    jurisdictions: ['AU'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    service: { serviceType: 43 },
    title: t('澳大利亚GST注册', 'Australian GST registration'),
    summary: t(
      'GST营业额达到或预计达到7.5万澳元的卖家须向澳大利亚税务局（ATO）注册GST，税率10%。通过平台售出、单件不超过1000澳元的进口低价值商品由平台代收GST；从澳大利亚本地仓库销售或通过独立站直销的，须自行计算门槛并注册申报。',
      'A seller whose GST turnover reaches or is expected to reach AUD 75,000 must register for GST with the Australian Taxation Office (ATO); the rate is 10%. Marketplaces collect GST on low-value imported goods of at most AUD 1,000 sold through them; sales from Australian stock or through your own store count towards your own threshold and are declared by you.',
    ),
    legalBasis: t(
      '澳大利亚《1999年新税制（商品及服务税）法》',
      'A New Tax System (Goods and Services Tax) Act 1999',
    ),
    timing: t(
      '达到门槛后21天内完成注册；通常按季度提交营业活动报表（BAS）或简化GST申报。',
      'Register within 21 days of reaching the threshold; lodge activity statements (BAS) or simplified GST returns, usually quarterly.',
    ),
    risk: t(
      'ATO可追溯补征应缴GST并加收罚款和利息，且已售出商品通常无法再向买家补收税款。',
      'The ATO can assess the GST retrospectively with penalties and interest, and the tax usually cannot be recovered from past customers.',
    ),
  },
  {
    key: 'gst-ca',
    jurisdictions: ['CA'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    title: t('加拿大GST/HST注册', 'Canadian GST/HST registration'),
    summary: t(
      '通过加拿大境内履约仓（如亚马逊FBA）向当地消费者销售的非居民卖家，12个月内应税销售额超过3万加元的须注册GST/HST，按联邦GST 5%或统一销售税省份的HST税率收税；未注册卖家经平台售出的此类订单由平台代收代缴。部分省份（如不列颠哥伦比亚、萨斯喀彻温、魁北克）另有省销售税登记要求。',
      'A non-resident seller that ships to Canadian consumers from fulfilment warehouses in Canada (such as Amazon FBA) must register for GST/HST once taxable sales exceed CAD 30,000 over 12 months, charging 5% federal GST or the HST rate of participating provinces; for unregistered sellers the marketplace collects on these sales. Some provinces (such as British Columbia, Saskatchewan and Quebec) have their own sales-tax registration rules.',
    ),
    legalBasis: t(
      '加拿大《消费税法》（Excise Tax Act）及2021年7月1日起实施的电子商务GST/HST规则',
      'Excise Tax Act (Canada) and the e-commerce GST/HST measures in force since 1 July 2021',
    ),
    timing: t(
      '超过3万加元门槛后按规定期限完成注册；按加拿大税务局（CRA）核定的周期（按月、按季或按年）申报。',
      'Register once the CAD 30,000 threshold is passed; file monthly, quarterly or annually as assigned by the Canada Revenue Agency (CRA).',
    ),
    risk: t('CRA可追缴应收未收的GST/HST并加收罚款和利息。', 'The CRA can assess uncollected GST/HST with penalties and interest.'),
  },
  {
    key: 'sales-tax-us',
    jurisdictions: ['US'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    title: t('美国销售税', 'US sales tax'),
    summary: t(
      '美国没有VAT，由各州征收销售税。在亚马逊等平台销售时，平台依据各州市场促成者（Marketplace Facilitator）法律代收代缴；通过独立站等自营渠道销售，在某州的销售额超过该州经济关联（Economic Nexus）门槛（通常为年销售额10万美元）或在该州存有库存时，须在该州注册并自行收取和申报销售税。',
      'The US has no VAT; states levy sales tax. On Amazon and other marketplaces, the marketplace collects and remits it under state marketplace-facilitator laws. For own-store and other direct sales, you must register, collect and file in each state where you pass its economic-nexus threshold (commonly USD 100,000 of sales a year) or hold inventory.',
    ),
    legalBasis: t(
      '各州销售税法；美国最高法院South Dakota v. Wayfair案（2018年）确立的经济关联标准及各州市场促成者法律',
      'State sales tax laws; economic nexus under South Dakota v. Wayfair (US Supreme Court, 2018) and state marketplace-facilitator laws',
    ),
    timing: t(
      '超过某州门槛后按该州规定注册并开始收税；按州核定的周期（按月、按季或按年）申报。',
      'Register and start collecting once you pass a state’s threshold, as that state requires; file monthly, quarterly or annually as the state assigns.',
    ),
    risk: t(
      '各州可追溯补征应收未收的销售税并加收罚款和利息，卖家通常无法再向买家补收。',
      'States can assess uncollected sales tax retrospectively with penalties and interest, and it usually cannot be recovered from past customers.',
    ),
  },
  {
    key: 'vat-kr',
    jurisdictions: ['KR'],
    match: 'all',
    conditions: [],
    category: 'vat',
    sort: 10,
    title: t('韩国增值税与法人税', 'Korean VAT and corporate tax'),
    summary: t(
      '在韩国设立公司或从韩国本地库存销售的卖家须登记为增值税纳税人：增值税按销售额的10%减去进项税额计算，按季度（第一至第四季度）申报。韩国公司另须缴纳法人税，应税所得2亿韩元以内税率9%，超过部分19%起。',
      'A seller with a Korean company or selling from stock in Korea must register for VAT: VAT is 10% of sales minus input tax credit, filed for each quarter (Q1 to Q4). A Korean company also pays corporate tax: 9% on taxable income up to KRW 200 million and 19% and up above that.',
    ),
    legalBasis: t('韩国《增值税法》及《法人税法》', 'Korean Value-Added Tax Act and Corporate Tax Act'),
    timing: t(
      '增值税在每个季度结束后25天内申报缴纳；法人税年度申报截止日为3月31日（12月结账的企业）。',
      'VAT is filed and paid within 25 days after each quarter end; the annual corporate tax return is due by 31 March (for December year ends).',
    ),
    risk: t(
      '国税厅追缴税款并加收未申报加算税和缴纳不诚实加算税。',
      'The National Tax Service recovers the tax with penalty taxes for failure to file and late payment.',
    ),
  },

  // ---------------------------------------------------------------------------------
  // Packaging EPR
  // ---------------------------------------------------------------------------------
  {
    key: 'epr-packaging-de',
    jurisdictions: ['DE'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('德国包装法注册（LUCID）', 'German packaging registration (LUCID)'),
    summary: t(
      '向德国消费者销售带包装的商品（包括快递纸箱和填充物）的卖家，须在包装登记中心（ZSVR）的LUCID系统注册，并与双元系统签订包装许可合同，没有最低数量豁免。',
      'Anyone selling packaged goods to consumers in Germany (shipping boxes and fillers included) must register in the LUCID packaging register of the Central Agency (ZSVR) and license the packaging with a dual system; there is no minimum quantity.',
    ),
    legalBasis: t('德国《包装法》（VerpackG）', 'German Packaging Act (Verpackungsgesetz, VerpackG)'),
    timing: t(
      '首次销售前完成LUCID注册并签订双元系统许可合同；按合同向双元系统申报包装数量，并在LUCID中同步申报相同数据；包装量达到法定门槛的，须在每年5月15日前提交上一年度的完整性声明（VE）。',
      'Register in LUCID and license your packaging with a dual system before the first sale; report the packaging quantities to the dual system and the same figures to LUCID; above the statutory quantities, file the declaration of completeness (VE) for the previous year by 15 May.',
    ),
    risk: t(
      '可被处以最高20万欧元罚款并禁止销售；自2022年7月起电商平台须屏蔽未注册卖家的商品，竞争对手也可能发出警告函（Abmahnung）。',
      'Fines of up to EUR 200,000 and a sales ban; since July 2022 marketplaces must block unregistered sellers, and competitors may send cease-and-desist letters (Abmahnung).',
    ),
  },
  {
    key: 'epr-packaging-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('法国包装EPR（UIN）', 'French packaging EPR (UIN)'),
    summary: t(
      '向法国消费者销售带包装商品的卖家，须加入经认可的包装生态组织（如Citeo、Léko），取得法国生态转型署（ADEME）签发的包装类唯一识别码（UIN），并在产品或包装上标注Triman标志和Info-tri分类回收说明。',
      'Anyone selling packaged goods to consumers in France must join an approved packaging eco-organisation (such as Citeo or Léko), obtain the packaging unique identification number (UIN) issued by ADEME, and print the Triman logo and Info-tri sorting instructions on the product or packaging.',
    ),
    legalBasis: t(
      '法国《反浪费循环经济法》（AGEC法，第2020-105号法律）及《环境法典》生产者延伸责任条款',
      'French Anti-Waste and Circular Economy Law (AGEC, Law No. 2020-105) and the EPR provisions of the French Environmental Code',
    ),
    timing: t(
      '首次销售前取得UIN；每年向生态组织申报上一年度投放的包装数量并缴纳生态费。',
      'Obtain the UIN before the first sale; each year declare the packaging placed on the market in the previous year to the eco-organisation and pay the eco-fee.',
    ),
    risk: t(
      '可被处以行政罚款；电商平台须核验卖家UIN，未提供的卖家商品会被限制销售，或由平台代缴生态费后向卖家收取。',
      'Administrative fines; marketplaces must check sellers’ UINs and either restrict listings without one or pay the eco-fees on the seller’s behalf and charge them back.',
    ),
  },
  {
    key: 'epr-packaging-es',
    jurisdictions: ['ES'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('西班牙包装EPR', 'Spanish packaging EPR'),
    summary: t(
      '向西班牙消费者销售带包装商品的卖家，须在西班牙生态转型部（MITECO）的产品生产者登记册（包装板块）登记取得登记号，并通过加入集体责任体系等方式履行包装生产者延伸责任。',
      'Anyone selling packaged goods to consumers in Spain must register in the packaging section of the Producer Register of the Ministry for the Ecological Transition (MITECO) and meet the packaging EPR obligations, typically by joining a collective scheme.',
    ),
    legalBasis: t(
      '西班牙第1055/2022号皇家法令（包装及包装废弃物）及第7/2022号《废弃物与污染土壤法》',
      'Spanish Royal Decree 1055/2022 on packaging and packaging waste, and Law 7/2022 on waste and contaminated soils',
    ),
    timing: t(
      '首次销售前完成登记；每年申报上一年度投放市场的包装数量。',
      'Register before the first sale; declare the packaging placed on the market each year for the previous year.',
    ),
    risk: t(
      '依据第7/2022号法律可被处以行政罚款；经销商和平台可能要求提供登记号，无法提供会影响销售。',
      'Administrative fines under Law 7/2022; distributors and marketplaces may ask for the registration number and stop selling without it.',
    ),
  },
  {
    key: 'epr-packaging-it',
    jurisdictions: ['IT'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('意大利包装EPR（CONAI）', 'Italian packaging EPR (CONAI)'),
    summary: t(
      '向意大利消费者销售带包装商品的卖家，须加入国家包装联盟（CONAI）并申报缴纳包装环境费（CAC）；自2023年1月1日起，包装须按规定加贴环境标签（材料识别编码及分类回收说明）。',
      'Anyone selling packaged goods to consumers in Italy must join the national packaging consortium CONAI and declare and pay the environmental contribution (CAC); since 1 January 2023 packaging must carry the mandatory environmental label (material codes and disposal instructions).',
    ),
    legalBasis: t(
      '意大利第152/2006号立法令（《环境法典》）及第116/2020号立法令',
      'Italian Legislative Decree 152/2006 (Environmental Code) and Legislative Decree 116/2020',
    ),
    timing: t(
      '首次销售前加入CONAI；按费额大小按月、按季或按年申报包装数量。',
      'Join CONAI before the first sale; declare packaging monthly, quarterly or annually depending on the amounts due.',
    ),
    risk: t(
      '未加入CONAI或未缴纳环境费的将被追缴费用并处以行政罚款，包装标签不合规同样可被处罚。',
      'Failure to join CONAI or pay the contribution leads to back payments and administrative fines; non-compliant packaging labels are fined too.',
    ),
  },
  {
    key: 'epr-packaging-pl',
    jurisdictions: ['PL'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('波兰包装EPR（BDO）', 'Polish packaging EPR (BDO)'),
    summary: t(
      '向波兰市场投放带包装商品的企业，须在波兰废弃物数据库（BDO）登记取得BDO号，并通过回收组织履行回收义务；BDO号须标注在发票等商业文件上。',
      'Anyone placing packaged goods on the Polish market must register in the Polish waste database (BDO), obtain a BDO number and meet recovery obligations through a recovery organisation; the BDO number must appear on invoices and other business documents.',
    ),
    legalBasis: t(
      '波兰《包装和包装废弃物管理法》（2013年6月13日）及《废弃物法》（2012年12月14日）',
      'Polish Act on Packaging and Packaging Waste Management of 13 June 2013 and Waste Act of 14 December 2012',
    ),
    timing: t(
      '首次投放前完成BDO登记；每年通过BDO提交上一年度的包装报告。',
      'Register in BDO before first placing goods on the market; submit the annual packaging report for the previous year in BDO.',
    ),
    risk: t('未登记或未履行回收义务的将被处以行政罚款并追缴费用。', 'Administrative fines and back payments for failing to register or meet recovery obligations.'),
  },
  {
    key: 'epr-packaging-at',
    jurisdictions: ['AT'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('奥地利包装EPR', 'Austrian packaging EPR'),
    summary: t(
      '向奥地利消费者销售带包装商品的卖家，须参加经许可的包装收集与回收系统（如ARA）并申报包装数量；在奥地利没有营业机构的远程销售商须委任奥地利授权代表。',
      'Anyone selling packaged goods to consumers in Austria must take part in a licensed packaging collection and recycling system (such as ARA) and report quantities; distance sellers without an Austrian establishment must appoint an authorised representative in Austria.',
    ),
    legalBasis: t(
      '奥地利《2002年废弃物管理法》（AWG 2002）及《2014年包装条例》',
      'Austrian Waste Management Act 2002 (AWG 2002) and Packaging Ordinance 2014 (Verpackungsverordnung 2014)',
    ),
    timing: t(
      '首次销售前签订回收系统合同并委任授权代表（该要求自2023年1月1日起适用）；按合同周期申报包装数量。',
      'Sign up with a system and appoint the authorised representative before the first sale (required since 1 January 2023); report quantities as the contract requires.',
    ),
    risk: t(
      '可被处以行政罚款；自2023年起电商平台和履约服务商须排除未合规卖家。',
      'Administrative fines; since 2023 marketplaces and fulfilment providers must exclude non-compliant sellers.',
    ),
  },
  {
    key: 'epr-packaging-nl',
    jurisdictions: ['NL'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    service: { serviceType: 102 },
    title: t('荷兰包装EPR', 'Dutch packaging EPR'),
    summary: t(
      '向荷兰市场投放带包装商品的生产商和进口商，须在荷兰包装废弃物基金（Afvalfonds Verpakkingen）登记并申报；每年投放包装超过5万公斤的，须缴纳包装废弃物管理费。',
      'Producers and importers placing packaged goods on the Dutch market must register with the Dutch packaging waste fund (Afvalfonds Verpakkingen) and report; those placing more than 50,000 kg of packaging a year also pay the packaging waste management contribution.',
    ),
    legalBasis: t(
      '荷兰《2014年包装管理法令》（Besluit beheer verpakkingen 2014）',
      'Dutch Packaging Management Decree 2014 (Besluit beheer verpakkingen 2014)',
    ),
    timing: t(
      '开始销售前完成登记；每年按Afvalfonds要求申报上一年度的包装数量。',
      'Register before selling; report the previous year’s packaging to Afvalfonds each year as it requires.',
    ),
    risk: t(
      '荷兰人居环境与交通监察局（ILT）可执法并处以罚款，并追缴应缴费用。',
      'Enforcement and fines by the Human Environment and Transport Inspectorate (ILT), plus back payment of the contribution.',
    ),
  },
  {
    key: 'epr-packaging-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [],
    category: 'epr',
    sort: 110,
    title: t('英国包装EPR（仅适用于较大生产者）', 'UK packaging EPR (larger producers only)'),
    summary: t(
      '英国包装EPR仅适用于较大生产者：年营业额超过100万英镑且每年经手包装超过25吨的英国企业须注册并申报包装数据，其中年营业额超过200万英镑且包装超过50吨的还须缴纳包装处置费。大多数中小卖家无需注册；非英国卖家通过平台售出商品的包装责任通常由平台承担。',
      'UK packaging EPR reaches only larger producers: UK businesses with over GBP 1 million turnover that handle over 25 tonnes of packaging a year must register and report packaging data, and those over GBP 2 million and 50 tonnes also pay disposal fees. Most small sellers are out of scope; for non-UK sellers on a marketplace, the marketplace usually carries the obligation.',
    ),
    legalBasis: t(
      '英国《2024年生产者责任义务（包装及包装废弃物）条例》',
      'The Producer Responsibility Obligations (Packaging and Packaging Waste) Regulations 2024',
    ),
    timing: t(
      '达到门槛的企业须每年注册；小型生产者每年申报一次包装数据，大型生产者每半年申报一次，并自2025年起缴纳处置费。',
      'Businesses over the thresholds register each year; small producers report packaging data annually and large producers every six months, paying disposal fees since 2025.',
    ),
    risk: t('环境监管机构可采取执法措施并处以罚款。', 'Enforcement action and financial penalties from the environmental regulators.'),
  },
  {
    key: 'amazon-epr-de',
    jurisdictions: ['DE'],
    match: 'all',
    conditions: [ON_AMAZON],
    category: 'epr',
    sort: 115,
    title: t('亚马逊德国站EPR编号核验', 'Amazon.de EPR number check'),
    summary: t(
      '亚马逊会核验在德国销售的卖家的包装法LUCID注册号；销售电子电气产品的还须提供WEEE注册号（WEEE-Reg.-Nr.）。须在卖家平台中提交有效编号，否则商品无法销售。',
      'Amazon checks the LUCID packaging registration number of sellers selling in Germany, and the WEEE registration number (WEEE-Reg.-Nr.) for electrical and electronic products. Valid numbers must be entered in Seller Central or the listings cannot be sold.',
    ),
    legalBasis: t(
      '德国《包装法》（VerpackG）及《电子电气设备法》（ElektroG）规定的电商平台核验义务',
      'Marketplace verification duties under the German Packaging Act (VerpackG) and the Electrical and Electronic Equipment Act (ElektroG)',
    ),
    timing: t(
      '上架前在卖家平台提交编号；包装法核验自2022年7月1日起实施，ElektroG核验自2023年1月1日起实施。',
      'Enter the numbers before listing; packaging checks apply since 1 July 2022 and ElektroG checks since 1 January 2023.',
    ),
    risk: t('未提交或编号无效的商品将被限制销售或下架。', 'Listings without valid numbers are blocked or removed.'),
  },
  {
    key: 'amazon-epr-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [ON_AMAZON],
    category: 'epr',
    sort: 115,
    title: t('亚马逊法国站EPR编号核验', 'Amazon.fr EPR number check'),
    summary: t(
      '亚马逊会核验在法国销售的卖家是否已取得对应品类（包装、电子电气设备、电池、纺织品、家具等）的UIN唯一识别码，须在卖家平台中按品类提交。',
      'Amazon checks that sellers selling in France hold the UIN for each relevant product category (packaging, electrical equipment, batteries, textiles, furniture and so on); the numbers must be entered in Seller Central per category.',
    ),
    legalBasis: t(
      '法国《反浪费循环经济法》（AGEC法，第2020-105号法律）规定的电商平台义务',
      'Online marketplace obligations under the French AGEC law (Law No. 2020-105)',
    ),
    timing: t('上架前在卖家平台提交各品类UIN（平台义务自2022年1月1日起实施）。', 'Enter the UINs before listing (marketplace duties apply since 1 January 2022).'),
    risk: t(
      '缺少UIN的商品可能被限制销售，或由平台代缴生态费后向卖家收取。',
      'Listings without a UIN can be blocked, or the marketplace pays the eco-fees on the seller’s behalf and charges them back.',
    ),
  },

  // ---------------------------------------------------------------------------------
  // WEEE (electrical and electronic equipment): question 3 or 4 is yes
  // ---------------------------------------------------------------------------------
  {
    key: 'weee-de',
    jurisdictions: ['DE'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'epr',
    sort: 120,
    service: { serviceType: 101 },
    title: t('德国WEEE注册（ElektroG）', 'German WEEE registration (ElektroG)'),
    summary: t(
      '在德国销售带电或带电池的电子电气产品，生产者须按产品类别和设备类型在德国国家登记机构stiftung ear注册，取得WEEE注册号（WEEE-Reg.-Nr.），为B2C产品提供回收担保，在商品页面和发票上标注注册号，并在产品上加贴带叉垃圾桶标志。',
      'Electrical and electronic products (powered or with batteries) sold in Germany must be registered by the producer with the national register stiftung ear, per category and equipment type, to obtain a WEEE registration number (WEEE-Reg.-Nr.); B2C products need an insolvency-proof guarantee, the number must be shown in offers and on invoices, and products carry the crossed-out wheeled bin symbol.',
    ),
    legalBasis: t(
      '德国《电子电气设备法》（ElektroG）',
      'German Electrical and Electronic Equipment Act (Elektro- und Elektronikgerätegesetz, ElektroG)',
    ),
    timing: t(
      '首次在德国上架销售前完成注册（审核通常需要数周）；按月申报投放数量，并按年申报回收等数据。',
      'Register before first offering the products in Germany (approval usually takes several weeks); report quantities placed on the market monthly and take-back data annually.',
    ),
    risk: t(
      '未注册销售可被处以最高10万欧元罚款并禁止销售；电商平台须下架无WEEE注册号的商品，竞争对手也可能发出警告函。',
      'Selling unregistered equipment risks fines of up to EUR 100,000 and a sales ban; marketplaces must remove listings without a WEEE number, and competitors may send cease-and-desist letters.',
    ),
  },
  {
    key: 'weee-ar-de',
    jurisdictions: ['DE'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'epr',
    sort: 125,
    service: { serviceType: 104 },
    title: t('德国WEEE授权代表', 'German WEEE authorised representative'),
    summary: t(
      '在德国没有营业机构的境外生产者不能自行在stiftung ear注册，须委任德国授权代表，由授权代表以其名义完成WEEE注册并履行申报等义务。',
      'A producer without an establishment in Germany cannot register with stiftung ear itself; it must appoint a German authorised representative, who registers and carries out the reporting duties in its own name.',
    ),
    legalBasis: t('德国《电子电气设备法》（ElektroG）第8条', 'Section 8 of the German Electrical and Electronic Equipment Act (ElektroG)'),
    timing: t(
      '在申请WEEE注册前完成委任；产品在德国销售期间授权代表须持续有效。',
      'Appoint the representative before applying for WEEE registration and keep the appointment for as long as the products are sold in Germany.',
    ),
    risk: t(
      '没有授权代表就无法取得WEEE注册号，产品不能在德国合法销售；授权代表合同终止后，相应注册随之失效。',
      'Without an authorised representative there is no WEEE number and the products cannot be sold legally in Germany; ending the mandate ends the registration.',
    ),
  },
  {
    key: 'weee-fr',
    jurisdictions: ['FR'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'epr',
    sort: 120,
    service: { serviceType: 101 },
    title: t('法国WEEE注册（电子电气设备UIN）', 'French WEEE registration (EEE UIN)'),
    summary: t(
      '在法国销售电子电气设备（含带电池产品）的卖家，须加入经认可的生态组织（如ecosystem、Ecologic），取得电子电气设备类UIN，在售价中向消费者单独显示生态参与费（éco-participation），并申报投放数量。',
      'Sellers of electrical and electronic equipment in France (battery-powered products included) must join an approved eco-organisation (such as ecosystem or Ecologic), obtain the UIN for electrical equipment, show the eco-participation fee separately to consumers and declare quantities placed on the market.',
    ),
    legalBasis: t(
      '法国《环境法典》废弃电子电气设备（DEEE）生产者延伸责任条款及AGEC法',
      'French Environmental Code EPR provisions for waste electrical and electronic equipment (DEEE) and the AGEC law',
    ),
    timing: t(
      '首次销售前取得UIN；按生态组织要求定期申报投放数量并缴纳生态费。',
      'Obtain the UIN before the first sale; declare quantities and pay eco-fees periodically as the eco-organisation requires.',
    ),
    risk: t(
      '可被处以行政罚款；电商平台会限制无UIN商品的销售，或代缴生态费后向卖家收取。',
      'Administrative fines; marketplaces restrict listings without a UIN or pay the eco-fees on the seller’s behalf and charge them back.',
    ),
  },
  {
    key: 'weee-es',
    jurisdictions: ['ES'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'epr',
    sort: 120,
    service: { serviceType: 101 },
    title: t('西班牙WEEE注册（RII-AEE）', 'Spanish WEEE registration (RII-AEE)'),
    summary: t(
      '在西班牙销售电子电气设备的生产者，须在电子电气设备生产者登记册（RII-AEE）注册取得登记号，加入集体回收体系（SCRAP），在发票上注明登记号并定期申报投放数量；境外生产者通常通过西班牙授权代表办理。',
      'Producers of electrical and electronic equipment sold in Spain must register in the producer register for electrical and electronic equipment (RII-AEE), join a collective scheme (SCRAP), show the registration number on invoices and report quantities periodically; producers established abroad usually act through a Spanish authorised representative.',
    ),
    legalBasis: t(
      '西班牙第110/2015号皇家法令（废弃电子电气设备）',
      'Spanish Royal Decree 110/2015 on waste electrical and electronic equipment',
    ),
    timing: t('首次销售前完成注册；按规定定期申报投放数量。', 'Register before the first sale; report quantities placed on the market periodically as required.'),
    risk: t(
      '依据西班牙废弃物法规可被处以行政罚款；经销商和平台可拒绝销售无登记号的产品。',
      'Administrative fines under Spanish waste law; distributors and marketplaces can refuse products without a registration number.',
    ),
  },
  {
    key: 'weee-gb',
    jurisdictions: ['GB'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'epr',
    sort: 120,
    service: { serviceType: 101 },
    title: t('英国WEEE合规', 'UK WEEE compliance'),
    summary: t(
      '在英国投放电子电气设备的生产者须加入经批准的生产者合规计划（PCS）并申报投放数量（每年投放不足5吨的小生产者可直接向环境监管机构注册）；销售者还须为消费者提供旧设备回收渠道（如加入经销商回收计划DTS）。',
      'Producers placing electrical and electronic equipment on the UK market must join an approved producer compliance scheme (PCS) and report quantities (small producers under 5 tonnes a year can register directly with the environmental regulator); sellers must also offer consumers take-back of old equipment, for example by joining the Distributor Take-back Scheme (DTS).',
    ),
    legalBasis: t(
      '英国《2013年废弃电子电气设备条例》（SI 2013/3113）',
      'The Waste Electrical and Electronic Equipment Regulations 2013 (SI 2013/3113)',
    ),
    timing: t(
      '首次投放前加入合规计划或完成注册，每年续期；按合规计划要求定期申报数据。',
      'Join a scheme or register before first placing products on the market and renew each year; report data as the scheme requires.',
    ),
    risk: t('环境监管机构可处以罚款或提起诉讼。', 'Fines or prosecution by the environmental regulators.'),
  },
  {
    key: 'weee-category-de',
    jurisdictions: ['DE'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 130,
    service: { serviceType: 106 },
    title: t('德国WEEE新增类别注册', 'Additional WEEE categories in Germany'),
    summary: t(
      '产品包含照明灯具、显示屏或冰箱、空调等热交换设备时，这些设备在ElektroG下属于独立的WEEE类别，须按类别和设备类型分别在stiftung ear注册并提供相应担保，不能沿用已有的注册号。',
      'Lamps, screens and temperature-exchange equipment such as fridges and air conditioners are separate WEEE categories under the ElektroG: each needs its own registration with stiftung ear, per category and equipment type, with its own guarantee; an existing registration number does not cover them.',
    ),
    legalBasis: t('德国《电子电气设备法》（ElektroG）', 'German Electrical and Electronic Equipment Act (ElektroG)'),
    timing: t('该类产品首次上架前完成对应类别的注册。', 'Register the category before the first such product is offered.'),
    risk: t(
      '按未注册产品处理：最高10万欧元罚款、禁止销售、平台下架。',
      'Treated as unregistered equipment: fines of up to EUR 100,000, a sales ban and delisting.',
    ),
  },
  {
    key: 'weee-category-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 130,
    service: { serviceType: 106 },
    title: t('法国WEEE新增类别申报', 'Additional WEEE categories in France'),
    summary: t(
      '灯具、显示屏以及制冷和温度交换设备在法国属于单独的电子电气设备类别，须在生态组织处增加相应类别，按类别申报投放数量并缴纳对应的生态参与费。',
      'Lamps, screens and cooling or temperature-exchange equipment are separate categories of electrical equipment in France: add them with your eco-organisation, declare quantities per category and pay the matching eco-participation fees.',
    ),
    legalBasis: t(
      '法国《环境法典》废弃电子电气设备（DEEE）生产者延伸责任条款',
      'French Environmental Code EPR provisions for waste electrical and electronic equipment (DEEE)',
    ),
    timing: t('该类产品首次销售前完成类别申报。', 'Add the category before the first such product is sold.'),
    risk: t('漏报类别可被处以行政罚款并补缴生态费。', 'Undeclared categories lead to administrative fines and back payment of eco-fees.'),
  },
  {
    key: 'weee-category-es',
    jurisdictions: ['ES'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 130,
    service: { serviceType: 106 },
    title: t('西班牙WEEE新增类别注册', 'Additional WEEE categories in Spain'),
    summary: t(
      '灯具、显示屏和温度交换设备在西班牙属于单独的WEEE类别，须在RII-AEE登记中增加相应类别，并在对应的集体回收体系中申报。',
      'Lamps, screens and temperature-exchange equipment are separate WEEE categories in Spain: add them to your RII-AEE registration and report them through the matching collective scheme.',
    ),
    legalBasis: t(
      '西班牙第110/2015号皇家法令（废弃电子电气设备）',
      'Spanish Royal Decree 110/2015 on waste electrical and electronic equipment',
    ),
    timing: t('该类产品首次销售前完成类别登记。', 'Add the category before the first such product is sold.'),
    risk: t('按未登记产品处理，可被处以行政罚款。', 'Treated as unregistered equipment and liable to administrative fines.'),
  },
  {
    key: 'weee-category-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 130,
    service: { serviceType: 106 },
    title: t('英国WEEE新增类别申报', 'Additional WEEE categories in the UK'),
    summary: t(
      '英国WEEE条例将显示设备、含制冷剂的制冷设备以及气体放电灯和LED光源列为单独类别，须在合规计划中按类别申报投放数量。',
      'The UK WEEE Regulations treat display equipment, cooling appliances containing refrigerants, and gas discharge lamps and LED light sources as separate categories; report quantities for each through your compliance scheme.',
    ),
    legalBasis: t(
      '英国《2013年废弃电子电气设备条例》（SI 2013/3113）',
      'The Waste Electrical and Electronic Equipment Regulations 2013 (SI 2013/3113)',
    ),
    timing: t('该类产品首次投放前在合规计划中增加类别。', 'Add the category with your scheme before the first such product is placed on the market.'),
    risk: t('漏报类别可被环境监管机构处罚。', 'Penalties from the environmental regulators for unreported categories.'),
  },

  // ---------------------------------------------------------------------------------
  // Batteries: question 3 is yes (built-in batteries count)
  // ---------------------------------------------------------------------------------
  {
    key: 'battery-de',
    jurisdictions: ['DE'],
    match: 'all',
    conditions: [HAS_BATTERY],
    category: 'epr',
    sort: 140,
    service: { serviceType: 103 },
    title: t('德国电池法注册', 'German battery registration'),
    summary: t(
      '在德国销售电池或内置电池的产品，生产者须在stiftung ear按电池类别注册，加入经许可的生产者责任组织（OfH）履行回收义务，并在电池或产品上加贴分类收集标志；在德国没有营业机构的生产者须委任德国授权代表。',
      'Producers of batteries, or of products with batteries built in, sold in Germany must register each battery category with stiftung ear, join an approved producer responsibility organisation (OfH) for take-back, and mark the separate-collection symbol; producers without a German establishment must appoint a German authorised representative.',
    ),
    legalBasis: t(
      '欧盟《电池法规》（EU）2023/1542及德国《电池法实施法》（BattDG，已取代原《电池法》BattG）',
      'EU Battery Regulation (EU) 2023/1542 and the German Battery Act Implementation Act (BattDG), which replaced the Battery Act (BattG)',
    ),
    timing: t(
      '首次投放前完成注册；欧盟电池法规的生产者责任义务自2025年8月18日起适用，自2026年1月1日起所有电池类别均须加入生产者责任组织。',
      'Register before first placing batteries on the market; the EU Regulation’s producer-responsibility duties apply since 18 August 2025, and since 1 January 2026 every battery category needs a producer responsibility organisation.',
    ),
    risk: t(
      '未注册不得销售，可被处以最高10万欧元罚款并禁止销售；竞争对手也可能发出警告函。',
      'Unregistered batteries cannot be sold: fines of up to EUR 100,000 and a sales ban, and competitors may send cease-and-desist letters.',
    ),
  },
  {
    key: 'battery-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [HAS_BATTERY],
    category: 'epr',
    sort: 140,
    service: { serviceType: 103 },
    title: t('法国电池EPR（UIN）', 'French battery EPR (UIN)'),
    summary: t(
      '在法国销售电池或内置电池产品的卖家，须加入经认可的电池生态组织（如Corepile、Screlec），取得电池类UIN，并申报投放数量、缴纳生态费。',
      'Sellers of batteries, or of products with batteries built in, in France must join an approved battery eco-organisation (such as Corepile or Screlec), obtain the battery UIN, declare quantities and pay eco-fees.',
    ),
    legalBasis: t(
      '欧盟《电池法规》（EU）2023/1542及法国《环境法典》电池生产者延伸责任条款',
      'EU Battery Regulation (EU) 2023/1542 and the battery EPR provisions of the French Environmental Code',
    ),
    timing: t(
      '首次销售前取得UIN；欧盟电池法规的生产者责任义务自2025年8月18日起适用。',
      'Obtain the UIN before the first sale; the EU Regulation’s producer-responsibility duties apply since 18 August 2025.',
    ),
    risk: t(
      '可被处以行政罚款；电商平台会限制无UIN商品的销售或代缴生态费后向卖家收取。',
      'Administrative fines; marketplaces restrict listings without a UIN or pay the eco-fees on the seller’s behalf and charge them back.',
    ),
  },
  {
    key: 'battery-eu',
    jurisdictions: ['ES', 'IT', 'PL', 'CZ', 'AT', 'NL'],
    match: 'all',
    conditions: [HAS_BATTERY],
    category: 'epr',
    sort: 140,
    service: { serviceType: 103 },
    title: t('欧盟电池法生产者注册', 'EU battery producer registration'),
    summary: t(
      '根据欧盟《电池法规》，在成员国首次投放电池（包括内置于设备中的电池）的生产者须在每个销售国的生产者登记册注册，并通过加入生产者责任组织等方式履行回收责任；在该国没有营业机构的生产者须委任当地的生产者延伸责任授权代表。',
      'Under the EU Battery Regulation, producers making batteries available for the first time in a member state (batteries built into devices included) must register in each country’s producer register and meet collection duties, usually through a producer responsibility organisation; producers without an establishment in that country must appoint a local authorised representative for EPR.',
    ),
    legalBasis: t(
      '欧盟《电池与废电池法规》（EU）2023/1542及各成员国实施法规',
      'Regulation (EU) 2023/1542 on batteries and waste batteries, and national implementing rules',
    ),
    timing: t(
      '首次投放前完成各国注册；生产者延伸责任相关义务自2025年8月18日起适用。',
      'Register in each country before first placing batteries on its market; the producer-responsibility duties apply since 18 August 2025.',
    ),
    risk: t(
      '各成员国可处以罚款、禁止投放或要求召回；平台可要求提供注册号，否则限制销售。',
      'National fines, bans on placing on the market or recalls; marketplaces can ask for the registration number and restrict selling without it.',
    ),
  },
  {
    key: 'battery-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [HAS_BATTERY],
    category: 'epr',
    sort: 140,
    service: { serviceType: 103 },
    title: t('英国电池法合规', 'UK battery compliance'),
    summary: t(
      '在英国投放便携式电池（包括内置于产品中的电池）的生产者须注册：每年投放超过1吨的须加入电池合规计划（BCS），不足1吨的小生产者可直接向环境监管机构注册；电池须加贴带叉垃圾桶标志。',
      'Producers placing portable batteries on the UK market (batteries built into products included) must register: above 1 tonne a year through a battery compliance scheme (BCS), small producers below 1 tonne directly with the environmental regulator; batteries carry the crossed-out wheeled bin symbol.',
    ),
    legalBasis: t(
      '英国《2009年废电池与蓄电池条例》（SI 2009/890）',
      'The Waste Batteries and Accumulators Regulations 2009 (SI 2009/890)',
    ),
    timing: t('首次投放前完成注册，每年续期并申报投放数量。', 'Register before first placing batteries on the market; renew and report quantities each year.'),
    risk: t('环境监管机构可处以罚款或提起诉讼。', 'Fines or prosecution by the environmental regulators.'),
  },

  // ---------------------------------------------------------------------------------
  // Tyres (question 6), textiles and furniture (question 5)
  // ---------------------------------------------------------------------------------
  {
    key: 'tyre-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 150,
    service: { serviceType: 129 },
    title: t('法国轮胎EPR', 'French tyre EPR'),
    summary: t(
      '销售轮胎或含轮胎的产品时，须在法国加入经认可的轮胎生态组织，取得轮胎类UIN，并申报投放数量、缴纳生态费。',
      'If you sell tyres or products with tyres, join an approved tyre eco-organisation in France, obtain the tyre UIN, declare quantities and pay eco-fees.',
    ),
    legalBasis: t(
      '法国《环境法典》第L541-10-1条（轮胎生产者延伸责任）及AGEC法',
      'French Environmental Code, Article L541-10-1 (tyre EPR), and the AGEC law',
    ),
    timing: t('首次销售前取得UIN；每年申报投放数量。', 'Obtain the UIN before the first sale; declare quantities every year.'),
    risk: t(
      '可被处以行政罚款；电商平台会限制无UIN商品的销售。',
      'Administrative fines; marketplaces restrict listings without a UIN.',
    ),
  },
  {
    key: 'tyre-es',
    jurisdictions: ['ES'],
    match: 'all',
    conditions: [LAMPS_TYRES_DISPLAYS_COOLING],
    category: 'epr',
    sort: 150,
    service: { serviceType: 129 },
    title: t('西班牙轮胎EPR', 'Spanish tyre EPR'),
    summary: t(
      '在西班牙替换市场投放轮胎的生产者（含进口商），须在生产者登记册登记，并通过加入经认可的集体回收体系（如SIGNUS、TNU）承担报废轮胎的管理费用，向消费者销售时须体现管理费用。',
      'Producers and importers placing replacement tyres on the Spanish market must register in the producer register and fund end-of-life tyre management, usually by joining an approved collective scheme (such as SIGNUS or TNU); the management cost must be shown in sales to consumers.',
    ),
    legalBasis: t(
      '西班牙第712/2025号皇家法令（报废轮胎管理）及第7/2022号《废弃物与污染土壤法》',
      'Spanish Royal Decree 712/2025 on end-of-life tyres and Law 7/2022 on waste and contaminated soils',
    ),
    timing: t('首次投放前完成登记并加入回收体系；每年提交年度报告。', 'Register and join a scheme before first placing tyres on the market; submit an annual report.'),
    risk: t('可被处以行政罚款并责令补缴管理费用。', 'Administrative fines and back payment of management costs.'),
  },
  {
    key: 'textile-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [TEXTILE_OR_FURNITURE],
    category: 'epr',
    sort: 160,
    service: { serviceType: 115 },
    title: t('法国纺织品EPR（服装、家纺、鞋类）', 'French textile EPR (clothing, household linen, footwear)'),
    summary: t(
      '在法国向消费者销售服装、家用纺织品或鞋类的卖家，须加入纺织品生态组织Refashion，取得纺织品类UIN，并每年申报投放数量、缴纳生态费。',
      'Sellers of clothing, household linen or footwear to consumers in France must join the textile eco-organisation Refashion, obtain the textile UIN, and declare quantities and pay eco-fees every year.',
    ),
    legalBasis: t(
      '法国《环境法典》第L541-10-1条（纺织品生产者延伸责任）及AGEC法',
      'French Environmental Code, Article L541-10-1 (textile EPR), and the AGEC law',
    ),
    timing: t('首次销售前取得UIN；每年申报上一年度投放数量。', 'Obtain the UIN before the first sale; declare the previous year’s quantities every year.'),
    risk: t(
      '可被处以行政罚款；电商平台会限制无UIN商品的销售或代缴生态费后向卖家收取。',
      'Administrative fines; marketplaces restrict listings without a UIN or pay the eco-fees on the seller’s behalf and charge them back.',
    ),
  },
  {
    key: 'textile-nl',
    jurisdictions: ['NL'],
    match: 'all',
    conditions: [TEXTILE_OR_FURNITURE],
    category: 'epr',
    sort: 160,
    service: { serviceType: 115 },
    title: t('荷兰纺织品EPR', 'Dutch textile EPR'),
    summary: t(
      '自2023年7月1日起，在荷兰首次投放新服装和家用纺织品（床品、桌布、毛巾等）的生产者和进口商须承担纺织品生产者延伸责任：向荷兰政府报备，并通常通过加入生产者组织Stichting UPV Textiel完成回收和报告义务。',
      'Since 1 July 2023, producers and importers first placing new clothing and household textiles (bed, table and household linen) on the Dutch market carry textile EPR: they notify the Dutch government and usually meet the collection and reporting duties by joining the producer organisation Stichting UPV Textiel.',
    ),
    legalBasis: t(
      '荷兰《纺织品生产者延伸责任法令》（Besluit UPV Textiel）',
      'Dutch Decree on Extended Producer Responsibility for Textiles (Besluit UPV Textiel)',
    ),
    timing: t(
      '开始销售后6周内完成报备（加入生产者组织的可由其代为报备）；每年8月1日前报告上一年度的投放数量。',
      'Notify within six weeks of starting to sell (a producer organisation can notify for its members); report the previous year’s quantities by 1 August each year.',
    ),
    risk: t('荷兰人居环境与交通监察局（ILT）可执法并处以罚款。', 'Enforcement and fines by the Human Environment and Transport Inspectorate (ILT).'),
  },
  {
    key: 'furniture-fr',
    jurisdictions: ['FR'],
    match: 'all',
    conditions: [TEXTILE_OR_FURNITURE],
    category: 'epr',
    sort: 170,
    service: { serviceType: 116 },
    title: t('法国家具EPR', 'French furniture EPR'),
    summary: t(
      '在法国销售家具（包括床垫、座椅、储物家具及其部件）的卖家，须加入经认可的家具生态组织（如Ecomaison），取得家具类UIN，在售价中单独显示生态参与费，并申报投放数量。',
      'Sellers of furniture in France (mattresses, seating, storage furniture and their parts included) must join an approved furniture eco-organisation (such as Ecomaison), obtain the furniture UIN, show the eco-participation fee separately in the price and declare quantities.',
    ),
    legalBasis: t(
      '法国《环境法典》第L541-10-1条（家具生产者延伸责任）及AGEC法',
      'French Environmental Code, Article L541-10-1 (furniture EPR), and the AGEC law',
    ),
    timing: t('首次销售前取得UIN；按生态组织要求定期申报投放数量。', 'Obtain the UIN before the first sale; declare quantities periodically as the eco-organisation requires.'),
    risk: t(
      '可被处以行政罚款；电商平台会限制无UIN商品的销售或代缴生态费后向卖家收取。',
      'Administrative fines; marketplaces restrict listings without a UIN or pay the eco-fees on the seller’s behalf and charge them back.',
    ),
  },

  // ---------------------------------------------------------------------------------
  // Product safety and responsible persons
  // ---------------------------------------------------------------------------------
  {
    key: 'gpsr-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [],
    category: 'product',
    sort: 210,
    service: { serviceType: 104 },
    title: t('欧盟负责人（GPSR欧代）', 'EU responsible person (GPSR)'),
    summary: t(
      '投放欧盟市场的每一件消费品都须有一名设立在欧盟境内的经济经营者。非欧盟卖家须委任欧盟负责人，将其名称和联系方式连同制造商信息标注在产品、包装或随附文件上，并在在线商品页面中展示。',
      'Every consumer product placed on the EU market needs an economic operator established in the EU. A non-EU seller appoints an EU responsible person whose name and contact details, together with the manufacturer’s, appear on the product, its packaging or an accompanying document, and in the online listing.',
    ),
    legalBasis: t(
      '欧盟《通用产品安全法规》（EU）2023/988（GPSR）及《市场监督法规》（EU）2019/1020第4条',
      'General Product Safety Regulation (EU) 2023/988 (GPSR) and Article 4 of the Market Surveillance Regulation (EU) 2019/1020',
    ),
    timing: t(
      'GPSR自2024年12月13日起适用；产品上架前完成委任，并更新标签和商品页面信息。',
      'The GPSR applies since 13 December 2024; appoint the responsible person and update labels and listings before products go on sale.',
    ),
    risk: t(
      '平台会下架或限制销售缺少欧盟负责人信息的商品；海关可扣留不合规货物，成员国市场监管机构可责令召回并处以罚款。',
      'Marketplaces remove or restrict listings without EU responsible-person details; customs can detain non-compliant goods, and national market surveillance authorities can order recalls and impose fines.',
    ),
  },
  {
    key: 'uk-responsible-person',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [],
    category: 'product',
    sort: 210,
    service: { serviceType: 114 },
    title: t('英国责任人（英代）', 'UK responsible person'),
    summary: t(
      '欧盟GPSR不适用于英国（北爱尔兰除外），但英国同样要求本地联系方：非英国生产者的产品须在产品或包装上标注英国进口商或英国授权代表的名称和地址，化妆品须指定英国责任人。委任英代可为英国监管机构提供联系窗口并承担相应义务。',
      'The EU GPSR does not apply in Great Britain (it does in Northern Ireland), but the UK also expects a local contact: products of non-UK manufacturers must show the name and address of the UK importer or UK authorised representative on the product or packaging, and cosmetics need a UK Responsible Person. A UK representative gives UK authorities a point of contact and takes on those duties.',
    ),
    legalBasis: t(
      '英国《2005年通用产品安全条例》、产品专项法规（如《2016年电气设备（安全）条例》《2011年玩具（安全）条例》）及英国化妆品法规',
      'General Product Safety Regulations 2005, product-specific regulations (such as the Electrical Equipment (Safety) Regulations 2016 and the Toys (Safety) Regulations 2011) and the UK Cosmetics Regulation',
    ),
    timing: t('产品在英国上架前完成委任并更新标签。', 'Appoint the representative and update labels before products go on sale in the UK.'),
    risk: t(
      '贸易标准部门（Trading Standards）和产品安全与标准办公室（OPSS）可责令下架、召回并处罚；平台也可能下架缺少信息的商品。',
      'Trading Standards and the Office for Product Safety and Standards (OPSS) can order withdrawal or recall and take enforcement action; marketplaces may remove listings missing the details.',
    ),
  },
  {
    key: 'amazon-gpsr-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [ON_AMAZON],
    category: 'product',
    sort: 220,
    title: t('亚马逊欧洲站GPSR信息', 'Amazon EU GPSR information'),
    summary: t(
      '亚马逊要求欧盟站点的商品在卖家平台中填写制造商信息和欧盟负责人信息，并提供产品安全信息（如安全警示、使用说明和展示标签的产品图片），信息缺失的商品无法销售。',
      'Amazon requires listings on its EU stores to carry manufacturer and EU responsible-person details in Seller Central, together with product safety information (safety warnings, instructions and images of the product labels); listings missing them cannot be sold.',
    ),
    legalBasis: t(
      '欧盟《通用产品安全法规》（EU）2023/988第19条（远程销售）及第22条（在线市场义务）',
      'General Product Safety Regulation (EU) 2023/988, Article 19 (distance sales) and Article 22 (online marketplaces)',
    ),
    timing: t('上架前在卖家平台填写完整（GPSR自2024年12月13日起适用）。', 'Complete the details before listing (the GPSR applies since 13 December 2024).'),
    risk: t('信息缺失的商品会被限制销售或下架。', 'Listings with missing information are blocked or removed.'),
  },
  {
    key: 'aliexpress-gpsr-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [ON_ALIEXPRESS],
    category: 'product',
    sort: 225,
    title: t('速卖通欧盟GPSR信息', 'AliExpress EU GPSR information'),
    summary: t(
      '速卖通要求面向欧盟销售的商品提交GPSR信息，包括制造商信息、欧盟负责人的名称和联系方式及产品安全信息，并在商品详情中展示。',
      'AliExpress asks for GPSR information on products sold to the EU: manufacturer details, the EU responsible person’s name and contact details, and product safety information, displayed on the product page.',
    ),
    legalBasis: t(
      '欧盟《通用产品安全法规》（EU）2023/988第19条及第22条',
      'General Product Safety Regulation (EU) 2023/988, Articles 19 and 22',
    ),
    timing: t('向欧盟国家展示和销售前提交（GPSR自2024年12月13日起适用）。', 'Submit before the products are shown and sold in EU countries (the GPSR applies since 13 December 2024).'),
    risk: t('未提交的商品可能被限制向欧盟国家展示和销售。', 'Products without the information may be hidden from and unavailable to EU buyers.'),
  },
  {
    key: 'ce-electrical-eu',
    jurisdictions: ['EU'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'product',
    sort: 230,
    title: t('欧盟CE认证（电子电气产品）', 'CE marking for electrical products (EU)'),
    summary: t(
      '带电或带电池的电子电气产品在欧盟销售前，须根据产品适用的指令（低电压LVD、电磁兼容EMC、RoHS，带无线功能的适用无线电设备指令RED）完成检测，由制造商出具欧盟符合性声明（DoC）、保存技术文件并加贴CE标志。',
      'Powered and battery-operated products need CE marking before sale in the EU: test against the applicable directives (Low Voltage, EMC and RoHS; the Radio Equipment Directive for wireless products), issue an EU declaration of conformity (DoC), keep the technical file and affix the CE mark.',
    ),
    legalBasis: t(
      '低电压指令2014/35/EU、电磁兼容指令2014/30/EU、RoHS指令2011/65/EU、无线电设备指令2014/53/EU',
      'Low Voltage Directive 2014/35/EU, EMC Directive 2014/30/EU, RoHS Directive 2011/65/EU and Radio Equipment Directive 2014/53/EU',
    ),
    timing: t('上架前完成检测并备齐符合性声明和技术文件。', 'Complete testing and have the declaration of conformity and technical file ready before listing.'),
    risk: t(
      '市场监管机构可责令下架、召回并处以罚款，海关可扣留货物；平台抽查时无法提供DoC和检测报告的商品会被下架。',
      'Market surveillance authorities can order withdrawal or recall and impose fines, and customs can detain goods; marketplaces remove listings when the DoC and test reports cannot be produced.',
    ),
  },
  {
    key: 'ukca-electrical-gb',
    jurisdictions: ['GB'],
    match: 'any',
    conditions: [HAS_BATTERY, IS_POWERED],
    category: 'product',
    sort: 230,
    title: t('英国UKCA/CE认证（电子电气产品）', 'UKCA or CE marking for electrical products (GB)'),
    summary: t(
      '在英国（大不列颠）销售电子电气产品，须符合英国电气安全、电磁兼容和RoHS等法规，加贴UKCA标志或英国继续认可的CE标志，由制造商出具符合性声明，并在产品或包装上标注英国进口商的名称和地址。',
      'Electrical products sold in Great Britain must meet the UK electrical safety, EMC and RoHS regulations, carry the UKCA mark or the CE mark the UK continues to recognise, come with the manufacturer’s declaration of conformity, and show the UK importer’s name and address on the product or packaging.',
    ),
    legalBasis: t(
      '英国《2016年电气设备（安全）条例》《2016年电磁兼容条例》《2012年电子电气设备有害物质限制条例》',
      'Electrical Equipment (Safety) Regulations 2016, Electromagnetic Compatibility Regulations 2016 and the RoHS Regulations 2012',
    ),
    timing: t('上架前完成检测并备齐符合性声明和技术文件。', 'Complete testing and have the declaration of conformity and technical file ready before listing.'),
    risk: t(
      '贸易标准部门和OPSS可责令下架、召回并处罚；平台会下架无法提供合规文件的商品。',
      'Trading Standards and OPSS can order withdrawal or recall and take enforcement action; marketplaces remove listings without compliance documents.',
    ),
  },
  {
    key: 'toys-cosmetics-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [],
    category: 'product',
    sort: 240,
    title: t('玩具和化妆品的额外要求（欧盟）', 'Extra rules for toys and cosmetics (EU)'),
    summary: t(
      '问卷未涉及玩具和化妆品：销售玩具须按EN 71系列标准检测并加贴CE标志；销售化妆品须指定欧盟责任人，并在上市前完成CPNP通报。如有此类产品，欢迎咨询我们的顾问。',
      'The questionnaire does not cover toys or cosmetics: toys need EN 71 testing and CE marking, and cosmetics need an EU responsible person and a CPNP notification before they go on sale. If you sell either, ask our advisers.',
    ),
    legalBasis: t(
      '欧盟《玩具安全指令》2009/48/EC及《化妆品法规》（EC）1223/2009',
      'Toy Safety Directive 2009/48/EC and Cosmetic Products Regulation (EC) 1223/2009',
    ),
    timing: t('产品上市前完成。', 'Before the products are placed on the market.'),
    risk: t('产品可被下架、召回并处以罚款；平台会下架缺少合规文件的商品。', 'Withdrawal, recall and fines; marketplaces remove listings without compliance documents.'),
  },
  {
    key: 'toys-cosmetics-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [],
    category: 'product',
    sort: 240,
    title: t('玩具和化妆品的额外要求（英国）', 'Extra rules for toys and cosmetics (UK)'),
    summary: t(
      '问卷未涉及玩具和化妆品：在英国销售玩具须符合《2011年玩具（安全）条例》并加贴UKCA或CE标志；销售化妆品须指定英国责任人，并在上市前通过SCPN完成通报。如有此类产品，欢迎咨询我们的顾问。',
      'The questionnaire does not cover toys or cosmetics: toys sold in Great Britain must meet the Toys (Safety) Regulations 2011 and carry the UKCA or CE mark, and cosmetics need a UK Responsible Person and an SCPN notification before they go on sale. If you sell either, ask our advisers.',
    ),
    legalBasis: t(
      '英国《2011年玩具（安全）条例》及英国化妆品法规',
      'Toys (Safety) Regulations 2011 and the UK Cosmetics Regulation',
    ),
    timing: t('产品上市前完成。', 'Before the products are placed on the market.'),
    risk: t('产品可被下架、召回并处罚；平台会下架缺少合规文件的商品。', 'Withdrawal, recall and enforcement action; marketplaces remove listings without compliance documents.'),
  },

  // ---------------------------------------------------------------------------------
  // Trademarks and brand protection (questions 7 to 9)
  // ---------------------------------------------------------------------------------
  {
    key: 'trademark-gb',
    jurisdictions: ['GB'],
    match: 'all',
    conditions: [NO_TRADEMARK],
    category: 'trademark',
    sort: 310,
    service: { serviceType: 0, serviceItem: 21 },
    title: t('英国商标注册', 'UK trademark registration'),
    summary: t(
      '建议在进入英国市场前向英国知识产权局（UKIPO）申请商标。亚马逊英国站的品牌备案（Brand Registry）需要该站点认可的已注册或已申请商标。',
      'Apply for a trademark at the UK Intellectual Property Office (UKIPO) before entering the UK market. Amazon Brand Registry for the UK store requires a registered or applied-for trademark recognised for that store.',
    ),
    legalBasis: t('英国《1994年商标法》', 'Trade Marks Act 1994'),
    timing: t(
      '建议在上架或推广前提交申请；公告异议期为2个月，无异议时通常数月内即可获准注册。',
      'File before listing or promoting the brand; the opposition period after publication is two months, and unopposed marks are usually registered within a few months.',
    ),
    risk: t(
      '品牌可能被他人抢注，无法进行平台品牌备案和处理跟卖，甚至被在先权利人投诉侵权，导致商品下架、资金冻结。',
      'Others may register your brand first; without a mark you cannot enrol in brand programmes or act against hijackers, and earlier right holders can file infringement complaints that get listings removed and funds frozen.',
    ),
  },
  {
    key: 'trademark-eu',
    jurisdictions: ['EU'],
    match: 'all',
    conditions: [NO_TRADEMARK],
    category: 'trademark',
    sort: 310,
    service: { serviceType: 0, serviceItem: 99 },
    title: t('欧盟商标注册', 'EU trademark registration'),
    summary: t(
      '建议向欧盟知识产权局（EUIPO）申请欧盟商标，一次申请即可在全部欧盟成员国获得保护。亚马逊欧洲各站点的品牌备案可使用已注册或已申请的欧盟商标。',
      'Apply for an EU trade mark at the EU Intellectual Property Office (EUIPO): one application protects the brand in every member state. Amazon Brand Registry for the European stores accepts registered or applied-for EU trade marks.',
    ),
    legalBasis: t('《欧盟商标条例》（EU）2017/1001', 'Regulation (EU) 2017/1001 on the European Union trade mark'),
    timing: t(
      '建议在上架或推广前提交申请；公告异议期为3个月，无异议时通常约4至6个月获准注册。',
      'File before listing or promoting the brand; the opposition period after publication is three months, and unopposed marks are usually registered in about four to six months.',
    ),
    risk: t(
      '品牌可能被他人抢注，无法进行平台品牌备案和处理跟卖，甚至被在先权利人投诉侵权，导致商品下架、资金冻结。',
      'Others may register your brand first; without a mark you cannot enrol in brand programmes or act against hijackers, and earlier right holders can file infringement complaints that get listings removed and funds frozen.',
    ),
  },
  {
    key: 'trademark-us',
    jurisdictions: ['US'],
    match: 'all',
    conditions: [NO_TRADEMARK],
    category: 'trademark',
    sort: 310,
    service: { serviceType: 0, serviceItem: 20 },
    title: t('美国商标注册', 'US trademark registration'),
    summary: t(
      '建议向美国专利商标局（USPTO）申请商标；住所在美国境外的申请人须委托美国执业律师提交，注册前须证明商标已在美国商业中使用（基于使用意图申请的可在获准后补交）。亚马逊美国站品牌备案可使用已注册或在审商标。',
      'Apply for a trademark at the US Patent and Trademark Office (USPTO); applicants domiciled outside the US must be represented by a US-licensed attorney, and use in US commerce must be shown before registration (intent-to-use applications can show it later). Amazon Brand Registry for the US store accepts registered or pending marks.',
    ),
    legalBasis: t('美国《兰哈姆法》（Lanham Act，15 U.S.C. §1051及以下）', 'Lanham Act (15 U.S.C. § 1051 et seq.)'),
    timing: t(
      '建议在上架或推广前提交申请；USPTO审查周期较长，无异议时通常需要一年左右或更久；注册后第5至6年间须提交持续使用声明。',
      'File before listing or promoting the brand; USPTO examination is slow, typically around a year or longer for an unopposed mark; a declaration of continued use is due between the fifth and sixth year after registration.',
    ),
    risk: t(
      '品牌可能被他人抢注，无法进行平台品牌备案和处理跟卖，甚至被在先权利人投诉侵权或起诉，导致商品下架、资金冻结。',
      'Others may register your brand first; without a mark you cannot enrol in brand programmes or act against hijackers, and earlier right holders can file complaints or lawsuits that get listings removed and funds frozen.',
    ),
  },
  {
    key: 'trademark-jp',
    jurisdictions: ['JP'],
    match: 'all',
    conditions: [NO_TRADEMARK],
    category: 'trademark',
    sort: 310,
    service: { serviceType: 0, serviceItem: 23 },
    title: t('日本商标注册', 'Japanese trademark registration'),
    summary: t(
      '建议向日本特许厅（JPO）申请商标；在日本没有住所的申请人须委托日本代理人（弁理士）办理。亚马逊日本站品牌备案可使用已注册或在审商标。',
      'Apply for a trademark at the Japan Patent Office (JPO); applicants without a domicile in Japan must act through a Japanese patent attorney (benrishi). Amazon Brand Registry for the Japanese store accepts registered or pending marks.',
    ),
    legalBasis: t('日本《商标法》', 'Japanese Trademark Act'),
    timing: t(
      '建议在上架或推广前提交申请；审查周期视特许厅进度而定，通常需数月至一年左右。',
      'File before listing or promoting the brand; examination time depends on the JPO’s workload, typically several months to about a year.',
    ),
    risk: t(
      '日本实行申请在先原则，品牌可能被他人抢注，无法进行平台品牌备案和处理跟卖，甚至被投诉侵权导致商品下架。',
      'Japan follows first-to-file: others may register your brand first, you cannot enrol in brand programmes or act against hijackers, and infringement complaints can get listings removed.',
    ),
  },
  {
    key: 'brand-registry',
    jurisdictions: BRAND_MARKETS,
    match: 'all',
    conditions: [HAS_TRADEMARK, NOT_BRAND_REGISTERED],
    category: 'trademark',
    sort: 320,
    title: t('平台品牌备案', 'Platform brand registration'),
    summary: t(
      '已有注册商标但尚未在平台完成品牌备案的，建议通过亚马逊品牌注册（Brand Registry）、速卖通品牌授权等渠道登记品牌，以获得品牌旗舰店、A+页面、品牌分析和侵权举报等工具。所用商标须为该站点认可的商标局注册或申请的商标。',
      'You have a registered trademark but have not enrolled it with the platforms: register the brand through Amazon Brand Registry, AliExpress brand authorisation and similar programmes to unlock brand stores, A+ content, brand analytics and infringement-reporting tools. The mark must be registered or applied for at an office the store recognises.',
    ),
    legalBasis: t(
      '各平台品牌计划规则（如亚马逊品牌注册政策）',
      'Platform brand-programme rules (such as Amazon Brand Registry policies)',
    ),
    timing: t('商标获准注册或提交申请后即可办理，平台审核通常需数天至数周。', 'Apply once the mark is registered or filed; platform review usually takes days to a few weeks.'),
    risk: t(
      '无法使用平台品牌保护和举报工具，商品详情页容易被跟卖者篡改，仿冒品难以清除。',
      'No access to the platforms’ brand protection and reporting tools: hijackers can alter your listings and counterfeits are hard to remove.',
    ),
  },
  {
    key: 'brand-protection',
    jurisdictions: BRAND_MARKETS,
    match: 'all',
    conditions: [BRAND_REGISTERED, NO_ENFORCEMENT_YET],
    category: 'trademark',
    sort: 330,
    title: t('品牌保护与维权', 'Brand protection and enforcement'),
    summary: t(
      '已完成平台品牌备案但尚未成功处理跟卖或侵权的，建议系统开展品牌保护：监测并清除跟卖者，针对仿冒和侵权链接提交投诉下架，必要时通过警告函或诉讼维权。',
      'Your brand is enrolled with the platforms but hijackers or infringers have not yet been dealt with: set up systematic brand protection, monitoring and removing hijackers, filing takedowns against counterfeit and infringing listings and, where needed, sending warning letters or litigating.',
    ),
    legalBasis: t(
      '各市场商标法及平台知识产权政策（如亚马逊知识产权政策）',
      'National trademark laws and platform intellectual-property policies (such as Amazon’s IP policy)',
    ),
    timing: t('发现侵权后尽快处理，并建议持续监测。', 'Act as soon as infringement is found, and monitor continuously.'),
    risk: t(
      '跟卖压低售价、抢占购物车，仿冒品引发差评和退货，损害品牌声誉和销量。',
      'Hijackers undercut prices and take the Buy Box, and counterfeits bring bad reviews and returns that damage the brand and its sales.',
    ),
  },
]
