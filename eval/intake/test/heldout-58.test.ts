// Held-out part 58 of the resume corpus (eval/resumes-heldout-58): applicants from the Middle East, Africa,
// Central Asia and Eastern Europe, at home and abroad, people and templates of its own, generated with its
// own seed by someone who had not read the redaction code, and measured while unseen (docs/blind-scoring.md,
// "Part 58"). Through the real intake and the real blind preparer it is held to the targets for resumes from
// outside the project, scaled to its size, where it meets them, and to the figures last measured where it does
// not yet (HELDOUT_58_MEASURED_BOUNDS in eval/intake/src/run.ts), so that a regression fails. Failures are
// reported in aggregate only: the test never names a held-out document or what was left in it.
import { fileURLToPath } from 'node:url';
import { HELDOUT_58_MEASURED_BOUNDS } from '../src/index.js';
import { describeHeldoutPart } from './heldout-part.js';

describeHeldoutPart({
  title: 'the fifty-eighth held-out part',
  dir: fileURLToPath(new URL('../../resumes-heldout-58', import.meta.url)),
  minDocuments: 40,
  minLocales: 16,
  bounds: HELDOUT_58_MEASURED_BOUNDS,
  checkMustKeep: true,
  concurrency: 2,
});
