import type { NewsCategory } from '@/cms/collections/Articles'
import type { FeatureSeedWriter } from '../features'
import { richText } from '../localize'
import type { L, PageSeed, RichTextSeed } from '../types'

const t = (cn: string, en: string): L => ({ cn, en })

interface ArticleSeed {
  category: NewsCategory
  publishedAt: string
  featured?: boolean
  title: L
  summary: L
  keywords: L
  author: L
  content: RichTextSeed
}

const RESEARCH = t('北辰合规研究部', 'Northstar Compliance research team')
const VAT_TEAM = t('周敏，VAT 顾问', 'Min Zhou, VAT adviser')
const EPR_TEAM = t('陈立，EPR 顾问', 'Li Chen, EPR adviser')
const NEWSROOM = t('北辰合规新闻中心', 'Northstar Compliance newsroom')

/**
 * News and insight articles (getInformation). Facts follow the domain notes
 * (shared/domain/compliance-rules.md); dates are publication dates.
 */
export const ARTICLES: ArticleSeed[] = [
  {
    category: 'policy',
    publishedAt: '2025-01-10T09:00:00.000Z',
    title: t('GPSR 已正式适用：卖家需要在商品和详情页展示哪些信息', 'GPSR now applies: what sellers must show on products and listings'),
    summary: t(
      '欧盟《通用产品安全法规》(EU) 2023/988 自 2024 年 12 月 13 日起适用。每件在欧盟销售的消费品都需要一家欧盟境内的经济经营者，相关信息必须出现在产品和网店详情页上。',
      'The EU General Product Safety Regulation (EU) 2023/988 has applied since 13 December 2024. Every consumer product sold in the EU needs an economic operator established in the EU, and its details must appear on the product and in the online listing.',
    ),
    keywords: t('GPSR,通用产品安全法规,欧代,欧盟责任人,产品安全', 'GPSR, General Product Safety Regulation, EU responsible person, product safety'),
    author: EPR_TEAM,
    content: richText(
      `GPSR 取代了原来的《通用产品安全指令》，并且作为条例在所有成员国直接适用。对于中国跨境卖家，最直接的变化是：**没有欧盟境内经济经营者的产品，不能在欧盟市场销售。**

## 谁可以担任欧盟境内经济经营者

- 位于欧盟的制造商或进口商；
- 制造商书面指定的欧盟授权代表（通常称为“欧代”）；
- 在没有上述主体时，位于欧盟的履约服务提供商。

## 产品上必须标注的信息

1. 制造商的名称、注册商号或商标，以及邮寄地址和电子联系方式；
2. 欧盟境内责任经济经营者的名称和联系方式（制造商在欧盟境外时）；
3. 型号、批次或序列号等产品识别信息；
4. 使用当地语言的警示和安全信息。

这些信息可以标在产品上，尺寸不允许时可以标在包装或随附文件上。

## 网店详情页的要求

远程销售同样受约束：详情页必须清楚展示制造商信息、欧盟责任人信息、产品图片和识别信息，以及警示与安全信息。亚马逊、速卖通等平台已经在后台要求卖家补充这些字段，缺失的商品可能被下架。

## 建议的处理顺序

- 先梳理在售商品，确认每个商品的制造商和欧盟责任人；
- 没有欧盟实体的卖家尽快指定欧代，并更新标签和说明书；
- 在各平台后台补齐 GPSR 字段，保留技术文件以备市场监管部门检查。

北辰合规提供欧代服务和标签审核，详情见 [欧代服务](/lz/ouAgent)。`,
      `GPSR replaces the old General Product Safety Directive and, as a regulation, applies directly in every member state. For sellers based outside the EU the most important change is simple: **a product without an economic operator established in the EU cannot be sold on the EU market.**

## Who can be the economic operator in the EU

- a manufacturer or importer established in the EU;
- an authorised representative appointed in writing by the manufacturer (the "EU responsible person");
- where none of these exists, a fulfilment service provider established in the EU.

## What the product must carry

1. The manufacturer's name, registered trade name or trademark, postal address and electronic contact;
2. The name and contact details of the responsible economic operator in the EU, where the manufacturer is outside the EU;
3. A type, batch or serial number that identifies the product;
4. Warnings and safety information in the local language.

The details go on the product, or on its packaging or an accompanying document where the product is too small.

## What the online listing must show

Distance sales are covered as well: the listing must clearly show the manufacturer's details, the EU responsible person, a picture and identifier of the product, and its warnings and safety information. Amazon, AliExpress and other marketplaces already ask for these fields and may remove listings that lack them.

## A sensible order of work

- List the products you sell and confirm the manufacturer and EU responsible person for each;
- If you have no EU entity, appoint a representative and update labels and manuals;
- Fill in the GPSR fields on each marketplace and keep the technical documentation ready for market surveillance authorities.

Northstar Compliance acts as EU responsible person and reviews labels: see [EU representative services](/lz/ouAgent).`,
    ),
  },
  {
    category: 'platform',
    publishedAt: '2025-01-22T09:00:00.000Z',
    title: t('速卖通要求补充欧盟商品的 GPSR 信息', 'AliExpress asks sellers for GPSR details on EU listings'),
    summary: t(
      '面向欧盟消费者销售的商品，速卖通要求卖家在后台填写制造商和欧盟责任人信息，并上传产品安全相关资料。未补齐的商品可能无法在欧盟国家展示。',
      'For products sold to consumers in the EU, AliExpress asks sellers to enter manufacturer and EU responsible-person details and to upload product safety information. Listings left incomplete may not be shown in EU countries.',
    ),
    keywords: t('速卖通,GPSR,欧盟责任人,商品合规', 'AliExpress, GPSR, EU responsible person, listing compliance'),
    author: EPR_TEAM,
    content: richText(
      `随着 GPSR 在 2024 年 12 月 13 日起适用，平台需要确保在其网站上销售的消费品能够追溯到欧盟境内的责任主体。速卖通因此在商品管理中增加了 GPSR 相关字段。

## 需要准备的信息

- 制造商名称、邮寄地址和电子联系方式；
- 欧盟责任人（欧代）名称、地址和联系方式；
- 产品图片、型号或批次等识别信息；
- 使用说明、警示语和安全信息（欧盟目的国语言）。

## 操作建议

1. 先确认哪些商品对欧盟国家可见，优先处理销量高的商品；
2. 欧代信息应与产品标签、包装上的信息一致，避免平台审核不通过；
3. 批量商品可以按品类整理统一的安全信息模板，再逐个补充型号差异。

## 常见问题

**只卖给欧盟以外的买家也要填吗？** 只有对欧盟国家展示和销售的商品需要。但如果同一商品同时面向欧盟销售，就必须补齐。

**可以用国内公司信息当责任人吗？** 不可以。GPSR 要求责任经济经营者位于欧盟境内。

如需指定欧代或核对标签，可以 [联系我们](/lz/contactUs)。`,
      `Since GPSR started to apply on 13 December 2024, marketplaces must make sure the consumer products they sell can be traced to a responsible operator in the EU. AliExpress has therefore added GPSR fields to product management.

## What to prepare

- The manufacturer's name, postal address and electronic contact;
- The EU responsible person's name, address and contact details;
- A product picture and identifiers such as model or batch;
- Instructions, warnings and safety information in the languages of the destination countries.

## Practical tips

1. Start with the listings visible in EU countries, best sellers first;
2. Keep the responsible-person details identical to those on labels and packaging so the review passes;
3. For large catalogues, write one safety-information template per category and add model differences per listing.

## Common questions

**Do I need this if I only sell outside the EU?** Only listings shown and sold in EU countries need it, but a listing that also targets the EU must be complete.

**Can my company outside the EU be the responsible person?** No. GPSR requires the responsible economic operator to be established in the EU.

To appoint a representative or check your labels, [contact us](/lz/contactUs).`,
    ),
  },
  {
    category: 'company',
    publishedAt: '2025-02-18T02:00:00.000Z',
    title: t('北辰合规上线免费合规报告：回答 9 个问题，看清每个市场的义务', 'Northstar Compliance launches a free compliance report: nine questions, every obligation by market'),
    summary: t(
      '卖家只需勾选目标市场、销售平台和产品特征，即可获得一份免费的专属合规报告，逐项列出义务、适用原因、法律依据、不处理的后果以及对应服务的价格。',
      'Sellers tick their target markets, marketplaces and product features and get a free personalised report listing each obligation, why it applies, its legal basis, the consequence of ignoring it and the price of the service that meets it.',
    ),
    keywords: t('合规报告,合规问卷,北辰合规,VAT,EPR', 'compliance report, compliance questionnaire, Northstar Compliance, VAT, EPR'),
    author: NEWSROOM,
    content: richText(
      `很多卖家第一次接触欧洲市场时，最难的不是办理，而是不知道自己到底需要办什么。为此，北辰合规推出了免费的在线合规报告。

## 报告如何生成

1. 选择目标市场，例如英国、德国、法国等；
2. 选择销售平台：亚马逊、速卖通或独立站等；
3. 回答产品是否带电池、是否带电、是否属于纺织品或家具等问题；
4. 提交后立即生成报告，可以保存和分享。

## 报告包含什么

- 每个市场的每项义务：VAT 注册与申报、包装法、WEEE、电池法、欧代等；
- 为什么适用：对应你的哪一个回答；
- 法律依据与不处理的后果；
- 对应服务的价格，注明是否包含官费。

报告中的规则由北辰合规的合规团队在后台维护，法规变化后会及时更新。

现在就可以在首页 [免费生成合规报告](/lz/homes)，或观看 [合规报告解读](/lz/videoDetail/reading-your-compliance-report) 视频课程。`,
      `For many sellers new to Europe, the hard part is not the paperwork but knowing which paperwork applies to them. That is why Northstar Compliance has launched a free online compliance report.

## How the report is built

1. Choose your target markets, such as the UK, Germany and France;
2. Choose your sales channels: Amazon, AliExpress or your own store;
3. Answer a few questions about the product: batteries, power supply, textiles or furniture;
4. Submit and the report appears at once, ready to save and share.

## What the report contains

- Every obligation in every market: VAT registration and returns, packaging, WEEE, batteries, EU representation;
- Why it applies: which of your answers triggered it;
- The legal basis and what happens if it is ignored;
- The price of the matching service, stating whether official fees are included.

The rules behind the report are maintained by our compliance team and updated when the law changes.

[Generate your free report](/lz/homes) on the home page, or watch the course [Reading your compliance report](/lz/videoDetail/reading-your-compliance-report).`,
    ),
  },
  {
    category: 'policy',
    publishedAt: '2025-04-03T08:00:00.000Z',
    title: t('英国 VAT：MTD 数字化申报与 2025 年 4 月起提高的逾期缴税罚金', 'UK VAT: Making Tax Digital and higher late-payment penalties from April 2025'),
    summary: t(
      '所有英国 VAT 注册企业都必须通过兼容 MTD 的软件保存数字记录并提交申报。2025 年 4 月 1 日起，逾期缴纳 VAT 的罚金比例提高，按时申报和缴款比以往更重要。',
      'Every VAT-registered business in the UK must keep digital records and file through Making Tax Digital compatible software. From 1 April 2025 late-payment penalty rates went up, making on-time filing and payment more important than ever.',
    ),
    keywords: t('英国VAT,MTD,数字化税务,逾期罚金,HMRC', 'UK VAT, Making Tax Digital, MTD, late payment penalty, HMRC'),
    author: VAT_TEAM,
    content: richText(
      `在英国存储货物的非英国卖家，从第一笔应税销售起就需要注册英国 VAT，没有起征门槛，标准税率为 20%。注册后，申报和缴款都要按 HMRC 的规则完成。

## MTD 的要求

- 用兼容 MTD 的软件保存数字化记录；
- 通过软件直接向 HMRC 提交 VAT 申报，不能再在网页上手工填写；
- 通常按季度申报，申报和缴款截止日为季度结束后 1 个月零 7 天。

## 逾期申报：积分制

自 2023 年起，逾期申报按积分计罚：每逾期一次记 1 分，按季度申报的企业累计达到 4 分时，会被处以 200 英镑罚款，之后每次逾期再罚 200 英镑，直到连续按时申报满一定期限后积分清零。

## 逾期缴款：2025 年 4 月起提高

- 逾期超过 15 天：按第 15 天未缴税款的 3% 处罚；
- 逾期超过 30 天：再按第 30 天未缴税款的 3% 处罚；
- 从第 31 天起：按年化 10% 另行计罚，直到缴清；
- 此外还会计收逾期利息。

## 如何避免

1. 在季度结束前完成销售数据核对；
2. 用直接借记（Direct Debit）缴款，预留银行处理时间；
3. 确实无法按时缴款时，尽早与 HMRC 商定分期付款。

北辰合规为卖家代理英国 VAT 注册和 MTD 季度申报，价格见 [服务价格](/lz/price)。`,
      `A seller not established in the UK that stores goods there must register for UK VAT from its first taxable supply: there is no threshold, and the standard rate is 20%. Once registered, returns and payments follow HMRC's rules.

## What Making Tax Digital requires

- Digital records kept in MTD-compatible software;
- Returns sent to HMRC directly from that software: the old online form is no longer an option;
- Usually quarterly returns, with the return and payment due one month and seven days after the end of the period.

## Late returns: a points system

Since 2023 each late return earns one penalty point. A quarterly filer that reaches four points pays a GBP 200 penalty, and GBP 200 again for each further late return, until the points are reset after a period of on-time compliance.

## Late payment: higher from April 2025

- More than 15 days late: 3% of the tax still unpaid on day 15;
- More than 30 days late: a further 3% of the tax still unpaid on day 30;
- From day 31: a second penalty at 10% a year until the tax is paid;
- Late-payment interest is charged on top.

## How to stay clear

1. Reconcile your sales data before the quarter closes;
2. Pay by Direct Debit and allow for bank processing time;
3. If you cannot pay in time, agree a payment plan with HMRC early.

Northstar Compliance registers sellers for UK VAT and files their quarterly MTD returns: see [pricing](/lz/price).`,
    ),
  },
  {
    category: 'guide',
    publishedAt: '2025-04-15T08:00:00.000Z',
    title: t('法国 EPR 唯一识别号（UIN）申请指南', 'A guide to the French EPR unique identification number (UIN)'),
    summary: t(
      '根据法国 AGEC 法，向法国消费者销售包装、电子电器、电池、纺织品、家具等产品的生产者，需要按产品类别加入生态组织并取得唯一识别号（UIN），平台会核验该编号。',
      'Under France\'s AGEC law, producers selling packaging, electrical equipment, batteries, textiles, furniture and other products to French consumers must join an eco-organisation per product category and obtain a unique identification number (UIN), which marketplaces check.',
    ),
    keywords: t('法国EPR,UIN,AGEC,生态组织,Triman', 'French EPR, UIN, AGEC, eco-organisation, Triman'),
    author: EPR_TEAM,
    content: richText(
      `法国是欧盟 EPR 品类最多的国家之一。每一个适用的产品类别都对应一个 UIN，卖家在亚马逊等平台上架前需要提交这些编号。

## 常见的 EPR 类别

- 家用包装；
- 电子电器设备（EEE）；
- 电池；
- 服装、家用纺织品和鞋类；
- 家具；
- 轮胎等其他类别。

## 申请步骤

1. 按产品类别确定适用的 EPR 义务；
2. 与该类别的生态组织签约，或按规定建立个别履责体系；
3. 在 ADEME 的登记系统中取得 UIN；
4. 按生态组织的要求定期申报投放量并缴纳生态费用；
5. 把 UIN 提交给销售平台，并在销售条款或网站上公布。

## 标签要求

面向法国消费者的可回收产品和包装需要带有 Triman 标志和 Info-tri 分类回收说明，这与 UIN 是两项独立的义务。

## 平台核验

平台需要核实卖家是否履行了 EPR 义务，否则要为卖家承担相应的生态费用，因此会限制无法提供 UIN 的卖家销售。

北辰合规可代为注册法国各类 EPR 并提供 UIN，详情见 [EPR 服务](/lz/EPR)。`,
      `France has more EPR categories than almost any other EU country. Each category that applies to you has its own UIN, and marketplaces such as Amazon ask for these numbers before you can sell.

## Common EPR categories

- Household packaging;
- Electrical and electronic equipment (EEE);
- Batteries;
- Clothing, household linen and footwear;
- Furniture;
- Tyres and other categories.

## Steps to a UIN

1. Work out which EPR obligations apply to your product categories;
2. Join the eco-organisation for each category, or set up an approved individual system;
3. Obtain the UIN through ADEME's register;
4. Report the quantities you place on the market and pay eco-fees as the eco-organisation requires;
5. Give the UIN to your marketplaces and publish it in your terms of sale or on your website.

## Labelling

Recyclable products and packaging sold to French consumers must carry the Triman logo and Info-tri sorting instructions, a duty separate from the UIN.

## Marketplace checks

Marketplaces must verify that their sellers meet their EPR duties or pay the eco-fees for them, so they restrict sellers who cannot give a UIN.

Northstar Compliance registers every French EPR category and provides the UINs: see [EPR services](/lz/EPR).`,
    ),
  },
  {
    category: 'guide',
    publishedAt: '2025-05-20T08:00:00.000Z',
    title: t('德国包装法实操：LUCID 注册、系统签约与数据申报', 'German Packaging Act in practice: LUCID, dual-system licence and data reports'),
    summary: t(
      '向德国消费者发送带包装的商品，没有最低数量门槛：必须先在 LUCID 注册，并与双元回收系统签约，再把许可的包装量同时申报给回收系统和 LUCID。',
      'There is no minimum quantity for shipping packaged goods to German consumers: you must register in LUCID, license your packaging with a dual system and report the licensed quantities to both the system and LUCID.',
    ),
    keywords: t('德国包装法,VerpackG,LUCID,ZSVR,双元系统', 'German Packaging Act, VerpackG, LUCID, ZSVR, dual system'),
    author: EPR_TEAM,
    content: richText(
      `德国《包装法》（VerpackG）要求首次把带包装的商品投放到德国市场的生产者承担回收责任。跨境卖家把商品卖给德国消费者时，通常就是这里的“生产者”。

## 三个必须完成的步骤

1. **LUCID 注册**：在包装登记中心（ZSVR）的 LUCID 系统注册，取得注册号；注册必须在销售前完成，不能由他人代为注册。
2. **系统签约**：针对最终到达私人消费者手中的销售包装和运输包装，与一家双元回收系统签订许可合同，按材质和重量付费。
3. **数据申报**：把签约的包装量报给回收系统，并在 LUCID 中申报同样的数据，两边必须一致。

## 容易忽视的要点

- 没有最低数量：哪怕每年只卖几件，也要注册和签约；
- 填充材料、胶带、快递袋同样属于包装；
- 平台必须核验卖家的 LUCID 注册，未注册的卖家会被限制销售；
- 年度包装量超过法定门槛（玻璃 80 吨、纸和纸板 50 吨、其他材质合计 30 吨）时，还需在每年 5 月 15 日前提交完整性声明。

## 违规后果

未注册或未签约销售属于违法行为，可被处以高额罚款，商品也可能被禁止销售。

想看操作演示，可以观看 [德国包装法 LUCID 注册](/lz/videoDetail/germany-packaging-lucid) 视频课程。`,
      `Germany's Packaging Act (VerpackG) makes whoever first places packaged goods on the German market responsible for their recovery. A cross-border seller shipping to German consumers is usually that producer.

## Three steps you cannot skip

1. **LUCID registration**: register with the Central Agency Packaging Register (ZSVR) in LUCID and get your number; it must be done before you sell, and nobody else can register on your behalf.
2. **A licence with a dual system**: license the sales and shipping packaging that ends up with private consumers with a dual system, paying by material and weight.
3. **Data reports**: report the licensed quantities to the system and the same figures in LUCID; they must match.

## Points that are easy to miss

- There is no minimum quantity: even a handful of sales a year needs registration and a licence;
- Fillers, tape and mailing bags count as packaging too;
- Marketplaces must check your LUCID registration and restrict unregistered sellers;
- Above the legal thresholds (80 t of glass, 50 t of paper and board, 30 t of other materials combined a year) a declaration of completeness is due by 15 May each year.

## What happens if you ignore it

Selling without registration or a licence is an offence that can bring heavy fines and a sales ban.

For a walkthrough, watch the course [German packaging registration in LUCID](/lz/videoDetail/germany-packaging-lucid).`,
    ),
  },
  {
    category: 'guide',
    publishedAt: '2025-06-18T08:00:00.000Z',
    title: t('OSS 与 IOSS：欧盟电商增值税的两个一站式申报', 'OSS and IOSS: the two one-stop shops of EU e-commerce VAT'),
    summary: t(
      '欧盟境内跨境远程销售超过 1 万欧元后按目的国征税，可用 OSS 一份申报覆盖；单票不超过 150 欧元的进口直邮销售可用 IOSS。两者都不能替代在仓储国注册 VAT。',
      'Intra-EU distance sales above EUR 10,000 are taxed at destination and one OSS return can cover them; direct imports in consignments up to EUR 150 can use IOSS. Neither replaces VAT registration in the countries where you store goods.',
    ),
    keywords: t('OSS,IOSS,欧盟增值税,远程销售,1万欧元,150欧元', 'OSS, IOSS, EU VAT, distance sales, EUR 10,000, EUR 150'),
    author: VAT_TEAM,
    content: richText(
      `2021 年 7 月 1 日起施行的欧盟电商增值税改革，取消了各国各自的远程销售门槛，引入了 OSS 和 IOSS 两种一站式申报。

## OSS：欧盟境内的远程销售

- 适用于从一个欧盟国家发货卖给另一个欧盟国家消费者的销售；
- 全欧盟此类销售合计每年超过 1 万欧元后，按买家所在国税率征税；这个门槛只适用于仅在一个欧盟国家设立的企业，欧盟境外设立的卖家从第一笔起就按目的国征税；
- 在一个成员国登记 OSS 后，用一份季度申报覆盖所有目的国，申报和缴款截止日为季度结束后次月月底。

## IOSS：直邮进口的小包裹

- 适用于单票货值不超过 150 欧元、直接卖给欧盟消费者的进口商品；
- 销售时收取目的国 VAT，包裹清关时免缴进口增值税；
- 按月申报，截止日为次月月底；非欧盟卖家需要指定欧盟中间人。

## 平台的角色

通过亚马逊等平台销售时，150 欧元以下的进口直邮以及非欧盟卖家在欧盟仓库发出的 B2C 销售，由平台作为“视同供应商”缴纳 VAT。这时卖家通常不需要 IOSS，但在海外仓或 FBA 仓储国仍需注册当地 VAT。

## 一个常见误区

OSS 不能覆盖仓储国本地的销售和进口增值税。使用 FBA 或海外仓的卖家，仍需在每个存货国家注册 VAT 并按当地规则申报。

观看 [OSS 申报入门](/lz/videoDetail/oss-return-basics) 和 [IOSS 进口增值税](/lz/videoDetail/ioss-import-basics) 视频课程了解操作细节。`,
      `The EU e-commerce VAT package that took effect on 1 July 2021 abolished the separate national distance-selling thresholds and introduced two one-stop shops, OSS and IOSS.

## OSS: distance sales within the EU

- Covers goods shipped from one EU country to consumers in another;
- Once such sales exceed EUR 10,000 a year across the EU, VAT is due at the buyer country's rate; the threshold only helps businesses established in a single EU country, while sellers established outside the EU owe destination VAT from the first sale;
- Register for OSS in one member state and file one quarterly return for every destination, due with payment by the end of the month after the quarter.

## IOSS: low-value parcels imported directly

- Covers imported goods in consignments worth up to EUR 150 sold directly to EU consumers;
- Destination VAT is charged at the sale and the parcel clears customs without import VAT;
- Returns are monthly, due by the end of the following month, and a non-EU seller needs an EU intermediary.

## The marketplace's role

On Amazon and similar marketplaces, the marketplace is the deemed supplier, and pays the VAT, for imports up to EUR 150 and for B2C sales by non-EU sellers of goods already in the EU. Sellers then usually need no IOSS, but must still register for VAT in each country where their stock is held.

## A common misunderstanding

OSS does not cover local sales in the country where your goods are stored, nor import VAT. Sellers using FBA or overseas warehouses still register and file VAT in every country that holds their stock.

Watch [OSS returns: the basics](/lz/videoDetail/oss-return-basics) and [IOSS import VAT](/lz/videoDetail/ioss-import-basics) for the details.`,
    ),
  },
  {
    category: 'platform',
    publishedAt: '2025-07-08T08:00:00.000Z',
    title: t('平台代扣代缴 VAT 之后，卖家还要自己申报什么', 'When the marketplace collects VAT, what do you still file yourself?'),
    summary: t(
      '英国和欧盟都让平台在部分销售中承担 VAT，但这不等于卖家无需注册。本文梳理平台代缴的范围，以及使用海外仓或 FBA 的卖家仍需完成的申报。',
      'The UK and the EU make marketplaces liable for VAT on some sales, but that does not free sellers from registration. Here is what the marketplace covers and what sellers with overseas or FBA stock still have to file.',
    ),
    keywords: t('平台代扣代缴,视同供应商,英国VAT,欧盟VAT,FBA', 'marketplace VAT collection, deemed supplier, UK VAT, EU VAT, FBA'),
    author: VAT_TEAM,
    content: richText(
      `“亚马逊已经帮我交了 VAT，为什么还要注册？”这是我们最常听到的问题之一。答案取决于货物在哪里、卖给谁。

## 英国

- 货值不超过 135 英镑、从境外直接寄给英国消费者的包裹：由平台收取并缴纳 VAT；
- 非英国卖家在英国仓库发出、卖给英国消费者的商品：同样由平台缴纳销售环节的 VAT；
- 但货物进口到英国仓库时产生的进口增值税、卖给企业买家的销售，仍需卖家以自己的 VAT 号处理，因此在英国存货的非英国卖家必须注册。

## 欧盟

- 单票不超过 150 欧元的进口直邮销售：平台作为视同供应商缴纳 VAT；
- 非欧盟卖家在欧盟仓库发出的 B2C 销售：平台作为视同供应商；
- 货物进口、在成员国之间调拨库存（例如泛欧计划）等环节，仍需卖家在相关国家注册和申报。

## 卖家仍需关注的事项

1. 每个存货国家的 VAT 注册与定期申报；
2. 进口增值税的抵扣，需要以自己的税号作为进口商；
3. 独立站和其他不代缴的渠道的销售，需要自行通过 OSS 或 IOSS 申报。

不确定自己属于哪种情况？可以先 [生成免费合规报告](/lz/homes)，再与顾问确认。`,
      `"Amazon already pays the VAT, so why do I need to register?" is one of the questions we hear most. The answer depends on where the goods are and who buys them.

## United Kingdom

- Parcels worth up to GBP 135 sent from abroad directly to UK consumers: the marketplace collects and pays the VAT;
- Goods sold to UK consumers by an overseas seller from stock already in the UK: the marketplace pays the VAT on the sale as well;
- Import VAT on bringing goods into a UK warehouse, and sales to business buyers, still run under the seller's own VAT number, so an overseas seller holding UK stock must register.

## European Union

- Imports in consignments up to EUR 150 sold directly to consumers: the marketplace is the deemed supplier;
- B2C sales by non-EU sellers from stock already in the EU: the marketplace is the deemed supplier;
- Importing goods and moving stock between member states (for example under Pan-EU) still require the seller's own registrations and returns in the countries involved.

## What sellers still handle

1. VAT registration and periodic returns in every country that holds their stock;
2. Recovering import VAT, which requires importing under their own number;
3. Sales through their own store and other channels that do not collect VAT, declared through OSS or IOSS.

Not sure which case is yours? [Generate a free compliance report](/lz/homes) first, then confirm with an adviser.`,
    ),
  },
  {
    category: 'policy',
    publishedAt: '2025-08-19T08:00:00.000Z',
    title: t('欧盟电池法规：生产者责任义务自 2025 年 8 月 18 日起适用', 'EU Battery Regulation: producer responsibility duties apply from 18 August 2025'),
    summary: t(
      '欧盟《电池法规》(EU) 2023/1542 规定的生产者延伸责任义务自 2025 年 8 月 18 日起适用：销售电池或带电池产品的生产者，需要在每个销售国的生产者登记处注册并承担回收责任。',
      'The extended producer responsibility duties of the EU Battery Regulation (EU) 2023/1542 apply from 18 August 2025: producers selling batteries, or products containing them, must register in each country\'s producer register and finance collection.',
    ),
    keywords: t('欧盟电池法,2023/1542,电池EPR,德国电池法,BattDG', 'EU Battery Regulation, 2023/1542, battery EPR, German battery law, BattDG'),
    author: EPR_TEAM,
    featured: false,
    content: richText(
      `新的《电池法规》取代了原来的电池指令。对跨境卖家影响最大的是生产者延伸责任部分，它从 2025 年 8 月 18 日起在所有成员国适用。

## 哪些产品受影响

- 单独销售的电池，包括纽扣电池和充电电池；
- 内置电池的产品，例如蓝牙耳机、电动牙刷、玩具和电动工具；
- 随产品附带的电池同样计算在内。

## 生产者的主要义务

1. 在每个销售国的生产者登记处注册，注册号需提供给平台；
2. 加入生产者责任组织或建立个别体系，为废旧电池的收集和处理付费；
3. 按要求申报投放市场的电池数量和重量；
4. 在欧盟境外的生产者，需要指定一家当地的生产者责任授权代表。

## 德国的变化

德国以新的《电池法实施法》（BattDG）替代了原来的《电池法》（BattG），同样自 2025 年 8 月 18 日起生效。电池生产者仍需在 stiftung ear 注册，境外生产者必须通过授权代表注册。

## 平台会怎么做

平台有义务确认卖家具有有效的电池注册，带电池的商品缺少注册号可能被限制销售。建议卖家尽早核对在售商品中哪些带电池，并补齐各国注册。

北辰合规提供德国、法国等国家的电池法注册，详情见 [EPR 服务](/lz/EPR)。`,
      `The new Battery Regulation replaces the old Batteries Directive. For cross-border sellers the most important part is extended producer responsibility, which applies in every member state from 18 August 2025.

## Which products are affected

- Batteries sold on their own, button cells and rechargeables included;
- Products with built-in batteries, such as earbuds, electric toothbrushes, toys and power tools;
- Batteries supplied with a product count as well.

## The producer's main duties

1. Register with the producer register of every country you sell in and give the number to your marketplaces;
2. Join a producer responsibility organisation, or set up an individual scheme, to finance collection and treatment of waste batteries;
3. Report the number and weight of batteries you place on the market;
4. A producer established outside the EU must appoint an authorised representative for producer responsibility in each country.

## What changed in Germany

Germany replaced its Battery Act (BattG) with the new Battery Law Implementation Act (BattDG), also in force from 18 August 2025. Battery producers still register with stiftung ear, and producers from abroad must do so through an authorised representative.

## What marketplaces will do

Marketplaces must make sure sellers hold valid battery registrations, and listings with batteries but no registration number may be blocked. Check which of your products contain batteries and complete the registrations country by country.

Northstar Compliance registers battery producers in Germany, France and other countries: see [EPR services](/lz/EPR).`,
    ),
  },
  {
    category: 'company',
    publishedAt: '2025-08-26T02:00:00.000Z',
    title: t('北辰合规推出欧盟电池法一站式注册服务', 'Northstar Compliance launches one-stop EU battery registration'),
    summary: t(
      '配合欧盟电池法规生产者责任义务的生效，北辰合规推出覆盖德国、法国、西班牙等国的电池法注册、授权代表与年度申报一站式服务。',
      'As the producer responsibility duties of the EU Battery Regulation take effect, Northstar Compliance launches a one-stop service for battery registration, authorised representation and annual reporting in Germany, France, Spain and more.',
    ),
    keywords: t('电池法注册,授权代表,北辰合规,EPR服务', 'battery registration, authorised representative, Northstar Compliance, EPR services'),
    author: NEWSROOM,
    content: richText(
      `带电池的产品在跨境电商中非常普遍，从蓝牙耳机到电动玩具都受欧盟电池法规约束。为了让卖家少跑几趟，北辰合规把各国的电池法义务整合成一项服务。

## 服务内容

- 按产品判断电池类别和适用国家；
- 在各国生产者登记处完成注册，需要时担任授权代表；
- 加入生产者责任组织并安排回收费用；
- 按期完成数量申报，并把注册号同步到卖家的平台后台。

## 适合谁

- 在亚马逊欧洲站销售带电池产品的卖家；
- 已有包装法或 WEEE 注册、需要补充电池注册的卖家；
- 收到平台通知要求提供电池注册号的卖家。

## 如何开始

先用 [免费合规报告](/lz/homes) 确认需要注册的国家，再 [联系顾问](/lz/contactUs) 获取报价。已是北辰合规客户的卖家，可在工作台中直接添加该服务。`,
      `Products with batteries are everywhere in cross-border e-commerce, and everything from earbuds to electric toys falls under the EU Battery Regulation. To save sellers the legwork, Northstar Compliance now bundles every country's battery duties into one service.

## What the service covers

- Classifying your batteries and the countries where duties apply;
- Registration with each national producer register, with authorised representation where needed;
- Membership of a producer responsibility organisation and its collection fees;
- Periodic quantity reports, and the registration numbers synced to your marketplace accounts.

## Who it is for

- Sellers of battery-powered products on Amazon's European stores;
- Sellers with packaging or WEEE registrations who now need battery registrations too;
- Sellers a marketplace has asked for battery registration numbers.

## How to start

Use the [free compliance report](/lz/homes) to see which countries apply, then [contact an adviser](/lz/contactUs) for a quote. Existing clients can add the service in their workspace.`,
    ),
  },
  {
    category: 'platform',
    publishedAt: '2025-09-10T08:00:00.000Z',
    title: t('亚马逊核验 EPR 注册号：德国和法国站点卖家须知', 'Amazon checks EPR numbers: what sellers on the German and French stores need to know'),
    summary: t(
      '亚马逊会在德国和法国站点核验卖家的 EPR 注册号及 GPSR 信息，缺失或无效时商品可能被限制销售。本文列出需要的编号和常见的被拒原因。',
      'Amazon checks sellers\' EPR numbers and GPSR details on its German and French stores, and listings can be blocked when they are missing or invalid. Here are the numbers you need and the most common reasons for rejection.',
    ),
    keywords: t('亚马逊EPR,EPR注册号,LUCID,UIN,GPSR,商品被限制', 'Amazon EPR, EPR registration number, LUCID, UIN, GPSR, blocked listings'),
    author: EPR_TEAM,
    content: richText(
      `德国和法国的法律都要求平台确认卖家已经履行 EPR 义务，因此亚马逊会在上架和销售前核验卖家提交的注册号。

## 德国站需要的编号

- 包装：LUCID 注册号；
- 电子电器：WEEE 注册号（在德国 stiftung ear 注册）；
- 电池：电池注册号（同样在 stiftung ear 注册）。

## 法国站需要的编号

- 每个适用类别各一个唯一识别号（UIN），例如包装、电子电器、电池、纺织品和家具。

## 常见的被拒原因

1. 注册主体与卖家账户的公司名称不一致；
2. 编号类别与商品类别不匹配，例如用包装 UIN 申报电子产品；
3. 德国 WEEE 或电池注册缺少授权代表（境外生产者必须指定）；
4. 注册已过期或尚未完成系统签约。

## 同时检查 GPSR 信息

除了 EPR 注册号，欧盟站点的商品还需要填写制造商和欧盟责任人信息，缺失同样会影响销售。

## 商品被限制后怎么办

补齐或更正编号后重新提交，审核通过后商品会恢复销售。北辰合规可以帮你核对现有编号、补办缺失的注册，并在后台完成提交。观看 [在亚马逊卖家后台填写 EPR 注册号](/lz/videoDetail/amazon-epr-numbers) 了解操作步骤。`,
      `German and French law both require marketplaces to confirm that their sellers meet EPR duties, so Amazon checks the registration numbers sellers submit before listings can be sold.

## Numbers the German store needs

- Packaging: your LUCID registration number;
- Electrical and electronic equipment: your WEEE registration number (registered with stiftung ear in Germany);
- Batteries: your battery registration number (also with stiftung ear).

## Numbers the French store needs

- One unique identification number (UIN) for each category that applies, such as packaging, electrical equipment, batteries, textiles and furniture.

## Common reasons for rejection

1. The registered company differs from the company on the seller account;
2. The number's category does not match the product, for example a packaging UIN given for electronics;
3. A German WEEE or battery registration without the authorised representative a producer from abroad must appoint;
4. A registration that has lapsed or whose licence is not yet in place.

## Check your GPSR details too

Besides EPR numbers, listings on EU stores need the manufacturer and EU responsible-person details; gaps there also affect sales.

## If a listing is blocked

Add or correct the number and resubmit; once the review passes, the listing is sold again. Northstar Compliance can check your current numbers, complete missing registrations and submit them for you. Watch [Entering EPR numbers in Amazon Seller Central](/lz/videoDetail/amazon-epr-numbers) for the steps.`,
    ),
  },
  {
    category: 'policy',
    publishedAt: '2025-11-05T08:00:00.000Z',
    title: t('CBAM 2026 年进入正式阶段：进口商需要做什么', 'CBAM enters its definitive period in 2026: what importers need to do'),
    summary: t(
      '欧盟碳边境调节机制（CBAM）过渡期于 2025 年底结束，2026 年 1 月 1 日起进入正式阶段。新增的年度 50 吨豁免门槛让多数小额进口商免于履行义务，超出门槛的进口商须成为授权申报人。',
      'The transitional period of the EU Carbon Border Adjustment Mechanism (CBAM) ends with 2025 and the definitive period starts on 1 January 2026. A new 50-tonne annual threshold exempts most small importers; those above it must become authorised CBAM declarants.',
    ),
    keywords: t('CBAM,碳边境调节机制,授权申报人,50吨门槛,钢铁铝', 'CBAM, Carbon Border Adjustment Mechanism, authorised declarant, 50-tonne threshold, steel and aluminium'),
    author: RESEARCH,
    content: richText(
      `CBAM 覆盖钢铁、铝、水泥、化肥、电力和氢等高碳产品。自 2023 年 10 月起的过渡期内，进口商只需按季度报告隐含排放；从 2026 年起，进口将与 CBAM 证书挂钩。

## 2026 年起的主要变化

- 进口商需要先取得“授权 CBAM 申报人”资格，才能进口受管控的商品；
- 2026 年进口的商品，需要在 2027 年 9 月 30 日前提交首份年度申报，并交回相应数量的 CBAM 证书；
- CBAM 证书从 2027 年 2 月起开始出售。

## 50 吨豁免门槛

2025 年通过的简化修订，用按进口商计算的年度 50 吨净重门槛取代了原来每票 150 欧元的豁免。每个日历年进口的钢铁、铝、水泥和化肥合计不超过 50 吨的进口商，无需履行 CBAM 义务；电力和氢不适用该门槛。

## 对跨境卖家的影响

大多数跨境电商卖家的商品不在 CBAM 范围内。但销售钢制或铝制工具、配件、五金件的卖家，需要核对商品编码是否属于 CBAM 商品，并估算年度进口重量。

## 建议

1. 按商品编码梳理受管控商品清单；
2. 统计年度进口重量，判断是否超过 50 吨；
3. 超过门槛的，尽早申请授权申报人资格，并向供应商收集排放数据。

北辰合规提供 CBAM 适用性评估与申报服务，详情见 [CBAM 服务](/lz/CBAM)。`,
      `CBAM covers carbon-intensive goods: iron and steel, aluminium, cement, fertilisers, electricity and hydrogen. During the transitional period that began in October 2023, importers only reported embedded emissions each quarter; from 2026 imports are tied to CBAM certificates.

## What changes from 2026

- Importers must hold the status of authorised CBAM declarant before importing covered goods;
- For goods imported in 2026, the first annual declaration, with the matching certificates surrendered, is due by 30 September 2027;
- CBAM certificates go on sale from February 2027.

## The 50-tonne threshold

The simplification adopted in 2025 replaced the old EUR 150 per-consignment exemption with an annual threshold of 50 tonnes net mass per importer. An importer bringing in no more than 50 tonnes of iron and steel, aluminium, cement and fertilisers in a calendar year has no CBAM obligations; the threshold does not apply to electricity and hydrogen.

## What it means for cross-border sellers

Most cross-border e-commerce goods fall outside CBAM. Sellers of steel or aluminium tools, fittings and hardware should check whether their commodity codes are CBAM goods and estimate their annual import weight.

## What to do

1. List your goods by commodity code and mark those covered;
2. Add up your annual import weight to see whether you pass 50 tonnes;
3. Above the threshold, apply for authorised declarant status early and collect emissions data from suppliers.

Northstar Compliance assesses CBAM scope and files declarations: see [CBAM services](/lz/CBAM).`,
    ),
  },
  {
    category: 'company',
    publishedAt: '2025-12-08T02:00:00.000Z',
    title: t('北辰合规深圳服务中心启用，华南卖家可预约面对面咨询', 'Northstar Compliance opens a Shenzhen service centre for face-to-face advice'),
    summary: t(
      '北辰合规深圳服务中心正式启用，为华南地区的跨境卖家提供 VAT、EPR 与欧代业务的面对面咨询和资料办理，工作日可提前预约。',
      'Northstar Compliance has opened a service centre in Shenzhen, offering sellers in South China face-to-face advice and document handling for VAT, EPR and EU representation, by appointment on working days.',
    ),
    keywords: t('北辰合规,深圳服务中心,跨境卖家,线下咨询', 'Northstar Compliance, Shenzhen service centre, cross-border sellers, in-person advice'),
    author: NEWSROOM,
    content: richText(
      `华南是跨境电商卖家最集中的地区之一。为了让卖家在准备注册资料、核对申报数据时能当面沟通，北辰合规在深圳开设了服务中心。

## 可以办理的事项

- VAT 注册和申报的资料准备与核对；
- 包装法、WEEE、电池法等 EPR 注册咨询；
- 欧代、英代委托和产品标签审核；
- 合规报告解读和多国注册方案规划。

## 预约方式

1. 通过 [联系我们](/lz/contactUs) 页面留言，注明“深圳面谈”和希望的时间；
2. 顾问会在 48 小时内确认预约；
3. 到访时请携带营业执照和需要讨论的平台通知或资料。

服务中心不影响线上服务，已委托的业务仍可在工作台查看进度。`,
      `South China is home to more cross-border sellers than almost anywhere else. So that sellers can prepare registration documents and check return data in person, Northstar Compliance has opened a service centre in Shenzhen.

## What you can do there

- Prepare and check documents for VAT registrations and returns;
- Get advice on packaging, WEEE, battery and other EPR registrations;
- Appoint an EU or UK responsible person and have labels reviewed;
- Go through your compliance report and plan multi-country registrations.

## How to book

1. Leave a message on the [contact page](/lz/contactUs) saying "Shenzhen meeting" and the time you prefer;
2. An adviser confirms the appointment within 48 hours;
3. Bring your business licence and any marketplace notices or documents to discuss.

Online service continues as before, and work already in progress stays visible in your workspace.`,
    ),
  },
  {
    category: 'guide',
    publishedAt: '2026-01-06T08:00:00.000Z',
    featured: true,
    title: t('2026 年跨境合规日历：这些日期请提前标记', 'The 2026 compliance calendar: dates to mark now'),
    summary: t(
      '从 CBAM 正式阶段、欧盟包装与包装废弃物法规的适用，到 OSS、IOSS 和英国 VAT 的例行申报，这份日历帮你提前安排 2026 年的合规工作。',
      'From the CBAM definitive period and the EU Packaging and Packaging Waste Regulation to routine OSS, IOSS and UK VAT returns, this calendar helps you plan your compliance work for 2026.',
    ),
    keywords: t('合规日历,2026,CBAM,PPWR,OSS申报,包装法', 'compliance calendar, 2026, CBAM, PPWR, OSS returns, packaging'),
    author: RESEARCH,
    content: richText(
      `新的一年，有几项法规进入新阶段，也有每年都会重复的申报节点。以下日期供你安排团队和预算。

## 新规节点

- **2026 年 1 月 1 日**：CBAM 进入正式阶段，超过年度 50 吨门槛的进口商需为授权申报人；
- **2026 年 8 月 12 日**：欧盟《包装与包装废弃物法规》(EU) 2025/40（PPWR）开始普遍适用，包装设计、标签和生产者责任将逐步按新规统一。

## OSS 与 IOSS 申报

- OSS 季度申报截止日：4 月 30 日、7 月 31 日、10 月 31 日，以及次年 1 月 31 日；
- IOSS 每月申报，截止日为次月月底。

## 英国 VAT

- 按季度申报的企业，截止日为每个申报期结束后 1 个月零 7 天；
- 申报须通过兼容 MTD 的软件提交。

## 德国包装法

- 超过法定门槛的生产者，须在 5 月 15 日前提交上一年度的完整性声明；
- 与双元系统签约的包装量如有变化，应及时调整并在 LUCID 中同步申报。

## 建议

把以上日期加入团队日历，并在每个截止日前两周完成数据核对。北辰合规的客户会在工作台收到申报提醒。`,
      `The new year brings some rules into a new phase, alongside the filing dates that come round every year. Use these dates to plan your team and budget.

## New rules

- **1 January 2026**: CBAM enters its definitive period; importers above the 50-tonne annual threshold must be authorised declarants;
- **12 August 2026**: the EU Packaging and Packaging Waste Regulation (EU) 2025/40 (PPWR) becomes generally applicable, gradually harmonising packaging design, labelling and producer responsibility.

## OSS and IOSS returns

- OSS quarterly returns are due on 30 April, 31 July, 31 October and 31 January of the following year;
- IOSS returns are monthly, due by the end of the following month.

## UK VAT

- Quarterly filers are due one month and seven days after the end of each period;
- Returns must be sent through MTD-compatible software.

## German Packaging Act

- Producers above the legal thresholds submit the declaration of completeness for the previous year by 15 May;
- If your licensed packaging quantities change, adjust the licence and report the same figures in LUCID.

## Tip

Put these dates in your team calendar and reconcile your data two weeks before each deadline. Northstar Compliance clients receive filing reminders in their workspace.`,
    ),
  },
  {
    category: 'guide',
    publishedAt: '2026-02-10T08:00:00.000Z',
    title: t('日本消费税（JCT）与合格发票制度：海外卖家指南', 'Japanese consumption tax (JCT) and the qualified invoice system: a guide for overseas sellers'),
    summary: t(
      '日本消费税标准税率为 10%，食品等适用 8% 的轻减税率。自 2023 年 10 月起实行合格发票制度；使用日本库存销售、应税销售额超过 1000 万日元的海外卖家须进行登记。',
      'Japan\'s consumption tax is 10%, with a reduced 8% rate for food and some other items. The qualified invoice system has applied since October 2023, and overseas sellers selling from Japanese stock with taxable sales above JPY 10 million must register.',
    ),
    keywords: t('日本消费税,JCT,合格发票,日本亚马逊,纳税管理人', 'Japanese consumption tax, JCT, qualified invoice, Amazon Japan, tax agent'),
    author: VAT_TEAM,
    content: richText(
      `越来越多的卖家通过日本亚马逊的 FBA 仓库在日本销售。货物从日本境内发出，就属于日本国内交易，需要考虑消费税。

## 税率

- 标准税率 10%；
- 轻减税率 8%，主要适用于食品（不含酒类和外食）和定期订阅的报纸。

## 什么时候必须登记

以基准期间（通常为前两年）的应税销售额判断：超过 1000 万日元的，成为消费税纳税人，需要申报和缴纳消费税。

## 合格发票制度

自 2023 年 10 月 1 日起，买方只有取得“合格发票”才能抵扣进项税。只有登记为合格发票发行人的卖家才能开具合格发票，因此销售对象包括企业买家的卖家，即使未超过门槛，也常常选择主动登记。

## 海外卖家需要注意

1. 在日本没有住所或办事处的企业，需要指定纳税管理人办理申报事务；
2. 进口时缴纳的进口消费税，可以在申报时抵扣；
3. 申报和缴纳按年度进行，销售规模较大时还需中间申报。

## 计算示例

应纳消费税 = 销项税额 − 可抵扣的进项税额。你可以用我们的 [日本消费税计算器](/lz/calculate/100) 快速估算。`,
      `More and more sellers sell in Japan through Amazon Japan's FBA warehouses. Goods shipped from within Japan are domestic supplies, so consumption tax comes into play.

## Rates

- Standard rate 10%;
- Reduced rate 8%, mainly for food (excluding alcohol and eating out) and subscribed newspapers.

## When you must register

The test is taxable sales in the base period, usually the year before last: above JPY 10 million you become a consumption tax payer who files and pays.

## The qualified invoice system

Since 1 October 2023 buyers can only deduct input tax with a qualified invoice, and only sellers registered as qualified invoice issuers can issue one. Sellers whose customers include businesses therefore often register voluntarily even below the threshold.

## Points for overseas sellers

1. A business with no address or office in Japan must appoint a tax agent to handle its filings;
2. Import consumption tax paid at the border can be deducted in the return;
3. Returns and payment are annual, with interim returns once sales are large enough.

## A worked formula

Consumption tax due = output tax − deductible input tax. Estimate it quickly with our [Japanese consumption tax calculator](/lz/calculate/100).`,
    ),
  },
]

