import { complianceRules, type ReferenceRule } from '@/services/compliance/reference-data'
import { lazyList } from '../lazy-list'

/**
 * The compliance rule set the demo seed writes into the CMS, where compliance staff edit it.
 * The rules live in reference/compliance/rules.yaml (read and checked by
 * services/compliance/reference-data.ts) and are read when the seed first uses them.
 */
export const COMPLIANCE_RULES: ReferenceRule[] = lazyList(complianceRules)
