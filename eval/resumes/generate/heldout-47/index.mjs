// Held-out part 47 of the resume corpus: `node eval/resumes/generate/heldout-47/index.mjs` writes
// eval/resumes-heldout-47/ from this part's own invented people (./people.mjs) and templates (./layouts.mjs) with
// its own seed, through the shared plumbing (../heldout-run.mjs: Chromium, LibreOffice, the scanner).
// Run it with HOME pointing at a scratch folder (or `-env:UserInstallation`-free) so LibreOffice gets a profile of its own.
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT47_SEED = 0x47c0ffee;

const CLASS = {
  jakes: 'latex-jakes',
  moderncv: 'latex-moderncv',
  awesome: 'latex-awesome-cv',
  deedy: 'latex-deedy',
  canva: 'canva-design',
  wordTable: 'word-save',
  portal: 'job-portal-export',
  linkedin: 'linkedin-export',
  academic: 'academic-cv',
  letter: 'cover-letter-and-cv',
  ats: 'plain-ats',
  cjkForm: 'cjk-form',
};
const print = (layout, ...more) => ({
  render: { kind: 'print', layout },
  format: 'pdf',
  tool: 'chromium',
  ocr: false,
  features: [CLASS[layout], ...more],
});
const scan = (layout, ...more) => ({
  render: { kind: 'scan', layout, ppi: 200 },
  format: 'pdf',
  tool: 'scan',
  ocr: true,
  features: ['scan', CLASS[layout], ...more],
});
const lo = (format, ...more) => ({
  render: { kind: 'lo' },
  format,
  tool: 'libreoffice',
  ocr: false,
  features: [format === 'pdf' ? 'libreoffice-pdf' : `word-${format}`, 'footer-name', ...more],
});

const PLAN = [
  ['vankirk', print('jakes', 'bare-handle', 'personal-domain'), print('linkedin', 'nickname')],
  ['ormerod', print('canva', 'split-name', 'letter-spaced'), print('wordTable', 'footer-name', 'referees')],
  ['iyer', print('portal', 'name-glued'), lo('docx', 'personal-details')],
  ['tjarks', print('portal', 'name-glued'), print('moderncv', 'personal-details')],
  ['lebihan', print('canva', 'split-name'), lo('pdf')],
  ['otaegi', print('moderncv', 'second-surname', 'national-id'), lo('docx', 'second-surname')],
  ['sobral', print('awesome', 'capitals', 'footer-name'), lo('doc', 'four-part-name')],
  ['anaya', print('ats', 'capitals'), scan('ats', 'second-surname')],
  ['ouyang', print('portal', 'english-name'), lo('docx', 'cjk')],
  ['pyeon', print('portal', 'name-glued'), print('deedy', 'letter-spaced')],
  ['quach', print('portal', 'name-glued'), print('canva', 'split-name')],
  ['ogbuefi', print('wordTable', 'footer-name', 'referees'), print('ats', 'capitals')],
  ['dimaculangan', print('letter', 'sign-off', 'nickname'), lo('doc', 'personal-details')],
  ['delorme', print('awesome', 'footer-name', 'bare-handle'), scan('jakes')],
  ['brindlecombe', print('wordTable', 'footer-name', 'referees'), print('letter', 'sign-off')],
  ['vanderhaeghen', print('deedy', 'letter-spaced', 'bare-handle'), lo('pdf')],
  ['fjaerestad', print('moderncv'), lo('docx')],
  ['sokkary', print('canva', 'split-name'), print('awesome', 'footer-name')],
  ['zemaitaitis', print('awesome', 'personal-domain', 'bare-handle'), print('jakes', 'personal-domain')],
  ['zambrano', print('academic', 'author-list', 'referees'), print('linkedin', 'personal-domain')],
  ['sakakibara', scan('cjkForm', 'cjk'), print('cjkForm', 'cjk')],
  ['tapsell', print('ats', 'capitals'), print('wordTable', 'footer-name')],
];

const documents = PLAN.flatMap(([key, ...docs]) =>
  docs.map((d, i) => ({ ...d, id: `h47-${key}-${i + 1}`, person: PEOPLE[key] })),
);

await writeHeldoutPart({ part: 47, seed: HELDOUT47_SEED, documents, layouts: LAYOUTS });
