// What the audit trail records when a scoring job ends: ids, versions and digests of everything the score
// depended on, read inside the transaction that stores the result. Never the text itself.
import type { RedactionKind, ScoreResult } from '@rubric/contracts';
import { eq, prepared, schema, sql, type DbOrTx } from '@rubric/db';
import type { EngineInfo } from '@rubric/scoring';
import { criteriaDigest, engineInputDigest, textDigest, verdictsDigest, type AuditEventData } from '../audit/index.js';
import { versionItems } from '../criteria/queries.js';
import type { ScoringJobRow } from './queries.js';

const inputsOf = (db: DbOrTx) =>
  prepared(db, 'audit.scoringInputs', () =>
    db
      .select({ jobDescription: schema.scoringInputs.jobDescription, engineInput: schema.scoringInputs.engineInput })
      .from(schema.scoringInputs)
      .where(eq(schema.scoringInputs.scoringJobId, sql.placeholder('id')))
      .prepare(),
  );
const documentOf = (db: DbOrTx) =>
  prepared(db, 'audit.resumeDocument', () =>
    db
      .select({ sha256: schema.resumeDocuments.sha256, text: schema.resumeDocuments.text })
      .from(schema.resumeDocuments)
      .where(eq(schema.resumeDocuments.id, sql.placeholder('id')))
      .prepare(),
  );

interface StoredEngineInput {
  redactions?: Array<{ kind: RedactionKind; count: number }>;
}

/** The data of `scoring.completed` for `row`, just scored with `info`'s engine. */
export function completedFacts(
  tx: DbOrTx,
  row: ScoringJobRow,
  result: ScoreResult,
  info: EngineInfo,
): AuditEventData['scoring.completed'] {
  const inputs = inputsOf(tx).get({ id: row.id });
  const doc = row.resumeDocumentId ? documentOf(tx).get({ id: row.resumeDocumentId }) : undefined;
  const engineInput = (inputs?.engineInput ?? null) as StoredEngineInput | null;
  const items = versionItems(tx, row.criteriaVersionId);
  const redactions: Partial<Record<RedactionKind, number>> = {};
  for (const r of engineInput?.redactions ?? []) redactions[r.kind] = (redactions[r.kind] ?? 0) + r.count;
  return {
    scoringJobId: row.id,
    engine: info.engine,
    model: { name: info.modelName, sha256: info.modelSha256 },
    promptVersion: info.promptVersion,
    criteriaVersionId: row.criteriaVersionId,
    criteriaSha256: items.length ? criteriaDigest(items) : null,
    resumeSha256: doc?.sha256 ?? null,
    resumeTextSha256: doc?.text == null ? null : textDigest(doc.text),
    jobDescriptionSha256: inputs ? textDigest(inputs.jobDescription) : null,
    engineInputSha256: engineInput ? engineInputDigest(engineInput) : null,
    blind: { enabled: row.blind ?? true, redactions },
    flags: (result.flags ?? []).map((f) => f.kind),
    score: result.score,
    verdictsSha256: verdictsDigest(result.criteria),
    attempts: row.attempts,
  };
}
