// Which person is rendered with which template in held-out part 26: 40 documents of 20 people.
// features[0] is the template class the held-out report aggregates by ("scan" for the three scans).
import { PEOPLE } from './people.mjs';

const PLAN = {
  blackwelder: ['icons', 'ats'],
  quarrie: ['footer', 'writer-docx'],
  purohit: ['portal', 'email'],
  oltmanns: ['portal', 'writer-doc'],
  ledrezen: ['portal', 'canva'],
  arrizabalaga: ['portal', 'moderncv'],
  tlacuilo: ['portal', 'scan-icons'],
  bittencourt: ['canva', 'writer-pdf'],
  ouyang: ['portal', 'scan-portal'],
  byeon: ['portal', 'writer-docx'],
  luong: ['portal', 'icons'],
  adebanjo: ['moderncv', 'email'],
  catapang: ['email', 'footer'],
  thibodeau: ['ats', 'writer-doc'],
  wheelahan: ['academic', 'writer-pdf'],
  hjelmeland: ['moderncv', 'icons'],
  pfannhauser: ['writer-docx', 'canva'],
  rochat: ['academic', 'scan-moderncv'],
  tirmizi: ['footer', 'ats'],
  andrade: ['canva', 'writer-docx'],
};

function renderOf(cls) {
  if (cls.startsWith('writer-')) return { kind: 'lo', layout: 'writer', format: cls.slice(7) };
  if (cls.startsWith('scan-')) return { kind: 'scan', layout: cls.slice(5), ppi: 300 };
  return { kind: 'print', layout: cls };
}

export const DOCUMENTS = PEOPLE.flatMap((person) =>
  PLAN[person.key].map((cls) => {
    const render = renderOf(cls);
    const scan = render.kind === 'scan';
    return {
      id: `h26-${person.locale.toLowerCase()}-${person.key}-${cls}`,
      person,
      render,
      format: render.format ?? 'pdf',
      tool: render.kind === 'lo' ? 'libreoffice' : scan ? 'chromium+imagemagick+img2pdf' : 'chromium',
      features: [scan ? 'scan' : cls, ...(scan ? [render.layout] : []), person.language],
      ocr: scan,
    };
  }),
);
