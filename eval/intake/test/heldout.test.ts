// Held-out part 1 of the resume corpus (eval/resumes-heldout): people and templates of its own, generated with its own
// seed, and measured while unseen before it became tuning
// material (docs/blind-scoring.md, "How the held-out split is kept"; part 6 was the last measured unseen). Through the real intake and
// the real blind preparer it is held to the targets for resumes from outside the project, scaled to its size,
// where it meets them, and to the figures last measured where it does not yet (HELDOUT_MEASURED_BOUNDS in
// eval/intake/src/run.ts), so that a regression fails. Failures are reported in aggregate only: the test
// never names a held-out document or what was left in it.
import { fileURLToPath } from 'node:url';
import { HELDOUT_MEASURED_BOUNDS } from '../src/index.js';
import { describeHeldoutPart } from './heldout-part.js';

describeHeldoutPart({
  title: 'the held-out part',
  dir: fileURLToPath(new URL('../../resumes-heldout', import.meta.url)),
  minDocuments: 30,
  minLocales: 15,
  bounds: HELDOUT_MEASURED_BOUNDS,
  checkMustKeep: false,
});
