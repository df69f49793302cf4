import { createHash } from 'node:crypto';
import type { DeletionRequest } from '@rubric/contracts';
import { newId, type Db, type Environment } from '@rubric/db';
import type { TenantInfo } from '../../context.js';
import { ApiError } from '../../errors/api-error.js';
import type { Clock } from '../../lib/clock.js';
import * as q from './queries.js';

export interface DeletionScope {
  partnerId: string;
  environment: Environment;
  tenant: TenantInfo;
}

type DeletionTarget = { scope: 'application'; jobExternalId: string; applicationId: string } | { scope: 'tenant' };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The request record outlives the data, so it names its target only by hashes: the tenant by the hash of its
 * external id (a re-created tenant of the same id still reads it), the application by the hash of
 * (jobId, applicationId). External ids cannot contain a newline, so the joined form is unambiguous.
 */
const tenantKeyOf = (tenantExternalId: string) => sha256(tenantExternalId);
const targetKeyOf = (target: DeletionTarget, tenantExternalId: string) =>
  target.scope === 'application'
    ? sha256(`${target.jobExternalId}\n${target.applicationId}`)
    : tenantKeyOf(tenantExternalId);

interface DeletionServiceDeps {
  db: Db;
  clock: Clock;
  /** Wakes the deletion processor after a new request is committed. */
  notify(): void;
  /** After the commit: scoring in flight for the target is cancelled (the scoring queue no longer hands it out). */
  onRequested?(work: q.DeletionWork): void;
}

export function createDeletionService(deps: DeletionServiceDeps) {
  const { db, clock } = deps;
  const scopeOf = (s: DeletionScope): q.RequestScope => ({
    partnerId: s.partnerId,
    environment: s.environment,
    tenantKey: tenantKeyOf(s.tenant.externalId),
  });

  return {
    /**
     * Records the request and returns at once; the work runs in the background. Whether the target has any data
     * is not looked at here, so an unknown application gets the same answer in the same time as a known one.
     */
    request(scope: DeletionScope, target: DeletionTarget): DeletionRequest {
      const requestScope = scopeOf(scope);
      const targetKey = targetKeyOf(target, scope.tenant.externalId);
      const { row, created, work } = db.transaction((tx) => {
        const open = q.findOpenRequest(tx, requestScope, target.scope, targetKey);
        if (open) return { row: open, created: false, work: null };
        const now = clock.now();
        const work: q.DeletionWork =
          target.scope === 'application'
            ? { tenantId: scope.tenant.id, jobExternalId: target.jobExternalId, applicationId: target.applicationId }
            : { tenantId: scope.tenant.id };
        const fresh = {
          id: newId('del', now),
          partnerId: scope.partnerId,
          environment: scope.environment,
          tenantKey: requestScope.tenantKey,
          scope: target.scope,
          targetKey,
          work,
          status: 'pending' as const,
          attempts: 0,
          lastError: null,
          createdAt: now,
          updatedAt: now,
          completedAt: null,
          failedAt: null,
        };
        q.insertRequest(tx, fresh);
        return { row: fresh, created: true, work };
      });
      if (work) deps.onRequested?.(work);
      if (created) deps.notify();
      return q.deletionRequestView(row);
    },

    get(scope: DeletionScope, id: string): DeletionRequest {
      const row = q.findInScope(db, scopeOf(scope), id);
      if (!row) throw new ApiError('DELETION_REQUEST_NOT_FOUND', `No deletion request "${id.slice(0, 100)}".`);
      return q.deletionRequestView(row);
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
