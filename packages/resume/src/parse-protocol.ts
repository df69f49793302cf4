import type { ParseOutcome, ParseTask } from './parsed-document.js';

/** Supervisor → parse process. */
export interface ChildRequest {
  id: number;
  task: ParseTask;
}

/** Parse process → supervisor: the answer to request `id`, or the start-up signal. */
export type ChildReply = { id: number; outcome: ParseOutcome } | { ready: true };
