// Which documents each person of the fifth held-out part gets: two each, in templates of this part
// (layouts.mjs). `writer-docx`/`writer-pdf` go through LibreOffice; `scan-*` are pages printed by Chromium
// and degraded like a scanner.
import { PEOPLE } from './people.mjs';

const PLAN = {
  whitlock: ['icons', 'scan-ats'],
  okonkwo: ['word2p', 'portal'],
  pillai: ['portal', 'writer-docx'],
  brandstaetter: ['europass', 'writer-pdf'],
  lefevre: ['awesomecv', 'letter-cv'],
  gonzalez: ['europass', 'canva'],
  silva: ['docs-export', 'infographic'],
  ibarra: ['letter-cv', 'writer-docx'],
  zhou: ['profile-pdf', 'awesomecv'],
  yamashita: ['rirekisho', 'writer-pdf'],
  han: ['academic', 'profile-pdf'],
  nguyen: ['canva', 'docs-export'],
  delarosa: ['ats', 'word2p'],
  tremblay: ['profile-pdf', 'scan-docs-export'],
  fitzgerald: ['infographic', 'ats'],
  haugland: ['docs-export', 'writer-docx'],
  kovac: ['awesomecv', 'europass'],
  juric: ['academic', 'icons'],
  butkus: ['icons', 'canva'],
  qureshi: ['word2p', 'portal'],
  hassan: ['letter-cv', 'scan-awesomecv'],
  lim: ['infographic', 'profile-pdf'],
  tehau: ['ats', 'word2p'],
};

export const DOCUMENTS = PEOPLE.flatMap((person) =>
  PLAN[person.key].map((t) => {
    const scan = t.startsWith('scan-');
    const lo = t.startsWith('writer-');
    const format = t === 'writer-docx' ? 'docx' : 'pdf';
    return {
      id: `h5-${person.locale.toLowerCase()}-${person.key}-${t}`,
      person,
      format,
      features: [scan ? 'scan' : t, ...(scan ? [t.slice(5)] : [])],
      tool: lo ? 'libreoffice' : scan ? 'chromium+imagemagick+img2pdf' : 'chromium',
      ocr: scan,
      render: lo ? { kind: 'lo' } : scan ? { kind: 'scan', layout: t.slice(5), ppi: 300 } : { kind: 'html', layout: t },
    };
  }),
);
