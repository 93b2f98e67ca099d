import type { PageSeed } from '../types'

export const COMPLIANCE_PAGES: PageSeed[] = []
