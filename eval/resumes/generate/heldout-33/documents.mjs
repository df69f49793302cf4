// The documents of part 33: each person in two of the part's templates (features[0] is the template class).
import { PEOPLE } from './people.mjs';

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout) => ({ kind: 'scan', layout, ppi: 200 });

// [person, suffix, format, render, template class, other features]
const PLAN = [
  ['us', 'word', 'pdf', html('wordStock'), 'word-stock-template', ['one-page', 'apartment-address']],
  ['us', 'ats', 'pdf', html('ats'), 'plain-ats', ['all-caps-name', 'nickname-in-email']],
  ['gb', 'word2p', 'pdf', html('wordFooter'), 'word-two-page-footer', ['name-in-footer', 'referees', 'uk-postcode']],
  ['gb', 'letter', 'pdf', html('coverResume'), 'cover-letter-and-resume', ['short-name-signature', 'referees']],
  ['in', 'naukri', 'pdf', html('portal'), 'job-portal-export', ['name-runs-into-headline', 'pin-code']],
  ['in', 'word', 'pdf', html('wordTable'), 'word-table-home-made', ['fathers-name', 'declaration', 'passport']],
  ['de', 'lebenslauf', 'docx', lo, 'libreoffice-writer', ['lebenslauf-table', 'name-in-footer']],
  ['de', 'portal', 'pdf', html('portal'), 'job-portal-export', ['name-runs-into-headline']],
  [
    'fr',
    'canva',
    'pdf',
    html('canva'),
    'canva-two-column',
    ['name-split-letter-spaced', 'emoji-contact', 'skill-bars'],
  ],
  ['fr', 'writer', 'pdf', lo, 'libreoffice-writer', ['name-in-footer']],
  ['es', 'europass', 'pdf', html('europass'), 'europass', ['surname-first', 'second-surname', 'dni']],
  ['es', 'writer', 'doc', lo, 'libreoffice-writer', ['legacy-doc', 'second-surname']],
  ['mx', 'gdocs', 'pdf', html('gdocs'), 'google-docs-export', ['second-surname', 'curp']],
  ['mx', 'writer', 'doc', lo, 'libreoffice-writer', ['legacy-doc', 'curp']],
  ['br', 'word', 'pdf', html('wordTextbox'), 'word-text-box', ['cep', 'apartment-address']],
  ['br', 'scan', 'pdf', scan('wordStock'), 'scan', ['latin-scan']],
  ['cn', 'form', 'pdf', html('cjkForm'), 'cjk-form', ['english-name', 'handle-bare']],
  ['cn', 'scan', 'pdf', scan('cjkForm'), 'scan', ['cjk-scan', 'english-name']],
  ['kr', 'form', 'pdf', html('cjkForm'), 'cjk-form', ['romanised-name']],
  ['kr', 'writer', 'docx', lo, 'libreoffice-writer', ['korean-table']],
  ['vn', 'word', 'pdf', html('wordStock'), 'word-stock-template', ['english-name']],
  ['vn', 'gdocs', 'pdf', html('gdocs'), 'google-docs-export', ['diacritics']],
  ['ng', 'latex', 'pdf', html('latex'), 'latex-awesome-cv', ['at-handle', 'street-named-after-person']],
  ['ng', 'word', 'pdf', html('wordTable'), 'word-table-home-made', ['referees', 'date-of-birth']],
  ['ph', 'jobstreet', 'pdf', html('portal'), 'job-portal-export', ['name-runs-into-headline', 'religion']],
  ['ph', 'scan', 'pdf', scan('ats'), 'scan', ['latin-scan']],
  ['ca', 'linkedin', 'pdf', html('linkedin'), 'linkedin-profile', ['page-footer', 'handle']],
  ['ca', 'modern', 'pdf', html('modern'), 'modern-icons', ['bare-handle', 'personal-domain']],
  ['be', 'word', 'pdf', html('wordTextbox'), 'word-text-box', ['box-number-address']],
  ['be', 'writer', 'pdf', lo, 'libreoffice-writer', ['name-in-footer']],
  ['ch', 'word', 'pdf', html('wordTable'), 'word-table-home-made', ['swiss-personal-details']],
  ['ch', 'letter', 'pdf', html('coverResume'), 'cover-letter-and-resume', ['french', 'referees']],
  ['at', 'europass', 'pdf', html('europass'), 'europass', ['surname-first', 'door-number-address']],
  ['at', 'writer', 'docx', lo, 'libreoffice-writer', ['lebenslauf-table']],
  ['pk', 'word', 'pdf', html('wordStock'), 'word-stock-template', ['cnic']],
  ['pk', 'rozee', 'pdf', html('portal'), 'job-portal-export', ['name-runs-into-headline', 'cnic']],
  ['ve', 'academic', 'pdf', html('academic'), 'academic-publications', ['co-authors', 'referees', 'orcid']],
  ['ve', 'latex', 'pdf', html('latex'), 'latex-awesome-cv', ['second-surname']],
  ['sg', 'modern', 'pdf', html('modern'), 'modern-icons', ['bare-handle', 'surname-first', 'unit-number']],
  ['sg', 'gdocs', 'pdf', html('gdocs'), 'google-docs-export', ['surname-first']],
];

const TOOL = { html: 'chromium', lo: 'libreoffice', scan: 'chromium+imagemagick' };

export const DOCUMENTS = PLAN.map(([key, suffix, format, render, template, features]) => ({
  id: `p33-${key}-${suffix}`,
  format,
  tool: TOOL[render.kind],
  features: [template, ...features],
  ocr: render.kind === 'scan',
  person: PEOPLE[key],
  render,
}));
