// The truth files of the resume corpus (eval/resumes/README.md): what a reader sees in each document.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const IDENTIFIER_KINDS = [
  'email',
  'phone',
  'link',
  'handle',
  'domain',
  'address',
  'date_of_birth',
  'age',
  'nationality',
  'marital_status',
  'gender',
  'national_id',
  'passport',
  'photo',
  'religion',
] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export const ResumeTruth = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  file: z.string(),
  format: z.enum(['pdf', 'docx', 'doc']),
  language: z.string(),
  locale: z.string(),
  tool: z.string(),
  features: z.array(z.string()),
  expect: z.enum(['ok', 'RESUME_PARSE_FAILED']),
  ocr: z.boolean(),
  name: z.object({ full: z.string().min(1), variants: z.array(z.string().min(1)) }),
  otherPeople: z.array(z.string()),
  identifiers: z.array(z.object({ kind: z.enum(IDENTIFIER_KINDS), value: z.string().min(1) })),
  mustKeep: z.array(z.string().min(1)),
  jobDescription: z.string().min(1),
  text: z.string().min(1),
  hiddenTextExpected: z.boolean(),
});
export type ResumeTruth = z.infer<typeof ResumeTruth>;

export interface CorpusDocument {
  truth: ResumeTruth;
  bytes: Buffer;
}

/** Every `<id>.truth.json` in `dir` with its document, sorted by id; a malformed truth file throws. */
export function loadCorpus(dir: string, only?: ReadonlySet<string>): CorpusDocument[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.truth.json'))
    .sort()
    .map((f) => {
      const parsed = ResumeTruth.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success)
        throw new Error(`${f}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return parsed.data;
    })
    .filter((t) => !only || only.has(t.id))
    .map((truth) => ({ truth, bytes: readFileSync(join(dir, truth.file)) }));
}
