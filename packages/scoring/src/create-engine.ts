import { LlmEngine } from './llm/llm-engine.js';
import { OpenAiEngine } from './openai/openai-engine.js';
import { SandboxEngine } from './sandbox/sandbox-engine.js';
import type { EngineKind, LlmEngineOptions, OpenAiEngineOptions, ScoringEngine } from './types.js';

export function createEngine(kind: 'sandbox'): ScoringEngine;
export function createEngine(kind: 'llm', options: LlmEngineOptions): ScoringEngine;
export function createEngine(kind: 'openai', options: OpenAiEngineOptions): ScoringEngine;
export function createEngine(kind: EngineKind, options?: LlmEngineOptions | OpenAiEngineOptions): ScoringEngine {
  switch (kind) {
    case 'sandbox':
      return new SandboxEngine();
    case 'llm':
      if (!options || !('modelsDir' in options)) throw new Error('the llm engine needs LlmEngineOptions');
      return new LlmEngine(options);
    case 'openai':
      if (!options || !('baseUrl' in options)) throw new Error('the openai engine needs OpenAiEngineOptions');
      return new OpenAiEngine(options);
    default: {
      const never: never = kind;
      throw new Error(`unknown engine ${String(never)}`);
    }
  }
}
