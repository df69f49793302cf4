// Which person is rendered with which template in the fourth held-out part: 42 documents of 21 people.
// features[0] is the template class the held-out report aggregates by.
import { PEOPLE } from './people.mjs';

/** person key → the classes of its documents ("scan-<layout>": that layout, scanned). */
const PLAN = {
  razali: ['portal-export', 'infographic'],
  tanweiling: ['linkedin', 'ats'],
  vanderlinden: ['moderncv', 'writer-docx'],
  ostergaard: ['infographic', 'writer-pdf'],
  makela: ['ats', 'moderncv'],
  novakova: ['gdocs', 'writer-docx'],
  kovacsszabo: ['moderncv', 'portal-export'],
  bendavid: ['infographic', 'scan-ats'],
  alqahtani: ['referees', 'cover-letter'],
  gebremedhin: ['referees', 'writer-docx'],
  mwakyusa: ['gdocs', 'referees'],
  wickramasinghe: ['portal-export', 'scan-gdocs'],
  thapamagar: ['cover-letter', 'infographic'],
  chankayan: ['linkedin', 'moderncv'],
  linyichun: ['table-form', 'gdocs'],
  quispe: ['moderncv', 'portal-export'],
  nibhriain: ['referees', 'writer-pdf'],
  volkov: ['portal-export', 'table-form'],
  whitfield: ['ats', 'cover-letter'],
  gorantla: ['portal-export', 'referees'],
  brueckner: ['infographic', 'scan-moderncv'],
};

function renderOf(cls) {
  if (cls === 'writer-docx') return { kind: 'lo', layout: 'writer', format: 'docx' };
  if (cls === 'writer-pdf') return { kind: 'lo', layout: 'writer', format: 'pdf' };
  if (cls.startsWith('scan-')) return { kind: 'scan', layout: cls.slice(5), ppi: cls === 'scan-gdocs' ? 250 : 300 };
  return { kind: 'print', layout: cls };
}

export const DOCUMENTS = PEOPLE.flatMap((person) =>
  PLAN[person.key].map((cls) => {
    const render = renderOf(cls);
    const scan = render.kind === 'scan';
    return {
      id: `h4-${person.locale.toLowerCase()}-${person.key}-${cls}`,
      person,
      render,
      format: render.format ?? 'pdf',
      tool: render.kind === 'lo' ? 'libreoffice' : scan ? 'chromium+imagemagick+img2pdf' : 'chromium',
      features: [scan ? 'scan' : cls, ...(scan ? [render.layout] : []), person.language],
      ocr: scan,
    };
  }),
);
