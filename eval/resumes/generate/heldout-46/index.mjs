// Held-out part 46: writes eval/resumes-heldout-46 from this part's own people (people.mjs) and templates
// (layouts.mjs) through the shared plumbing (../heldout-run.mjs). Run: node eval/resumes/generate/heldout-46/index.mjs
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT46_SEED = 0x46a2e19d;

// LibreOffice gets a profile of its own, so that a conversion running beside this one never shares its lock.
const shim = join(tmpdir(), 'part46-soffice');
mkdirSync(shim, { recursive: true });
writeFileSync(
  join(shim, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part46 "$@"\n',
);
chmodSync(join(shim, 'soffice'), 0o755);
process.env.PATH = `${shim}:${process.env.PATH}`;

const LAYOUT = {
  naukri: 'naukri',
  'iit-latex': 'iitLatex',
  'cover-letter': 'cover',
  infographic: 'infographic',
  'cv-fr': 'cvFr',
  wttj: 'wttj',
  lebenslauf: 'lebenslauf',
  stepstone: 'stepstone',
  europass: 'europass',
  'cv-es': 'cvEs',
  'portal-es': 'portalEs',
  moderncv: 'moderncv',
  'awesome-cv': 'awesome',
  ats: 'ats',
  jianli: 'jianli',
};

// [person, template class, format]; `scan:<layout>` is a page of that layout scanned at 200 ppi,
// `word-<fmt>` the flat-ODF Word-like resume converted by LibreOffice.
const PLAN = [
  ['hrishikesh', 'naukri'],
  ['hrishikesh', 'word-docx'],
  ['sreelakshmi', 'iit-latex'],
  ['sreelakshmi', 'cover-letter'],
  ['debasmita', 'word-pdf'],
  ['debasmita', 'infographic'],
  ['ombeline', 'cv-fr'],
  ['ombeline', 'wttj'],
  ['gauthier', 'europass'],
  ['gauthier', 'word-doc'],
  ['swantje', 'lebenslauf'],
  ['swantje', 'stepstone'],
  ['florian', 'scan:lebenslauf'],
  ['florian', 'word-docx'],
  ['maite', 'cv-es'],
  ['maite', 'portal-es'],
  ['eustaquio', 'portal-es'],
  ['eustaquio', 'word-docx'],
  ['ayelen', 'moderncv'],
  ['ayelen', 'ats'],
  ['renzo', 'scan:cv-es'],
  ['renzo', 'word-pdf'],
  ['yurani', 'awesome-cv'],
  ['yurani', 'europass'],
  ['thais', 'infographic'],
  ['thais', 'word-docx'],
  ['corbin', 'ats'],
  ['corbin', 'cover-letter'],
  ['imogen', 'moderncv'],
  ['imogen', 'word-pdf'],
  ['xinyue', 'scan:jianli'],
  ['xinyue', 'awesome-cv'],
  ['lieselot', 'europass'],
  ['lieselot', 'word-doc'],
  ['obiageli', 'cover-letter'],
  ['obiageli', 'infographic'],
  ['jericho', 'ats'],
  ['jericho', 'awesome-cv'],
  ['tram', 'infographic'],
  ['tram', 'word-docx'],
];

const documents = PLAN.map(([key, what]) => {
  const p = PEOPLE[key];
  const person = {
    referees: [],
    coauthors: [],
    ...p,
    keep: [
      ...p.keep,
      ...(p.en
        ? [
            ...p.en.keep,
            ...p.en.skills,
            ...p.en.jobs.flatMap((j) => [j.org, j.place]),
            ...p.en.education.flatMap((e) => [e.school, e.place]),
          ]
        : []),
    ],
    extra: [],
  };
  const base = `${p.locale.toLowerCase()}-${key}`;
  if (what.startsWith('word-')) {
    const format = what.slice(5);
    return {
      id: `${base}-${what}`,
      format,
      tool: 'libreoffice',
      features: [what],
      ocr: false,
      person,
      render: { kind: 'lo' },
    };
  }
  if (what.startsWith('scan:')) {
    const layout = what.slice(5);
    return {
      id: `${base}-scan`,
      format: 'pdf',
      tool: 'scan',
      features: ['scan', layout],
      ocr: true,
      person,
      render: { kind: 'scan', layout: LAYOUT[layout], ppi: 200 },
    };
  }
  return {
    id: `${base}-${what}`,
    format: 'pdf',
    tool: 'chromium',
    features: [what],
    ocr: false,
    person,
    render: { kind: 'html', layout: LAYOUT[what] },
  };
});

await writeHeldoutPart({ part: 46, seed: HELDOUT46_SEED, documents, layouts });
