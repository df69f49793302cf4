// Held-out part 25 of the resume corpus: 40 documents of 20 invented people from 20 countries, in templates of its
// own, written by someone who had not read the redaction code. Run: `node eval/resumes/generate/heldout-25/index.mjs`
// (needs Chromium, LibreOffice, ImageMagick, img2pdf and qpdf; the tests only read what it wrote).
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT25_SEED = 0x25a11ce5;

// LibreOffice gets a profile of its own (through HOME), so that a conversion running beside it never collides.
const HOME = '/tmp/lo-part25';
mkdirSync(HOME, { recursive: true });
process.env.HOME = HOME;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 300 });
const doc = (id, person, format, render, features) => ({
  id: `h25-${id}`,
  person,
  format,
  render,
  features,
  tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'scanner' : 'chromium',
  ocr: render.kind === 'scan',
});

const mx = {
  ...P.mx,
  signoff: 'Nico',
  greeting: 'Estimado equipo de Talento:',
  closing: 'Saludos cordiales,',
  letterDate: 'Guadalajara, Jal., a 9 de noviembre de 2026',
  letter: [
    'Les escribo para postularme a la vacante de Desarrollador Full Stack publicada en su sitio.',
    P.mx.summary,
    'En Pagos Cuauhtémoc migré el portal de comercios a React y diseñé la API de conciliación en Node.js.',
    'Me encantaría platicar con ustedes sobre cómo puedo aportar a su equipo.',
  ],
};

export const DOCUMENTS = [
  doc('us-jakes', P.us, 'pdf', html('jakes'), ['jakes-onepager', 'contact-bars', 'handle-without-url']),
  doc('us-cover', { ...P.us, signoff: 'Neil Vandersloot', letterDate: 'November 12, 2026' }, 'pdf', html('cover'), [
    'cover-plus-resume',
    'short-form-sign-off',
    'referee-phone',
  ]),
  doc('gb-banking', P.gb, 'pdf', html('banking'), ['moderncv-banking', 'referees', 'uk-postcode']),
  doc('gb-writer', P.gb, 'docx', lo, ['writer-timeless', 'footer-name', 'referees']),
  doc('in-bold', P.in, 'pdf', html('bold'), [
    'word-bold-table',
    'surname-first-two-lines',
    'father-name',
    'footer-name',
  ]),
  doc(
    'in-writer',
    {
      ...P.in,
      declaration: 'I hereby declare that the above information is true to the best of my knowledge. Place: Bengaluru',
    },
    'doc',
    lo,
    ['writer-timeless', 'legacy-doc', 'declaration'],
  ),
  doc('de-europass', P.de, 'pdf', html('europass'), ['europass-export', 'labelled-details', 'footer-page']),
  doc('de-altacv', P.de, 'pdf', html('altacv'), ['altacv-sidebar', 'caps-name', 'glyph-contacts']),
  doc('fr-banking', P.fr, 'pdf', html('banking'), ['moderncv-banking', 'publications', 'co-authors', 'orcid']),
  doc('fr-writer', P.fr, 'pdf', lo, ['writer-timeless', 'libreoffice-pdf', 'footer-name']),
  doc('es-europass', P.es, 'pdf', html('europass'), ['europass-export', 'second-surname', 'dni']),
  doc('es-coral', P.es, 'pdf', html('coral'), ['gdocs-coral', 'contact-top-left', 'apartment-address']),
  doc('mx-cover', mx, 'pdf', html('cover'), ['cover-plus-resume', 'nickname-sign-off', 'curp']),
  doc('mx-deedy', P.mx, 'pdf', html('deedy'), ['deedy-twocol', 'split-name-weights', 'handles']),
  doc('br-altacv', P.br, 'pdf', html('altacv'), ['altacv-sidebar', 'cep-address', 'personal-domain']),
  doc('br-coral', P.br, 'pdf', html('coral'), ['gdocs-coral', 'cep-address']),
  doc('cn-deedy', { ...P.cn, displayName: '邬思琪 (Sienna Wu)' }, 'pdf', html('deedy'), [
    'deedy-twocol',
    'english-name-in-parentheses',
    'chinese',
  ]),
  doc('cn-bold', P.cn, 'pdf', html('bold'), ['word-bold-table', 'chinese', 'footer-name']),
  doc('kr-coral', P.kr, 'pdf', html('coral'), ['gdocs-coral', 'korean']),
  doc('kr-writer', P.kr, 'docx', lo, ['writer-timeless', 'korean', 'footer-name']),
  doc('vn-altacv', { ...P.vn, displayName: 'Lã Thị Bích Ngọc (Jade)' }, 'pdf', html('altacv'), [
    'altacv-sidebar',
    'english-name-in-parentheses',
    'vietnamese',
  ]),
  doc('vn-jakes', P.vn, 'pdf', html('jakes'), ['jakes-onepager', 'vietnamese']),
  doc('ng-bold', P.ng, 'pdf', html('bold'), ['word-bold-table', 'referees', 'footer-name']),
  doc('ng-scan', P.ng, 'pdf', scan('banking'), ['scan', 'moderncv-banking']),
  doc('ph-bold', P.ph, 'pdf', html('bold'), ['word-bold-table', 'prc-licence', 'subdivision-address']),
  doc('ph-writer', P.ph, 'doc', lo, ['writer-timeless', 'legacy-doc', 'referees']),
  doc('ca-jakes', P.ca, 'pdf', html('jakes'), ['jakes-onepager', 'dotted-phone', 'unit-address']),
  doc('ca-deedy', P.ca, 'pdf', html('deedy'), ['deedy-twocol', 'hyphenated-surname']),
  doc('au-deedy', P.au, 'pdf', html('deedy'), ['deedy-twocol', 'personal-domain', 'unit-address']),
  doc(
    'au-cover',
    {
      ...P.au,
      signoff: 'Lachie Petrakis',
      greeting: 'Hi Priyanka,',
      closing: 'Cheers,',
      letterDate: '3 December 2026',
    },
    'pdf',
    html('cover'),
    ['cover-plus-resume', 'nickname-sign-off', 'referee-phone'],
  ),
  doc('at-europass', P.at, 'pdf', html('europass'), ['europass-export', 'academic-title', 'stair-door-address']),
  doc('at-writer', P.at, 'pdf', lo, ['writer-timeless', 'libreoffice-pdf', 'academic-title']),
  doc('chfr-altacv', P.chfr, 'pdf', html('altacv'), ['altacv-sidebar', 'caps-name', 'swiss-address']),
  doc('chfr-banking', P.chfr, 'pdf', html('banking'), ['moderncv-banking', 'personal-domain-email']),
  doc('lt-jakes', P.lt, 'pdf', html('jakes'), ['jakes-onepager', 'diacritics', 'lt-postcode']),
  doc('lt-coral', P.lt, 'pdf', html('coral'), ['gdocs-coral', 'diacritics']),
  doc('ec-writer', P.ec, 'docx', lo, ['writer-timeless', 'cedula', 'referees']),
  doc('ec-scan', P.ec, 'pdf', scan('coral'), ['scan', 'gdocs-coral']),
  doc('jp-rirekisho', P.jp, 'pdf', html('rirekisho'), ['rirekisho-form', 'postal-mark-address', 'furigana']),
  doc('jp-scan', P.jp, 'pdf', scan('rirekisho'), ['scan', 'rirekisho-form', 'japanese']),
];

await writeHeldoutPart({ part: 25, seed: HELDOUT25_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
