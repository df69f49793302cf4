// One attempt at an application, between the queue's claim and its outcome: load the inputs, prepare
// the text the engine may see (screener instructions removed; identifiers redacted when blind), call the
// engine within the attempt's deadline, check the evidence, and put the flags together.
import { createHash } from 'node:crypto';
import type { ResultFlag, ScoreResult } from '@rubric/contracts';
import { eq, schema, type Db } from '@rubric/db';
import {
  EngineCrashedError,
  type ApplicationPreparer,
  type IntegrityFlag,
  type PreparedApplication,
  type ScoreOutcome,
  type ScoringEngine,
  type SharedScoringContext,
} from '@rubric/scoring/engines';
import * as criteriaQueries from '../modules/criteria/queries.js';
import type { ScoringJobRow } from '../modules/scoring/queries.js';

const { resumeDocuments, scoringInputs } = schema;

/**
 * How long a blind job waits for the preparer's worker to load its tagger (about a second on a quiet
 * host) before preparing here anyway: long enough to spare the API's event loop the tagger in the
 * common case, short enough that a worker slow to start (a busy host) does not hold scoring up.
 */
const PREPARER_WARM_WAIT_MS = 1000;

function warmedOrAfter(preparer: ApplicationPreparer, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    preparer.warm(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A failure that no retry can fix (inputs gone, empty criteria): the job fails at once with `code`. */
export class ScoringFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A job's inputs and the text the engine may see, prepared once for all its attempts. */
export interface PreparedJob {
  doc: { hiddenTextChars: number; ocrUsed: boolean };
  shared: SharedScoringContext;
  blind: boolean;
  prepared: PreparedApplication & { degraded: boolean };
}

/** The engine call ran past SCORING_TASK_TIMEOUT_MS: treated like a crash (retried, then failed). */
export class TaskTimedOut extends EngineCrashedError {}

export function createApplicationScorer(deps: { db: Db; preparer: ApplicationPreparer; taskTimeoutMs: number }) {
  const { db, preparer, taskTimeoutMs } = deps;

  function loadInputs(row: ScoringJobRow) {
    const doc = row.resumeDocumentId
      ? db.select().from(resumeDocuments).where(eq(resumeDocuments.id, row.resumeDocumentId)).get()
      : undefined;
    const inputs = db.select().from(scoringInputs).where(eq(scoringInputs.scoringJobId, row.id)).get();
    if (!doc?.text || !inputs)
      throw new ScoringFailure(
        'SCORING_FAILED',
        'The scoring inputs of this job are no longer stored (retention); submit it again.',
      );
    const criteria = criteriaQueries
      .versionItems(db, row.criteriaVersionId)
      .map((i) => ({ id: i.criterionId, text: i.text, importance: i.importance }));
    if (criteria.length === 0) throw new ScoringFailure('SCORING_FAILED', 'The criteria version of this job is empty.');
    return { doc, inputs, criteria };
  }

  function flagsOf(
    doc: { hiddenTextChars: number; ocrUsed: boolean },
    outcome: ScoreOutcome,
    integrity: readonly IntegrityFlag[],
  ): ResultFlag[] {
    const flags: ResultFlag[] = [];
    if (doc.hiddenTextChars > 0)
      flags.push({
        kind: 'hidden_text',
        message: `${doc.hiddenTextChars} characters of text invisible to a reader were found in the document and ignored.`,
      });
    flags.push(...integrity);
    if (outcome.resumeTruncated)
      flags.push({ kind: 'resume_truncated', message: 'The resume was longer than the model’s context and was cut.' });
    if (doc.ocrUsed)
      flags.push({
        kind: 'ocr_used',
        message: 'Text was read from page images by OCR; recognition errors are possible.',
      });
    return flags;
  }

  /** Keeps what the engine is given beside the other inputs (the retention sweep removes both), for the portal. */
  function recordEngineInput(row: ScoringJobRow, prepared: PreparedApplication): void {
    const { resumeText, applicationAnswers, context } = prepared.input;
    db.update(scoringInputs)
      .set({ engineInput: { resumeText, applicationAnswers, context, redactions: prepared.redactions } })
      .where(eq(scoringInputs.scoringJobId, row.id))
      .run();
  }

  /**
   * Loads a job's inputs and prepares the text the engine may see. The same for every attempt of the job
   * (its inputs never change), so it may run ahead of the claim (prepare-ahead.ts).
   */
  async function prepareJob(row: ScoringJobRow): Promise<PreparedJob> {
    const { doc, inputs, criteria } = loadInputs(row);
    const shared = {
      cacheKey: `${row.jobId}:${row.criteriaVersionId}:${createHash('sha256')
        .update(`${inputs.jobDescription}\u0000${inputs.roleKnowledge ?? ''}`)
        .digest('hex')}`,
      criteria,
      jobDescription: inputs.jobDescription,
      roleKnowledge: inputs.roleKnowledge,
    };
    // Jobs stored before the setting was recorded are scored blind, the default.
    const blind = row.blind ?? true;
    // Blind jobs need the preparer's worker thread and its tagger: until the worker has loaded it, a
    // preparation would run the tagger on this thread and stall the API's event loop for seconds.
    if (blind) await warmedOrAfter(preparer, PREPARER_WARM_WAIT_MS);
    // The engine sees only the prepared text: screener instructions removed, and identifiers too when blind.
    const prepared = await preparer.prepare(
      {
        resumeText: doc.text ?? '',
        applicationAnswers: (inputs.applicationAnswers as Array<{ question: string; answer: string }> | null) ?? null,
        context: inputs.context,
      },
      // Terms the job's own texts use are never redacted (unless they are the candidate's name).
      {
        blind,
        // The file's metadata author: a name only where the resume's text confirms it.
        documentAuthor: doc.authorHint,
        job: {
          jobDescription: inputs.jobDescription,
          roleKnowledge: inputs.roleKnowledge,
          criteria: criteria.map((c) => c.text),
        },
      },
    );
    return { doc, shared, blind, prepared };
  }

  /**
   * One attempt. `ahead` is the job's preparation made before the claim, if any (redone here when it
   * failed); `onEngineDone` runs as soon as the engine call settles, before the evidence check and the
   * result transaction, so that the engine's slot can take the next job at once.
   */
  async function score(
    engine: ScoringEngine,
    row: ScoringJobRow,
    controller: AbortController,
    options: { ahead?: Promise<PreparedJob> | undefined; onEngineDone?: () => void } = {},
  ) {
    const { signal } = controller;
    const fromAhead = options.ahead ? await options.ahead.catch(() => null) : null;
    const { doc, shared, blind, prepared } = fromAhead ?? (await prepareJob(row));
    signal.throwIfAborted();
    recordEngineInput(row, prepared);
    // The deadline is the engine's: preparation has its own bound (rules-only redaction past it).
    let outcome: ScoreOutcome;
    try {
      outcome = await withDeadline(engine.scoreApplication(shared, prepared.input, { signal }), controller);
    } finally {
      options.onEngineDone?.();
    }
    signal.throwIfAborted();
    // Evidence may quote the redacted text, never bring back what was removed.
    const checked = blind ? await preparer.scrub(outcome.result, prepared) : { result: outcome.result, leaks: 0 };
    const flags = flagsOf(doc, outcome, prepared.flags);
    const result: ScoreResult = { ...checked.result, ...(flags.length ? { flags } : {}) };
    return {
      result,
      outcome,
      leaks: checked.leaks,
      redactions: prepared.redactions.reduce((n, r) => n + r.count, 0),
      rulesOnly: prepared.degraded,
    };
  }

  /** The engine call with the attempt's deadline: a hung engine is given up, the slot freed for the next job. */
  function withDeadline<T>(work: Promise<T>, controller: AbortController): Promise<T> {
    if (taskTimeoutMs <= 0) return work;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new TaskTimedOut(`the scoring task ran past SCORING_TASK_TIMEOUT_MS (${taskTimeoutMs} ms)`);
        controller.abort(reason);
        reject(reason);
      }, taskTimeoutMs);
    });
    // A late answer of the abandoned attempt is dropped (its claim is gone); never an unhandled rejection.
    work.catch(() => undefined);
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  }

  return { score, prepareJob };
}

export type ApplicationScorer = ReturnType<typeof createApplicationScorer>;
