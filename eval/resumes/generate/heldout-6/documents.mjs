// The sixth held-out part's documents: each person in two templates of this part, three of them also
// as a scan. features[0] is the template class.
import { byKey } from './people.mjs';

const PLAN = [
  ['us-okafor-reyes', ['handles', 'moderncv', 'scan:moderncv']],
  ['gb-ashworth', ['footer2p', 'writer-docx']],
  ['in-venkataraman', ['portal', 'plain']],
  ['de-schwarzkopf', ['europass', 'writer-pdf', 'scan:gdocs']],
  ['fr-lefebvre', ['split', 'letter']],
  ['es-garcia-olmedo', ['moderncv', 'handles', 'scan:plain']],
  ['br-albuquerque', ['gdocs', 'bars']],
  ['mx-zaragoza', ['split', 'linkedin']],
  ['cn-xu-ruoxi', ['academic', 'linkedin']],
  ['jp-morinaga', ['rirekisho', 'writer-docx']],
  ['kr-hwang', ['handles', 'portal']],
  ['vn-pham', ['bars', 'gdocs']],
  ['ng-adeyemi', ['footer2p', 'plain']],
  ['ph-villanueva', ['gdocs', 'writer-docx']],
  ['au-mcallister', ['letter', 'writer-pdf']],
  ['be-vandenbroeck', ['handles', 'moderncv']],
  ['no-solberg', ['academic', 'split']],
  ['ch-favre', ['europass', 'writer-docx']],
  ['pk-siddiqui', ['plain', 'bars']],
  ['sk-horvathova', ['gdocs', 'linkedin']],
];

const TOOL = { lo: 'libreoffice', html: 'chromium', scan: 'chromium+imagemagick' };

export const DOCUMENTS = PLAN.flatMap(([key, templates]) =>
  templates.map((t) => {
    const person = byKey[key];
    const id = `h6-${person.locale.toLowerCase()}-${key.split('-').slice(1).join('')}-${t.replace(':', '-')}`;
    if (t.startsWith('writer-')) {
      const format = t === 'writer-docx' ? 'docx' : 'pdf';
      return {
        id,
        person,
        format,
        tool: TOOL.lo,
        features: [t, 'word-like', 'footer'],
        ocr: false,
        render: { kind: 'lo' },
      };
    }
    if (t.startsWith('scan:')) {
      const layout = t.slice(5);
      return {
        id,
        person,
        format: 'pdf',
        tool: TOOL.scan,
        features: ['scan', layout],
        ocr: true,
        render: { kind: 'scan', layout, ppi: 300 },
      };
    }
    return {
      id,
      person,
      format: 'pdf',
      tool: TOOL.html,
      features: [t],
      ocr: false,
      render: { kind: 'html', layout: t },
    };
  }),
);
