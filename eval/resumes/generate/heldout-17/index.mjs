#!/usr/bin/env node
// Writes held-out part 17: eval/resumes-heldout-17/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under src/.
// `node eval/resumes/generate/heldout-17/index.mjs` (after `node scripts/build.mjs`, for eval/intake/dist). Needs
// Debian's chromium, LibreOffice (soffice), ImageMagick, img2pdf, qpdf and the Liberation, DejaVu and Noto CJK fonts.
// The plumbing is shared (../heldout-run.mjs); the people (people.mjs), documents (documents.mjs) and templates
// (layouts.mjs) are this part's own. HELDOUT17_SEED picks the accent colours and the scans' rotation and noise.
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT17_SEED = 0x17c0ffee;

// LibreOffice keeps its profile under $HOME: this part's own, so a conversion running beside another never collides.
process.env.HOME = '/tmp/lo-part17';
mkdirSync(process.env.HOME, { recursive: true });

await writeHeldoutPart({ part: 17, seed: HELDOUT17_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
