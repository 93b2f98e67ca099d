import type { PageSeed } from '../types'
import { EPR_PAGES } from './pages-epr'
import { TAX_PAGES } from './pages-tax'

/** The compliance page set of issue 5: tax pages and environmental (EPR) pages. */
export const COMPLIANCE_PAGES: PageSeed[] = [...TAX_PAGES, ...EPR_PAGES]
