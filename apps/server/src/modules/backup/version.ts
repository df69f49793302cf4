import { readFileSync } from 'node:fs';

let version: string | undefined;

/** The server package's version (src/ and dist/ are both three levels below apps/server/). */
export function rubricVersion(): string {
  if (version === undefined) {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    version = pkg.version ?? 'unknown';
  }
  return version;
}
