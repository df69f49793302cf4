import { AUDIT_ACTOR_TYPES, AUDIT_EVENT_TYPES } from './audit-vocabulary.js';
import { Environment, ExternalId, PageQuery, Timestamp } from './common.js';
import { z } from './zod.js';

export const AuditEventType = z.enum(AUDIT_EVENT_TYPES).openapi('AuditEventType');
export type AuditEventType = z.infer<typeof AuditEventType>;

export const AuditActor = z
  .object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    id: z.string().describe('The API key’s prefix, the administrator’s id, or the name of a system job.'),
  })
  .openapi('AuditActor');

const AuditEventFields = {
  seq: z
    .number()
    .int()
    .describe('Position in the installation’s trail (increasing; other tenants’ events fill the gaps).'),
  id: z.string(),
  at: Timestamp,
  type: AuditEventType,
  actor: AuditActor,
  jobId: z.string().nullable().describe('The job’s external id, where the event concerns a job.'),
  applicationId: z.string().nullable(),
  scoringJobId: z.string().nullable(),
  data: z
    .record(z.string(), z.unknown())
    .describe('Ids, versions, SHA-256 digests and counts; never resume text, names, contact details or demographics.'),
  hash: z.string().describe('SHA-256 (hex) of the event’s canonical form and the previous event’s hash.'),
};

export const AuditEvent = z.object(AuditEventFields).openapi('AuditEvent');
export type AuditEvent = z.infer<typeof AuditEvent>;

const AuditRange = {
  from: Timestamp.optional().describe('Events at or after this time.'),
  to: Timestamp.optional().describe('Events before this time.'),
};

export const ListAuditEventsQuery = PageQuery.extend({
  jobId: ExternalId.optional(),
  applicationId: ExternalId.optional(),
  ...AuditRange,
}).strict();

export const ListAuditEventsResponse = z
  .object({ events: z.array(AuditEvent), nextCursor: z.string().nullable() })
  .openapi('ListAuditEventsResponse');
export type ListAuditEventsResponse = z.infer<typeof ListAuditEventsResponse>;

// ---- admin ----------------------------------------------------------------------------------

export const AdminAuditEventsQuery = PageQuery.extend({
  partnerId: z.string().max(100).optional(),
  environment: Environment.optional(),
  tenant: ExternalId.optional().describe('The tenant’s external id (needs partnerId and environment to be exact).'),
  type: AuditEventType.optional(),
  jobId: ExternalId.optional(),
  applicationId: ExternalId.optional(),
  scoringJobId: z.string().max(100).optional(),
  ...AuditRange,
}).strict();

export const AdminAuditEvent = z
  .object({
    ...AuditEventFields,
    partnerId: z.string().nullable(),
    partnerName: z.string().nullable(),
    environment: Environment.nullable(),
    tenantId: z.string().nullable().describe('Internal tenant id.'),
    tenant: z.string().nullable().describe('The tenant’s external id, while the tenant exists.'),
    prevHash: z.string(),
  })
  .openapi('AdminAuditEvent');
export type AdminAuditEvent = z.infer<typeof AdminAuditEvent>;

export const AdminAuditEventsResponse = z
  .object({ events: z.array(AdminAuditEvent), nextCursor: z.string().nullable() })
  .openapi('AdminAuditEventsResponse');
export type AdminAuditEventsResponse = z.infer<typeof AdminAuditEventsResponse>;
