// Held-out part 32 of the resume corpus: students and early-career applicants, invented for this part by someone
// who had not read the redaction code nor the other parts' people, templates or documents.
// Run: node eval/resumes/generate/heldout-32/index.mjs (needs chromium, soffice, ImageMagick, img2pdf, qpdf).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';
import { writer } from './writer.mjs';

const HELDOUT32_SEED = 0x32_b1d5;

// LibreOffice with a profile of its own, so that a conversion running beside this one never collides with it.
const BIN = '/tmp/lo-part32-bin';
mkdirSync(BIN, { recursive: true });
writeFileSync(`${BIN}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part32 "$@"\n');
chmodSync(`${BIN}/soffice`, 0o755);
process.env.PATH = `${BIN}:${process.env.PATH}`;

await writeHeldoutPart({ part: 32, seed: HELDOUT32_SEED, documents: DOCUMENTS, layouts: { ...LAYOUTS, writer } });
