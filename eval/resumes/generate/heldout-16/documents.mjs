// The documents of held-out part 16: which person, which template, which format and tool. features[0] is the
// template class the aggregate report counts by; the rest describe what the page carries.
import { PEOPLE as P } from './people.mjs';

const LETTERS = {
  quemeneur: {
    to: ['Clinique Saint-Yves', 'Service des ressources humaines', '4 rue Adolphe Le Bail', '56000 Vannes'],
    date: 'Quimper, le 18 novembre 2026',
    subject: 'Objet : candidature au poste de responsable UX',
    paragraphs: [
      'Madame, Monsieur,',
      'Votre annonce pour un poste de responsable UX a retenu toute mon attention. Depuis huit ans, je conçois avec les soignants des parcours patients simples, de la prise de rendez-vous au suivi à domicile.',
      'À l’Institut Pasteur, j’ai conduit la refonte du portail de vaccination ; chez Dassault Systèmes, j’ai participé au design system du jumeau numérique. Je serais heureuse de mettre cette expérience au service de vos équipes bretonnes.',
    ],
    closing: 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
    signature: 'Anne-Solène Quéméneur',
  },
  thibodeau: {
    to: ['Hiring Committee', 'Fundy Analytics Inc.', '1 Germain St., Suite 1400', 'Saint John, NB E2L 4V1'],
    date: 'November 19, 2026',
    subject: 'Re: Customer Success Manager (bilingual), posting CS-2611',
    paragraphs: [
      'Dear Hiring Committee,',
      'I am applying for the bilingual Customer Success Manager role. For the past five years I have looked after sixty dealer accounts at Bombardier Recreational Products, in English and in French, with a 97% renewal rate.',
      'Before that, at Irving Oil, I learned how much a quick, honest answer is worth to a fleet customer in Atlantic Canada. I would welcome the chance to bring that to your team.',
    ],
    closing: 'Sincerely,',
    signature: 'Oz Thibodeau',
  },
  perrenoud: {
    to: ['Manufacture Jaquet-Droz SA', 'Ressources humaines', 'Allée du Tourbillon 2', '2300 La Chaux-de-Fonds'],
    date: 'La Chaux-de-Fonds, le 16 novembre 2026',
    subject: 'Postulation : horloger-rhabilleur, atelier de restauration',
    paragraphs: [
      'Madame, Monsieur,',
      'Horloger-rhabilleur depuis quinze ans, je restaure des mouvements anciens et à complications chez Montres Breguet. Votre atelier de restauration correspond exactement à ce que je souhaite approfondir.',
      'Mon chef d’atelier chez Tissot, M. Alain Girardbille, se tient volontiers à votre disposition pour tout renseignement.',
    ],
    closing: 'Dans l’attente de votre réponse, je vous adresse mes meilleures salutations.',
    signature: 'L. Perrenoud',
    others: ['M. Alain Girardbille'],
  },
};

const QU_EN = {
  englishName: 'Celeste Qu',
  headlineEn: 'Data Platform Engineer at NetEase',
  summaryEn: 'Six years building big-data platforms: real-time computing, data lakes, and a team of five.',
  jobsEn: [
    { title: 'Senior Data Platform Engineer', org: 'NetEase', place: 'Hangzhou, Zhejiang, China', from: 'March 2021', to: 'Present', bullets: ['Real-time warehouse on Apache Flink, 8 billion events a day.'] },
    { title: 'Big Data Engineer', org: 'Hikvision', place: 'Hangzhou', from: 'July 2018', to: 'February 2021', bullets: ['Ran a 300-node Hadoop cluster; tuned Hive queries.'] },
  ],
  educationEn: [{ degree: 'Master of Engineering, Computer Science', school: 'Zhejiang University', place: 'Hangzhou', year: '2015 - 2018' }],
  addressShort: 'Hangzhou, Zhejiang, China',
  languages: ['English (Professional Working)', 'Mandarin (Native)'],
  skills: ['Apache Flink', 'Apache Kafka', 'Hive', 'Java', 'Scala'],
  keep: ['Apache Flink', 'Apache Kafka', 'NetEase', 'Hikvision', 'Zhejiang University'],
  details: [],
  language: 'en',
};

