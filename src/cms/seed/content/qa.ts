import type { QaType } from '@/cms/collections/QaEntries'
import type { FeatureSeedWriter } from '../features'
import { richText } from '../localize'
import type { L, PageSeed, RichTextSeed } from '../types'

/**
 * The compliance Q&A knowledge base (complianceAnswer): advisers' answers to the
 * questions sellers ask, by type. Facts follow ../shared/domain/compliance-rules.md.
 */

const t = (cn: string, en: string): L => ({ cn, en })

interface QaSeed {
  qaType: QaType
  question: L
  keywords: L
  answeredBy: L
  answer: RichTextSeed
}

const VAT_TEAM = t('北辰合规 VAT 顾问组', 'Northstar Compliance VAT advisers')
const EPR_TEAM = t('北辰合规 EPR 顾问组', 'Northstar Compliance EPR advisers')
const PRODUCT_TEAM = t('北辰合规 产品合规顾问组', 'Northstar Compliance product compliance advisers')

const ENTRIES: QaSeed[] = [
  {
    qaType: 'vat',
    question: t('在德国亚马逊FBA仓储销售，什么时候需要注册德国VAT？', 'I sell from Amazon FBA stock in Germany. When must I register for German VAT?'),
    keywords: t('德国VAT,VAT注册,FBA,泛欧,中欧计划,注册门槛', 'German VAT, VAT registration, FBA, Pan-EU, Central Europe programme, threshold'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `从第一笔销售起。非欧盟卖家只要货物存放在某个欧盟成员国（自有仓库、亚马逊FBA、泛欧计划，或中欧计划的波兰、捷克仓库），就必须在该国注册VAT，**没有起征门槛**。

### 注册后会拿到什么

- 税号（Steuernummer）：由负责的税务局下发，中国企业由柏林新克尔恩税务局负责；
- 增值税识别号（USt-IdNr.）：以 DE 开头，之后由联邦中央税务局下发，用于平台填写和欧盟内交易。

### 税率

德国标准税率 19%，部分商品（如食品、书籍）适用 7% 的低税率。

如果还参加了泛欧或中欧计划，货物存放的每一个国家都要分别注册。`,
      `From the first sale. A non-EU seller whose goods are stored in an EU member state (own warehouse, Amazon FBA, Pan-EU, or the Central Europe programme's warehouses in Poland and Czechia) must register for VAT there, and **there is no threshold**.

### What you receive

- A tax number (Steuernummer) from the tax office in charge; for Chinese companies that is the Berlin Neukölln office;
- A VAT identification number (USt-IdNr.) starting with DE, issued afterwards by the Federal Central Tax Office, used on marketplaces and for intra-EU trade.

### Rates

Germany's standard rate is 19%; some goods (such as food and books) take the reduced 7% rate.

If you also use Pan-EU or the Central Europe programme, every country where goods are stored needs its own registration.`,
    ),
  },
  {
    qaType: 'vat',
    question: t('欧盟远程销售 10,000 欧元门槛是什么意思？OSS怎么用？', 'What is the EUR 10,000 distance-selling threshold, and how does OSS work?'),
    keywords: t('远程销售,OSS,一站式申报,10000欧元,目的国征税', 'distance sales, OSS, One-Stop Shop, EUR 10,000, destination taxation'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `从一个欧盟国家的仓库发货给其他欧盟国家的消费者，属于欧盟境内的跨国远程销售。全年这类销售在欧盟**合计**超过 10,000 欧元后，要按**目的国**的税率征税。

### OSS 的作用

一站式申报（OSS）让你不必在每个目的国注册：在一个成员国登记 OSS，每季度提交一份申报，覆盖所有目的国的远程销售，税款由该国分配给各目的国。

### 注意

- OSS 只覆盖对消费者的远程销售；在仓储所在国的本地销售，仍在当地VAT申报中申报。
- 在仓储国的VAT注册不能用 OSS 代替。`,
      `Shipping from a warehouse in one EU country to consumers in another is an intra-EU distance sale. Once these sales exceed EUR 10,000 a year **in total across the EU**, they are taxed at the **destination** country's rate.

### What OSS does

The One-Stop Shop (OSS) spares you a registration in every destination country: you register for OSS in one member state and file one quarterly return covering distance sales to all destinations, and that state passes the tax on.

### Good to know

- OSS covers distance sales to consumers only; local sales in the country where stock is held still go in that country's VAT return.
- OSS does not replace the VAT registration required where your goods are stored.`,
    ),
  },
  {
    qaType: 'vat',
    question: t('IOSS适用于哪些情况？', 'When does IOSS apply?'),
    keywords: t('IOSS,进口一站式,150欧元,独立站,欧盟中间人', 'IOSS, Import One-Stop Shop, EUR 150, own store, EU intermediary'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `进口一站式申报（IOSS）适用于从欧盟境外发出、单票货值**不超过 150 欧元**、直接卖给欧盟消费者的商品：销售时按目的国税率收取VAT，按月通过 IOSS 申报，进口时免缴进口VAT，消费者收货更快。

- 在亚马逊等平台销售时，平台是这些销售的视同供应商，由平台收取和申报；
- 通过独立站等自有渠道销售时，由卖家自己负责，非欧盟卖家需要指定欧盟中间人办理 IOSS。

超过 150 欧元的货物不能用 IOSS，需要在进口时缴纳进口VAT。`,
      `The Import One-Stop Shop (IOSS) covers goods shipped from outside the EU in consignments **worth at most EUR 150** and sold directly to EU consumers: VAT is charged at the destination rate at the sale and declared monthly through IOSS, import VAT is not charged at the border, and parcels clear faster.

- On marketplaces such as Amazon, the marketplace is the deemed supplier for these sales and collects and declares the VAT;
- On your own store and other direct channels, you are responsible, and a non-EU seller appoints an EU intermediary for IOSS.

Goods above EUR 150 cannot use IOSS; import VAT is paid when they are imported.`,
    ),
  },
  {
    qaType: 'vat',
    question: t('英国VAT注册有门槛吗？多久申报一次？', 'Is there a threshold for UK VAT registration, and how often do I file?'),
    keywords: t('英国VAT,VAT注册,MTD,数字化税务,135英镑,季度申报', 'UK VAT, VAT registration, MTD, Making Tax Digital, GBP 135, quarterly return'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `没有门槛。未在英国设立的卖家，只要在英国存放库存（例如亚马逊英国FBA），从英国的第一笔应税销售起就必须注册英国VAT。

- 标准税率 20%；
- 一般按**季度**申报，通过符合“数字化税务”（Making Tax Digital）要求的软件提交；
- 从境外直接发给英国消费者、单票不超过 135 英镑的商品，在平台销售时由平台收取VAT。`,
      `There is none. A seller not established in the UK that holds stock there (for example in Amazon UK FBA) must register for UK VAT from its first taxable sale in the UK.

- Standard rate 20%;
- Returns are normally **quarterly**, filed through software that meets Making Tax Digital;
- For consignments of at most GBP 135 sent from abroad directly to UK consumers, the marketplace collects the VAT when you sell through one.`,
    ),
  },
  {
    qaType: 'vat',
    question: t('欧盟主要国家的VAT标准税率是多少？', 'What are the standard VAT rates in the main EU markets?'),
    keywords: t('VAT税率,标准税率,德国,法国,意大利,西班牙,波兰', 'VAT rates, standard rate, Germany, France, Italy, Spain, Poland'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `欧洲卖家最常涉及的国家，标准税率如下：

- 德国 19%
- 法国 20%
- 意大利 22%
- 西班牙 21%
- 波兰 23%
- 捷克 21%
- 奥地利 20%
- 荷兰 21%
- 英国（非欧盟）20%

食品、书籍等部分商品适用低税率，具体以商品类别为准。通过 OSS 申报远程销售时，按目的国税率计算。`,
      `Standard rates in the countries sellers deal with most:

- Germany 19%
- France 20%
- Italy 22%
- Spain 21%
- Poland 23%
- Czechia 21%
- Austria 20%
- Netherlands 21%
- United Kingdom (outside the EU) 20%

Some goods, such as food and books, take reduced rates depending on the product category. Distance sales declared through OSS use the destination country's rate.`,
    ),
  },
  {
    qaType: 'vat',
    question: t('日本消费税（JCT）和合格发票制度对跨境卖家有什么要求？', 'What do Japanese consumption tax (JCT) and the qualified invoice system mean for sellers?'),
    keywords: t('日本消费税,JCT,合格发票,日本站,1000万日元', 'Japanese consumption tax, JCT, qualified invoice, Amazon Japan, JPY 10 million'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `日本消费税标准税率 10%，食品等适用 8% 的低税率。从日本境内库存销售的境外卖家，应税销售额超过 1,000 万日元时必须登记为纳税人。

自 2023 年 10 月起实行**合格发票制度**：只有登记为合格发票开具者的卖家，开出的发票才能让企业买家抵扣进项税。面向企业客户销售的卖家，即使未达门槛，也常常主动登记。`,
      `Japan's consumption tax is 10%, with a reduced 8% rate for food and some other goods. A foreign seller selling from stock in Japan must register once its taxable sales exceed JPY 10 million.

Since October 2023 the **qualified invoice system** applies: only invoices from registered qualified-invoice issuers let business buyers deduct the tax. Sellers with business customers often register voluntarily even below the threshold.`,
    ),
  },
  {
    qaType: 'epr',
    question: t('德国包装法（VerpackG）要求卖家做什么？', 'What does the German Packaging Act (VerpackG) require of sellers?'),
    keywords: t('德国包装法,VerpackG,LUCID,双元系统,包装注册', 'German Packaging Act, VerpackG, LUCID, dual system, packaging registration'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `向德国消费者发出带包装商品（包括快递纸箱、填充物）的卖家，都要履行包装法义务，**没有最低数量**：

1. 在德国包装登记中心的 **LUCID** 系统注册，取得注册号；
2. 与一家**双元系统**签订许可合同，为投放的包装付费；
3. 向双元系统和 LUCID 申报相同的包装数量。

亚马逊等平台必须阻止未注册的卖家销售，请把 LUCID 注册号填写到卖家平台。未注册就销售，可能被处以罚款并被禁止销售。`,
      `Every seller that ships packaged goods to consumers in Germany (shipping boxes and fillers included) has duties under the Packaging Act, with **no minimum quantity**:

1. Register in **LUCID**, the system of the Central Agency Packaging Register, and receive a registration number;
2. Sign a licence contract with a **dual system** and pay for the packaging you place on the market;
3. Report the same packaging quantities to the dual system and to LUCID.

Marketplaces such as Amazon must block unregistered sellers, so enter your LUCID number in Seller Central. Selling without registration can lead to fines and a sales ban.`,
    ),
  },
  {
    qaType: 'epr',
    question: t('法国EPR的UIN是什么？Triman标识要怎么用？', 'What is the French EPR UIN, and how is the Triman logo used?'),
    keywords: t('法国EPR,UIN,唯一识别号,AGEC,Triman,Info-tri,ADEME', 'French EPR, UIN, unique identification number, AGEC, Triman, Info-tri, ADEME'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `法国《反浪费循环经济法》（AGEC）要求生产者按**产品类别**（包装、电器电子设备、电池、纺织品、家具等）加入生态组织，并从法国环境与能源管理署（ADEME）取得**唯一识别号（UIN）**。

- 每个类别有各自的 UIN，需要填写到亚马逊等平台；
- 面向消费者的产品和包装需要印上 **Triman** 标识，并配合 **Info-tri** 分类回收说明。

在法国站未提供 UIN 的卖家，平台可能代为申报缴费后向卖家收回费用，或限制销售。`,
      `France's anti-waste law (AGEC) requires producers to join a producer-responsibility organisation for each **product category** (packaging, electrical equipment, batteries, textiles, furniture and others) and obtain a **unique identification number (UIN)** from ADEME, the French environment and energy agency.

- Each category has its own UIN, which you enter on marketplaces such as Amazon;
- Consumer products and their packaging carry the **Triman** logo with **Info-tri** sorting instructions.

Where a seller on the French marketplace provides no UIN, the marketplace may pay the contributions on its behalf and recover them, or restrict sales.`,
    ),
  },
  {
    qaType: 'epr',
    question: t('什么情况下需要办理WEEE注册？', 'When do I need WEEE registration?'),
    keywords: t('WEEE,电器电子设备,ElektroG,授权代表,德国WEEE', 'WEEE, electrical and electronic equipment, ElektroG, authorised representative, German WEEE'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `产品靠电工作（插电或带电池）即属于电器电子设备，要办理 WEEE 注册：

- **德国**：依据《电器电子设备法》（ElektroG），销售前在国家登记机构注册；在德国没有设立机构的生产者必须指定**授权代表**代为注册。
- **法国**：电器电子设备需要取得相应类别的 UIN。
- **西班牙、英国**等也有各自的登记或回收计划。

灯具、显示屏、温度交换设备（冰箱、空调）属于单独的设备类别，需要另外登记。`,
      `A product that runs on electricity (mains or battery) is electrical and electronic equipment and needs WEEE registration:

- **Germany**: under the Electrical and Electronic Equipment Act (ElektroG), register with the national register before selling; a producer without a German establishment must appoint an **authorised representative** to register.
- **France**: electrical equipment needs the UIN of its category.
- **Spain, the UK** and others have their own registers or compliance schemes.

Lamps, screens and temperature-exchange equipment (fridges, air conditioners) are separate categories with their own registrations.`,
    ),
  },
  {
    qaType: 'epr',
    question: t('欧盟新电池法对卖家有什么影响？', 'How does the new EU Battery Regulation affect sellers?'),
    keywords: t('电池法,2023/1542,电池注册,内置电池,生产者责任', 'Battery Regulation, 2023/1542, battery registration, built-in batteries, producer responsibility'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `欧盟《电池法规》（(EU) 2023/1542）取代了原电池指令，其生产者延伸责任义务自 **2025 年 8 月 18 日**起生效。

- 销售电池，或销售**内置电池的设备**，都算投放电池，要在各销售国登记电池生产者并参与回收；
- 德国在国家登记机构登记电池生产者，法国需要电池类别的 UIN，英国按其废电池法规办理；
- 带电池的设备通常还要办理 WEEE 注册。`,
      `The EU Battery Regulation ((EU) 2023/1542) replaced the Batteries Directive, and its extended producer responsibility duties apply from **18 August 2025**.

- Selling batteries, or **devices with built-in batteries**, places batteries on the market: register as a battery producer in each country of sale and join its take-back scheme;
- Germany registers battery producers with its national register, France needs a battery UIN, and the UK follows its waste battery regulations;
- Devices with batteries usually need WEEE registration as well.`,
    ),
  },
  {
    qaType: 'epr',
    question: t('英国包装EPR需要注册吗？', 'Do I need to register for UK packaging EPR?'),
    keywords: t('英国包装EPR,英国包装,包装注册,100万英镑,25吨', 'UK packaging EPR, UK packaging, packaging registration, GBP 1 million, 25 tonnes'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `英国包装EPR只适用于规模较大的生产者：年营业额**超过 100 万英镑**，并且每年经手的包装**超过 25 吨**。两个条件都满足时才需要注册和申报数据。

规模较小的卖家目前不需要单独注册英国包装EPR，但销往德国、法国、西班牙等欧盟国家的包装义务没有这样的门槛。`,
      `UK packaging EPR reaches only larger producers: turnover **above GBP 1 million** a year and **more than 25 tonnes** of packaging handled a year. Only when both apply must you register and report data.

Smaller sellers do not currently need their own UK packaging EPR registration, whereas packaging duties in Germany, France, Spain and other EU countries have no such threshold.`,
    ),
  },
  {
    qaType: 'agent',
    question: t('GPSR是什么？非欧盟卖家必须有欧盟负责人吗？', 'What is GPSR, and does a non-EU seller need an EU responsible person?'),
    keywords: t('GPSR,欧代,欧盟负责人,通用产品安全法规,2023/988', 'GPSR, EU representative, EU responsible person, General Product Safety Regulation, 2023/988'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `GPSR 是欧盟《通用产品安全法规》（(EU) 2023/988），自 **2024 年 12 月 13 日**起适用。

在欧盟市场销售的每一件消费品，都需要一个**设在欧盟境内的经济经营者**（制造商、进口商、授权代表或履约服务商之一），并在产品、包装或随附文件上，以及网上商品页面中写明其名称和联系方式。

非欧盟卖家通常通过书面授权指定**欧盟负责人**（俗称欧代）。没有时，平台会限制或下架商品，市场监管机构也可以要求停止销售。`,
      `GPSR is the EU General Product Safety Regulation ((EU) 2023/988), applicable since **13 December 2024**.

Every consumer product placed on the EU market needs an **economic operator established in the EU** (its manufacturer, importer, authorised representative or fulfilment service provider), named with contact details on the product, its packaging or an accompanying document, and in the online listing.

A non-EU seller usually appoints an **EU responsible person** by written mandate. Without one, marketplaces restrict or remove listings and market surveillance authorities can stop sales.`,
    ),
  },
  {
    qaType: 'agent',
    question: t('欧代信息需要标注在哪里？', 'Where must the EU representative details appear?'),
    keywords: t('欧代信息,标签,包装,商品页面,GPSR标注', 'EU representative details, label, packaging, listing, GPSR marking'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `两处都要有：

1. **实物**：产品上；产品太小或无法标注时，标在包装或随附文件上。
2. **网上**：商品详情页面，与制造商信息、产品图片和识别信息一起展示。

内容包括欧盟负责人的名称、欧盟境内邮政地址和电子联系方式（邮箱或网址）。同时要标注制造商信息和型号、批次等产品识别信息，以及销售国语言的警示和安全信息。`,
      `In both places:

1. **Physically**: on the product; if it is too small or cannot be marked, on the packaging or an accompanying document.
2. **Online**: in the listing, together with the manufacturer details, product images and identification.

The details are the EU responsible person's name, postal address in the EU and an electronic contact (email or website). The manufacturer's details, a product identifier such as model or batch, and warnings and safety information in the language of the country of sale must be there too.`,
    ),
  },
  {
    qaType: 'agent',
    question: t('英代（UK Responsible Person）和欧代有什么区别？', 'How is a UK responsible person different from an EU one?'),
    keywords: t('英代,英国负责人,欧代,UKCA,北爱尔兰', 'UK representative, UK responsible person, EU representative, UKCA, Northern Ireland'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `欧代必须设在**欧盟境内**，英代必须设在**英国境内**，两者不能互相替代。

- 欧盟 GPSR 不适用于大不列颠；在英国销售需要 UKCA 或 CE 标志的产品（例如电器、玩具）以及化妆品时，英国法规要求由英国境内的经营者或负责人承担相应责任，非英国卖家通常需要指定英代。
- 北爱尔兰仍适用欧盟 GPSR。

同时做欧盟和英国市场的卖家，一般需要欧代和英代各一个。`,
      `An EU responsible person must be established **in the EU**, a UK one **in the UK**; neither can stand in for the other.

- The EU GPSR does not apply in Great Britain; for products that need UKCA or CE marking (such as electrical goods and toys) and for cosmetics, UK law puts duties on an operator or responsible person established in the UK, so non-UK sellers usually appoint one.
- Northern Ireland still applies the EU GPSR.

Sellers in both the EU and the UK generally need one of each.`,
    ),
  },
  {
    qaType: 'platform',
    question: t('亚马逊提示EPR注册号缺失，商品被限制销售怎么办？', 'Amazon says my EPR number is missing and my listings are blocked. What now?'),
    keywords: t('亚马逊,EPR注册号缺失,限制销售,德国包装法,法国UIN,卖家平台', 'Amazon, missing EPR number, blocked listings, German Packaging Act, French UIN, Seller Central'),
    answeredBy: EPR_TEAM,
    answer: richText(
      `亚马逊在德国和法国站会核验卖家的EPR注册号，包括德国的包装法注册号、电器（WEEE）和电池注册号，以及法国各类别的 UIN。

### 处理步骤

1. 在卖家平台的合规页面查看缺失的是哪个国家、哪个类别；
2. 如已注册，按证书原样补填注册号；如未注册，先办理对应国家和类别的注册；
3. 提交后等待审核，通过后商品恢复销售。

德国的包装法注册没有最低数量，只要向德国消费者发出带包装的商品就需要办理。`,
      `Amazon checks sellers' EPR numbers on its German and French marketplaces: the German packaging number, WEEE and battery numbers, and the French UIN for each category.

### What to do

1. On the compliance page in Seller Central, see which country and category are missing;
2. If you are registered, enter the number exactly as on the certificate; if not, register for that country and category first;
3. Submit and wait for the check; once it passes, the listings are sellable again.

German packaging registration has no minimum quantity: shipping any packaged goods to German consumers requires it.`,
    ),
  },
  {
    qaType: 'platform',
    question: t('速卖通卖到欧洲，需要提交哪些GPSR信息？', 'Which GPSR details does AliExpress ask for when I sell to Europe?'),
    keywords: t('速卖通,GPSR,欧盟负责人,制造商信息,欧洲', 'AliExpress, GPSR, EU responsible person, manufacturer details, Europe'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `速卖通对销往欧盟的商品要求填写 GPSR 信息，主要包括：

- 制造商的名称、地址和电子联系方式；
- 欧盟负责人的名称、欧盟境内地址和电子联系方式；
- 产品的警示和安全信息（图片或文件）。

信息缺失的商品可能无法在欧盟国家展示或销售。欧盟负责人的信息要与授权书一致，并与产品标签上的信息相同。`,
      `AliExpress asks for GPSR information on products sold to the EU, mainly:

- The manufacturer's name, address and electronic contact;
- The EU responsible person's name, EU address and electronic contact;
- The product's warnings and safety information (images or documents).

Products without it may not be shown or sold in EU countries. The responsible person's details must match the mandate and the product label.`,
    ),
  },
  {
    qaType: 'platform',
    question: t('独立站卖家如何处理欧盟VAT？', 'How does an own-store seller handle EU VAT?'),
    keywords: t('独立站,欧盟VAT,IOSS,OSS,Shopify', 'own store, EU VAT, IOSS, OSS, Shopify'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `没有平台代扣，VAT 由卖家自己负责：

- **从境外直发、单票不超过 150 欧元**：通过 IOSS 在销售时收取VAT、按月申报，非欧盟卖家需要欧盟中间人；
- **从欧盟仓库发往其他欧盟国家的消费者**：全年欧盟合计超过 10,000 欧元后按目的国征税，可用 OSS 统一申报；
- **在欧盟存储货物**：在存储国注册VAT，从第一笔销售起。

建议在结账页面按目的国显示含税价格，避免消费者收货时补缴税费。`,
      `With no marketplace collecting it, VAT is your responsibility:

- **Shipped from outside the EU in consignments of at most EUR 150**: charge VAT at sale through IOSS and declare monthly; a non-EU seller needs an EU intermediary;
- **Shipped from an EU warehouse to consumers in other EU countries**: taxed at destination once these sales exceed EUR 10,000 a year EU-wide, and OSS covers them in one return;
- **Goods stored in the EU**: register for VAT in that country from the first sale.

Show VAT-inclusive prices per destination at checkout, so customers pay nothing more on delivery.`,
    ),
  },
  {
    qaType: 'product',
    question: t('电子产品卖到欧盟需要CE认证吗？', 'Do electronic products need CE marking for the EU?'),
    keywords: t('CE认证,CE标志,低电压,EMC,RoHS,检测报告,符合性声明', 'CE marking, low voltage, EMC, RoHS, test report, declaration of conformity'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `需要。电器电子产品通常要符合低电压指令（LVD）、电磁兼容指令（EMC）和有害物质限制指令（RoHS），加贴 **CE 标志**，并准备：

- 第三方或自行完成的**检测报告**；
- 制造商签署的**欧盟符合性声明**（DoC）；
- 技术文件，保存以备市场监管机构检查。

带无线功能的产品还适用无线电设备指令（RED）。平台经常要求上传检测报告和符合性声明。`,
      `Yes. Electrical and electronic products usually must meet the Low Voltage (LVD), Electromagnetic Compatibility (EMC) and RoHS directives, carry the **CE mark**, and come with:

- **Test reports**, from a laboratory or your own testing;
- An **EU declaration of conformity** (DoC) signed by the manufacturer;
- Technical documentation, kept for market surveillance authorities.

Products with wireless functions also fall under the Radio Equipment Directive (RED). Marketplaces often ask you to upload the test reports and the declaration.`,
    ),
  },
  {
    qaType: 'product',
    question: t('玩具和化妆品有哪些额外的合规要求？', 'What extra rules apply to toys and cosmetics?'),
    keywords: t('玩具,EN71,CE,化妆品,CPNP,SCPN', 'toys, EN 71, CE, cosmetics, CPNP, SCPN'),
    answeredBy: PRODUCT_TEAM,
    answer: richText(
      `### 玩具

需要符合欧盟玩具安全要求，按 **EN 71** 系列标准检测，并加贴 **CE 标志**，附警示语和欧盟经济经营者信息。

### 化妆品

- 欧盟：上市前在 **CPNP** 系统通报，并由欧盟境内的负责人承担产品责任；
- 英国：通过 **SCPN** 系统通报，并由英国境内的负责人负责。

问卷不会询问玩具或化妆品，如果你销售这些产品，请直接联系顾问评估。`,
      `### Toys

They must meet EU toy safety requirements, be tested to the **EN 71** series of standards and carry the **CE mark**, with warnings and the EU economic operator's details.

### Cosmetics

- EU: notify in the **CPNP** portal before sale, with a responsible person established in the EU;
- UK: notify through **SCPN**, with a responsible person established in the UK.

The questionnaire does not ask about toys or cosmetics; if you sell them, ask an adviser to assess your products.`,
    ),
  },
  {
    qaType: 'other',
    question: t('美国站需要交销售税吗？', 'Do I owe sales tax when selling in the USA?'),
    keywords: t('美国销售税,市场促进者法,经济关联,10万美元', 'US sales tax, marketplace facilitator, economic nexus, USD 100,000'),
    answeredBy: VAT_TEAM,
    answer: richText(
      `美国没有VAT，征收的是各州的**销售税**：

- 在亚马逊等平台销售时，依据各州的市场促进者法，由平台代收代缴；
- 通过独立站销售时，卖家在超过某州经济关联门槛（常见为每年 10 万美元销售额）后，需要在该州登记并收取销售税。

各州税率和门槛不同，建议按州统计销售额。`,
      `The USA has no VAT; states levy **sales tax**:

- On marketplaces such as Amazon, marketplace facilitator laws make the marketplace collect and remit it;
- On your own store, you must register and collect it in a state once you pass its economic-nexus threshold (commonly USD 100,000 of sales a year).

Rates and thresholds differ by state, so track your sales per state.`,
    ),
  },
  {
    qaType: 'other',
    question: t('没有注册商标，可以做亚马逊品牌备案吗？', 'Can I join Amazon Brand Registry without a registered trademark?'),
    keywords: t('商标,品牌备案,亚马逊,欧盟商标,商标申请', 'trademark, Brand Registry, Amazon, EU trademark, trademark application'),
    answeredBy: t('北辰合规 商标顾问组', 'Northstar Compliance trademark advisers'),
    answer: richText(
      `亚马逊品牌备案要求在对应站点所在地区拥有**已注册或已提交申请**的商标。

- 欧洲站：可以申请欧盟商标，一次覆盖所有欧盟成员国；英国需要单独的英国商标；
- 美国站、日本站：分别在美国和日本的商标局申请。

商标申请提交后即可尝试备案，注册成功后品牌保护会更有力。`,
      `Amazon Brand Registry needs a trademark that is **registered or applied for** in the region of the marketplace.

- Europe: an EU trademark covers every member state at once; the UK needs its own UK trademark;
- USA and Japan: apply at the US and Japanese trademark offices.

You can try to enrol once the application is filed; a registered mark gives stronger brand protection.`,
    ),
  },
  {
    qaType: 'other',
    question: t('怎样免费知道自己需要办哪些合规？', 'How can I find out for free which compliance duties I have?'),
    keywords: t('合规报告,问卷,免费评估,合规义务', 'compliance report, questionnaire, free assessment, obligations'),
    answeredBy: t('北辰合规 客户服务组', 'Northstar Compliance customer service'),
    answer: richText(
      `回答首页问卷中的 9 个业务问题（目标市场、销售平台、产品是否带电池或通电等），即可免费生成专属合规报告。报告按市场逐项列出每项义务的适用原因、法律依据、时限、不处理的后果，以及对应服务和价格。

[免费生成合规报告](#questionnaire)`,
      `Answer the nine business questions of the questionnaire on the home page (target markets, sales platforms, whether products contain batteries or are powered and so on) for a free, personalised compliance report. It lists every obligation by market with why it applies, its legal basis, timing, what happens if ignored, and the service and price that meet it.

[Get a free compliance report](#questionnaire)`,
    ),
  },
]

