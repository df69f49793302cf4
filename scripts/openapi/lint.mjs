#!/usr/bin/env node
// `npm run lint:openapi`: generates the OpenAPI documents from the zod contracts and lints them with
// Redocly (`recommended`, configured in redocly.yaml) and Spectral (`spectral:oas`, .spectral.yaml).
// Both run offline; any error or warning fails.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
// A fixed folder: .redocly.lint-ignore.yaml names the documents by their path.
const out = join(root, 'node_modules', '.cache', 'rubric-openapi');
rmSync(out, { recursive: true, force: true });

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8' });
  // Redocly prints a Node-version banner on stderr; only its findings matter.
  const text = `${r.stdout ?? ''}${r.stderr ?? ''}`.replace(/^\s*[╔║╚].*$/gm, '').replace(/\n{3,}/g, '\n\n');
  return { status: r.status, text: text.trim() };
}

let failed = false;
try {
  const written = run(process.execPath, ['--import', 'tsx', join(root, 'scripts/openapi/write-documents.ts'), out]);
  if (written.status !== 0) throw new Error(`writing the documents failed:\n${written.text}`);
  for (const file of readdirSync(out).sort()) {
    const path = join(out, file);
    const redocly = run(bin('redocly'), ['lint', path, '--config', join(root, 'redocly.yaml'), '--format', 'stylish']);
    const clean = redocly.status === 0 && !/warning/i.test(redocly.text.replace(/Deprecation warning[^\n]*/g, ''));
    console.log(`redocly ${file}: ${clean ? 'clean' : 'problems'}`);
    if (!clean) console.log(redocly.text);
    const spectral = run(bin('spectral'), [
      'lint',
      path,
      '--ruleset',
      join(root, '.spectral.yaml'),
      '--fail-severity',
      'hint',
    ]);
    console.log(`spectral ${file}: ${spectral.status === 0 ? 'clean' : 'problems'}`);
    if (spectral.status !== 0) console.log(spectral.text);
    failed ||= !clean || spectral.status !== 0;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
}
process.exit(failed ? 1 : 0);
