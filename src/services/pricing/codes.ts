import { JURISDICTION_NAMES } from '@/services/compliance/names'
import { JURISDICTIONS, type Jurisdiction } from '@/services/compliance/questions'
import type { PriceKind, Texts } from '@/services/compliance/types'

/**
 * Names for the price list's country codes. Codes the questionnaire also knows take the
 * report's jurisdiction names, so a country is called the same on every page.
 */
const FROM_JURISDICTIONS: Record<number, Texts> = Object.fromEntries(
  (Object.entries(JURISDICTIONS) as [Jurisdiction, { country?: number }][])
    .filter(([, j]) => j.country !== undefined)
    .map(([key, j]) => [j.country!, JURISDICTION_NAMES[key]]),
)

export const COUNTRY_NAMES: Record<number, Texts> = {
  ...FROM_JURISDICTIONS,
  9: { cn: '比利时', en: 'Belgium' },
  10: { cn: '瑞典', en: 'Sweden' },
  17: { cn: '爱尔兰', en: 'Ireland' },
  21: { cn: '立陶宛', en: 'Lithuania' },
  26: { cn: '塞浦路斯', en: 'Cyprus' },
  31: { cn: '埃及', en: 'Egypt' },
  32: { cn: '瑞士', en: 'Switzerland' },
  33: { cn: '土耳其', en: 'Turkey' },
  34: { cn: '墨西哥', en: 'Mexico' },
  // Jurisdictions of the corporate brand's incorporation and maintenance services.
  40: { cn: '中国香港', en: 'Hong Kong' },
  41: { cn: '新加坡', en: 'Singapore' },
  42: { cn: '英属维尔京群岛', en: 'British Virgin Islands' },
  43: { cn: '塞舌尔', en: 'Seychelles' },
}

/** A price row without a country code: a market without a code of its own, or any market. */
export const ANY_COUNTRY: Texts = { cn: '其他市场及通用服务', en: 'Other markets and general services' }

/** Trademark items 1–10 (one mark in N classes) carry no country code: they are Chinese filings. */
export const CHINA_TRADEMARK_OFFICE: Texts = { cn: '中国（国家知识产权局）', en: 'China (CNIPA)' }

export function countryName(code: number | null | undefined, lang: 'cn' | 'en'): string {
  if (code === null || code === undefined) return ANY_COUNTRY[lang]
  return COUNTRY_NAMES[code]?.[lang] ?? (lang === 'cn' ? `国家代码 ${code}` : `Country code ${code}`)
}

/**
 * Names of the service-type codes, read together with the price list's `kind`: each list
 * numbers its services on its own, so the same code means different things (compliance 0 is
 * VAT registration, trademark 0 a trademark filing; compliance 201 the WEEE renewal, corporate
 * 201 the annual review).
 *
 * Compliance conventions: 2xx renew the EPR or representative service 1xx (201 renews 101),
 * 3xx cancel it (301 cancels 101, our own numbering, mirroring the renewals). 10 and 11 are the
 * German recapitulative statement (Zusammenfassende Meldung, ZM), 17 the Japanese consumption
 * tax, 43 and 44 Australian GST (registration with filing; filing for registered sellers),
 * 49 and 50 the EU One-Stop Shop (registration with filing; filing for registered sellers),
 * 15 the Swedish tax on chemicals in certain electronics, 123 the UK Plastic Packaging Tax.
 */
