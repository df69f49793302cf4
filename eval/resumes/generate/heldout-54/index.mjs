// Held-out part 54 of the resume corpus: resumes as people keep them in public GitHub repositories and on personal
// sites (JSON Resume themes, Markdown/pandoc resumes, LaTeX-template looks, HTML/CSS resume pages printed from the
// browser, Word/Canva exports uploaded beside them). Its own invented people (./people.mjs), its own templates
// (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part54 node eval/resumes/generate/heldout-54/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT54_SEED = 0x54c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  jsonresume: 'json-resume-theme',
  moderncv: 'moderncv-like',
  awesome: 'awesome-cv-like',
  deedy: 'deedy-two-column',
  jakes: 'jakes-resume-like',
  altacv: 'altacv-sidebar-icons',
  markdown: 'pandoc-markdown',
  site: 'personal-site-printed',
  writer: 'word-canva-export',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-ashgrove-site', P.toby, html('site'), 'pdf', ['nickname', 'personal-domain', 'hello-line']],
  ['us-ashgrove-jakes', P.toby, html('jakes'), 'pdf', ['url-without-scheme']],
  ['gb-treharne-awesome', P.imogen, html('awesome'), 'pdf', ['letter-spaced', 'footer-name', 'orcid', 'co-authors']],
  ['gb-treharne-word', P.imogen, lo, 'docx', ['header-contact', 'referee', 'uk-postcode']],
  ['in-gollapudi-jakes', P.harsha, html('jakes'), 'pdf', ['initials', 'surname-first', 'father-name']],
  ['in-gollapudi-doc', P.harsha, lo, 'doc', ['legacy-doc', 'date-of-birth', 'passport', 'declaration']],
  ['fr-vautrinlacombe-altacv', P.clemence, html('altacv'), 'pdf', ['surname-caps', 'behance', 'age']],
  ['fr-vautrinlacombe-canva', { ...P.clemence, splitName: true }, lo, 'pdf', ['split-name', 'compound-surname']],
  ['de-quasthoff-moderncv', P.friedemann, html('moderncv'), 'pdf', ['split-name', 'geburtsdatum', 'referee']],
  ['de-quasthoff-word', P.friedemann, lo, 'docx', ['header-contact', 'details-table']],
  ['es-goikoetxea-awesome', P.nerea, html('awesome'), 'pdf', ['second-surname', 'dni', 'footer-name']],
  ['es-goikoetxea-markdown', P.nerea, html('markdown'), 'pdf', ['personal-domain', 'footer-name']],
  ['ar-benvenuto-scan', P.lautaro, scan('jakes'), 'pdf', ['scan', 'second-surname', 'orcid']],
  ['ar-benvenuto-moderncv', P.lautaro, html('moderncv'), 'pdf', ['split-name', 'scholar', 'co-authors']],
  ['cn-sima-scan', P.jingyi, scan('jsonresume'), 'pdf', ['scan', 'cjk', 'compound-surname', 'wechat']],
  ['cn-sima-altacv', P.jingyi, html('altacv'), 'pdf', ['cjk', 'english-name', 'wechat']],
  ['tw-ouyang-deedy', P.howard, html('deedy'), 'pdf', ['cjk', 'wade-giles', 'bare-handle', 'line-id']],
  ['tw-ouyang-jsonresume', P.howard, html('jsonresume'), 'pdf', ['cjk', 'english-name', 'personal-domain']],
  ['kr-namgung-altacv', P.minseo, html('altacv'), 'pdf', ['hangul', 'compound-surname', 'kakao-id', 'scholar']],
  ['kr-namgung-word', P.minseo, lo, 'docx', ['hangul', 'details-table']],
  ['vn-tonnu-jsonresume', P.thaovy, html('jsonresume'), 'pdf', ['diacritics', 'zalo', 'english-name']],
  ['vn-tonnu-awesome', P.thaovy, html('awesome'), 'pdf', ['diacritics', 'letter-spaced', 'footer-name']],
  ['jp-teshigahara-markdown', P.haruka, html('markdown'), 'pdf', ['cjk', 'surname-first', 'zenn']],
  ['jp-teshigahara-deedy', P.haruka, html('deedy'), 'pdf', ['bare-handle', 'romanised-name']],
  ['br-wanderley-jsonresume', P.thais, html('jsonresume'), 'pdf', ['four-part-name', 'cep']],
  ['br-wanderley-doc', P.thais, lo, 'doc', ['legacy-doc', 'cpf', 'referee']],
  ['pl-szczesny-deedy', P.przemek, html('deedy'), 'pdf', ['double-barrelled', 'bare-handle', 'personal-domain']],
  ['pl-szczesny-markdown', P.przemek, html('markdown'), 'pdf', ['diacritics', 'footer-name']],
  ['tr-karaosmanoglu-altacv', P.ecesu, html('altacv'), 'pdf', ['dotted-i', 'twitter-handle']],
  ['tr-karaosmanoglu-site', P.ecesu, html('site'), 'pdf', ['hello-line', 'personal-domain', 'medium']],
  ['ua-didenkomarchuk-jsonresume', P.yaroslava, html('jsonresume'), 'pdf', ['cyrillic-name', 'telegram']],
  ['ua-didenkomarchuk-moderncv', P.yaroslava, html('moderncv'), 'pdf', ['patronymic', 'split-name']],
  ['id-sulistyowati-site', P.sulis, html('site'), 'pdf', ['mononym', 'hello-line', 'personal-domain']],
  ['id-sulistyowati-altacv', P.sulis, html('altacv'), 'pdf', ['mononym', 'tempat-tanggal-lahir']],
  ['ng-nwachukwueze-scan', P.emeka, scan('jakes'), 'pdf', ['scan', 'double-barrelled', 'stack-overflow']],
  ['ng-nwachukwueze-word', P.emeka, lo, 'docx', ['referee', 'state-of-origin', 'footer-name']],
  ['it-dellacqua-moderncv', P.gianmarco, html('moderncv'), 'pdf', ['apostrophe-surname', 'codice-fiscale']],
  ['it-dellacqua-awesome', P.gianmarco, html('awesome'), 'pdf', ['letter-spaced', 'co-authors', 'footer-name']],
  ['ca-beauchesneouellet-site', P.mariesoleil, html('site'), 'pdf', ['hello-line', 'bluesky', 'personal-domain']],
  ['ca-beauchesneouellet-markdown', P.mariesoleil, html('markdown'), 'pdf', ['compound-given-name', 'footer-name']],
  ['nl-terhorst-deedy', P.maartenjan, html('deedy'), 'pdf', ['tussenvoegsel', 'scholar', 'bare-handle']],
  ['nl-terhorst-jakes', P.maartenjan, html('jakes'), 'pdf', ['tussenvoegsel', 'co-authors']],
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
  await writeHeldoutPart({ part: 54, seed: HELDOUT54_SEED, documents: DOCUMENTS, layouts });
}
