import { DELETION_REQUEST_STATUSES } from './admin-operations.js';
import { Environment, PageQuery, Timestamp } from './common.js';
import { z } from './zod.js';

export const DeletionRequest = z
  .object({
    id: z.string(),
    scope: z.enum(['application', 'tenant']),
    status: z.enum(['pending', 'completed', 'failed']),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    completedAt: Timestamp.nullable(),
    failedAt: Timestamp.nullable(),
  })
  .openapi('DeletionRequest');
export type DeletionRequest = z.infer<typeof DeletionRequest>;

export const DeletionRequestResponse = z
  .object({ deletionRequest: DeletionRequest })
  .openapi('DeletionRequestResponse');
export type DeletionRequestResponse = z.infer<typeof DeletionRequestResponse>;

/** Admin API (`/admin/api/deletion-requests`): the portal's view, with the retry state partners do not see. */
export const DeletionRequestStatus = z.enum(DELETION_REQUEST_STATUSES);
export type DeletionRequestStatus = z.infer<typeof DeletionRequestStatus>;
export const AdminDeletionRequestsQuery = PageQuery.extend({
  status: DeletionRequestStatus.optional(),
  partnerId: z.string().max(100).optional(),
  environment: Environment.optional(),
});
export type AdminDeletionRequestsQuery = z.infer<typeof AdminDeletionRequestsQuery>;

export const AdminDeletionRequest = DeletionRequest.extend({
  partnerId: z.string(),
  partnerName: z.string(),
  environment: Environment,
  /** Processing runs so far, failed ones included. */
  attempts: z.number().int(),
  /** Why the last run failed (no personal data); null once completed. */
  lastError: z.string().nullable(),
});
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequest>;

export const AdminDeletionRequestsResponse = z.object({
  deletionRequests: z.array(AdminDeletionRequest),
  nextCursor: z.string().nullable(),
});
export type AdminDeletionRequestsResponse = z.infer<typeof AdminDeletionRequestsResponse>;
export const AdminDeletionRequestResponse = z.object({ deletionRequest: AdminDeletionRequest });
export type AdminDeletionRequestResponse = z.infer<typeof AdminDeletionRequestResponse>;
