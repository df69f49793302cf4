// Held-out part 35 (eval/resumes-heldout-35): forty documents of twenty invented people from twenty countries, in
// the looks of resumes pulled from public repositories and job boards. Run: node eval/resumes/generate/heldout-35/index.mjs
// (needs chromium, LibreOffice, ImageMagick, img2pdf, qpdf; build eval/intake first). The same seed writes the same part.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT35_SEED = 0x35c0ffee;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });

/** [person, slug, format, template class, render] */
const PLAN = [
  ['us', 'jake', 'pdf', 'latex-jake', html('jake')],
  ['us', 'word', 'docx', 'writer-docx', lo],
  ['uk', 'twopage', 'pdf', 'word-two-page', html('word2page')],
  ['uk', 'writer', 'pdf', 'writer-pdf', lo],
  ['in', 'naukri', 'pdf', 'portal-export', html('portal')],
  ['in', 'legacy', 'doc', 'writer-doc', lo],
  ['de', 'moderncv', 'pdf', 'latex-moderncv', html('moderncv')],
  ['de', 'word', 'docx', 'writer-docx', lo],
  ['fr', 'canva', 'pdf', 'canva-two-column', html('canva')],
  ['fr', 'word', 'docx', 'writer-docx', lo],
  ['es', 'moderncv', 'pdf', 'latex-moderncv', html('moderncv')],
  ['es', 'writer', 'pdf', 'writer-pdf', lo],
  ['br', 'canva', 'pdf', 'canva-two-column', html('canva')],
  ['br', 'word', 'docx', 'writer-docx', lo],
  ['mx', 'awesome', 'pdf', 'latex-awesome', html('awesome')],
  ['mx', 'scan', 'pdf', 'scan', scan('awesome')],
  ['cn', 'zhaopin', 'pdf', 'portal-export', html('portal')],
  ['cn', 'scan', 'pdf', 'scan', scan('cjkform')],
  ['kr', 'form', 'pdf', 'cjk-form', html('cjkform')],
  ['kr', 'word', 'docx', 'writer-docx', lo],
  ['vn', 'topcv', 'pdf', 'portal-export', html('portal')],
  ['vn', 'legacy', 'doc', 'writer-doc', lo],
  ['ng', 'linkedin', 'pdf', 'linkedin-profile', html('linkedin')],
  ['ng', 'jake', 'pdf', 'latex-jake', html('jake')],
  ['ph', 'indeed', 'pdf', 'portal-export', html('portal')],
  ['ph', 'scan', 'pdf', 'scan', scan('ats')],
  ['ca', 'cover', 'pdf', 'cover-letter', html('cover')],
  ['ca', 'ats', 'pdf', 'ats-plain', html('ats')],
  ['au', 'infographic', 'pdf', 'infographic', html('infographic')],
  ['au', 'writer', 'pdf', 'writer-pdf', lo],
  ['be', 'europass', 'pdf', 'europass', html('europass')],
  ['be', 'writer', 'pdf', 'writer-pdf', lo],
  ['no', 'academic', 'pdf', 'academic', html('academic')],
  ['no', 'word', 'docx', 'writer-docx', lo],
  ['chfr', 'deedy', 'pdf', 'latex-deedy', html('deedy')],
  ['chfr', 'awesome', 'pdf', 'latex-awesome', html('awesome')],
  ['pk', 'linkedin', 'pdf', 'linkedin-profile', html('linkedin')],
  ['pk', 'writer', 'pdf', 'writer-pdf', lo],
  ['ec', 'cover', 'pdf', 'cover-letter', html('cover')],
  ['ec', 'twopage', 'pdf', 'word-two-page', html('word2page')],
];

const documents = PLAN.map(([who, slug, format, cls, render]) => ({
  id: `h35-${who}-${slug}`,
  format,
  tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick' : 'chromium',
  features: [cls, render.kind === 'scan' ? 'ocr' : render.kind === 'lo' ? 'odf-export' : 'html-print'],
  ocr: render.kind === 'scan',
  person: PEOPLE[who],
  render,
}));

await writeHeldoutPart({ part: 35, seed: HELDOUT35_SEED, documents, layouts: LAYOUTS });
