// Writes held-out part 44 (eval/resumes-heldout-44): applicants from the great job portals of Asia and a few from
// elsewhere, in this part's own templates, with its own seed. Run: node eval/resumes/generate/heldout-44/index.mjs
// (needs Chromium, LibreOffice, ImageMagick, img2pdf and qpdf; the tests read only the files it writes).
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT44_SEED = 0x44a51a;

// LibreOffice gets a profile of its own, so that a conversion running beside another never shares one.
process.env.HOME = '/tmp/lo-part44';
mkdirSync(process.env.HOME, { recursive: true });

const TOOLS = { html: 'chromium', lo: 'libreoffice', scan: 'chromium+imagemagick+img2pdf' };
/** [person, class, format, render] — features[0] is the template class. */
const PLAN = [
  ['tanmayee', 'naukri', 'pdf', 'html'],
  ['tanmayee', 'word-doc', 'doc', 'lo'],
  ['ilakkiya', 'word-docx', 'docx', 'lo'],
  ['ilakkiya', 'naukri', 'pdf', 'html'],
  ['vaibhav', 'naukri', 'pdf', 'html'],
  ['vaibhav', 'ats', 'pdf', 'html'],
  ['yanqiu', 'zhaopin', 'pdf', 'html'],
  ['yanqiu', 'scan', 'pdf', 'scan', 'zhaopin'],
  ['shengnan', 'coverletter', 'pdf', 'html'],
  ['shengnan', 'word-pdf', 'pdf', 'lo'],
  ['mizuho', 'rirekisho', 'pdf', 'html'],
  ['mizuho', 'word-docx', 'docx', 'lo'],
  ['daseul', 'saramin', 'pdf', 'html'],
  ['daseul', 'word-pdf', 'pdf', 'lo'],
  ['jihoo', 'ats', 'pdf', 'html'],
  ['jihoo', 'coverletter', 'pdf', 'html'],
  ['ngocdiep', 'topcv', 'pdf', 'html'],
  ['ngocdiep', 'word-docx', 'docx', 'lo'],
  ['lulu', 'jobstreet', 'pdf', 'html'],
  ['lulu', 'word-doc', 'doc', 'lo'],
  ['shahzaib', 'rozee', 'pdf', 'html'],
  ['shahzaib', 'scan', 'pdf', 'scan', 'rozee'],
  ['shahzaib', 'word-docx', 'docx', 'lo'],
  ['shoily', 'rozee', 'pdf', 'html'],
  ['shoily', 'word-pdf', 'pdf', 'lo'],
  ['larasati', 'jobstreet', 'pdf', 'html'],
  ['larasati', 'topcv', 'pdf', 'html'],
  ['syuhada', 'jobstreet', 'pdf', 'html'],
  ['syuhada', 'word-docx', 'docx', 'lo'],
  ['weijie', 'jobstreet', 'pdf', 'html'],
  ['weijie', 'ats', 'pdf', 'html'],
  ['ravinder', 'ats', 'pdf', 'html'],
  ['ravinder', 'scan', 'pdf', 'scan', 'ats'],
  ['damilare', 'coverletter', 'pdf', 'html'],
  ['damilare', 'word-pdf', 'pdf', 'lo'],
  ['thuylinh', 'ats', 'pdf', 'html'],
  ['thuylinh', 'topcv', 'pdf', 'html'],
  ['joerg', 'ats', 'pdf', 'html'],
  ['joerg', 'word-docx', 'docx', 'lo'],
  ['lakmini', 'ats', 'pdf', 'html'],
  ['lakmini', 'word-pdf', 'pdf', 'lo'],
  ['kerrigan', 'coverletter', 'pdf', 'html'],
  ['kerrigan', 'ats', 'pdf', 'html'],
];

const documents = PLAN.map(([who, cls, format, kind, layout]) => {
  const person = PEOPLE[who];
  const ocr = kind === 'scan';
  return {
    id: `p44-${who}-${cls}`,
    format,
    tool: TOOLS[kind],
    features: [cls, person.locale, ...(ocr ? [`${layout}-scan`] : [])],
    ocr,
    person,
    render: kind === 'lo' ? { kind } : kind === 'scan' ? { kind, layout, ppi: 200 } : { kind, layout: cls },
  };
});

await writeHeldoutPart({ part: 44, seed: HELDOUT44_SEED, documents, layouts: LAYOUTS });
