// Held-out part 7: which person is printed with which template (./layouts.mjs), in which format.
import { PEOPLE } from './people.mjs';

const PLAN = {
  fairweather: ['handles', 'scan:latexcv'],
  ashdown: ['letter', 'writer-docx'],
  kulkarni: ['portal', 'ats'],
  hofstaetter: ['tablecv', 'writer-pdf'],
  vandenbroucke: ['canva', 'infographic'],
  roenningen: ['textbox', 'writer-docx'],
  chappuis: ['writer-docx', 'latexcv'],
  qureshi: ['portal', 'scan:ats'],
  benmansour: ['letter', 'tablecv'],
  ledezma: ['profile', 'scan:tablecv'],
  cevallos: ['infographic', 'handles'],
  kmetova: ['latexcv', 'writer-pdf'],
  miloradovic: ['latexcv', 'textbox'],
  papathanasopoulos: ['tablecv', 'profile'],
  srisuwan: ['profile', 'canva'],
  hiiragi: ['rirekisho', 'textbox'],
  luong: ['textbox', 'infographic'],
  whitcombe: ['academic', 'ats'],
  radeljak: ['handles', 'canva'],
  bittencourt: ['portal', 'writer-pdf'],
  ouyang: ['textbox', 'portal'],
};

export const DOCUMENTS = Object.entries(PLAN).flatMap(([key, plan]) =>
  plan.map((what) => {
    const person = PEOPLE[key];
    const id = `h7-${person.locale.toLowerCase()}-${key}-${what.replace(':', '-')}`;
    if (what.startsWith('writer-')) {
      const format = what.slice(7);
      return {
        id,
        format,
        tool: 'libreoffice',
        features: [what, 'header-name', 'table-layout'],
        ocr: false,
        person,
        render: { kind: 'lo' },
      };
    }
    if (what.startsWith('scan:')) {
      const layout = what.slice(5);
      return {
        id,
        format: 'pdf',
        tool: 'chromium+imagemagick',
        features: ['scan', layout],
        ocr: true,
        person,
        render: { kind: 'scan', layout, ppi: 300 },
      };
    }
    return {
      id,
      format: 'pdf',
      tool: 'chromium',
      features: [what],
      ocr: false,
      person,
      render: { kind: 'html', layout: what },
    };
  }),
);
