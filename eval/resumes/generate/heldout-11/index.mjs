// Held-out part 11 of the resume corpus (eval/resumes-heldout-11): its own invented people (./people.mjs) and
// templates (./layouts.mjs), its own seed. Run: node eval/resumes/generate/heldout-11/index.mjs (needs Chromium,
// LibreOffice, ImageMagick, img2pdf, qpdf); the tests only read what it wrote.
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT11_SEED = 0x11d7a3c5;

const CLASS = {
  latex: 'latex-moderncv',
  federal: 'us-federal',
  canva: 'canva-two-column',
  portal: 'job-portal-export',
  handles: 'icon-handles',
  academic: 'academic-publications',
  rirekisho: 'rirekisho-form',
  cover: 'cover-letter-resume',
  wordfooter: 'word-footer-two-page',
  ats: 'ats-plain',
};
const html = (who, layout, extra = []) => ({
  who,
  format: 'pdf',
  tool: 'chromium',
  features: [CLASS[layout], ...extra],
  ocr: false,
  render: { kind: 'html', layout },
});
const lo = (who, format) => ({
  who,
  format,
  tool: 'libreoffice',
  features: ['word-personal-table', format],
  ocr: false,
  render: { kind: 'lo' },
});
const scan = (who, ppi) => ({
  who,
  format: 'pdf',
  tool: 'scan',
  features: ['scan', `${ppi}ppi`],
  ocr: true,
  render: { kind: 'scan', layout: 'ats', ppi },
});

const PLAN = [
  html('odalys', 'latex'),
  scan('odalys', 300),
  html('caspian', 'handles', ['personal-domain']),
  lo('caspian', 'docx'),
  html('lorna', 'federal', ['supervisor']),
  lo('lorna', 'doc'),
  html('ffion', 'wordfooter'),
  html('ffion', 'cover'),
  html('barnaby', 'canva'),
  lo('barnaby', 'pdf'),
  html('vaishnavi', 'portal', ['naukri-like']),
  html('vaishnavi', 'wordfooter'),
  lo('harsimran', 'doc'),
  html('harsimran', 'cover'),
  lo('wiebke', 'docx'),
  html('solene', 'canva'),
  lo('solene', 'pdf'),
  html('inaki', 'latex'),
  scan('inaki', 300),
  html('jucimara', 'portal'),
  lo('jucimara', 'docx'),
  html('xochitl', 'portal', ['occ-like']),
  html('xochitl', 'cover'),
  html('mingzhe', 'academic'),
  html('haneul', 'canva'),
  lo('haneul', 'docx'),
  html('quynhanh', 'portal', ['topcv-like']),
  html('quynhanh', 'canva'),
  html('chidiebube', 'handles'),
  html('chidiebube', 'wordfooter'),
  html('teodora', 'wordfooter'),
  lo('teodora', 'doc'),
  html('gwendolyn', 'latex'),
  html('lachlan', 'cover'),
  scan('lachlan', 240),
  html('midori', 'rirekisho'),
  lo('midori', 'docx'),
  lo('maarten', 'pdf'),
  html('solveig', 'academic'),
  html('zunaira', 'wordfooter', ['father-name']),
  html('zunaira', 'portal'),
  html('nicolas', 'handles'),
  lo('nicolas', 'doc'),
  html('radoslav', 'latex'),
  html('aroha', 'handles', ['personal-domain']),
];

const seen = new Map();
const DOCUMENTS = PLAN.map(({ who, ...d }) => {
  const person = PEOPLE[who];
  const base = `h11-${person.locale.toLowerCase()}-${d.render.kind === 'html' ? d.render.layout : d.render.kind === 'lo' ? `word-${d.format}` : 'scan'}`;
  const n = (seen.get(base) ?? 0) + 1;
  seen.set(base, n);
  return { ...d, id: n === 1 ? base : `${base}-${n}`, person };
});

await writeHeldoutPart({ part: 11, seed: HELDOUT11_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
