// Held-out part 20: which person is printed with which template, in which format. features[0] is the template
// class the test and the report aggregate by (scans are their own class: they go through OCR).
import { PEOPLE } from './people.mjs';

const CLASS = {
  moderncv: 'latex-cv',
  profile: 'profile-export',
  portal: 'portal-export',
  canva: 'canva-two-column',
  academic: 'academic-cv',
  infographic: 'infographic',
  letter: 'cover-letter-resume',
  ats: 'ats-plain',
  rirekisho: 'rirekisho',
  wordlike: 'word-footer',
  europass: 'europass',
  cjk: 'cjk-table',
  writer: 'word-document',
};
const html = (who, layout) => ({ who, layout, format: 'pdf' });
const lo = (who, format) => ({ who, layout: 'writer', format });
const scan = (who, layout) => ({ who, layout, format: 'pdf', scan: true });

const PLAN = [
  html('thaddeus', 'moderncv'),
  html('thaddeus', 'letter'),
  html('marisol', 'infographic'),
  html('marisol', 'profile'),
  html('peregrine', 'academic'),
  lo('peregrine', 'docx'),
  html('venkat', 'portal'),
  lo('venkat', 'doc'),
  html('ishita', 'wordlike'),
  lo('ishita', 'docx'),
  html('waltraud', 'moderncv'),
  lo('waltraud', 'doc'),
  html('aurelien', 'canva'),
  html('aurelien', 'ats'),
  html('ainhoa', 'europass'),
  lo('ainhoa', 'pdf'),
  html('nicolas', 'letter'),
  html('nicolas', 'canva'),
  html('iracema', 'wordlike'),
  lo('iracema', 'docx'),
  html('zhenyu', 'cjk'),
  lo('zhenyu', 'pdf'),
  html('haneul', 'cjk'),
  html('kieu', 'canva'),
  html('chidi', 'wordlike'),
  html('lindy', 'portal'),
  scan('lindy', 'europass'),
  html('ewan', 'profile'),
  lo('ewan', 'docx'),
  html('bronwyn', 'wordlike'),
  html('chikage', 'rirekisho'),
  scan('chikage', 'rirekisho'),
  html('solveig', 'europass'),
  html('lubomir', 'europass'),
  lo('lubomir', 'docx'),
  html('belen', 'moderncv'),
  html('belen', 'letter'),
  html('youssef', 'ats'),
  lo('youssef', 'pdf'),
  html('ngaio', 'infographic'),
  scan('ngaio', 'moderncv'),
  html('thandiwe', 'wordlike'),
  html('thandiwe', 'ats'),
];

export const DOCUMENTS = PLAN.map((d, i) => {
  const person = PEOPLE[d.who];
  const id = `h20-${String(i + 1).padStart(2, '0')}-${person.locale.toLowerCase()}`;
  if (d.layout === 'writer')
    return {
      id,
      format: d.format,
      tool: 'libreoffice',
      features: [CLASS.writer, d.format],
      ocr: false,
      person,
      render: { kind: 'lo' },
    };
  if (d.scan)
    return {
      id,
      format: 'pdf',
      tool: 'scanner',
      features: ['scan', CLASS[d.layout]],
      ocr: true,
      person,
      render: { kind: 'scan', layout: d.layout, ppi: 300 },
    };
  return {
    id,
    format: 'pdf',
    tool: 'chromium',
    features: [CLASS[d.layout]],
    ocr: false,
    person,
    render: { kind: 'html', layout: d.layout },
  };
});
