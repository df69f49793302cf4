#!/usr/bin/env node
// Writes held-out part 16: eval/resumes-heldout-16/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under
// src/. `node eval/resumes/generate/heldout-16/index.mjs`. Needs Debian's chromium, LibreOffice (soffice),
// ImageMagick, img2pdf, qpdf and the Liberation, DejaVu, Carlito, URW and Noto (CJK) fonts. The plumbing is the
// shared ../heldout-run.mjs (Chromium printing, scans, LibreOffice conversion, truth files); the people
// (people.mjs), documents (documents.mjs) and templates (layouts.mjs) are this part's own. HELDOUT16_SEED picks
// the accent colours and the scans' rotation and noise, so a rerun writes the same documents.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT16_SEED = 0x16b3e7a5;

// LibreOffice with a profile of its own, so that a conversion running beside another one never collides.
const bin = '/tmp/lo-part16-bin';
mkdirSync(bin, { recursive: true });
writeFileSync(`${bin}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part16 "$@"\n');
chmodSync(`${bin}/soffice`, 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 16, seed: HELDOUT16_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
