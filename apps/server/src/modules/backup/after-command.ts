import { spawn } from 'node:child_process';
import { basename, dirname } from 'node:path';

/**
 * `BACKUP_AFTER_COMMAND`, split on whitespace into a program and its arguments: no shell runs it, so nothing in
 * a path or a name is ever interpreted. `{snapshot}` in an argument becomes the snapshot's absolute path,
 * `{name}` its folder name and `{dir}` BACKUP_DIR (for a mirror of every kept snapshot: `rclone sync {dir} …`); with no `{snapshot}` anywhere the path is appended as the last argument. The child
 * also gets `RUBRIC_SNAPSHOT_DIR` and `RUBRIC_SNAPSHOT_NAME` in its environment (docs/OPERATIONS.md).
 */
export function afterCommandArgv(command: string, snapshotPath: string): string[] {
  const words = command.trim().split(/\s+/).filter(Boolean);
  const name = basename(snapshotPath);
  const argv = words.map((w) =>
    w.replaceAll('{snapshot}', snapshotPath).replaceAll('{name}', name).replaceAll('{dir}', dirname(snapshotPath)),
  );
  if (!words.some((w) => /\{(snapshot|dir)\}/.test(w))) argv.push(snapshotPath);
  return argv;
}

export interface AfterCommandResult {
  ok: boolean;
  /** Exit code, or null when it was killed or could not start. */
  code: number | null;
  /** The last lines it wrote to stderr (for the log), or why it did not start. */
  detail: string;
  ms: number;
}

/** Runs the hook and waits for it; a hook running past `timeoutMs` is killed (SIGTERM, then SIGKILL) and failed. */
export function runAfterCommand(command: string, snapshotPath: string, timeoutMs: number): Promise<AfterCommandResult> {
  const [program, ...args] = afterCommandArgv(command, snapshotPath);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    if (!program) return resolve({ ok: false, code: null, detail: 'empty command', ms: 0 });
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, RUBRIC_SNAPSHOT_DIR: snapshotPath, RUBRIC_SNAPSHOT_NAME: basename(snapshotPath) },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString('utf8')).slice(-2000);
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ ok: false, code: null, detail: err.message, ms: ms() });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const detail = signal ? `killed by ${signal}${stderr ? `: ${stderr.trim()}` : ''}` : stderr.trim();
      resolve({ ok: code === 0, code, detail, ms: ms() });
    });
  });
}