export const NEWS_PAGES: PageSeed[] = [
  {
    slug: 'news',
    title: t('合规资讯 - 北辰合规', 'Compliance news - Northstar Compliance'),
    navLabel: t('合规资讯', 'Compliance news'),
    meta: {
      keywords: t('跨境电商合规资讯,VAT政策,EPR政策,GPSR,CBAM,亚马逊合规', 'cross-border compliance news, VAT policy, EPR policy, GPSR, CBAM, Amazon compliance'),
      description: t(
        '北辰合规资讯：欧盟与英国VAT、EPR、GPSR、CBAM等政策解读，亚马逊和速卖通平台合规动态，以及一步步的实操指南。',
        'Northstar Compliance news: EU and UK VAT, EPR, GPSR and CBAM explained, compliance updates from Amazon and AliExpress, and step-by-step guides.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('政策 · 平台 · 实操', 'Policy · Marketplaces · How-to'),
        heading: t('跨境合规资讯', 'Cross-border compliance news'),
        text: t(
          '欧盟和英国的法规在不断变化，平台的核验也越来越严格。北辰合规顾问第一时间解读新规，告诉你哪些卖家受影响、什么时候生效、现在该做什么。',
          'EU and UK rules keep changing and marketplaces check ever more closely. Our advisers explain each new rule as it lands: who is affected, when it applies and what to do now.',
        ),
        primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
        secondaryAction: { label: t('观看视频课程', 'Watch video courses'), url: '/lz/videos' },
      },
      {
        blockType: 'cta',
        heading: t('不确定新规是否影响你？', 'Not sure whether a new rule affects you?'),
        text: t('回答 9 个问题，免费获取按市场列出的义务清单；或直接联系顾问，48 小时内回复。', 'Answer nine questions for a free list of your obligations by market, or contact an adviser and hear back within 48 hours.'),
        primaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: '#questionnaire' },
        secondaryAction: { label: t('联系顾问', 'Contact an adviser'), url: '/lz/contactUs' },
      },
    ],
  },
  {
    slug: 'newsDetail',
    title: t('资讯详情 - 北辰合规', 'Article - Northstar Compliance'),
    navLabel: t('合规资讯', 'Compliance news'),
    meta: {
      keywords: t('跨境电商合规资讯,VAT,EPR,GPSR', 'cross-border compliance news, VAT, EPR, GPSR'),
      description: t('北辰合规资讯详情：政策解读、平台动态与实操指南。', 'Northstar Compliance article: policy explained, marketplace updates and how-to guides.'),
    },
    layout: [
      {
        blockType: 'cta',
        heading: t('让顾问帮你落实这些要求', 'Let an adviser put this into practice'),
        text: t('从注册到申报，北辰合规一站式办理 VAT、EPR 与欧代业务，价格公开透明。', 'From registration to returns, Northstar Compliance handles VAT, EPR and EU representation in one place, at published prices.'),
        primaryAction: { label: t('联系顾问', 'Contact an adviser'), url: '/lz/contactUs' },
        secondaryAction: { label: t('查看服务价格', 'See pricing'), url: '/lz/price' },
      },
    ],
  },
]

export async function seedNews(w: FeatureSeedWriter): Promise<void> {
  await w.pages(NEWS_PAGES)
  for (const article of ARTICLES) {
    const { category, publishedAt, featured, ...localized } = article
    await w.create('articles', localized, { category, publishedAt, featured: !!featured, _status: 'published' })
  }
}
