// The format of a labelled evaluation set (docs/eval.md): jobs with criteria, and applications
// with the fit and per-criterion verdicts a careful human reviewer expects.
import { z } from 'zod';

export const EVAL_SET_FORMAT = 'rubric-eval-set/1';

const Verdict = z.enum(['met', 'partial', 'not_met']);

const EvalJob = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  roleKnowledge: z.string().nullable().default(null),
  criteria: z
    .array(
      z.object({
        id: z.string().min(1),
        text: z.string().min(1).max(500),
        importance: z.enum(['MUST_HAVE', 'NICE_TO_HAVE']),
      }),
    )
    .min(1)
    .max(15),
});

const EvalItem = z.object({
  id: z.string().min(1),
  jobId: z.string().min(1),
  resume: z.string().min(1),
  applicationAnswers: z
    .array(z.object({ question: z.string(), answer: z.string() }))
    .nullable()
    .default(null),
  context: z.string().nullable().default(null),
  /** The reviewer's overall fit: any ordered number (1–5 or 0–100); only its rank order is used. */
  expectedFit: z.number(),
  /** Expected verdict per criterion id; criteria left out are not compared. */
  expectedVerdicts: z.record(z.string(), Verdict).default({}),
  note: z.string().optional(),
});

export const EvalSet = z
  .object({
    format: z.literal(EVAL_SET_FORMAT),
    name: z.string().min(1),
    description: z.string().default(''),
    jobs: z.array(EvalJob).min(1),
    items: z.array(EvalItem).min(2),
  })
  .superRefine((set, ctx) => {
    const jobs = new Map(set.jobs.map((j) => [j.id, j]));
    const ids = new Set<string>();
    set.items.forEach((item, i) => {
      if (ids.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', i, 'id'], message: `duplicate item id ${item.id}` });
      ids.add(item.id);
      const job = jobs.get(item.jobId);
      if (!job) {
        ctx.addIssue({ code: 'custom', path: ['items', i, 'jobId'], message: `unknown job ${item.jobId}` });
        return;
      }
      for (const criterionId of Object.keys(item.expectedVerdicts)) {
        if (!job.criteria.some((c) => c.id === criterionId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, 'expectedVerdicts', criterionId],
            message: `job ${job.id} has no criterion ${criterionId}`,
          });
        }
      }
    });
  });
export type EvalSet = z.infer<typeof EvalSet>;

/** Parses and checks a set; the error names the first problems with their paths. */
export function parseEvalSet(json: unknown): EvalSet {
  const parsed = EvalSet.safeParse(json);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  throw new Error(`not a valid evaluation set: ${where}`);
}
