// Which person is rendered with which template in the third held-out part: 42 documents of 20 people.
// features[0] is the template class the held-out report aggregates by.
import { PEOPLE } from './people.mjs';

/** person key → the classes of its documents. */
const PLAN = {
  kinoshita: ['rirekisho', 'modern'],
  minhthu: ['canva', 'portal'],
  berthelot: ['modern', 'word-docx'],
  martinpenalver: ['europass', 'word-pdf'],
  hernandezolvera: ['canva', 'modern'],
  albuquerque: ['word-docx', 'portal'],
  wisniewska: ['academic', 'modern'],
  desantis: ['europass', 'scan-europass'],
  baumgaertner: ['academic', 'word-pdf'],
  pemberton: ['word-docx', 'canva'],
  zhangwei: ['portal', 'modern'],
  mcallister: ['modern', 'word-docx', 'scan-modern'],
  amponsah: ['word-pdf', 'canva'],
  dlamini: ['modern', 'portal'],
  bennani: ['canva', 'europass'],
  hosseini: ['academic', 'portal'],
  chowdhury: ['word-docx', 'europass'],
  munoz: ['portal', 'europass'],
  alexandropoulou: ['modern', 'word-pdf'],
  popescu: ['europass', 'canva', 'scan-canva'],
};

function renderOf(cls) {
  if (cls === 'word-docx') return { kind: 'lo', layout: 'word', format: 'docx' };
  if (cls === 'word-pdf') return { kind: 'lo', layout: 'word', format: 'pdf' };
  if (cls.startsWith('scan-')) return { kind: 'scan', layout: cls.slice(5), ppi: 300 };
  return { kind: 'print', layout: cls };
}

export const DOCUMENTS = PEOPLE.flatMap((person) =>
  PLAN[person.key].map((cls) => {
    const render = renderOf(cls);
    const scan = render.kind === 'scan';
    return {
      id: `${person.locale.toLowerCase()}-${person.key}-${cls}`,
      person,
      render,
      format: render.format ?? 'pdf',
      tool: render.kind === 'lo' ? 'libreoffice' : scan ? 'chromium+imagemagick+img2pdf' : 'chromium',
      features: [scan ? 'scan' : cls, ...(scan ? [render.layout] : []), person.language],
      ocr: scan,
    };
  }),
);
