import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
const engine = z.enum(['sandbox', 'llm', 'openai']);

/**
 * Measured on 2 vCPUs (docs/PERFORMANCE.md): node-llama-cpp's own default of max(4, cores)
 * oversubscribes a small host (decode ~80× slower); one thread per two cores leaves room for the API and
 * the parse workers, and more than 4 buys little on CPU.
 */
export const DEFAULT_LLM_THREADS = Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));

/** Every setting of the README's configuration table, parsed once at boot. */
export const ConfigSchema = z.object({
  PORT: int(8080).describe('TCP port to listen on'),
  HOST: z.string().default('0.0.0.0').describe('Interface to listen on'),
  DATA_DIR: z.string().default('./data').describe('SQLite database, stored resume copies, secrets'),
  MODELS_DIR: z.string().default('./models').describe('GGUF model files'),
  MODEL_FILE: z.string().optional().describe('GGUF file to load (default: the only/first .gguf in MODELS_DIR)'),
  PUBLIC_BASE_URL: z.url().default('http://localhost:8080').describe('Base of error type URIs and links'),
  ADMIN_EMAIL: z.email().optional().describe('Bootstrap admin e-mail (created at start if no admin exists)'),
  ADMIN_PASSWORD: z.string().min(8).optional().describe('Bootstrap admin password'),
  SCORING_ENGINE_TEST: engine.default('sandbox').describe('Engine of the test environment'),
  SCORING_ENGINE_LIVE: engine.default('llm').describe('Engine of the live environment'),
  LLM_BASE_URL: z.string().optional().describe('OpenAI-compatible endpoint for the `openai` engine'),
  LLM_MODEL: z.string().default('default').describe('Model name sent to the `openai` engine'),
  LLM_API_KEY: z.string().optional().describe('Bearer key for the `openai` engine'),
  LLM_CONCURRENCY: int(4, 1).describe(
    "Scoring requests the `openai` engine sends at once per environment: the server's parallel slots (llama.cpp --parallel, vLLM --max-num-seqs)",
  ),
  FETCH_ALLOW_PRIVATE_NETWORKS: bool(false).describe('Allow resume/webhook URLs that resolve to private addresses'),
  FETCH_EXTRA_CA_FILE: z
    .string()
    .optional()
    .describe('Extra trusted CA (PEM) for resume fetching and webhook delivery'),
  WEBHOOK_RETRY_MIN_MS: int(60_000, 1).describe('Backoff lower bound between delivery attempts'),
  WEBHOOK_RETRY_MAX_MS: int(1_800_000, 1).describe('Backoff upper bound between delivery attempts'),
  WEBHOOK_TIMEOUT_MS: int(10_000, 1).describe(
    'A delivery succeeds on a 2xx within this time (CONTRACT: 10 s; lowered by tests)',
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MULTIPLIER: z.coerce
    .number()
    .positive()
    .default(1)
    .describe('Multiplies every bucket limit and in-flight cap'),
  LLM_THREADS: int(DEFAULT_LLM_THREADS, 1).describe(
    'Inference threads of the llm engine (default: half the cores, 1–4)',
  ),
  LLM_CONTEXT_SIZE: int(4096, 512).describe('Context size (tokens) of the llm engine'),
  LLM_SEQUENCES: int(1, 1).describe(
    'Parallel sequences of the llm engine: scoring tasks run at once, each with its own prefix cache (1 on a CPU; more on a GPU)',
  ),
  LLM_PREFIX_REUSE: bool(true).describe('Reuse the shared prompt prefix from the KV cache'),
  LLM_FLASH_ATTENTION: z
    .enum(['auto', 'true', 'false'])
    .default('auto')
    .describe('Flash attention in the llm engine (auto: on with a GPU, off on a CPU)'),
  LLM_GPU: z.enum(['auto', 'false']).default('auto').describe('Use a GPU when node-llama-cpp finds one'),
  LLM_TASK_TIMEOUT_MS: int(15 * 60_000, 0).describe(
    'A task of the llm engine running longer kills and restarts the inference process (0: no limit)',
  ),
  SCORING_TASK_TIMEOUT_MS: int(20 * 60_000, 0).describe(
    'A scoring attempt running longer is given up (counted as a crash; other jobs go on). 0: no limit',
  ),
  SCORING_AFFINITY_LIMIT: int(4, 1).describe(
    'Consecutive applications of one job the scheduler may pick for prompt-prefix reuse while others wait',
  ),
  PARSE_POOL_SIZE: int(1, 1).describe('Resume parse worker threads'),
  SHUTDOWN_GRACE_MS: int(10_000, 0).describe(
    'On SIGTERM/SIGINT: how long in-flight requests and scoring jobs may take to finish',
  ),
  RESUME_FILE_RETENTION_DAYS: int(30, 1).describe('Days a fetched resume file is kept'),
  SCORING_INPUT_RETENTION_DAYS: int(90, 1).describe('Days scoring inputs are kept'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  modelsDir: string;
  publicBaseUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: resolve(c.DATA_DIR),
    modelsDir: resolve(c.MODELS_DIR),
    publicBaseUrl: c.PUBLIC_BASE_URL.replace(/\/+$/, ''),
  };
}
