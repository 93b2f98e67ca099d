import 'server-only'
import { loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { DEADLINE_RULES_FILE, deadlineRulesFileSchema, type DeadlineRule } from './deadline-rules'

let loaded: readonly DeadlineRule[] | undefined

/**
 * The deadline series, read and checked on first use and kept for the life of the process.
 * projectPath resolves against SITE_ROOT in the standalone server, so the repository's copy
 * is read there too. A broken file stops the call with the file, line and field named.
 */
export function deadlineRules(): readonly DeadlineRule[] {
  loaded ??= loadDataFile(projectPath(DEADLINE_RULES_FILE), deadlineRulesFileSchema)
  return loaded
}
