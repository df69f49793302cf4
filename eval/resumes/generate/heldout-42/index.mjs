// Generates held-out part 42 (eval/resumes-heldout-42): applicants from Africa, the Middle East and Turkey, at home
// and abroad, beside mainstream applicants; people and templates of its own (people.mjs, layouts.mjs), printed
// and scanned through the shared plumbing (../heldout-run.mjs). Run: node eval/resumes/generate/heldout-42/index.mjs
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT42_SEED = 0x42a1f3;

const CLASS = {
  wordTables: 'word-table',
  canvaTwo: 'canva-two-column',
  linkedin: 'linkedin-export',
  portal: 'job-portal-export',
  moderncv: 'latex-moderncv',
  coverPlus: 'cover-letter-resume',
  ats: 'ats-plain',
  academic: 'academic-cv',
  europass: 'europass',
  cnForm: 'scan',
};

// [person, layout or LibreOffice format, scan?]
const PLAN = [
  ['dare', 'wordTables'],
  ['dare', 'portal'],
  ['dare', 'docx'],
  ['emeka', 'coverPlus'],
  ['emeka', 'linkedin'],
  ['adwoa', 'moderncv'],
  ['adwoa', 'pdf'],
  ['wanjiru', 'portal'],
  ['wanjiru', 'canvaTwo'],
  ['tsegaye', 'academic'],
  ['tsegaye', 'doc'],
  ['sibusiso', 'canvaTwo'],
  ['sibusiso', 'ats'],
  ['marthe', 'wordTables'],
  ['marthe', 'docx'],
  ['ndeyefatou', 'europass', 'scan'],
  ['ndeyefatou', 'canvaTwo'],
  ['mahmoud', 'linkedin'],
  ['mahmoud', 'pdf'],
  ['zineb', 'europass'],
  ['lounes', 'ats', 'scan'],
  ['lounes', 'doc'],
  ['rakan', 'moderncv'],
  ['jericho', 'wordTables'],
  ['jericho', 'ats'],
  ['parisa', 'academic'],
  ['parisa', 'docx'],
  ['yoni', 'canvaTwo'],
  ['emirhan', 'portal'],
  ['folasade', 'linkedin'],
  ['folasade', 'coverPlus'],
  ['hamza', 'moderncv'],
  ['hamza', 'docx'],
  ['omer', 'europass'],
  ['omer', 'pdf'],
  ['harsh', 'wordTables'],
  ['jiaying', 'cnForm', 'scan'],
  ['ngoc', 'canvaTwo'],
  ['thiago', 'ats'],
  ['thiago', 'docx'],
  ['ximena', 'coverPlus'],
  ['ximena', 'pdf'],
];

const documents = PLAN.map(([key, how, scan]) => {
  const lo = ['pdf', 'docx', 'doc'].includes(how);
  const person = PEOPLE[key];
  return {
    id: `h42-${key}-${lo ? `writer-${how}` : how.toLowerCase()}${scan ? '-scan' : ''}`,
    format: lo ? how : 'pdf',
    tool: lo ? 'libreoffice' : scan ? 'scanner' : 'chromium',
    features: [scan ? 'scan' : lo ? `libreoffice-${how}` : CLASS[how], how],
    ocr: Boolean(scan),
    person,
    render: lo ? { kind: 'lo' } : scan ? { kind: 'scan', layout: how, ppi: 200 } : { kind: 'html', layout: how },
  };
});

// LibreOffice with a profile of its own, so that conversions running beside it never share one.
process.env.HOME = '/tmp/lo-part42';
mkdirSync(process.env.HOME, { recursive: true });
await writeHeldoutPart({ part: 42, seed: HELDOUT42_SEED, documents, layouts: LAYOUTS });
