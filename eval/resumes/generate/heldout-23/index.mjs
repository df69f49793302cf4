// Generates held-out part 23 (eval/resumes-heldout-23): this part's own people (./people.mjs) and templates
// (./layouts.mjs), printed and converted through the shared plumbing (../heldout-run.mjs).
//   node eval/resumes/generate/heldout-23/index.mjs   (needs chromium, soffice, ImageMagick, img2pdf, qpdf)
// LibreOffice runs with a profile of its own (a `soffice` wrapper first on PATH), so that it never collides with
// another conversion running on the same machine.
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT23_SEED = 0x23a7c0de;

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const lo = { kind: 'lo' };

// [person, render, format, template class, more features]
const PLAN = [
  [
    'thornbury',
    html('siteProfile'),
    'pdf',
    'site-profile',
    ['indeed-like', 'domain', 'middle-initial', 'nickname', 'footer-page-number'],
  ],
  ['thornbury', html('coverPlus'), 'pdf', 'cover-letter', ['sign-off-phone', 'eponym-employer']],
  ['abernathy', html('atsPlain'), 'pdf', 'ats-plain', ['reed-like', 'uk-postcode', 'flat-address', 'referees']],
  ['abernathy', lo, 'docx', 'word-footer', ['referees-page-two', 'hyphenated-surname']],
  ['venkataraghavan', html('siteProfile'), 'pdf', 'site-profile', ['naukri-like', 'date-of-birth', 'github-handle']],
  ['venkataraghavan', html('portalForm'), 'pdf', 'portal-form', ['fathers-name', 'pin-code']],
  ['kesselring', html('siteProfile'), 'pdf', 'site-profile', ['xing-like', 'geburtsdatum', 'phone-0-in-parentheses']],
  ['kesselring', lo, 'docx', 'word-footer', ['geburtsdatum']],
  ['duchateau', html('strengthsCards'), 'pdf', 'strengths-cards', ['welcome-like', 'handle-at', 'eponym-prize']],
  [
    'duchateau',
    html('builderSidebar'),
    'pdf',
    'builder-sidebar',
    ['split-name', 'letter-spaced', 'skill-bars', 'bis-address'],
  ],
  ['echeverria', html('portalForm'), 'pdf', 'portal-form', ['infojobs-like', 'dni', 'second-surname', 'floor-address']],
  ['echeverria', lo, 'doc', 'word-footer', ['legacy-doc', 'dni']],
  ['ramalho', html('portalForm'), 'pdf', 'portal-form', ['catho-like', 'cep', 'apto']],
  ['ramalho', html('builderSidebar'), 'pdf', 'builder-sidebar', ['split-name', 'skill-bars', 'eponym-prize']],
  ['zavaleta', html('portalForm'), 'pdf', 'portal-form', ['occ-like', 'curp', 'colonia-address']],
  ['zavaleta', scan('atsPlain', 200), 'pdf', 'scan', ['ats-plain', 'latin']],
  ['ruan', html('gridForm'), 'pdf', 'grid-form', ['zhaopin-like', 'english-name', 'chinese-address']],
  ['ruan', lo, 'pdf', 'word-footer', ['cjk']],
  ['seonwoo', html('gridForm'), 'pdf', 'grid-form', ['saramin-like', 'korean-address', 'compound-surname']],
  ['seonwoo', scan('gridForm', 220), 'pdf', 'scan', ['grid-form', 'cjk']],
  ['lam', html('gridForm'), 'pdf', 'grid-form', ['topcv-like', 'english-name', 'vietnamese-address']],
  ['lam', html('strengthsCards'), 'pdf', 'strengths-cards', ['eponym-university']],
  ['oyelaran', html('portalForm'), 'pdf', 'portal-form', ['jobberman-like', 'marital-status', 'referees']],
  ['oyelaran', html('atsPlain'), 'pdf', 'ats-plain', ['surname-first', 'eponym-university']],
  ['macaraeg', html('siteProfile'), 'pdf', 'site-profile', ['jobstreet-like', 'nickname-quoted', 'age']],
  ['macaraeg', lo, 'doc', 'word-footer', ['legacy-doc', 'referees-page-two', 'block-lot-address']],
  ['gagne', html('siteProfile'), 'pdf', 'site-profile', ['indeed-like', 'unit-address', 'dotted-phone']],
  ['gagne', html('strengthsCards'), 'pdf', 'strengths-cards', ['hyphenated-surname']],
  ['pemberton', html('siteProfile'), 'pdf', 'site-profile', ['seek-like', 'unit-slash-address', 'referees']],
  ['pemberton', scan('atsPlain', 200), 'pdf', 'scan', ['ats-plain', 'latin', 'referees']],
  [
    'haugland',
    html('strengthsCards'),
    'pdf',
    'strengths-cards',
    ['academic', 'publications', 'co-authors', 'referees'],
  ],
  ['haugland', lo, 'pdf', 'word-footer', ['publications', 'referees-page-two']],
  ['bangash', html('portalForm'), 'pdf', 'portal-form', ['rozee-like', 'cnic', 'fathers-name']],
  ['bangash', html('builderSidebar'), 'pdf', 'builder-sidebar', ['split-name', 'skill-bars', 'cnic']],
  ['vandevelde', html('builderSidebar'), 'pdf', 'builder-sidebar', ['split-name', 'particle-surname', 'bus-address']],
  ['vandevelde', lo, 'docx', 'word-footer', ['particle-surname']],
  [
    'benaissa',
    html('strengthsCards'),
    'pdf',
    'strengths-cards',
    ['marital-status', 'eponym-university', 'surname-first'],
  ],
  ['benaissa', html('atsPlain'), 'pdf', 'ats-plain', ['cite-address', 'phone-0-in-parentheses']],
  ['hrusovska', html('builderSidebar'), 'pdf', 'builder-sidebar', ['split-name', 'title-prefix', 'eponym-prize']],
  ['hrusovska', lo, 'docx', 'word-footer', ['title-prefix']],
  ['whaanga', html('atsPlain'), 'pdf', 'ats-plain', ['rural-delivery-address', 'referees', 'nickname']],
  ['whaanga', html('siteProfile'), 'pdf', 'site-profile', ['seek-like', 'footer-page-number']],
];

const seen = {};
const documents = PLAN.map(([key, render, format, cls, more]) => {
  seen[key] = (seen[key] ?? 0) + 1;
  return {
    id: `p23-${key}-${seen[key]}`,
    person: PEOPLE[key],
    render,
    format,
    tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+scan' : 'chromium',
    ocr: render.kind === 'scan',
    features: [cls, ...more],
  };
});

// soffice with this part's own LibreOffice profile.
const bin = mkdtempSync(join(tmpdir(), 'part23-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part23 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

await writeHeldoutPart({ part: 23, seed: HELDOUT23_SEED, documents, layouts: LAYOUTS });
