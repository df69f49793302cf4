import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACKUP_KEEP, parseKeepPolicy, type KeepPolicy } from './modules/backup/keep.js';

const validKeepPolicy = (text: string) => {
  try {
    parseKeepPolicy(text);
    return true;
  } catch {
    return false;
  }
};

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

/**
 * Parse processes: half the cores, at least 2 (so one partner's slow file never holds the only one),
 * at most 4 (the same rule as @rubric/resume's defaultParseProcesses; not imported, to keep the CLI's
 * start-up free of the resume pipeline).
 */
export const DEFAULT_PARSE_PROCESSES = Math.min(4, Math.max(2, Math.floor(availableParallelism() / 2)));

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
    'A delivery succeeds on a 2xx within this time (10 s: docs/api-decisions.md; lowered by tests)',
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
    'A task of the llm engine running longer is cancelled alone (the process is restarted only if it does not let the task go within 5 min; 0: no limit)',
  ),
  SCORING_TASK_TIMEOUT_MS: int(20 * 60_000, 0).describe(
    'A scoring attempt running longer is given up (counted as a crash; other jobs go on). 0: no limit',
  ),
  SCORING_AFFINITY_LIMIT: int(4, 1).describe(
    'Consecutive applications of one job the scheduler may pick for prompt-prefix reuse while its partner and tenant are due',
  ),
  PARSE_POOL_SIZE: int(DEFAULT_PARSE_PROCESSES, 1).describe(
    'Resume parse child processes (default: half the cores, at least 2, at most 4)',
  ),
  PARSE_MEMORY_MB: int(640, 64).describe(
    'Resident memory (RSS) one parse process may reach; past it the process is killed and replaced (422)',
  ),
  PARSE_TIMEOUT_MS: int(60_000, 100).describe('Time one parse may take once a process has taken it (422 after)'),
  PARSE_QUEUE_PER_PARTNER: int(20, 1).describe(
    'Resumes one partner may have waiting for a parse process; more are refused (503, Retry-After)',
  ),
  PARSE_QUEUE_WAIT_MS: int(30_000, 100).describe(
    'How long a resume may wait for a parse process before it is refused (503, Retry-After)',
  ),
  PARSE_ZIP_MAX_ENTRIES: int(5_000, 1).describe('DOCX: most ZIP entries (checked before inflating)'),
  PARSE_ZIP_MAX_UNCOMPRESSED_MB: int(100, 1).describe('DOCX: most MB all ZIP entries may inflate to together'),
  PARSE_ZIP_MAX_RATIO: int(100, 1).describe('DOCX: most compression ratio of a ZIP entry over 1 MB'),
  PARSE_PDF_MAX_STREAM_MB: int(128, 1).describe('PDF: most MB one zlib-compressed stream may decode to'),
  PARSE_PDF_MAX_DECODED_MB: int(512, 1).describe('PDF: most MB all zlib-compressed streams may decode to together'),
  INTAKE_MAX_BYTES_IN_FLIGHT_MB: int(256, 1).describe(
    'MB of fetched resume files held at once across all intake; a fetch past it is refused (503, Retry-After)',
  ),
  BATCH_INTAKE_DEADLINE_MS: int(90_000, 100).describe(
    'One deadline for fetching and parsing all resumes of a batch; items not done by then are rejected',
  ),
  BODY_TIMEOUT_MS: int(30_000, 100).describe(
    'How long a request body may take to arrive once its operation reads it (408 and the connection closes after)',
  ),
  SHUTDOWN_GRACE_MS: int(10_000, 0).describe(
    'On SIGTERM/SIGINT: how long in-flight requests and scoring jobs may take to finish',
  ),
  RESUME_FILE_RETENTION_DAYS: int(30, 1).describe('Days a fetched resume file is kept'),
  SCORING_INPUT_RETENTION_DAYS: int(90, 1).describe('Days scoring inputs are kept'),
  BACKUP_DIR: z
    .string()
    .min(1)
    .optional()
    .describe('Folder of scheduled snapshots (database, resume files, secrets, manifest); unset: no scheduled backups'),
  BACKUP_INTERVAL_MINUTES: int(60, 1).describe('Minutes between scheduled snapshots'),
  BACKUP_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('Seconds between snapshots, overriding BACKUP_INTERVAL_MINUTES: for restore drills and tests'),
  BACKUP_KEEP: z
    .string()
    .default(DEFAULT_BACKUP_KEEP)
    .refine(validKeepPolicy, 'a comma-separated list of <count><unit> rules, unit h, d, w or n (e.g. 48h,14d)')
    .describe('Snapshots kept: 48h,14d = the newest of each of the last 48 hours and of the last 14 days'),
  BACKUP_AFTER_COMMAND: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe(
      'Run after each good snapshot (no shell): words split on spaces, {snapshot} and {name} replaced, else the path appended',
    ),
  BACKUP_AFTER_COMMAND_TIMEOUT_MINUTES: int(10, 1).describe(
    'A BACKUP_AFTER_COMMAND running longer is killed and counted as a failure',
  ),
  AUDIT_RETENTION_DAYS: int(1461, 1).describe(
    'Days audit events are kept (default four years); the retention sweep cuts older ones from the start of the trail and records the cut in an audit.checkpoint event',
  ),
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

