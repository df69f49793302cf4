#!/usr/bin/env node
// Writes held-out part 31: eval/resumes-heldout-31/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under
// src/. `node eval/resumes/generate/heldout-31/index.mjs` (after `node scripts/build.mjs`, for the eval's measure
// module). Needs Debian's chromium, LibreOffice (soffice), ImageMagick, img2pdf, qpdf and the Liberation, DejaVu,
// Carlito and Noto CJK fonts. The plumbing is shared (../heldout-run.mjs); the people (people.mjs), templates
// (layouts.mjs, labels.mjs) and documents (documents.mjs) are this part's own. HELDOUT31_SEED picks the accent
// colours and the scans' rotation and noise, so a rerun prints the same pages.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT31_SEED = 0x31c4d7a9;

// LibreOffice with its own profile, so that a conversion running beside this one never shares its lock.
const bin = join(tmpdir(), 'heldout31-bin');
mkdirSync(bin, { recursive: true });
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part31 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 31, seed: HELDOUT31_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
