// Generates held-out part 14 of the resume corpus (eval/resumes-heldout-14): its own people (./people.mjs) and
// templates (./layouts.mjs), its own seed, through the shared plumbing (../heldout-run.mjs: Chromium prints,
// LibreOffice converts, ImageMagick and img2pdf make the scans). Needs /usr/bin/chromium, soffice, convert,
// img2pdf and qpdf; the tests read only the committed documents and truth files.
//
//   node eval/resumes/generate/heldout-14/index.mjs
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT14_SEED = 0x14c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout) => ({ kind: 'scan', layout, ppi: 300 });
const lo = { kind: 'lo' };

/** [person, template class, render, format, extra features, writer style] */
const PLAN = [
  ['us', 'devcard', html('devcard'), 'pdf', ['handles-no-url', 'personal-domain', 'nickname', 'middle-initial']],
  ['us', 'word-classic', lo, 'docx', ['footer-name', 'middle-initial'], 'classic'],
  ['gb', 'statement', html('statement'), 'pdf', ['personal-statement', 'uk-postcode', 'double-barrelled']],
  ['gb', 'word-classic', lo, 'doc', ['legacy-doc', 'footer-name'], 'classic'],
  ['in', 'statement', html('statement'), 'pdf', ['father-name', 'declaration-signature', 'initial-after-name']],
  ['in', 'timeline', html('timeline'), 'pdf', ['two-column', 'initials-circle']],
  ['de', 'timeline', html('timeline'), 'pdf', ['two-column', 'date-of-birth']],
  ['de', 'word-classic', lo, 'pdf', ['footer-name', 'place-date-signature'], 'classic'],
  ['fr', 'portal-profile', html('wttj'), 'pdf', ['job-site-export', 'personal-domain']],
  ['fr', 'word-classic', lo, 'docx', ['footer-name'], 'classic'],
  ['es', 'timeline', html('timeline'), 'pdf', ['second-surname', 'national-id']],
  ['es', 'scan', scan('timeline'), 'pdf', ['ocr', 'second-surname']],
  ['br', 'lattes', html('lattes'), 'pdf', ['academic', 'co-authors', 'citation-names', 'four-part-name']],
  ['br', 'word-classic', lo, 'docx', ['footer-name', 'cep'], 'classic'],
  ['mx', 'word-curp', lo, 'pdf', ['curp', 'rfc', 'second-surname'], 'curp'],
  ['mx', 'word-curp', lo, 'doc', ['legacy-doc', 'curp', 'rfc'], 'curp'],
  ['cn', 'chinese-table', html('chinese'), 'pdf', ['cjk', 'english-name-in-parentheses']],
  ['cn', 'scan', scan('chinese'), 'pdf', ['ocr', 'cjk']],
  ['kr', 'devcard', html('devcard'), 'pdf', ['handles-no-url', 'hyphenated-given-name', 'personal-domain']],
  ['kr', 'timeline', html('timeline'), 'pdf', ['hyphenated-given-name', 'hangul-address', 'two-column']],
  ['vn', 'portal-profile', html('wttj'), 'pdf', ['english-name-in-parentheses', 'job-site-export']],
  ['vn', 'word-classic', lo, 'pdf', ['footer-name', 'date-of-birth'], 'classic'],
  ['ng', 'job-board', html('jobberman'), 'pdf', ['name-runs-into-chip', 'personal-details', 'referees']],
  ['ng', 'scan', scan('jobberman'), 'pdf', ['ocr', 'name-runs-into-chip']],
  ['ph', 'personal-info', html('phInfo'), 'pdf', ['personal-info-table', 'character-references', 'signature']],
  ['ph', 'word-classic', lo, 'docx', ['footer-name', 'surname-first-footer'], 'classic'],
  ['ca', 'referees', html('referees'), 'pdf', ['named-referees', 'referees-on-request']],
  ['ca', 'word-classic', lo, 'pdf', ['footer-name', 'referees'], 'classic'],
  ['au', 'referees', html('referees'), 'pdf', ['named-referees', 'referees-on-request', 'unit-address']],
  ['au', 'portal-profile', html('wttj'), 'pdf', ['job-site-export']],
  ['nz', 'referees', html('referees'), 'pdf', ['named-referees', 'macron-name']],
  ['jp', 'shokumu', lo, 'pdf', ['cjk', 'postal-mark-address'], 'shokumu'],
  ['jp', 'shokumu', lo, 'docx', ['cjk', 'postal-mark-address'], 'shokumu'],
  ['be', 'nordic', html('nordic'), 'pdf', ['lowercase-name', 'particle-surname']],
  ['be', 'word-classic', lo, 'docx', ['footer-name', 'particle-surname'], 'classic'],
  ['no', 'nordic', html('nordic'), 'pdf', ['lowercase-name', 'date-of-birth', 'referees']],
  ['ch', 'swiss', html('swiss'), 'pdf', ['personal-data', 'photo-box', 'nationality']],
  ['ch', 'word-classic', lo, 'pdf', ['footer-name', 'personal-data'], 'classic'],
  ['pk', 'personal-info', html('phInfo'), 'pdf', ['father-name', 'national-id', 'religion']],
  ['pk', 'statement', html('statement'), 'pdf', ['father-name', 'declaration-signature']],
  ['ec', 'personal-info', html('phInfo'), 'pdf', ['national-id', 'second-surname', 'references']],
  ['ec', 'timeline', html('timeline'), 'pdf', ['nickname', 'second-surname']],
  ['lt', 'devcard', html('devcard'), 'pdf', ['handles-no-url', 'personal-domain']],
];

const used = new Map();
export const DOCUMENTS = PLAN.map(([who, cls, render, format, features, writerStyle]) => {
  const base = `h14-${who}-${cls}${render.kind === 'lo' ? `-${format}` : ''}`;
  const n = (used.get(base) ?? 0) + 1;
  used.set(base, n);
  return {
    id: n === 1 ? base : `${base}-${n}`,
    format,
    tool: render.kind === 'lo' ? 'libreoffice' : 'chromium',
    features: [cls, ...features],
    ocr: render.kind === 'scan',
    render,
    person: { ...PEOPLE[who], ...(writerStyle ? { writerStyle } : {}) },
  };
});

if (import.meta.url === `file://${process.argv[1]}`)
  await writeHeldoutPart({ part: 14, seed: HELDOUT14_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