/** The resume intake's bounds, from the PARSE_* and INTAKE_* settings (server and CLI alike). */
/** How long resume files, scoring inputs and audit events are kept (days). */
export interface RetentionSettings {
  resumeFileDays: number;
  scoringInputDays: number;
  auditDays: number;
}

/**
 * Derived here once: intake stamps each stored file and input with its expiry from it, and the retention sweep
 * (bree's workers and `rubric sweep`) removes what is past it.
 */
export function retentionSettings(config: Config): RetentionSettings {
  return {
    resumeFileDays: config.RESUME_FILE_RETENTION_DAYS,
    scoringInputDays: config.SCORING_INPUT_RETENTION_DAYS,
    auditDays: config.AUDIT_RETENTION_DAYS,
  };
}

/** Scheduled snapshots, derived once from the BACKUP_* settings; null when BACKUP_DIR is not set. */
export interface BackupSettings {
  dir: string;
  intervalMs: number;
  keep: KeepPolicy;
  afterCommand: string | null;
  afterCommandTimeoutMs: number;
}

export function backupSettings(config: Config): BackupSettings | null {
  if (!config.BACKUP_DIR) return null;
  return {
    dir: resolve(config.BACKUP_DIR),
    intervalMs: config.BACKUP_INTERVAL_SECONDS
      ? config.BACKUP_INTERVAL_SECONDS * 1000
      : config.BACKUP_INTERVAL_MINUTES * 60_000,
    keep: parseKeepPolicy(config.BACKUP_KEEP),
    afterCommand: config.BACKUP_AFTER_COMMAND ?? null,
    afterCommandTimeoutMs: config.BACKUP_AFTER_COMMAND_TIMEOUT_MINUTES * 60_000,
  };
}

export function intakeLimits(config: Config) {
  return {
    poolSize: config.PARSE_POOL_SIZE,
    parseMemoryMb: config.PARSE_MEMORY_MB,
    parseTimeoutMs: config.PARSE_TIMEOUT_MS,
    maxQueuedPerPartner: config.PARSE_QUEUE_PER_PARTNER,
    queueWaitMs: config.PARSE_QUEUE_WAIT_MS,
    zipMaxEntries: config.PARSE_ZIP_MAX_ENTRIES,
    zipMaxUncompressedMb: config.PARSE_ZIP_MAX_UNCOMPRESSED_MB,
    zipMaxRatio: config.PARSE_ZIP_MAX_RATIO,
    pdfMaxStreamMb: config.PARSE_PDF_MAX_STREAM_MB,
    pdfMaxDecodedMb: config.PARSE_PDF_MAX_DECODED_MB,
    maxBytesInFlightMb: config.INTAKE_MAX_BYTES_IN_FLIGHT_MB,
  };
}
