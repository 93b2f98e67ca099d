import type { Jurisdiction } from './questions'
import type { Texts } from './types'

/** Report section headings. */
export const JURISDICTION_NAMES: Record<Jurisdiction, Texts> = {
  GB: { cn: '英国', en: 'United Kingdom', de: 'Vereinigtes Königreich' },
  DE: { cn: '德国', en: 'Germany', de: 'Deutschland' },
  FR: { cn: '法国', en: 'France', de: 'Frankreich' },
  IT: { cn: '意大利', en: 'Italy', de: 'Italien' },
  ES: { cn: '西班牙', en: 'Spain', de: 'Spanien' },
  PL: { cn: '波兰', en: 'Poland', de: 'Polen' },
  CZ: { cn: '捷克', en: 'Czechia', de: 'Tschechien' },
  AT: { cn: '奥地利', en: 'Austria', de: 'Österreich' },
  NL: { cn: '荷兰', en: 'Netherlands', de: 'Niederlande' },
  EU: { cn: '欧盟（全境）', en: 'European Union (all member states)', de: 'Europäische Union (alle Mitgliedstaaten)' },
  AE: { cn: '阿联酋', en: 'United Arab Emirates', de: 'Vereinigte Arabische Emirate' },
  SA: { cn: '沙特阿拉伯', en: 'Saudi Arabia', de: 'Saudi-Arabien' },
  US: { cn: '美国', en: 'United States', de: 'Vereinigte Staaten' },
  JP: { cn: '日本', en: 'Japan', de: 'Japan' },
  CA: { cn: '加拿大', en: 'Canada', de: 'Kanada' },
  BR: { cn: '巴西', en: 'Brazil', de: 'Brasilien' },
  IN: { cn: '印度', en: 'India', de: 'Indien' },
  AU: { cn: '澳大利亚', en: 'Australia', de: 'Australien' },
  KR: { cn: '韩国', en: 'South Korea', de: 'Südkorea' },
  PH: { cn: '菲律宾', en: 'Philippines', de: 'Philippinen' },
}
