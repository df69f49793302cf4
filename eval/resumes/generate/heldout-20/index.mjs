// Held-out part 20 of the resume corpus: `node eval/resumes/generate/heldout-20/index.mjs` writes
// eval/resumes-heldout-20/ (PDF printed by Chromium, LibreOffice PDF/DOCX/DOC, scans) and the truth files, with
// its own seed, people and templates. Needs chromium, soffice, ImageMagick, img2pdf and qpdf; the tests do not.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import * as LAYOUTS from './layouts.mjs';

export const HELDOUT20_SEED = 0x20b1d5;

// LibreOffice gets a profile of its own, so that a conversion running beside it never collides with this one.
const bin = mkdtempSync(join(tmpdir(), 'heldout20-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part20 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 20, seed: HELDOUT20_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
