import { MAX_LENGTH } from '@/services/contact/rules'

/**
 * What a link may prefill in the contact form (`?subject=...&report=<id>`, the report's
 * "enquire" actions): a subject cleaned of control characters and cut to its length, and
 * the address of a saved report, only for a well-formed report id, resolved beside the
 * contact page. Anything else is ignored, so a crafted link cannot put more than a plain
 * subject line into the form.
 */
export function prefillFromQuery(search: string, pageHref: string): { subject: string; reportUrl: string } {
  const query = new URLSearchParams(search)
  const subject = (query.get('subject') ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH.subject)
  const report = query.get('report') ?? ''
  const reportUrl = /^[0-9a-f]{32}$/.test(report) ? new URL(`questionAnswer?reportId=${report}`, pageHref).toString() : ''
  return { subject, reportUrl }
}
