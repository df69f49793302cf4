import type { ReadyzResponse } from '@rubric/contracts';
import type { Environment } from '@rubric/db';
import {
  createEngine,
  EngineUnavailableError,
  type EngineInfo,
  type EngineKind,
  type ScoringEngine,
} from '@rubric/scoring/engines';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { ApiError } from '../../errors/api-error.js';

export interface EngineRegistry {
  for(environment: Environment): ScoringEngine;
  /**
   * For queued work (submissions, batches): the engine if it runs now or will once its model has loaded;
   * 503 with the reason only when none is configured or it failed to load.
   */
  accepting(environment: Environment): ScoringEngine;
  /** For work done inside the request (question sets, criteria): the engine if it runs now, else 503 + Retry-After. */
  ready(environment: Environment): ScoringEngine;
  /** True while a configured model is loading (readiness: /readyz answers 503). */
  loading(): boolean;
  status(): ReadyzResponse['engines'];
  start(): Promise<void>;
  close(): Promise<void>;
}

function build(kind: EngineKind, config: Config, log: Logger): ScoringEngine {
  switch (kind) {
    case 'sandbox':
      return createEngine('sandbox');
    case 'llm':
      return createEngine('llm', {
        modelsDir: config.modelsDir,
        modelFile: config.MODEL_FILE ?? null,
        threads: config.LLM_THREADS,
        contextSize: config.LLM_CONTEXT_SIZE,
        sequences: config.LLM_SEQUENCES,
        flashAttention: config.LLM_FLASH_ATTENTION === 'auto' ? 'auto' : config.LLM_FLASH_ATTENTION === 'true',
        prefixReuse: config.LLM_PREFIX_REUSE,
        gpu: config.LLM_GPU === 'auto' ? 'auto' : false,
        taskTimeoutMs: config.LLM_TASK_TIMEOUT_MS,
        // The runner keeps LLM_SEQUENCES tasks in flight; the context gets one sequence (own prefix cache) each.
        log: (obj, msg) => log.info(obj, msg),
      });
    case 'openai':
      return createEngine('openai', {
        baseUrl: config.LLM_BASE_URL ?? 'http://127.0.0.1:8081',
        model: config.LLM_MODEL,
        apiKey: config.LLM_API_KEY ?? null,
        concurrency: config.LLM_CONCURRENCY,
      });
    default: {
      const never: never = kind;
      throw new Error(`unknown engine ${String(never)}`);
    }
  }
}

/** Retry-After while a model loads: a small model loads in seconds, a large one in a minute or two. */
const LOADING_RETRY_AFTER_S = 5;

/** 503 naming why the engine cannot run: never a server path (the engine logs those for the operator). */
function unavailable(env: Environment, info: EngineInfo): ApiError {
  return new ApiError(
    'SERVICE_UNAVAILABLE',
    info.engine === 'llm'
      ? `No model is loaded for the ${env} environment: ${info.error ?? 'put a GGUF file in MODELS_DIR or set MODEL_FILE'}.`
      : `The ${info.engine} engine of the ${env} environment is not available: ${info.error ?? 'not started'}.`,
    undefined,
    { 'Retry-After': '30' },
  );
}

function statusOf(info: EngineInfo) {
  return {
    engine: info.engine,
    state: info.state,
    modelFile: info.modelFile,
    modelName: info.modelName,
    modelSha256: info.modelSha256,
    loaded: info.loaded,
    gpu: info.gpu,
    error: info.error,
  };
}

/**
 * One engine per environment (SCORING_ENGINE_TEST / SCORING_ENGINE_LIVE). When both name the same kind
 * they share one instance, so a model is loaded once.
 */
export function createEngineRegistry(
  config: Config,
  log: Logger,
  overrides: Partial<Record<Environment, ScoringEngine>> = {},
): EngineRegistry {
  const byKind = new Map<EngineKind, ScoringEngine>();
  const pick = (env: Environment, kind: EngineKind) => {
    const override = overrides[env];
    if (override) return override;
    let engine = byKind.get(kind);
    if (!engine) {
      engine = build(kind, config, log.child({ engine: kind }));
      byKind.set(kind, engine);
    }
    return engine;
  };
  const engines: Record<Environment, ScoringEngine> = {
    test: pick('test', config.SCORING_ENGINE_TEST),
    live: pick('live', config.SCORING_ENGINE_LIVE),
  };
  const unique = () => [...new Set(Object.values(engines))];
  return {
    for: (env) => engines[env],
    accepting(env) {
      const engine = engines[env];
      const info = engine.info();
      if (info.state === 'unavailable') throw unavailable(env, info);
      return engine;
    },
    ready(env) {
      const engine = engines[env];
      const info = engine.info();
      if (info.state === 'unavailable') throw unavailable(env, info);
      if (info.state === 'loading')
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `The model of the ${env} environment is loading; retry shortly.`,
          undefined,
          { 'Retry-After': String(LOADING_RETRY_AFTER_S) },
        );
      return engine;
    },
    loading: () => unique().some((e) => e.info().state === 'loading'),
    status: () => ({ test: statusOf(engines.test.info()), live: statusOf(engines.live.info()) }),
    async start() {
      await Promise.all(unique().map((e) => e.start()));
    },
    async close() {
      await Promise.all(unique().map((e) => e.close()));
    },
  };
}

/** Engine errors in API terms (question sets and criteria generation run the engine inside the request). */
export function engineCallError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof EngineUnavailableError)
    return new ApiError('SERVICE_UNAVAILABLE', err.message, undefined, { 'Retry-After': '30' });
  return new ApiError('SERVICE_UNAVAILABLE', 'The scoring engine could not answer; retry shortly.', undefined, {
    'Retry-After': '5',
  });
}
