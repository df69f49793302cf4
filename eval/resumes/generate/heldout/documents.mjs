// The HELD-OUT part: which held-out person (people.mjs) is rendered in which held-out template
// (layouts.mjs). Besides the layout a person is written for, a second rendering is drawn with the
// held-out seed below, so the pairing is not chosen by whoever tunes the redaction.
import * as people from './people.mjs';

/** The held-out part's own seed (the tuning corpus's scans use another). */
export const HELDOUT_SEED = 0x4e1d0;

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

/** The layout each person was written to show (its class); the second rendering is drawn. */
const WRITTEN_FOR = {
  priyanka: 'portal',
  matthias: 'spaced',
  lan: 'footed',
  ana: 'footed',
  nicolas: 'stacked',
  yuki: 'stacked',
  jiwoo: 'footed',
  siyuan: 'portal',
  oliver: 'spaced',
  emily: 'portal',
  tomasz: 'stacked',
  giulia: 'spaced',
  sanne: 'footed',
  javier: 'footed',
  beatriz: 'portal',
  harriet: 'stacked',
  percy: 'stacked',
  marisol: 'spaced',
};
const POOL = ['portal', 'spaced', 'stacked', 'footed', 'lo-docx', 'lo-pdf'];

const random = mulberry32(HELDOUT_SEED);
export const DOCUMENTS = Object.entries(WRITTEN_FOR).flatMap(([key, layout]) => {
  const person = people[key];
  if (!person) throw new Error(`heldout: no person ${key}`);
  const others = POOL.filter((l) => l !== layout);
  const drawn = others[Math.floor(random() * others.length)];
  return [layout, drawn].map((l) => {
    const lo = l.startsWith('lo-');
    return {
      id: `${person.locale.toLowerCase()}-${key}-${l}`,
      person,
      tool: lo ? 'libreoffice' : 'chromium',
      format: lo ? l.slice(3) : 'pdf',
      render: lo ? { kind: 'lo', fodt: { footer: `${person.name.full} · CV` } } : { kind: 'heldout', layout: l },
      features: [l],
      expect: 'ok',
      ocr: false,
    };
  });
});
