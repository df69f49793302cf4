// Writes held-out part 45 (eval/resumes-heldout-45): `node eval/resumes/generate/heldout-45/index.mjs` (needs the
// intake's dist, Chromium, LibreOffice, ImageMagick, img2pdf and qpdf). Its own seed, people and templates; the
// shared plumbing (printing, conversion, scans, truth files) is ../heldout-run.mjs.
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT45_SEED = 0x45c0ffee;

const CLASS = {
  moderncv: 'latex-moderncv',
  jakes: 'latex-jakes',
  canva: 'canva-two-column',
  portal: 'portal-export',
  academic: 'academic-cv',
  wordFooter: 'word-footer',
  coverLetter: 'cover-letter',
  jianli: 'cn-jianli-form',
};
const html = (id, person, layout, extra = []) => ({
  id: `h45-${id}`,
  format: 'pdf',
  tool: 'chromium',
  features: [CLASS[layout], ...extra],
  ocr: false,
  person: PEOPLE[person],
  render: { kind: 'html', layout },
});
const lo = (id, person, format) => ({
  id: `h45-${id}`,
  format,
  tool: 'libreoffice',
  features: [
    format === 'pdf' ? 'writer-pdf' : format === 'docx' ? 'writer-docx' : 'writer-doc',
    'footer',
    'header-table',
  ],
  ocr: false,
  person: PEOPLE[person],
  render: { kind: 'lo' },
});
const scan = (id, person, layout) => ({
  id: `h45-${id}`,
  format: 'pdf',
  tool: 'chromium+imagemagick',
  features: ['scan', CLASS[layout]],
  ocr: true,
  person: PEOPLE[person],
  render: { kind: 'scan', layout, ppi: 200 },
});

const DOCUMENTS = [
  html('us-jakes', 'delphine', 'jakes', ['bare-handle', 'personal-domain']),
  html('us-indeed', 'delphine', 'portal', ['name-glued', 'running-footer']),
  html('gb-word', 'ffion', 'wordFooter', ['referees', 'running-footer']),
  lo('gb-docx', 'ffion', 'docx'),
  html('in-naukri', 'harsh', 'portal', ['name-glued', 'date-of-birth']),
  lo('in-writer', 'harsh', 'pdf'),
  html('in-word', 'lalitha', 'wordFooter', ['father-name', 'date-of-birth']),
  lo('in-doc', 'lalitha', 'doc'),
  html('de-moderncv', 'wiebke', 'moderncv', ['name-two-lines']),
  html('de-stepstone', 'wiebke', 'portal', ['name-glued']),
  html('fr-canva', 'annelaure', 'canva', ['letter-spaced', 'skill-bars', 'icons']),
  lo('fr-docx', 'annelaure', 'docx'),
  html('es-moderncv', 'itziar', 'moderncv', ['second-surname', 'national-id']),
  lo('es-writer', 'itziar', 'pdf'),
  html('mx-canva', 'rigo', 'canva', ['letter-spaced', 'second-surname']),
  lo('mx-docx', 'rigo', 'docx'),
  html('br-word', 'thais', 'wordFooter', ['cep', 'cpf']),
  lo('br-writer', 'thais', 'pdf'),
  html('cn-51job', 'xiaolan', 'portal', ['name-glued', 'english-name']),
  html('cn-jakes', 'xiaolan', 'jakes', ['bare-handle']),
  scan('cn-jianli-scan', 'jingyi', 'jianli'),
  html('cn-jianli', 'jingyi', 'jianli'),
  html('kr-saramin', 'seoyun', 'portal', ['name-glued']),
  lo('kr-docx', 'seoyun', 'docx'),
  html('vn-topcv', 'chau', 'portal', ['name-glued']),
  html('vn-canva', 'chau', 'canva', ['letter-spaced']),
  html('ng-jakes', 'dami', 'jakes', ['referees', 'nickname']),
  lo('ng-docx', 'dami', 'docx'),
  scan('ph-canva-scan', 'kristelle', 'canva'),
  html('ph-word', 'kristelle', 'wordFooter', ['date-of-birth']),
  html('ca-jakes', 'emeric', 'jakes', ['bare-handle', 'personal-domain']),
  html('ca-moderncv', 'emeric', 'moderncv', ['name-two-lines']),
  html('au-canva', 'kealey', 'canva', ['letter-spaced', 'unit-address']),
  lo('au-docx', 'kealey', 'docx'),
  html('be-moderncv', 'gilles', 'moderncv', ['name-two-lines']),
  lo('be-doc', 'gilles', 'doc'),
  scan('sk-moderncv-scan', 'lubomira', 'moderncv'),
  html('sk-jakes', 'lubomira', 'jakes'),
  html('pk-letter', 'zeeshan', 'coverLetter', ['cover-letter', 'national-id', 'father-name']),
  lo('pk-docx', 'zeeshan', 'docx'),
  html('rs-academic', 'dragana', 'academic', ['author-list', 'referees']),
  lo('rs-writer', 'dragana', 'pdf'),
];

await writeHeldoutPart({ part: 45, seed: HELDOUT45_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
