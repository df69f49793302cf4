// Held-out part 8 of the resume corpus (eval/resumes-heldout-8/README.md): twenty invented people, forty
// documents, this part's own templates (./layouts.mjs) printed by Chromium, converted by LibreOffice or
// scanned, through the shared plumbing (../heldout-run.mjs). Run: node eval/resumes/generate/heldout-8/index.mjs
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { byKey } from './people.mjs';

const HELDOUT8_SEED = 0x8d2e51;

/** [person, template class, how it is made]; the class is features[0] of the truth file. */
const PLAN = [
  ['us-vantassel', 'icons'],
  ['us-vantassel', 'ats'],
  ['gb-treharne', 'referees2p'],
  ['gb-treharne', 'letter'],
  ['in-iyengar', 'portal'],
  ['in-iyengar', 'word-docx'],
  ['de-brakelmann', 'word-pdf'],
  ['de-brakelmann', 'europass'],
  ['fr-kerherve', 'letter'],
  ['fr-kerherve', 'canva'],
  ['br-vasconcelos', 'portal'],
  ['br-vasconcelos', 'scan', 'canva'],
  ['mx-arreola', 'europass'],
  ['mx-arreola', 'portal'],
  ['cn-qiu', 'icons'],
  ['cn-qiu', 'ats'],
  ['jp-hishinuma', 'rirekisho'],
  ['jp-hishinuma', 'icons'],
  ['kr-seo', 'canva'],
  ['kr-seo', 'portal'],
  ['vn-luong', 'canva'],
  ['vn-luong', 'ats'],
  ['ng-adeyinka', 'referees2p'],
  ['ng-adeyinka', 'letter'],
  ['ph-dimaculangan', 'ats'],
  ['ph-dimaculangan', 'word-docx'],
  ['au-krollmann', 'academic'],
  ['au-krollmann', 'icons'],
  ['be-vanderhaeghen', 'europass'],
  ['be-vanderhaeghen', 'word-docx'],
  ['no-haugland', 'canva'],
  ['no-haugland', 'ats'],
  ['pk-qureshi', 'portal'],
  ['pk-qureshi', 'word-pdf'],
  ['dz-benmansour', 'letter'],
  ['dz-benmansour', 'scan', 'europass'],
  ['ec-cisneros', 'canva'],
  ['ec-cisneros', 'scan', 'portal'],
  ['sk-kvasnicova', 'academic'],
  ['sk-kvasnicova', 'europass'],
];

const LAYOUT_OF = { referees2p: 'twopage', academic: 'twopage' };

const DOCUMENTS = PLAN.map(([key, cls, scanned]) => {
  // The English CV of the Japanese candidate prints the romanised address and the international phone.
  const base = byKey[key];
  const person =
    key === 'jp-hishinuma' && cls === 'icons'
      ? { ...base, address: base.addressEn, phone: base.phoneIntl, details: [] }
      : base;
  const id = `h8-${key}-${scanned ? `scan-${scanned}` : cls}`;
  if (cls === 'word-docx' || cls === 'word-pdf')
    return {
      id,
      person,
      format: cls === 'word-docx' ? 'docx' : 'pdf',
      tool: 'libreoffice',
      features: [cls, 'page-footer', 'document-author'],
      ocr: false,
      render: { kind: 'lo' },
    };
  if (cls === 'scan')
    return {
      id,
      person,
      format: 'pdf',
      tool: 'scanner',
      features: ['scan', scanned, 'no-text-layer'],
      ocr: true,
      render: { kind: 'scan', layout: scanned, ppi: 300 },
    };
  return {
    id,
    person,
    format: 'pdf',
    tool: 'chromium',
    features: [cls],
    ocr: false,
    render: { kind: 'html', layout: LAYOUT_OF[cls] ?? cls },
  };
});

await writeHeldoutPart({ part: 8, seed: HELDOUT8_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
