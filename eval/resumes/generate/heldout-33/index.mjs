// Held-out part 33 of the resume corpus: what lands in a recruiter's ATS inbox in eight languages (mid-career people
// in varied jobs; PDFs saved from Word most of all, then Google Docs, Canva, LaTeX, job-portal exports, DOCX, legacy
// DOC and scans), invented for this part by someone who had not read the redaction code nor the other parts' people,
// templates or documents.
// Run: node eval/resumes/generate/heldout-33/index.mjs (needs chromium, soffice, ImageMagick, img2pdf, qpdf).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';
import { writer } from './writer.mjs';

const HELDOUT33_SEED = 0x33_7e2a;

// LibreOffice with a profile of its own, so that a conversion running beside this one never collides with it.
const BIN = '/tmp/lo-part33-bin';
mkdirSync(BIN, { recursive: true });
writeFileSync(`${BIN}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part33 "$@"\n');
chmodSync(`${BIN}/soffice`, 0o755);
process.env.PATH = `${BIN}:${process.env.PATH}`;

await writeHeldoutPart({ part: 33, seed: HELDOUT33_SEED, documents: DOCUMENTS, layouts: { ...LAYOUTS, writer } });
