// node eval/resumes/generate/heldout-7/index.mjs — writes held-out part 7 (eval/resumes-heldout-7/) from its own
// invented people and templates with its own seed, through the plumbing the held-out generators share
// (../heldout-run.mjs: Chromium, LibreOffice, ImageMagick, img2pdf, qpdf).
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT7_SEED = 0x7a11c0de;

await writeHeldoutPart({ part: 7, seed: HELDOUT7_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
