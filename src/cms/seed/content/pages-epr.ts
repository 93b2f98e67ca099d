import { richText } from '../localize'
import type { L, PageSeed } from '../types'

/**
 * Environmental and product-safety pages of brand lz (EPR, CBAM, EU/UK responsible person,
 * EPR consultancy, design for recycling, recycling labels, Amazon Climate Pledge Friendly).
 * Facts follow /work/shared/domain/compliance-rules.md; dates and thresholds that
 * authorities or platforms may still adjust are phrased as "typically" on purpose.
 */

const t = (cn: string, en: string): L => ({ cn, en })

const QUESTIONNAIRE = '#questionnaire'
const CONTACT = '/lz/contactUs'
const PRICE = '/lz/price'

const askAdviser = { label: t('联系合规顾问', 'Talk to an adviser'), url: CONTACT }
const startReport = { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE }
const seePrices = { label: t('查看服务价格', 'See pricing'), url: PRICE }

const EPR: PageSeed = {
  slug: 'EPR',
  title: t('EPR生产者责任延伸注册：包装法、WEEE、电池法', 'EPR registration: packaging, WEEE and batteries'),
  navLabel: t('EPR注册', 'EPR registration'),
  meta: {
    keywords: t(
      'EPR,生产者责任延伸,德国包装法,LUCID,双元系统,法国EPR,UIN,Triman,西班牙包装法,WEEE注册,stiftung ear,授权代表,电池法,2023/1542,纺织品EPR,家具EPR,轮胎EPR,亚马逊EPR',
      'EPR, extended producer responsibility, German Packaging Act, VerpackG, LUCID, dual system, French EPR, UIN, Triman, Spanish packaging register, WEEE registration, stiftung ear, authorised representative, Battery Regulation 2023/1542, textile EPR, furniture EPR, tyre EPR, Amazon EPR',
    ),
    description: t(
      '北辰合规为跨境电商卖家办理德国、法国、西班牙等欧洲国家的包装法、WEEE、电池法EPR注册，以及法国纺织品、家具和轮胎EPR，含德国WEEE授权代表与年度数据申报。亚马逊会核验德国和法国的EPR注册号，缺失将被限制销售。',
      'Northstar Compliance registers cross-border sellers for packaging, WEEE and battery EPR in Germany, France, Spain and other European countries, plus French textile, furniture and tyre EPR, with a German WEEE authorised representative and annual data reporting. Amazon checks German and French EPR numbers and blocks listings without them.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('生产者责任延伸（EPR）', 'Extended producer responsibility (EPR)'),
      heading: t('包装法、WEEE、电池法：欧洲EPR注册一站办齐', 'Packaging, WEEE and battery EPR across Europe, handled in one place'),
      text: t(
        '在欧洲，把带包装的商品、电子电气设备或电池首次投放到某国市场的企业就是该国的“生产者”：需要在当地登记注册、加入回收体系、按期申报数量并承担回收费用。亚马逊会在商品上架前核验德国和法国的EPR注册号。北辰合规按国家、按品类梳理你的义务，完成注册并持续申报。',
        'In Europe, whoever first places packaged goods, electrical equipment or batteries on a country’s market is a “producer” there: it must register, join a take-back scheme, report quantities and pay for recycling. Amazon checks German and French EPR numbers before a listing can sell. Northstar Compliance maps your obligations by country and product, registers you and keeps your reports on time.',
      ),
      primaryAction: startReport,
      secondaryAction: askAdviser,
      highlights: [
        { value: t('无门槛', 'No minimum'), label: t('德国包装法不设最低数量', 'quantity under the German Packaging Act') },
        { value: t('2025.8.18', '18 Aug 2025'), label: t('欧盟电池法规生产者责任义务施行', 'EU Battery Regulation producer duties apply') },
        { value: t('德国 · 法国', 'DE · FR'), label: t('亚马逊核验EPR注册号的站点', 'where Amazon checks EPR numbers') },
        { value: t('48 小时', '48 hours'), label: t('内顾问回复咨询', 'for an adviser to reply') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('哪些产品需要EPR？', 'Which products fall under EPR?'),
      intro: t(
        '一件商品往往同时涉及多项EPR：一台带锂电池的蓝牙音箱，在德国需要包装、WEEE和电池三项注册。',
        'One product often triggers several schemes: a Bluetooth speaker with a lithium battery needs packaging, WEEE and battery registrations in Germany.',
      ),
      items: [
        {
          title: t('包装', 'Packaging'),
          tag: t('所有卖家', 'Every seller'),
          text: t(
            '凡是向消费者寄送带包装的商品，就要为销售包装、快递纸箱和填充物承担责任。德国：LUCID注册并与双元系统签订许可协议，没有最低数量；法国：AGEC法下按品类取得UIN，并标注Triman与Info-tri；西班牙：依第1055/2022号皇家法令在生产者登记册登记；意大利、奥地利、荷兰、波兰等也有各自的国家体系。',
            'Anyone shipping packaged goods to consumers is responsible for the sales packaging, shipping cartons and fill. Germany: LUCID registration plus a dual-system licence, with no minimum quantity. France: a UIN per category under the AGEC law, with Triman and Info-tri marking. Spain: the producer register under Royal Decree 1055/2022. Italy, Austria, the Netherlands, Poland and others run national schemes.',
          ),
          url: '/recycling_labels',
          linkLabel: t('了解回收标识', 'Recycling labels'),
        },
        {
          title: t('电子电气设备（WEEE）', 'Electrical and electronic equipment (WEEE)'),
          tag: t('带电池或通电', 'Battery or mains'),
          text: t(
            '带电池或需要通电的产品都属于电子电气设备。德国依《电子电气设备法》（ElektroG）须在上市前向stiftung ear注册，在德国没有机构的生产者必须指定授权代表；法国需取得电子电气设备类UIN；西班牙、英国也各有注册或合规体系要求。',
            'Anything with a battery or a power supply is electrical or electronic equipment. In Germany the Electrical and Electronic Equipment Act (ElektroG) requires registration with stiftung ear before the product is placed on the market, and a producer without a German establishment must appoint an authorised representative. France requires a UIN for electrical equipment; Spain and the UK have their own registers and compliance schemes.',
          ),
        },
        {
          title: t('电池', 'Batteries'),
          tag: t('含内置电池', 'Built-in too'),
          text: t(
            '欧盟电池法规（EU）2023/1542的生产者责任义务自2025年8月18日起施行：在每个销售国登记为电池生产者并加入回收体系，内置在设备中的电池同样计入。德国由国家登记机构登记电池生产者，法国需要电池类UIN，英国适用其废电池法规。',
            'The producer-responsibility duties of EU Battery Regulation 2023/1542 have applied since 18 August 2025: register as a battery producer in every country you sell to and join a take-back scheme, and batteries built into devices count. Germany registers battery producers in its national register, France needs a battery UIN, and the UK applies its own waste batteries regulations.',
          ),
        },
        {
          title: t('纺织品与鞋类', 'Textiles and footwear'),
          tag: t('法国 · 荷兰', 'France · NL'),
          text: t(
            '法国对服装、家用纺织品和鞋类实行EPR，需要取得对应UIN并按年申报投放数量；荷兰自2023年7月起对纺织品实行EPR。',
            'France runs EPR for clothing, household linen and footwear, with its own UIN and yearly quantity declarations; the Netherlands has had textile EPR since July 2023.',
          ),
        },
        {
          title: t('家具', 'Furniture'),
          tag: t('法国', 'France'),
          text: t(
            '在法国销售家具（包括床垫、户外家具、收纳家具等，范围以官方品类清单为准）须加入家具回收体系并取得家具类UIN。',
            'Selling furniture in France, including mattresses, outdoor and storage furniture (the official category list decides the scope), means joining a furniture take-back scheme and obtaining a furniture UIN.',
          ),
        },
        {
          title: t('轮胎及其他品类', 'Tyres and other categories'),
          tag: t('法国 · 西班牙', 'France · Spain'),
          text: t(
            '轮胎在法国和西班牙有单独的EPR。法国还对玩具、运动休闲用品、DIY与园艺用品、纸制品等实行EPR；灯具、显示屏和制冷制热设备在WEEE下属于单独类别，需要增加注册。',
            'Tyres have their own EPR in France and Spain. France also runs EPR for toys, sports and leisure goods, DIY and garden articles, paper and more; lamps, screens and temperature-exchange equipment are separate WEEE categories that need added registrations.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('谁需要承担EPR义务？', 'Who carries the EPR obligations?'),
      content: richText(
        `EPR义务落在**首次把商品投放到该国市场的一方**。对跨境电商卖家，通常意味着：

- 通过亚马逊FBA、泛欧计划或海外仓在当地存货销售的卖家；
- 从中国直接发货给当地消费者的自发货卖家、独立站卖家；
- 以自有品牌销售、由工厂代工生产的品牌方；
- 从欧盟以外进口商品到当地销售的进口商。

平台也被纳入监管：德国要求电商平台和物流服务商核验卖家的包装注册和WEEE注册，法国要求平台核验卖家的UIN。因此即使你只在亚马逊销售，注册号也必须由你本人（或你的授权代表）取得。

### 亚马逊会核验什么

亚马逊会在卖家后台要求填写德国和法国的EPR注册号：德国包装法的LUCID注册号、带电产品的WEEE注册号；法国则是你所售品类对应的UIN（包装、电子电气设备、电池、纺织品、家具等）。号码缺失或与品类不符时，商品会被限制在对应站点销售。欧盟GPSR信息（欧盟负责人）也会同时检查。`,
        `EPR duties fall on **whoever first places the goods on that country’s market**. For cross-border sellers that usually means:

- sellers who store stock locally through Amazon FBA, Pan-EU or an overseas warehouse;
- sellers who ship directly from China to local consumers, including own-store sellers;
- brand owners selling under their own label while a factory makes the goods;
- importers bringing goods into the country from outside the EU.

Platforms are regulated too: Germany requires marketplaces and fulfilment providers to check sellers’ packaging and WEEE registrations, and France requires marketplaces to check sellers’ UINs. So even if you sell only on Amazon, the registration numbers must be obtained by you or your authorised representative.

### What Amazon checks

Amazon asks for German and French EPR numbers in Seller Central: your LUCID number under the Packaging Act and, for electrical products, your WEEE number in Germany; in France, the UIN for each category you sell (packaging, electrical equipment, batteries, textiles, furniture and others). If a number is missing or does not match the category, the listing is blocked on that marketplace. GPSR information (your EU responsible person) is checked as well.`,
      ),
    },
    {
      blockType: 'richText',
      heading: t('主要国家要求速览', 'Country requirements at a glance'),
      content: richText(
        `### 德国

- **包装（VerpackG）**：在中央包装登记处的LUCID系统注册，并与一家双元系统签订许可协议，按材质和重量缴费；没有最低数量。向双元系统申报的数量须同步申报到LUCID。
- **WEEE（ElektroG）**：上市前按设备类型和品牌向stiftung ear注册，取得WEEE注册号；在德国没有机构的生产者必须指定授权代表；面向家庭用户的设备通常还需提供回收担保；按要求定期申报投放数量。
- **电池**：在国家登记机构登记电池生产者并加入回收体系。

### 法国

- 依AGEC法，每个EPR品类都要加入对应的生态组织（éco-organisme），由ADEME分配该品类的UIN；按年申报投放数量并缴纳生态贡献费。
- 家用包装须标注Triman标识和Info-tri分类说明。
- UIN通常需写在销售条款或交给买家的文件中，并填写在平台后台。

### 西班牙

- 包装：依第1055/2022号皇家法令，在生产者登记册（包装部分）登记并加入合规体系；自2025年起家用包装须标明投放的回收容器。
- WEEE、电池、轮胎各有登记与回收体系；境外企业通常需要在西班牙指定授权代表。

### 其他国家

- **意大利**：包装加入CONAI体系，包装须标注材料识别代码；WEEE与电池另行登记。
- **奥地利**：向当地终端用户远程销售的境外卖家须指定授权代表办理包装义务。
- **荷兰**：包装向Afvalfonds申报，纺织品自2023年7月起实行EPR。
- **波兰**：在BDO登记册登记。
- **英国**：包装EPR目前只覆盖较大的生产者（年营业额超过100万英镑且年包装量超过25吨）；WEEE须加入生产者合规体系；电池适用英国废电池法规。`,
        `### Germany

- **Packaging (VerpackG)**: register in LUCID, the Central Agency Packaging Register’s system, and license your packaging with a dual system, paying by material and weight; there is no minimum quantity. The quantities you report to the dual system must also be reported to LUCID.
- **WEEE (ElektroG)**: before placing products on the market, register each device type and brand with stiftung ear to receive a WEEE registration number. A producer without a German establishment must appoint an authorised representative; equipment for private households typically also needs a take-back guarantee, and quantities placed on the market are reported at the intervals the register sets.
- **Batteries**: register as a battery producer in the national register and join a take-back scheme.

### France

- Under the AGEC law you join the producer responsibility organisation (éco-organisme) for each EPR category, and ADEME assigns a UIN for that category; quantities are declared yearly and eco-contributions paid.
- Household packaging carries the Triman logo with Info-tri sorting instructions.
- The UIN typically has to appear in your terms of sale or the documents you give buyers, and in your marketplace seller account.

### Spain

- Packaging: under Royal Decree 1055/2022, register in the producer register (packaging section) and join a compliance scheme; since 2025 household packaging must show which collection container it goes in.
- WEEE, batteries and tyres each have their own register and scheme; foreign businesses typically appoint an authorised representative in Spain.

### Other countries

- **Italy**: packaging goes through the CONAI system and must carry material identification codes; WEEE and batteries are registered separately.
- **Austria**: foreign sellers making distance sales to end users there must appoint an authorised representative for their packaging obligations.
- **Netherlands**: packaging is declared to Afvalfonds; textiles have been under EPR since July 2023.
- **Poland**: registration in the BDO register.
- **United Kingdom**: packaging EPR currently reaches only larger producers (over GBP 1 million turnover and over 25 tonnes of packaging a year); WEEE producers join a producer compliance scheme; batteries fall under the UK waste batteries regulations.`,
      ),
    },
    {
      blockType: 'stats',
      heading: t('办理周期（一般情况）', 'Typical timelines'),
      intro: t(
        '以资料齐全为前提，实际时间取决于各国登记机构和回收体系的处理速度。',
        'Assuming complete documents; the actual time depends on each register and scheme.',
      ),
      items: [
        { value: t('1–3 个工作日', '1–3 working days'), label: t('德国包装法：LUCID注册与双元系统许可', 'German packaging: LUCID registration and dual-system licence') },
        { value: t('2–4 周', '2–4 weeks'), label: t('法国各品类UIN：加入生态组织后由ADEME分配', 'French UINs: assigned by ADEME after joining the scheme') },
        { value: t('6–10 周', '6–10 weeks'), label: t('德国WEEE：授权代表委托及stiftung ear审核', 'German WEEE: authorised representative and stiftung ear review') },
        { value: t('每年', 'Every year'), label: t('年度数据申报、费用结算与续期', 'annual data reports, fee settlement and renewals') },
      ],
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How registration works'),
      intro: t('每个国家、每个品类由专属顾问跟进，进度在工作台实时可查。', 'A dedicated adviser handles each country and category, and progress shows in your workspace.'),
      items: [
        { title: t('义务评估', 'Assess your obligations'), text: t('根据目标市场、销售渠道、产品是否带电池或通电、是否为纺织品或家具等，确定需要办理的国家和品类。免费合规报告可在三分钟内给出清单。', 'From your markets, channels and product features (battery, power supply, textiles, furniture), we list the countries and categories you need. The free compliance report gives you the list in three minutes.') },
        { title: t('签约与提交资料', 'Sign up and send documents'), text: t('确认服务后，按清单上传营业执照、法人证件、品牌和产品信息及包装数据，需要授权代表的国家同时签署授权书。', 'Once the services are agreed, upload your business licence, director ID, brand and product details and packaging data, and sign a power of attorney where an authorised representative is needed.') },
        { title: t('注册与加入回收体系', 'Register and join the schemes'), text: t('我们向各国登记机构提交注册，与双元系统或生态组织签订合同，并跟进审核中的补件要求。', 'We file with each national register, sign with the dual systems or producer responsibility organisations and answer any follow-up questions during review.') },
        { title: t('下发注册号，完成平台填报', 'Receive numbers and update your platforms'), text: t('取得LUCID注册号、WEEE注册号、UIN等号码后，指导你填写到亚马逊等平台后台，并告知需要标注在产品或包装上的标识。', 'Once LUCID, WEEE and UIN numbers arrive, we show you where they go in Amazon and other seller centres, and which marks belong on the product or packaging.') },
        { title: t('数量申报与年度续期', 'Report quantities and renew'), text: t('按各国要求定期或按年申报投放数量、结算费用，到期前提醒续期，销量变化时及时调整申报量。', 'We report quantities periodically or yearly as each country requires, settle fees, remind you before renewals and adjust declared volumes when your sales change.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('需要准备的资料与年度申报', 'Documents and annual reporting'),
      content: richText(
        `### 基础资料

- 营业执照扫描件（需要时由我们安排翻译）；
- 法定代表人身份证或护照；
- 公司联系人、电话、邮箱及店铺名称或卖家ID；
- 品牌名称及商标信息。

### 按品类补充

- **包装**：预计年销量，以及每件商品的包装材质和重量（纸和纸板、塑料、玻璃、铝、铁、复合材料等），含快递纸箱与填充物；
- **WEEE**：产品类型、品牌、型号、重量、产品图片和说明书，是否面向家庭用户；
- **电池**：电池类型（便携式、轻型交通工具、启动照明点火、工业、电动汽车）、化学体系、单颗重量、是否内置；
- **纺织品、家具、轮胎**：品类、件数或重量。

### 年度数据申报

注册不是一次性的。德国包装需向双元系统和LUCID申报实际投放量，年包装量较大的企业还需提交经审核的完整性声明；德国WEEE按登记机构要求定期申报投放量；法国各生态组织通常在每年年初申报上一年度的数量，并据此结算生态贡献费。漏报或少报可能导致罚款、补缴费用、注册被注销及平台下架。`,
        `### Basic documents

- a scan of your business licence (we arrange translation where needed);
- the legal representative’s ID card or passport;
- a company contact, phone, email and your store names or seller IDs;
- brand names and trademark details.

### Per category

- **Packaging**: expected yearly sales and, per product, packaging materials and weights (paper and board, plastics, glass, aluminium, steel, composites), including shipping cartons and fill;
- **WEEE**: product type, brand, model, weight, photos and manual, and whether it is sold to private households;
- **Batteries**: battery type (portable, light means of transport, SLI, industrial, electric vehicle), chemistry, weight per battery and whether it is built in;
- **Textiles, furniture, tyres**: categories and units or weights.

### Annual data reporting

Registration is not a one-off. German packaging quantities are reported to the dual system and to LUCID, and producers with larger packaging volumes also file an audited declaration of completeness; German WEEE quantities are reported at the intervals the register sets; French producer responsibility organisations typically collect last year’s quantities early each year and invoice eco-contributions from them. Missing or understated reports can lead to fines, back payments, deregistration and blocked listings.`,
      ),
    },
    {
      blockType: 'priceTable',
      heading: t('包装、WEEE与电池注册价格', 'Packaging, WEEE and battery registration prices'),
      intro: t('按国家列出年度服务费，含首年数据申报。', 'Yearly service fees by country, including the first year of reporting.'),
      serviceTypes: '102,101,103,106',
      note: t(
        '“不含官费”的项目，双元系统许可费、生态贡献费等按你申报的数量由回收体系另行收取。',
        'Where official fees are not included, licence fees and eco-contributions are charged separately by the scheme, based on the quantities you declare.',
      ),
    },
    {
      blockType: 'priceTable',
      heading: t('授权代表、纺织品、家具与轮胎EPR价格', 'Authorised representative, textile, furniture and tyre EPR prices'),
      serviceTypes: '104,115,116,129',
      countries: '1,2,4,7',
      note: t('德国WEEE授权代表为在德国没有机构的生产者必需。', 'A German WEEE authorised representative is mandatory for producers without a German establishment.'),
    },
    {
      blockType: 'faq',
      heading: t('EPR常见问题', 'EPR questions'),
      items: [
        {
          question: t('我只在亚马逊卖货，EPR不是平台负责吗？', 'I only sell on Amazon. Isn’t EPR the platform’s job?'),
          answer: t(
            '不是。EPR注册号属于生产者本人，也就是把商品投放到当地市场的卖家。平台的责任是核验：德国要求平台阻止未注册包装法和WEEE的卖家销售，法国要求平台核验UIN。亚马逊会在卖家后台要求填写德国和法国的EPR注册号，缺失会导致商品在对应站点被限制销售。',
            'No. EPR numbers belong to the producer, which is the seller who places the goods on the local market. The platform’s duty is to check: Germany requires marketplaces to stop sellers without packaging or WEEE registration, and France requires them to verify UINs. Amazon asks for German and French EPR numbers in Seller Central and blocks listings without them.',
          ),
        },
        {
          question: t('德国包装法的LUCID注册和双元系统合同是一回事吗？', 'Are LUCID registration and the dual-system contract the same thing?'),
          answer: t(
            '不是，两者都需要。LUCID注册是在中央包装登记处公开登记你的企业和品牌，本身不收费；双元系统许可是与一家双元系统签约，按包装材质和重量缴纳回收费用。你向双元系统申报的数量需要同步申报到LUCID，两边数据必须一致。',
            'No, you need both. LUCID registration publicly records your company and brands with the Central Agency Packaging Register and is free; the dual-system licence is a contract with one dual system under which you pay for recycling by material and weight. The quantities you report to the dual system must also be reported to LUCID, and both must match.',
          ),
        },
        {
          question: t('销量很小，或者从中国直发给德国消费者，也要办吗？', 'My volume is small, or I ship directly from China. Do I still need it?'),
          answer: t(
            '需要。德国包装法没有最低数量，凡是把带包装的商品寄给德国消费者，都要注册并签订许可，包括快递纸箱、气泡膜等运输包装。自发货和独立站卖家同样适用。',
            'Yes. The German Packaging Act has no minimum quantity: anyone sending packaged goods to consumers in Germany must register and license, including shipping cartons and bubble wrap. It applies equally to direct-shipping and own-store sellers.',
          ),
        },
        {
          question: t('产品带内置锂电池，需要办几项？', 'My product has a built-in lithium battery. How many registrations do I need?'),
          answer: t(
            '以德国为例通常是三项：包装法、WEEE（产品本身属于电子电气设备）和电池（内置电池同样计入）。其中WEEE在德国没有机构时还须指定授权代表。法国对应三个品类的UIN，西班牙和英国也有相应的WEEE与电池义务。',
            'In Germany, typically three: packaging, WEEE (the product is electrical equipment) and batteries (built-in batteries count). For WEEE you also need an authorised representative if you have no German establishment. In France you need a UIN for each of the three categories, and Spain and the UK have matching WEEE and battery duties.',
          ),
        },
        {
          question: t('什么是授权代表？为什么德国WEEE必须指定？', 'What is an authorised representative and why is one required for German WEEE?'),
          answer: t(
            '德国《电子电气设备法》规定，在德国没有机构的生产者不能自行注册，必须指定一家德国授权代表，由其以自己的名义向stiftung ear注册并履行申报、回收等义务。北辰合规提供德国WEEE授权代表服务，注册号下发后仍由我们持续维护申报。',
            'Under the German Electrical and Electronic Equipment Act, a producer without a German establishment cannot register itself; it must appoint a German authorised representative, who registers with stiftung ear in its own name and carries out the reporting and take-back duties. Northstar provides this service and keeps the reporting going after the number is issued.',
          ),
        },
        {
          question: t('欧盟电池法规对卖家有哪些变化？', 'What does the EU Battery Regulation change for sellers?'),
          answer: t(
            '法规（EU）2023/1542取代了原电池指令，其生产者责任条款自2025年8月18日起施行：在每个销售国登记为生产者、加入回收体系、申报数量。电池上的分类回收标识已经是强制要求，更多标签信息和二维码将在此后分阶段施行。',
            'Regulation 2023/1542 replaced the old Batteries Directive, and its producer-responsibility provisions have applied since 18 August 2025: register as a producer in each country you sell to, join a take-back scheme and report quantities. The separate-collection symbol on batteries is already mandatory, and further label information and a QR code are being phased in after that.',
          ),
        },
        {
          question: t('英国需要办理包装EPR吗？', 'Do I need UK packaging EPR?'),
          answer: t(
            '英国包装EPR目前只覆盖较大的生产者：年营业额超过100万英镑且每年经手包装超过25吨。多数中小卖家暂不涉及，但带电产品仍需英国WEEE，含电池产品需遵守英国废电池法规。',
            'UK packaging EPR currently reaches only larger producers, with over GBP 1 million turnover and over 25 tonnes of packaging a year. Most small sellers are outside it, but electrical products still need UK WEEE and products with batteries fall under the UK waste batteries regulations.',
          ),
        },
        {
          question: t('不办EPR会有什么后果？', 'What happens if I ignore EPR?'),
          answer: t(
            '平台会限制或下架商品；监管机构可以处以罚款并禁止销售，例如德国包装法的罚款最高可达20万欧元，竞争对手也可能据此发出警告函。补办时通常还要补缴以往年度的回收费用。',
            'Platforms block or remove listings; authorities can impose fines and sales bans, with fines under the German Packaging Act of up to EUR 200,000, and competitors may send cease-and-desist letters. Registering late usually also means paying recycling fees for past years.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('不确定要办哪几项EPR？先看你的专属合规报告', 'Not sure which EPR schemes apply? Start with your own report'),
      text: t(
        '回答9个问题，报告按国家列出每项EPR义务、适用原因、法律依据和价格；有疑问，合规顾问48小时内回复。',
        'Answer nine questions and the report lists every EPR obligation by country, why it applies, its legal basis and its price; an adviser replies to any question within 48 hours.',
      ),
      primaryAction: startReport,
      secondaryAction: seePrices,
    },
  ],
}

const CBAM: PageSeed = {
  slug: 'CBAM',
  title: t('欧盟CBAM碳边境调节机制申报', 'EU CBAM carbon border adjustment reporting'),
  navLabel: t('CBAM申报', 'CBAM reporting'),
  meta: {
    keywords: t(
      'CBAM,碳边境调节机制,碳关税,欧盟CBAM申报,CBAM季度报告,授权CBAM申报人,CBAM证书,嵌入排放,钢铁,铝,水泥,化肥,氢,50吨门槛',
      'CBAM, carbon border adjustment mechanism, EU carbon border tax, CBAM report, quarterly CBAM report, authorised CBAM declarant, CBAM certificates, embedded emissions, iron and steel, aluminium, cement, fertilisers, hydrogen, 50-tonne threshold',
    ),
    description: t(
      '欧盟碳边境调节机制（CBAM）覆盖钢铁、铝、水泥、化肥、电力和氢。过渡期（2023年10月1日至2025年12月31日）按季度报告，2026年1月1日起进入正式期：授权CBAM申报人、年度申报与CBAM证书。北辰合规协助判断适用范围、收集供应商排放数据并完成申报。',
      'The EU Carbon Border Adjustment Mechanism covers iron and steel, aluminium, cement, fertilisers, electricity and hydrogen. Quarterly reports applied in the transitional period (1 October 2023 to 31 December 2025); the definitive period from 1 January 2026 brings authorised declarants, annual declarations and CBAM certificates. Northstar Compliance checks your scope, gathers supplier emissions data and files.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('欧盟碳边境调节机制（CBAM）', 'EU Carbon Border Adjustment Mechanism'),
      heading: t('CBAM申报：从季度报告到年度申报，一步不漏', 'CBAM compliance, from quarterly reports to annual declarations'),
      text: t(
        '向欧盟进口钢铁、铝、水泥、化肥、电力和氢及其部分下游制品的企业，需要报告这些商品在生产过程中产生的嵌入排放；正式期起还要申请授权申报人资格、提交年度申报并清缴CBAM证书。北辰合规帮你判断商品是否在范围内，对接工厂收集排放数据，并按期完成申报。',
        'Companies importing iron and steel, aluminium, cement, fertilisers, electricity, hydrogen and some of their downstream products into the EU must report the emissions embedded in those goods; in the definitive period they also need authorised declarant status, an annual declaration and CBAM certificates. Northstar Compliance checks whether your goods are in scope, works with your factories on emissions data and files on time.',
      ),
      primaryAction: { label: t('咨询CBAM申报', 'Ask about CBAM'), url: CONTACT },
      secondaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE },
      highlights: [
        { value: t('6 类', '6 sectors'), label: t('钢铁、铝、水泥、化肥、电力、氢', 'steel, aluminium, cement, fertilisers, electricity, hydrogen') },
        { value: t('季度报告', 'Quarterly'), label: t('过渡期：2023.10.1–2025.12.31', 'reports in the transition: 1 Oct 2023 – 31 Dec 2025') },
        { value: t('2026.1.1', '1 Jan 2026'), label: t('正式期开始：授权申报人与年度申报', 'definitive period: authorised declarants, annual declarations') },
        { value: t('50 吨', '50 tonnes'), label: t('每个进口商每年的豁免门槛', 'annual exemption threshold per importer') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('CBAM覆盖哪些商品？', 'Which goods does CBAM cover?'),
      intro: t(
        '适用范围以CBAM法规（EU）2023/956附件一列出的CN海关编码为准，而不是产品的材质。判断前先确认你进口时申报的编码。',
        'Scope is decided by the CN customs codes listed in Annex I of CBAM Regulation 2023/956, not by what a product is made of. Start from the code you declare at import.',
      ),
      items: [
        {
          title: t('钢铁', 'Iron and steel'),
          tag: t('第72、73章部分编码', 'Parts of ch. 72–73'),
          text: t(
            '除钢坯、板材、型材、管材等基础产品外，还包括不少钢铁制品，例如螺钉、螺栓、螺母等紧固件（CN 7318）以及“其他钢铁制品”（CN 7326）。归入其他章节的成品，如第82章的工具或第94章的家具，即使是钢制也不在范围内。',
            'Beyond semi-finished products, sheets, sections and tubes, it includes many steel articles, such as screws, bolts and nuts (CN 7318) and “other articles of iron or steel” (CN 7326). Finished goods classified elsewhere, such as tools in chapter 82 or furniture in chapter 94, are outside even when made of steel.',
          ),
        },
        {
          title: t('铝', 'Aluminium'),
          tag: t('第76章部分编码', 'Parts of ch. 76'),
          text: t(
            '原铝、铝材、铝箔、铝管，以及铝结构件（CN 7610）、部分铝容器和“其他铝制品”（CN 7616）等。',
            'Unwrought aluminium, bars, foil and tubes, plus aluminium structures (CN 7610), certain containers and “other articles of aluminium” (CN 7616).',
          ),
        },
        {
          title: t('水泥', 'Cement'),
          tag: t('第25章', 'Ch. 25'),
          text: t('水泥熟料、硅酸盐水泥、铝酸盐水泥等，以及煅烧高岭土类原料。', 'Cement clinker, Portland and aluminous cements and related calcined clays.'),
        },
        {
          title: t('化肥', 'Fertilisers'),
          tag: t('第28、31章部分编码', 'Parts of ch. 28, 31'),
          text: t('硝酸、氨、尿素以及含氮的矿物或化学肥料等。', 'Nitric acid, ammonia, urea and mineral or chemical fertilisers containing nitrogen.'),
        },
        {
          title: t('电力', 'Electricity'),
          tag: t('CN 2716', 'CN 2716'),
          text: t('从欧盟以外输入的电力。50吨门槛不适用于电力。', 'Electricity imported from outside the EU. The 50-tonne threshold does not apply to it.'),
        },
        {
          title: t('氢', 'Hydrogen'),
          tag: t('CN 2804 10', 'CN 2804 10'),
          text: t('进口的氢气。50吨门槛同样不适用于氢。', 'Imported hydrogen. The 50-tonne threshold does not apply here either.'),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('过渡期与正式期：要做什么', 'Transitional and definitive periods: what you must do'),
      content: richText(
        `### 过渡期：2023年10月1日至2025年12月31日

- 进口商（或其间接海关代理）在CBAM过渡期登记系统中按季度提交CBAM报告，通常在季度结束后一个月内；
- 报告内容包括进口数量、原产国、生产设施、生产路线，以及直接排放和（相关行业的）间接排放等嵌入排放数据，在原产国已支付的碳价也需报告；
- 过渡期只需报告，不需要购买证书；但未按要求报告可被处以罚款。

### 正式期：自2026年1月1日起

- 只有取得**授权CBAM申报人**资格的企业才能进口超过门槛的CBAM商品，申请通过所在成员国主管机关提交；
- 每年提交一次**CBAM年度申报**，申报上一年度进口商品及其嵌入排放，并清缴相应数量的CBAM证书；证书价格与欧盟碳排放交易体系（EU ETS）的配额价格挂钩，在原产国已实际支付的碳价可以抵扣；
- 使用实际排放数据的，需要经认可核查机构核查；
- 2025年通过的CBAM简化修订（“Omnibus”一揽子方案）引入了**每个进口商每年50吨**的质量门槛：全年进口的钢铁、铝、水泥、化肥类CBAM商品净重合计不超过50吨的，免于CBAM义务（电力和氢不适用该门槛）。同一修订还放宽了申报期限和证书购买节奏，因此2026年进口商品的首次年度申报和证书清缴通常在2027年进行。

具体期限和程序仍可能由欧盟实施细则调整，我们会以办理时的最新规定为准。`,
        `### Transitional period: 1 October 2023 to 31 December 2025

- The importer (or its indirect customs representative) files a CBAM report every quarter in the CBAM Transitional Registry, typically within one month after the quarter ends;
- the report covers quantities, country of origin, production installation and route, and embedded emissions data (direct emissions and, for the relevant sectors, indirect emissions), as well as any carbon price paid in the country of origin;
- only reporting applies in this period, no certificates, but failing to report can be penalised.

### Definitive period: from 1 January 2026

- Only an **authorised CBAM declarant** may import CBAM goods above the threshold; the application goes to the competent authority of the member state where the importer is established;
- once a year the declarant files a **CBAM declaration** for the previous year’s imports and their embedded emissions and surrenders the matching number of CBAM certificates, priced on the EU Emissions Trading System (EU ETS) allowance price; a carbon price actually paid in the country of origin can be deducted;
- actual emissions data must be checked by an accredited verifier;
- the 2025 CBAM simplification (the “Omnibus” package) introduced a **50-tonne annual threshold per importer**: an importer whose CBAM goods in the iron and steel, aluminium, cement and fertiliser sectors total no more than 50 tonnes net mass in a year is exempt from CBAM obligations (the threshold does not apply to electricity or hydrogen). The same amendment relaxed the declaration deadline and the certificate timetable, so the first annual declaration and certificate surrender for 2026 imports typically take place in 2027.

Deadlines and procedures can still be refined by EU implementing rules; we always work from the rules in force when we file.`,
      ),
    },
    {
      blockType: 'richText',
      heading: t('跨境卖家需要关心CBAM吗？', 'Does CBAM matter to cross-border sellers?'),
      content: richText(
        `CBAM的义务落在**进口商**，即以自己名义申报货物进入欧盟自由流通的一方。跨境卖家常见的几种情况：

- **以自己的EORI号进口（如FBA头程DDP清关）**：你就是进口商。如果商品归入CBAM覆盖的CN编码，例如许多钢铁制品、铝制品，就要核对全年进口量是否超过50吨门槛；
- **由物流商以间接代理身份清关**：代理可以承担申报，但进口商仍需确保数据完整；进口商在欧盟境外时，通常由间接海关代理申请授权申报人资格并承担CBAM义务；
- **商品不在覆盖编码内**：例如电子产品、纺织品、塑料制品，以及归入工具、家具等章节的钢制成品，不受CBAM影响。

即使全年进口量低于50吨，也建议保留海关编码和进口重量记录，以便证明自己在门槛以下。`,
        `CBAM duties fall on the **importer**: the party declaring goods for release into free circulation in the EU in its own name. Typical situations for cross-border sellers:

- **You import under your own EORI number (for example FBA shipments cleared DDP)**: you are the importer. If your goods fall under the covered CN codes, such as many iron and steel or aluminium articles, check whether your yearly imports exceed the 50-tonne threshold;
- **A logistics provider clears goods as your indirect representative**: it can file for you, but the data still has to be complete; where the importer is established outside the EU, the indirect customs representative typically applies for declarant status and carries the CBAM obligations;
- **Your goods are not under covered codes**: electronics, textiles, plastics and steel finished goods classified as tools or furniture, for example, are not affected by CBAM.

Even below 50 tonnes a year, keep records of your customs codes and import weights so you can show that you stay under the threshold.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('我们提供的CBAM服务', 'Our CBAM services'),
      items: [
        {
          title: t('适用范围判断', 'Scope check'),
          text: t('核对你的进口CN编码、进口方式和年度净重，判断是否适用CBAM、是否低于50吨门槛。', 'We review your CN codes, import set-up and yearly net mass to decide whether CBAM applies and whether you are below 50 tonnes.'),
        },
        {
          title: t('供应商排放数据收集', 'Supplier emissions data'),
          text: t('向工厂发送欧盟委员会的排放数据模板并讲解填写，核对生产设施信息、生产路线、直接与间接排放、前体材料和已支付碳价。', 'We send your factories the European Commission’s emissions template, explain it, and check installation details, production routes, direct and indirect emissions, precursors and carbon prices paid.'),
        },
        {
          title: t('申报人资格与年度申报', 'Declarant status and annual declaration'),
          text: t('协助申请授权CBAM申报人资格，在CBAM登记系统中准备并提交年度申报，配合核查机构核查实际排放数据。', 'We help you apply for authorised declarant status, prepare and submit the annual declaration in the CBAM Registry and support the verifier reviewing actual emissions.'),
        },
        {
          title: t('证书成本测算', 'Certificate cost estimate'),
          text: t('根据嵌入排放、碳价走势和原产国碳价抵扣，估算CBAM证书成本，帮助你与供应商谈判价格。', 'We estimate your CBAM certificate cost from embedded emissions, carbon price trends and deductions for carbon prices paid abroad, so you can negotiate with suppliers.'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How it works'),
      items: [
        { title: t('提交进口清单', 'Send your import list'), text: t('提供商品名称、CN编码、原产国、供应商和年度进口重量。', 'Send product names, CN codes, countries of origin, suppliers and yearly import weights.') },
        { title: t('范围与门槛评估', 'Scope and threshold review'), text: t('确认哪些商品在覆盖范围内，全年净重是否超过50吨，需要采取哪些行动。', 'We confirm which goods are covered, whether the yearly net mass exceeds 50 tonnes and what you need to do.') },
        { title: t('收集排放数据', 'Collect emissions data'), text: t('与工厂对接，按模板收集并核对嵌入排放数据，缺失数据按规定方法处理。', 'We work with your factories to gather and check embedded emissions data in the template, and treat missing data as the rules allow.') },
        { title: t('资格申请与申报', 'Authorisation and filing'), text: t('申请授权申报人资格，按期提交申报，安排核查。', 'We apply for declarant status, file on time and arrange verification.') },
        { title: t('持续维护', 'Ongoing upkeep'), text: t('每次进口后更新数据台账，跟踪法规变化，提前提醒申报与证书清缴期限。', 'We update your records after each import, follow rule changes and remind you ahead of declaration and surrender deadlines.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('需要准备的资料', 'What to prepare'),
      content: richText(
        `- 进口商的公司信息与欧盟EORI号码；
- 近一年的进口报关单或进口清单（CN编码、原产国、净重）；
- 供应商和生产设施的名称、地址与联系人；
- 供应商提供的排放数据（生产路线、直接排放、外购电力、前体材料用量及其排放）；
- 在原产国已支付碳价的证明（如适用）；
- 申请授权申报人时所需的公司资料和主管机关要求的其他文件。`,
        `- the importer’s company details and EU EORI number;
- last year’s import declarations or an import list (CN codes, origins, net mass);
- names, addresses and contacts of suppliers and production installations;
- emissions data from suppliers (production route, direct emissions, purchased electricity, precursor quantities and their emissions);
- proof of any carbon price paid in the country of origin;
- company documents and anything else the competent authority asks for in the declarant application.`,
      ),
    },
    {
      blockType: 'faq',
      heading: t('CBAM常见问题', 'CBAM questions'),
      items: [
        {
          question: t('我进口的是钢制产品，一定受CBAM影响吗？', 'I import steel products. Am I automatically covered?'),
          answer: t(
            '不一定。CBAM按CN编码界定范围：紧固件（CN 7318）、其他钢铁制品（CN 7326）等在范围内，但归入工具、家具、机械等其他章节的钢制成品不在范围内。请以进口时实际申报的编码为准，我们可以帮你逐项核对。',
            'Not necessarily. CBAM scope follows CN codes: fasteners (CN 7318) and other articles of iron or steel (CN 7326) are covered, but steel finished goods classified as tools, furniture or machinery are not. The code you actually declare decides; we can check each one with you.',
          ),
        },
        {
          question: t('50吨门槛怎么计算？', 'How is the 50-tonne threshold counted?'),
          answer: t(
            '按每个进口商每个日历年度进口的CBAM商品净重合计计算，钢铁、铝、水泥、化肥类商品加总，电力和氢不适用。一旦超过门槛，全年的CBAM商品都需要履行义务，所以进口量接近50吨的企业应提前准备。',
            'It is the total net mass of CBAM goods one importer brings in during a calendar year, adding up iron and steel, aluminium, cement and fertiliser goods; electricity and hydrogen are excluded. Once you exceed it, all of that year’s CBAM goods are in scope, so importers near 50 tonnes should prepare early.',
          ),
        },
        {
          question: t('工厂不愿意或无法提供排放数据怎么办？', 'What if my factory cannot or will not provide emissions data?'),
          answer: t(
            '正式期允许在一定条件下使用欧盟委员会公布的默认值，但默认值通常偏保守，会推高证书成本。我们会向工厂说明需要哪些数据、如何填写模板，尽量拿到实际数据。',
            'In the definitive period, default values published by the European Commission may be used under certain conditions, but they are usually conservative and raise certificate costs. We explain to your factory which data is needed and how to fill in the template, to get actual data wherever possible.',
          ),
        },
        {
          question: t('过渡期没有报告，现在还需要处理吗？', 'I missed reports in the transitional period. Does that still matter?'),
          answer: t(
            '过渡期未按要求提交报告可能被主管机关处罚。我们会先评估遗漏情况，再与你确定补救方案，并确保正式期的申报从一开始就完整准确。',
            'Missing transitional reports can be penalised by the competent authority. We first assess what was missed, agree a remedy with you and make sure your definitive-period filings are complete from the start.',
          ),
        },
        {
          question: t('CBAM证书要多少钱？', 'How much do CBAM certificates cost?'),
          answer: t(
            '证书价格与欧盟碳排放交易体系的配额价格挂钩，需清缴的数量取决于商品的嵌入排放，并扣除欧盟免费配额调整部分以及在原产国已支付的碳价。我们会根据你的实际数据测算成本。',
            'The certificate price follows the EU ETS allowance price, and the number you surrender depends on your goods’ embedded emissions, adjusted for EU free allocation and for carbon prices already paid in the country of origin. We estimate the cost from your actual data.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('进口钢铁、铝等商品？先确认CBAM义务', 'Importing steel or aluminium? Check your CBAM duties first'),
      text: t('把进口清单发给我们，合规顾问48小时内给出适用范围判断。', 'Send us your import list and an adviser will tell you within 48 hours whether CBAM applies.'),
      primaryAction: { label: t('联系合规顾问', 'Talk to an adviser'), url: CONTACT },
      secondaryAction: seePrices,
    },
  ],
}

const OU_AGENT: PageSeed = {
  slug: 'ouAgent',
  title: t('欧代与英代：欧盟负责人与英国责任人服务', 'EU and UK responsible person services'),
  navLabel: t('欧代 / 英代', 'EU & UK representative'),
  meta: {
    keywords: t(
      '欧代,英代,欧盟负责人,欧盟授权代表,英国责任人,GPSR,2023/988,通用产品安全法规,亚马逊GPSR,速卖通GPSR,CE,UKCA,技术文件,符合性声明',
      'EU representative, UK representative, EU responsible person, EU authorised representative, UK responsible person, GPSR, Regulation 2023/988, General Product Safety Regulation, Amazon GPSR, AliExpress GPSR, CE marking, UKCA, technical documentation, declaration of conformity',
    ),
    description: t(
      '欧盟《通用产品安全法规》（EU）2023/988自2024年12月13日起适用，在欧盟销售的消费品须有欧盟境内的经济经营者，并在产品、包装或随附文件以及商品页面标明其信息。北辰合规担任你的欧盟负责人和英国责任人，保管技术文件，配合市场监管。',
      'The EU General Product Safety Regulation 2023/988 has applied since 13 December 2024: consumer products sold in the EU need an economic operator established in the EU, named on the product, packaging or an accompanying document and in the listing. Northstar Compliance acts as your EU and UK responsible person, holds your technical documentation and deals with market surveillance.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('GPSR合规 · 欧盟负责人 · 英国责任人', 'GPSR · EU responsible person · UK responsible person'),
      heading: t('欧代与英代：让你的产品在欧盟和英国合法上架', 'EU and UK responsible person: keep your products on sale'),
      text: t(
        '自2024年12月13日起，欧盟《通用产品安全法规》（GPSR）要求每件投放欧盟市场的消费品都有一家设在欧盟境内的经济经营者，并把它的名称和联系方式标注在产品、包装或随附文件上，同时展示在线上商品页面。北辰合规担任你的欧盟负责人，英国市场提供英国责任人服务。',
        'Since 13 December 2024 the EU General Product Safety Regulation (GPSR) has required every consumer product placed on the EU market to have an economic operator established in the EU, named with contact details on the product, its packaging or an accompanying document, and in the online listing. Northstar Compliance acts as your EU responsible person, with a UK responsible-person service for Great Britain.',
      ),
      primaryAction: startReport,
      secondaryAction: askAdviser,
      highlights: [
        { value: t('2024.12.13', '13 Dec 2024'), label: t('GPSR开始适用', 'GPSR applies') },
        { value: t('1 家', 'One'), label: t('欧盟负责人覆盖全部成员国', 'EU responsible person covers every member state') },
        { value: t('10 年', '10 years'), label: t('技术文件通常须保存的期限', 'technical documentation is typically kept') },
        { value: t('48 小时', '48 hours'), label: t('内顾问回复咨询', 'for an adviser to reply') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('欧盟负责人要做什么？', 'What does the EU responsible person do?'),
      intro: t(
        '欧代不是“挂个地址”，而是对监管机构承担实际责任的经济经营者。',
        'A responsible person is not just an address: it is an economic operator with real duties towards the authorities.',
      ),
      items: [
        {
          title: t('核对并保管合规文件', 'Check and hold compliance documents'),
          text: t('核对欧盟符合性声明（适用CE的产品）和技术文件，包括产品风险分析、测试报告、说明书和警示信息，并在监管机构要求时提供。', 'Verifies the EU declaration of conformity (for CE products) and the technical documentation, including the product risk analysis, test reports, instructions and warnings, and provides them when authorities ask.'),
        },
        {
          title: t('配合市场监管', 'Cooperate with market surveillance'),
          text: t('作为欧盟境内的联系人接收监管机构的问询，提供产品信息和样品，配合检查。', 'Acts as the contact in the EU for market surveillance authorities, provides product information and samples and cooperates with inspections.'),
        },
        {
          title: t('报告风险与事故', 'Report risks and incidents'),
          text: t('得知产品存在风险时通知主管机关；发生与产品相关的安全事故时，配合制造商通过欧盟“安全商业门户”（Safety Business Gateway）报告。', 'Informs the authorities when a product presents a risk and, after a safety incident, helps the manufacturer report it through the EU Safety Business Gateway.'),
        },
        {
          title: t('协助纠正措施', 'Support corrective action'),
          text: t('在需要召回、下架或发布警示时，与你和监管机构协调，消除或降低风险。', 'Coordinates with you and the authorities when a recall, withdrawal or warning is needed, to remove or reduce the risk.'),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('GPSR要求在哪里标注哪些信息', 'What GPSR information goes where'),
      content: richText(
        `### 产品、包装或随附文件上

- 制造商的名称、注册商号或商标，以及邮寄地址和电子联系方式（邮箱或网址）；
- 制造商不在欧盟境内时，欧盟负责人的名称和联系方式；
- 便于识别产品的型号、批次或序列号；
- 销售国语言的使用说明和安全警示（如适用）。

### 线上商品页面

GPSR第19条要求远程销售的商品页面清楚展示：制造商名称与联系方式、欧盟负责人信息（制造商不在欧盟时）、产品图片、类型及其他识别信息，以及警示和安全信息。亚马逊在卖家后台设有制造商和“责任人”（Responsible Person）信息栏，速卖通也要求欧盟站点填写GPSR信息，缺失会导致商品被限制在欧盟销售。

### 其他法规下的要求

许多适用CE标志的产品（如电子电气设备、玩具、无线电设备）在欧盟《市场监督法规》（EU）2019/1020下同样需要欧盟境内的经济经营者。北爱尔兰依《温莎框架》适用欧盟GPSR。

### 英国（大不列颠）

在英国，许多受监管产品（如电气设备、玩具、无线电设备）须在产品或包装上标明英国境内经营者（制造商、进口商或授权代表）的名称和地址；化妆品必须指定英国责任人。从中国直发给英国消费者时，供应链中没有英国进口商，因此通常需要英国责任人承担这一角色，平台也可能要求填写相关信息。`,
        `### On the product, its packaging or an accompanying document

- the manufacturer’s name, registered trade name or trademark, postal address and electronic contact (email or website);
- where the manufacturer is outside the EU, the name and contact details of the EU responsible person;
- a type, batch or serial number that identifies the product;
- instructions and safety warnings in the language of the country of sale, where needed.

### In the online listing

GPSR Article 19 requires distance-sales listings to show clearly: the manufacturer’s name and contact details, the EU responsible person (when the manufacturer is outside the EU), a picture, the product type and other identifiers, and any warnings and safety information. Amazon has manufacturer and “Responsible Person” fields in Seller Central, and AliExpress asks for GPSR information for the EU; without them listings are blocked in the EU.

### Under other EU laws

Many CE-marked products (electrical equipment, toys, radio equipment and others) also need an economic operator in the EU under the Market Surveillance Regulation 2019/1020. Northern Ireland applies the EU GPSR under the Windsor Framework.

### United Kingdom (Great Britain)

In Great Britain many regulated products (electrical equipment, toys, radio equipment and others) must show the name and address of a UK-based economic operator (manufacturer, importer or authorised representative) on the product or packaging, and cosmetics need a UK responsible person. When you ship from China directly to UK consumers there is no UK importer in the chain, so a UK responsible person typically fills that role, and marketplaces may ask for its details.`,
      ),
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How it works'),
      items: [
        { title: t('确认产品与市场', 'Confirm products and markets'), text: t('提供产品清单和销售站点，我们判断产品适用的法规（GPSR、CE相关指令等）以及需要欧代、英代还是两者兼有。', 'Send your product list and marketplaces; we identify the rules that apply (GPSR, CE directives and more) and whether you need an EU representative, a UK one or both.') },
        { title: t('签署委托协议', 'Sign the mandate'), text: t('签署书面委托，明确双方的职责和信息沟通方式。', 'Sign a written mandate setting out each side’s duties and how we keep in touch.') },
        { title: t('审核合规文件', 'Review compliance documents'), text: t('审核符合性声明、测试报告、说明书、警示语和标签，指出缺失或需要修改的地方。', 'We review declarations of conformity, test reports, manuals, warnings and labels and point out anything missing or to be fixed.') },
        { title: t('下发负责人信息', 'Receive the representative details'), text: t('提供可印在标签上的欧代和英代名称、地址和联系方式，指导你更新产品标签与亚马逊、速卖通等平台信息。', 'You receive the names, addresses and contacts to print on labels, and we show you how to update your labels and your Amazon, AliExpress and other listings.') },
        { title: t('持续履责', 'Ongoing duties'), text: t('保管文件，答复监管机构问询，出现风险或事故时第一时间通知你并协调处理。', 'We keep your documents, answer authority requests and contact you at once if a risk or incident arises, coordinating the response.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('需要准备的资料', 'What to prepare'),
      content: richText(
        `- 营业执照与法定代表人证件；
- 产品清单：品名、品牌、型号、ASIN或商品链接、销售国家；
- 欧盟符合性声明和测试报告（适用CE的产品，如LVD、EMC、RoHS、EN 71等）；
- 产品风险分析或安全评估；
- 说明书、警示语、标签和包装设计稿；
- 工厂名称和地址（如与申请主体不同）。

玩具、化妆品等品类还有专门要求，例如化妆品需在欧盟CPNP和英国SCPN通报，我们可以一并评估。`,
        `- business licence and the legal representative’s ID;
- product list: name, brand, model, ASIN or link, countries of sale;
- EU declarations of conformity and test reports (for CE products, such as LVD, EMC, RoHS or EN 71);
- a product risk analysis or safety assessment;
- manuals, warnings, labels and packaging artwork;
- the factory’s name and address, if different from the applicant.

Toys, cosmetics and some other categories have extra rules, such as CPNP notification in the EU and SCPN in the UK for cosmetics; we can assess those too.`,
      ),
    },
    {
      blockType: 'priceTable',
      heading: t('欧代与英代服务价格', 'EU and UK representative prices'),
      intro: t('按年计费，已含我们作为负责人的全部常规履责工作。', 'Billed yearly, covering all our routine duties as your responsible person.'),
      serviceTypes: '104,114',
      countries: '99,0',
      note: t('检测认证、标签翻译等增值服务另行报价。', 'Testing, certification and label translation are quoted separately.'),
    },
    {
      blockType: 'faq',
      heading: t('欧代 / 英代常见问题', 'EU and UK representative questions'),
      items: [
        {
          question: t('一个欧代可以覆盖欧盟所有国家吗？', 'Does one EU representative cover every EU country?'),
          answer: t(
            '可以。GPSR要求的是设在欧盟境内的经济经营者，一家欧盟负责人即可覆盖你在所有成员国销售的产品。但英国（大不列颠）不在欧盟内，需要单独的英国责任人。',
            'Yes. GPSR requires an economic operator established in the EU, and one EU responsible person covers your products in every member state. Great Britain is outside the EU and needs a separate UK responsible person.',
          ),
        },
        {
          question: t('欧代信息必须印在产品上吗？', 'Must the representative’s details be printed on the product?'),
          answer: t(
            '须标注在产品上；产品尺寸或性质不允许时，可以标注在包装或随附文件上。同时线上商品页面也必须展示这些信息。',
            'They go on the product, or, where its size or nature does not allow it, on the packaging or an accompanying document. The online listing must show them too.',
          ),
        },
        {
          question: t('我已经有CE证书，还需要欧代吗？', 'I already have a CE certificate. Do I still need a representative?'),
          answer: t(
            'CE证书或测试报告证明的是产品符合技术要求，并不能替代欧盟境内的经济经营者。制造商在欧盟境外且没有欧盟进口商时，仍需指定欧盟负责人。',
            'A CE certificate or test report shows the product meets technical requirements; it does not replace an economic operator in the EU. If the manufacturer is outside the EU and there is no EU importer, you still need an EU responsible person.',
          ),
        },
        {
          question: t('欧代会替我承担产品责任吗？', 'Does the representative take over my product liability?'),
          answer: t(
            '不会。制造商仍对产品安全负主要责任；欧代负责法规规定的核对、配合和报告任务。因此我们会在委托前审核你的文件，确保资料真实完整。',
            'No. The manufacturer remains primarily responsible for product safety; the representative carries out the checking, cooperation and reporting tasks the law assigns to it. That is why we review your documents before accepting the mandate.',
          ),
        },
        {
          question: t('不指定欧代会怎样？', 'What happens without an EU representative?'),
          answer: t(
            '平台会限制商品在欧盟站点销售；海关和市场监管机构可以扣留或下架没有欧盟经济经营者的产品，并依各成员国规定处以罚款。',
            'Marketplaces block the listings on EU sites; customs and market surveillance authorities can hold or withdraw products without an EU economic operator and impose fines under national law.',
          ),
        },
        {
          question: t('德国WEEE的授权代表和GPSR欧代是同一个吗？', 'Is the German WEEE authorised representative the same as the GPSR representative?'),
          answer: t(
            '不是。德国WEEE授权代表依《电子电气设备法》以自己名义为你在stiftung ear注册并履行回收义务；GPSR欧代负责产品安全方面的任务。两者依据不同法规，可以由同一服务商分别担任，但需要分别委托。',
            'No. The German WEEE authorised representative registers you with stiftung ear in its own name and carries out take-back duties under the Electrical and Electronic Equipment Act; the GPSR representative handles product safety tasks. They rest on different laws and, even when one provider does both, need separate mandates.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('欧盟和英国站点被要求补充GPSR信息？今天就能开始', 'Asked for GPSR details on EU or UK listings? Start today'),
      text: t('资料齐全时，负责人信息通常在签约后很快下发；有疑问，顾问48小时内回复。', 'With complete documents, representative details usually follow soon after signing; an adviser answers any question within 48 hours.'),
      primaryAction: startReport,
      secondaryAction: seePrices,
    },
  ],
}

const COMPLIANCE_SERVICE_EPR: PageSeed = {
  slug: 'compliance_service_epr',
  title: t('EPR合规咨询：注册申报、授权代表、义务分析与审计', 'EPR consultancy: registration and reporting, authorised representation, obligation analysis and audits'),
  navLabel: t('EPR合规咨询', 'EPR consultancy'),
  meta: {
    keywords: t(
      'EPR咨询,EPR注册,数量申报,EPR年度报告,授权代表,Bevollmächtigter,EPR义务分析,EPR审计,完整性声明,包装法,WEEE,电池法',
      'EPR consultancy, EPR registration, quantity reporting, EPR annual reporting, authorised representative, Bevollmächtigter, EPR obligation analysis, EPR audit, declaration of completeness, packaging law, WEEE, batteries',
    ),
    description: t(
      '北辰合规的EPR合规咨询涵盖四项服务：注册、数量申报与报告，授权代表服务，EPR义务分析，以及审计支持，覆盖包装、电子电气设备、电池、纺织品、家具等品类。提交商务咨询，我们会在48小时内与您联系。',
      'Northstar Compliance’s EPR consultancy covers four services: registration with quantity and annual reporting, authorised-representative service, EPR obligation analysis and audit support, across packaging, electrical equipment, batteries, textiles, furniture and more. Send a business enquiry and we will get back to you within 48 hours.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('面向品牌方、进口商与平台卖家', 'For brand owners, importers and marketplace sellers'),
      heading: t('EPR合规咨询：从义务分析到审计，全程有人负责', 'EPR consultancy, from obligation analysis to audits'),
      text: t(
        '欧洲各国的生产者责任延伸规则分散在不同法规、登记机构和回收体系中。北辰合规把它们整合成一套流程：先分析你在哪些国家、哪些品类负有义务，再完成注册和数量申报，需要时担任你的授权代表，并在审计和核查中为你准备材料。提交商务咨询，我们会在48小时内与您联系。',
        'Producer responsibility rules in Europe are spread across different laws, registers and take-back schemes. Northstar Compliance turns them into one process: we analyse where and for which product categories you are obligated, register you and report your quantities, act as your authorised representative where needed, and prepare you for audits and checks. Send a business enquiry and we will get back to you within 48 hours.',
      ),
      primaryAction: { label: t('提交商务咨询', 'Send a business enquiry'), url: CONTACT },
      secondaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE },
      highlights: [
        { value: t('4 项', '4'), label: t('核心服务，一个团队负责', 'core services from one team') },
        { value: t('包装 · WEEE · 电池', 'Packaging · WEEE · Batteries'), label: t('以及纺织品、家具、轮胎等品类', 'plus textiles, furniture, tyres and more') },
        { value: t('9 个', '9'), label: t('欧洲市场的EPR注册服务', 'European markets covered for EPR registration') },
        { value: t('48 小时', '48 hours'), label: t('内回复商务咨询', 'to reply to business enquiries') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('四项EPR合规服务', 'Four EPR compliance services'),
      intro: t(
        '可以单独委托，也可以组合成年度合规方案。',
        'Book them individually or combine them into a yearly compliance plan.',
      ),
      items: [
        {
          title: t('注册、数量申报与报告', 'Registration, quantity reporting and annual reports'),
          tag: t('Registrierung · Mengenmeldung · Reporting', 'Registrierung · Mengenmeldung · Reporting'),
          text: t(
            '在德国LUCID与双元系统、stiftung ear，法国各生态组织，西班牙、意大利、奥地利、荷兰、波兰等国的登记机构完成注册；按各国要求定期或按年申报投放数量，核对双元系统与LUCID数据一致，结算回收费用并按期续期。',
            'Registration with LUCID and a dual system and with stiftung ear in Germany, with the French producer responsibility organisations and with the registers of Spain, Italy, Austria, the Netherlands, Poland and others; periodic or yearly quantity reports as each country requires, matching dual-system and LUCID data, settling fees and renewing on time.',
          ),
          url: CONTACT,
          linkLabel: t('咨询注册与申报', 'Ask about registration'),
        },
        {
          title: t('授权代表服务', 'Authorised-representative service'),
          tag: t('Bevollmächtigtenservice', 'Bevollmächtigtenservice'),
          text: t(
            '在当地没有机构的生产者，很多国家要求或允许指定授权代表：德国WEEE必须指定，奥地利包装的远程销售商须指定，欧盟电池法规也为在非所在国履行生产者责任设有授权代表制度。我们以授权代表身份为你注册、申报并作为当地主管机关的联系人。',
            'Many countries require or allow producers without a local establishment to appoint an authorised representative: it is mandatory for German WEEE and for distance sellers’ packaging in Austria, and the EU Battery Regulation provides for an authorised representative for producer responsibility where the producer is not established. As your representative we register, report and act as the contact for local authorities.',
          ),
          url: CONTACT,
          linkLabel: t('咨询授权代表', 'Ask about representation'),
        },
        {
          title: t('EPR义务分析', 'EPR obligation analysis'),
          tag: t('Analyse der Verpflichtungen', 'Analyse der Verpflichtungen'),
          text: t(
            '按产品、包装、销售渠道和物流方式逐项分析：谁是法律意义上的生产者，在哪些国家、哪些品类需要注册，包装属于哪类，电池属于哪个类别，WEEE设备类型如何划分，以及是否需要授权代表。结果形成书面分析报告和实施清单。',
            'Product by product, packaging by packaging, channel by channel and logistics set-up: who is legally the producer, where and in which categories you must register, how your packaging is classified, which battery category applies, which WEEE device types you have and whether you need an authorised representative. You receive a written analysis and an action list.',
          ),
          url: CONTACT,
          linkLabel: t('咨询义务分析', 'Ask about an analysis'),
        },
        {
          title: t('审计支持', 'Audit support'),
          tag: t('Audits', 'Audits'),
          text: t(
            '为德国包装完整性声明（年包装量超过法定门槛时需由注册专家审核）准备数据，配合生态组织和回收体系对申报数量的核查，答复登记机构和市场监管部门的问询，并在审计前做内部预审，找出数据缺口。',
            'We prepare data for the German declaration of completeness (checked by a registered expert when packaging volumes exceed the legal thresholds), support checks of your declared quantities by producer responsibility organisations and schemes, answer registers and market surveillance, and run an internal pre-audit to find data gaps before the real one.',
          ),
          url: CONTACT,
          linkLabel: t('咨询审计支持', 'Ask about audits'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('合作流程', 'How we work together'),
      items: [
        { title: t('提交商务咨询', 'Send an enquiry'), text: t('告诉我们你的产品、目标国家和当前注册情况，我们会在48小时内与您联系。', 'Tell us your products, target countries and current registrations; we will get back to you within 48 hours.') },
        { title: t('义务分析', 'Obligation analysis'), text: t('梳理产品和包装数据，确定各国各品类的义务、期限和费用。', 'We go through your product and packaging data and set out obligations, deadlines and costs by country and category.') },
        { title: t('方案与报价', 'Plan and quote'), text: t('给出分国家、分品类的实施方案和报价，明确哪些需要授权代表。', 'You receive a plan and quote by country and category, showing where an authorised representative is needed.') },
        { title: t('注册与授权', 'Registration and mandates'), text: t('签署授权书，完成各国注册和回收体系合同，下发注册号。', 'Mandates are signed, registrations and scheme contracts completed and numbers issued.') },
        { title: t('申报、续期与审计', 'Reporting, renewals and audits'), text: t('按期申报数量、结算费用、续期，并在审计或核查前提前准备材料。', 'We report quantities, settle fees, renew and prepare for audits and checks well in advance.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('EPR合规咨询常见问题', 'EPR consultancy questions'),
      items: [
        {
          question: t('我已经在部分国家注册了，还能只委托申报吗？', 'I am already registered in some countries. Can I hand over just the reporting?'),
          answer: t(
            '可以。我们可以接手现有注册的数量申报和续期，先核对以往的申报记录，发现少报或漏报时与你商定补报方案。',
            'Yes. We can take over reporting and renewals for existing registrations, review your past reports first and agree a plan with you for any gaps.',
          ),
        },
        {
          question: t('义务分析需要提供哪些数据？', 'What data does the obligation analysis need?'),
          answer: t(
            '产品清单（含是否带电池、是否通电、材质和品类）、包装明细（材质和单件重量）、各国销量或预计销量、销售渠道（平台、独立站、B2B）以及物流方式（FBA、海外仓、直发）。',
            'A product list (battery, power supply, materials, category), packaging details (materials and weight per unit), sales or forecasts per country, sales channels (marketplaces, own store, B2B) and logistics (FBA, overseas warehouse, direct shipping).',
          ),
        },
        {
          question: t('什么情况下需要审计支持？', 'When do I need audit support?'),
          answer: t(
            '例如德国年包装量超过法定门槛需提交完整性声明时，生态组织或回收体系抽查你的申报数量时，或者登记机构、市场监管部门来函问询时。提前做内部预审可以避免补缴费用和罚款。',
            'For example when your German packaging volumes exceed the thresholds for a declaration of completeness, when a producer responsibility organisation or scheme checks your declared quantities, or when a register or market surveillance authority writes to you. An internal pre-audit helps avoid back payments and fines.',
          ),
        },
        {
          question: t('授权代表与欧代（GPSR）有什么区别？', 'How does an EPR authorised representative differ from a GPSR representative?'),
          answer: t(
            'EPR授权代表以自己的名义为你履行注册、申报和回收义务；GPSR欧盟负责人负责产品安全方面的任务。两者依据不同法规，需要分别委托。',
            'An EPR authorised representative carries out registration, reporting and take-back duties in its own name on your behalf; a GPSR responsible person handles product safety tasks. They rest on different laws and need separate mandates.',
          ),
        },
        {
          question: t('多久能回复我的咨询？', 'How soon will you answer my enquiry?'),
          answer: t(
            '提交商务咨询后，我们会在48小时内与您联系，并安排熟悉相关国家和品类的顾问跟进。',
            'After you send a business enquiry we will get back to you within 48 hours, and an adviser who knows the countries and categories involved follows up.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('告诉我们你的产品和市场', 'Tell us about your products and markets'),
      text: t('我们会在48小时内与您联系，给出EPR义务分析和实施建议。', 'We will get back to you within 48 hours with an EPR obligation analysis and next steps.'),
      primaryAction: { label: t('提交商务咨询', 'Send a business enquiry'), url: CONTACT },
      secondaryAction: seePrices,
    },
  ],
}

const DESIGN_FOR_RECYCLING: PageSeed = {
  slug: 'design_for_recycling',
  title: t('可回收设计咨询：包装可回收性评估', 'Design for recycling: packaging recyclability assessment'),
  navLabel: t('可回收设计', 'Design for recycling'),
  meta: {
    keywords: t(
      '可回收设计,包装可回收性评估,单一材质包装,PPWR,2025/40,欧盟包装和包装废弃物法规,VerpackG第21条,生态调节费,再生料含量,空隙率',
      'design for recycling, packaging recyclability assessment, mono-material packaging, PPWR, Regulation 2025/40, EU Packaging and Packaging Waste Regulation, VerpackG section 21, eco-modulated fees, recycled content, empty space ratio',
    ),
    description: t(
      '欧盟《包装和包装废弃物法规》（EU）2025/40要求自2030年起投放市场的包装须可回收，德国包装法第21条要求双元系统按可回收性调节许可费。北辰合规评估你的包装可回收性，给出单一材质等改进方案，帮助降低回收费用并提前满足新规。',
      'The EU Packaging and Packaging Waste Regulation 2025/40 requires packaging to be recyclable from 2030, and section 21 of the German Packaging Act makes dual systems reward recyclable packaging in their fees. Northstar Compliance assesses your packaging’s recyclability and recommends changes such as mono-materials, to cut fees and get ahead of the new rules.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('包装可回收设计（Design for Recycling）', 'Design for recycling'),
      heading: t('可回收设计：让你的包装为2030年做好准备', 'Design for recycling: get your packaging ready for 2030'),
      text: t(
        '欧盟新的包装法规要求包装逐步达到可回收标准，各国回收体系也在按可回收性调整收费。北辰合规从材质、结构、颜色、标签和尺寸等方面评估你的包装，给出可落地的改进方案，在不影响保护性能的前提下降低合规风险和回收费用。',
        'The EU’s new packaging regulation phases in recyclability requirements, and national schemes already adjust their fees by recyclability. Northstar Compliance assesses your packaging’s materials, structure, colours, labels and size, and recommends practical changes that lower compliance risk and fees without weakening protection.',
      ),
      primaryAction: { label: t('预约包装评估', 'Book a packaging assessment'), url: CONTACT },
      secondaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE },
      highlights: [
        { value: t('2025/40', '2025/40'), label: t('欧盟包装和包装废弃物法规（PPWR）', 'EU Packaging and Packaging Waste Regulation (PPWR)') },
        { value: t('2030', '2030'), label: t('起包装通常须满足可回收设计要求', 'when recyclability requirements typically apply') },
        { value: t('§21', '§21'), label: t('德国包装法：许可费按可回收性调节', 'German Packaging Act: fees reward recyclability') },
        { value: t('≤50%', '≤50%'), label: t('电商包装空隙率上限（自2030年起）', 'empty space in e-commerce packaging (from 2030)') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('为什么现在就要关注包装可回收性', 'Why recyclability matters now'),
      content: richText(
        `### 欧盟PPWR（EU）2025/40

该法规于2025年2月生效，大部分条款自2026年8月起适用，并在此后分阶段提高要求：

- **可回收性**：自2030年起，投放市场的包装通常须满足可回收设计标准，并按可回收性分为A、B、C等级；低于最低等级的包装将不得投放市场，最低等级此后还会进一步提高；
- **再生料含量**：塑料包装自2030年起须含最低比例的再生塑料，例如多数非接触敏感塑料包装为35%；
- **包装最小化与空隙率**：包装重量和体积须尽量减少，用于电商、集合和运输的包装空隙率自2030年起不得超过50%；
- **统一标签**：包装材质的统一标识将在此后几年分阶段施行；
- 各国EPR收费将按可回收等级进行调节。

### 德国包装法第21条

双元系统必须在许可费中鼓励使用可高比例回收的材料和材料组合，以及再生料和可再生原料。中央包装登记处每年与联邦环境署协商发布可回收性评估的“最低标准”，可回收性较差的包装通常要承担更高的费用。

### 法国及其他国家

法国家用包装回收费用设有奖励和惩罚（bonus/malus），不可回收或干扰回收的设计会提高费用；其他国家也在逐步推行按可回收性调节的收费。`,
        `### EU PPWR (Regulation 2025/40)

The regulation entered into force in February 2025, most provisions apply from August 2026, and requirements then tighten in stages:

- **Recyclability**: from 2030, packaging placed on the market typically has to meet design-for-recycling criteria and is graded A, B or C by recyclability; packaging below the minimum grade may no longer be placed on the market, and the minimum rises later;
- **Recycled content**: plastic packaging must contain minimum shares of recycled plastic from 2030, for example 35 % for most non-contact-sensitive plastic packaging;
- **Minimisation and empty space**: weight and volume must be minimised, and grouped, transport and e-commerce packaging may have at most 50 % empty space from 2030;
- **Harmonised labels**: a harmonised material label is phased in over the following years;
- national EPR fees will be modulated by recyclability grade.

### Section 21 of the German Packaging Act

Dual systems must design their fees to reward materials and material combinations that can be recycled to a high degree, and the use of recyclates and renewable raw materials. The Central Agency Packaging Register, together with the Federal Environment Agency, publishes a yearly “minimum standard” for assessing recyclability, and poorly recyclable packaging typically pays more.

### France and other countries

French household packaging fees carry bonuses and penalties (bonus/malus), so non-recyclable designs or designs that disrupt recycling cost more; other countries are moving to recyclability-based fees as well.`,
      ),
    },
    {
      blockType: 'featureGrid',
      heading: t('我们评估什么', 'What we assess'),
      intro: t('以欧洲主流回收流程为基准，逐个包装组件评估。', 'Each packaging component is assessed against the main European sorting and recycling processes.'),
      items: [
        {
          title: t('材质与结构', 'Materials and structure'),
          text: t('是否为单一材质（如全PE软包装、无塑料覆膜的纸盒），多层复合结构能否分离，主体材料所占比例。', 'Whether it is a mono-material (for example all-PE flexible packaging or a cardboard box without plastic lamination), whether multilayer structures can be separated and how much of the pack is the main material.'),
        },
        {
          title: t('可分选性', 'Sortability'),
          text: t('近红外分选能否识别：深色或炭黑着色塑料、金属化涂层和全包覆收缩套标通常会影响分选。', 'Whether near-infrared sorting can recognise it: dark or carbon-black plastics, metallised coatings and full-body sleeves typically interfere.'),
        },
        {
          title: t('标签、胶黏剂与油墨', 'Labels, adhesives and inks'),
          text: t('标签材质是否与主体兼容，胶黏剂能否在回收清洗中去除，油墨和涂层是否妨碍再生。', 'Whether labels match the main material, adhesives wash off in recycling, and inks or coatings get in the way of reprocessing.'),
        },
        {
          title: t('附件与组合', 'Components and closures'),
          text: t('盖子、泵头、把手、窗口膜等附件能否与主体分离或同属可兼容材质。', 'Whether caps, pumps, handles and window films separate from the main body or are made of compatible materials.'),
        },
        {
          title: t('尺寸与空隙率', 'Size and empty space'),
          text: t('包装重量和体积是否必要，电商包装的空隙率是否控制在50%以内，能否减少填充物。', 'Whether weight and volume are necessary, whether e-commerce packaging stays within 50 % empty space and whether fill can be reduced.'),
        },
        {
          title: t('再生料与费用', 'Recycled content and fees'),
          text: t('再生料使用情况及提升空间，估算改版前后在德国、法国等国的回收费用变化。', 'How much recycled content you use and could use, and an estimate of how your fees in Germany, France and elsewhere change after a redesign.'),
        },
      ],
    },
    {
      blockType: 'steps',
      heading: t('评估流程', 'How the assessment works'),
      items: [
        { title: t('提交包装信息', 'Send packaging details'), text: t('提供包装规格书、各组件材质和重量、图片或样品，以及主要销售国家。', 'Send specifications, materials and weights of each component, photos or samples and your main countries of sale.') },
        { title: t('逐项评估', 'Component review'), text: t('对照PPWR设计要求、德国最低标准和相关国家收费规则逐个组件评估。', 'We review each component against PPWR design criteria, the German minimum standard and national fee rules.') },
        { title: t('改进方案', 'Redesign options'), text: t('给出替代材质、结构和标签方案，并说明对保护性能、成本和回收费用的影响。', 'We propose alternative materials, structures and labels, with their effect on protection, cost and fees.') },
        { title: t('落地与复核', 'Implement and recheck'), text: t('配合你的包装供应商打样，复核新方案；需要时协助取得第三方可回收性认证。', 'We work with your packaging supplier on samples, recheck the new design and, where you need one, help obtain a third-party recyclability certificate.') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('你将获得', 'What you receive'),
      items: [
        { title: t('可回收性评估报告', 'Recyclability report'), text: t('每个包装的材质构成、可回收性结论、参考等级和存在的问题。', 'Material breakdown, recyclability conclusion, indicative grade and issues for each pack.') },
        { title: t('改进建议清单', 'Improvement list'), text: t('按优先级排列的改进措施，标明难度、成本影响和预期效果。', 'Improvements ranked by priority, with effort, cost impact and expected effect.') },
        { title: t('费用影响测算', 'Fee impact estimate'), text: t('改版前后在主要销售国的回收费用对比。', 'A before-and-after comparison of your recycling fees in your main markets.') },
        { title: t('标签建议', 'Labelling advice'), text: t('配套的分类回收标识建议，如法国Triman与Info-tri、意大利材料代码。', 'Matching sorting labels, such as the French Triman with Info-tri and Italian material codes.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('可回收设计常见问题', 'Design for recycling questions'),
      items: [
        {
          question: t('PPWR现在就要求我的包装可回收吗？', 'Does PPWR require recyclable packaging right now?'),
          answer: t(
            '可回收性要求通常自2030年起适用，具体的设计标准和等级由欧盟后续授权法规细化。但包装改版和供应商切换需要时间，而德国、法国等国的回收费用已经按可回收性区分，提前改进通常能更早降低费用。',
            'The recyclability requirements typically apply from 2030, with detailed criteria and grades set by later EU delegated acts. But redesigns and supplier changes take time, and fees in Germany, France and elsewhere already depend on recyclability, so improving early typically lowers costs sooner.',
          ),
        },
        {
          question: t('一定要改成单一材质吗？', 'Do I have to switch to mono-materials?'),
          answer: t(
            '法规不强制单一材质，但单一材质或相容材质的组合通常最容易达到较高的可回收等级。我们会结合产品保护、保质期和成本，找到合适的平衡点。',
            'The law does not require mono-materials, but mono-materials or compatible combinations usually reach higher recyclability grades most easily. We balance that against protection, shelf life and cost.',
          ),
        },
        {
          question: t('纸质包装就一定可回收吗？', 'Is paper packaging always recyclable?'),
          answer: t(
            '不一定。塑料覆膜、防水涂层、大面积金属化和难以去除的胶黏剂都会降低纸包装的可回收性。我们会评估这些因素并给出替代方案。',
            'Not always. Plastic lamination, barrier coatings, large metallised areas and adhesives that do not wash off all reduce the recyclability of paper packaging. We assess these and suggest alternatives.',
          ),
        },
        {
          question: t('改进包装后，德国的许可费会立刻下降吗？', 'Will my German licence fees drop as soon as I improve the packaging?'),
          answer: t(
            '德国双元系统按第21条对可回收包装给予激励，具体折扣取决于所选双元系统的收费规则。我们会测算改版后的费用，并在下一次申报时按新包装数据申报。',
            'Dual systems reward recyclable packaging under section 21, and the actual reduction depends on your dual system’s fee rules. We estimate the new fees and report the new packaging data in your next declaration.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('把包装规格发给我们，先做一次可回收性评估', 'Send us your packaging specs for a recyclability check'),
      text: t('合规顾问48小时内回复，说明评估范围和报价。', 'An adviser replies within 48 hours with the scope and a quote.'),
      primaryAction: { label: t('预约包装评估', 'Book a packaging assessment'), url: CONTACT },
      secondaryAction: seePrices,
    },
  ],
}

const RECYCLING_LABELS: PageSeed = {
  slug: 'recycling_labels',
  title: t('回收标识合规：Triman、意大利包装标签、WEEE与电池标识', 'Recycling labels: Triman, Italian packaging labels, WEEE and battery symbols'),
  navLabel: t('回收标识', 'Recycling labels'),
  meta: {
    keywords: t(
      '回收标识,Triman,Info-tri,法国回收标志,意大利包装标签,环境标签,材料识别代码,129/97/EC,西班牙包装标识,WEEE垃圾桶标志,电池标识,2023/1542',
      'recycling labels, Triman, Info-tri, French recycling logo, Italian packaging labelling, environmental labelling, material identification codes, Decision 129/97/EC, Spanish packaging labelling, WEEE crossed-out wheelie bin, battery labelling, Regulation 2023/1542',
    ),
    description: t(
      '法国Triman与Info-tri、意大利包装环境标签（依129/97/EC决定的材料识别代码，2023年起强制）、西班牙家用包装回收容器标识、WEEE划叉垃圾桶标志以及欧盟电池法规（EU）2023/1542的电池标识。北辰合规帮你确定产品、包装和商品页面上各需要哪些标识。',
      'French Triman with Info-tri, Italian environmental labelling of packaging (material codes under Decision 129/97/EC, mandatory since 2023), Spanish collection-container labels, the WEEE crossed-out wheelie bin and battery labelling under Regulation 2023/1542. Northstar Compliance tells you which marks belong on the product, the packaging and the listing.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('包装与产品回收标识', 'Recycling marks for packaging and products'),
      heading: t('回收标识：每个市场该印什么、印在哪里', 'Recycling labels: what to print, and where, in each market'),
      text: t(
        '法国要求Triman和分类说明，意大利要求包装材料代码，西班牙要求标明回收容器，电子产品和电池还有各自的回收标志。标识缺失或用错，可能导致罚款、整改甚至整批货物无法销售。北辰合规按你的产品和销售国家，给出完整的标识清单和设计建议。',
        'France requires Triman and sorting instructions, Italy requires material codes on packaging, Spain requires the collection container, and electrical products and batteries have their own symbols. A missing or wrong mark can mean fines, relabelling or a whole shipment you cannot sell. Northstar Compliance gives you a complete list of marks and artwork advice for your products and markets.',
      ),
      primaryAction: { label: t('咨询标识方案', 'Ask about your labels'), url: CONTACT },
      secondaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE },
      highlights: [
        { value: t('法国', 'France'), label: t('Triman + Info-tri 强制标注', 'Triman with Info-tri is mandatory') },
        { value: t('2023', '2023'), label: t('意大利包装环境标签强制施行', 'Italian packaging labels became mandatory') },
        { value: t('2025', '2025'), label: t('西班牙家用包装须标明回收容器', 'Spanish household packaging shows its container') },
        { value: t('2023/1542', '2023/1542'), label: t('欧盟电池法规：标签分阶段施行', 'EU Battery Regulation: labels phased in') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('主要回收标识一览', 'The main recycling marks'),
      items: [
        {
          title: t('法国：Triman + Info-tri', 'France: Triman with Info-tri'),
          tag: t('强制', 'Mandatory'),
          text: t(
            '受EPR约束、需要分类回收的家用产品和包装须标注Triman标识，并配合Info-tri分类说明，告诉消费者每个包装组件该投入哪种回收箱。标识通常印在产品或包装上，特定情况下可放在随附文件或以电子方式提供。法国还禁止在产品和包装上使用“环保”“可生物降解”等笼统环境声明。',
            'Household products and packaging under EPR that must be sorted carry the Triman logo together with Info-tri instructions telling consumers which bin each component goes in. The mark typically goes on the product or packaging, and in specific cases in accompanying documents or digitally. France also bans generic claims such as “environmentally friendly” or “biodegradable” on products and packaging.',
          ),
        },
        {
          title: t('意大利：包装环境标签', 'Italy: environmental labelling of packaging'),
          tag: t('2023年起强制', 'Mandatory since 2023'),
          text: t(
            '所有包装须标注依欧盟第129/97/EC号决定的材料识别代码，例如PET 1、PP 5、PAP 20（瓦楞纸板）、PAP 21（非瓦楞纸板）、ALU 41、GL 70。面向消费者的包装还须提供分类回收指引，例如“纸类回收，请查看所在市镇的规定”，部分信息可通过二维码、网站等电子方式提供。',
            'All packaging shows material identification codes under Decision 129/97/EC, such as PET 1, PP 5, PAP 20 (corrugated board), PAP 21 (non-corrugated board), ALU 41 or GL 70. Consumer packaging also needs disposal guidance, such as “paper collection: check your municipality’s rules”, and some information may be given digitally, by QR code or website.',
          ),
        },
        {
          title: t('西班牙：回收容器标识', 'Spain: collection-container marking'),
          tag: t('2025年起', 'Since 2025'),
          text: t(
            '依第1055/2022号皇家法令，家用包装自2025年起须标明应投放的回收容器或回收类别；组件可分离时须分别说明。西班牙同样禁止“环保包装”等误导性声明。',
            'Under Royal Decree 1055/2022, household packaging has had to show the collection container or fraction it belongs in since 2025, separately for components that can be separated. Spain also bans misleading claims such as “environmentally friendly packaging”.',
          ),
        },
        {
          title: t('WEEE：划叉垃圾桶标志', 'WEEE: crossed-out wheelie bin'),
          tag: t('电子电气设备', 'Electrical equipment'),
          text: t(
            '所有电子电气设备须在产品上标注划叉的带轮垃圾桶标志（EN 50419），下方的黑色横杠表示产品在2005年8月13日之后投放市场；产品太小时可印在包装、说明书和保修卡上。德国还要求在报价和发票上写明WEEE注册号。',
            'All electrical and electronic equipment carries the crossed-out wheelie bin (EN 50419) on the product, with a black bar below it showing the product was placed on the market after 13 August 2005; if the product is too small, it goes on the packaging, instructions and warranty. Germany also requires the WEEE registration number on offers and invoices.',
          ),
        },
        {
          title: t('电池：分类回收标志及更多标签', 'Batteries: separate collection symbol and more'),
          tag: t('（EU）2023/1542', 'Reg. 2023/1542'),
          text: t(
            '电池须标注划叉垃圾桶的分类回收标志，镉、铅含量超过限值时在下方加注Cd、Pb化学符号；内置电池同样适用。此后还将分阶段增加电池一般信息标签（如制造商、类别、化学体系、容量等）和可扫码获取信息的二维码。',
            'Batteries carry the crossed-out wheelie bin for separate collection, with Cd or Pb beneath it when cadmium or lead exceed the limits; built-in batteries included. A general information label (such as manufacturer, category, chemistry and capacity) and a QR code giving access to further information are phased in after that.',
          ),
        },
        {
          title: t('德国与其他国家', 'Germany and elsewhere'),
          tag: t('自愿为主', 'Mostly voluntary'),
          text: t(
            '德国包装没有强制回收标识，“绿点”也早已不是强制要求；包装注册号不需要印在包装上。欧盟PPWR将在此后几年引入统一的包装材质标签，届时各国标识将逐步统一。',
            'Germany has no mandatory recycling mark for packaging, the Green Dot has long been optional and the packaging registration number does not go on the pack. The EU PPWR introduces a harmonised material label over the coming years, gradually aligning national marks.',
          ),
        },
      ],
    },
    {
      blockType: 'richText',
      heading: t('产品、包装、商品页面：各放什么', 'Product, packaging, listing: what goes where'),
      content: richText(
        `### 产品本身

- WEEE划叉垃圾桶标志（产品太小时可改印在包装、说明书和保修卡上）；
- 电池上的分类回收标志和化学符号；
- GPSR要求的制造商与欧盟负责人信息、型号或批次号（尺寸不允许时可放在包装或随附文件上）。

### 包装

- 法国Triman与Info-tri分类说明；
- 意大利材料识别代码及面向消费者的回收指引；
- 西班牙回收容器标识；
- 产品太小时转印的WEEE标志。

### 商品页面与卖家后台

- 德国、法国的EPR注册号填写在亚马逊等平台后台，法国UIN通常还须写在销售条款或交给买家的文件中；
- 欧盟负责人信息和安全警示须在商品页面展示；
- 部分国家允许以电子方式提供分类说明时，可在商品页或二维码指向的页面中提供。

### 常见错误

- 在法国销售的包装上使用可能误导分类的标志，或印有“环保”等笼统声明；
- 意大利材料代码与实际材质不符，例如纸塑复合包装标成纯纸；
- 内置电池的产品只在整机上印了WEEE标志，电池本身没有标识。`,
        `### On the product

- the WEEE crossed-out wheelie bin (on the packaging, instructions and warranty instead if the product is too small);
- the separate collection symbol and chemical symbols on batteries;
- GPSR manufacturer and EU responsible-person details and a type or batch number (on the packaging or an accompanying document if the product is too small).

### On the packaging

- the French Triman with Info-tri sorting instructions;
- Italian material identification codes and consumer disposal guidance;
- the Spanish collection-container mark;
- the WEEE symbol when it cannot fit on the product.

### In the listing and seller account

- German and French EPR numbers go into Amazon’s and other platforms’ seller centres, and the French UIN typically also in your terms of sale or the documents you give buyers;
- EU responsible-person details and safety warnings are shown on the listing;
- where a country allows sorting information to be given digitally, it can sit on the listing or a page reached by QR code.

### Common mistakes

- logos on packaging sold in France that could mislead about sorting, or generic claims such as “eco-friendly”;
- Italian material codes that do not match the material, such as a paper-plastic laminate labelled as plain paper;
- a product with a built-in battery that shows the WEEE symbol on the device but nothing on the battery itself.`,
      ),
    },
    {
      blockType: 'steps',
      heading: t('标识方案流程', 'How we build your label set'),
      items: [
        { title: t('收集产品与包装信息', 'Collect product and packaging details'), text: t('提供产品类型、是否带电池、包装组件及材质、销售国家和现有设计稿。', 'Send product type, battery details, packaging components and materials, countries of sale and current artwork.') },
        { title: t('确定标识清单', 'Define the list of marks'), text: t('按国家列出产品、包装和商品页面所需的全部标识与文字。', 'We list every mark and text needed on the product, the packaging and the listing, country by country.') },
        { title: t('设计稿审核', 'Artwork review'), text: t('审核标识尺寸、位置、颜色和语言版本，指出需要修改之处。', 'We check the size, position, colours and language versions of each mark and point out what to change.') },
        { title: t('多国合一方案', 'One pack for several markets'), text: t('在可行时设计一套包装同时满足多个国家的要求，减少SKU和印刷成本。', 'Where possible we design one pack that satisfies several countries, saving SKUs and print costs.') },
      ],
    },
    {
      blockType: 'priceTable',
      heading: t('相关EPR注册价格', 'Related EPR registration prices'),
      intro: t('标识通常以对应国家的EPR注册为前提。', 'Labels usually go hand in hand with the matching EPR registration.'),
      serviceTypes: '102',
      countries: '1,3,4',
    },
    {
      blockType: 'faq',
      heading: t('回收标识常见问题', 'Recycling label questions'),
      items: [
        {
          question: t('我在德国销售，需要印Triman吗？', 'I sell in Germany. Do I need Triman?'),
          answer: t(
            'Triman是法国的要求。只在德国销售时不需要，但如果同一包装也发往法国，就必须印Triman和Info-tri。泛欧计划的库存可能被调往法国仓，建议提前考虑。',
            'Triman is a French requirement. For Germany alone you do not need it, but if the same pack also goes to France it must carry Triman and Info-tri. Pan-EU stock can be moved to French warehouses, so plan for it.',
          ),
        },
        {
          question: t('意大利标签可以只放二维码吗？', 'Can Italian labelling be just a QR code?'),
          answer: t(
            '面向消费者的分类回收指引可以部分通过二维码、网站等电子方式提供，但通常仍建议在包装上直接印出材料识别代码，以免被认定为信息不完整。',
            'Consumer disposal guidance can partly be given digitally, by QR code or website, but printing the material codes directly on the pack is still typically advisable, so the information is not judged incomplete.',
          ),
        },
        {
          question: t('电池标签什么时候要换新版？', 'When do battery labels change?'),
          answer: t(
            '分类回收标志已是强制要求；欧盟电池法规规定的一般信息标签和二维码将在此后分阶段施行，具体日期还取决于欧盟实施细则。我们会根据你的电池类别和上市时间给出改版时间表。',
            'The separate collection symbol is already mandatory; the general information label and QR code under the Battery Regulation are phased in later, with dates that also depend on EU implementing acts. We give you a relabelling timetable for your battery categories and launch dates.',
          ),
        },
        {
          question: t('可以在包装上印“可回收”或“环保”吗？', 'Can I print “recyclable” or “eco-friendly” on the pack?'),
          answer: t(
            '要谨慎。法国和西班牙已禁止在产品和包装上使用“环保”等笼统环境声明，欧盟层面对未经证实的环境声明也在收紧。只有在有依据且符合当地规则时，才使用具体、可核实的说法。',
            'Be careful. France and Spain already ban generic environmental claims such as “eco-friendly” on products and packaging, and EU rules on unsupported green claims are tightening. Use only specific, verifiable statements that have a basis and follow local rules.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('上新或换包装前，先确认标识清单', 'Before a launch or repackaging, check your label list'),
      text: t('发来产品和包装信息，合规顾问48小时内回复标识方案。', 'Send your product and packaging details and an adviser replies with a label plan within 48 hours.'),
      primaryAction: { label: t('咨询标识方案', 'Ask about your labels'), url: CONTACT },
      secondaryAction: seePrices,
    },
  ],
}

const CLIMATE_PLEDGE_FRIENDLY: PageSeed = {
  slug: 'services/amazon-climate-pledge-friendly',
  title: t('亚马逊气候友好承诺（Climate Pledge Friendly）认证服务', 'Amazon Climate Pledge Friendly certification support'),
  navLabel: t('亚马逊气候友好承诺', 'Climate Pledge Friendly'),
  meta: {
    keywords: t(
      '亚马逊气候友好承诺,Climate Pledge Friendly,CPF标志,气候友好徽章,Compact by Design,可持续认证,FSC,GOTS,GRS,欧盟生态标签,蓝天使,亚马逊绿标',
      'Amazon Climate Pledge Friendly, CPF badge, Compact by Design, sustainability certification, FSC, GOTS, Global Recycled Standard, EU Ecolabel, Blue Angel, Amazon green badge',
    ),
    description: t(
      '获得亚马逊认可的可持续认证后，商品可以展示“气候友好承诺”（Climate Pledge Friendly）标志。北辰合规帮你评估哪种认证适合你的产品，对接认证机构，准备资料，并确认认证信息与亚马逊商品对应。',
      'Products with a sustainability certification recognised by Amazon can show the Climate Pledge Friendly badge. Northstar Compliance helps you choose a certification that fits your product, works with the certification body, prepares the documents and checks the certification is matched to your Amazon listings.',
    ),
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: t('亚马逊气候友好承诺（Climate Pledge Friendly）', 'Amazon Climate Pledge Friendly'),
      heading: t('让你的可持续产品在亚马逊上被看见', 'Get your sustainable products recognised on Amazon'),
      text: t(
        '“气候友好承诺”是亚马逊帮助消费者发现更可持续商品的项目。商品取得项目认可的第三方可持续认证，或通过亚马逊自有的Compact by Design认证后，会在搜索结果和商品详情页展示标志。北辰合规帮你选对认证、准备资料，并确保认证与商品正确对应。',
        'Climate Pledge Friendly is Amazon’s programme for helping customers find more sustainable products. Products holding a third-party sustainability certification recognised by the programme, or Amazon’s own Compact by Design certification, show a badge in search results and on the product page. Northstar Compliance helps you pick the right certification, prepare the documents and make sure it is matched to your products.',
      ),
      primaryAction: { label: t('咨询认证方案', 'Ask about certification'), url: CONTACT },
      secondaryAction: { label: t('免费生成合规报告', 'Get my free compliance report'), url: QUESTIONNAIRE },
      highlights: [
        { value: t('2020', '2020'), label: t('亚马逊推出该项目', 'Amazon launched the programme') },
        { value: t('两条路径', 'Two routes'), label: t('第三方认证或Compact by Design', 'third-party certification or Compact by Design') },
        { value: t('搜索 + 详情页', 'Search + detail page'), label: t('标志的展示位置', 'where the badge appears') },
        { value: t('48 小时', '48 hours'), label: t('内顾问回复咨询', 'for an adviser to reply') },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('取得标志的两条路径', 'Two routes to the badge'),
      items: [
        {
          title: t('第三方可持续认证', 'Third-party sustainability certifications'),
          tag: t('最常见', 'Most common'),
          text: t(
            '亚马逊与多家独立认证机构合作，认可的认证覆盖材料、生产、能效等不同方面，例如FSC森林认证、全球有机纺织品标准（GOTS）、全球回收标准（GRS）、欧盟生态标签、德国蓝天使、北欧天鹅、从摇篮到摇篮（Cradle to Cradle）、TCO Certified、EPEAT等。认可清单会更新，且因站点和品类而异，应以亚马逊当前公布的清单为准。',
            'Amazon works with independent certification bodies whose certifications cover materials, production, energy efficiency and more, for example FSC, the Global Organic Textile Standard (GOTS), the Global Recycled Standard (GRS), the EU Ecolabel, Blue Angel, the Nordic Swan, Cradle to Cradle Certified, TCO Certified and EPEAT. The list changes and differs by marketplace and category, so Amazon’s current list is what counts.',
          ),
        },
        {
          title: t('Compact by Design', 'Compact by Design'),
          tag: t('亚马逊自有认证', 'Amazon’s own'),
          text: t(
            '亚马逊自有的认证，面向与同类商品相比去除了多余空气和水分、在体积和重量上更高效的产品，因为更紧凑的设计能降低包装和运输的碳排放。产品的尺寸和重量数据是否准确会影响评估结果。',
            'Amazon’s own certification for products that, compared with similar products in their category, cut out excess air and water and are more efficient in size and weight, since a compact design lowers packaging and transport emissions. Accurate product dimensions and weights matter for the assessment.',
          ),
        },
      ],
    },
    {
      blockType: 'featureGrid',
      heading: t('标志能带来什么', 'What the badge can do'),
      intro: t('标志本身不保证销量，但能让你的可持续投入被消费者看到。', 'The badge does not guarantee sales, but it makes your sustainability work visible to customers.'),
      items: [
        { title: t('更醒目的展示', 'More visible listings'), text: t('标志显示在搜索结果和商品详情页，点击可查看所获认证。', 'The badge shows in search results and on the product page, and customers can click through to the certification.') },
        { title: t('专属入口', 'A dedicated shopping entry'), text: t('消费者可以通过气候友好承诺的专属页面和筛选条件找到你的商品。', 'Customers can find your products through the Climate Pledge Friendly pages and filters.') },
        { title: t('可信的环境声明', 'Credible environmental claims'), text: t('基于独立认证的说法比自我声明更有说服力，也更符合欧盟对环境声明日益严格的要求。', 'Claims backed by independent certification persuade more than self-declared ones and fit the EU’s tightening rules on green claims.') },
        { title: t('亚马逊通常不单独收费', 'Typically no Amazon fee'), text: t('亚马逊通常不就展示标志单独收费，主要成本来自认证本身。', 'Amazon typically does not charge separately for the badge; the main cost is the certification itself.') },
      ],
    },
    {
      blockType: 'richText',
      heading: t('环境声明要合规', 'Keep your environmental claims compliant'),
      content: richText(
        `欧盟《赋能消费者绿色转型指令》（EU）2024/825自2026年9月27日起在各成员国适用，禁止没有依据的笼统环境声明（如“环保”“绿色”），也禁止使用不基于认证体系或未经公共机构设立的可持续标签。法国和西班牙已在包装和产品上禁止部分笼统声明。

因此，在标题、五点描述、A+页面和包装上谈可持续时，应只引用你确实获得的认证，并准确说明认证覆盖的范围（例如“外壳使用GRS认证的再生塑料”，而不是“100%环保产品”）。`,
        `The EU Directive on Empowering Consumers for the Green Transition (2024/825) applies in member states from 27 September 2026. It bans generic environmental claims without proof (such as “eco-friendly” or “green”) and sustainability labels that are not based on a certification scheme or set up by public authorities. France and Spain already ban some generic claims on products and packaging.

So when you talk about sustainability in titles, bullet points, A+ content or on the pack, cite only the certifications you actually hold and state exactly what they cover (for example “housing made with GRS-certified recycled plastic”, not “100 % eco-friendly product”).`,
      ),
    },
    {
      blockType: 'steps',
      heading: t('办理流程', 'How it works'),
      items: [
        { title: t('产品评估', 'Product review'), text: t('根据品类、材料、生产工艺和目标站点，筛选可行的认证，比较要求、周期和费用。', 'From your category, materials, production and marketplaces, we shortlist feasible certifications and compare requirements, timelines and costs.') },
        { title: t('准备认证资料', 'Prepare the documents'), text: t('整理物料清单、供应商证明、工厂信息、检测报告等，协助工厂做好审核准备。', 'We gather bills of materials, supplier evidence, factory details and test reports, and help your factory prepare for audits.') },
        { title: t('对接认证机构', 'Work with the certification body'), text: t('提交申请，跟进审核和补充材料，直至取得证书。', 'We submit the application and follow the audit and any requests until the certificate is issued.') },
        { title: t('与亚马逊商品对应', 'Match it to your listings'), text: t('认证数据通常由认证机构同步给亚马逊，或按亚马逊要求提交；我们核对品牌、型号等信息与ASIN一致，确认标志上线。', 'Certification data is usually shared with Amazon by the certification body or submitted as Amazon requires; we check that brand, model and other details match the ASIN and that the badge goes live.') },
        { title: t('维护与续证', 'Maintain and renew'), text: t('跟踪证书有效期和年度审核，新品上架时同步扩展认证范围。', 'We track certificate expiry and annual audits and extend the scope when you launch new products.') },
      ],
    },
    {
      blockType: 'faq',
      heading: t('气候友好承诺常见问题', 'Climate Pledge Friendly questions'),
      items: [
        {
          question: t('任何可持续认证都能获得标志吗？', 'Does any sustainability certification qualify?'),
          answer: t(
            '不是。只有亚马逊项目认可的认证才有效，认可清单会更新，并因站点和品类而不同。选择认证前应先确认它在你的目标站点和品类中被认可。',
            'No. Only certifications recognised by Amazon’s programme count, and the list changes and differs by marketplace and category. Before choosing one, confirm it is recognised for your marketplace and category.',
          ),
        },
        {
          question: t('取得认证后多久能看到标志？', 'How soon after certification does the badge appear?'),
          answer: t(
            '取决于认证机构向亚马逊同步数据的节奏和商品信息的匹配情况，通常需要一段时间处理。如果品牌名、型号与证书不一致，标志可能无法显示，这是最常见的问题。',
            'It depends on how often the certification body shares data with Amazon and on how well your product details match; processing usually takes some time. Brand names or models that differ from the certificate are the most common reason a badge does not appear.',
          ),
        },
        {
          question: t('认证要花多少钱？', 'What does certification cost?'),
          answer: t(
            '费用由认证机构收取，因认证种类、产品数量、工厂数量和审核方式差异很大。我们会在评估阶段为你比较几种可行认证的费用和周期。',
            'Fees are charged by the certification body and vary widely with the certification, number of products and factories and the audit method. We compare the cost and timeline of feasible options during the assessment.',
          ),
        },
        {
          question: t('有了标志，是否可以在包装上写“环保产品”？', 'With the badge, can I call my product “eco-friendly” on the pack?'),
          answer: t(
            '不建议。标志说明的是所获具体认证，不等于产品整体“环保”。欧盟和部分成员国对笼统环境声明的限制越来越严，应只准确描述认证覆盖的内容。',
            'We advise against it. The badge reflects a specific certification, not that the product as a whole is “eco-friendly”. EU and national rules on generic green claims are getting stricter, so describe only what the certification covers.',
          ),
        },
      ],
    },
    {
      blockType: 'cta',
      heading: t('想为产品取得气候友好承诺标志？', 'Want the Climate Pledge Friendly badge for your products?'),
      text: t('把产品和目标站点告诉我们，合规顾问48小时内给出可行的认证方案。', 'Tell us your products and marketplaces and an adviser replies within 48 hours with feasible certification options.'),
      primaryAction: { label: t('咨询认证方案', 'Ask about certification'), url: CONTACT },
      secondaryAction: seePrices,
    },
  ],
}

export const EPR_PAGES: PageSeed[] = [EPR, CBAM, OU_AGENT, COMPLIANCE_SERVICE_EPR, DESIGN_FOR_RECYCLING, RECYCLING_LABELS, CLIMATE_PLEDGE_FRIENDLY]
