// JSON schemas the model's output is constrained to (a llama.cpp grammar, or an OpenAI-compatible
// `response_format`), and the zod schemas that validate what comes back. Every string has a
// maxLength, every array a maxItems and small integers are enums: unbounded schemas let a weak
// model run into maxTokens, and the bounds also keep the generated token count low (speed).
import { z } from 'zod';

export const LIMITS = {
  evidence: 160,
  verdict: 160,
  listItem: 80,
  listItems: 3,
  guidance: 240,
  question: 160,
  option: 60,
  hint: 120,
  questions: { min: 1, max: 8 },
  options: { min: 2, max: 6 },
  criterionText: 200,
  criteria: { min: 1, max: 12 },
  /** The public API allows 1–15 generated criteria, text 1–500 characters. */
  draftCriteria: 15,
  draftCriterionText: 500,
} as const;

/** A JSON schema as plain data (the subset both llama.cpp grammars and OpenAI structured outputs accept). */
export type JsonSchema = { readonly [key: string]: unknown };

const boundedString = (maxLength: number, minLength = 0): JsonSchema =>
  minLength > 0 ? { type: 'string', minLength, maxLength } : { type: 'string', maxLength };

const stringList = (): JsonSchema => ({
  type: 'array',
  items: boundedString(LIMITS.listItem),
  maxItems: LIMITS.listItems,
});

const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/**
 * Score output: one judgement per criterion, in the criteria's order (the grammar makes the model
 * judge every one), each a verdict and the number of the resume line that shows it best (0 for
 * none): the engine quotes that line as evidence, so evidence costs the model one number instead
 * of a generated quote, and is always the resume's own words. Then the assessment, short.
 */
export function scoreOutputJsonSchema(criteriaCount: number, resumeLineCount: number): JsonSchema {
  const lines = Array.from({ length: resumeLineCount + 1 }, (_, i) => i);
  return object({
    criteria: {
      type: 'array',
      items: object({
        v: { enum: ['met', 'partial', 'not_met'] },
        l: { enum: lines },
      }),
      minItems: criteriaCount,
      maxItems: criteriaCount,
    },
    verdict: boundedString(LIMITS.verdict),
    strengths: stringList(),
    concerns: stringList(),
    focus: stringList(),
  });
}

/** Generation cap of a score output: room for every bound above at ~2 characters per token. */
export function scoreMaxTokens(criteriaCount: number): number {
  return 480 + criteriaCount * 24;
}

export function questionSetJsonSchema(): JsonSchema {
  return object({
    guidance: boundedString(LIMITS.guidance, 1),
    questions: {
      type: 'array',
      items: object({
        type: { enum: ['single', 'multiple'] },
        q: boundedString(LIMITS.question, 1),
        options: {
          type: 'array',
          items: boundedString(LIMITS.option, 1),
          minItems: LIMITS.options.min,
          maxItems: LIMITS.options.max,
        },
        hint: boundedString(LIMITS.hint),
      }),
      minItems: LIMITS.questions.min,
      maxItems: LIMITS.questions.max,
    },
  });
}

export function criteriaJsonSchema(): JsonSchema {
  return object({
    criteria: {
      type: 'array',
      items: object({
        text: boundedString(LIMITS.criterionText, 1),
        importance: { enum: ['MUST_HAVE', 'NICE_TO_HAVE'] },
      }),
      minItems: LIMITS.criteria.min,
      maxItems: LIMITS.criteria.max,
    },
  });
}

// The zod schemas check structure and types; lengths are enforced by clipping during
// normalisation (grammar.parse and JS count characters differently, and remote models overshoot).
const verdictEnum = z.enum(['met', 'partial', 'not_met']);
const lenientList = z.array(z.string()).optional().default([]);

export const ScoreModelOutput = z.object({
  criteria: z.array(
    z.object({
      // Our schema: position = criterion, `l` = resume line. Remote models may still answer with
      // an explicit criterion number or id, or quote evidence themselves: accepted too.
      i: z.number().int().optional(),
      id: z.string().optional(),
      v: verdictEnum,
      l: z.number().int().optional(),
      e: z.string().optional(),
    }),
  ),
  verdict: z.string(),
  strengths: lenientList,
  concerns: lenientList,
  focus: lenientList,
});
export type ScoreModelOutput = z.infer<typeof ScoreModelOutput>;

export const QuestionSetModelOutput = z.object({
  guidance: z.string(),
  questions: z.array(
    z.object({
      type: z.enum(['single', 'multiple']),
      q: z.string(),
      options: z.array(z.string()),
      hint: z.string().nullable().optional(),
    }),
  ),
});
export type QuestionSetModelOutput = z.infer<typeof QuestionSetModelOutput>;

export const CriteriaModelOutput = z.object({
  criteria: z.array(z.object({ text: z.string(), importance: z.enum(['MUST_HAVE', 'NICE_TO_HAVE']) })),
});
export type CriteriaModelOutput = z.infer<typeof CriteriaModelOutput>;
