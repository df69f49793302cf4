// Held-out part 41 of the resume corpus: `node eval/resumes/generate/heldout-41/index.mjs` writes
// eval/resumes-heldout-41/ (documents, truth files, sources under src/). Its own seed, people and templates; the
// printing, scanning, LibreOffice conversion and truth files go through the shared ../heldout-run.mjs. Needs
// Chromium, LibreOffice, ImageMagick, img2pdf and qpdf; the tests read only the committed files.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT41_SEED = 0x41d3a7e5;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });

// [id, person, render, format, features (features[0] is the template class)]
const PLAN = [
  ['h41-jake-sacramento', 'thaddeus', html('jake'), 'pdf', ['latex-jake', 'bare-handle', 'personal-domain']],
  ['h41-awesome-sacramento', 'thaddeus', html('awesomecv'), 'pdf', ['latex-awesome-cv', 'running-footer', 'nickname']],
  ['h41-word-folkestone', 'imogen', html('wordfooter'), 'pdf', ['word-footer', 'referees', 'capitals']],
  ['h41-lo-folkestone', 'imogen', lo, 'docx', ['lo-docx', 'table', 'referees']],
  ['h41-naukri-malleswaram', 'venkat', html('portal'), 'pdf', ['portal-export', 'glued-name', 'date-of-birth']],
  ['h41-lo-malleswaram', 'venkat', lo, 'doc', ['lo-doc', 'legacy-doc', 'date-of-birth']],
  ['h41-canva-chandigarh', 'simranjeet', html('canva'), 'pdf', ['canva-two-column', 'letter-spaced', 'split-name']],
  ['h41-naukri-chandigarh', 'simranjeet', html('portal'), 'pdf', ['portal-export', 'glued-name', 'marital-status']],
  ['h41-stepstone-leer', 'hinrich', html('portal'), 'pdf', ['portal-export', 'glued-name', 'date-of-birth']],
  ['h41-moderncv-leer', 'hinrich', html('moderncv'), 'pdf', ['latex-moderncv', 'founder-employers']],
  ['h41-lo-linz', 'magdalena', lo, 'pdf', ['lo-pdf', 'table', 'nationality']],
  ['h41-canva-linz', 'magdalena', html('canva'), 'pdf', ['canva-two-column', 'letter-spaced', 'split-name']],
  ['h41-letter-brest', 'gwenaelle', html('letter'), 'pdf', ['cover-letter-resume', 'apostrophe-surname']],
  ['h41-deedy-brest', 'gwenaelle', html('deedy'), 'pdf', ['latex-deedy', 'two-column']],
  [
    'h41-awesome-bruxelles',
    'maximilien',
    html('awesomecv'),
    'pdf',
    ['latex-awesome-cv', 'running-footer', 'particle-surname'],
  ],
  ['h41-scan-bruxelles', 'maximilien', scan('jake'), 'pdf', ['scan', 'latin-scan', 'bare-handle']],
  ['h41-moderncv-lausanne', 'noemie', html('moderncv'), 'pdf', ['latex-moderncv', 'date-of-birth', 'nationality']],
  ['h41-lo-lausanne', 'noemie', lo, 'docx', ['lo-docx', 'table', 'date-of-birth']],
  ['h41-canva-valencia', 'inmaculada', html('canva'), 'pdf', ['canva-two-column', 'second-surname', 'national-id']],
  ['h41-word-valencia', 'inmaculada', html('wordfooter'), 'pdf', ['word-footer', 'second-surname', 'capitals']],
  ['h41-letter-monterrey', 'nicolas', html('letter'), 'pdf', ['cover-letter-resume', 'nickname', 'second-surname']],
  ['h41-portal-monterrey', 'nicolas', html('portal'), 'pdf', ['portal-export', 'glued-name', 'second-surname']],
  ['h41-lo-quito', 'dayana', lo, 'pdf', ['lo-pdf', 'national-id', 'referees']],
  ['h41-deedy-quito', 'dayana', html('deedy'), 'pdf', ['latex-deedy', 'four-part-name', 'referees']],
  ['h41-51job-haizhu', 'mingxuan', html('portal'), 'pdf', ['portal-export', 'english-name', 'cjk']],
  ['h41-deedy-haizhu', 'mingxuan', html('deedy'), 'pdf', ['latex-deedy', 'cjk', 'compound-surname']],
  ['h41-scan-xuhui', 'xiaowen', scan('portal'), 'pdf', ['scan', 'cjk-scan', 'english-name']],
  ['h41-lo-xuhui', 'xiaowen', lo, 'docx', ['lo-docx', 'cjk', 'one-character-surname']],
  ['h41-saramin-songpa', 'yunseo', html('portal'), 'pdf', ['portal-export', 'compound-surname', 'cjk']],
  ['h41-lo-songpa', 'yunseo', lo, 'pdf', ['lo-pdf', 'cjk', 'date-of-birth']],
  ['h41-awesome-bundang', 'hyunwoo', html('awesomecv'), 'pdf', ['latex-awesome-cv', 'cjk', 'running-footer']],
  ['h41-topcv-ninhkieu', 'khanhlinh', html('portal'), 'pdf', ['portal-export', 'glued-name', 'four-part-name']],
  ['h41-canva-ninhkieu', 'khanhlinh', html('canva'), 'pdf', ['canva-two-column', 'letter-spaced', 'split-name']],
  ['h41-moderncv-caugiay', 'minhquan', html('moderncv'), 'pdf', ['latex-moderncv', 'english-name']],
  ['h41-lo-caugiay', 'minhquan', lo, 'doc', ['lo-doc', 'legacy-doc', 'english-name']],
  ['h41-word-lekki', 'seyi', html('wordfooter'), 'pdf', ['word-footer', 'referees', 'nickname']],
  ['h41-scan-lekki', 'seyi', scan('jake'), 'pdf', ['scan', 'latin-scan', 'long-given-name']],
  ['h41-jake-bacoor', 'connie', html('jake'), 'pdf', ['latex-jake', 'abbreviated-given-name']],
  ['h41-academic-montreal', 'siobhan', html('academic'), 'pdf', ['academic-cv', 'author-list', 'hyphenated-surname']],
  ['h41-academic-surryhills', 'bronwyn', html('academic'), 'pdf', ['academic-cv', 'author-list', 'referees']],
  ['h41-jake-bedok', 'ignatius', html('jake'), 'pdf', ['latex-jake', 'surname-first']],
  ['h41-awesome-islamabad', 'zohaib', html('awesomecv'), 'pdf', ['latex-awesome-cv', 'national-id', 'personal-domain']],
];

const DOCUMENTS = PLAN.map(([id, who, render, format, features]) => ({
  id,
  person: PEOPLE[who],
  render,
  format,
  features,
  tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick+img2pdf' : 'chromium',
  ocr: render.kind === 'scan',
}));

// LibreOffice with a profile of its own, so that a conversion running beside it never collides with this one.
const bin = mkdtempSync(join(tmpdir(), 'heldout41-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part41 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;
try {
  await writeHeldoutPart({ part: 41, seed: HELDOUT41_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
} finally {
  rmSync(bin, { recursive: true, force: true });
}
