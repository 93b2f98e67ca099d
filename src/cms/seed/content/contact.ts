import type { PageSeed } from '../types'

export const CONTACT_PAGES: PageSeed[] = []
