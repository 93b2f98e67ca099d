import type { L } from '../types'

/** One client case study as the seed writes it into `case-studies` (cn + en). */
export interface CaseStudySeed {
  title: L
  client: L
  industry: L
  challenge: L
  solution: L
  result: L
  /** Services used, separated by 、 or commas (the page shows them as tags). */
  services: L
  sort: number
}

const t = (cn: string, en: string): L => ({ cn, en })

/**
 * Anonymised client stories for the about page and getSuccessfulCase. Each shows a real
 * obligation (compliance-rules.md) and how it was met; clients are described, not named.
 */
export const CASE_STUDIES_SEED: CaseStudySeed[] = [
  {
    title: t('亚马逊德国站40个ASIN被限制销售：补齐WEEE与电池注册号', '40 listings blocked on Amazon.de: WEEE and battery numbers restored'),
    client: t('深圳某消费电子卖家', 'A consumer-electronics seller from Shenzhen'),
    industry: t('消费电子', 'Consumer electronics'),
    challenge: t(
      '该卖家通过亚马逊泛欧计划销售蓝牙音箱和充电宝，库存分布在德国、法国等多个国家。亚马逊核验EPR信息时，发现其没有德国WEEE注册号和电池注册号，约40个ASIN被限制销售。卖家在德国没有经营机构，此前不知道WEEE注册必须通过授权代表办理，内置电池也要单独履行电池生产者责任。',
      'The seller ships Bluetooth speakers and power banks through Amazon Pan-EU, with stock in Germany, France and other countries. When Amazon checked EPR details it found no German WEEE registration number and no battery registration, and restricted about 40 ASINs. The seller has no German establishment and had not known that WEEE registration then runs through an authorised representative, or that built-in batteries bring their own producer duties.',
    ),
    solution: t(
      '北辰合规担任其在德国的授权代表，按产品类别向德国电子电气设备登记机构（stiftung ear）办理WEEE注册，并依据欧盟电池法规（EU）2023/1542和德国电池法办理电池生产者注册。同时核对了LUCID包装注册和双元系统许可，并因泛欧计划在法国存货，一并办理了法国电子电气设备与电池的UIN。注册号下发后，我们指导卖家在卖家平台逐一填写并申诉恢复listing。',
      'Northstar became the seller’s authorised representative in Germany, registered each product category with the national register (stiftung ear) for WEEE, and registered the seller as a battery producer under EU Battery Regulation 2023/1542 and the German battery law. We also checked its LUCID packaging registration and dual-system licence and, because Pan-EU stores goods in France, obtained French UINs for electrical equipment and batteries. Once the numbers arrived we showed the team where each goes in Seller Central and appealed the restrictions.',
    ),
    result: t(
      '全部受限ASIN恢复销售，德国和法国的EPR注册号均已录入亚马逊后台；此后投放数量按期申报，续期和申报期限由工作台统一提醒。',
      'Every restricted ASIN is selling again, with German and French EPR numbers on file with Amazon. Quantities placed on the market are now reported on schedule, and renewals and deadlines are tracked in the workspace.',
    ),
    services: t('德国WEEE注册、电池法注册、授权代表、法国EPR注册（UIN）', 'German WEEE registration, battery registration, authorised representative, French EPR (UIN)'),
    sort: 1,
  },
  {
    title: t('家纺卖家进入法国：纺织品EPR与包装UIN一次办齐', 'A home-textile seller enters France: textile EPR and packaging UIN in one go'),
    client: t('浙江某家纺品牌卖家', 'A home-textile brand from Zhejiang'),
    industry: t('家居纺织', 'Home textiles'),
    challenge: t(
      '卖家计划在亚马逊法国站上架床品四件套、毛巾和桌布。法国AGEC法规对服装、家用纺织品和鞋类实行生产者延伸责任，亚马逊要求提供对应类别的唯一识别号（UIN）；商品包装还需要单独的包装类UIN，并在标签上加印Triman标识和Info-tri分类说明。卖家此前只在德国办理过包装法。',
      'The seller planned to list bedding sets, towels and table linen on Amazon.fr. France’s AGEC law puts clothing, household linen and footwear under extended producer responsibility, and Amazon asks for the unique identification number (UIN) of that category; the packaging needs a separate packaging UIN, and labels must carry the Triman logo and Info-tri sorting instructions. The seller had so far only registered packaging in Germany.',
    ),
    solution: t(
      '我们梳理了产品清单，确认床品、毛巾、桌布属于家用纺织品类别，协助卖家加入相应的生产者责任组织并取得纺织品UIN，同时办理包装类UIN；按产品逐一设计了含Triman标识和Info-tri说明的法语标签，并整理了年度投放数量的申报口径。',
      'We went through the catalogue, confirmed that bedding, towels and table linen fall in the household-linen category, helped the seller join the producer responsibility organisation for it and obtain the textile UIN, and obtained the packaging UIN as well. We designed French labels with the Triman logo and Info-tri instructions for each product and set out how annual quantities will be declared.',
    ),
    result: t(
      '两个UIN均在上架前录入亚马逊法国站，新品按计划开售，未出现合规下架；每年的投放数量申报由北辰合规代为提交。',
      'Both UINs were on file with Amazon.fr before launch, the range went on sale as planned without compliance removals, and Northstar files the annual quantity declarations.',
    ),
    services: t('法国纺织品EPR、法国包装法（UIN）、标签合规', 'French textile EPR, French packaging EPR (UIN), labelling'),
    sort: 2,
  },
  {
    title: t('五国VAT税号转代理，清理历史漏报', 'Five VAT numbers moved, with a backlog of returns cleared'),
    client: t('广州某户外用品卖家', 'An outdoor-gear seller from Guangzhou'),
    industry: t('户外运动', 'Outdoor and sports'),
    challenge: t(
      '卖家在英国、德国、法国、意大利、西班牙均有VAT税号，由原服务商申报。核对时发现，部分月份实际有销售却按零申报提交，德国和意大利还有两期申报缺失，卖家担心罚款并影响亚马逊店铺。',
      'The seller held VAT numbers in the UK, Germany, France, Italy and Spain, filed by its previous provider. A review showed nil returns submitted for periods with real sales, and two missing returns in Germany and Italy; the seller feared penalties and trouble with its Amazon account.',
    ),
    solution: t(
      '我们先办理五个税号的转代理（税号归卖家所有，号码不变），再用亚马逊VAT交易报告逐期核对已申报数据，列出每个国家少报、漏报的期间与应补税额，经卖家确认后提交更正申报和补报，并补缴税款。英国部分按“税务数字化”（MTD）要求改用兼容软件申报。',
      'We first transferred all five numbers (they belong to the seller, so nothing changes but the agent), then reconciled every filed return against Amazon’s VAT transaction reports. For each country we listed the under-declared and missing periods with the tax due, and after the seller agreed the plan we filed corrections and the missing returns and paid the tax. UK returns moved to Making Tax Digital compatible software.',
    ),
    result: t(
      '约三个月内清理完全部历史问题，五国此后每期按时申报；税号状态、申报期限和缴税提醒都集中在工作台查看。',
      'The backlog was cleared in about three months and every return in all five countries has since been filed on time, with number status, deadlines and payment reminders in one workspace.',
    ),
    services: t('VAT税号转代理、VAT申报、英国VAT注册', 'VAT agent transfer, VAT returns, UK VAT'),
    sort: 3,
  },
  {
    title: t('GPSR生效前夕：玩具品牌指定欧代，更新标签与listing', 'Before GPSR applied: a toy brand appoints an EU responsible person'),
    client: t('汕头澄海某玩具品牌', 'A toy brand from Chenghai, Shantou'),
    industry: t('玩具', 'Toys'),
    challenge: t(
      '欧盟《通用产品安全法规》（EU）2023/988自2024年12月13日起适用，亚马逊和速卖通要求卖家在商品页面填写欧盟境内负责人信息。该品牌在欧盟没有机构，产品和包装上也没有标注欧盟经济经营者；玩具作为CE类产品，还需要齐全的EN 71检测报告和符合性声明。',
      'The EU General Product Safety Regulation 2023/988 applies from 13 December 2024, and Amazon and AliExpress asked the seller to enter an EU responsible person in its listings. The brand had no EU establishment and no EU economic operator on its products or packaging; as CE-marked products, its toys also needed complete EN 71 test reports and a declaration of conformity.',
    ),
    solution: t(
      '北辰合规的欧盟实体担任该品牌的欧盟负责人。我们审核了EN 71检测报告、符合性声明和技术文件，请工厂补测了一个缺失项目；随后在产品包装上加印欧代的名称、邮寄地址和电子联系方式，并在亚马逊五个欧洲站点和速卖通后台填写GPSR信息。英国站另行指定了英国责任人。',
      'Northstar’s EU entity became the brand’s EU responsible person. We reviewed the EN 71 reports, declaration of conformity and technical file and had the factory test one missing item; then the packaging was updated with the responsible person’s name, postal address and electronic contact, and GPSR details were entered on five Amazon EU marketplaces and AliExpress. A separate UK responsible person covers Amazon.co.uk.',
    ),
    result: t(
      'GPSR适用当日全部商品信息已完整，销售未中断；此后收到的两次平台合规核查均在48小时内由欧代回复完成。',
      'All listings were complete on the day GPSR applied and sales continued without a break; two later marketplace compliance checks were answered by the responsible person within 48 hours.',
    ),
    services: t('欧代服务（欧盟负责人）、英代服务（英国责任人）、玩具CE与EN 71审核', 'EU responsible person, UK responsible person, toy CE and EN 71 review'),
    sort: 4,
  },
  {
    title: t('钢制紧固件进口商：用实际排放数据完成CBAM申报', 'A steel-fastener importer files CBAM reports with actual emissions data'),
    client: t('宁波某紧固件企业在荷兰的进口公司', 'The Dutch import company of a Ningbo fastener maker'),
    industry: t('五金与紧固件', 'Hardware and fasteners'),
    challenge: t(
      '该公司从中国工厂进口钢制螺钉、螺栓（海关编码7318），属于欧盟碳边境调节机制（CBAM）覆盖的钢铁制品。过渡期内每季度需提交CBAM报告，申报商品的嵌入排放量；默认值只能在有限情形下使用，工厂和上游线材供应商此前从未核算过排放数据。',
      'The company imports steel screws and bolts (CN 7318) from its Chinese factory. These are iron and steel articles covered by the EU Carbon Border Adjustment Mechanism (CBAM), so during the transitional period it had to file a CBAM report every quarter stating the goods’ embedded emissions. Default values could be used only in limited cases, and neither the factory nor its wire-rod suppliers had ever calculated emissions.',
    ),
    solution: t(
      '我们逐一核对进口商品的海关编码，为工厂制作了排放数据收集模板（直接排放、外购电力、钢材前体），与工厂和线材供应商一起核算嵌入排放量，并按季度在CBAM过渡期登记系统提交报告。同时为2026年起的正式期做准备：该公司年进口量超过50吨，需申请授权CBAM申报人身份，并按年申报、清缴CBAM证书。',
      'We checked the CN code of every imported product, built an emissions data template for the factory covering direct emissions, purchased electricity and steel precursors, calculated embedded emissions with the factory and its wire-rod suppliers, and filed each quarterly report in the CBAM Transitional Registry. We also prepared for the definitive period from 2026: importing more than 50 tonnes a year, the company needs authorised CBAM declarant status, an annual declaration and the surrender of CBAM certificates.',
    ),
    result: t(
      '过渡期每季度报告均按时提交，主要产品全部使用实际排放数据；授权CBAM申报人申请已提交，正式期的数据流程已经跑通。',
      'Every quarterly report was filed on time, using actual emissions data for all main products; the authorised-declarant application has been submitted and the data flow for the definitive period is in place.',
    ),
    services: t('CBAM申报、供应商排放数据核算', 'CBAM reporting, supplier emissions data'),
    sort: 5,
  },
  {
    title: t('独立站卖家跨过1万欧元门槛：OSS与IOSS一并理顺', 'An own-store seller passes EUR 10,000: OSS and IOSS put in order'),
    client: t('杭州某宠物用品独立站卖家', 'A pet-supplies own-store seller from Hangzhou'),
    industry: t('宠物用品', 'Pet supplies'),
    challenge: t(
      '卖家通过自建独立站向欧盟多国消费者销售，一部分货物从中国直邮（单票多在150欧元以下），另一部分从波兰海外仓发出。波兰仓发往其他成员国的远程销售全年已超过10,000欧元，卖家却一直只按波兰税率申报；直邮订单则在清关时由消费者补缴进口VAT，退货和差评不断。',
      'The seller sells to consumers across the EU from its own web store: some orders ship directly from China, mostly in consignments under EUR 150, and others from a warehouse in Poland. Distance sales from Poland to other member states had passed EUR 10,000 for the year, yet everything was still declared at the Polish rate; and customers receiving direct shipments were asked for import VAT at delivery, causing returns and bad reviews.',
    ),
    solution: t(
      '我们先梳理了卖家在波兰的VAT申报，并在波兰登记使用OSS：超过门槛后的跨国远程销售改按目的国税率计税，通过OSS一张申报表申报；同时由北辰合规作为欧盟中间人为其办理IOSS，150欧元以下的直邮订单在结账时收取VAT，清关时不再向消费者收税。网店结账页也按各国税率调整了含税价。',
      'We put the seller’s Polish VAT filing in order and registered it for OSS, so distance sales above the threshold are now taxed at each destination’s rate and declared in a single OSS return. Northstar also acted as its EU intermediary for IOSS, so VAT on direct shipments up to EUR 150 is collected at checkout and nothing is charged at delivery. The store’s checkout now shows VAT-inclusive prices per country.',
    ),
    result: t(
      '补正了此前少计的目的国VAT，此后每季度OSS与每月IOSS申报按时完成；直邮订单的拒收和退货明显减少。',
      'The destination VAT previously under-declared was corrected, quarterly OSS and monthly IOSS returns are filed on time, and refusals and returns of direct shipments dropped markedly.',
    ),
    services: t('欧盟OSS申报、欧盟IOSS注册、波兰VAT申报', 'EU OSS returns, EU IOSS registration, Polish VAT returns'),
    sort: 6,
  },
]
