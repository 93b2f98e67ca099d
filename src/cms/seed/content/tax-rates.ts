import type { Payload } from 'payload'
import { COUNTRY_NAMES } from '@/services/pricing/codes'
import type { L } from '../types'
import { createLocalized } from '../write'

/**
 * Tax rates for the calculator (/lz/calculate/{country}), one row per country code of
 * spec 3, as in force in November 2026. Shared by every brand. The USA (101: no VAT,
 * state sales taxes) and the EU as a whole (99: each member state has its own rates)
 * have no row, so their calculator address is a 404 rather than a wrong answer.
 */

const t = (cn: string, en: string): L => ({ cn, en })
const reduced = (rate: number, label: L) => ({ rate, label })

interface TaxRateSeed {
  country: number
  taxName: L
  currency: string
  standardRate: number
  reducedRates: { rate: number; label: L }[]
  /** Service type priced below the calculator: 0 VAT registration, 17 JCT. */
  serviceType: number
  notes: L
}

const EU_STOCK = t(
  '非欧盟卖家在该国存储货物（自有仓、亚马逊FBA、泛欧或中欧计划）即须从首笔销售起注册VAT，非本地卖家没有注册门槛。',
  'A non-EU seller storing goods in this country (own warehouse, Amazon FBA, Pan-EU or Central Europe programme) must register for VAT from the first sale; there is no threshold for non-established sellers.',
)

const note = (extraCn: string, extraEn: string): L => t(`${EU_STOCK.cn}${extraCn}`, `${EU_STOCK.en} ${extraEn}`.trim())

