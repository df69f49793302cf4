// Held-out part 19 of the resume corpus: `node eval/resumes/generate/heldout-19/index.mjs` writes
// eval/resumes-heldout-19/ (documents, truth files, sources). Its own people (./people.mjs) and templates
// (./layouts.mjs), its own seed; the printing, conversion and scanning plumbing is ../heldout-run.mjs.
// Needs chromium, soffice, ImageMagick, img2pdf and qpdf; the tests read the committed files only.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT19_SEED = 0x19c0ffee;

// LibreOffice runs beside other generators: this part's conversions use a profile of their own.
const bin = mkdtempSync(join(tmpdir(), 'heldout19-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part19 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

const CLASS = {
  banner: 'word-modern-colour-band',
  latex: 'moderncv-latex',
  canva: 'canva-two-column-split-name',
  portal: 'job-portal-export',
  icons: 'icon-one-column-handles',
  form: 'labelled-grid-form',
  letter: 'cover-letter-and-cv',
  ats: 'plain-ats',
  writer: 'word-footer-name-page',
};

const html = (id, person, layout, ...more) => ({
  id,
  format: 'pdf',
  tool: 'chromium',
  ocr: false,
  person,
  features: [CLASS[layout], ...more],
  render: { kind: 'html', layout },
});
const lo = (id, person, format, ...more) => ({
  id,
  format,
  tool: 'libreoffice',
  ocr: false,
  person,
  features: [CLASS.writer, ...more],
  render: { kind: 'lo' },
});
const scan = (id, person, layout, ppi, ...more) => ({
  id,
  format: 'pdf',
  tool: 'scan',
  ocr: true,
  person,
  features: ['scan', CLASS[layout], ...more],
  render: { kind: 'scan', layout, ppi },
});

const DOCUMENTS = [
  html('h19-us-band', P.barnaby, 'banner', 'name-capitals'),
  html('h19-us-icons', P.barnaby, 'icons', 'bare-handle', 'personal-domain'),
  html('h19-uk-latex', P.imogen, 'latex', 'a-levels', 'referee'),
  lo('h19-uk-word', P.imogen, 'docx', 'referee'),
  html('h19-in-details', P.raghav, 'form', 'passport', 'father-name'),
  html('h19-in-portal', P.raghav, 'portal', 'name-runs-on'),
  html('h19-de-canva', P.friederike, 'canva', 'letter-spaced', 'skill-bars'),
  lo('h19-de-word', P.friederike, 'pdf', 'date-of-birth'),
  html('h19-fr-letter', P.ombeline, 'letter', 'nationality', 'sign-off'),
  scan('h19-fr-scan', P.ombeline, 'ats', 200),
  lo('h19-es-europass', P.inma, 'docx', 'skills-grid', 'second-surname'),
  html('h19-es-band', P.inma, 'banner'),
  lo('h19-br-word', P.valdirene, 'pdf', 'naturalidade', 'cpf'),
  lo('h19-br-legacy', P.valdirene, 'doc', 'naturalidade'),
  html('h19-mx-ats', P.nico, 'ats', 'rfc'),
  html('h19-mx-icons', P.nico, 'icons', 'nickname'),
  html('h19-cn-portal', P.xiaolan, 'portal', 'english-name'),
  html('h19-cn-form', P.xiaolan, 'form'),
  scan('h19-kr-scan', P.seoyun, 'form', 200, 'cjk'),
  html('h19-kr-portal', P.seoyun, 'portal'),
  html('h19-vn-form', P.diep, 'form', 'que-quan'),
  html('h19-vn-canva', P.diep, 'canva'),
  html('h19-ng-letter', P.ifeoluwa, 'letter', 'hobbies', 'referees'),
  lo('h19-ng-word', P.ifeoluwa, 'docx', 'referees'),
  html('h19-ph-letter', P.rosa, 'letter', 'character-references'),
  scan('h19-ph-scan', P.rosa, 'ats', 200),
  html('h19-ca-icons', P.meredith, 'icons', 'bare-handle', 'personal-domain'),
  lo('h19-ca-legacy', P.meredith, 'doc'),
  html('h19-au-band', P.hamish, 'banner'),
  html('h19-au-latex', P.hamish, 'latex'),
  html('h19-jp-rirekisho', P.kanata, 'form', 'postal-mark'),
  html('h19-no-latex', P.sigrunn, 'latex', 'referee'),
  lo('h19-no-europass', P.sigrunn, 'pdf', 'skills-grid'),
  html('h19-at-academic', P.leopoldine, 'latex', 'publications', 'co-authors', 'referees'),
  html('h19-pk-ats', P.zeeshan, 'ats', 'cnic', 'father-name'),
  html('h19-pk-form', P.zeeshan, 'form', 'cnic'),
  html('h19-ec-icons', P.gualberto, 'icons', 'bare-handle'),
  lo('h19-ec-word', P.gualberto, 'docx', 'cedula'),
  html('h19-sg-portal', P.marcus, 'portal', 'english-name'),
  html('h19-lt-canva', P.ruta, 'canva', 'letter-spaced'),
];

await writeHeldoutPart({ part: 19, seed: HELDOUT19_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
