// Held-out part 36 of the resume corpus: people outside offices and career changers, with resumes made by
// online builders and phone apps. Run: node eval/resumes/generate/heldout-36/index.mjs (needs Chromium,
// LibreOffice, ImageMagick, img2pdf, qpdf and a built eval/intake). Its own seed, people and templates.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

const HELDOUT36_SEED = 0x36b1d2e9;

// LibreOffice runs with a profile of its own, so that a conversion beside ours never collides with it.
const bin = mkdtempSync(join(tmpdir(), 'part36-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part36 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

const CLASS = {
  sidebar: 'builder-sidebar',
  topband: 'builder-topband',
  mobile: 'mobile-app',
  webprofile: 'web-profile-print',
  email: 'email-body',
  lebenslauf: 'lebenslauf-table',
  koreanForm: 'korean-form',
};

/** [person, layout or 'word', format, extra person fields]; a layout ending in ':scan' is photographed. */
const PLAN = [
  ['tavish', 'sidebar'],
  ['tavish', 'word', 'docx'],
  ['marisela', 'mobile'],
  ['marisela', 'email'],
  ['marisela', 'topband:scan'],
  ['ewart', 'word', 'docx'],
  ['ewart', 'topband'],
  ['kezia', 'sidebar:scan'],
  ['kezia', 'webprofile'],
  ['fionnuala', 'word', 'doc'],
  ['fionnuala', 'mobile'],
  ['anouk', 'word', 'pdf', { style: 'caps', font: 'Liberation Sans' }],
  ['anouk', 'webprofile'],
  ['lachlan', 'topband'],
  ['lachlan', 'word', 'docx', { font: 'Liberation Sans' }],
  ['ishwarya', 'word', 'docx'],
  ['ishwarya', 'email'],
  ['rhodora', 'word', 'doc', { style: 'caps' }],
  ['rhodora', 'sidebar'],
  ['tochukwu', 'email'],
  ['tochukwu', 'sidebar'],
  ['akosua', 'mobile'],
  ['akosua', 'topband'],
  ['bonginkosi', 'word', 'pdf', { font: 'Liberation Sans' }],
  ['bonginkosi', 'webprofile'],
  ['araceli', 'sidebar'],
  ['araceli', 'mobile'],
  ['jucelino', 'word', 'pdf'],
  ['jucelino', 'topband'],
  ['unai', 'word', 'pdf', { font: 'Liberation Sans' }],
  ['unai', 'sidebar'],
  ['radoslaw', 'word', 'docx'],
  ['radoslaw', 'topband'],
  ['hannelore', 'lebenslauf'],
  ['hannelore', 'word', 'pdf'],
  ['gwenael', 'mobile'],
  ['gwenael', 'sidebar'],
  ['thanhtra', 'sidebar'],
  ['thanhtra', 'mobile'],
  ['dasol', 'sidebar'],
  ['dasol', 'koreanForm:scan'],
];

const documents = PLAN.map(([who, layout, format = 'pdf', more = {}]) => {
  const person = { ...PEOPLE[who], ...more };
  const [name, scan] = layout.split(':');
  const cls = name === 'word' ? `word-${format === 'pdf' ? 'saved-pdf' : format}` : scan ? 'phone-scan' : CLASS[name];
  const id = `h36-${person.locale.toLowerCase()}-${who}-${cls}`;
  return {
    id,
    format,
    tool: name === 'word' ? 'libreoffice' : scan ? 'chromium+imagemagick (phone photo)' : 'chromium',
    features: scan ? [cls, CLASS[name]] : [cls],
    ocr: Boolean(scan),
    person,
    render:
      name === 'word'
        ? { kind: 'lo' }
        : scan
          ? { kind: 'scan', layout: name, ppi: 200 }
          : { kind: 'html', layout: name },
  };
});

await writeHeldoutPart({ part: 36, seed: HELDOUT36_SEED, documents, layouts: LAYOUTS });
