// Held-out part 53 of the resume corpus: the mix a sixth time, a week of resumes as an applicant-tracking
// vendor pulls them from public repositories and job boards (English, French, German, Spanish, Chinese, Korean,
// Vietnamese and Indian first, then others). Its own invented people (./people.mjs), its own templates
// (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part53 node eval/resumes/generate/heldout-53/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT53_SEED = 0x53b17d0c;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  jakes: 'latex-cv',
  profile: 'profile-export',
  europass: 'europass',
  canva: 'design-tool-two-column',
  portal: 'job-portal-export',
  gdocs: 'google-docs-footer-name',
  form: 'fill-in-form',
  ats: 'plain-ats-resume',
  writer: 'word-template',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-castellucci-latex', P.brennan, html('jakes'), 'pdf', ['middle-initial', 'bare-handle']],
  ['us-castellucci-linkedin', P.brennan, html('profile'), 'pdf', ['page-footer', 'scholarship-named-after-person']],
  ['gb-ashworthnwosu-word', P.philippa, lo, 'docx', ['referees', 'footer-name', 'uk-postcode']],
  ['gb-ashworthnwosu-scan', P.philippa, scan('jakes'), 'pdf', ['scan', 'hyphenated-surname']],
  ['fr-leguennec-europass', P.annesolene, html('europass'), 'pdf', ['surname-caps', 'date-of-birth']],
  ['fr-leguennec-canva', P.annesolene, html('canva'), 'pdf', ['split-name', 'letter-spaced', 'particle-surname']],
  ['de-wiesenhuetter-xing', P.joerg, html('profile'), 'pdf', ['page-footer', 'umlaut-transliterated']],
  ['de-wiesenhuetter-doc', P.joerg, lo, 'doc', ['legacy-doc', 'geburtsdatum', 'familienstand']],
  ['es-goikoetxea-europass', P.nerea, html('europass'), 'pdf', ['dni', 'second-surname']],
  ['es-goikoetxea-word', P.nerea, lo, 'docx', ['referees', 'collegiate-number']],
  ['mx-amezcua-occ', P.ixchel, html('portal'), 'pdf', ['curp', 'colonia-address']],
  ['mx-amezcua-scan', P.ixchel, scan('ats'), 'pdf', ['scan', 'second-surname']],
  ['cn-qi-51job', P.xiaolan, html('portal'), 'pdf', ['cjk', 'english-name', 'resident-id']],
  ['cn-qi-scan', P.xiaolan, scan('form'), 'pdf', ['scan', 'cjk']],
  ['kr-pyeon-saramin', P.jaehoon, html('portal'), 'pdf', ['hangul', 'romanised-name', 'military-service']],
  ['kr-pyeon-word', P.jaehoon, lo, 'docx', ['hangul']],
  ['vn-luong-canva', P.tram, html('canva'), 'pdf', ['english-name', 'diacritics', 'split-name']],
  ['vn-luong-topcv', P.tram, html('portal'), 'pdf', ['diacritics', 'scholarship-named-after-person']],
  ['in-pothireddy-naukri', P.harsha, html('portal'), 'pdf', ['fathers-name', 'passport', 'initials']],
  ['in-pothireddy-doc', P.harsha, lo, 'doc', ['legacy-doc', 'footer-initials']],
  ['ng-odunsiakande-word', P.ifeoluwa, lo, 'pdf', ['referees', 'state-of-origin', 'street-as-workplace']],
  ['ng-odunsiakande-ats', P.ifeoluwa, html('ats'), 'pdf', ['referees', 'university-named-after-person']],
  ['za-mkhwanazibotha-gdocs', P.thandeka, html('gdocs'), 'pdf', ['sa-id-number', 'footer-initials']],
  ['za-mkhwanazibotha-word', P.thandeka, lo, 'docx', ['referees', 'sa-id-number']],
  ['ae-alharthy-ats', P.rakan, html('ats'), 'pdf', ['university-named-after-person', 'https-link']],
  ['ae-alharthy-linkedin', P.rakan, html('profile'), 'pdf', ['page-footer', 'passport']],
  ['br-bittencourtsales-canva', P.gustavo, html('canva'), 'pdf', ['cpf', 'personal-domain', 'skill-bars']],
  ['br-bittencourtsales-gupy', P.gustavo, html('portal'), 'pdf', ['cpf', 'cep']],
  ['id-kusumawardhani-jobstreet', P.made, html('portal'), 'pdf', ['birth-order-name', 'religion']],
  ['id-kusumawardhani-gdocs', P.made, html('gdocs'), 'pdf', ['footer-name', 'tempat-tanggal-lahir']],
  ['ph-tuazon-word', P.rhodora, lo, 'docx', ['referees', 'ma-abbreviation', 'name-caps']],
  ['ph-tuazon-gdocs', P.rhodora, html('gdocs'), 'pdf', ['sss-number', 'civil-status']],
  ['au-osullivantran-ats', P.callum, html('ats'), 'pdf', ['apostrophe-surname', 'referees']],
  ['au-osullivantran-canva', P.callum, html('canva'), 'pdf', ['split-name', 'white-card']],
  ['jp-washio-scan', P.haruka, scan('form'), 'pdf', ['scan', 'cjk', 'furigana']],
  ['jp-washio-gdocs', P.haruka, html('gdocs'), 'pdf', ['english-name', 'personal-domain']],
  ['ca-lachapelleouimet-gdocs', P.marieeve, html('gdocs'), 'pdf', ['double-barrelled', 'award-named-after-person']],
  ['ca-lachapelleouimet-linkedin', P.marieeve, html('profile'), 'pdf', ['page-footer']],
  ['pl-wojcikowski-europass', P.przemek, html('europass'), 'pdf', ['rodo-clause', 'date-of-birth']],
  ['pl-wojcikowski-latex', P.przemek, html('jakes'), 'pdf', ['bare-handle']],
  ['cl-fuenzalida-ats', P.catalina, html('ats'), 'pdf', ['rut', 'second-surname']],
  ['cl-fuenzalida-word', { ...P.catalina, serif: true }, lo, 'pdf', ['rut', 'scholarship-named-after-person']],
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
  await writeHeldoutPart({ part: 53, seed: HELDOUT53_SEED, documents: DOCUMENTS, layouts });
}
