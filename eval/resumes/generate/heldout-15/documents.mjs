// Held-out part 15's documents: who appears in which template and format. `render.kind` is `html` (printed by
// Chromium), `scan` (rendered at `ppi`, degraded, no text layer) or `lo` (flat ODF converted by LibreOffice).
import { PEOPLE } from './people.mjs';

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const lo = { kind: 'lo' };
const TOOL = { html: 'chromium-print', scan: 'chromium-screenshot+imagemagick+img2pdf', lo: 'libreoffice' };

/** [person, template class, format, render, extra features] */
const PLAN = [
  ['feltbrook', 'contact-sidebar', 'pdf', html('contactSidebar'), ['referees-none']],
  ['feltbrook', 'writer', 'docx', lo, ['footer-name']],
  ['durovcik', 'mono-hero', 'pdf', html('monoHero'), ['bare-handle', 'personal-domain', 'nickname']],
  ['durovcik', 'writer', 'pdf', lo, ['footer-name', 'date-of-birth']],
  ['brackenbury', 'inprofile', 'pdf', html('inprofile'), ['referees', 'page-footer']],
  ['brackenbury', 'writer', 'doc', lo, ['legacy-doc', 'referees']],
  ['kothandaraman', 'campus', 'pdf', html('campus'), ['declaration', 'fathers-name', 'capitals']],
  ['kothandaraman', 'writer', 'pdf', lo, ['fathers-name']],
  ['sonawane', 'campus', 'pdf', html('campus'), ['declaration', 'three-part-name']],
  ['sonawane', 'contact-sidebar', 'pdf', html('contactSidebar'), []],
  ['quast', 'tabelle', 'pdf', html('tabelle'), ['familienstand', 'signature']],
  ['quast', 'scan', 'pdf', scan('tabelle', 300), ['tabelle']],
  ['rougevin', 'canva-icons', 'pdf', html('canvaIcons'), ['split-name', 'letter-spaced', 'glyphs']],
  ['rougevin', 'writer', 'docx', lo, ['footer-name']],
  ['bermejo', 'infojobs', 'pdf', html('infojobs'), ['name-run-in', 'dni', 'second-surname']],
  ['bermejo', 'scan', 'pdf', scan('infojobs', 300), ['infojobs']],
  ['carrasquedo', 'infojobs', 'pdf', html('infojobs'), ['name-run-in', 'curp', 'four-part-name']],
  ['carrasquedo', 'writer', 'doc', lo, ['legacy-doc', 'curp']],
  ['bittencourt', 'inprofile', 'pdf', html('inprofile'), ['page-footer']],
  ['bittencourt', 'writer', 'docx', lo, ['cep']],
  ['ju', 'qiancheng', 'pdf', html('qiancheng'), ['resume-number', 'age', 'wechat']],
  ['ju', 'mono-hero', 'pdf', html('monoHero'), ['english-name', 'surname-first']],
  ['tak', 'jobkorea', 'pdf', html('jobkorea'), ['photo-box', 'signed-statement']],
  ['tak', 'scan', 'pdf', scan('jobkorea', 200), ['jobkorea', 'cjk']],
  ['khong', 'vnworks', 'pdf', html('vnworks'), ['english-name-in-parentheses', 'capitals']],
  ['khong', 'inprofile', 'pdf', html('inprofile'), ['page-footer', 'english-name']],
  ['fashanu', 'inprofile', 'pdf', html('inprofile'), ['referees', 'page-footer']],
  ['fashanu', 'writer', 'pdf', lo, ['state-of-origin', 'referees']],
  ['dimaculangan', 'contact-sidebar', 'pdf', html('contactSidebar'), ['civil-status']],
  ['dimaculangan', 'writer', 'docx', lo, ['civil-status']],
  ['arsenault', 'mono-hero', 'pdf', html('monoHero'), ['bare-handle', 'personal-domain', 'nickname']],
  ['arsenault', 'canva-icons', 'pdf', html('canvaIcons'), ['split-name', 'letter-spaced']],
  ['yeend', 'contact-sidebar', 'pdf', html('contactSidebar'), ['referees', 'unit-address']],
  ['yeend', 'inprofile', 'pdf', html('inprofile'), ['referees', 'page-footer']],
  ['chmielowiec', 'rodo', 'pdf', html('rodo'), ['consent-clause', 'photo-box']],
  ['chmielowiec', 'writer', 'pdf', lo, ['consent-clause']],
  ['karabiyikoglu', 'rodo', 'pdf', html('rodo'), ['consent-clause', 'military-status']],
  ['karabiyikoglu', 'mono-hero', 'pdf', html('monoHero'), ['bare-handle', 'personal-domain']],
  ['brekkesto', 'canva-icons', 'pdf', html('canvaIcons'), ['split-name', 'letter-spaced']],
  ['brekkesto', 'inprofile', 'pdf', html('inprofile'), ['page-footer']],
];

export const DOCUMENTS = PLAN.map(([key, cls, format, render, features]) => {
  const person = PEOPLE[key];
  const kind = render.kind === 'scan' ? `scan-${render.layout}` : cls;
  return {
    id: `h15-${person.locale.toLowerCase()}-${key}-${kind}${render.kind === 'lo' ? `-${format}` : ''}`.toLowerCase(),
    format,
    tool: TOOL[render.kind],
    features: [cls, ...features],
    ocr: render.kind === 'scan',
    render,
    person,
  };
});
