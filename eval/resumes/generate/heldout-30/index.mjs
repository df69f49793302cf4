#!/usr/bin/env node
// Writes held-out part 30: eval/resumes-heldout-30/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under
// src/. `node eval/resumes/generate/heldout-30/index.mjs` (after `npm run build -w eval/intake`, whose dist/measure.js
// the truth files are checked with). Needs Debian's chromium, LibreOffice (soffice), ImageMagick, img2pdf, qpdf and
// the Noto CJK fonts. The plumbing is shared (../heldout-run.mjs); the people (people.mjs), labels (labels.mjs) and
// templates (layouts.mjs) are this part's own. HELDOUT30_SEED picks the accent colours and the scans' rotation and
// noise, so a rerun writes the same documents.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT30_SEED = 0x30_c0ffee;

// LibreOffice gets a profile of its own, so that a conversion running beside another never collides with it.
const shim = '/tmp/lo-part30-bin';
mkdirSync(shim, { recursive: true });
writeFileSync(
  join(shim, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part30 "$@"\n',
);
chmodSync(join(shim, 'soffice'), 0o755);
process.env.PATH = `${shim}:${process.env.PATH}`;

await writeHeldoutPart({ part: 30, seed: HELDOUT30_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
