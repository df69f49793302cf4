// Generates held-out part 21 (eval/resumes-heldout-21): this part's own people (./people.mjs) and templates
// (./layouts.mjs), printed and converted through the shared plumbing (../heldout-run.mjs).
//   node eval/resumes/generate/heldout-21/index.mjs   (needs chromium, soffice, ImageMagick, img2pdf, qpdf)
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT21_SEED = 0x5eed2121;

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const lo = { kind: 'lo' };

// [person, render, format, template class, more features]
const PLAN = [
  ['quarles', html('federal'), 'pdf', 'federal', ['usajobs', 'footer-page-number', 'supervisor-phones']],
  ['quarles', html('iconic'), 'pdf', 'icon-one-column', ['domain', 'handle-at', 'emoji-glyphs']],
  ['okafor', html('declaration'), 'pdf', 'declaration', ['referees', 'date-of-birth', 'marital-status']],
  ['okafor', scan('declaration', 240), 'pdf', 'scan', ['declaration']],
  ['okafor', lo, 'docx', 'word-footer', ['referees-page-two']],
  ['brannigan', html('academic'), 'pdf', 'academic', ['publications', 'co-authors', 'referees', 'eponym-prizes']],
  ['brannigan', lo, 'doc', 'word-footer', ['legacy-doc', 'referees-page-two']],
  ['raghunathan', html('declaration'), 'pdf', 'declaration', ['fresher', 'fathers-name']],
  ['raghunathan', html('portal'), 'pdf', 'portal-export', ['name-runs-into-headline']],
  ['wendtland', html('continental'), 'pdf', 'continental', ['geburtsdatum']],
  ['wendtland', html('portal'), 'pdf', 'portal-export', ['name-runs-into-headline']],
  ['wendtland', lo, 'docx', 'word-footer', []],
  ['delaunoy', html('canva'), 'pdf', 'canva-two-column', ['split-name', 'letter-spaced', 'skill-bars']],
  ['delaunoy', html('coverletter'), 'pdf', 'cover-letter', ['sign-off']],
  ['gonzalez', html('moderncv'), 'pdf', 'latex-moderncv', ['second-surname', 'dni']],
  ['gonzalez', scan('moderncv', 240), 'pdf', 'scan', ['latex-moderncv']],
  ['zamarripa', html('linkedin'), 'pdf', 'linkedin-export', ['nickname']],
  ['figueiredo', html('canva'), 'pdf', 'canva-two-column', ['split-name', 'letter-spaced']],
  ['figueiredo', lo, 'pdf', 'word-footer', ['cep']],
  ['luo', html('jianli'), 'pdf', 'cjk-jianli', ['english-name-in-parentheses']],
  ['luo', lo, 'docx', 'word-footer', ['cjk']],
  ['seo', html('linkedin'), 'pdf', 'linkedin-export', ['family-name-first']],
  ['truong', html('portal'), 'pdf', 'portal-export', ['name-runs-into-headline']],
  ['truong', lo, 'docx', 'word-footer', ['vietnamese']],
  ['dimaculangan', html('coverletter'), 'pdf', 'cover-letter', ['sign-off', 'middle-initial']],
  ['dimaculangan', lo, 'doc', 'word-footer', ['legacy-doc', 'referees-page-two']],
  ['mcallister', html('iconic'), 'pdf', 'icon-one-column', ['handle-no-scheme']],
  ['pemberton', html('canva'), 'pdf', 'canva-two-column', ['split-name']],
  ['pemberton', html('coverletter'), 'pdf', 'cover-letter', ['referees']],
  ['sanna', html('continental'), 'pdf', 'continental', ['privacy-consent']],
  ['sanna', lo, 'pdf', 'word-footer', []],
  ['vanderheul', html('continental'), 'pdf', 'continental', ['geboortedatum', 'tussenvoegsel']],
  ['kovesdi', html('continental'), 'pdf', 'continental', ['family-name-first']],
  ['kovesdi', lo, 'docx', 'word-footer', ['family-name-first']],
  ['ibacache', html('continental'), 'pdf', 'continental', ['rut', 'referees']],
  ['ibacache', html('moderncv'), 'pdf', 'latex-moderncv', ['rut', 'four-part-name']],
  ['hnatiuk', html('continental'), 'pdf', 'continental', ['cyrillic', 'patronymic']],
  ['hnatiuk', html('iconic'), 'pdf', 'icon-one-column', ['cyrillic', 'handle-no-scheme']],
  ['wickramasinghe', html('declaration'), 'pdf', 'declaration', ['nic', 'religion', 'referees']],
  ['wickramasinghe', lo, 'pdf', 'word-footer', ['nic']],
  ['kuwabara', html('rirekisho'), 'pdf', 'rirekisho', ['furigana', 'postal-mark']],
  ['kuwabara', scan('rirekisho', 240), 'pdf', 'scan', ['rirekisho', 'cjk']],
];

const seen = new Map();
const DOCUMENTS = PLAN.map(([key, render, format, cls, more]) => {
  const person = { key, ...PEOPLE[key] };
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  return {
    id: `p21-${key}-${n}`,
    format,
    tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+scan' : 'chromium',
    features: [cls, ...more],
    ocr: render.kind === 'scan',
    person,
    render,
  };
});

await writeHeldoutPart({ part: 21, seed: HELDOUT21_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
