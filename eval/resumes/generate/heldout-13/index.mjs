// Held-out part 13 of the resume corpus: `node eval/resumes/generate/heldout-13/index.mjs` writes
// eval/resumes-heldout-13/ (documents, truth files, sources) from this part's own people (people.mjs), templates
// (layouts.mjs) and document list (documents.mjs), through the shared plumbing (../heldout-run.mjs). Needs Chromium,
// LibreOffice, ImageMagick, img2pdf, qpdf and the built eval/intake/dist; the tests only read what it wrote.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import * as LAYOUTS from './layouts.mjs';

export const HELDOUT13_SEED = 0x13f00d5;

await writeHeldoutPart({ part: 13, seed: HELDOUT13_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
