// Held-out part 30: which person is printed with which template, in which format. Two documents per person:
// Chromium-printed PDFs (Word-like, Canva-like, job-site exports, a cover letter with its résumé, plain ATS),
// LibreOffice exports (PDF, DOCX — one with a text box header — and two legacy Word .doc) and three scans (two
// Latin-script, one Chinese).
import { PEOPLE } from './people.mjs';

const CLASS = {
  wizard: 'word-resume-wizard-banner',
  table: 'word-table-cv',
  photobox: 'word-two-column-photo-box',
  pastel: 'canva-pastel-sidebar',
  bold: 'canva-bold-name-timeline',
  portal: 'job-site-profile-export',
  letter: 'cover-letter-then-resume',
  ats: 'plain-ats-resume',
};
const PORTAL = {
  us: 'indeed',
  ca: 'indeed',
  in: 'naukri',
  au: 'seek',
  ph: 'jobstreet',
  de: 'stepstone',
  fr: 'apec',
  es: 'infojobs',
  mx: 'occ',
  br: 'catho',
  ar: 'bumeran',
  kr: 'saramin',
  cn: 'zhaopin',
  vn: 'topcv',
  uk: 'linkedin',
  ng: 'linkedin',
  no: 'linkedin',
  eg: 'linkedin',
  pk: 'linkedin',
  be: 'linkedin',
};
const RUN_ON = new Set(['in', 'br', 'ar']);

function person(key, extra = {}) {
  return { ...PEOPLE[key], portal: PORTAL[key], runOn: RUN_ON.has(key), ...extra };
}
function html(key, layout) {
  return {
    id: `p30-${key}-${layout}`,
    format: 'pdf',
    tool: 'chromium',
    features: [CLASS[layout], layout === 'portal' ? PORTAL[key] : 'print'],
    ocr: false,
    person: person(key),
    render: { kind: 'html', layout },
  };
}
function lo(key, format, style = 'footer') {
  return {
    id: `p30-${key}-writer-${format}`,
    format,
    tool: 'libreoffice',
    features: [style === 'textbox' ? 'writer-textbox-header' : 'writer-two-page-name-footer', format],
    ocr: false,
    person: person(key, { style }),
    render: { kind: 'lo' },
  };
}
function scan(key, layout, ppi) {
  return {
    id: `p30-${key}-scan`,
    format: 'pdf',
    tool: 'scan',
    features: ['scanned-page', CLASS[layout]],
    ocr: true,
    person: person(key),
    render: { kind: 'scan', layout, ppi },
  };
}

export const DOCUMENTS = [
  html('us', 'wizard'),
  html('us', 'portal'),
  html('uk', 'letter'),
  scan('uk', 'wizard', 200),
  html('in', 'portal'),
  lo('in', 'docx'),
  html('de', 'photobox'),
  html('de', 'portal'),
  html('fr', 'portal'),
  lo('fr', 'pdf'),
  html('es', 'portal'),
  lo('es', 'doc'),
  html('mx', 'table'),
  scan('mx', 'table', 200),
  html('br', 'portal'),
  html('br', 'pastel'),
  html('cn', 'portal'),
  scan('cn', 'table', 300),
  html('kr', 'portal'),
  html('kr', 'photobox'),
  html('vn', 'portal'),
  html('vn', 'bold'),
  lo('ng', 'pdf'),
  html('ng', 'table'),
  html('ph', 'portal'),
  lo('ph', 'docx', 'textbox'),
  html('ca', 'portal'),
  html('ca', 'ats'),
  html('au', 'portal'),
  html('au', 'bold'),
  html('be', 'letter'),
  html('be', 'pastel'),
  html('ar', 'portal'),
  html('ar', 'bold'),
  html('pk', 'table'),
  lo('pk', 'doc'),
  html('no', 'photobox'),
  html('no', 'ats'),
  html('eg', 'ats'),
  html('eg', 'pastel'),
];
