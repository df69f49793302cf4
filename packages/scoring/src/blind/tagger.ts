// compromise, loaded on first use, synchronously from its CommonJS build: its ~0.5 s of loading is
// then paid by the process that redacts (the redaction worker), not by every process that imports
// this package (the CLI, a server answering requests, the API process at boot).
import { createRequire } from 'node:module';
import type compromise from 'compromise';

type Nlp = typeof compromise;
let loaded: Nlp | null = null;

export function nlp(text: string): ReturnType<Nlp> {
  if (!loaded) {
    const mod = createRequire(import.meta.url)('compromise') as Nlp | { default: Nlp };
    loaded = typeof mod === 'function' ? mod : mod.default;
  }
  return loaded(text);
}

/** Whether this thread has loaded the tagger (the API process must not: it blocks the event loop). */
export const taggerLoaded = (): boolean => loaded !== null;
