/**
 * The text side of trademark search, free of any database: normalised forms of a
 * mark, pinyin and phonetic keys, trigrams, similarity scores and the risk level. The
 * store computes a mark's forms with markForms when importing; the search builds them for
 * the query, lets the database narrow the candidates and ranks them with scoreMark.
 * Server-only (pinyin-pro's dictionary).
 */
export { markForms, markReading, type MarkForms } from './forms'
export { compactForm, hasCjk, MAX_MARK_LENGTH, normalizeMark, scriptRuns, type ScriptRun } from './normalize'
export { markPinyin, type MarkPinyin } from './pinyin'
export { phoneticKey } from './phonetic'
export { trigrams, trigramSimilarity } from './trigrams'
export {
  editDistance,
  isLiveStatus,
  REASON_ORDER,
  riskLevel,
  scoreMark,
  type MarkSimilarity,
  type RiskHit,
  type RiskLevel,
  type SimilarityBasis,
  type SimilarityReason,
} from './score'
