import 'server-only'
import { loadDataFile } from '@/lib/content-files'
import { projectPath } from '@/lib/paths'
import { FILING_OPTIONS_FILE, filingOptionsFileSchema, type FilingOptionsFile } from './filing-options'

let loaded: FilingOptionsFile | undefined

/**
 * The filing options' fees and each office's acceleration rule, read and checked on first
 * use and kept for the life of the process. A broken file stops the call with the file,
 * line and field named.
 */
export function filingOptionsData(): FilingOptionsFile {
  loaded ??= loadDataFile(projectPath(FILING_OPTIONS_FILE), filingOptionsFileSchema)
  return loaded
}
