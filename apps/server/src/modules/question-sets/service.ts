import type { Answer, JobContext, QuestionSet } from '@rubric/contracts';
import { and, eq, lt, newId, schema, type Db } from '@rubric/db';
import type { ScoringEngine } from '@rubric/scoring';
import { ApiError } from '../../errors/api-error.js';
import { iso, type Clock } from '../../lib/clock.js';
import { engineCallError } from '../engines/registry.js';
import * as criteriaQueries from '../criteria/queries.js';

const QUESTION_SET_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type StoredQuestion = QuestionSet['questions'][number];

function mismatch(message: string, field = 'answers'): ApiError {
  return new ApiError('ANSWER_MISMATCH', message, [{ field, code: 'answer_mismatch', message }]);
}

export function createQuestionSetService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const { questionSets, jobs } = schema;

  return {
    async create(
      tenantId: string,
      jobExternalId: string,
      jobContext: JobContext,
      engine: ScoringEngine,
    ): Promise<QuestionSet> {
      const draft = await engine.generateQuestionSet(jobContext).catch((err: unknown) => {
        throw engineCallError(err);
      });
      const now = clock.now();
      const questions: StoredQuestion[] = draft.questions.map((q, i) => ({ id: `q${i + 1}`, ...q }));
      const id = newId('qs', now);
      db.transaction((tx) => {
        const job = criteriaQueries.ensureJob(tx, tenantId, jobExternalId, now);
        tx.insert(questionSets)
          .values({
            id,
            jobId: job.id,
            questions,
            guidance: draft.guidance,
            createdAt: now,
            expiresAt: now + QUESTION_SET_TTL_MS,
          })
          .run();
      });
      return {
        id,
        jobId: jobExternalId,
        questions,
        guidance: draft.guidance,
        expiresAt: iso(now + QUESTION_SET_TTL_MS),
      };
    },

    /**
     * Checks answers against the question set of this tenant's job and turns them into question/answer
     * pairs for the engine. Unknown, foreign or expired sets, unknown questions, options not offered,
     * and several answers to a single-choice question are all ANSWER_MISMATCH.
     */
    resolveAnswers(tenantId: string, jobExternalId: string, questionSetId: string, answers: Answer[]) {
      const row = db
        .select({ set: questionSets })
        .from(questionSets)
        .innerJoin(jobs, eq(jobs.id, questionSets.jobId))
        .where(and(eq(questionSets.id, questionSetId), eq(jobs.tenantId, tenantId), eq(jobs.externalId, jobExternalId)))
        .get();
      if (!row)
        throw mismatch(`Question set "${questionSetId.slice(0, 100)}" does not exist for this job.`, 'questionSetId');
      if (row.set.expiresAt <= clock.now())
        throw mismatch('The question set has expired; create a new one.', 'questionSetId');
      const questions = row.set.questions as StoredQuestion[];
      const byId = new Map(questions.map((q) => [q.id, q]));
      const seenSingle = new Set<string>();
      return answers.map((a, i) => {
        const q = byId.get(a.id);
        if (!q)
          throw mismatch(`Answer ${i} refers to an unknown question "${a.id.slice(0, 100)}".`, `answers[${i}].id`);
        if (!q.options.includes(a.value))
          throw mismatch(`Answer ${i} is not one of the options of question "${q.id}".`, `answers[${i}].value`);
        if (q.selectionType === 'single') {
          if (seenSingle.has(q.id)) throw mismatch(`Question "${q.id}" takes a single answer.`, `answers[${i}].id`);
          seenSingle.add(q.id);
        }
        return { question: q.question, answer: a.value };
      });
    },

    purgeExpired(): number {
      return db.delete(questionSets).where(lt(questionSets.expiresAt, clock.now())).run().changes;
    },
  };
}

export type QuestionSetService = ReturnType<typeof createQuestionSetService>;
