/** Failures the operator caused: printed as one line on stderr, exit code 1, no stack trace. */
export class CliError extends Error {}

/** Where a command writes: stdout and stderr in the shell, buffers in the tests. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}
