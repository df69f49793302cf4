// Held-out part 49 of the resume corpus: one week of applications at an applicant-tracking vendor, from every
// region and every format people send, junior to executive. Its own invented people (./people.mjs), its own
// templates (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth files come from
// ../heldout-run.mjs.
//   HOME=/tmp/lo-part49 node eval/resumes/generate/heldout-49/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT49_SEED = 0x49f1ee7d;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  classic: 'word-or-docs-saved-as-pdf',
  canva: 'design-tool-two-column',
  latex: 'latex-moderncv',
  linkedin: 'profile-save-to-pdf',
  portal: 'job-portal-export',
  europass: 'europass',
  cjkForm: 'cjk-application-form',
  writer: 'word-template-table-footer',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-okaforbrandvold-docs', { ...P.shawnee, footerName: true }, html('classic'), 'pdf', ['footer-name', 'referee']],
  ['us-okaforbrandvold-profile', P.shawnee, html('linkedin'), 'pdf', ['page-footer', 'executive']],
  ['gb-pryceellaway-word', P.rhiannon, lo, 'docx', ['referee', 'footer-name', 'registration-number']],
  ['gb-pryceellaway-canva', P.rhiannon, html('canva'), 'pdf', ['split-name', 'letter-spaced', 'icons']],
  ['de-wolkenhauer-europass', P.friederike, html('europass'), 'pdf', ['date-of-birth', 'marital-status']],
  ['de-wolkenhauer-doc', P.friederike, lo, 'doc', ['legacy-doc', 'xing-url']],
  ['fr-castagnede-latex', P.aurelien, html('latex'), 'pdf', ['bare-handle', 'personal-domain', 'age']],
  ['fr-castagnede-europass', P.aurelien, html('europass'), 'pdf', ['nationality']],
  ['es-echeverrialasarte-word', P.maribel, lo, 'docx', ['second-surname', 'dni', 'referee']],
  ['es-echeverrialasarte-docs', P.maribel, html('classic'), 'pdf', ['second-surname', 'floor-address']],
  ['mx-huertaocampo-portal', P.emiliano, html('portal'), 'pdf', ['curp', 'rfc', 'second-surname']],
  ['mx-huertaocampo-scan', P.emiliano, scan('classic'), 'pdf', ['scan', 'curp']],
  ['br-moura-canva', P.thais, html('canva'), 'pdf', ['four-part-name', 'cpf']],
  ['br-moura-portal', P.thais, html('portal'), 'pdf', ['cep', 'apartment']],
  ['co-restrepoquiceno-latex', P.valentina, html('latex'), 'pdf', ['cedula', 'bare-handle']],
  ['co-restrepoquiceno-profile', P.valentina, html('linkedin'), 'pdf', ['page-footer', 'junior']],
  ['ng-nwachukwuajayi-doc', P.obinna, lo, 'doc', ['legacy-doc', 'state-of-origin', 'referee']],
  ['ng-nwachukwuajayi-scan', P.obinna, scan('classic'), 'pdf', ['scan', 'date-of-birth']],
  ['za-mahlanguventer-profile', P.lindiwe, html('linkedin'), 'pdf', ['page-footer']],
  ['za-mahlanguventer-word', P.lindiwe, lo, 'pdf', ['id-number', 'referee']],
  ['ke-kamauotieno-docs', P.wambui, html('classic'), 'pdf', ['po-box', 'kra-pin', 'referee']],
  ['ke-kamauotieno-word', P.wambui, lo, 'docx', ['national-id']],
  ['ae-alqassimi-portal', P.yousef, html('portal'), 'pdf', ['passport', 'nationality', 'bayt-like']],
  ['ae-alqassimi-canva', P.yousef, html('canva'), 'pdf', ['split-name', 'villa-address']],
  ['in-venkataraghavan-portal', P.prateek, html('portal'), 'pdf', ['pan', 'naukri-like']],
  ['in-venkataraghavan-latex', P.prateek, html('latex'), 'pdf', ['bare-handle', 'personal-domain']],
  ['pk-khattak-latex', P.sadia, html('latex'), 'pdf', ['cnic', 'coauthor', 'scholar-url']],
  ['pk-khattak-docs', { ...P.sadia, footerName: true }, html('classic'), 'pdf', ['footer-name', 'cnic']],
  ['ph-dimaculangan-word', P.jericho, lo, 'docx', ['sss', 'tin', 'referee']],
  ['ph-dimaculangan-scan', { ...P.jericho, surnameFirst: true }, scan('portal'), 'pdf', ['scan', 'surname-first']],
  ['my-kamarulzaman-canva', P.nurul, html('canva'), 'pdf', ['binti', 'ic-number']],
  ['my-kamarulzaman-profile', P.nurul, html('linkedin'), 'pdf', ['page-footer', 'behance-url']],
  ['cn-ouyang-portal', P.weiming, html('portal'), 'pdf', ['cjk', 'english-name', 'zhaopin-like']],
  ['cn-ouyang-form', P.weiming, html('cjkForm'), 'pdf', ['cjk', 'resident-id']],
  ['jp-makabe-scan', P.haruto, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'furigana']],
  ['jp-makabe-docs', P.haruto, html('classic'), 'pdf', ['cjk', 'postal-mark']],
  ['au-mcilwraithtuala-canva', P.jarrah, html('canva'), 'pdf', ['split-name', 'unit-address']],
  ['au-mcilwraithtuala-word', { ...P.jarrah, splitName: true, serif: true }, lo, 'pdf', ['split-name', 'ahpra']],
  ['pl-brzeczyszczykwawrzyniak-europass', P.zofia, html('europass'), 'pdf', ['pesel', 'diacritics']],
  ['pl-brzeczyszczykwawrzyniak-docs', P.zofia, html('classic'), 'pdf', ['diacritics']],
  ['sg-goh-profile', P.minjun, html('linkedin'), 'pdf', ['page-footer', 'english-name', 'executive']],
  ['sg-goh-latex', P.minjun, html('latex'), 'pdf', ['nric', 'hdb-address']],
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
  await writeHeldoutPart({ part: 49, seed: HELDOUT49_SEED, documents: DOCUMENTS, layouts });
}
