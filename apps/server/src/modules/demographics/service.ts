import type { RecordDemographicsRequest } from '@rubric/contracts';
import { and, eq, schema, type DbOrTx } from '@rubric/db';
import type { AppContext, AuthInfo } from '../../context.js';
import { appendAuditEvent } from '../audit/index.js';

const { applicationDemographics } = schema;

/** Which application: the tenant's row id and the partner's own job and application ids. */
export interface ApplicationKey {
  tenantId: string;
  jobExternalId: string;
  applicationId: string;
}

/**
 * The sealed room of self-identified demographics. Only this module writes them, only the bias-audit report reads
 * them (as aggregates), and only deletion erases them; nothing under scoring, background or the engines may import
 * this module (eslint.config.js says so). Values are never logged.
 */
export class DemographicsService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  /**
   * Records (or replaces) what the applicant stated, in one transaction with its audit event: `demographics.recorded`
   * names the application and the API key that sent it, and carries no value.
   */
  record(key: ApplicationKey, body: RecordDemographicsRequest, auth: AuthInfo): void {
    const now = this.ctx.clock.now();
    const values = {
      sex: body.sex,
      raceEthnicity: body.raceEthnicity,
      ageBand: body.ageBand ?? null,
      source: body.source,
    };
    this.ctx.db.transaction((tx) => {
      tx.insert(applicationDemographics)
        .values({ ...key, ...values, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            applicationDemographics.tenantId,
            applicationDemographics.jobExternalId,
            applicationDemographics.applicationId,
          ],
          set: { ...values, updatedAt: now },
        })
        .run();
      appendAuditEvent(tx, {
        type: 'demographics.recorded',
        data: {},
        actor: { type: 'partner_key', id: auth.keyPrefix },
        at: now,
        scope: { partnerId: auth.partnerId, environment: auth.environment, tenantId: key.tenantId },
        subject: { jobExternalId: key.jobExternalId, applicationId: key.applicationId },
      });
    });
  }
}

/** Erases one application's demographics inside the deletion's transaction; the tenant's go with its row (cascade). */
export function eraseApplicationDemographics(tx: DbOrTx, key: ApplicationKey): number {
  return tx
    .delete(applicationDemographics)
    .where(
      and(
        eq(applicationDemographics.tenantId, key.tenantId),
        eq(applicationDemographics.jobExternalId, key.jobExternalId),
        eq(applicationDemographics.applicationId, key.applicationId),
      ),
    )
    .run().changes;
}