const JA_TAB = { tabTitle: '職務経歴書', tabLabels: ['氏名', '住所', '電話', 'メール'] };
const KO_TAB = { tabTitle: '이 력 서', tabLabels: ['성명', '주소', '연락처', '이메일'] };
const DE_TAB = { tabTitle: 'Lebenslauf', signPlace: 'Bielefeld, 20.11.2026' };

const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });

/** [id suffix, person, overrides, render, format, tool, features] */
const ROWS = [
  ['us-kettleworth-latex', 'kettleworth', {}, html('latexcv'), 'pdf', 'chromium', ['latex-moderncv', 'middle-initial', 'apartment']],
  ['us-kettleworth-ats', 'kettleworth', { lo: 'ats' }, lo, 'docx', 'libreoffice', ['ats-plain', 'all-caps-name']],
  ['gb-ormerod-word', 'ormerod', {}, html('wordfooter'), 'pdf', 'chromium', ['word-two-page-footer', 'referees', 'nickname', 'uk-postcode']],
  ['gb-ormerod-ats', 'ormerod', { lo: 'ats' }, lo, 'doc', 'libreoffice', ['ats-plain', 'legacy-doc', 'referees']],
  ['in-raghunathan-naukri', 'raghunathan', { portal: 'naukri' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'name-glued', 'father-name', 'pin-code']],
  ['in-raghunathan-ats', 'raghunathan', { lo: 'ats' }, lo, 'pdf', 'libreoffice', ['ats-plain', 'father-name', 'date-of-birth']],
  ['de-brackmann-tabelle', 'brackmann', { lo: 'tabular', ...DE_TAB }, lo, 'docx', 'libreoffice', ['tabular-cv', 'lebenslauf', 'date-of-birth']],
  ['de-brackmann-stepstone', 'brackmann', { portal: 'stepstone' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'name-glued']],
  ['fr-quemeneur-canva', 'quemeneur', {}, html('canva'), 'pdf', 'chromium', ['canva-two-column', 'letter-spaced-split-name', 'emoji-icons', 'skill-bars']],
  ['fr-quemeneur-lettre', 'quemeneur', { letter: LETTERS.quemeneur }, html('coverletter'), 'pdf', 'chromium', ['cover-letter-and-resume', 'signature']],
  ['es-albarracin-europass', 'albarracin', { lo: 'europass' }, lo, 'docx', 'libreoffice', ['europass', 'second-surname', 'dni']],
  ['es-albarracin-modern', 'albarracin', {}, html('iconic'), 'pdf', 'chromium', ['modern-icons', 'personal-domain']],
  ['br-cavalcanti-catho', 'cavalcanti', { portal: 'catho' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'cep', 'cpf', 'four-part-name']],
  ['br-cavalcanti-ats', 'cavalcanti', { lo: 'ats' }, lo, 'docx', 'libreoffice', ['ats-plain', 'cpf']],
  ['mx-zamarripa-occ', 'zamarripa', { portal: 'occ' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'curp', 'name-glued']],
  ['mx-zamarripa-canva', 'zamarripa', {}, html('canva'), 'pdf', 'chromium', ['canva-two-column', 'letter-spaced-split-name']],
  ['cn-qu-scan', 'qu', {}, scan('cjk', 300), 'pdf', 'scan', ['scan', 'cjk', 'chinese']],
  ['cn-qu-linkedin', 'qu', QU_EN, html('linkedin'), 'pdf', 'chromium', ['linkedin-profile', 'english-name', 'bare-handle']],
  ['kr-maeng-table', 'maeng', { lo: 'tabular', ...KO_TAB }, lo, 'docx', 'libreoffice', ['tabular-cv', 'korean', 'date-of-birth']],
  ['kr-maeng-print', 'maeng', {}, html('cjk'), 'pdf', 'chromium', ['cjk-plain', 'korean']],
  ['vn-luu-infographic', 'luu', {}, html('canva'), 'pdf', 'chromium', ['canva-two-column', 'skill-bars', 'english-nickname']],
  ['ng-adeyinka-word', 'adeyinka', {}, html('wordfooter'), 'pdf', 'chromium', ['word-two-page-footer', 'state-of-origin', 'referees']],
  ['ng-adeyinka-scan', 'adeyinka', {}, scan('wordfooter', 200), 'pdf', 'scan', ['scan', 'state-of-origin']],
  ['ph-batungbakal-modern', 'batungbakal', {}, html('iconic'), 'pdf', 'chromium', ['modern-icons', 'middle-dot-phone', 'character-references']],
  ['ph-batungbakal-ats', 'batungbakal', { lo: 'ats' }, lo, 'doc', 'libreoffice', ['ats-plain', 'legacy-doc']],
  ['ca-thibodeau-scan', 'thibodeau', {}, scan('latexcv', 200), 'pdf', 'scan', ['scan', 'latex-moderncv', 'city-province']],
  ['ca-thibodeau-letter', 'thibodeau', { letter: LETTERS.thibodeau }, html('coverletter'), 'pdf', 'chromium', ['cover-letter-and-resume', 'nickname-signature', 'unit-address']],
  ['au-yeatman-seek', 'yeatman', { portal: 'seek' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'referees', 'unit-address']],
  ['au-yeatman-ats', 'yeatman', { lo: 'ats' }, lo, 'docx', 'libreoffice', ['ats-plain', 'referees']],
  ['jp-shiomi-rirekisho', 'shiomi', {}, html('rirekisho'), 'pdf', 'chromium', ['rirekisho-form', 'japanese', 'postal-mark']],
  ['jp-shiomi-shokumu', 'shiomi', { lo: 'tabular', ...JA_TAB }, lo, 'docx', 'libreoffice', ['tabular-cv', 'japanese']],
  ['be-vanhaelewyn-academic', 'vanhaelewyn', {}, html('academic'), 'pdf', 'chromium', ['academic-publications', 'coauthor-forms', 'referees']],
  ['be-vanhaelewyn-europass', 'vanhaelewyn', { lo: 'europass' }, lo, 'pdf', 'libreoffice', ['europass', 'referees']],
  ['no-traetteberg-modern', 'traetteberg', {}, html('iconic'), 'pdf', 'chromium', ['modern-icons', 'personal-domain', 'bare-handle']],
  ['pk-khattak-ats', 'khattak', { lo: 'ats' }, lo, 'docx', 'libreoffice', ['ats-plain', 'cnic', 'father-name']],
  ['pk-khattak-rozee', 'khattak', { portal: 'rozee' }, html('portal'), 'pdf', 'chromium', ['portal-export', 'cnic', 'name-glued']],
  ['ch-perrenoud-lettre', 'perrenoud', { letter: LETTERS.perrenoud }, html('coverletter'), 'pdf', 'chromium', ['cover-letter-and-resume', 'initial-signature']],
  ['ch-perrenoud-europass', 'perrenoud', { lo: 'europass' }, lo, 'docx', 'libreoffice', ['europass', 'referees']],
  ['ae-shennawy-gulf', 'shennawy', {}, html('gulf'), 'pdf', 'chromium', ['gulf-photo-visa', 'photo-caption', 'passport']],
  ['ae-shennawy-ats', 'shennawy', { lo: 'ats' }, lo, 'pdf', 'libreoffice', ['ats-plain', 'passport']],
  ['ar-berazategui-latex', 'berazategui', {}, html('latexcv'), 'pdf', 'chromium', ['latex-moderncv', 'dni-cuil', 'nickname']],
  ['ar-berazategui-europass', 'berazategui', { lo: 'europass' }, lo, 'docx', 'libreoffice', ['europass', 'dni-cuil']],
  ['ee-poldmaa-modern', 'poldmaa', {}, html('iconic'), 'pdf', 'chromium', ['modern-icons', 'personal-domain', 'bare-handle']],
  ['ee-poldmaa-linkedin', 'poldmaa', {}, html('linkedin'), 'pdf', 'chromium', ['linkedin-profile', 'bare-handle']],
];

export const DOCUMENTS = ROWS.map(([id, who, over, render, format, tool, features]) => ({
  id: `h16-${id}`,
  format,
  tool,
  features,
  ocr: render.kind === 'scan',
  render,
  person: { ...P[who], ...over },
}));
