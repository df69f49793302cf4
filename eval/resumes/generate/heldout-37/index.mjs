// Generates held-out part 37 (eval/resumes-heldout-37): 40 documents of 20 invented applicants from South and
// South-East Asia, East Asia and the Gulf, with this part's own people (./people.mjs) and templates
// (./layouts.mjs), through the shared plumbing (../heldout-run.mjs). Run: node eval/resumes/generate/heldout-37/index.mjs
// (needs chromium, soffice, ImageMagick, img2pdf, qpdf; the tests read only the committed files).
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as LAYOUTS from './layouts.mjs';
import { PEOPLE } from './people.mjs';

export const HELDOUT37_SEED = 0x37a5e1;

// LibreOffice with a profile of its own, so that a conversion running beside it never shares one.
const bin = mkdtempSync(join(tmpdir(), 'heldout37-bin-'));
writeFileSync(
  join(bin, 'soffice'),
  '#!/bin/sh\nexec /usr/bin/soffice -env:UserInstallation=file:///tmp/lo-part37 "$@"\n',
);
chmodSync(join(bin, 'soffice'), 0o755);
process.env.PATH = `${bin}:${process.env.PATH}`;

const P = PEOPLE;
// The same two people again, in the English CVs they send abroad.
const harunaEn = {
  ...P.haruna,
  language: 'en',
  display: 'Haruna Otsuki',
  name: { full: P.haruna.name.full, variants: [...P.haruna.name.variants, 'Otsuki, H.', 'H. Otsuki'] },
  title: 'Research Engineer, Speech Recognition',
  phone: '+81 (0)90-4218-7735',
  address: '23-4 Tanaka Monzen-cho, Sakyo-ku, Kyoto 606-8225, Japan',
  addressShort: 'Kyoto, Japan',
  details: [],
  summary:
    'End-to-end speech recognition for Japanese, dialect robustness, text normalisation for spoken-language corpora.',
  jobs: [
    {
      title: 'Research Engineer',
      org: 'LY Corporation',
      place: 'Tokyo',
      from: '2021',
      to: 'present',
      bullets: ['Japanese ASR: character error rate from 8.1% to 6.4% on the in-house call-centre set.'],
    },
    {
      title: 'Researcher',
      org: 'ATR (Advanced Telecommunications Research Institute International)',
      place: 'Kyoto',
      from: '2019',
      to: '2021',
      bullets: ['Built a 300-hour Kansai and Tohoku dialect speech corpus.'],
    },
  ],
  education: [
    {
      degree: 'M.Informatics',
      school: 'Kyoto University, Graduate School of Informatics',
      place: 'Kyoto',
      year: '2019',
    },
  ],
  skills: ['PyTorch', 'Kaldi', 'ESPnet', 'Japanese (native)', 'English (TOEIC 905)'],
  keep: ['Kyoto University', 'ESPnet', 'Interspeech', 'Kaldi'],
  coauthors: ['Tomoya Kageyama', 'Kageyama, T.', 'Mitsuru Hanabusa', 'Hanabusa, M.', 'Li Xiaowen', 'R. Venkatraman'],
  publications: [
    'Kageyama, T., Otsuki, H., and Hanabusa, M. (2024). Dialect-aware subword units for Japanese end-to-end ASR. In Proc. Interspeech 2024, pp. 3121–3125.',
    'H. Otsuki, Li Xiaowen, R. Venkatraman. Normalising numerals in spontaneous Japanese speech transcripts. ICASSP 2023.',
    'Otsuki, H., and Kageyama, T. (2022). A Kansai dialect corpus for speech recognition. Journal of the Acoustical Society of Japan 78(4).',
  ],
  referees: [
    {
      name: 'Prof. Mitsuru Hanabusa',
      title: 'Professor, Graduate School of Informatics, Kyoto University',
      phone: '+81 75-753-5000',
    },
    { name: 'Dr. Tomoya Kageyama', title: 'Principal Researcher, LY Corporation', phone: '+81 3-6779-4900' },
  ],
  extra: [],
};
const yuxuanEn = {
  ...P.yuxuan,
  language: 'en',
  display: 'Qiu Yuxuan (Vivian)',
  title: 'Senior Backend Engineer',
  address: 'Room 1502, Bldg 3, No. 1268 Tianfu Avenue (Middle Section), High-tech Zone, Chengdu, Sichuan',
  addressShort: 'Chengdu, Sichuan',
  details: [],
  summary:
    'Backend engineer, five years of Go and Java: order systems, settlement, message queues under high concurrency.',
  jobs: [
    {
      title: 'Senior Backend Engineer',
      org: 'New Hope Group',
      place: 'Chengdu',
      from: 'Jul 2022',
      to: 'Present',
      bullets: [
        'Rebuilt the supply-chain order service in Go with Apache Kafka; peak QPS tripled.',
        'Designed the inventory reconciliation job; mismatch rate down to 0.02%.',
      ],
    },
    {
      title: 'Backend Engineer',
      org: 'Meituan',
      place: 'Beijing',
      from: 'Jul 2019',
      to: 'Jun 2022',
      bullets: ['Merchant settlement system for food delivery.'],
    },
  ],
  education: [
    {
      degree: 'B.Eng. Computer Science',
      school: 'University of Electronic Science and Technology of China',
      place: 'Chengdu',
      year: '2019',
    },
  ],
  keep: ['University of Electronic Science and Technology of China', 'Apache Kafka', 'New Hope Group'],
};

