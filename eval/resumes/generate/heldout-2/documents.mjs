// The second held-out part: which person (people.mjs) is rendered in which template (layouts.mjs).
// Each person has the layout it was written for and a second one drawn with this part's own seed; two
// people drawn with the same seed are also scanned (300 ppi, grey, slightly rotated: read by OCR).
import { PEOPLE } from './people.mjs';

/** This part's own seed (the tuning corpus and the first held-out part use others). */
export const HELDOUT2_SEED = 0x2b7e1;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALL = ['sidebar', 'banner', 'portal', 'runhead', 'details', 'lo-docx', 'lo-pdf'];
/** Han names are not spaced letter by letter nor split given-over-family in these templates. */
const ALLOWED = { zihan: ['portal', 'lo-docx', 'lo-pdf', 'details'] };
const LATIN = (p) => !['zh', 'ko'].includes(p.language) && !['ploy', 'seoyeon'].includes(p.key);

function render(layout) {
  if (layout === 'lo-docx') return { kind: 'lo', format: 'docx', tool: 'libreoffice' };
  if (layout === 'lo-pdf') return { kind: 'lo', format: 'pdf', tool: 'libreoffice' };
  return { kind: 'html', layout, format: 'pdf', tool: 'chromium' };
}

const rand = mulberry32(HELDOUT2_SEED);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

export const DOCUMENTS = [];
for (const person of PEOPLE) {
  const second = pick((ALLOWED[person.key] ?? ALL).filter((l) => l !== person.layout));
  for (const layout of [person.layout, second]) {
    const r = render(layout);
    DOCUMENTS.push({
      id: `${person.locale.toLowerCase()}-${person.key}-${layout}`,
      person,
      layout,
      render: r,
      format: r.format,
      tool: r.tool,
      features: [layout],
      ocr: false,
    });
  }
}
const latin = PEOPLE.filter(LATIN);
const scanned = new Set();
while (scanned.size < 2) scanned.add(pick(latin));
for (const person of scanned) {
  const layout = pick(['sidebar', 'details', 'banner']);
  DOCUMENTS.push({
    id: `${person.locale.toLowerCase()}-${person.key}-scan-${layout}`,
    person,
    layout,
    render: { kind: 'scan', layout, ppi: 300, rotate: 0.7 },
    format: 'pdf',
    tool: 'scan',
    features: ['scan'],
    ocr: true,
  });
}
