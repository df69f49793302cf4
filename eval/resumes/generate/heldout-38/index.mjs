// Held-out part 38 (eval/resumes-heldout-38): CVs in the national conventions of Europe and the Americas, its own
// invented people and templates, seed HELDOUT38_SEED. Run: node eval/resumes/generate/heldout-38/index.mjs
// (needs Chromium, LibreOffice, ImageMagick and img2pdf; the tests only read what it writes).
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT38_SEED = 0x38c0de5;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });

// [person, render, format, features (features[0] is the template class)]
const PLAN = [
  ['wiebke', html('lebenslauf'), 'pdf', ['lebenslauf', 'photo-cell', 'signature-line', 'maiden-name']],
  ['wiebke', lo, 'docx', ['word-like', 'footer-name', 'table-contact']],
  ['florentin', html('stepstone'), 'pdf', ['portal-export', 'name-run-in', 'particle']],
  ['florentin', lo, 'doc', ['word-like', 'legacy-doc', 'particle']],
  ['solene', html('cvFrancais'), 'pdf', ['french-cv', 'permis', 'maiden-name']],
  ['solene', lo, 'pdf', ['word-like', 'footer-name']],
  ['ludovica', html('cvItaliano'), 'pdf', ['italian-cv', 'gdpr-consent', 'compound-surname']],
  ['ludovica', html('europass'), 'pdf', ['europass', 'compound-surname']],
  ['inigo', html('infojobs'), 'pdf', ['portal-export', 'name-run-in', 'second-surname']],
  ['inigo', html('moderncv'), 'pdf', ['latex-like', 'name-two-lines']],
  ['goncalo', html('europass'), 'pdf', ['europass', 'particle', 'handle']],
  ['goncalo', html('canva'), 'pdf', ['canva-like', 'letter-spaced', 'name-two-lines']],
  ['maartje', html('moderncv'), 'pdf', ['latex-like', 'particle']],
  ['maartje', lo, 'docx', ['word-like', 'particle', 'footer-name']],
  ['przemek', html('canva'), 'pdf', ['canva-like', 'nickname', 'skill-bars']],
  ['przemek', lo, 'pdf', ['word-like', 'nickname', 'handle']],
  ['radomir', html('europass'), 'pdf', ['europass', 'title-prefix']],
  ['radomir', lo, 'doc', ['word-like', 'legacy-doc', 'title-prefix']],
  ['ioana', html('europass'), 'pdf', ['europass', 'hyphenated-given']],
  ['ioana', lo, 'docx', ['word-like', 'hyphenated-given']],
  ['asbjorn', html('moderncv'), 'pdf', ['latex-like', 'hyphenated-surname']],
  ['asbjorn', lo, 'pdf', ['word-like', 'hyphenated-surname']],
  ['xochitl', html('latam'), 'pdf', ['latam-cv', 'curp-rfc', 'referee', 'all-caps']],
  ['xochitl', html('computrabajo'), 'pdf', ['portal-export', 'name-run-in', 'curp-rfc']],
  ['yesid', scan('latam'), 'pdf', ['scan', 'latam-cv', 'cedula']],
  ['yesid', lo, 'docx', ['word-like', 'cedula', 'referee']],
  ['maite', html('canva'), 'pdf', ['canva-like', 'letter-spaced', 'dni']],
  ['maite', html('latam'), 'pdf', ['latam-cv', 'dni', 'all-caps']],
  ['baltazar', html('latam'), 'pdf', ['latam-cv', 'rut', 'referee', 'all-caps']],
  ['baltazar', lo, 'pdf', ['word-like', 'rut', 'referee']],
  ['thais', html('catho'), 'pdf', ['portal-export', 'name-run-in', 'cpf']],
  ['thais', scan('latam'), 'pdf', ['scan', 'latam-cv', 'cpf', 'estado-civil']],
  ['lorne', html('federal'), 'pdf', ['us-federal', 'supervisor-contact', 'suffix']],
  ['lorne', lo, 'pdf', ['word-like', 'suffix']],
  ['delphine', html('indeed'), 'pdf', ['portal-export', 'apostrophe-surname', 'domain']],
  ['delphine', html('canva'), 'pdf', ['canva-like', 'apostrophe-surname', 'domain']],
  ['hamish', html('moderncv'), 'pdf', ['latex-like', 'mac-surname']],
  ['hamish', lo, 'docx', ['word-like', 'referees', 'mac-surname']],
  ['genevieve', html('bilingue'), 'pdf', ['canadian-bilingual', 'hyphenated-surname']],
  ['genevieve', lo, 'pdf', ['word-like', 'hyphenated-surname']],
  ['yui', scan('rirekisho'), 'pdf', ['scan', 'rirekisho', 'cjk']],
  ['yui', html('rirekisho'), 'pdf', ['rirekisho', 'cjk', 'furigana']],
];

const DOCUMENTS = PLAN.map(([key, render, format, features]) => {
  const tag =
    render.kind === 'lo' ? `lo-${format}` : `${render.kind === 'scan' ? 'scan-' : ''}${render.layout.toLowerCase()}`;
  return {
    id: `h38-${key}-${tag}`,
    person: PEOPLE[key],
    render,
    format,
    features,
    tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick' : 'chromium',
    ocr: render.kind === 'scan',
  };
});

await writeHeldoutPart({ part: 38, seed: HELDOUT38_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
