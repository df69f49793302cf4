// Held-out part 57 of the resume corpus: the mix a seventh time, a week of resumes an applicant-tracking
// vendor pulls from public repositories and job boards, English first and then the local languages. Its own invented
// people (./people.mjs), its own templates (./layouts.mjs) and its own seed; the printing, conversion, scanning and
// truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part57 node eval/resumes/generate/heldout-57/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT57_SEED = 0x57c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  classic: 'word-saved-as-pdf',
  twocol: 'design-tool-two-column',
  latex: 'latex-cv',
  linkedin: 'profile-export',
  europass: 'europass-cv',
  portal: 'job-portal-export',
  website: 'personal-site-printed',
  cjkForm: 'east-asian-form',
  writer: 'word-template',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-penhallow-latex', P.dashiell, html('latex'), 'pdf', ['middle-initial', 'bare-handle']],
  ['us-penhallow-indeed', P.dashiell, html('portal'), 'pdf', ['portal-handle', 'full-address']],
  [
    'gb-farquharsonadeyemi-word',
    { ...P.imogen, serif: true },
    lo,
    'pdf',
    ['referee', 'footer-name', 'double-barrelled'],
  ],
  ['gb-farquharsonadeyemi-docx', P.imogen, lo, 'docx', ['referee', 'uk-postcode']],
  ['ca-boucherlaframboise-canva', P.etienne, html('twocol'), 'pdf', ['split-name', 'letter-spaced', 'skill-bars']],
  ['ca-boucherlaframboise-linkedin', P.etienne, html('linkedin'), 'pdf', ['page-footer', 'accents']],
  ['au-ferreiradunstan-word', P.lachlan, lo, 'pdf', ['unit-address', 'licence-number', 'referee']],
  ['au-ferreiradunstan-site', P.lachlan, html('website'), 'pdf', ['personal-domain', 'copyright-line']],
  ['ie-nibhraonain-europass', P.niamh, html('europass'), 'pdf', ['irish-name', 'eircode', 'date-of-birth']],
  ['ie-nibhraonain-word', P.niamh, html('classic'), 'pdf', ['irish-name', 'referee', 'registration-number']],
  ['za-mahlanguventer-doc', P.thandeka, lo, 'doc', ['legacy-doc', 'national-id', 'referee']],
  ['za-mahlanguventer-canva', P.thandeka, html('twocol'), 'pdf', ['split-name', 'icons']],
  ['ng-adebisiogundipe-docx', P.seun, lo, 'docx', ['referee', 'marital-status', 'state-of-origin']],
  ['ng-adebisiogundipe-scan', P.seun, scan('classic'), 'pdf', ['scan', 'nickname']],
  ['in-kommineni-naukri', P.siddhartha, html('portal'), 'pdf', ['initials', 'portal-handle']],
  ['in-kommineni-latex', P.siddhartha, html('latex'), 'pdf', ['bare-handle', 'telugu-name-order']],
  ['in-aujla-doc', P.sukhmani, lo, 'doc', ['legacy-doc', 'father-name', 'date-of-birth']],
  ['in-aujla-scan', P.sukhmani, scan('classic'), 'pdf', ['scan', 'father-name']],
  ['fr-vasseurkerbrat-canva', P.apolline, html('twocol'), 'pdf', ['surname-caps', 'age']],
  ['fr-vasseurkerbrat-europass', P.apolline, html('europass'), 'pdf', ['surname-caps']],
  ['de-ostendorff-docx', P.joerg, lo, 'docx', ['tabellarischer-lebenslauf', 'date-of-birth', 'footer-name']],
  ['de-ostendorff-xing', P.joerg, html('linkedin'), 'pdf', ['xing-export', 'hyphenated-given-name']],
  ['es-goikoetxeaurbieta-europass', P.maialen, html('europass'), 'pdf', ['second-surname', 'dni']],
  ['es-goikoetxeaurbieta-word', P.maialen, html('classic'), 'pdf', ['second-surname', 'basque-name']],
  ['mx-huertazamacona-occ', P.citlali, html('portal'), 'pdf', ['curp', 'second-surname']],
  ['mx-huertazamacona-canva', P.citlali, html('twocol'), 'pdf', ['portfolio', 'skill-bars']],
  ['cn-simawanqing-scan', P.wanqing, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'compound-surname']],
  ['cn-simawanqing-linkedin', P.wanqing, html('linkedin'), 'pdf', ['english-name', 'page-footer']],
  ['kr-namgungyunjae-form', P.yunjae, html('cjkForm'), 'pdf', ['hangul', 'compound-surname']],
  ['kr-namgungyunjae-docx', P.yunjae, lo, 'docx', ['hangul', 'footer-name']],
  ['vn-tonnu-canva', P.tram, html('twocol'), 'pdf', ['diacritics', 'split-name']],
  ['vn-tonnu-word', P.tram, html('classic'), 'pdf', ['diacritics', 'kiet-address']],
  ['jp-tsurumaki-form', P.kazuhiro, html('cjkForm'), 'pdf', ['kanji', 'surname-first']],
  ['jp-tsurumaki-site', P.kazuhiro, html('website'), 'pdf', ['personal-domain', 'copyright-line']],
  ['br-bittencourt-latex', P.thais, html('latex'), 'pdf', ['bare-handle', 'cpf']],
  ['br-bittencourt-catho', P.thais, html('portal'), 'pdf', ['portal-handle', 'cep']],
  ['it-scarpellini-scan', P.gianmarco, scan('europass'), 'pdf', ['scan', 'codice-fiscale']],
  ['it-scarpellini-site', P.gianmarco, html('website'), 'pdf', ['personal-domain', 'named-studios']],
  ['pl-wroblewskaszczesna-europass', P.agnieszka, html('europass'), 'pdf', ['pesel', 'double-surname']],
  ['pl-wroblewskaszczesna-word', P.agnieszka, lo, 'pdf', ['pesel', 'footer-name']],
  ['ae-shalaby-word', P.mahmoud, html('classic'), 'pdf', ['passport', 'nationality']],
  ['ae-shalaby-site', P.mahmoud, html('website'), 'pdf', ['copyright-line', 'gulf-address']],
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
  await writeHeldoutPart({ part: 57, seed: HELDOUT57_SEED, documents: DOCUMENTS, layouts });
}
