// Generates held-out part 28 (eval/resumes-heldout-28): node eval/resumes/generate/heldout-28/index.mjs
// Needs chromium, soffice, ImageMagick, img2pdf and qpdf; the tests read only the committed files.
// LibreOffice runs with its own profile (a wrapper first in PATH), so that a conversion running beside it never collides.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT28_SEED = 0x28a7c31d;

const bin = mkdtempSync(join(tmpdir(), 'part28-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part28 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 28, seed: HELDOUT28_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