export const TAX_RATES: TaxRateSeed[] = [
  {
    country: 0,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'GBP',
    standardRate: 20,
    reducedRates: [
      reduced(5, t('家用燃料和电力、儿童汽车安全座椅等', 'domestic fuel and power, children’s car seats and similar')),
      reduced(0, t('零税率：大部分食品、书籍报刊、童装等', 'zero rate: most food, books and newspapers, children’s clothing')),
    ],
    serviceType: 0,
    notes: t(
      '在英国持有库存的非英国卖家，从第一笔应税销售起即须注册英国VAT，没有注册门槛；按季度通过“税务数字化”（Making Tax Digital）申报。从境外进口、单票不超过135英镑并直接售予英国消费者的商品，由平台代收VAT。',
      'A seller not established in the UK that holds stock there must register for UK VAT from its first taxable supply; there is no threshold. Returns are quarterly under Making Tax Digital. For consignments of at most GBP 135 imported and sold to UK consumers, the marketplace collects the VAT.',
    ),
  },
  {
    country: 2,
    taxName: t('增值税（Umsatzsteuer）', 'VAT (Umsatzsteuer)'),
    currency: 'EUR',
    standardRate: 19,
    reducedRates: [reduced(7, t('大部分食品、书籍报刊、餐馆餐食（饮品除外）等', 'most food, books and newspapers, restaurant meals (drinks excluded)'))],
    serviceType: 0,
    notes: note('德国按期提交增值税预申报（UStVA），每年另报年度申报表。', 'Germany takes periodic advance returns (UStVA) plus an annual return.'),
  },
  {
    country: 1,
    taxName: t('增值税（TVA）', 'VAT (TVA)'),
    currency: 'EUR',
    standardRate: 20,
    reducedRates: [
      reduced(10, t('餐饮服务、客运、部分住宿等', 'restaurant services, passenger transport, some accommodation')),
      reduced(5.5, t('大部分食品、书籍等', 'most food, books')),
      reduced(2.1, t('医保报销药品、报刊等', 'reimbursable medicines, press publications')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 3,
    taxName: t('增值税（IVA）', 'VAT (IVA)'),
    currency: 'EUR',
    standardRate: 22,
    reducedRates: [
      reduced(10, t('酒店住宿、餐饮服务、部分食品等', 'hotel accommodation, restaurant services, some food')),
      reduced(5, t('部分社会与医疗服务等特定项目', 'certain social and health services and other listed supplies')),
      reduced(4, t('面包、牛奶等基本食品，书籍报刊等', 'basic food such as bread and milk, books and newspapers')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 4,
    taxName: t('增值税（IVA）', 'VAT (IVA)'),
    currency: 'EUR',
    standardRate: 21,
    reducedRates: [
      reduced(10, t('大部分食品、餐饮、酒店住宿、客运等', 'most food, restaurants, hotel accommodation, passenger transport')),
      reduced(4, t('面包、牛奶、鸡蛋、蔬果等基本食品，书籍报刊、药品等', 'basic food such as bread, milk, eggs, fruit and vegetables; books and newspapers; medicines')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 5,
    taxName: t('增值税（VAT / PTU）', 'VAT (PTU)'),
    currency: 'PLN',
    standardRate: 23,
    reducedRates: [
      reduced(8, t('部分食品、餐饮服务、酒店住宿、客运等', 'some food, restaurant services, hotel accommodation, passenger transport')),
      reduced(5, t('大部分基本食品、书籍等', 'most basic food, books')),
    ],
    serviceType: 0,
    notes: note('中欧计划（CEE）会把库存放在波兰，需在波兰注册。', 'The Central Europe programme stores stock in Poland, so it needs a Polish registration.'),
  },
  {
    country: 6,
    taxName: t('增值税（DPH）', 'VAT (DPH)'),
    currency: 'CZK',
    standardRate: 21,
    reducedRates: [reduced(12, t('食品、药品、书籍、餐饮服务、住宿等', 'food, medicines, books, restaurant services, accommodation'))],
    serviceType: 0,
    notes: note('中欧计划（CEE）会把库存放在捷克，需在捷克注册。', 'The Central Europe programme stores stock in Czechia, so it needs a Czech registration.'),
  },
  {
    country: 7,
    taxName: t('增值税（BTW）', 'VAT (BTW)'),
    currency: 'EUR',
    standardRate: 21,
    reducedRates: [reduced(9, t('食品、书籍、药品等', 'food, books, medicines'))],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 8,
    taxName: t('增值税（USt）', 'VAT (USt)'),
    currency: 'EUR',
    standardRate: 20,
    reducedRates: [
      reduced(13, t('文化活动门票、植物鲜花、动物饲料等', 'admission to cultural events, plants and flowers, animal feed')),
      reduced(10, t('大部分食品、书籍、药品、酒店住宿、客运等', 'most food, books, medicines, hotel accommodation, passenger transport')),
      reduced(4.9, t('牛奶、面包、鸡蛋、部分蔬果等指定基本食品（2026年7月1日起）', 'listed basic food such as milk, bread, eggs and some fruit and vegetables (since 1 July 2026)')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 9,
    taxName: t('增值税（BTW / TVA）', 'VAT (BTW / TVA)'),
    currency: 'EUR',
    standardRate: 21,
    reducedRates: [
      reduced(12, t('餐馆餐饮服务、酒店住宿（2026年3月1日起）等', 'restaurant services, hotel accommodation (since 1 March 2026)')),
      reduced(6, t('基本食品、书籍报刊、药品等', 'basic food, books and newspapers, medicines')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 10,
    taxName: t('增值税（moms）', 'VAT (moms)'),
    currency: 'SEK',
    standardRate: 25,
    reducedRates: [
      reduced(12, t('酒店住宿、餐馆餐饮服务等', 'hotel accommodation, restaurant services')),
      reduced(6, t('书籍报刊、客运、文化活动；2026年4月1日至2027年12月31日期间大部分食品也暂按6%', 'books and newspapers, passenger transport, cultural events; from 1 April 2026 to 31 December 2027 also most food (temporary)')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 17,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'EUR',
    standardRate: 23,
    reducedRates: [
      reduced(13.5, t('燃料、建筑服务、部分维修保养服务等', 'fuel, construction services, some repair and maintenance services')),
      reduced(9, t('报纸、体育设施；2026年7月1日起含以餐食为主的餐饮服务和美发', 'newspapers, sports facilities; since 1 July 2026 also food-led catering and hairdressing')),
      reduced(4.8, t('牲畜等', 'livestock')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 21,
    taxName: t('增值税（PVM）', 'VAT (PVM)'),
    currency: 'EUR',
    standardRate: 21,
    reducedRates: [
      reduced(12, t('酒店住宿、定期客运、文化体育活动门票等（2026年起）', 'accommodation, scheduled passenger transport, tickets to cultural and sports events (since 2026)')),
      reduced(5, t('药品、书籍等（2026年起）', 'medicines, books (since 2026)')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 26,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'EUR',
    standardRate: 19,
    reducedRates: [
      reduced(9, t('餐饮服务、酒店住宿、部分客运等', 'restaurant services, hotel accommodation, some passenger transport')),
      reduced(5, t('大部分食品、药品等', 'most food, medicines')),
      reduced(3, t('书籍报刊、残障人士辅助用品等', 'books and newspapers, aids for people with disabilities')),
    ],
    serviceType: 0,
    notes: note('', ''),
  },
  {
    country: 32,
    taxName: t('增值税（MWST / TVA）', 'VAT (MWST / TVA)'),
    currency: 'CHF',
    standardRate: 8.1,
    reducedRates: [
      reduced(3.8, t('住宿服务（特别税率）', 'accommodation (special rate)')),
      reduced(2.6, t('食品、书籍报刊、药品等', 'food, books and newspapers, medicines')),
    ],
    serviceType: 0,
    notes: t(
      '瑞士不属于欧盟，适用自己的增值税法：全球营业额达到10万瑞士法郎并在瑞士有应税销售的境外企业须注册，并指定瑞士税务代表。',
      'Switzerland is outside the EU and has its own VAT law: a foreign business with worldwide turnover of CHF 100,000 or more and taxable supplies in Switzerland must register and appoint a Swiss tax representative.',
    ),
  },
  {
    country: 33,
    taxName: t('增值税（KDV）', 'VAT (KDV)'),
    currency: 'TRY',
    standardRate: 20,
    reducedRates: [
      reduced(10, t('部分食品、餐饮服务等', 'some food, restaurant services')),
      reduced(1, t('面包等基本食品、报刊等', 'basic food such as bread, newspapers and magazines')),
    ],
    serviceType: 0,
    notes: t('土耳其自2023年7月起标准税率为20%，低税率为10%和1%。', 'Since July 2023 Turkey’s standard rate is 20 %, with reduced rates of 10 % and 1 %.'),
  },
  {
    country: 11,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'SAR',
    standardRate: 15,
    reducedRates: [],
    serviceType: 0,
    notes: t(
      '在沙特使用本地库存销售商品即须注册VAT。出口等少数项目适用零税率，计算器按15%标准税率计算。',
      'Selling from stock held in Saudi Arabia requires VAT registration. A few supplies such as exports are zero-rated; the calculator uses the 15 % standard rate.',
    ),
  },
  {
    country: 12,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'AED',
    standardRate: 5,
    reducedRates: [],
    serviceType: 0,
    notes: t(
      '在阿联酋使用本地库存销售商品即须注册VAT。出口等少数项目适用零税率，计算器按5%标准税率计算。',
      'Selling from stock held in the UAE requires VAT registration. A few supplies such as exports are zero-rated; the calculator uses the 5 % standard rate.',
    ),
  },
  {
    country: 31,
    taxName: t('增值税（VAT）', 'VAT'),
    currency: 'EGP',
    standardRate: 14,
    reducedRates: [],
    serviceType: 0,
    notes: t('埃及标准增值税率为14%；部分商品另征表列税（Table Tax），计算器不包含该税种。', 'Egypt’s standard VAT rate is 14 %; some goods also bear Table Tax, which the calculator does not include.'),
  },
  {
    country: 34,
    taxName: t('增值税（IVA）', 'VAT (IVA)'),
    currency: 'MXN',
    standardRate: 16,
    reducedRates: [],
    serviceType: 0,
    notes: t(
      '墨西哥标准增值税率为16%；大部分未加工食品和药品适用0%，符合条件的北部和南部边境地区纳税人可按政府法令适用8%的优惠税率。',
      'Mexico’s standard rate is 16 %; most unprocessed food and medicines are zero-rated, and qualifying businesses in the northern and southern border regions may apply an 8 % incentive rate under a government decree.',
    ),
  },
  {
    country: 100,
    taxName: t('消费税（JCT）', 'consumption tax (JCT)'),
    currency: 'JPY',
    standardRate: 10,
    reducedRates: [reduced(8, t('食品饮料（酒类和堂食除外）、每周发行两次以上的订阅报纸', 'food and drink (alcohol and eating in excluded), subscribed newspapers published at least twice a week'))],
    serviceType: 17,
    notes: t(
      '10%由国税7.8%和地方消费税2.2%组成（8%轻减税率为6.24%和1.76%）。2023年10月起实行合格发票制度；在日本有库存销售的境外卖家，应税销售额超过1,000万日元须注册。',
      'The 10 % is 7.8 % national and 2.2 % local consumption tax (6.24 % and 1.76 % at the reduced 8 %). The qualified invoice system applies since October 2023; a foreign seller selling from Japanese stock above JPY 10 million of taxable sales must register.',
    ),
  },
]

/** Writes the shared tax-rate table once (not per brand), in cn and en. */
export async function seedTaxRates(payload: Payload): Promise<void> {
  for (const [i, { country, taxName, currency, standardRate, reducedRates, serviceType, notes }] of TAX_RATES.entries()) {
    const name = COUNTRY_NAMES[country]
    if (!name) throw new Error(`Seed: no name for country code ${country}`)
    await createLocalized(payload, 'tax-rates', { countryName: name, taxName, reducedRates, notes }, ['cn', 'en'], {
      country,
      currency,
      standardRate,
      serviceType,
      sort: (i + 1) * 10,
      enabled: true,
    })
  }
}
