// Held-out part 52 of the resume corpus: senior, executive and academic CVs worldwide (directors, CFOs, partners,
// professors, physician-scientists, senior engineers), multi-page with running headers and footers, publication
// and patent lists, grants, boards and referees. Its own invented people (./people.mjs), its own templates
// (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part52 node eval/resumes/generate/heldout-52/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT52_SEED = 0x52c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  exec: 'executive-cv-running-footer',
  academic: 'academic-cv-publications',
  board: 'board-cv-sidebar',
  euro: 'continental-cv-personal-data',
  biodata: 'indian-academic-biodata',
  cjk: 'cjk-senior-cv',
  compact: 'plain-one-page',
  writer: 'word-cv-header-footer',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['de-oberlaendervoss-lebenslauf', P.katharina, html('euro'), 'pdf', ['photo-line', 'signature', 'date-of-birth']],
  ['de-oberlaendervoss-word', { ...P.katharina, serif: true }, lo, 'docx', ['details-table', 'board-seats']],
  ['fr-kervelladumoulin-cv', P.jeanbaptiste, html('euro'), 'pdf', ['surname-caps', 'patents', 'etat-civil']],
  ['fr-kervelladumoulin-exec', P.jeanbaptiste, html('exec'), 'pdf', ['page-footer', 'patents']],
  ['es-ozaeta-doc', P.begona, lo, 'doc', ['dni', 'second-surname', 'legacy-doc']],
  ['es-ozaeta-academic', P.begona, html('academic'), 'pdf', ['vancouver-citations', 'orcid', 'referee']],
  ['in-thirumalachari-biodata', P.venkat, html('biodata'), 'pdf', ['fathers-name', 'religion', 'declaration']],
  ['in-thirumalachari-academic', P.venkat, html('academic'), 'pdf', ['initials', 'students', 'referee']],
  ['jp-takaha-shokumu', P.chikage, html('cjk'), 'pdf', ['cjk', 'furigana', 'patents']],
  ['jp-takaha-word', P.chikage, lo, 'docx', ['cjk', 'details-table']],
  ['cn-ouyang-academic', P.zhenyu, html('cjk'), 'pdf', ['cjk', 'english-name', 'chinese-authors']],
  ['cn-ouyang-scan', P.zhenyu, scan('cjk'), 'pdf', ['scan', 'cjk', 'id-number']],
  ['kr-hwangbo-exec', P.seojin, html('exec'), 'pdf', ['surname-first', 'hangul', 'patents']],
  ['kr-hwangbo-board', P.seojin, html('board'), 'pdf', ['split-name', 'hangul']],
  ['us-thistlewoodokafor-academic', P.marguerite, html('academic'), 'pdf', ['physician-scientist', 'npi', 'grants']],
  ['us-thistlewoodokafor-word', P.marguerite, lo, 'pdf', ['medical-license', 'referee']],
  ['gb-penhaligonreeve-exec', P.alasdair, html('exec'), 'pdf', ['page-footer', 'referee']],
  ['gb-penhaligonreeve-word', { ...P.alasdair, serif: true }, lo, 'docx', ['sra-number', 'referee']],
  ['br-tavaresneto-cv', P.luiz, html('euro'), 'pdf', ['cpf', 'cep', 'four-part-name']],
  ['br-tavaresneto-board', P.luiz, html('board'), 'pdf', ['split-name', 'board-seats']],
  ['it-prosdocimi-cv', P.giancarlo, html('euro'), 'pdf', ['codice-fiscale', 'gdpr-clause']],
  ['it-prosdocimi-academic', P.giancarlo, html('academic'), 'pdf', ['apa-citations', 'personal-domain']],
  ['ru-bezrukavnikova-exec', P.yevgeniya, html('exec'), 'pdf', ['patronymic', 'page-footer']],
  ['ru-bezrukavnikova-scan', P.yevgeniya, scan('compact'), 'pdf', ['scan', 'patronymic']],
  ['ng-olaniyanbakare-academic', P.adetokunbo, html('academic'), 'pdf', ['state-of-origin', 'referee']],
  ['ng-olaniyanbakare-doc', P.adetokunbo, lo, 'doc', ['mdcn-number', 'legacy-doc', 'referee']],
  ['za-mkhabelaventer-board', P.thandiwe, html('board'), 'pdf', ['split-name', 'sa-id-number']],
  ['za-mkhabelaventer-exec', P.thandiwe, html('exec'), 'pdf', ['page-footer', 'referee']],
  ['au-brannigandossett-board', P.fionnuala, html('board'), 'pdf', ['split-name', 'unit-address']],
  ['au-brannigandossett-word', P.fionnuala, lo, 'pdf', ['referee', 'page-header']],
  ['mx-zubiria-cv', P.rodrigo, html('euro'), 'pdf', ['curp', 'second-surname']],
  ['mx-zubiria-exec', P.rodrigo, html('exec'), 'pdf', ['page-footer', 'colonia-address']],
  ['nl-vanderheijdenbosch-academic', P.maarten, html('academic'), 'pdf', ['tussenvoegsel', 'ieee-citations']],
  ['nl-vanderheijdenbosch-exec', P.maarten, html('exec'), 'pdf', ['tussenvoegsel', 'personal-domain']],
  ['sg-kwek-board', P.audrey, html('board'), 'pdf', ['english-name', 'nric']],
  ['sg-kwek-exec', P.audrey, html('exec'), 'pdf', ['surname-caps', 'referee']],
  ['ae-elshenawy-exec', P.tarek, html('exec'), 'pdf', ['passport', 'visa-status']],
  ['ae-elshenawy-scan', P.tarek, scan('compact'), 'pdf', ['scan', 'driving-licence']],
  ['ca-lapointesauvageau-academic', P.genevieve, html('academic'), 'pdf', ['apa-citations', 'grants']],
  ['ca-lapointesauvageau-cv', P.genevieve, html('euro'), 'pdf', ['quebec-address']],
  ['pl-wroblewiczkaminski-exec', P.przemyslaw, html('exec'), 'pdf', ['page-footer', 'rodo-clause']],
  ['pl-wroblewiczkaminski-word', P.przemyslaw, lo, 'docx', ['rodo-clause', 'referee']],
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
  await writeHeldoutPart({ part: 52, seed: HELDOUT52_SEED, documents: DOCUMENTS, layouts });
}
