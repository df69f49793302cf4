// Held-out part 48 of the resume corpus: students and new graduates worldwide as career centres and internship
// portals see them. Its own invented people (./people.mjs), its own templates (./layouts.mjs) and its own seed;
// the printing, conversion, scanning and truth files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part48 node eval/resumes/generate/heldout-48/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT48_SEED = 0x48a5c0de;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  harvard: 'career-centre-one-page',
  jakes: 'latex-student-template',
  canva: 'design-tool-student',
  portal: 'internship-portal-export',
  linkedin: 'profile-save-to-pdf',
  cover: 'cover-letter-and-resume',
  writer: 'word-basic-template',
  cjkForm: 'campus-fair-form',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['us-fairweather-ocs', P.cordelia, html('harvard'), 'pdf', ['preferred-name', 'dorm-address']],
  ['us-fairweather-latex', P.cordelia, html('jakes'), 'pdf', ['bare-handle', 'personal-domain']],
  [
    'us-boatengwhitlock-letter',
    { ...P.rashida, manager: 'Ms. Lorraine Ibbotson' },
    html('cover'),
    'pdf',
    ['signed-letter', 'nickname'],
  ],
  ['us-boatengwhitlock-portal', P.rashida, html('portal'), 'pdf', ['name-runs-on']],
  ['gb-thorncroft-word', P.oliver, lo, 'docx', ['referee', 'footer-name']],
  ['gb-thorncroft-scan', P.oliver, scan('harvard'), 'pdf', ['scan', 'uk-postcode']],
  ['gb-oyelaran-canva', P.tamsin, html('canva'), 'pdf', ['split-name', 'letter-spaced', 'emoji-icons']],
  ['gb-oyelaran-word', { ...P.tamsin, serif: true }, lo, 'pdf', ['hall-room']],
  ['in-ranade-latex', P.aarav, html('jakes'), 'pdf', ['bare-handle']],
  ['in-ranade-portal', P.aarav, html('portal'), 'pdf', ['hostel-address', 'date-of-birth']],
  ['in-bhullar-doc', P.jaswinder, lo, 'doc', ['pg-address', 'legacy-doc']],
  ['in-bhullar-profile', P.jaswinder, html('linkedin'), 'pdf', ['page-footer']],
  ['cn-bao-scan', P.mingyu, scan('cjkForm'), 'pdf', ['scan', 'cjk', 'english-name']],
  ['cn-bao-portal', P.mingyu, html('portal'), 'pdf', ['cjk', 'dorm-address']],
  ['kr-tak-canva', P.seoyeon, html('canva'), 'pdf', ['hangul', 'split-name']],
  ['kr-tak-word', P.seoyeon, lo, 'docx', ['hangul']],
  ['vn-khong-canva', P.linh, html('canva'), 'pdf', ['english-name', 'dorm-address']],
  ['vn-khong-word', P.linh, lo, 'pdf', ['diacritics']],
  ['ng-adebanjoeze-word', P.chidera, lo, 'docx', ['referee', 'marital-status']],
  [
    'ng-adebanjoeze-letter',
    { ...P.chidera, manager: 'Mrs. Ebunoluwa Fashanu-Idris' },
    html('cover'),
    'pdf',
    ['signed-letter'],
  ],
  ['ke-gathoni-ocs', P.wanjiru, html('harvard'), 'pdf', ['po-box', 'national-id', 'referee']],
  ['ke-gathoni-word', P.wanjiru, lo, 'pdf', ['referee']],
  ['de-oberschachtsiek-word', P.lukas, lo, 'docx', ['date-of-birth', 'footer-name']],
  ['de-oberschachtsiek-latex', P.lukas, html('jakes'), 'pdf', ['bare-handle']],
  ['fr-kerjeanmourrut-canva', P.margaux, html('canva'), 'pdf', ['surname-caps', 'age']],
  ['fr-kerjeanmourrut-profile', P.margaux, html('linkedin'), 'pdf', ['page-footer']],
  ['es-zubeldia-latex', P.iker, html('jakes'), 'pdf', ['second-surname', 'personal-domain']],
  ['es-zubeldia-doc', P.iker, lo, 'doc', ['dni', 'legacy-doc']],
  ['mx-tapia-portal', P.ximena, html('portal'), 'pdf', ['curp', 'second-surname']],
  ['mx-tapia-scan', P.ximena, scan('jakes'), 'pdf', ['scan', 'bare-handle']],
  ['br-junqueira-canva', P.thiago, html('canva'), 'pdf', ['cep', 'apartment']],
  ['br-junqueira-profile', P.thiago, html('linkedin'), 'pdf', ['page-footer']],
  ['ph-sicat-word', P.jomar, lo, 'docx', ['referee', 'surname-first']],
  ['ph-sicat-ocs', P.jomar, html('harvard'), 'pdf', ['preferred-name', 'unit-address']],
  ['id-sekarini-portal', P.putu, html('portal'), 'pdf', ['four-part-name', 'birthplace']],
  ['id-sekarini-canva', P.putu, html('canva'), 'pdf', ['four-part-name']],
  ['pk-qizilbash-latex', P.hamza, html('jakes'), 'pdf', ['bare-handle']],
  ['pk-qizilbash-profile', P.hamza, html('linkedin'), 'pdf', ['page-footer', 'cnic']],
  [
    'ca-takahashileblanc-letter',
    { ...P.maeve, manager: 'Dr. Anneliese Vorhees' },
    html('cover'),
    'pdf',
    ['signed-letter', 'nickname'],
  ],
  ['ca-takahashileblanc-canva', P.maeve, html('canva'), 'pdf', ['personal-domain', 'residence-room']],
  ['au-wirrpanda-word', { ...P.mitchell, splitName: true }, lo, 'pdf', ['split-name', 'unit-address']],
  ['au-wirrpanda-profile', P.mitchell, html('linkedin'), 'pdf', ['page-footer']],
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
  await writeHeldoutPart({ part: 48, seed: HELDOUT48_SEED, documents: DOCUMENTS, layouts });
}
