#!/usr/bin/env node
// Held-out part 29 of the resume corpus (eval/resumes-heldout-29): resumes as people publish them in public
// repositories, with people and templates of its own (./people.mjs, ./layouts.mjs), written by someone who had not
// read the redaction code. `node eval/resumes/generate/heldout-29/index.mjs` rewrites the documents, their sources
// and truth files; HELDOUT29_SEED picks the accent colours and the scans' rotation and noise.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT29_SEED = 0x29c0ffee;

// LibreOffice in a profile of its own, so that a conversion never collides with another one running beside it.
const bin = mkdtempSync(join(tmpdir(), 'heldout29-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  `#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part29 "$@"\n`,
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

const CLASS = {
  jake: 'latex-one-page-developer',
  awesome: 'latex-coloured-header-icons',
  moderncv: 'latex-classic-banking',
  deedy: 'latex-two-column',
  altacv: 'latex-sidebar',
  ctex: 'latex-chinese-jianli',
  jsonresume: 'json-resume-theme',
  markdown: 'markdown-pandoc',
  readme: 'github-readme-profile',
  website: 'personal-site-resume-page',
  academic: 'academic-cv-publications',
  qrcode: 'qr-code-links-footer',
  letter: 'cover-letter-and-resume',
  friggeri: 'latex-dark-header-aside',
};

/** [id suffix, person, how it is made] */
const PLAN = [
  ['pike-onepage', 'pike', 'jake'],
  ['pike-site', 'pike', 'website'],
  ['moolayil-header', 'moolayil', 'awesome'],
  ['moolayil-word', 'moolayil', 'lo:docx'],
  ['qiu-jianli', 'qiu', 'ctex'],
  ['luu-header', 'luu', 'awesome'],
  ['luu-json', 'luu', 'jsonresume'],
  ['yeom-form-scan', 'yeom', 'scan:koform'],
  ['yeom-pandoc', 'yeom', 'markdown'],
  ['kaltschmidt-classic', 'kaltschmidt', 'moderncv'],
  ['kaltschmidt-export', 'kaltschmidt', 'lo:pdf'],
  ['quemeneur-classic', 'quemeneur', 'moderncv'],
  ['quemeneur-legacy', 'quemeneur', 'lo:doc'],
  ['zubizarreta-twocol', 'zubizarreta', 'deedy'],
  ['zubizarreta-word', 'zubizarreta', 'lo:docx'],
  ['bortolozzo-sidebar', 'bortolozzo', 'altacv'],
  ['bortolozzo-readme', 'bortolozzo', 'readme'],
  ['quintanilla-json', 'quintanilla', 'jsonresume'],
  ['quintanilla-legacy', 'quintanilla', 'lo:doc'],
  ['durosinmi-readme', 'durosinmi', 'readme'],
  ['durosinmi-onepage-scan', 'durosinmi', 'scan:jake'],
  ['dimaculangan-twocol', 'dimaculangan', 'deedy'],
  ['dimaculangan-export', 'dimaculangan', 'lo:pdf'],
  ['khattak-sidebar', 'khattak', 'altacv'],
  ['khattak-pandoc', 'khattak', 'markdown'],
  ['ghaffarzadeh-academic', 'ghaffarzadeh', 'academic'],
  ['ghaffarzadeh-word', 'ghaffarzadeh', 'lo:docx'],
  ['kocabiyik-site', 'kocabiyik', 'website'],
  ['kocabiyik-twocol', 'kocabiyik', 'deedy'],
  ['wirawan-readme', 'wirawan', 'readme'],
  ['wirawan-qr', 'wirawan', 'qrcode'],
  ['wlodarczyk-sidebar', 'wlodarczyk', 'altacv'],
  ['wlodarczyk-json', 'wlodarczyk', 'jsonresume'],
  ['vukasinovic-pandoc', 'vukasinovic', 'markdown'],
  ['pelletier-site', 'pelletier', 'website'],
  ['pelletier-letter', 'pelletier', 'letter'],
  ['vandenburg-header', 'vandenburg', 'awesome'],
  ['ashworth-qr', 'ashworth', 'qrcode'],
  ['ashworth-qr-scan', 'ashworth', 'scan:qrcode'],
  ['saarepuu-onepage', 'saarepuu', 'jake'],
  ['saarepuu-aside', 'saarepuu', 'friggeri'],
  ['vukasinovic-aside', 'vukasinovic', 'friggeri'],
  ['elsherbiny-classic', 'elsherbiny', 'moderncv'],
  ['elsherbiny-word', 'elsherbiny', 'lo:docx'],
];

const documents = PLAN.map(([suffix, who, how]) => {
  const person = PEOPLE[who];
  const [kind, arg] = how.includes(':') ? how.split(':') : ['html', how];
  const id = `h29-${suffix}`;
  if (kind === 'lo')
    return {
      id,
      format: arg,
      tool: 'libreoffice',
      features: ['word-processor-export', 'footer-name-page-number', arg],
      ocr: false,
      person,
      render: { kind: 'lo' },
    };
  if (kind === 'scan')
    return {
      id,
      format: 'pdf',
      tool: 'chromium+imagemagick+img2pdf',
      features: ['scan', CLASS[arg] ?? 'korean-form', person.language === 'ko' ? 'cjk' : 'latin'],
      ocr: true,
      person,
      render: { kind: 'scan', layout: arg, ppi: 300 },
    };
  return {
    id,
    format: 'pdf',
    tool: 'chromium',
    features: [CLASS[arg], person.language],
    ocr: false,
    person,
    render: { kind: 'html', layout: arg },
  };
});

await writeHeldoutPart({ part: 29, seed: HELDOUT29_SEED, documents, layouts: LAYOUTS });