const PAGES: PageSeed[] = [
  {
    slug: 'complianceAnswer',
    title: t('合规问答 - VAT、EPR、欧代与平台合规知识库', 'Compliance Q&A - VAT, EPR, EU representative and marketplace answers'),
    navLabel: t('合规问答', 'Compliance Q&A'),
    meta: {
      keywords: t('合规问答,VAT问题,德国包装法,WEEE,电池法,GPSR,欧代,英代,亚马逊合规,IOSS,OSS', 'compliance Q&A, VAT questions, German Packaging Act, WEEE, Battery Regulation, GPSR, EU representative, UK representative, Amazon compliance, IOSS, OSS'),
      description: t(
        '北辰合规顾问整理的跨境合规问答：VAT注册与申报、德国包装法与法国UIN、WEEE与电池法、GPSR欧代英代、亚马逊与速卖通合规、产品认证。支持中文关键词搜索。',
        'Answers from Northstar Compliance advisers on VAT registration and returns, the German Packaging Act and French UIN, WEEE and batteries, GPSR EU and UK representatives, Amazon and AliExpress compliance and product certification, searchable by keyword.',
      ),
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: t('合规问答库', 'Compliance knowledge base'),
        heading: t('跨境合规问答：顾问的解答，按问题查找', 'Compliance Q&A: advisers\' answers, found by question'),
        text: t(
          'VAT、EPR、欧代英代、平台审核和产品认证，卖家问得最多的问题都在这里。输入关键词搜索，中文不用加空格，也可以按问题类型浏览。',
          'VAT, EPR, EU and UK representatives, marketplace checks and product certification: the questions sellers ask most, answered. Search by keyword or browse by question type.',
        ),
      },
      {
        blockType: 'cta',
        heading: t('你的情况更复杂？', 'Is your situation more complex?'),
        text: t('回答 9 个问题，免费获取按市场列明义务与费用的合规报告。', 'Answer nine questions for a free report listing your obligations and costs by market.'),
        primaryAction: { label: t('免费生成合规报告', 'Get a free compliance report'), url: '#questionnaire' },
        secondaryAction: { label: t('联系合规顾问', 'Contact an adviser'), url: '/lz/contactUs' },
      },
    ],
  },
]

export async function seedQa(w: FeatureSeedWriter): Promise<void> {
  for (const [i, { qaType, ...texts }] of ENTRIES.entries()) {
    await w.create('qa-entries', texts, { qaType, sort: (i + 1) * 10 })
  }
  await w.pages(PAGES)
}
