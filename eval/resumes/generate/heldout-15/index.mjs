// Writes held-out part 15 (eval/resumes-heldout-15): `node eval/resumes/generate/heldout-15/index.mjs`. Needs
// Chromium, LibreOffice, ImageMagick, img2pdf and qpdf, and eval/intake built (its measures pick the truth's
// must-keep terms); the tests only read what it wrote. LibreOffice runs with a profile of its own (another
// generator may run soffice at the same time).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { DOCUMENTS } from './documents.mjs';
import { LAYOUTS } from './layouts.mjs';

export const HELDOUT15_SEED = 0x15a7c0de;

const bin = '/tmp/lo-part15-bin';
mkdirSync(bin, { recursive: true });
writeFileSync(`${bin}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part15 "$@"\n');
chmodSync(`${bin}/soffice`, 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 15, seed: HELDOUT15_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
