#!/usr/bin/env node
// Writes held-out part 18: eval/resumes-heldout-18/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under
// src/. `node eval/resumes/generate/heldout-18/index.mjs`. Needs Debian's chromium, LibreOffice (soffice),
// ImageMagick, img2pdf, qpdf and the Liberation, DejaVu, Carlito, URW and Noto (CJK) fonts. The plumbing is the
// shared ../heldout-run.mjs (Chromium printing, scans, LibreOffice conversion, truth files); the people
// (people.mjs), documents (documents.mjs) and templates (layouts.mjs) are this part's own. HELDOUT18_SEED picks
// the accent colours and the scans' rotation and noise, so a rerun writes the same documents.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT18_SEED = 0x18c4d2e9;

// LibreOffice with a profile of its own, so that a conversion running beside another one never collides.
const bin = '/tmp/lo-part18-bin';
mkdirSync(bin, { recursive: true });
writeFileSync(`${bin}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part18 "$@"\n');
chmodSync(`${bin}/soffice`, 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 18, seed: HELDOUT18_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
