// Generates held-out part 43 of the resume corpus (eval/resumes-heldout-43): résumés as developers, students and
// researchers keep them in public repositories and on personal sites. Its own people (./people.mjs), its own
// templates (./layouts.mjs) and its own seed; printing, scanning and truth files through ../heldout-run.mjs.
//   node eval/resumes/generate/heldout-43/index.mjs
// Needs Debian's chromium, LibreOffice, ImageMagick, img2pdf and qpdf (the tests need none of them).
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT43_SEED = 0x43b1d5e7;

// LibreOffice with a profile of its own, so that a conversion running beside another never shares its profile.
const bin = mkdtempSync(join(tmpdir(), 'heldout43-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part43 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const lo = { kind: 'lo' };

/** [person, class (features[0]), format, render] */
const PLAN = [
  ['vallencourt', 'latex-jake', 'pdf', html('jake')],
  ['vallencourt', 'hugo-page', 'pdf', html('hugo')],
  ['abernethy', 'academic-cv', 'pdf', html('academic')],
  ['abernethy', 'word-hr-export', 'docx', lo],
  ['venkataraghavan', 'latex-jake', 'pdf', html('jake')],
  ['venkataraghavan', 'json-resume', 'pdf', html('jsonresume')],
  ['oberhaeuser', 'latex-moderncv', 'pdf', html('moderncv')],
  ['oberhaeuser', 'word-hr-export', 'doc', lo],
  ['lebihan', 'academic-cv', 'pdf', html('academic')],
  ['lebihan', 'pandoc-markdown', 'pdf', html('pandoc')],
  ['arrizabalaga', 'latex-awesome-cv', 'pdf', html('awesome')],
  ['arrizabalaga', 'word-hr-export', 'pdf', lo],
  ['tzompantzi', 'latex-altacv', 'pdf', html('altacv')],
  ['tzompantzi', 'json-resume', 'pdf', html('jsonresume')],
  ['bittencourt', 'latex-deedy', 'pdf', html('deedy')],
  ['bittencourt', 'word-hr-export', 'docx', lo],
  ['lin', 'jianli-table', 'pdf', html('jianli')],
  ['lin', 'scan', 'pdf', scan('jianli')],
  ['pyeon', 'latex-altacv', 'pdf', html('altacv')],
  ['pyeon', 'word-hr-export', 'pdf', lo],
  ['khuc', 'latex-awesome-cv', 'pdf', html('awesome')],
  ['khuc', 'pandoc-markdown', 'pdf', html('pandoc')],
  ['adebanjo', 'json-resume', 'pdf', html('jsonresume')],
  ['adebanjo', 'scan', 'pdf', scan('jake')],
  ['dimaculangan', 'latex-moderncv', 'pdf', html('moderncv')],
  ['dimaculangan', 'word-hr-export', 'doc', lo],
  ['thibodeau', 'academic-cv', 'pdf', html('academic')],
  ['thibodeau', 'hugo-page', 'pdf', html('hugo')],
  ['warrender', 'hugo-page', 'pdf', html('hugo')],
  ['warrender', 'latex-deedy', 'pdf', html('deedy')],
  ['aarflot', 'pandoc-markdown', 'pdf', html('pandoc')],
  ['aarflot', 'latex-awesome-cv', 'pdf', html('awesome')],
  ['stojiljkovic', 'json-resume', 'pdf', html('jsonresume')],
  ['stojiljkovic', 'latex-jake', 'pdf', html('jake')],
  ['yepez', 'latex-deedy', 'pdf', html('deedy')],
  ['yepez', 'scan', 'pdf', scan('pandoc')],
  ['bhatti', 'word-hr-export', 'docx', lo],
  ['bhatti', 'latex-moderncv', 'pdf', html('moderncv')],
  ['poldsepp', 'hugo-page', 'pdf', html('hugo')],
  ['poldsepp', 'latex-altacv', 'pdf', html('altacv')],
  ['hoshikawa', 'word-hr-export', 'pdf', lo],
  ['hoshikawa', 'latex-awesome-cv', 'pdf', html('awesome')],
];

const TOOL = { html: 'chromium', scan: 'chromium+imagemagick (scan)', lo: 'libreoffice' };

const DOCUMENTS = PLAN.map(([key, cls, format, render]) => {
  const person = { coauthors: [], referees: [], ...PEOPLE[key] };
  const tag =
    render.kind === 'lo' ? `word-${format}` : render.kind === 'scan' ? `scan-${render.layout}` : render.layout;
  return {
    id: `p43-${key}-${tag}`,
    format,
    tool: TOOL[render.kind],
    features: [cls, ...(render.kind === 'scan' ? [render.layout, 'ocr'] : []), `locale-${person.locale}`],
    ocr: render.kind === 'scan',
    person,
    render,
  };
});

await writeHeldoutPart({ part: 43, seed: HELDOUT43_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
