// Held-out part 55 of the resume corpus: Asian applicants and the diaspora as an applicant-tracking inbox receives
// them (Chinese, Korean, Vietnamese and Indian resumes first). Its own invented people (./people.mjs), its own
// templates (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth files come from
// ../heldout-run.mjs.
//   HOME=/tmp/lo-part55 node eval/resumes/generate/heldout-55/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { ENGLISH as E, PEOPLE as P } from './people.mjs';

export const HELDOUT55_SEED = 0x55a51a55;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  cnPortal: 'cn-tw-job-portal-export',
  krPortal: 'kr-job-portal-export',
  vnPortal: 'vn-job-portal-export',
  labelRows: 'south-asia-portal-label-rows',
  design: 'design-tool-sidebar',
  latex: 'latex-cv',
  classic: 'classic-cv-referees',
  cjkForm: 'printed-form-phone-scan',
  writer: 'word-table-textbox',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  [
    'cn-ouyang-zhaopin',
    P.ouyang,
    html('cnPortal'),
    'pdf',
    ['cjk', 'two-syllable-surname', 'english-name', 'resident-id'],
  ],
  ['cn-ouyang-form-scan', P.ouyang, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'resident-id']],
  ['hk-chan-classic', P.chan, html('classic'), 'pdf', ['surname-first-caps', 'english-name', 'hkid', 'referee']],
  ['hk-chan-word', P.chan, lo, 'docx', ['text-box', 'footer-name', 'referee']],
  ['tw-sima-104', P.sima, html('cnPortal'), 'pdf', ['cjk', 'two-syllable-surname', 'wade-giles', 'minguo-date']],
  ['tw-sima-canva', E.sima, html('design'), 'pdf', ['split-name', 'letter-spaced', 'wade-giles']],
  ['sg-tan-canva', P.tan, html('design'), 'pdf', ['two-word-given-name', 'english-name', 'split-name']],
  ['sg-tan-doc', P.tan, lo, 'doc', ['legacy-doc', 'nric', 'referee']],
  ['kr-namgung-saramin', P.namgung, html('krPortal'), 'pdf', ['hangul', 'hanja', 'two-syllable-surname']],
  ['kr-namgung-form-scan', P.namgung, scan('cjkForm'), 'pdf', ['scan', 'hangul', 'hanja']],
  ['kr-hwangbo-latex', P.hwangbo, html('latex'), 'pdf', ['two-syllable-surname', 'coauthors', 'footer-name']],
  ['kr-hwangbo-word', P.hwangbo, lo, 'docx', ['text-box', 'english-name']],
  ['vn-nguyenkv-topcv', P.ha, html('vnPortal'), 'pdf', ['diacritics', 'cccd']],
  ['vn-nguyenkv-canva', E.ha, html('design'), 'pdf', ['no-diacritics', 'english-name', 'split-name']],
  ['vn-tran-latex', P.bao, html('latex'), 'pdf', ['diacritics', 'footer-name']],
  ['vn-tran-doc', P.bao, lo, 'doc', ['legacy-doc', 'diacritics']],
  ['in-gollapudi-naukri', P.prasanna, html('labelRows'), 'pdf', ['initials', 'father-name', 'passport']],
  ['in-gollapudi-word', P.prasanna, lo, 'docx', ['initials', 'text-box']],
  ['in-bhattacharjee-latex', P.ishita, html('latex'), 'pdf', ['coauthors', 'orcid']],
  ['in-bhattacharjee-canva', P.ishita, html('design'), 'pdf', ['bengali-script', 'split-name']],
  ['us-subramanian-classic', P.karthik, html('classic'), 'pdf', ['tamil-initial', 'diaspora']],
  ['us-subramanian-canva', P.karthik, html('design'), 'pdf', ['split-name', 'diaspora']],
  ['jp-fujiwara-rirekisho-scan', P.fujiwara, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'furigana', 'wareki-date']],
  ['jp-fujiwara-word', E.fujiwara, lo, 'docx', ['surname-caps', 'text-box']],
  ['th-wongsakul-canva', P.siriporn, html('design'), 'pdf', ['thai-script', 'nickname']],
  ['th-wongsakul-word', P.siriporn, lo, 'docx', ['thai-id', 'referee']],
  ['id-kusumawardhani-classic', P.dewi, html('classic'), 'pdf', ['nik', 'birthplace']],
  ['id-kusumawardhani-word', P.dewi, lo, 'pdf', ['text-box']],
  ['my-rosli-classic', P.haziq, html('classic'), 'pdf', ['patronymic-bin', 'mykad', 'referee']],
  ['my-rosli-word', P.haziq, lo, 'docx', ['patronymic-bin', 'referee']],
  ['ph-villanueva-classic', P.kristine, html('classic'), 'pdf', ['middle-initial', 'sss', 'referee']],
  ['ph-villanueva-canva', P.kristine, html('design'), 'pdf', ['split-name', 'referee']],
  ['pk-qureshi-rozee', P.usman, html('labelRows'), 'pdf', ['cnic', 'father-name']],
  ['pk-qureshi-latex', P.usman, html('latex'), 'pdf', ['coauthors']],
  ['bd-talukder-bdjobs', P.tanvir, html('labelRows'), 'pdf', ['nid', 'father-name', 'referee']],
  ['bd-talukder-doc', P.tanvir, lo, 'doc', ['legacy-doc', 'bengali-script']],
  ['lk-jayasuriya-classic', P.kavindu, html('classic'), 'pdf', ['ancestral-initials', 'nic', 'referee']],
  ['lk-jayasuriya-shine', P.kavindu, html('labelRows'), 'pdf', ['nic', 'referee']],
  ['np-sherpa-biodata-scan', P.pasang, scan('labelRows'), 'pdf', ['scan', 'bs-date', 'citizenship-no']],
  ['np-sherpa-canva', P.pasang, html('design'), 'pdf', ['devanagari', 'split-name', 'referee']],
  ['au-yeoh-classic', P.yeoh, html('classic'), 'pdf', ['diaspora', 'english-name', 'referee']],
  ['au-yeoh-canva', P.yeoh, html('design'), 'pdf', ['diaspora', 'split-name']],
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
  await writeHeldoutPart({ part: 55, seed: HELDOUT55_SEED, documents: DOCUMENTS, layouts });
}
