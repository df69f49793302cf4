// Prompt planning, in the inference child: which prompt a task gets (rendered with the model's own
// chat template, cut into token segments), how the scoring prompt is fitted into the context, and
// which leading segments a slot may keep from its previous task.
//
// Prefix reuse: a prompt is evaluated as segments — [template start + instructions] [job part]
// [application] — each in its own evaluation call. A slot remembers the segments it holds, so the
// next application of the same job evaluates only its own segment. Evaluating the same segments
// with the same boundaries whether reused or not keeps the KV cache bit-identical, so a result
// does not depend on what the slot held before (reproducibility).
import {
  LlamaText,
  type ChatHistoryItem,
  type ChatWrapper,
  type LlamaModel,
  type LlamaTextValue,
  type Token,
} from 'node-llama-cpp';
import {
  criteriaJsonSchema,
  questionSetJsonSchema,
  scoreMaxTokens,
  scoreOutputJsonSchema,
  type JsonSchema,
} from '../output-schemas.js';
import {
  criteriaChatPrompt,
  questionSetChatPrompt,
  renderResumeLines,
  renderScoringApplication,
  renderScoringJob,
  resumeLines,
  SCORING_INSTRUCTIONS,
  type ChatPrompt,
} from '../prompts.js';
import { stripControlChars as clean } from '../text.js';
import type { ApplicationInput, SharedScoringContext } from '../types.js';
import type { TaskRequest } from './protocol.js';

// Segment separators inside the chat template's text; stripped from every input beforehand.
const SHARED_MARK = '\u0001';
const APP_MARK = '\u0002';
const MARKS = new RegExp(`[${SHARED_MARK}${APP_MARK}]`, 'u');
const JOB_TRUNCATION_MARKER = '[… job description truncated …]';

/** What one task evaluates and how it may answer. */
export interface PromptPlan {
  /** The prompt's token segments, evaluated in order (the last one is evaluated to sample). */
  segments: Token[][];
  /** The output's JSON schema (the grammar constraining generation). */
  schema: JsonSchema;
  maxTokens: number;
  resumeTruncated: boolean;
}

export class PromptPlanner {
  constructor(
    private readonly model: LlamaModel,
    private readonly chatWrapper: ChatWrapper,
    private readonly contextSize: number,
    private readonly limits: { maxOutputTokens: number | null; maxResumeTokens: number | null },
  ) {}

  plan(task: TaskRequest): PromptPlan {
    switch (task.kind) {
      case 'questionSet':
        return {
          segments: this.#segments(questionSetChatPrompt(task.job)),
          schema: questionSetJsonSchema(),
          maxTokens: this.#capOutput(900),
          resumeTruncated: false,
        };
      case 'criteria':
        return {
          segments: this.#segments(criteriaChatPrompt(task.job, task.answers)),
          schema: criteriaJsonSchema(),
          maxTokens: this.#capOutput(700),
          resumeTruncated: false,
        };
      case 'score':
        return this.planScore(task.shared, task.app);
      default: {
        const never: never = task;
        throw new Error(`unknown task ${JSON.stringify(never)}`);
      }
    }
  }

