#!/usr/bin/env node
// Writes held-out part 26: eval/resumes-heldout-26/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under src/.
// `node eval/resumes/generate/heldout-26/index.mjs` (with LibreOffice given a profile of its own, see the README).
// Needs Debian's chromium, LibreOffice (soffice), ImageMagick, img2pdf, qpdf and the Liberation, DejaVu and Noto CJK
// fonts. The plumbing is shared (../heldout-run.mjs); the people (people.mjs) and templates (layouts.mjs) are its own.
// HELDOUT26_SEED picks the accent colours and the scans' rotation and noise, so a rerun writes the same documents.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT26_SEED = 0x26b1d3c7;

await writeHeldoutPart({ part: 26, seed: HELDOUT26_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