export const SERVICE_TYPE_NAMES: Record<PriceKind, Readonly<Record<number, Texts>>> = {
  compliance: {
    0: { cn: 'VAT注册', en: 'VAT registration' },
    1: { cn: 'VAT转代理', en: 'VAT agent transfer' },
    2: { cn: 'VAT税号注销', en: 'VAT number cancellation' },
    3: { cn: 'VAT授权续期', en: 'VAT authorisation renewal' },
    4: { cn: 'VAT逾期申报', en: 'VAT late filing' },
    5: { cn: '海牙认证', en: 'Hague apostille' },
    6: { cn: '转代理（含海牙认证）', en: 'Agent transfer with apostille' },
    7: { cn: '转代理（无需海牙认证）', en: 'Agent transfer without apostille' },
    8: { cn: '标准税率申请', en: 'Standard rate application' },
    9: { cn: '补差价', en: 'Price difference' },
    10: { cn: 'ZM申报', en: 'ZM filing (German EC sales list)' },
    11: { cn: 'ZM逾期申报', en: 'ZM late filing' },
    12: { cn: 'IOSS注册', en: 'IOSS registration' },
    15: { cn: '化学品税', en: 'Chemical tax' },
    17: { cn: '日本JCT', en: 'Japanese consumption tax (JCT)' },
    21: { cn: '税号公司名称变更', en: 'Change of name on the tax number' },
    22: { cn: '申报更正', en: 'Change of a filed return' },
    23: { cn: '地址变更', en: 'Change of address' },
    24: { cn: '税务问询协助', en: 'Tax enquiry assistance' },
    25: { cn: '税号激活', en: 'Tax number activation' },
    26: { cn: '退税支票处理', en: 'Tax refund cheque handling' },
    27: { cn: '罚款处理', en: 'Penalty handling' },
    28: { cn: '年报逾期申报', en: 'Late annual return' },
    29: { cn: '定制增值服务', en: 'Custom value-added service' },
    43: { cn: 'GST注册', en: 'GST registration' },
    44: { cn: 'GST申报', en: 'GST filing' },
    49: { cn: 'OSS注册', en: 'OSS registration' },
    50: { cn: 'OSS申报', en: 'OSS filing' },
    101: { cn: 'WEEE注册', en: 'WEEE registration' },
    102: { cn: '包装法注册', en: 'Packaging registration' },
    103: { cn: '电池法注册', en: 'Battery registration' },
    104: { cn: '授权代表', en: 'Authorised representative' },
    105: { cn: '包装法转入申报', en: 'Packaging filing transferred to us' },
    106: { cn: 'WEEE新增类别', en: 'WEEE additional category' },
    107: { cn: '包装法新增类别', en: 'Packaging additional category' },
    108: { cn: '电池法新增类别', en: 'Battery additional category' },
    110: { cn: 'WEEE增值服务', en: 'WEEE value-added service' },
    111: { cn: '包装法增值服务', en: 'Packaging value-added service' },
    112: { cn: '电池法增值服务', en: 'Battery value-added service' },
    113: { cn: '欧代增值服务', en: 'EU representative value-added service' },
    114: { cn: '英代（英国责任人）', en: 'UK representative (UK responsible person)' },
    115: { cn: '纺织品EPR注册', en: 'Textile EPR registration' },
    116: { cn: '家具EPR注册', en: 'Furniture EPR registration' },
    117: { cn: 'CE认证：低电压指令检测', en: 'CE marking: low-voltage testing' },
    118: { cn: 'CE认证：电磁兼容检测', en: 'CE marking: EMC testing' },
    119: { cn: 'RoHS检测', en: 'RoHS testing' },
    122: { cn: '玩具检测认证', en: 'Toy testing and certification' },
    123: { cn: '塑料税', en: 'Plastic tax' },
    124: { cn: 'CPNP化妆品通报', en: 'CPNP cosmetics notification' },
    125: { cn: 'SCPN化妆品通报', en: 'SCPN cosmetics notification' },
    129: { cn: '轮胎EPR注册', en: 'Tyre EPR registration' },
    140: { cn: '技术文件与符合性声明', en: 'Technical file and declaration of conformity' },
    201: { cn: 'WEEE续费', en: 'WEEE renewal' },
    202: { cn: '包装法续费', en: 'Packaging renewal' },
    203: { cn: '电池法续费', en: 'Battery renewal' },
    204: { cn: '授权代表续费', en: 'Authorised representative renewal' },
    301: { cn: 'WEEE注销', en: 'WEEE cancellation' },
    302: { cn: '包装法注销', en: 'Packaging cancellation' },
    303: { cn: '电池法注销', en: 'Battery cancellation' },
    304: { cn: '授权代表注销', en: 'Authorised representative cancellation' },
    1015: { cn: '余额充值', en: 'Balance top-up' },
  },
  trademark: {
    0: { cn: '商标注册', en: 'Trademark filing' },
  },
  corporate: {
    200: { cn: '公司注册', en: 'Incorporation' },
    201: { cn: '年审', en: 'Annual review' },
    202: { cn: '公司秘书', en: 'Company secretary' },
    203: { cn: '记账报税', en: 'Bookkeeping and tax return' },
    204: { cn: '审计安排', en: 'Audit arrangement' },
    205: { cn: '银行开户协助', en: 'Bank account opening support' },
    206: { cn: '注册地址或注册代理', en: 'Registered office or agent' },
  },
}

/**
 * The name of a service type in its list. A compliance 2xx or 3xx without a name of its own
 * renews or cancels the service 1xx it mirrors.
 */
export function serviceTypeName(kind: PriceKind, serviceType: number, lang: 'cn' | 'en'): string {
  const own = SERVICE_TYPE_NAMES[kind][serviceType]
  if (own) return own[lang]
  if (kind === 'compliance' && serviceType >= 200 && serviceType < 400) {
    const base = SERVICE_TYPE_NAMES.compliance[(serviceType % 100) + 100]
    if (base) {
      const renewal = serviceType < 300
      return lang === 'cn' ? `${base.cn}${renewal ? '续费' : '注销'}` : `${base.en} ${renewal ? 'renewal' : 'cancellation'}`
    }
  }
  return lang === 'cn' ? `服务代码 ${serviceType}` : `Service code ${serviceType}`
}

