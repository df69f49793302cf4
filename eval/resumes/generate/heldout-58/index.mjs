// Held-out part 58 of the resume corpus: applicants from the Middle East, Africa, Central Asia and Eastern Europe,
// at home and abroad. Its own invented people (./people.mjs), its own templates (./layouts.mjs) and its own seed;
// the printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part58 node eval/resumes/generate/heldout-58/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT58_SEED = 0x58e1a7b3;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  gulf: 'gulf-cv-personal-details',
  portal: 'job-portal-export',
  latex: 'latex-article-cv',
  canva: 'design-tool-two-column',
  linkedin: 'profile-save-to-pdf',
  agency: 'recruitment-agency-profile',
  francophone: 'francophone-etat-civil',
  writer: 'word-template',
};

const with_ = (p, extra) => ({ ...p, ...extra });
const more = (p, details, extra = {}) => ({ ...p, details: [...p.details, ...details], ...extra });

/** [id, person, render, format, extra features] */
const PLAN = [
  [
    'eg-shalaby-gulf',
    more(P.youssef, [
      { kind: 'passport', value: 'Passport No.: A55501873' },
      { kind: 'phone', value: 'WhatsApp: +20 11 5550 9274' },
      { kind: 'religion', value: 'Religion: Muslim' },
    ]),
    html('gulf'),
    'pdf',
    ['arabic-script-name', 'whatsapp', 'photo-line', 'military-status'],
  ],
  [
    'eg-shalaby-wuzzuf',
    with_(P.youssef, { portal: 'Wuzzuf', visa: 'Not applicable (Egyptian citizen)' }),
    html('portal'),
    'pdf',
    ['nickname-absent'],
  ],
  ['ma-bennani-cv', P.fatimaZahra, html('francophone'), 'pdf', ['compound-given-name', 'cin', 'surname-caps']],
  ['ma-bennani-word', P.fatimaZahra, lo, 'docx', ['footer-name', 'two-word-surname']],
  ['dz-benaissa-phone', P.karim, scan('francophone'), 'pdf', ['scan', 'phone-photo', 'ould-name', 'surname-first']],
  ['dz-benaissa-doc', P.karim, lo, 'doc', ['legacy-doc', 'local-phone', 'driving-licence']],
  [
    'tn-benromdhane-canva',
    with_(P.amira, { splitAt: 1 }),
    html('canva'),
    'pdf',
    ['split-name', 'letter-spaced', 'arabic-script-name'],
  ],
  ['tn-benromdhane-latex', P.amira, html('latex'), 'pdf', ['bare-links', 'personal-domain']],
  [
    'jo-haddadin-gulf',
    more(P.omar, [{ kind: 'national_id', value: 'Iqama No.: 2555 0184 73 (transferable)' }]),
    html('gulf'),
    'pdf',
    ['iqama', 'po-box', 'arabic-script-name', 'referee'],
  ],
  ['jo-haddadin-profile', P.omar, html('linkedin'), 'pdf', ['page-footer']],
  [
    'lb-abinader-canva',
    with_(P.nour, { splitAt: 2 }),
    html('canva'),
    'pdf',
    ['split-name', 'handle', 'street-named-after-country'],
  ],
  ['lb-abinader-profile', P.nour, html('linkedin'), 'pdf', ['page-footer', 'compound-surname']],
  ['sa-alqahtani-gulf', P.abdullah, html('gulf'), 'pdf', ['bin-name', 'hijri-date', 'religion', 'photo-line']],
  [
    'sa-alqahtani-agency',
    with_(P.abdullah, { consultant: 'Mr. Sameer Darwish Kanaan' }),
    html('agency'),
    'pdf',
    ['consultant-named', 'page-footer'],
  ],
  ['ae-alsuwaidi-word', P.mariam, lo, 'docx', ['emirates-id', 'arabic-script-name']],
  [
    'ae-alsuwaidi-bayt',
    more(P.mariam, [{ kind: 'phone', value: 'WhatsApp: +971 55 555 0387' }], {
      portal: 'Bayt.com',
      visa: 'UAE National',
    }),
    html('portal'),
    'pdf',
    ['whatsapp', 'sheikh-zayed-road'],
  ],
  ['qa-alkuwari-scan', P.hamad, scan('gulf'), 'pdf', ['scan', 'qid', 'po-box']],
  [
    'qa-alkuwari-agency',
    with_(P.hamad, { agency: 'Doha Careers Recruitment W.L.L.', consultant: 'Ms. Priya Menon-Castellino' }),
    html('agency'),
    'pdf',
    ['passport', 'consultant-named'],
  ],
  ['ca-mahdavi-latex', P.shirin, html('latex'), 'pdf', ['diaspora', 'hyphenated-surname']],
  ['ca-mahdavi-profile', P.shirin, html('linkedin'), 'pdf', ['page-footer', 'diaspora']],
  ['tr-karabulut-word', P.elif, lo, 'pdf', ['turkish-address', 'referee']],
  ['tr-karabulut-canva', with_(P.elif, { splitAt: 2 }), html('canva'), 'pdf', ['split-name', 'surname-caps']],
  ['il-rosenthal-latex', P.noa, html('latex'), 'pdf', ['double-surname']],
  ['il-rosenthal-canva', with_(P.noa, { splitAt: 1 }), html('canva'), 'pdf', ['hebrew-script-name', 'split-name']],
  ['ke-kamau-word', P.wanjiku, lo, 'docx', ['kra-pin', 'po-box', 'referees']],
  ['ke-kamau-scan', P.wanjiku, scan('latex'), 'pdf', ['scan', 'flatbed']],
  ['et-gebremariam-doc', P.dawit, lo, 'doc', ['legacy-doc', 'patronymic-surname', 'referee']],
  [
    'et-gebremariam-agency',
    with_(P.dawit, { agency: 'Horn Talent Search PLC', consultant: 'Mr. Yonas Alemu Desta' }),
    html('agency'),
    'pdf',
    ['consultant-named'],
  ],
  [
    'gh-agyeman-naukri',
    with_(P.kwame, { portal: 'Naukrigulf', visa: 'Employment visa required' }),
    html('portal'),
    'pdf',
    ['ghana-card', 'school-named-after-person'],
  ],
  ['gh-agyeman-latex', P.kwame, html('latex'), 'pdf', ['referee']],
  [
    'ng-okonkwoeze-word',
    with_(P.chukwuemeka, { splitName: true, splitAt: 1 }),
    lo,
    'docx',
    ['nysc', 'state-of-origin', 'surname-first', 'split-name'],
  ],
  [
    'ng-okonkwoeze-canva',
    with_(P.chukwuemeka, { splitAt: 1 }),
    html('canva'),
    'pdf',
    ['surname-first', 'street-named-after-person'],
  ],
  ['za-dlamini-profile', P.thandiwe, html('linkedin'), 'pdf', ['page-footer', 'mandela-rhodes']],
  [
    'za-dlamini-word',
    with_(P.thandiwe, { splitName: true, splitAt: 2 }),
    lo,
    'pdf',
    ['sa-id-number', 'split-name', 'referee'],
  ],
  [
    'kz-zhaksylykova-canva',
    with_(P.aigerim, { splitAt: 2 }),
    html('canva'),
    'pdf',
    ['patronymic', 'cyrillic-address', 'cyrillic-name'],
  ],
  [
    'kz-zhaksylykova-agency',
    with_(P.aigerim, { agency: 'Silk Road Executive Search LLP', consultant: 'Ms. Dinara Seitkali' }),
    html('agency'),
    'pdf',
    ['iin', 'consultant-named'],
  ],
  ['uz-rakhmonov-cv', P.bobur, html('francophone'), 'pdf', ['patronymic', 'passport', 'uzbek-address']],
  [
    'uz-rakhmonov-naukri',
    with_(P.bobur, { portal: 'Naukrigulf', visa: 'Employment visa required' }),
    html('portal'),
    'pdf',
    ['transliteration-variant'],
  ],
  ['ua-hnatyshyn-latex', P.oksana, html('latex'), 'pdf', ['https-link', 'relocated']],
  [
    'ua-hnatyshyn-canva',
    with_(P.oksana, { splitAt: 2 }),
    html('canva'),
    'pdf',
    ['cyrillic-name', 'cyrillic-address', 'patronymic'],
  ],
  ['ge-beridze-cv', P.giorgi, html('francophone'), 'pdf', ['georgian-script-name', 'compound-surname']],
  ['ge-beridze-profile', P.giorgi, html('linkedin'), 'pdf', ['page-footer', 'patronymic-hidden']],
  ['am-sargsyan-canva', with_(P.anahit, { splitAt: 1 }), html('canva'), 'pdf', ['armenian-script-name', 'split-name']],
  ['am-sargsyan-latex', P.anahit, html('latex'), 'pdf', ['street-named-after-person']],
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
  await writeHeldoutPart({ part: 58, seed: HELDOUT58_SEED, documents: DOCUMENTS, layouts });
}
