// Which documents held-out part 28 holds: each person twice, in two of the part's own templates and formats.
import { PEOPLE } from './people.mjs';

const byKey = Object.fromEntries(PEOPLE.map((p) => [p.key, p]));
const CLASS = {
  latex: 'latex-moderncv',
  canva: 'canva-two-column',
  icons: 'icon-one-column',
  portal: 'job-portal-export',
  lebenslauf: 'lebenslauf-with-anschreiben',
  cvfr: 'cv-with-lettre',
  hojavida: 'hoja-de-vida',
  anglo: 'uk-au-cv-footer',
  federal: 'federal-resume',
  functional: 'functional-resume',
  cjkform: 'cjk-form',
  profile: 'profile-export',
  europass: 'europass',
  writer: 'word-processor',
};
/** [person, layout, format]; layout 'writer' goes through LibreOffice, a `scan:` prefix makes a one-page scan. */
const PLAN = [
  ['us', 'federal', 'pdf'],
  ['us', 'writer', 'docx'],
  ['uk', 'anglo', 'pdf'],
  ['uk', 'writer', 'doc'],
  ['in', 'portal', 'pdf'],
  ['in', 'writer', 'pdf'],
  ['de', 'lebenslauf', 'pdf'],
  ['de', 'writer', 'docx'],
  ['fr', 'cvfr', 'pdf'],
  ['fr', 'canva', 'pdf'],
  ['es', 'hojavida', 'pdf'],
  ['es', 'europass', 'pdf'],
  ['mx', 'hojavida', 'pdf'],
  ['mx', 'scan:functional', 'pdf'],
  ['br', 'hojavida', 'pdf'],
  ['br', 'writer', 'docx'],
  ['cn', 'latex', 'pdf'],
  ['cn', 'icons', 'pdf'],
  ['kr', 'scan:cjkform', 'pdf'],
  ['kr', 'writer', 'docx'],
  ['vn', 'icons', 'pdf'],
  ['vn', 'profile', 'pdf'],
  ['ng', 'anglo', 'pdf'],
  ['ng', 'portal', 'pdf'],
  ['ph', 'anglo', 'pdf'],
  ['ph', 'writer', 'doc'],
  ['ca', 'cvfr', 'pdf'],
  ['ca', 'writer', 'pdf'],
  ['au', 'anglo', 'pdf'],
  ['au', 'canva', 'pdf'],
  ['jp', 'cjkform', 'pdf'],
  ['jp', 'profile', 'pdf'],
  ['be', 'europass', 'pdf'],
  ['be', 'writer', 'docx'],
  ['at', 'lebenslauf', 'pdf'],
  ['at', 'functional', 'pdf'],
  ['rs', 'icons', 'pdf'],
  ['rs', 'scan:europass', 'pdf'],
  ['ee', 'profile', 'pdf'],
  ['ee', 'latex', 'pdf'],
];

export const DOCUMENTS = PLAN.map(([key, layout, format], i) => {
  const person = byKey[key];
  const scan = layout.startsWith('scan:');
  const name = scan ? layout.slice(5) : layout;
  const cjk = ['ja', 'ko', 'zh'].includes(person.language);
  const render = scan
    ? { kind: 'scan', layout: name, ppi: cjk ? 300 : 200 }
    : name === 'writer'
      ? { kind: 'lo' }
      : { kind: 'html', layout: name };
  return {
    id: `p28-${String(i + 1).padStart(2, '0')}-${key}-${name}`,
    format,
    tool: scan ? 'imagemagick' : name === 'writer' ? 'libreoffice' : 'chromium',
    features: scan ? ['scan', CLASS[name]] : [CLASS[name], format],
    ocr: scan,
    person,
    render,
  };
});
