// Writes held-out part 12 (eval/resumes-heldout-12) from its own people and templates:
//   node eval/resumes/generate/heldout-12/index.mjs
// Needs chromium, soffice, ImageMagick, gs, img2pdf and qpdf (the tests read only the committed files).
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT12_SEED = 0x12bead5;

await writeHeldoutPart({ part: 12, seed: HELDOUT12_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
