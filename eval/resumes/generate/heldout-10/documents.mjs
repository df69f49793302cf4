// Held-out part 10: which person is printed in which template and format (two documents each).
import { PEOPLE } from './people.mjs';

const PLAN = {
  ar: ['portal', 'writer:docx'],
  cl: ['moderncv', 'writer:pdf'],
  co: ['canva', 'ats'],
  pe: ['portal', 'wordfooter'],
  do: ['scan:portal', 'canva'],
  ke: ['wordfooter', 'linkedin'],
  gh: ['moderncv', 'writer:docx'],
  za: ['linkedin', 'canva'],
  sn: ['cover', 'writer:pdf'],
  id: ['canva', 'portal'],
  my: ['ats', 'linkedin'],
  bd: ['portal', 'wordfooter'],
  lk: ['academic', 'writer:docx'],
  tw: ['scan:form', 'canva'],
  nz: ['cover', 'ats'],
  us: ['linkedin', 'ats'],
  gb: ['wordfooter', 'moderncv'],
  in: ['portal', 'writer:docx'],
  de: ['moderncv', 'writer:pdf'],
  jp: ['scan:form', 'form'],
};
const CLASS = {
  portal: 'job-portal-export',
  moderncv: 'latex-moderncv',
  canva: 'designed-two-column',
  ats: 'plain-ats',
  wordfooter: 'word-footer-two-page',
  linkedin: 'profile-export',
  cover: 'cover-letter-and-cv',
  academic: 'academic-cv',
  form: 'application-form',
  writer: 'europass-table',
};

export const DOCUMENTS = Object.entries(PLAN).flatMap(([key, plan]) =>
  plan.map((spec) => {
    const person = PEOPLE[key];
    const [a, b] = spec.split(':');
    if (a === 'writer')
      return {
        id: `h10-${key}-writer-${b}`,
        format: b,
        tool: 'libreoffice',
        features: [CLASS.writer, 'footer', 'table'],
        ocr: false,
        person,
        render: { kind: 'lo' },
      };
    if (a === 'scan')
      return {
        id: `h10-${key}-scan-${b}`,
        format: 'pdf',
        tool: 'scan',
        features: [`scanned-${CLASS[b]}`, 'scan'],
        ocr: true,
        person,
        render: { kind: 'scan', layout: b, ppi: key === 'do' ? 150 : 200 },
      };
    return {
      id: `h10-${key}-${a}`,
      format: 'pdf',
      tool: 'chromium',
      features: [CLASS[a]],
      ocr: false,
      person,
      render: { kind: 'html', layout: a },
    };
  }),
);
