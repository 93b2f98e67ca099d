import type { TrademarkRecord } from '@/services/trademarks/records'

/**
 * A small hand-written part of the demo register: invented marks chosen so the demo shows
 * every kind of match (identical, pinyin twin, sound-alike, one letter apart, contains)
 * across offices and statuses. The synthetic generator adds a few thousand more around
 * them. None of these is a real registration.
 */
const mark = (registrationNumber: string, markText: string, office: TrademarkRecord['office'], classes: number[], status: TrademarkRecord['status'], applicant: string, filingDate: string, registrationDate: string | null, goods: string): TrademarkRecord => ({
  registrationNumber,
  markText,
  office,
  classes,
  status,
  applicant,
  filingDate,
  registrationDate,
  goods,
})

export const DEMO_MARKS: TrademarkRecord[] = [
  mark('DM-US-0001', 'Lumora', 20, [9, 11], 'registered', 'Shenzhen Lumora Lighting Co., Ltd.', '2021-03-02', '2022-01-18', 'LED lamps; smart light bulbs; lighting controllers'),
  mark('DM-EU-0002', 'Lumora', 99, [11], 'pending', 'Shenzhen Lumora Lighting Co., Ltd.', '2026-05-11', null, 'Lighting apparatus; LED light strips'),
  mark('DM-UK-0003', 'Loomora', 21, [24], 'registered', 'Loomora Textiles Ltd', '2019-08-20', '2020-02-14', 'Bed linen; curtains; textile fabrics'),
  mark('DM-US-0004', '露茉拉', 20, [3], 'registered', '广州露茉拉化妆品有限公司', '2022-06-09', '2023-04-25', '化妆品；护肤霜；洗面奶'),
  mark('DM-US-0005', 'Lumo Ra', 20, [9], 'expired', 'Lumo Audio Inc.', '2012-02-01', '2012-11-13', 'Headphones; loudspeakers'),
  mark('DM-JP-0006', 'LUMORAX', 24, [9], 'registered', 'Lumorax KK', '2020-10-30', '2021-07-21', 'Mobile phone cases; screen protectors'),
  mark('DM-US-0007', 'Petsy Paws', 20, [18, 31], 'registered', 'Yiwu Petsy Trading Co., Ltd.', '2023-01-15', '2023-11-28', 'Pet leashes; pet collars; pet food'),
  mark('DM-EU-0008', 'Petsie', 99, [18], 'refused', 'Petsie GmbH', '2024-04-03', null, 'Leashes for animals; clothing for pets'),
  mark('DM-US-0009', '悦家', 20, [21, 20], 'registered', '宁波悦家家居用品有限公司', '2021-09-14', '2022-08-02', '厨房用具；收纳盒；家具'),
  mark('DM-UK-0010', 'YUEJIA', 21, [21], 'registered', 'Ningbo Yuejia Homeware Co., Ltd.', '2022-02-22', '2022-07-08', 'Kitchen utensils; storage boxes'),
  mark('DM-US-0011', 'Kidoodle Blocks', 20, [28], 'pending', 'Shantou Kidoodle Toys Co., Ltd.', '2026-02-17', null, 'Building blocks; educational toys'),
  mark('DM-EU-0012', 'Kidoodle', 99, [28, 25], 'registered', 'Kidoodle SAS', '2018-06-05', '2018-12-19', 'Toys; games; children’s clothing'),
  mark('DM-JP-0013', 'Aquavera', 23, [3, 5], 'pending', 'Aquavera Japan KK', '2026-08-01', null, 'Skin care lotions; dietary supplements'),
  mark('DM-US-0014', 'Aquaverra', 20, [3], 'withdrawn', 'Aquaverra LLC', '2017-03-30', null, 'Cosmetics; soaps'),
  mark('DM-UK-0015', 'Trailnest', 21, [22, 25], 'registered', 'Trailnest Outdoor Ltd', '2020-11-12', '2021-05-07', 'Tents; hammocks; outdoor clothing'),
  mark('DM-US-0016', '星途', 20, [12], 'registered', '苏州星途智能出行科技有限公司', '2023-05-19', '2024-03-12', '电动自行车；滑板车'),
  mark('DM-EU-0017', 'XINGTU', 99, [12], 'pending', 'Suzhou Xingtu Mobility Technology Co., Ltd.', '2025-12-03', null, 'Electric bicycles; scooters'),
  mark('DM-US-0018', 'Brewlyn', 20, [30, 21], 'registered', 'Brewlyn Coffee Co.', '2016-04-25', '2017-01-10', 'Coffee; coffee makers (non-electric)'),
]

/** How many synthetic marks the demo register adds, and the generator seed (stable demos). */
export const DEMO_SYNTHETIC_COUNT = 3000
export const DEMO_SYNTHETIC_SEED = 20261122
