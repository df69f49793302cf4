#!/usr/bin/env node
// Writes the fifth held-out part: eval/resumes-heldout-5/<id>.{pdf,docx}, <id>.truth.json and the sources
// under src/. `node eval/resumes/generate/heldout-5/index.mjs`. Needs Debian's chromium, LibreOffice
// (soffice), ImageMagick, img2pdf, qpdf and the URW, DejaVu and Noto (CJK, Symbols2) fonts. It reuses the
// corpus generator's Chromium printer (../chrome.mjs) and scanner (../scan.mjs) — plumbing only; the people
// (people.mjs) and templates (layouts.mjs) are its own. HELDOUT5_SEED picks the accent colours and the
// scans' rotation and noise, so a rerun writes the same pages, sources and truth files (only
// the PDF and DOCX files' creation dates differ). The truth text of a page printed by Chromium is what the
// page shows (its innerText), plus the footer lines of each printed page.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT5_SEED = 0x5eed5a17;

await writeHeldoutPart({ part: 5, seed: HELDOUT5_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
