// Held-out part 21 of the resume corpus (eval/resumes-heldout-21): people and templates of its own, generated with its
// own seed by someone who had not read the redaction code, never tuned on (docs/blind-scoring.md, "Part 21"). Through
// the real intake and the real blind preparer it is held to the targets for resumes from outside the project, scaled
// to its size, where it meets them, and to the figures measured while it was unseen where it does not
// (HELDOUT_21_MEASURED_BOUNDS in eval/intake/src/run.ts: one constant to update), so that a regression fails.
// Failures are reported in aggregate only: the test never names a held-out document or what was left in it.
import { fileURLToPath } from 'node:url';
import { HELDOUT_21_MEASURED_BOUNDS } from '../src/index.js';
import { describeHeldoutPart } from './heldout-part.js';

describeHeldoutPart({
  title: 'the twenty-first held-out part',
  dir: fileURLToPath(new URL('../../resumes-heldout-21', import.meta.url)),
  minDocuments: 40,
  minLocales: 16,
  bounds: HELDOUT_21_MEASURED_BOUNDS,
  checkMustKeep: true,
  concurrency: 2,
});
