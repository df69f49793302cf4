// Held-out part 27 of the resume corpus: `node eval/resumes/generate/heldout-27/generate.mjs` (needs chromium,
// soffice, ImageMagick, img2pdf, qpdf and a built eval/intake). Writes eval/resumes-heldout-27/.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT27_SEED = 0x27c0ffee;

// LibreOffice with a profile of its own, so that a conversion running beside this one never collides with it.
const BIN = '/tmp/lo-part27-bin';
mkdirSync(BIN, { recursive: true });
writeFileSync(`${BIN}/soffice`, '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part27 "$@"\n');
chmodSync(`${BIN}/soffice`, 0o755);
process.env.PATH = `${BIN}:${process.env.PATH}`;

const html = (layout, cls) => ({
  format: 'pdf',
  tool: `chromium:${layout}`,
  features: [cls],
  ocr: false,
  render: { kind: 'html', layout },
});
const lo = (format, cls) => ({ format, tool: 'libreoffice', features: [cls], ocr: false, render: { kind: 'lo' } });
const scan = (layout, cls, ppi) => ({
  format: 'pdf',
  tool: 'scan',
  features: [cls],
  ocr: true,
  render: { kind: 'scan', layout, ppi },
});

const PLAN = [
  ['us1', html('icons', 'modern-icons'), lo('docx', 'word-footer')],
  ['us2', html('letter', 'letter-plus-resume'), html('ats', 'ats-plain')],
  ['uk', html('moderncv', 'latex-moderncv'), lo('doc', 'legacy-doc')],
  ['in1', html('biodata', 'india-biodata'), lo('docx', 'word-footer')],
  ['in2', html('ats', 'ats-plain'), scan('moderncv', 'scan', 150)],
  ['in3', html('portal', 'portal-export'), html('canva', 'canva-two-column')],
  ['de', html('moderncv', 'latex-moderncv'), lo('pdf', 'word-footer')],
  ['fr', html('canva', 'canva-two-column'), lo('docx', 'word-footer')],
  ['mx', html('icons', 'modern-icons'), html('portal', 'portal-export')],
  ['br', lo('docx', 'word-footer'), html('letter', 'letter-plus-resume')],
  ['cn', html('asia', 'east-asia-form'), scan('asia', 'scan', 200)],
  ['kr', html('asia', 'east-asia-form'), lo('docx', 'word-footer')],
  ['vn', html('asia', 'east-asia-form'), html('canva', 'canva-two-column')],
  ['ng', html('icons', 'modern-icons'), lo('doc', 'legacy-doc')],
  ['ph', html('letter', 'letter-plus-resume'), scan('ats', 'scan', 150)],
  ['au', html('linkedin', 'linkedin-profile'), lo('pdf', 'word-footer')],
  ['no', html('academic', 'academic-cv'), html('linkedin', 'linkedin-profile')],
  ['pk', html('academic', 'academic-cv'), lo('pdf', 'word-footer')],
  ['ec', html('moderncv', 'latex-moderncv'), html('portal', 'portal-export')],
  ['lt', html('linkedin', 'linkedin-profile'), html('icons', 'modern-icons')],
  ['jp', html('asia', 'east-asia-form'), lo('docx', 'word-footer')],
];

const documents = PLAN.flatMap(([who, ...docs]) =>
  docs.map((d, i) => ({ ...d, id: `h27-${who}-${i + 1}`, person: PEOPLE[who] })),
);

await writeHeldoutPart({ part: 27, seed: HELDOUT27_SEED, documents, layouts: LAYOUTS });
