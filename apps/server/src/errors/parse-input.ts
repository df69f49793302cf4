import type { ZodType } from 'zod';
import { validationError } from './api-error.js';

/** Admin API input validation: the same 400 VALIDATION_ERROR with details as the partner API. */
export function parseInput<T>(schema: ZodType<T>, value: unknown, prefix?: string): T {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw validationError(r.error, prefix);
  return r.data;
}
