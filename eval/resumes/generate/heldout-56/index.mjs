// Held-out part 56 of the resume corpus: European and Latin-American applicants in their national conventions
// (photo box, date and place of birth, nationality, marital status, ID numbers, local addresses, signatures with
// place and date). Its own invented people (./people.mjs), its own templates (./layouts.mjs) and its own seed; the
// printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part56 node eval/resumes/generate/heldout-56/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT56_SEED = 0x56e0c7a1;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  europass: 'europass-cv',
  lebenslauf: 'tabular-lebenslauf',
  design: 'design-tool-sidebar',
  latex: 'latex-moderncv',
  portal: 'job-network-export',
  letter: 'cover-letter-and-cv',
  classic: 'curriculum-vitae-surname-first',
  writer: 'word-document',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  [
    'fr-lestringuez-letter',
    { ...P.jeanbaptiste, manager: 'Mme Solène Vautrin-Leblois' },
    html('letter'),
    'pdf',
    ['signed-letter', 'compound-given-name'],
  ],
  ['fr-lestringuez-classic', P.jeanbaptiste, html('classic'), 'pdf', ['surname-first', 'place-of-birth', 'children']],
  ['be-vandercappellen-europass', P.maelle, html('europass'), 'pdf', ['national-register-number', 'photo-box']],
  ['be-vandercappellen-word', P.maelle, lo, 'docx', ['referee', 'footer-name']],
  [
    'de-obermueller-lebenslauf',
    P.konstanze,
    html('lebenslauf'),
    'pdf',
    ['split-name', 'signed-place-date', 'photo-box'],
  ],
  [
    'de-obermueller-letter',
    { ...P.konstanze, manager: 'Frau Dr. Henrike Wollenweber' },
    html('letter'),
    'pdf',
    ['signed-letter', 'xing-link'],
  ],
  ['at-gschwendtberger-scan', P.valentin, scan('lebenslauf'), 'pdf', ['scan', 'academic-title', 'stair-door-address']],
  ['at-gschwendtberger-xing', P.valentin, html('portal'), 'pdf', ['page-footer', 'social-security-number']],
  ['ch-caflisch-word', P.ursina, lo, 'docx', ['ahv-number', 'place-of-origin']],
  ['ch-caflisch-lebenslauf', P.ursina, html('lebenslauf'), 'pdf', ['double-surname', 'referee']],
  ['es-arrizabalaga-doc', P.mariajose, lo, 'doc', ['legacy-doc', 'dni', 'two-surnames']],
  ['es-arrizabalaga-infojobs', P.mariajose, html('portal'), 'pdf', ['page-footer', 'piso-puerta-address']],
  ['ve-goncalves-design', P.yusmary, html('design'), 'pdf', ['nie', 'letter-spaced', 'place-of-birth']],
  ['ve-goncalves-europass', P.yusmary, html('europass'), 'pdf', ['two-surnames']],
  ['mx-cuautle-design', P.ximenaa, html('design'), 'pdf', ['curp', 'rfc', 'colonia-address']],
  ['mx-cuautle-word', { ...P.ximenaa, splitName: true }, lo, 'docx', ['split-name', 'referee']],
  ['ar-iturraspe-latex', P.sebastian, html('latex'), 'pdf', ['cuil', 'bare-links']],
  ['ar-iturraspe-profile', P.sebastian, html('portal'), 'pdf', ['page-footer', 'nickname']],
  ['cl-pizarro-design', P.catalina, html('design'), 'pdf', ['rut', 'colegio-san-ignacio']],
  ['cl-pizarro-latex', P.catalina, html('latex'), 'pdf', ['two-surnames']],
  ['co-quinones-word', P.andres, lo, 'pdf', ['cedula', 'medical-registration', 'referee']],
  ['co-quinones-classic', P.andres, html('classic'), 'pdf', ['surname-first', 'hospital-named-after-people']],
  ['pe-huamani-scan', P.rosario, scan('europass'), 'pdf', ['scan', 'dni']],
  ['pe-huamani-design', P.rosario, html('design'), 'pdf', ['particle-given-name', 'jiron-address']],
  ['br-sampaio-linkedin', P.thiago, html('portal'), 'pdf', ['page-footer', 'particle-dos']],
  ['br-sampaio-design', P.thiago, html('design'), 'pdf', ['cpf', 'rg', 'cep']],
  ['pt-figueiredo-latex', P.ines, html('latex'), 'pdf', ['cartao-de-cidadao', 'nif', 'prize-named-after-person']],
  ['pt-figueiredo-europass', P.ines, html('europass'), 'pdf', ['personal-domain']],
  ['it-locastro-classic', P.giulia, html('classic'), 'pdf', ['codice-fiscale', 'surname-first', 'gdpr-consent']],
  [
    'it-locastro-letter',
    { ...P.giulia, manager: 'Dott.ssa Carla Nardomarino' },
    html('letter'),
    'pdf',
    ['signed-letter'],
  ],
  ['nl-heijkoop-latex', P.daan, html('latex'), 'pdf', ['particle-van-der', 'personal-domain-email']],
  ['nl-heijkoop-linkedin', P.daan, html('portal'), 'pdf', ['page-footer', 'roman-floor-address']],
  ['pl-szczepanska-europass', P.agnieszka, html('europass'), 'pdf', ['pesel', 'rodo-consent']],
  ['pl-szczepanska-word', P.agnieszka, lo, 'docx', ['double-surname', 'mieszkanie-address']],
  ['cz-vlckovsky-doc', P.tomas, lo, 'doc', ['legacy-doc', 'birth-number', 'academic-title']],
  ['cz-vlckovsky-latex', P.tomas, html('latex'), 'pdf', ['referee']],
  ['ro-stanculescu-europass', P.ioana, html('europass'), 'pdf', ['cnp', 'bloc-scara-address']],
  ['ro-stanculescu-word', P.ioana, lo, 'docx', ['hyphenated-given-name']],
  ['gr-papadimitrakopoulou-scan', P.eleni, scan('classic'), 'pdf', ['scan', 'greek-script', 'identity-card']],
  ['gr-papadimitrakopoulou-design', P.eleni, html('design'), 'pdf', ['greek-script', 'children']],
  ['gr-tsirigotakis-latex', P.kostas, html('latex'), 'pdf', ['military-service', 'referee']],
  ['gr-tsirigotakis-europass', P.kostas, html('europass'), 'pdf', ['nickname']],
  ['tr-karaagacli-kariyer', P.elif, html('portal'), 'pdf', ['page-footer', 'tc-kimlik']],
  ['tr-karaagacli-design', P.elif, html('design'), 'pdf', ['mahalle-address', 'marital-status']],
  ['ch-bernasconi-classic', P.matteo, html('classic'), 'pdf', ['avs-number', 'executive']],
  ['ch-bernasconi-word', { ...P.matteo, serif: true }, lo, 'pdf', ['double-surname', 'executive']],
];

export const DOCUMENTS = PLAN.map(([id, person, render, format, features]) => {
  const layout = render.kind === 'lo' ? 'writer' : render.layout;
  return {
    id,
    person,
    render,
    format,
    tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick-scan' : 'chromium',
    features: [CLASS[layout], ...features],
    ocr: render.kind === 'scan',
  };
});

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeHeldoutPart({ part: 56, seed: HELDOUT56_SEED, documents: DOCUMENTS, layouts });
}
