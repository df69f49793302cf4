// Messages between the engine (parent) and the inference host (child process). Plain JSON.
import type { ApplicationInput, JobContext, LlmEngineOptions, SharedScoringContext } from '../types.js';

export interface HostOptions {
  modelPath: string;
  threads: number;
  contextSize: number;
  sequences: number;
  flashAttention: boolean | 'auto';
  prefixReuse: boolean;
  gpu: 'auto' | false;
  maxResumeTokens: number | null;
  maxOutputTokens: number | null;
}

/** The host's options from the engine's, for `modelPath`; `cpuOnly` after the GPU backend died at its first evaluation. */
export function hostOptions(o: LlmEngineOptions, modelPath: string, cpuOnly: boolean): HostOptions {
  return {
    modelPath,
    threads: o.threads,
    contextSize: o.contextSize,
    sequences: Math.max(1, o.sequences),
    flashAttention: o.flashAttention,
    prefixReuse: o.prefixReuse,
    gpu: cpuOnly ? false : o.gpu,
    maxResumeTokens: o.maxResumeTokens ?? null,
    maxOutputTokens: o.maxOutputTokens ?? null,
  };
}

export type TaskRequest =
  | { kind: 'questionSet'; job: JobContext }
  | { kind: 'criteria'; job: JobContext; answers: Array<{ question: string; answer: string }> }
  | { kind: 'score'; shared: SharedScoringContext; app: ApplicationInput };

export interface TaskOutput {
  /** The model's raw text (grammar-constrained JSON, unless it ran into maxTokens). */
  text: string;
  stopReason: 'eog' | 'jsonComplete' | 'maxTokens';
  resumeTruncated: boolean;
  promptTokens: number;
  evaluatedPromptTokens: number;
  generatedTokens: number;
  durationMs: number;
  /** Prompt evaluation up to the first generated token, and generation after it. */
  prefillMs: number;
  decodeMs: number;
}

export type ParentMessage =
  | { type: 'init'; options: HostOptions }
  | { type: 'task'; id: number; task: TaskRequest }
  /** The parent gave the task up (deletion, shutdown): stop at the next token and free the sequence. */
  | { type: 'cancel'; id: number };

export type ChildMessage =
  /** The model and context are loaded on `gpu`; a first evaluation (the warm-up) runs before `ready`. */
  | { type: 'warming'; gpu: string | false }
  | { type: 'ready'; modelName: string | null; modelSha256: string; gpu: string | false; contextSize: number }
  | { type: 'init-failed'; message: string }
  | { type: 'started'; id: number }
  /** The task's first token is generated (its prompt is evaluated). */
  | { type: 'generating'; id: number }
  | { type: 'done'; id: number; output: TaskOutput }
  | { type: 'failed'; id: number; message: string }
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; obj: Record<string, unknown>; msg: string };
