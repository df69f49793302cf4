#!/usr/bin/env node
// The operator CLI (`npx rubric …`); the compiled code lives in dist/ (`npm run build`).
// Owner-only files, whatever the shell's umask: backups and the database hold personal data.
process.umask(0o077);
import('../dist/cli/index.js')
  .then((m) => m.runCli(process.argv))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
