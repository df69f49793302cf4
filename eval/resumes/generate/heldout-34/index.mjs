// Writes held-out part 34 (eval/resumes-heldout-34): `node eval/resumes/generate/heldout-34/index.mjs`.
// Senior and regulated careers (physicians, pharmacists, nurses, chartered engineers, lawyers, auditors, pilots,
// teachers) from its own invented people (./people.mjs) in its own templates (./layouts.mjs), printed and scanned
// through the shared plumbing (../heldout-run.mjs). Needs chromium, soffice, ImageMagick, img2pdf and qpdf; the
// tests only read the files it writes.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { EXTRA } from './extra.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT34_SEED = 0x34a1c0de;

const by = Object.fromEntries(PEOPLE.map((p) => [p.key, { ...p, extra: EXTRA[p.key] ?? [] }]));
const CLASS = {
  wordcv: 'word-two-page',
  europass: 'europass',
  portal: 'portal-export',
  academic: 'academic-cv',
  modern: 'modern-icons',
  canva: 'canva-two-column',
  cover: 'cover-letter',
  form: 'cjk-form',
};
const TOOL = {
  wordcv: 'chromium-print (Word-like two-page CV, name and page in the footer)',
  europass: 'chromium-print (Europass form)',
  portal: 'chromium-print (job-portal profile export)',
  academic: 'chromium-print (moderncv-like academic CV)',
  modern: 'chromium-print (one-column, icons)',
  canva: 'chromium-print (Canva-like two columns)',
  cover: 'chromium-print (cover letter + CV)',
  form: 'chromium-print (CJK resume form)',
};

/** [person, layout or lo format or scan layout] */
const PLAN = [
  ['in-cardio', 'academic'],
  ['in-cardio', 'lo:docx'],
  ['in-ca', 'portal'],
  ['in-ca', 'lo:doc'],
  ['ng-pharm', 'wordcv'],
  ['ng-pharm', 'lo:pdf'],
  ['ph-nurse', 'canva'],
  ['ph-nurse', 'scan:modern'],
  ['pk-engr', 'wordcv'],
  ['eg-audit', 'modern'],
  ['ke-teacher', 'cover'],
  ['ke-teacher', 'lo:docx'],
  ['gh-lawyer', 'wordcv'],
  ['gh-lawyer', 'canva'],
  ['za-engr', 'modern'],
  ['mx-pilot', 'portal'],
  ['mx-pilot', 'lo:pdf'],
  ['co-lawyer', 'europass'],
  ['ar-anest', 'academic'],
  ['ar-anest', 'lo:docx'],
  ['br-eng', 'canva'],
  ['br-eng', 'lo:doc'],
  ['de-apoth', 'europass'],
  ['de-apoth', 'lo:pdf'],
  ['fr-avocat', 'modern'],
  ['es-enf', 'europass'],
  ['es-enf', 'scan:wordcv'],
  ['it-ing', 'europass'],
  ['pl-audit', 'lo:docx'],
  ['gb-pilot', 'cover'],
  ['gb-pilot', 'wordcv'],
  ['us-pe', 'modern'],
  ['ca-pharm', 'canva'],
  ['cn-doctor', 'form'],
  ['kr-nurse', 'form'],
  ['vn-audit', 'portal'],
  ['id-dokter', 'wordcv'],
  ['jp-pharm', 'scan:form'],
  ['my-engr', 'cover'],
  ['ro-medic', 'europass'],
];

const DOCUMENTS = PLAN.map(([key, how]) => {
  const person = by[key];
  if (!person) throw new Error(`no person ${key}`);
  const [kind, arg] = how.includes(':') ? how.split(':') : ['html', how];
  const id = `h34-${key}-${kind === 'lo' ? `writer-${arg}` : kind === 'scan' ? `scan-${arg}` : arg}`;
  if (kind === 'lo')
    return {
      id,
      format: arg,
      tool: `libreoffice (${arg})`,
      features: ['libreoffice-word', arg],
      ocr: false,
      person,
      render: { kind: 'lo' },
    };
  if (kind === 'scan')
    return {
      id,
      format: 'pdf',
      tool: 'chromium-screenshot + imagemagick + img2pdf (200 ppi scan)',
      features: ['scan', CLASS[arg]],
      ocr: true,
      person,
      render: { kind: 'scan', layout: arg, ppi: 200 },
    };
  return {
    id,
    format: 'pdf',
    tool: TOOL[arg],
    features: [CLASS[arg]],
    ocr: false,
    person,
    render: { kind: 'html', layout: arg },
  };
});

// LibreOffice with a profile of its own, so that a conversion run beside another one never collides with it:
// a `soffice` earlier in PATH that adds the profile argument.
const shim = mkdtempSync(join(tmpdir(), 'lo-shim-34-'));
writeFileSync(
  join(shim, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part34 "$@"\n',
);
chmodSync(join(shim, 'soffice'), 0o755);
process.env.PATH = `${shim}:${process.env.PATH}`;
try {
  await writeHeldoutPart({ part: 34, seed: HELDOUT34_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
} finally {
  rmSync(shim, { recursive: true, force: true });
}
