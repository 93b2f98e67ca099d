import type { L } from '../types'

export const CASE_STUDIES_SEED: { title: L }[] = []
