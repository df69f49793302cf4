// Held-out part 50 of the resume corpus: front-line and licensed workers worldwide (nurses, midwives, drivers,
// electricians, plumbers, welders, chefs, hotel staff, guards, care workers, seafarers, teachers, veterans) as
// recruitment agencies, overseas-employment offices and employers receive them. Its own invented people
// (./people.mjs), its own templates (./layouts.mjs) and its own seed; the printing, conversion, scanning and truth
// files come from ../heldout-run.mjs.
//   HOME=/tmp/lo-part50 node eval/resumes/generate/heldout-50/index.mjs
// (a HOME of its own gives LibreOffice a profile of its own, so a conversion running beside it cannot collide)
import { writeHeldoutPart } from '../heldout-run.mjs';
import * as layouts from './layouts.mjs';
import { PEOPLE as P } from './people.mjs';

export const HELDOUT50_SEED = 0x50f1e1d5;

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });
const CLASS = {
  agency: 'recruitment-agency-data-sheet',
  biodata: 'overseas-worker-biodata',
  plain: 'plain-typed-resume',
  govform: 'government-application-form',
  modern: 'word-sidebar-template',
  euro: 'european-tabular-cv',
  rirekisho: 'japanese-rirekisho',
  writer: 'word-typed-resume',
};

/** The Ukrainian engineer as an English crewing agency's form shows him. */
const oleksandrEn = {
  ...P.oleksandr,
  language: 'en',
  lang: 'en',
  name: { ...P.oleksandr.name, surname: 'HRYTSENKO', given: 'Oleksandr Volodymyrovych' },
  headline: '2nd Engineer — Container / Bulk, 7,000 kW+',
  address: '14 Derybasivska St., apt. 9, Odesa 65026, Ukraine',
  details: [
    { kind: 'date_of_birth', label: 'Date of birth', value: '14.10.1985' },
    { kind: 'marital_status', label: 'Marital status', value: 'Married' },
    { kind: 'nationality', label: 'Nationality', value: 'Ukrainian' },
    { kind: 'national_id', label: "Seaman's book", value: 'AB 555123', licence: true },
    { kind: 'passport', label: 'Travel passport', value: 'FT555902', licence: true },
    { kind: 'national_id', label: 'CoC No. (STCW III/2)', value: '05551/2024/10', licence: true },
  ],
  facts: [
    { label: 'Place of birth', value: 'Izmail' },
    { label: 'Boiler suit size', value: 'XL' },
    { label: 'Safety shoes', value: '44' },
  ],
  jobs: [
    {
      title: '2nd Engineer',
      org: 'MSC Shipmanagement',
      place: 'MV MSC Lucia, container, MAN B&W 8S80ME-C',
      dates: '03.2024 – 11.2024',
      bullets: ['Main engine maintenance, planned maintenance in AMOS'],
    },
    {
      title: '3rd Engineer',
      org: 'V.Ships',
      place: 'MV Nordic Crane, bulk carrier, Wärtsilä auxiliaries',
      dates: '2019 – 2023',
      bullets: ['Auxiliary engines, Alfa Laval purifiers'],
    },
  ],
  education: [
    {
      degree: 'Marine Engineer (Ship Power Plants)',
      school: 'Odesa National Maritime University',
      place: 'Odesa',
      dates: '2002 – 2007',
    },
  ],
  keep: ['MSC Shipmanagement', 'V.Ships', 'MAN B&W', 'Wärtsilä', 'Alfa Laval', 'Odesa National Maritime University'],
};

/** The Japanese care worker's English resume for an Australian employer. */
const tomoeEn = {
  ...P.tomoe,
  language: 'en',
  lang: 'en',
  address: 'Heights Shofu 203, 2-18-5 Shintomicho, Kawagoe-shi, Saitama 350-0043, Japan',
};

