import type { Jurisdiction } from './questions'
import type { Texts } from './types'

/** Report section headings. */
export const JURISDICTION_NAMES: Record<Jurisdiction, Texts> = {
  GB: { cn: '英国', en: 'United Kingdom' },
  DE: { cn: '德国', en: 'Germany' },
  FR: { cn: '法国', en: 'France' },
  IT: { cn: '意大利', en: 'Italy' },
  ES: { cn: '西班牙', en: 'Spain' },
  PL: { cn: '波兰', en: 'Poland' },
  CZ: { cn: '捷克', en: 'Czechia' },
  AT: { cn: '奥地利', en: 'Austria' },
  NL: { cn: '荷兰', en: 'Netherlands' },
  EU: { cn: '欧盟（全境）', en: 'European Union (all member states)' },
  AE: { cn: '阿联酋', en: 'United Arab Emirates' },
  SA: { cn: '沙特阿拉伯', en: 'Saudi Arabia' },
  US: { cn: '美国', en: 'United States' },
  JP: { cn: '日本', en: 'Japan' },
  CA: { cn: '加拿大', en: 'Canada' },
  BR: { cn: '巴西', en: 'Brazil' },
  IN: { cn: '印度', en: 'India' },
  AU: { cn: '澳大利亚', en: 'Australia' },
  KR: { cn: '韩国', en: 'South Korea' },
  PH: { cn: '菲律宾', en: 'Philippines' },
}
