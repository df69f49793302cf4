// Writes held-out part 10 (eval/resumes-heldout-10) from its own people and templates:
//   node eval/resumes/generate/heldout-10/index.mjs
// Needs chromium, soffice, ImageMagick, gs, img2pdf and qpdf (the tests read only the committed files).
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT10_SEED = 0x10c0ffee;

await writeHeldoutPart({ part: 10, seed: HELDOUT10_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