/** [id, person, render, format, extra features] */
const PLAN = [
  ['ph-tabunar-biodata', P.evangeline, html('biodata'), 'pdf', ['prc-licence', 'height-weight', 'religion', 'referee']],
  ['ph-tabunar-agency', P.evangeline, html('agency'), 'pdf', ['surname-given-cells', 'passport']],
  ['ph-cabrido-scan', P.reynante, scan('agency'), 'pdf', ['scan', 'phone-photo-of-paper-form', 'seaman-book']],
  ['ph-cabrido-word', P.reynante, lo, 'docx', ['seaman-book', 'referee', 'footer-name']],
  ['in-thekkekara-plain', P.ancy, html('plain'), 'pdf', ['fathers-name', 'page-footer', 'letter-spaced']],
  ['in-thekkekara-doc', P.ancy, lo, 'doc', ['legacy-doc', 'nursing-council-number']],
  ['np-sunuwar-biodata', P.hom, html('biodata'), 'pdf', ['bikram-sambat-date', 'citizenship-number']],
  ['np-sunuwar-agency', P.hom, html('agency'), 'pdf', ['height-weight', 'passport']],
  ['pk-awan-sidebar', P.zulqarnain, html('modern'), 'pdf', ['split-name', 'cnic', 'whatsapp']],
  ['pk-awan-govform', P.zulqarnain, html('govform'), 'pdf', ['government-form', 'fathers-name']],
  ['ng-ajibulu-word', { ...P.oluwakemi, splitName: true }, lo, 'docx', ['split-name', 'referee', 'state-of-origin']],
  ['ng-ajibulu-plain', P.oluwakemi, html('plain'), 'pdf', ['letter-spaced', 'double-barrelled']],
  ['ke-simiyu-scan', P.naliaka, scan('govform'), 'pdf', ['scan', 'po-box', 'tsc-number']],
  ['ke-simiyu-word', P.naliaka, lo, 'pdf', ['national-id', 'referee']],
  ['za-ngcobodlamini-plain', P.sipho, html('plain'), 'pdf', ['sa-id-number', 'page-footer']],
  ['za-ngcobodlamini-sidebar', P.sipho, html('modern'), 'pdf', ['split-name', 'wireman-licence']],
  ['gb-ferrishaworth-sidebar', P.callum, html('modern'), 'pdf', ['personal-domain', 'gas-safe']],
  ['gb-ferrishaworth-word', { ...P.callum, serif: true }, lo, 'docx', ['footer-name', 'driving-licence']],
  ['us-merriweather-plain', P.shawnte, html('plain'), 'pdf', ['credentials-after-name', 'npi']],
  ['us-merriweather-sidebar', P.shawnte, html('modern'), 'pdf', ['split-name', 'https-link']],
  ['de-vosskuhle-lebenslauf', P.friederike, html('euro'), 'pdf', ['signature-line', 'page-footer', 'date-of-birth']],
  ['de-vosskuhle-word', P.friederike, lo, 'docx', ['familienstand']],
  ['fr-lebihannic-cv', P.gwenaelle, html('euro'), 'pdf', ['surname-caps', 'etat-civil', 'signature-line']],
  ['fr-lebihannic-sidebar', P.gwenaelle, html('modern'), 'pdf', ['split-name', 'instagram-handle']],
  ['mx-cardenas-solicitud', P.refugio, html('govform'), 'pdf', ['curp', 'rfc', 'second-surname']],
  ['mx-cardenas-doc', P.refugio, lo, 'doc', ['legacy-doc', 'licencia-federal']],
  ['br-bezerra-plain', P.cleiton, html('plain'), 'pdf', ['cpf', 'cep', 'compound-surname']],
  ['br-bezerra-agency', P.cleiton, html('agency'), 'pdf', ['surname-given-cells', 'cnh']],
  ['pl-szczepanczyk-zyciorys', P.grzegorz, html('euro'), 'pdf', ['pesel', 'rodo-clause', 'page-footer']],
  ['pl-szczepanczyk-agency', P.grzegorz, html('agency'), 'pdf', ['driver-card', 'adr']],
  ['jp-hanazawa-scan', P.tomoe, scan('rirekisho'), 'pdf', ['scan', 'cjk', 'kana-reading']],
  ['jp-hanazawa-plain', tomoeEn, html('plain'), 'pdf', ['surname-caps', 'japanese-address']],
  ['id-hadiprojo-plain', P.bambang, html('plain'), 'pdf', ['nik', 'tempat-tanggal-lahir', 'height-weight']],
  ['id-hadiprojo-agency', { ...P.bambang, lang: 'en' }, html('agency'), 'pdf', ['seaman-book', 'passport']],
  ['ua-hrytsenko-doc', P.oleksandr, lo, 'doc', ['legacy-doc', 'cyrillic', 'patronymic', 'surname-first']],
  ['ua-hrytsenko-agency', oleksandrEn, html('agency'), 'pdf', ['transliterated-name', 'seaman-book']],
  ['tr-eskicioglu-ozgecmis', P.huseyin, html('euro'), 'pdf', ['tc-kimlik', 'military-service', 'page-footer']],
  ['tr-eskicioglu-basvuru', P.huseyin, html('govform'), 'pdf', ['government-form', 'surname-caps']],
  ['lk-wickramaarachchi-biodata', P.hasini, html('biodata'), 'pdf', ['initials-name', 'nic', 'height-weight']],
  ['lk-wickramaarachchi-scan', P.hasini, scan('plain'), 'pdf', ['scan', 'initials-name']],
  ['au-mcalisternguyen-sidebar', P.jarrah, html('modern'), 'pdf', ['split-name', 'veteran', 'security-licence']],
  ['au-mcalisternguyen-word', P.jarrah, lo, 'pdf', ['footer-name', 'wwcc']],
];

export const DOCUMENTS = PLAN.map(([id, person, render, format, features]) => {
  const layout = render.kind === 'lo' ? 'writer' : render.layout;
  return {
    id,
    person,
    render,
    format,
    tool: render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick-scan' : 'chromium',
    features: [CLASS[layout], ...features],
    ocr: render.kind === 'scan',
  };
});

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeHeldoutPart({ part: 50, seed: HELDOUT50_SEED, documents: DOCUMENTS, layouts });
}
