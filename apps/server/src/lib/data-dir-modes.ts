import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE, databaseFiles } from '@rubric/db';

/** A path under DATA_DIR that users other than Rubric's own could read, and how to close it. */
interface LooseMode {
  path: string;
  /** Octal, as `ls -l` and chmod write it: `0755`. */
  mode: string;
  kind: 'directory' | 'file';
  message: string;
  fix: string;
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;

function check(path: string): LooseMode | null {
  let st;
  try {
    st = statSync(path);
  } catch {
    return null; // not there (yet): nothing to expose
  }
  if ((st.mode & 0o077) === 0) return null;
  const kind = st.isDirectory() ? 'directory' : 'file';
  const fix = `chmod ${kind === 'directory' ? '700' : '600'} '${path}'`;
  return {
    path,
    mode: octal(st.mode),
    kind,
    message: `${path} (mode ${octal(st.mode)}) is open to other users of this host; it holds resume text or secrets`,
    fix,
  };
}

/**
 * Everything under DATA_DIR that holds personal data or secrets and is readable (or writable) by group
 * or others: DATA_DIR itself, the database and its WAL files, `resumes/`, `secrets/` and the files in it.
 * Stored resume copies are written 0600 one by one, so their directory stands for them. Used by
 * `rubric doctor` and logged as warnings at every start. POSIX modes only: nothing is reported on Windows.
 */
export function findLooseModes(dataDir: string): LooseMode[] {
  if (process.platform === 'win32') return [];
  const secrets = join(dataDir, 'secrets');
  let secretFiles: string[] = [];
  try {
    secretFiles = readdirSync(secrets).map((name) => join(secrets, name));
  } catch {
    // no secrets yet
  }
  return [dataDir, ...databaseFiles(join(dataDir, DATABASE_FILE)), join(dataDir, 'resumes'), secrets, ...secretFiles]
    .map(check)
    .filter((x): x is LooseMode => x !== null);
}
