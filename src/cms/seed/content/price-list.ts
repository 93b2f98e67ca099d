import type { PriceEntry, Texts } from '@/services/compliance/types'

/**
 * Demo price list in CNY (spec "Recommended-service pricing"; service type, country and
 * trademark item codes of spec section 3). Every service a compliance rule names has an
 * entry here for each of the rule's jurisdictions with a country code, or a country-free
 * entry. `discountPrice` is the amount taken off `unitPrice`.
 */

/** Member prices (spec 3 member levels 1 VIP, 2 SVIP) exist on trademark rows only. */
type Price = Omit<PriceEntry, 'id'> & { memberPrices?: { vip: number; svip: number } }

const t = (cn: string, en: string): Texts => ({ cn, en })

const PER_YEAR = t('元/年', 'CNY / year')
const PER_CATEGORY_YEAR = t('元/类别/年', 'CNY / category / year')
const PER_APPLICATION = t('元/件（1个类别）', 'CNY / application (1 class)')
const PER_MODEL = t('元/型号', 'CNY / model')
const PER_PRODUCT = t('元/个产品', 'CNY / product')

// Country codes (spec "Country codes").
const UK = 0
const FR = 1
const DE = 2
const IT = 3
const ES = 4
const PL = 5
const CZ = 6
const NL = 7
const AT = 8
const BE = 9
const SE = 10
const IE = 17
const SA = 11
const AE = 12
const EU = 99
const JP = 100
const US = 101

/** A compliance service billed per year. */
const yearly = (
  serviceType: number,
  country: number | undefined,
  productName: Texts,
  unitPrice: number,
  discountPrice: number,
  officialFeeIncluded: boolean,
  priceUnit: Texts = PER_YEAR,
): Price => ({
  kind: 'compliance',
  serviceType,
  ...(country === undefined ? {} : { country }),
  productName,
  unitPrice,
  discountPrice,
  priceUnit,
  officialFeeIncluded,
})

/** A one-off compliance service billed per model or product (testing, notifications). */
const perItem = (serviceType: number, country: number, productName: Texts, unitPrice: number, discountPrice: number, priceUnit: Texts): Price =>
  yearly(serviceType, country, productName, unitPrice, discountPrice, false, priceUnit)

/**
 * Member prices for a trademark row: VIP 5 % and SVIP 10 % below the pay price, to the
 * yuan (ipr/sysProduct/getVipSkuDetail shows them; staff may change them in the CMS).
 */
const memberPrices = (unitPrice: number, discountPrice: number) => {
  const pay = unitPrice - discountPrice
  return { vip: Math.round(pay * 0.95), svip: Math.round(pay * 0.9) }
}

/** A trademark filing (service type 0 in the trademark list, with its service item). */
const trademark = (serviceItem: number, country: number, productName: Texts, unitPrice: number, discountPrice: number): Price => ({
  kind: 'trademark',
  serviceType: 0,
  country,
  serviceItem,
  productName,
  unitPrice,
  discountPrice,
  priceUnit: PER_APPLICATION,
  officialFeeIncluded: false,
  memberPrices: memberPrices(unitPrice, discountPrice),
})

/**
 * Service items 1 to 10: one Chinese application for one mark in N classes, official fee
 * included (CNIPA charges 270 yuan per class for an online filing with up to 10 items).
 * The first class costs 700 yuan; every further class 600, less 50 yuan per added class,
 * so a bundle is cheaper than separate filings. No country code: spec 3 has none for China.
 */
const chinaBundle = (classes: number): Price => {
  const unitPrice = 700 + 600 * (classes - 1)
  const discountPrice = 50 * (classes - 1)
  return {
    kind: 'trademark',
    serviceType: 0,
    serviceItem: classes,
    productName: t(`中国商标注册（${classes}个类别）`, `China trademark filing, ${classes} ${classes === 1 ? 'class' : 'classes'}`),
    unitPrice,
    discountPrice,
    priceUnit: t(`元/件（${classes}个类别）`, `CNY / application (${classes} ${classes === 1 ? 'class' : 'classes'})`),
    officialFeeIncluded: true,
    memberPrices: memberPrices(unitPrice, discountPrice),
  }
}

