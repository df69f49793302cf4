import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

/**
 * Voluntary, self-identified demographics of an application, kept apart from everything scoring reads: only the
 * bias-audit report reads them, and only as aggregates. Keyed by the partner's own ids (the job's external id
 * and the application id), so that they can be recorded before the application is scored. `declined` is stored
 * as given; a missing age band is null. Erased with the application (deletion request) and the tenant (cascade).
 */
export const applicationDemographics = sqliteTable(
  'application_demographics',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    jobExternalId: text('job_external_id').notNull(),
    applicationId: text('application_id').notNull(),
    sex: text('sex').notNull(),
    raceEthnicity: text('race_ethnicity').notNull(),
    ageBand: text('age_band'),
    source: text('source').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.jobExternalId, t.applicationId] })],
);
