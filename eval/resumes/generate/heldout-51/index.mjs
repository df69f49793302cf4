// Held-out part 51 of the resume corpus: a fifth week of the resumes an applicant-tracking vendor pulls from public
// repositories and job boards, every format people send, from every region, junior to executive. Its own invented
// people (./people.mjs), its own templates (./layouts.mjs) and its own seed; the printing, conversion, scanning and
// truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part51 node eval/resumes/generate/heldout-51/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT51_SEED = 0x51c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  wordsave: 'word-saved-as-pdf',
  twocol: 'design-tool-two-column',
  latex: 'latex-moderncv',
  linkedin: 'profile-save-to-pdf',
  europass: 'europass-cv',
  portal: 'job-portal-export',
  cjkForm: 'japanese-rirekisho',
  writer: 'word-header-footer-table-textbox',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-vantreese-latex', P.dashiell, html('latex'), 'pdf', ['middle-initial', 'bare-links', 'johns-hopkins']],
  ['us-vantreese-word', { ...P.dashiell, headerContact: false }, lo, 'docx', ['footer-name', 'named-employer']],
  ['gb-ashcombe-word', P.philippa, lo, 'docx', ['referee', 'header-contact', 'uk-postcode']],
  ['gb-ashcombe-profile', P.philippa, html('linkedin'), 'pdf', ['page-footer', 'hyphenated-surname']],
  ['de-oltmanns-portal', P.friederike, html('portal'), 'pdf', ['xing', 'date-of-birth', 'marital-status']],
  ['de-oltmanns-europass', P.friederike, html('europass'), 'pdf', ['footer-name', 'named-employer']],
  ['ar-iturraspe-doc', { ...P.martina, serif: true }, lo, 'doc', ['legacy-doc', 'second-surname', 'dni']],
  ['ar-iturraspe-design', P.martina, html('twocol'), 'pdf', ['split-name', 'letter-spaced', 'icons', 'skill-bars']],
  ['br-tiburcio-design', P.caio, html('twocol'), 'pdf', ['split-name', 'cpf', 'junior']],
  ['br-tiburcio-profile', P.caio, html('linkedin'), 'pdf', ['page-footer', 'personal-domain']],
  ['fr-marchadier-europass', P.segolene, html('europass'), 'pdf', ['birthplace', 'footer-name']],
  ['fr-marchadier-word', P.segolene, lo, 'docx', ['header-contact', 'named-employer']],
  ['jp-sakakibara-scan', P.chihiro, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'furigana', 'age']],
  ['jp-sakakibara-latex', P.chihiro, html('latex'), 'pdf', ['english-name', 'cjk-address']],
  ['tw-cheng-portal', P.wanting, html('portal'), 'pdf', ['cjk', 'english-name', 'roc-date']],
  ['tw-cheng-design', P.wanting, html('twocol'), 'pdf', ['cjk', 'split-name', 'portfolio-links']],
  ['in-gudivada-portal', P.prasanna, html('portal'), 'pdf', ['naukri', 'initials', 'father-name']],
  ['in-gudivada-doc', P.prasanna, lo, 'doc', ['legacy-doc', 'passport', 'father-name']],
  ['ng-akinwande-word', P.temitope, lo, 'docx', ['referees', 'state-of-origin', 'licence-number']],
  ['ng-akinwande-scan', P.temitope, scan('wordsave'), 'pdf', ['scan', 'named-school']],
  ['za-mabaso-word', P.lindiwe, lo, 'pdf', ['id-number', 'referee', 'named-school']],
  ['za-mabaso-design', P.lindiwe, html('twocol'), 'pdf', ['split-name', 'street-named-after-person']],
  ['ae-alsuwaidi-portal', P.yousef, html('portal'), 'pdf', ['bayt', 'arabic-name', 'executive']],
  ['ae-alsuwaidi-latex', P.yousef, html('latex'), 'pdf', ['named-employer', 'emirates-id']],
  ['ph-buenaventura-portal', P.kristel, html('portal'), 'pdf', ['jobstreet', 'ma-abbreviation', 'religion']],
  ['ph-buenaventura-word', P.kristel, lo, 'pdf', ['referee', 'sss-number', 'subdivision-address']],
  ['id-pradnyaswari-scan', P.ayu, scan('twocol'), 'pdf', ['scan', 'balinese-name']],
  ['id-pradnyaswari-word', P.ayu, html('wordsave'), 'pdf', ['birthplace-date', 'religion']],
  ['au-pryce-profile', P.lachlan, html('linkedin'), 'pdf', ['page-footer', 'apostrophe-name']],
  ['au-pryce-word', { ...P.lachlan, headerContact: false }, lo, 'pdf', ['licence-number', 'named-employer']],
  ['pl-wierzbicka-design', P.zuzanna, html('twocol'), 'pdf', ['rodo-clause', 'named-scholarship']],
  ['pl-wierzbicka-profile', P.zuzanna, html('linkedin'), 'pdf', ['page-footer', 'hyphenated-surname']],
  ['tr-karaosmanoglu-europass', P.aysegul, html('europass'), 'pdf', ['tc-kimlik', 'named-award']],
  ['tr-karaosmanoglu-word', P.aysegul, html('wordsave'), 'pdf', ['dotted-i', 'surname-caps']],
  ['ke-wekesa-word', P.nafula, lo, 'docx', ['po-box', 'kra-pin', 'referees']],
  ['ke-wekesa-latex', P.nafula, html('latex'), 'pdf', ['named-school', 'referees']],
  ['co-arbelaez-portal', P.sebastian, html('portal'), 'pdf', ['computrabajo', 'cedula', 'second-surname']],
  ['co-arbelaez-word', P.sebastian, html('wordsave'), 'pdf', ['colombian-address']],
  ['sg-tan-profile', P.vanessa, html('linkedin'), 'pdf', ['page-footer', 'surname-first', 'executive']],
  ['sg-tan-word', P.vanessa, html('wordsave'), 'pdf', ['nric', 'named-school']],
  ['it-dellorefice-europass', P.gianmarco, html('europass'), 'pdf', ['codice-fiscale', 'privacy-clause']],
  ['it-dellorefice-scan', P.gianmarco, scan('wordsave'), 'pdf', ['scan', 'named-restaurant']],
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
  await writeHeldoutPart({ part: 51, seed: HELDOUT51_SEED, documents: DOCUMENTS, layouts });
}
