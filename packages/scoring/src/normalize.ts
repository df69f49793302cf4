// Turns any schema-valid model output into a valid result: the model's text is data, and nothing
// it omits, repeats or invents may break the shape the API promises.
import type { z } from 'zod';
import { InvalidModelOutputError } from './errors.js';
import { CriteriaModelOutput, LIMITS, QuestionSetModelOutput, ScoreModelOutput } from './output-schemas.js';
import { computeScore } from './score.js';
import { cleanList, clipText } from './text.js';
import type { CriteriaDraft, CriterionVerdict, QuestionSetDraft, ScoreResult, ScoringCriterion } from './types.js';

export const NO_EVIDENCE = 'No evidence found in the resume.';
/** Evidence of a criterion judged met or partial without a resume line to show for it. */
export const NO_LINE_CITED = 'No resume line cited.';

/** Parses the model's text as JSON and checks it against `schema`; anything else is an InvalidModelOutputError. */
export function parseModelOutput<T extends z.ZodType>(text: string, schema: T, task: string): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidModelOutputError(`${task}: the model's output is not JSON (${text.length} characters)`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new InvalidModelOutputError(`${task}: the model's output does not match the schema (${where})`);
  }
  return parsed.data;
}

/**
 * `resumeLines` are the lines the prompt numbered (prompts.ts resumeLines): a judgement's `l`
 * cites one of them, and that line, clipped, is the evidence. Judgements are by position unless
 * they name their criterion (`i`, 1-based, or `id`) as remote models sometimes do.
 */
export function normalizeScoreOutput(
  output: ScoreModelOutput,
  criteria: readonly ScoringCriterion[],
  resumeLines: readonly string[] = [],
): ScoreResult {
  if (criteria.length === 0) throw new Error('scoring needs at least one criterion');
  const byIndex = new Map<number, { verdict: CriterionVerdict; evidence: string }>();
  const idToIndex = new Map(criteria.map((c, i) => [c.id, i]));
  output.criteria.forEach((judgement, position) => {
    const index =
      judgement.i !== undefined ? judgement.i - 1 : judgement.id !== undefined ? idToIndex.get(judgement.id) : position;
    // Out-of-range or unknown references are ignored; the first judgement of a criterion wins.
    if (index === undefined || index < 0 || index >= criteria.length || byIndex.has(index)) return;
    const cited = judgement.l !== undefined && judgement.l >= 1 ? resumeLines[judgement.l - 1] : undefined;
    const evidence = clipText(cited ?? judgement.e ?? '', LIMITS.evidence);
    byIndex.set(index, { verdict: judgement.v, evidence });
  });
  const judged = criteria.map((c, index) => {
    const j = byIndex.get(index);
    const verdict: CriterionVerdict = j?.verdict ?? 'not_met';
    const evidence = j && j.evidence.length > 0 ? j.evidence : verdict === 'not_met' ? NO_EVIDENCE : NO_LINE_CITED;
    return { criterionId: c.id, text: c.text, importance: c.importance, verdict, evidence };
  });
  const score = computeScore(judged);
  const verdictText = clipText(output.verdict, LIMITS.verdict);
  return {
    score,
    assessment: {
      verdict: verdictText.length > 0 ? verdictText : summaryVerdict(judged),
      strengths: cleanList(output.strengths, LIMITS.listItem, LIMITS.listItems),
      concerns: cleanList(output.concerns, LIMITS.listItem, LIMITS.listItems),
      interviewFocus: cleanList(output.focus, LIMITS.listItem, LIMITS.listItems),
    },
    criteria: judged,
  };
}

/** A factual one-line verdict when the model gave none. */
export function summaryVerdict(judged: ReadonlyArray<{ verdict: CriterionVerdict }>): string {
  const met = judged.filter((j) => j.verdict === 'met').length;
  const partial = judged.filter((j) => j.verdict === 'partial').length;
  return `Meets ${met} of ${judged.length} criteria${partial > 0 ? `, ${partial} partially` : ''}.`;
}

export function normalizeQuestionSet(output: QuestionSetModelOutput): QuestionSetDraft {
  const questions: QuestionSetDraft['questions'] = [];
  const seen = new Set<string>();
  for (const q of output.questions) {
    const question = clipText(q.q, LIMITS.question);
    const options = cleanList(q.options, LIMITS.option, LIMITS.options.max);
    // A question nobody can answer (no text, fewer than two distinct options) is dropped.
    if (question.length === 0 || options.length < LIMITS.options.min || seen.has(question.toLowerCase())) continue;
    seen.add(question.toLowerCase());
    const hint = clipText(q.hint ?? '', LIMITS.hint);
    questions.push({ selectionType: q.type, question, options, hint: hint.length > 0 ? hint : null });
    if (questions.length === LIMITS.questions.max) break;
  }
  if (questions.length === 0) throw new InvalidModelOutputError('question set: no usable question in the model output');
  const guidance = clipText(output.guidance, LIMITS.guidance);
  return {
    guidance: guidance.length > 0 ? guidance : 'Answer each question about the role as precisely as you can.',
    questions,
  };
}

export function normalizeCriteria(output: CriteriaModelOutput): CriteriaDraft {
  const criteria: CriteriaDraft['criteria'] = [];
  const seen = new Set<string>();
  for (const c of output.criteria) {
    const text = clipText(c.text, LIMITS.draftCriterionText);
    // Criteria are matched by text downstream, so texts must be distinct (exactly, as stored).
    if (text.length === 0 || seen.has(text)) continue;
    seen.add(text);
    criteria.push({ text, importance: c.importance });
    if (criteria.length === LIMITS.draftCriteria) break;
  }
  if (criteria.length === 0) throw new InvalidModelOutputError('criteria: no usable criterion in the model output');
  return { criteria };
}

export { CriteriaModelOutput, QuestionSetModelOutput, ScoreModelOutput };
