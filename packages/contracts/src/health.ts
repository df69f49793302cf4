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
  })
  .openapi('ReadyzResponse');
export type ReadyzResponse = z.infer<typeof ReadyzResponse>;