/**
 * The price page's sections: the price list's service types gathered by what they are for.
 * Each list (kind) keeps its own codes, so a category is always found from kind and code.
 */
export const PRICE_CATEGORIES = [
  'vat',
  'vatAgent',
  'vatAssistance',
  'indirectTax',
  'epr',
  'eprServices',
  'representative',
  'product',
  'renewal',
  'cancellation',
  'trademark',
  'corporate',
  'account',
  'other',
] as const
export type PriceCategory = (typeof PRICE_CATEGORIES)[number]

/** Names of the categories, as the price page and the price calls show them. */
export const CATEGORY_NAMES: Record<PriceCategory, Texts> = {
  vat: { cn: 'VAT 注册与申报', en: 'VAT registration and filing' },
  vatAgent: { cn: 'VAT 转代理、授权与注销', en: 'VAT agent transfers, authorisations and cancellations' },
  vatAssistance: { cn: 'VAT 信息变更与税局事务', en: 'VAT changes and tax-office matters' },
  indirectTax: { cn: 'OSS、IOSS、JCT 与 GST', en: 'OSS, IOSS, JCT and GST' },
  epr: { cn: 'EPR 生产者责任（包装、WEEE、电池等）', en: 'EPR producer responsibility (packaging, WEEE, batteries and more)' },
  eprServices: { cn: 'EPR 转入与增值服务', en: 'EPR transfers and value-added services' },
  representative: { cn: '欧代、英代与授权代表', en: 'EU, UK and authorised representatives' },
  product: { cn: '产品检测与认证', en: 'Product testing and certification' },
  renewal: { cn: 'EPR 与授权代表续费', en: 'EPR and representative renewals' },
  cancellation: { cn: 'EPR 与授权代表注销', en: 'EPR and representative cancellations' },
  trademark: { cn: '商标注册', en: 'Trademark registration' },
  corporate: { cn: '公司注册与维护', en: 'Company formation and maintenance' },
  account: { cn: '账户充值与补差价', en: 'Account top-ups and price differences' },
  other: { cn: '其他服务', en: 'Other services' },
}

export function categoryName(category: PriceCategory, locale: string): string {
  return CATEGORY_NAMES[category][locale === 'cn' ? 'cn' : 'en']
}

/** The compliance list's codes of each category, in the order they are shown. 2xx and 3xx: see priceCategory. */
const CATEGORY_OF_TYPE: [PriceCategory, readonly number[]][] = [
  // registration with filing, standard rate, the German ZM, late filing, late annual return
  ['vat', [0, 8, 10, 4, 11, 28]],
  // agent transfers (with or without apostille), apostille, authorisation renewal, cancellation
  ['vatAgent', [1, 7, 6, 5, 3, 2]],
  // changes of name, return and address; enquiries, activation, refund cheques, penalties, custom work
  ['vatAssistance', [21, 22, 23, 24, 25, 26, 27, 29]],
  // IOSS, OSS, JCT, GST, Swedish chemical tax, UK plastic packaging tax
  ['indirectTax', [12, 49, 50, 17, 43, 44, 15, 123]],
  // WEEE, packaging, batteries, their added categories, textiles, furniture, tyres
  ['epr', [101, 102, 103, 106, 107, 108, 115, 116, 129]],
  // packaging transfer filing, WEEE, packaging and battery value-added services
  ['eprServices', [105, 110, 111, 112]],
  // authorised representative, EU representative value-added service, UK representative
  ['representative', [104, 113, 114]],
  // testing and certification, toys, cosmetics (CPNP, SCPN)
  ['product', [117, 118, 119, 140, 122, 124, 125]],
  // price differences and balance top-ups
  ['account', [9, 1015]],
]

export function priceCategory(kind: PriceKind, serviceType: number): PriceCategory {
  if (kind === 'trademark' || kind === 'corporate') return kind
  const found = CATEGORY_OF_TYPE.find(([, types]) => types.includes(serviceType))
  if (found) return found[0]
  if (serviceType >= 200 && serviceType < 300) return 'renewal'
  if (serviceType >= 300 && serviceType < 400) return 'cancellation'
  return 'other'
}

/** Position of a service type inside its category, so related services sit together. */
export function serviceTypeOrder(kind: PriceKind, serviceType: number): number {
  if (kind !== 'compliance') return serviceType
  for (const [, types] of CATEGORY_OF_TYPE) {
    const i = types.indexOf(serviceType)
    if (i >= 0) return i
  }
  return 1000 + serviceType
}

/** Every compliance service type the price list must price (the names above). */
export const COMPLIANCE_SERVICE_TYPES: readonly number[] = Object.keys(SERVICE_TYPE_NAMES.compliance).map(Number)
