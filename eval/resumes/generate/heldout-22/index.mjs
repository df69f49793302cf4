// Held-out part 22 of the resume corpus: node eval/resumes/generate/heldout-22/index.mjs
// Its own people (people.mjs) and templates (layouts.mjs), written without reading the redaction code or the
// other parts' people, documents or templates; printing, scanning, conversion and truth files through the shared
// ../heldout-run.mjs. LibreOffice gets its own profile (HOME below), so a conversion run beside another never collides.
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT22_SEED = 0x22c0ffee;

process.env.HOME = '/tmp/lo-part22';
mkdirSync(process.env.HOME, { recursive: true });

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const lo = { kind: 'lo' };
/** id, person, render, format, features (features[0] = template class). */
const D = (id, person, render, format, features, look) => ({
  id: `h22-${id}`,
  person: look ? { ...person, look } : person,
  render,
  format,
  tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'scan' : 'chromium',
  ocr: render.kind === 'scan',
  features: [...features, person.language],
});

const DOCUMENTS = [
  D('us-nurse-awesome', P.nurseUs, html('latex-awesome'), 'pdf', ['latex-awesome', 'license-numbers']),
  D('us-nurse-writer', P.nurseUs, lo, 'docx', ['writer-classic', 'license-numbers'], 'classic'),
  D('uk-teacher-academic', P.teacherUk, html('academic'), 'pdf', ['academic-referees', 'qts-dbs']),
  D('uk-teacher-word', P.teacherUk, html('word-footer'), 'pdf', ['word-footer', 'qts-dbs']),
  D('ca-peng-icons', P.pengCa, html('icons-handles'), 'pdf', ['icons-handles', 'personal-domain']),
  D('ca-peng-writer', P.pengCa, lo, 'pdf', ['writer-nordic'], 'nordic'),
  D('au-trades-canva', P.tradesAu, html('canva-split'), 'pdf', ['canva-split', 'white-card']),
  D('au-trades-writer', P.tradesAu, lo, 'docx', ['writer-classic', 'white-card'], 'classic'),
  D('ma-cover', P.maroc, html('cover-letter'), 'pdf', ['cover-letter', 'etat-civil']),
  D('ma-europass', P.maroc, lo, 'docx', ['writer-europass'], 'europass'),
  D('jo-rtl', P.jordan, html('rtl-cv'), 'pdf', ['rtl-arabic']),
  D('jo-portal', P.jordan, html('portal-export'), 'pdf', ['portal-export', 'rtl-text']),
  D('in-hindi-canva', P.hindi, html('canva-split'), 'pdf', ['canva-split', 'devanagari']),
  D('in-hindi-word', P.hindi, html('word-footer'), 'pdf', ['word-footer', 'devanagari']),
  D('sg-portal', P.singapore, html('portal-export'), 'pdf', ['portal-export', 'nric-masked']),
  D('sg-writer', P.singapore, lo, 'docx', ['writer-nordic', 'nric-masked'], 'nordic'),
  D('pe-scan', P.peru, scan('latex-awesome', 200), 'pdf', ['scan', 'dni']),
  D('pe-writer', P.peru, lo, 'docx', ['writer-europass', 'dni'], 'europass'),
  D('dk-writer-doc', P.denmark, lo, 'doc', ['writer-nordic', 'legacy-doc'], 'nordic'),
  D('dk-icons', P.denmark, html('icons-handles'), 'pdf', ['icons-handles', 'handle-glyph']),
  D('fi-writer', P.finland, lo, 'pdf', ['writer-nordic'], 'nordic'),
  D('fi-canva', P.finland, html('canva-split'), 'pdf', ['canva-split']),
  D('gh-scan', P.ghana, scan('academic', 200), 'pdf', ['scan']),
  D('gh-academic', P.ghana, html('academic'), 'pdf', ['academic-referees', 'publications']),
  D('ua-word', P.ukraine, html('word-footer'), 'pdf', ['word-footer', 'translated']),
  D('ua-writer', P.ukraine, lo, 'docx', ['writer-europass', 'translated'], 'europass'),
  D('jp-scan', P.japan, scan('rirekisho', 220), 'pdf', ['scan', 'rirekisho']),
  D('jp-rirekisho', P.japan, html('rirekisho'), 'pdf', ['rirekisho']),
  D('cn-modern', P.china, html('cjk-modern'), 'pdf', ['cjk-modern', 'english-name']),
  D('cn-writer', P.china, lo, 'docx', ['writer-classic', 'english-name'], 'classic'),
  D('kr-modern', P.korea, html('cjk-modern'), 'pdf', ['cjk-modern', 'surname-first']),
  D('kr-portal', P.korea, html('portal-export'), 'pdf', ['portal-export']),
  D('vn-canva', P.vietnam, html('canva-split'), 'pdf', ['canva-split', 'english-name']),
  D('vn-writer', P.vietnam, lo, 'docx', ['writer-classic'], 'classic'),
  D('ng-word', P.nigeria, html('word-footer'), 'pdf', ['word-footer', 'surname-first']),
  D('ng-portal', P.nigeria, html('portal-export'), 'pdf', ['portal-export']),
  D('ph-cover', P.philippines, html('cover-letter'), 'pdf', ['cover-letter', 'nickname']),
  D('ph-awesome', P.philippines, html('latex-awesome'), 'pdf', ['latex-awesome', 'nickname']),
  D('de-awesome', P.germany, html('latex-awesome'), 'pdf', ['latex-awesome', 'lebenslauf']),
  D('de-writer', P.germany, lo, 'pdf', ['writer-europass'], 'europass'),
  D('br-icons', P.brazil, html('icons-handles'), 'pdf', ['icons-handles']),
  D('br-writer', P.brazil, lo, 'docx', ['writer-classic'], 'classic'),
  D('es-writer-doc', P.spain, lo, 'doc', ['writer-classic', 'legacy-doc'], 'classic'),
  D('es-cover', P.spain, html('cover-letter'), 'pdf', ['cover-letter', 'second-surname']),
];

await writeHeldoutPart({ part: 22, seed: HELDOUT22_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
