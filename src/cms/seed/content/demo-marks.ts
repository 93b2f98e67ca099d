import { z } from 'zod'
import { loadDataFile } from '@/lib/content-files'
import { trademarkRecord, type TrademarkRecord } from '@/services/trademarks/records'

/**
 * The demo trademark register, in content/trademarks/demo-marks.yaml: a small hand-written
 * part (invented marks chosen so the demo shows every kind of match across offices and
 * statuses; none is a real registration) and how many generated marks the seed adds around
 * them, with the generator's seed so every demo shows the same register. Each mark is
 * checked against the register's own record format.
 */

export const DEMO_MARKS_FILE = 'content/trademarks/demo-marks.yaml'

export interface DemoRegister {
  marks: TrademarkRecord[]
  synthetic: { count: number; seed: number }
}

export const demoRegisterSchema = z
  .object({
    synthetic: z.object({ count: z.number().int().min(0).max(1_000_000), seed: z.number().int() }).strict(),
    marks: z.array(trademarkRecord).superRefine((marks, ctx) => {
      const seen = new Set<string>()
      marks.forEach((mark, i) => {
        const key = `${mark.office}/${mark.registrationNumber}`
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'registrationNumber'], message: `office ${mark.office} already has a mark numbered ${mark.registrationNumber}` })
        seen.add(key)
      })
    }),
  })
  .strict()

let register: DemoRegister | undefined

/** The file's marks and generator settings; read and checked once per process. */
export function demoRegister(): DemoRegister {
  return (register ??= loadDataFile(DEMO_MARKS_FILE, demoRegisterSchema))
}
