// Part 32's forty documents: which person, template, format and tool each is. features[0] is the template class.
import { PEOPLE } from './people.mjs';

/** Qiao Yunfei's English academic CV (the same person, written for an international application). */
const cnEn = {
  ...PEOPLE.cn,
  language: 'en',
  latin: 'Yunfei (Phoebe) QIAO',
  pubName: 'Qiao, Y.',
  headline: 'PhD candidate, Environmental Science and Engineering, Tongji University',
  address: 'Room 412, Southwest Building 2, Tongji University, 1239 Siping Road, Yangpu District, Shanghai 200092',
  jobs: [
    {
      title: 'Research Assistant (intern)',
      org: 'Research Center for Eco-Environmental Sciences, Chinese Academy of Sciences',
      place: 'Beijing',
      dates: 'Jul 2021 – Sep 2021',
      bullets: ['Identified microplastics in 320 water samples from the Jing-Jin-Ji region by FTIR spectroscopy.'],
    },
    {
      title: 'Teaching Assistant, Environmental Monitoring',
      org: 'College of Environmental Science and Engineering, Tongji University',
      place: 'Shanghai',
      dates: 'Feb 2023 – Jun 2024',
      bullets: ['Led weekly lab sessions for 45 undergraduates and graded reports.'],
    },
  ],
  education: [
    {
      degree: 'PhD candidate, Environmental Science and Engineering',
      school: 'Tongji University',
      place: 'Shanghai',
      dates: '2022 – present',
      note: 'Thesis: Microplastic pathways through municipal wastewater treatment',
    },
    {
      degree: 'B.Eng. Environmental Engineering',
      school: 'Nanjing University',
      place: 'Nanjing',
      dates: '2017 – 2021',
    },
  ],
  extra: [
    {
      head: 'Awards',
      items: [
        'National Scholarship for Doctoral Students (2024)',
        'Baosteel Education Scholarship (2023)',
        'Challenge Cup National Competition, second prize',
      ],
    },
  ],
  referees: [
    {
      name: 'Prof. Halvard Meng-Sørensen',
      title: 'College of Environmental Science and Engineering, Tongji University',
      contact: 'hmeng@tongji-staff.example · +86 21 6598 2231',
    },
    {
      name: 'Dr. Lolade Adeyinka',
      title: 'Research Fellow, Technical University of Denmark',
      contact: 'load@dtu-staff.example · +45 4525 1600',
    },
  ],
  keep: [
    'Tongji University',
    'Nanjing University',
    'Chinese Academy of Sciences',
    'Baosteel Education Scholarship',
    'Water Research',
    'IWA World Water Congress',
    'ArcGIS',
    'FTIR',
  ],
  jobDescription: 'Postdoctoral researcher, water quality',
};

const D = [
  ['us', 'gdocs', 'Google Docs serif template'],
  ['us', 'career', 'career-centre one-pager'],
  ['uk', 'writer', 'Writer CV with the name in its footer', 'docx', 'footer'],
  ['uk', 'canva', 'Canva-like two-column'],
  ['in', 'portal', 'job-portal export'],
  ['in', 'writer', 'Writer CV with contact in its header', 'doc', 'plain'],
  ['cn', 'academic', 'academic CV with publications', 'pdf', null, cnEn],
  ['cn', 'latex', 'moderncv-like LaTeX CV'],
  ['ng', 'coverletter', 'cover letter then résumé'],
  ['ng', 'icons', 'modern one-column with icons'],
  ['ph', 'canva', 'Canva-like two-column'],
  ['ph', 'scan:career', 'scan'],
  ['vn', 'gdocs', 'Google Docs serif template'],
  ['vn', 'writer', 'Writer CV with contact in its header', 'pdf', 'plain'],
  ['kr', 'scan:career', 'scan'],
  ['kr', 'portal', 'job-portal export'],
  ['de', 'latex', 'moderncv-like LaTeX CV'],
  ['de', 'writer', 'Writer Lebenslauf table', 'docx', 'table'],
  ['fr', 'canva', 'Canva-like two-column'],
  ['fr', 'icons', 'modern one-column with icons'],
  ['es', 'europass', 'Europass'],
  ['es', 'career', 'career-centre one-pager'],
  ['mx', 'scan:gdocs', 'scan'],
  ['mx', 'icons', 'modern one-column with icons'],
  ['br', 'portal', 'job-portal export'],
  ['br', 'canva', 'Canva-like two-column'],
  ['ca', 'latex', 'moderncv-like LaTeX CV'],
  ['ca', 'ats', 'plain ATS résumé'],
  ['au', 'ats', 'plain ATS résumé'],
  ['au', 'coverletter', 'cover letter then résumé'],
  ['jp', 'rirekisho', 'rirekisho form'],
  ['jp', 'gdocs', 'Google Docs serif template'],
  ['sk', 'europass', 'Europass'],
  ['sk', 'writer', 'Writer CV with contact in its header', 'pdf', 'plain'],
  ['ec', 'career', 'career-centre one-pager'],
  ['ec', 'icons', 'modern one-column with icons'],
  ['nz', 'academic', 'academic CV with publications'],
  ['nz', 'twopage', 'two-page résumé with the name in its footer'],
  ['lt', 'europass', 'Europass'],
  ['lt', 'writer', 'Writer CV with the name in its footer', 'doc', 'footer'],
];

export const DOCUMENTS = D.map(([key, layout, cls, format = 'pdf', writer = null, person = PEOPLE[key]]) => {
  const scan = layout.startsWith('scan:');
  const id = `p32-${key}-${scan ? 'scan' : layout}`;
  if (layout === 'writer')
    return {
      id,
      format,
      tool: 'libreoffice',
      features: [cls, format],
      ocr: false,
      person: { ...person, writer },
      render: { kind: 'lo' },
    };
  if (scan)
    return {
      id,
      format: 'pdf',
      tool: 'imagemagick',
      features: [cls, layout.slice(5)],
      ocr: true,
      person,
      render: { kind: 'scan', layout: layout.slice(5), ppi: 200 },
    };
  return { id, format: 'pdf', tool: 'chromium', features: [cls], ocr: false, person, render: { kind: 'html', layout } };
});
