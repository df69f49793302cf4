#!/usr/bin/env node
// Writes held-out part 39: eval/resumes-heldout-39/<id>.{pdf,docx,doc}, <id>.truth.json and the sources under src/.
// `node eval/resumes/generate/heldout-39/index.mjs`. Needs Debian's chromium, LibreOffice (soffice), ImageMagick,
// img2pdf, qpdf and the Liberation, DejaVu, Carlito and Noto CJK fonts. The plumbing (printing, scanning, truth
// files) is the shared ../heldout-run.mjs; the people (./people.mjs) and templates (./layouts.mjs) are this part's
// own, invented for it. LibreOffice gets a profile of its own (HOME below), so that a conversion running beside it
// with the default profile cannot collide with this one.
import { mkdirSync } from 'node:fs';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT39_SEED = 0x39d1ce;

process.env.HOME = '/tmp/lo-part39';
mkdirSync(process.env.HOME, { recursive: true });

const person = (key) => {
  const p = PEOPLE.find((x) => x.key === key);
  if (!p) throw new Error(`no person ${key}`);
  return p;
};

// [person, layout | 'writer', format, scan?] — features[0] is the template class the test reports by.
const CLASS = {
  jakes: ['latex-pdf', "Jake's résumé (LaTeX) printed by Chromium"],
  moderncv: ['latex-pdf', 'moderncv classic (LaTeX) printed by Chromium'],
  awesome: ['latex-pdf', 'awesome-cv (LaTeX) printed by Chromium'],
  deedy: ['latex-pdf', 'deedy two-column (LaTeX) printed by Chromium'],
  academic: ['academic-pdf', 'friggeri-like academic CV with publications printed by Chromium'],
  canva: ['canva-pdf', 'Canva two-column design printed by Chromium'],
  portal: ['portal-export', 'job-portal export printed by Chromium'],
  linkedin: ['linkedin-pdf', 'LinkedIn Save-to-PDF look printed by Chromium'],
  wordish: ['word-pdf', 'Word-saved résumé with a running footer printed by Chromium'],
  letter: ['word-pdf', 'cover letter and résumé in one PDF printed by Chromium'],
  ats: ['ats-pdf', 'plain ATS résumé printed by Chromium'],
};
const PLAN = [
  ['us', 'jakes', 'pdf'],
  ['us', 'writer', 'docx'],
  ['uk', 'letter', 'pdf'],
  ['uk', 'ats', 'pdf', true],
  ['in-data', 'portal', 'pdf'],
  ['in-data', 'deedy', 'pdf'],
  ['in-fin', 'ats', 'pdf'],
  ['in-fin', 'writer', 'doc'],
  ['de', 'portal', 'pdf'],
  ['de', 'writer', 'docx'],
  ['fr', 'canva', 'pdf'],
  ['fr', 'writer', 'pdf'],
  ['es', 'moderncv', 'pdf'],
  ['es', 'writer', 'docx'],
  ['mx', 'portal', 'pdf'],
  ['mx', 'canva', 'pdf'],
  ['cn', 'portal', 'pdf'],
  ['cn', 'ats', 'pdf', true],
  ['kr', 'portal', 'pdf'],
  ['kr', 'linkedin', 'pdf'],
  ['vn', 'portal', 'pdf'],
  ['vn', 'writer', 'pdf'],
  ['ng', 'wordish', 'pdf'],
  ['ng', 'awesome', 'pdf'],
  ['ph', 'wordish', 'pdf', true],
  ['ph', 'writer', 'doc'],
  ['ca', 'academic', 'pdf'],
  ['ca', 'writer', 'pdf'],
  ['au', 'linkedin', 'pdf'],
  ['au', 'wordish', 'pdf'],
  ['br', 'awesome', 'pdf'],
  ['br', 'jakes', 'pdf'],
  ['ch', 'moderncv', 'pdf'],
  ['ch', 'writer', 'docx'],
  ['lt', 'jakes', 'pdf'],
  ['lt', 'deedy', 'pdf'],
  ['ec', 'canva', 'pdf'],
  ['ec', 'writer', 'docx'],
  ['pk', 'portal', 'pdf'],
  ['pk', 'wordish', 'pdf'],
];

const documents = PLAN.map(([key, layout, format, scan]) => {
  const p = person(key);
  const id = `p39-${key}-${scan ? 'scan' : layout === 'writer' ? `word-${format}` : layout}`;
  if (layout === 'writer') {
    const cls = format === 'pdf' ? 'libreoffice-pdf' : format;
    return {
      id,
      format,
      tool: `libreoffice (${format})`,
      features: [cls, 'header-footer', 'table'],
      ocr: false,
      person: p,
      render: { kind: 'lo' },
    };
  }
  if (scan)
    return {
      id,
      format,
      tool: 'chromium + imagemagick scan, 200 ppi',
      features: ['scan', CLASS[layout][0]],
      ocr: true,
      person: p,
      render: { kind: 'scan', layout, ppi: 200 },
    };
  return {
    id,
    format,
    tool: `chromium: ${CLASS[layout][1]}`,
    features: [CLASS[layout][0], layout],
    ocr: false,
    person: p,
    render: { kind: 'html', layout },
  };
});

await writeHeldoutPart({ part: 39, seed: HELDOUT39_SEED, documents, layouts: LAYOUTS });