export const PRICE_LIST: Price[] = [
  // VAT registration with a year of filing (service 0)
  yearly(0, UK, t('英国VAT注册及申报', 'UK VAT registration and filing'), 2999, 500, true),
  yearly(0, DE, t('德国VAT注册及申报', 'German VAT registration and filing'), 4999, 0, true),
  yearly(0, FR, t('法国VAT注册及申报', 'French VAT registration and filing'), 6999, 0, true),
  yearly(0, IT, t('意大利VAT注册及申报', 'Italian VAT registration and filing'), 6500, 0, true),
  yearly(0, ES, t('西班牙VAT注册及申报', 'Spanish VAT registration and filing'), 6800, 0, true),
  yearly(0, PL, t('波兰VAT注册及申报', 'Polish VAT registration and filing'), 5800, 800, true),
  yearly(0, CZ, t('捷克VAT注册及申报', 'Czech VAT registration and filing'), 5800, 800, true),
  yearly(0, AT, t('奥地利VAT注册及申报', 'Austrian VAT registration and filing'), 6500, 0, true),
  yearly(0, NL, t('荷兰VAT注册及申报', 'Dutch VAT registration and filing'), 6500, 0, true),
  yearly(0, AE, t('阿联酋VAT注册及申报', 'UAE VAT registration and filing'), 8800, 0, true),
  yearly(0, SA, t('沙特VAT注册及申报', 'Saudi VAT registration and filing'), 9800, 0, true),

  // OSS, IOSS, JCT and GST
  yearly(49, EU, t('欧盟OSS注册及季度申报', 'EU OSS registration and quarterly returns'), 2800, 0, true),
  yearly(12, EU, t('欧盟IOSS注册及中间人服务', 'EU IOSS registration with intermediary'), 6800, 1000, true),
  yearly(17, JP, t('日本JCT消费税注册及申报', 'Japanese JCT registration and filing'), 9800, 0, true),
  yearly(43, undefined, t('澳大利亚GST注册及申报', 'Australian GST registration and filing'), 3800, 0, true),

  // Packaging EPR (service 102)
  yearly(102, DE, t('德国包装法注册（LUCID+双元系统许可）', 'German packaging registration (LUCID and dual-system licence)'), 1299, 200, true),
  yearly(102, FR, t('法国包装EPR注册（UIN）', 'French packaging EPR registration (UIN)'), 1999, 0, false),
  yearly(102, ES, t('西班牙包装EPR注册', 'Spanish packaging EPR registration'), 2500, 0, false),
  yearly(102, IT, t('意大利包装EPR注册（CONAI）', 'Italian packaging EPR registration (CONAI)'), 2800, 0, false),
  yearly(102, PL, t('波兰包装EPR注册（BDO）', 'Polish packaging EPR registration (BDO)'), 2500, 0, false),
  yearly(102, AT, t('奥地利包装EPR注册（含授权代表）', 'Austrian packaging EPR registration (with authorised representative)'), 2800, 0, false),
  yearly(102, NL, t('荷兰包装EPR注册', 'Dutch packaging EPR registration'), 2800, 0, false),

  // WEEE (service 101)
  yearly(101, DE, t('德国WEEE注册', 'German WEEE registration'), 6999, 1000, false),
  yearly(101, FR, t('法国WEEE注册（UIN）', 'French WEEE registration (UIN)'), 4800, 0, false),
  yearly(101, ES, t('西班牙WEEE注册', 'Spanish WEEE registration'), 5800, 0, false),
  yearly(101, UK, t('英国WEEE注册', 'UK WEEE registration'), 4800, 0, false),

  // Batteries (service 103)
  yearly(103, DE, t('德国电池法注册', 'German battery registration'), 3800, 500, false),
  yearly(103, FR, t('法国电池EPR注册（UIN）', 'French battery EPR registration (UIN)'), 3500, 0, false),
  yearly(103, ES, t('西班牙电池法注册', 'Spanish battery registration'), 4200, 0, false),
  yearly(103, IT, t('意大利电池法注册', 'Italian battery registration'), 4500, 0, false),
  yearly(103, PL, t('波兰电池法注册', 'Polish battery registration'), 4500, 0, false),
  yearly(103, CZ, t('捷克电池法注册', 'Czech battery registration'), 4500, 0, false),
  yearly(103, AT, t('奥地利电池法注册', 'Austrian battery registration'), 4500, 0, false),
  yearly(103, NL, t('荷兰电池法注册', 'Dutch battery registration'), 4500, 0, false),
  yearly(103, UK, t('英国电池法注册', 'UK battery registration'), 3800, 0, false),

  // Authorised representatives (104) and UK representative (114)
  yearly(104, DE, t('德国WEEE授权代表', 'German WEEE authorised representative'), 3800, 0, true),
  yearly(104, EU, t('欧盟负责人（GPSR欧代）', 'EU responsible person (GPSR)'), 1999, 300, true),
  yearly(114, UK, t('英国责任人（英代）', 'UK responsible person'), 1999, 300, true),

  // Added WEEE categories (service 106)
  yearly(106, DE, t('德国WEEE新增类别注册', 'German WEEE additional category'), 3500, 0, false, PER_CATEGORY_YEAR),
  yearly(106, FR, t('法国WEEE新增类别申报', 'French WEEE additional category'), 2500, 0, false, PER_CATEGORY_YEAR),
  yearly(106, ES, t('西班牙WEEE新增类别注册', 'Spanish WEEE additional category'), 2800, 0, false, PER_CATEGORY_YEAR),
  yearly(106, UK, t('英国WEEE新增类别申报', 'UK WEEE additional category'), 2500, 0, false, PER_CATEGORY_YEAR),

  // Tyres (129), textiles (115), furniture (116)
  yearly(129, FR, t('法国轮胎EPR注册（UIN）', 'French tyre EPR registration (UIN)'), 4800, 0, false),
  yearly(129, ES, t('西班牙轮胎EPR注册', 'Spanish tyre EPR registration'), 4800, 0, false),
  yearly(115, FR, t('法国纺织品EPR注册（UIN）', 'French textile EPR registration (UIN)'), 2800, 0, false),
  yearly(115, NL, t('荷兰纺织品EPR注册', 'Dutch textile EPR registration'), 3800, 0, false),
  yearly(116, FR, t('法国家具EPR注册（UIN）', 'French furniture EPR registration (UIN)'), 2800, 0, false),

  // Trademark registrations (trademark list service type 0; items 21 UK, 99 EU, 20 US, 23 JP applying)
  trademark(21, UK, t('英国商标注册', 'UK trademark registration'), 1500, 0),
  trademark(99, EU, t('欧盟商标注册', 'EU trademark registration'), 2800, 300),
  trademark(20, US, t('美国商标注册', 'US trademark registration'), 2500, 0),
  trademark(23, JP, t('日本商标注册', 'Japanese trademark registration'), 2800, 0),
  // Item 24: a Japanese mark after the decision to register, when the registration fee is
  // due; the rows below add the Chinese class bundles (items 1 to 10, issue 6).
  trademark(24, JP, t('日本商标注册（核准注册阶段，缴纳注册费）', 'Japanese trademark registration stage (paying the registration fee)'), 1600, 0),
  ...Array.from({ length: 10 }, (_, i) => chinaBundle(i + 1)),

  // Added for the price page and the calculator (issue 5); the rows above are the ones the
  // compliance report tests rely on.
  yearly(0, BE, t('比利时VAT注册及申报', 'Belgian VAT registration and filing'), 6800, 0, true),
  yearly(0, SE, t('瑞典VAT注册及申报', 'Swedish VAT registration and filing'), 6800, 0, true),
  yearly(0, IE, t('爱尔兰VAT注册及申报', 'Irish VAT registration and filing'), 6500, 500, true),
  yearly(44, undefined, t('澳大利亚GST季度申报（已注册卖家）', 'Australian GST quarterly returns (registered sellers)'), 2400, 400, true),
  yearly(50, EU, t('欧盟OSS季度申报（已有OSS登记）', 'EU OSS quarterly returns (existing OSS registration)'), 1800, 0, true),
  perItem(117, EU, t('CE认证：低电压指令（LVD）检测及报告', 'CE marking: Low Voltage Directive (LVD) testing and report'), 3800, 0, PER_MODEL),
  perItem(118, EU, t('CE认证：电磁兼容（EMC）检测及报告', 'CE marking: electromagnetic compatibility (EMC) testing and report'), 3500, 300, PER_MODEL),
  perItem(119, EU, t('RoHS有害物质检测及报告', 'RoHS hazardous-substance testing and report'), 1200, 0, PER_MODEL),
  perItem(140, EU, t('技术文件与欧盟符合性声明（DoC）编制', 'Technical file and EU declaration of conformity'), 1500, 0, PER_MODEL),
  perItem(122, EU, t('玩具EN 71检测及CE认证', 'Toy testing to EN 71 with CE marking'), 4800, 0, PER_MODEL),
  perItem(124, EU, t('欧盟化妆品CPNP通报（含欧盟责任人）', 'EU cosmetics CPNP notification (with EU responsible person)'), 3800, 500, PER_PRODUCT),
  perItem(125, UK, t('英国化妆品SCPN通报（含英国责任人）', 'UK cosmetics SCPN notification (with UK responsible person)'), 3500, 0, PER_PRODUCT),
]
