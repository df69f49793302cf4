import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';

/**
 * The model file to load: `modelFile` (MODEL_FILE; absolute, or relative to modelsDir) when given,
 * else the first `.gguf` (sorted by name) at the top level of modelsDir. Null when there is none.
 */
export function findModelFile(modelsDir: string, modelFile?: string | null): string | null {
  if (modelFile) {
    const file = isAbsolute(modelFile) ? modelFile : join(modelsDir, modelFile);
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }
  if (!existsSync(modelsDir)) return null;
  const candidates = readdirSync(modelsDir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.gguf'))
    .map((e) => e.name)
    .sort();
  const first = candidates[0];
  return first === undefined ? null : join(modelsDir, first);
}

/**
 * Why no model is there, for the 503 and /readyz: without a server path (a caller must not learn the
 * server's layout; the engine logs the path for the operator).
 */
export function describeMissingModel(_modelsDir: string, modelFile?: string | null): string {
  if (modelFile) return 'MODEL_FILE names no model file that exists';
  return 'no GGUF model file in the models directory';
}

/** Streams the file through sha256 (models are hundreds of MB: never read them whole). */
export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file, { highWaterMark: 4 * 1024 * 1024 })
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export function modelNameFromFile(file: string): string {
  return basename(file).replace(/\.gguf$/iu, '');
}
