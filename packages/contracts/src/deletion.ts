import { Timestamp } from './common.js';
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

export const DeletionRequestResponse = z.object({ deletionRequest: DeletionRequest }).openapi('DeletionRequestResponse');
export type DeletionRequestResponse = z.infer<typeof DeletionRequestResponse>;
