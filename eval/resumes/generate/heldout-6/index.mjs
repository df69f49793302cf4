#!/usr/bin/env node
// Writes the sixth held-out part: eval/resumes-heldout-6/<id>.{pdf,docx}, <id>.truth.json and the sources
// under src/. `node eval/resumes/generate/heldout-6/index.mjs`. Needs Debian's chromium, LibreOffice
// (soffice), ImageMagick, img2pdf, qpdf and the URW, DejaVu, Liberation and Noto (CJK, Symbols2) fonts.
// The generation plumbing (print with Chromium, convert flat ODF with LibreOffice, scan with ImageMagick,
// write truth files) follows the fifth part's generator and reuses the corpus generator's printer
// (../chrome.mjs) and scanner (../scan.mjs); the people (people.mjs) and templates (layouts.mjs) are this
// part's own. HELDOUT6_SEED picks the accent colours and the scans' rotation and noise, so a rerun writes
// the same pages, sources and truth files (only the PDF and DOCX files' creation dates differ). The truth
// text of a page printed by Chromium is what the page shows (its innerText), plus the footer lines of
// each printed page; that of a LibreOffice document is its paragraphs plus its footer on each page.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT6_SEED = 0x6eed6b29;

await writeHeldoutPart({ part: 6, seed: HELDOUT6_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