const html = (key, layout, person = P[key], format = 'pdf') => ({
  id: `p37-${key}-${layout}`.toLowerCase(),
  format,
  tool: 'chromium',
  features: [layout],
  ocr: false,
  person,
  render: { kind: 'html', layout },
});
const lo = (key, format, person = P[key]) => ({
  id: `p37-${key}-word-${format}`.toLowerCase(),
  format,
  tool: 'libreoffice',
  features: [
    format === 'doc' ? 'word-legacy-doc' : format === 'docx' ? 'word-docx' : 'word-pdf',
    'personal-details-table',
    'footer-page-number',
  ],
  ocr: false,
  person,
  render: { kind: 'lo' },
});
const scan = (key, layout, person = P[key]) => ({
  id: `p37-${key}-scan`.toLowerCase(),
  format: 'pdf',
  tool: 'scan',
  features: ['scan', layout],
  ocr: true,
  person,
  render: { kind: 'scan', layout, ppi: 200 },
});

export const DOCUMENTS = [
  html('ilavarasi', 'wordIndia'),
  lo('ilavarasi', 'docx'),
  html('vyshakh', 'portal'),
  lo('vyshakh', 'doc'),
  html('pranjal', 'ats'),
  html('pranjal', 'linkedin'),
  html('zohaib', 'wordIndia'),
  scan('zohaib', 'wordIndia'),
  html('shorna', 'canva'),
  lo('shorna', 'pdf'),
  html('dilrukshi', 'latex'),
  lo('dilrukshi', 'docx'),
  html('ajaya', 'gulf'),
  lo('ajaya', 'pdf'),
  html('shameer', 'gulf'),
  lo('shameer', 'pdf'),
  html('mahmoud', 'portal'),
  lo('mahmoud', 'docx'),
  html('mohanad', 'gulf'),
  lo('mohanad', 'doc'),
  html('aqilah', 'portal'),
  html('aqilah', 'canva'),
  html('pramesti', 'canva'),
  lo('pramesti', 'docx'),
  html('kanokwan', 'linkedin'),
  html('kanokwan', 'gulf'),
  scan('jericho', 'ats'),
  lo('jericho', 'pdf'),
  scan('haruna', 'rirekisho'),
  html('haruna', 'academic', harunaEn),
  html('seulgi', 'canva'),
  lo('seulgi', 'pdf'),
  html('yuxuan', 'cnResume'),
  html('yuxuan', 'ats', yuxuanEn),
  html('peichun', 'portal'),
  lo('peichun', 'pdf'),
  html('kalok', 'latex'),
  lo('kalok', 'docx'),
  html('duyen', 'linkedin'),
  lo('duyen', 'pdf'),
];

await writeHeldoutPart({ part: 37, seed: HELDOUT37_SEED, documents: DOCUMENTS, layouts: LAYOUTS });
