// The documents of held-out part 17: which person, which template, which format. features[0] is the template class
// (the test and the report count by it); LibreOffice documents carry the look as features[1].
import { PEOPLE as P } from './people.mjs';

const html = (layout) => ({ kind: 'html', layout });
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const lo = { kind: 'lo' };

const ROWS = [
  ['corwin', 'builder', html('builder'), 'pdf', ['resume-builder', 'photo-circle', 'skill-dots']],
  ['corwin', 'awesome', html('awesome'), 'pdf', ['latex-awesome', 'glyph-handles', 'personal-domain']],
  ['corwin', 'word', lo, 'docx', ['lo-docx', 'word-footer']],
  ['imogen', 'textbox', html('textbox'), 'pdf', ['uk-textbox', 'referees']],
  ['imogen', 'letter', html('letterResume'), 'pdf', ['letter-and-resume', 'short-name']],
  ['venkat', 'profile', html('profileTable'), 'pdf', ['personal-profile', 'father-name', 'declaration']],
  ['venkat', 'word', lo, 'doc', ['lo-doc', 'surname-first']],
  ['wendelin', 'lebenslauf', html('lebenslauf'), 'pdf', ['lebenslauf-photo', 'hobbys', 'signature']],
  ['wendelin', 'word', lo, 'pdf', ['lo-pdf', 'word-footer']],
  ['severine', 'cv', html('cvPermis'), 'pdf', ['cv-permis', 'age']],
  ['severine', 'scan', scan('cvPermis', 300), 'pdf', ['scan', 'cv-permis']],
  ['begona', 'europass', html('europass'), 'pdf', ['europass-es', 'second-surname']],
  ['begona', 'word', lo, 'docx', ['lo-docx', 'second-surname']],
  ['eustaquio', 'word', lo, 'docx', ['lo-docx', 'edad-estado-civil', 'curp']],
  ['eustaquio', 'legacy', lo, 'doc', ['lo-doc', 'edad-estado-civil', 'curp']],
  ['iracema', 'portal', html('portal'), 'pdf', ['portal-export', 'name-into-chip', 'cep']],
  ['iracema', 'gdocs', html('gdocs'), 'pdf', ['gdocs-export']],
  ['lan', 'job51', html('job51'), 'pdf', ['job51-export', 'english-name']],
  ['lan', 'scan', scan('job51', 300), 'pdf', ['scan', 'job51-export', 'cjk']],
  ['seoyun', 'form', html('ibyeokseo'), 'pdf', ['korean-form', 'romanised-name']],
  ['kieu', 'cv', html('vnCv'), 'pdf', ['vn-band', 'english-name', 'marital-status']],
  ['kieu', 'gdocs', html('gdocs'), 'pdf', ['gdocs-export']],
  ['ifeoluwa', 'cv', html('nysc'), 'pdf', ['nysc-cv', 'surname-first', 'referees']],
  ['ifeoluwa', 'scan', scan('nysc', 300), 'pdf', ['scan', 'nysc-cv']],
  ['ifeoluwa', 'word', lo, 'docx', ['lo-docx', 'referees']],
  ['rosalinda', 'biodata', html('biodata'), 'pdf', ['biodata', 'religion', 'references']],
  ['rosalinda', 'word', lo, 'docx', ['lo-docx', 'references']],
  ['auberon', 'awesome', html('awesome'), 'pdf', ['latex-awesome', 'glyph-handles']],
  ['auberon', 'gdocs', html('gdocs'), 'pdf', ['gdocs-export']],
  ['kirrily', 'gdocs', html('gdocs'), 'pdf', ['gdocs-export', 'referees']],
  ['kirrily', 'letter', html('letterResume'), 'pdf', ['letter-and-resume', 'short-name']],
  ['brecht', 'awesome', html('awesome'), 'pdf', ['latex-awesome', 'glyph-handles']],
  ['brecht', 'word', lo, 'pdf', ['lo-pdf', 'word-footer']],
  ['solveig', 'academic', html('academic'), 'pdf', ['academic-publications', 'referees', 'coauthors']],
  ['solveig', 'word', lo, 'docx', ['lo-docx', 'referees']],
  ['zarghuna', 'profile', html('profileTable'), 'pdf', ['personal-profile', 'father-name', 'cnic']],
  ['zarghuna', 'word', lo, 'pdf', ['lo-pdf', 'cnic']],
  ['dragoljub', 'awesome', html('awesome'), 'pdf', ['latex-awesome', 'glyph-handles', 'personal-domain']],
  ['dragoljub', 'builder', html('builder'), 'pdf', ['resume-builder', 'photo-circle', 'skill-dots']],
  ['ngaio', 'gdocs', html('gdocs'), 'pdf', ['gdocs-export', 'referees']],
  ['ngaio', 'textbox', html('textbox'), 'pdf', ['uk-textbox', 'referees']],
  ['mio', 'rirekisho', html('rirekisho'), 'pdf', ['rirekisho-form', 'kana', 'postal-mark']],
  ['yolanda', 'europass', html('europass'), 'pdf', ['europass-es', 'cedula']],
  ['yolanda', 'letter', html('letterResume'), 'pdf', ['letter-and-resume', 'short-name']],
];

const SURNAME_FIRST = new Set(['venkat']);

export const DOCUMENTS = ROWS.map(([key, what, render, format, features], i) => {
  const person = { ...P[key], surnameFirst: SURNAME_FIRST.has(key) && render.kind === 'lo' };
  const tool = render.kind === 'lo' ? 'libreoffice' : render.kind === 'scan' ? 'chromium+imagemagick' : 'chromium';
  return {
    id: `h17-${String(i + 1).padStart(2, '0')}-${what}`,
    format,
    tool,
    features: render.kind === 'lo' ? [features[0], 'writer', ...features.slice(1)] : features,
    ocr: render.kind === 'scan',
    person,
    render,
  };
});
