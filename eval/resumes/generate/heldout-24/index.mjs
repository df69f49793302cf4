// Held-out part 24 of the resume corpus: 42 documents of 21 invented people from 21 countries, in templates of its
// own, written by someone who had not read the redaction code. Run: `node eval/resumes/generate/heldout-24/index.mjs`
// (needs Chromium, LibreOffice, ImageMagick, img2pdf and qpdf; the tests only read what it wrote).
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT24_SEED = 0x24c0ffee;

// LibreOffice gets its own profile, so a conversion running beside another part's never collides with it.
const home = '/tmp/lo-part24';
mkdirSync(home, { recursive: true });
process.env.HOME = home;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const doc = (id, person, format, render, features) => ({
  id: `h24-${id}`,
  person,
  format,
  render,
  features,
  tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick' : 'chromium',
  ocr: render.kind === 'scan',
});

export const DOCUMENTS = [
  doc('us-grad-latex', P.usGrad, 'pdf', html('latex'), [
    'latex-cv',
    'new-graduate',
    'gpa',
    'handle-glyph',
    'personal-domain',
  ]),
  doc('us-grad-gdocs', { ...P.usGrad, font: 'Noto Sans' }, 'docx', lo, ['writer', 'google-docs-like', 'footer-name']),
  doc('us-vet-ats', P.usVet, 'pdf', html('ats'), ['ats-plain', 'military-to-civilian', 'all-caps-name']),
  doc('us-vet-word', P.usVet, 'pdf', html('word2'), ['word-footer', 'two-page', 'footer-name']),
  doc('gb-nurse-word', P.ukNurse, 'pdf', html('word2'), ['word-footer', 'nurse', 'referees', 'uk-postcode']),
  doc('gb-nurse-writer', { ...P.ukNurse, footer: 'cv' }, 'pdf', lo, ['writer', 'nurse', 'referees']),
  doc(
    'in-campus-portal',
    { ...P.inCampus, portal: 'naukri-style campus', badge: 'Placement 2026' },
    'pdf',
    html('portal'),
    ['portal-export', 'campus-placement', 'name-runs-on'],
  ),
  doc('in-campus-writer', P.inCampus, 'docx', lo, ['writer', 'campus-placement', 'roll-number']),
  doc('de-elektro-bewerbung', P.deElectric, 'pdf', html('letter'), ['letter-and-cv', 'anschreiben', 'electrician']),
  doc('de-elektro-writer', { ...P.deElectric, footer: 'cv' }, 'docx', lo, ['writer', 'electrician']),
  doc('fr-chef-lettre', P.frChef, 'pdf', html('letter'), ['letter-and-cv', 'lettre-de-motivation', 'chef']),
  doc('fr-chef-canva', P.frChef, 'pdf', html('canva'), ['canva-two-column', 'split-name', 'chef']),
  doc('br-motorista-canva', P.brDriver, 'pdf', html('canva'), ['canva-two-column', 'truck-driver', 'cnh', 'cep']),
  doc('br-motorista-writer', P.brDriver, 'docx', lo, ['writer', 'truck-driver', 'cpf']),
  doc(
    'mx-solicitud-scan',
    { ...P.mxRetail, formName: ['Ortúzar Bañuelos', 'Ximena Guadalupe'] },
    'pdf',
    scan('form', 240),
    ['scan', 'solicitud-de-empleo', 'retail-supervisor'],
  ),
  doc('mx-retail-writer', P.mxRetail, 'docx', lo, ['writer', 'retail-supervisor', 'curp', 'referees']),
  doc('cn-yingjie-form', P.cnGrad, 'pdf', html('form'), ['form', 'yingjiesheng', 'political-status']),
  doc('cn-yingjie-scan', P.cnGrad, 'pdf', scan('form', 300), ['scan', 'cjk-scan', 'yingjiesheng']),
  doc('kr-jasoseo', P.krJaso, 'pdf', html('letter'), ['letter-and-cv', 'jagisogaeseo', 'nurse']),
  doc('kr-iryeokseo-form', P.krJaso, 'pdf', html('form'), ['form', 'iryeokseo', 'nurse']),
  doc('vn-teacher-canva', P.vnTeacher, 'pdf', html('canva'), ['canva-two-column', 'teacher', 'english-name']),
  doc('vn-teacher-writer', { ...P.vnTeacher, name: { ...P.vnTeacher.name }, font: 'Noto Serif' }, 'docx', lo, [
    'writer',
    'teacher',
  ]),
  doc('ng-nysc-scan', P.ngNysc, 'pdf', scan('ats', 200), ['scan', 'nysc', 'ats-plain']),
  doc('ng-nysc-writer', P.ngNysc, 'docx', lo, ['writer', 'nysc', 'religion', 'referees']),
  doc('ph-pds-form', { ...P.phPds, formName: ['Villaroza', 'Ma. Theresa Dimaculangan'] }, 'pdf', html('form'), [
    'form',
    'personal-data-sheet',
    'teacher',
  ]),
  doc('ph-teacher-writer', P.phPds, 'pdf', lo, ['writer', 'teacher', 'sss']),
  doc('ca-changer-latex', P.caChange, 'pdf', html('latex'), [
    'latex-cv',
    'career-changer',
    'transferable-skills',
    'handle-glyph',
  ]),
  doc(
    'ca-changer-portal',
    { ...P.caChange, portal: 'linkedin-style profile', badge: 'Open to work' },
    'pdf',
    html('portal'),
    ['portal-export', 'career-changer', 'name-runs-on'],
  ),
  doc('au-care-word', P.auCare, 'pdf', html('word2'), ['word-footer', 'aged-care', 'referees', 'unit-address']),
  doc('au-care-canva', P.auCare, 'pdf', html('canva'), ['canva-two-column', 'aged-care']),
  doc('at-konditor-canva', P.atPastry, 'pdf', html('canva'), ['canva-two-column', 'pastry-chef', 'split-name']),
  doc('at-konditor-writer', { ...P.atPastry, footer: 'cv', font: 'Noto Serif' }, 'docx', lo, ['writer', 'pastry-chef']),
  doc('pk-civil-doc', P.pkCivil, 'doc', lo, ['word97-doc', 'civil-engineer', 'cnic']),
  doc('pk-civil-ats', P.pkCivil, 'pdf', html('ats'), ['ats-plain', 'civil-engineer']),
  doc('ec-contadora-latex', P.ecAcct, 'pdf', html('latex'), ['latex-cv', 'second-surname', 'accountant', 'referees']),
  doc('ec-contadora-doc', P.ecAcct, 'doc', lo, ['word97-doc', 'accountant', 'cedula']),
  doc(
    'ke-clinical-portal',
    { ...P.keKra, portal: 'jobboard kenya', badge: 'Available immediately' },
    'pdf',
    html('portal'),
    ['portal-export', 'kra-pin', 'clinical-officer'],
  ),
  doc('ke-clinical-writer', P.keKra, 'docx', lo, ['writer', 'kra-pin', 'referees']),
  doc('jp-shokumu-form', P.jpShokumu, 'pdf', html('form'), ['form', 'shokumu-keirekisho', 'warehouse']),
  doc('jp-shokumu-writer', P.jpShokumu, 'pdf', lo, ['writer', 'shokumu-keirekisho', 'postal-mark-address']),
  doc('ee-academic-latex', P.eeDev, 'pdf', html('latex'), [
    'latex-cv',
    'academic',
    'publications',
    'referees',
    'personal-domain',
  ]),
  doc(
    'ee-academic-portal',
    { ...P.eeDev, portal: 'linkedin-style profile', badge: 'Open to work' },
    'pdf',
    html('portal'),
    ['portal-export', 'academic', 'publications', 'name-runs-on'],
  ),
];

await writeHeldoutPart({ part: 24, seed: HELDOUT24_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
