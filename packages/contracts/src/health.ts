import { z } from './zod.js';

export const EngineStatus = z.object({
  engine: z.enum(['sandbox', 'llm', 'openai']),
  state: z
    .enum(['ready', 'loading', 'unavailable'])
    .describe(
      'ready: scores now; loading: the model is loading (submissions are queued; /readyz answers 503); unavailable: no model or it failed to load (error says why)',
    ),
  modelFile: z.string().nullable(),
  modelName: z.string().nullable(),
  modelSha256: z.string().nullable(),
  loaded: z.boolean(),
  gpu: z.union([z.string(), z.literal(false)]),
  error: z.string().nullable(),
});

/** Scheduled snapshots (BACKUP_DIR): the newest verified one, and failures since the server started. */
export const BackupState = z
  .object({
    enabled: z.boolean().describe('false: BACKUP_DIR is not set, nothing takes backups'),
    intervalSeconds: z.number().nullable(),
    lastSuccessAt: z.iso.datetime().nullable().describe('Time of the newest verified snapshot'),
    lastSuccessAgeSeconds: z.number().int().nullable(),
    stale: z.boolean().describe('No verified snapshot for more than twice the interval'),
    failures: z.number().int().describe('Failed snapshots and failed BACKUP_AFTER_COMMAND runs since the start'),
    lastFailureAt: z.iso.datetime().nullable(),
  })
  .openapi('BackupState');
export type BackupState = z.infer<typeof BackupState>;

export const ReadyzResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.object({ open: z.boolean(), migrationsApplied: z.boolean() }),
    engines: z.object({ test: EngineStatus, live: EngineStatus }),
    scoring: z
      .object({
        pausedPartners: z
          .array(
            z.object({
              partnerId: z.string(),
              partnerName: z.string(),
              pausedAt: z.string().describe('ISO 8601 UTC'),
            }),
          )
          .describe(
            'Partners whose scoring an administrator has paused: their submissions are queued, none is scored until resumed. A pause does not make the appliance not ready.',
          ),
      })
      .describe('The stop control: which partners’ scoring is paused'),
    backup: BackupState.describe('Informational: a stale or failing backup does not make the server not ready'),
  })
  .openapi('ReadyzResponse');
export type ReadyzResponse = z.infer<typeof ReadyzResponse>;