  #capOutput(wanted: number): number {
    const cap = this.limits.maxOutputTokens ?? wanted;
    return Math.max(16, Math.min(wanted, cap, Math.floor(this.contextSize / 2)));
  }

  /** Fits the job part, the extras and the resume into the context, after the output reserve. */
  planScore(shared: SharedScoringContext, app: ApplicationInput): PromptPlan {
    const maxTokens = this.#capOutput(scoreMaxTokens(shared.criteria.length));
    const available = this.contextSize - maxTokens - 8;
    // The shared part may not depend on the application (or it would not be reusable), so it gets
    // a fixed share: all but the room kept for the application (35%, at least 256 tokens).
    const sharedBudget = available - Math.max(256, Math.floor(available * 0.35));

    // The shared part depends only on the shared context, so every application of a job gets the
    // same (possibly cut) job part and the prefix stays reusable.
    let jobDescription = clean(shared.jobDescription);
    let roleKnowledge = shared.roleKnowledge === null ? null : clean(shared.roleKnowledge);
    let job = renderScoringJob({ ...shared, roleKnowledge }, jobDescription);
    for (let attempt = 0; attempt < 8; attempt++) {
      const over = this.#count(`${SCORING_INSTRUCTIONS}\n\n${job}`) + 16 - sharedBudget;
      if (over <= 0) break;
      const jobTokens = this.#count(jobDescription);
      if (jobTokens > 64 || roleKnowledge === null) {
        jobDescription = this.#cutTokens(jobDescription, Math.max(0, jobTokens - over - 16), JOB_TRUNCATION_MARKER);
      } else {
        roleKnowledge = this.#cutTokens(
          roleKnowledge,
          Math.max(0, this.#count(roleKnowledge) - over - 16),
          '[… truncated …]',
        );
      }
      job = renderScoringJob({ ...shared, roleKnowledge }, jobDescription);
    }

    const build = (resume: string, context: string | null, answers: ApplicationInput['applicationAnswers']) =>
      this.#segments({
        instructions: SCORING_INSTRUCTIONS,
        shared: job,
        user: renderScoringApplication({ ...app, applicationAnswers: answers }, resume, context),
      });

    // Extras (answers, cover letter) may take up to 40% of the application's room; the resume the rest.
    let context = app.context === null ? null : clean(app.context);
    let answers =
      app.applicationAnswers?.map((a) => ({ question: clean(a.question), answer: clean(a.answer) })) ?? null;
    const appRoom = available - tokenCount(build('', null, null));
    const extrasRoom = Math.floor(appRoom * 0.4);
    const baseWithExtras = () => tokenCount(build('', context, answers)) - tokenCount(build('', null, null));
    if (context !== null && baseWithExtras() > extrasRoom) {
      context = this.#cutTokens(
        context,
        Math.max(0, extrasRoom - (tokenCount(build('', null, answers)) - tokenCount(build('', null, null))) - 32),
        '[… truncated …]',
      );
    }
    if (answers !== null && baseWithExtras() > extrasRoom) {
      const each = Math.max(8, Math.floor(extrasRoom / Math.max(1, answers.length)) - 24);
      answers = answers.map((a) => ({
        question: this.#cutTokens(a.question, 16, '…'),
        answer: this.#cutTokens(a.answer, each, '[… truncated …]'),
      }));
    }

    // The resume goes in as numbered lines (the model cites them); a long one keeps as many whole
    // lines as fit, then the truncation marker.
    const lines = resumeLines(app.resumeText);
    const maxResumeTokens = this.limits.maxResumeTokens;
    const fits = (count: number) => {
      const resume = renderResumeLines(lines, count);
      if (maxResumeTokens !== null && count > 0 && this.#count(resume) > maxResumeTokens) return false;
      return tokenCount(build(resume, context, answers)) <= available;
    };
    let shown = lines.length;
    if (!fits(shown)) {
      // The largest count that fits (more lines, more tokens): binary search.
      let low = 0;
      let high = lines.length - 1;
      while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid)) low = mid;
        else high = mid - 1;
      }
      shown = low;
    }
    const segments = build(renderResumeLines(lines, shown), context, answers);
    if (tokenCount(segments) > available)
      throw new Error(`prompt does not fit the context (${tokenCount(segments)} > ${available} tokens)`);
    return {
      segments,
      schema: scoreOutputJsonSchema(shared.criteria.length, shown),
      maxTokens,
      resumeTruncated: shown < lines.length,
    };
  }

  #count(text: string): number {
    return this.model.tokenize(text).length;
  }

  /** Keeps the first `keep` tokens of `text` and appends a visible marker. */
  #cutTokens(text: string, keep: number, marker: string): string {
    const tokens = this.model.tokenize(text);
    if (tokens.length <= keep) return text;
    const head =
      keep > 0
        ? this.model
            .detokenize(tokens.slice(0, keep))
            .replace(/\uFFFD+$/u, '')
            .trimEnd()
        : '';
    return head.length > 0 ? `${head}\n${marker}` : marker;
  }

  /** Renders the prompt with the model's chat template and cuts it into token segments at our marks. */
  #segments(prompt: ChatPrompt): Token[][] {
    const history: ChatHistoryItem[] = [
      {
        type: 'system',
        text: `${clean(prompt.instructions)}${SHARED_MARK}${prompt.shared ? `\n\n${clean(prompt.shared)}` : ''}`,
      },
      { type: 'user', text: `${APP_MARK}${clean(prompt.user)}` },
      { type: 'model', response: [] },
    ];
    const { contextText } = this.chatWrapper.generateContextState({ chatHistory: history });
    const parts: LlamaTextValue[][] = [[]];
    for (const value of contextText.values) {
      if (typeof value !== 'string') {
        parts[parts.length - 1]?.push(value);
        continue;
      }
      const pieces = value.split(MARKS);
      pieces.forEach((piece, i) => {
        if (i > 0) parts.push([]);
        if (piece.length > 0) parts[parts.length - 1]?.push(piece);
      });
    }
    return parts
      .map((values) => LlamaText(values).tokenize(this.model.tokenizer))
      .filter((tokens) => tokens.length > 0);
  }
}

/** Tokens in all segments together. */
export function tokenCount(segments: readonly Token[][]): number {
  return segments.reduce((n, s) => n + s.length, 0);
}

/**
 * How many leading segments of `segments` a slot holding `held` may keep (prefix reuse): whole
 * segments only, and never the last one, which must be evaluated to sample.
 */
export function reusableSegments(held: readonly Token[][], segments: readonly Token[][]): number {
  let keep = 0;
  while (keep < segments.length - 1 && keep < held.length && sameTokens(held[keep], segments[keep])) keep++;
  return keep;
}

function sameTokens(a: readonly Token[] | undefined, b: readonly Token[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
