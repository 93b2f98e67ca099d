/**
 * What the data files do not carry: a short name per Nice class (1 to 45) for lists and
 * chips, and class 46, a US special class the site offers for US filings but which is no
 * Nice class, so neither the Chinese edition nor the WIPO headings describe it.
 */

export interface ShortName {
  cn: string
  en: string
}

export const FIRST_CLASS = 1
/** The last Nice class; 46 is the US special class beyond it. */
export const LAST_NICE_CLASS = 45
export const US_SPECIAL_CLASS = 46

export const CLASS_SHORT_NAMES: Record<number, ShortName> = {
  1: { cn: '化学原料', en: 'Chemicals' },
  2: { cn: '颜料油漆', en: 'Paints & coatings' },
  3: { cn: '日化用品', en: 'Cosmetics & cleaning' },
  4: { cn: '燃料油脂', en: 'Fuels & lubricants' },
  5: { cn: '医药保健', en: 'Pharmaceuticals & supplements' },
  6: { cn: '金属材料', en: 'Metal goods' },
  7: { cn: '机械设备', en: 'Machinery' },
  8: { cn: '手工器械', en: 'Hand tools' },
  9: { cn: '科学仪器与电子', en: 'Electronics & software' },
  10: { cn: '医疗器械', en: 'Medical devices' },
  11: { cn: '灯具空调', en: 'Lighting, heating & sanitary' },
  12: { cn: '运输工具', en: 'Vehicles' },
  13: { cn: '军火烟火', en: 'Firearms & fireworks' },
  14: { cn: '珠宝钟表', en: 'Jewellery & watches' },
  15: { cn: '乐器', en: 'Musical instruments' },
  16: { cn: '办公用品', en: 'Paper & stationery' },
  17: { cn: '橡胶制品', en: 'Rubber & plastics' },
  18: { cn: '皮革皮具', en: 'Leather goods & bags' },
  19: { cn: '建筑材料', en: 'Building materials' },
  20: { cn: '家具', en: 'Furniture' },
  21: { cn: '厨房洁具', en: 'Household & kitchenware' },
  22: { cn: '绳网袋篷', en: 'Ropes, nets & tents' },
  23: { cn: '纱线丝', en: 'Yarns & threads' },
  24: { cn: '布料床单', en: 'Textiles & bedding' },
  25: { cn: '服装鞋帽', en: 'Clothing & footwear' },
  26: { cn: '纽扣拉链', en: 'Lace, buttons & hair accessories' },
  27: { cn: '地毯席垫', en: 'Carpets & mats' },
  28: { cn: '玩具运动', en: 'Toys & sporting goods' },
  29: { cn: '肉蛋奶食品', en: 'Meat, dairy & processed foods' },
  30: { cn: '方便食品', en: 'Staple foods, coffee & sweets' },
  31: { cn: '农林生鲜', en: 'Fresh produce & animal feed' },
  32: { cn: '啤酒饮料', en: 'Beer & soft drinks' },
  33: { cn: '酒', en: 'Alcoholic beverages' },
  34: { cn: '烟草烟具', en: 'Tobacco & smoking articles' },
  35: { cn: '广告销售', en: 'Advertising & retail services' },
  36: { cn: '金融物管', en: 'Finance, insurance & real estate' },
  37: { cn: '建筑修理', en: 'Construction & repair' },
  38: { cn: '通讯服务', en: 'Telecommunications' },
  39: { cn: '运输贮藏', en: 'Transport & storage' },
  40: { cn: '材料加工', en: 'Treatment of materials' },
  41: { cn: '教育娱乐', en: 'Education & entertainment' },
  42: { cn: '科技服务', en: 'Science & IT services' },
  43: { cn: '餐饮住宿', en: 'Restaurants & accommodation' },
  44: { cn: '医疗园艺', en: 'Medical, beauty & farming services' },
  45: { cn: '社会服务', en: 'Legal, security & personal services' },
  46: { cn: '美国特殊类别', en: 'US special class' },
}

/**
 * Class 46 is described neutrally: the USPTO keeps collective membership marks and
 * certification marks outside the Nice classes, and the site uses 46 for such US
 * filings; it has no similar groups or items.
 */
export const US_SPECIAL_CLASS_DESCRIPTION: ShortName = {
  cn: '美国特殊类别（集体成员标志等）',
  en: 'US special class (e.g. collective membership marks)',
}
