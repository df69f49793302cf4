#!/usr/bin/env node
// The operator CLI (`npx rubric …`); the compiled code lives in dist/ (`npm run build`).
import('../dist/cli/index.js')
  .then((m) => m.runCli(process.argv))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
