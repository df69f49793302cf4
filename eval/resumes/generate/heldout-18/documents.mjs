// Held-out part 18's documents: who, in which template and format. `render` is { kind: 'html', layout } (printed
// by Chromium), { kind: 'lo' } (a flat ODF converted by LibreOffice to the document's format) or
// { kind: 'scan', layout, ppi } (a printed page photographed at `ppi`, rotated and noised). `with` merges the
// document's own options (labels, brand, letter, writer style) into the person. features[0] is the template class.
import { PEOPLE } from './people.mjs';

const WRITER_LABELS = {
  es: {
    title: 'CURRÍCULUM VITAE',
    personal: 'Información personal',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    profile: 'Perfil profesional',
    experience: 'Experiencia laboral',
    education: 'Educación y formación',
    skills: 'Competencias',
    referees: 'Referencias',
    page: 'Página',
  },
  pt: {
    title: 'CURRÍCULO',
    personal: 'Dados pessoais',
    address: 'Endereço',
    phone: 'Celular',
    email: 'E-mail',
    profile: 'Objetivo',
    experience: 'Experiência profissional',
    education: 'Formação acadêmica',
    skills: 'Conhecimentos',
    page: 'Página',
  },
  de: {
    title: 'LEBENSLAUF',
    personal: 'Persönliche Daten',
    address: 'Anschrift',
    phone: 'Telefon',
    email: 'E-Mail',
    profile: 'Kurzprofil',
    experience: 'Beruflicher Werdegang',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    page: 'Seite',
  },
  nb: {
    profile: 'Sammendrag',
    experience: 'Arbeidserfaring',
    education: 'Utdanning',
    skills: 'Kompetanse',
    referees: 'Referanser',
    phone: 'Telefon',
    email: 'E-post',
    page: 'Side',
  },
  ja: {
    profile: '概要',
    experience: '職歴',
    education: '学歴',
    skills: 'スキル',
    phone: '電話',
    email: 'メール',
    page: 'ページ',
  },
};

const d = (id, person, format, tool, features, render, extra = {}) => ({
  id,
  format,
  tool,
  features,
  ocr: render.kind === 'scan',
  person: { ...PEOPLE[person], ...extra },
  render,
});
const html = (layout) => ({ kind: 'html', layout });
const lo = { kind: 'lo' };
const scan = (layout, ppi) => ({ kind: 'scan', layout, ppi });
const CHROME = 'chromium-print';
const LO = 'libreoffice-writer';

export const DOCUMENTS = [
  d(
    'us-dunmore-federal',
    'dunmore',
    'pdf',
    CHROME,
    ['us-federal', 'citizenship-veteran', 'supervisor-phone'],
    html('federal'),
  ),
  d('us-dunmore-ats-scan', 'dunmore', 'pdf', 'scanner', ['ats-plain', 'scan', 'all-caps-name'], scan('ats', 200), {
    referees: [],
  }),
  d(
    'gb-penhaligon-academic',
    'penhaligon',
    'pdf',
    CHROME,
    ['academic-cv', 'publications-coauthors', 'referees-phones', 'uk-postcode'],
    html('academic'),
  ),
  d('gb-penhaligon-word', 'penhaligon', 'docx', LO, ['word-footer-name', 'two-page', 'referees'], lo, {
    writerStyle: 'plain',
    footer: 'name',
    font: 'Carlito',
  }),
  d(
    'in-kondapalli-naukri',
    'kondapalli',
    'pdf',
    CHROME,
    ['portal-export', 'name-runs-on', 'father-name', 'date-of-birth'],
    html('portal'),
    { brand: 'Naukri.com Resume', runOn: true },
  ),
  d('in-kondapalli-biodata', 'kondapalli', 'doc', LO, ['word-legacy-doc', 'date-of-birth', 'father-name'], lo, {
    writerStyle: 'plain',
    font: 'Liberation Sans',
    closing: [
      'Declaration: I hereby declare that the above information is true to the best of my knowledge.',
      'Place: Hyderabad',
      '(Vaidehi R. Kondapalli)',
    ],
  }),
  d('de-ellerbrock-lebenslauf', 'ellerbrock', 'docx', LO, ['lebenslauf-table', 'date-of-birth', 'signature-line'], lo, {
    writerStyle: 'lebenslauf',
    labels: WRITER_LABELS.de,
    closing: ['Großefehn, 2. November 2026', 'Hartmut Ellerbrock'],
  }),
  d('de-ellerbrock-moderncv', 'ellerbrock', 'pdf', CHROME, ['latex-moderncv', 'german'], html('moderncv'), {
    labels: {
      profile: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'IT-Kenntnisse',
      extra: 'Sonstiges',
    },
    details: [],
  }),
  d(
    'fr-vasseur-linkedin',
    'vasseur',
    'pdf',
    CHROME,
    ['linkedin-export', 'hyphenated-surname', 'handle-url'],
    html('linkedin'),
    { languages: ['Français (Native or Bilingual)', 'Anglais (Full Professional)'] },
  ),
  d(
    'fr-vasseur-canva',
    'vasseur',
    'pdf',
    CHROME,
    ['canva-two-column', 'name-split-letter-spaced', 'icons-handle'],
    html('canva'),
    {
      labels: {
        contact: 'Contact',
        skills: 'Compétences',
        profile: 'Profil',
        experience: 'Expériences',
        education: 'Formation',
      },
      displayGiven: 'Clémence',
      displayFamily: 'Vasseur-Lelong',
    },
  ),
  d('es-bermejo-europass', 'bermejo', 'docx', LO, ['europass', 'dni', 'second-surname'], lo, {
    writerStyle: 'europass',
    labels: WRITER_LABELS.es,
    footer: 'name',
  }),
  d(
    'es-bermejo-carta',
    'bermejo',
    'pdf',
    CHROME,
    ['cover-letter-resume', 'spanish', 'short-name-signoff'],
    html('cover'),
    {
      details: [],
      letter: {
        date: 'Sevilla, 3 de noviembre de 2026',
        to: [
          'Departamento de Recursos Humanos',
          'Hospital Quirónsalud Infanta Luisa',
          'C/ San Jacinto, 87',
          '41010 Sevilla',
        ],
        subject: 'Asunto: Candidatura a enfermera de UCI',
        salutation: 'Estimados señores:',
        paragraphs: [
          'Les escribo para presentar mi candidatura al puesto de enfermera de cuidados intensivos publicado en su portal de empleo.',
          'Durante los últimos once años he trabajado en la UCI polivalente del Hospital Universitario Virgen del Rocío, con pacientes en ECMO y en programas de donación.',
          'Quedo a su disposición para una entrevista en el 652 30 81 47.',
        ],
        closing: 'Atentamente,',
        signature: 'Inma Bermejo',
        labels: ['Experiencia', 'Formación', 'Competencias', 'Referencias'],
      },
    },
  ),
  d('mx-tapia-carta-cv', 'tapia', 'pdf', CHROME, ['cover-letter-resume', 'nickname-signoff', 'handle'], html('cover'), {
    letter: {
      date: 'Zapopan, Jalisco, a 5 de noviembre de 2026',
      to: [
        'Lic. Rocío Maldonado Ibarra',
        'Gerencia de Talento, Kromberg & Schubert México',
        'Parque Industrial El Salto, Jal.',
      ],
      subject: 'Vacante: Ingeniero de Calidad de Proveedores Sr.',
      others: ['Rocío Maldonado Ibarra'],
      salutation: 'Estimada Lic. Maldonado:',
      paragraphs: [
        'Con mucho interés me postulo a la vacante publicada en OCC Mundial. Llevo siete años en calidad automotriz, los últimos cuatro como ingeniero de calidad de proveedores.',
        'Mis compañeros me conocen como Nico, el que siempre llega con los datos del Minitab listos para la junta de las 7:00.',
      ],
      closing: 'Saludos cordiales,',
      signature: 'Nico Tapia',
      signoff: 'Cel. (33) 1592-4408',
      labels: ['Experiencia profesional', 'Educación', 'Herramientas', 'Referencias'],
    },
  }),
  d('mx-tapia-ats', 'tapia', 'pdf', CHROME, ['ats-plain', 'second-surname', 'spanish'], html('ats'), {
    labels: { profile: 'PERFIL', skills: 'HABILIDADES', experience: 'EXPERIENCIA', education: 'EDUCACIÓN' },
  }),
  d('br-goulart-curriculo', 'goulart', 'pdf', LO, ['curriculo-cpf-rg', 'cep-address'], lo, {
    writerStyle: 'curriculo',
    labels: WRITER_LABELS.pt,
    font: 'Carlito',
  }),
  d('br-goulart-canva', 'goulart', 'pdf', CHROME, ['canva-two-column', 'cep-address'], html('canva'), {
    labels: {
      contact: 'Contato',
      skills: 'Habilidades',
      profile: 'Sobre mim',
      experience: 'Experiência',
      education: 'Formação',
    },
    details: [],
  }),
  d(
    'cn-qu-canva',
    'qu',
    'pdf',
    CHROME,
    ['canva-two-column', 'chinese', 'english-name', 'icons-handle'],
    html('canva'),
    {
      labels: {
        contact: '联系方式',
        skills: '专业技能',
        profile: '个人简介',
        experience: '工作经历',
        education: '教育背景',
      },
      displayGiven: '瞿',
      displayFamily: '彦明 Raymond',
    },
  ),
  d('cn-qu-moderncv', 'qu', 'pdf', CHROME, ['latex-moderncv', 'chinese', 'surname-first-latin'], html('moderncv'), {
    displayGiven: 'QU',
    displayFamily: 'Yanming',
    labels: { profile: '个人简介', experience: '工作经历', education: '教育背景', skills: '技能' },
  }),
  d('kr-byeon-jagiso', 'byeon', 'pdf', CHROME, ['kr-jagisogaeseo', 'hangul-latin-name'], html('jagiso')),
  d('kr-byeon-jagiso-scan', 'byeon', 'pdf', 'scanner', ['kr-jagisogaeseo', 'scan', 'cjk-scan'], scan('jagiso', 220)),
  d('ng-adeyemo-ats', 'adeyemo', 'pdf', CHROME, ['ats-plain', 'religion-state-of-origin', 'referee'], html('ats')),
  d('ng-adeyemo-cv', 'adeyemo', 'doc', LO, ['word-legacy-doc', 'date-of-birth', 'referee'], lo, {
    writerStyle: 'plain',
    font: 'Liberation Serif',
    footer: 'name',
  }),
  d(
    'ca-fairweather-indeed',
    'fairweather',
    'pdf',
    CHROME,
    ['portal-export', 'indeed-footer', 'short-name'],
    html('portal'),
    { brand: 'Indeed Resume', portalNote: 'Willing to relocate to: Halifax, NS - Truro, NS' },
  ),
  d('ca-fairweather-word', 'fairweather', 'docx', LO, ['word-footer-name', 'unit-address'], lo, {
    writerStyle: 'plain',
    footer: 'name',
    font: 'Carlito',
    closing: ['References available on request. — Gwen'],
  }),
  d(
    'jp-tsukioka-shokumu',
    'tsukioka',
    'pdf',
    CHROME,
    ['jp-shokumu', 'name-top-right', 'postal-mark-address'],
    html('shokumu'),
  ),
  d('jp-tsukioka-writer', 'tsukioka', 'docx', LO, ['jp-writer', 'postal-mark-address'], lo, {
    writerStyle: 'plain',
    font: 'Noto Sans CJK JP',
    labels: WRITER_LABELS.ja,
  }),
  d('no-brekke-cv', 'brekke', 'docx', LO, ['nordic-cv', 'referees', 'date-of-birth'], lo, {
    writerStyle: 'plain',
    labels: WRITER_LABELS.nb,
    footer: 'name',
  }),
  d('no-brekke-linkedin', 'brekke', 'pdf', CHROME, ['linkedin-export', 'norwegian'], html('linkedin'), {
    languages: ['Norsk (Native or Bilingual)', 'English (Full Professional)'],
  }),
  d(
    'at-pirchner-moderncv',
    'pirchner',
    'pdf',
    CHROME,
    ['latex-moderncv', 'personal-domain', 'surname-caps'],
    html('moderncv'),
    {
      displayFamily: 'PIRCHNER',
      labels: {
        profile: 'Profil',
        experience: 'Berufserfahrung',
        education: 'Ausbildung',
        skills: 'Software',
        extra: 'Sonstiges',
      },
    },
  ),
  d('at-pirchner-lebenslauf', 'pirchner', 'pdf', LO, ['lebenslauf-table', 'date-of-birth', 'personal-domain'], lo, {
    writerStyle: 'lebenslauf',
    labels: WRITER_LABELS.de,
    font: 'DejaVu Sans',
    closing: ['Innsbruck, im November 2026'],
  }),
  d('ch-favre-canva', 'favre', 'pdf', CHROME, ['canva-two-column', 'icons-handle', 'swiss-french'], html('canva'), {
    labels: {
      contact: 'Coordonnées',
      skills: 'Savoir-faire',
      profile: 'Profil',
      experience: 'Parcours',
      education: 'Formation',
    },
  }),
  d('ch-favre-lettre-cv', 'favre', 'pdf', CHROME, ['cover-letter-resume', 'swiss-french'], html('cover'), {
    letter: {
      date: 'La Chaux-de-Fonds, le 4 novembre 2026',
      to: ['Manufacture Zenith', 'Service des ressources humaines', 'Rue des Billodes 34', '2400 Le Locle'],
      subject: 'Concerne : poste d’horlogère rhabilleuse',
      salutation: 'Madame, Monsieur,',
      paragraphs: [
        'Horlogère CFC depuis 2013, je souhaite mettre mon expérience du service après-vente au profit de votre atelier de restauration.',
        'Je me tiens volontiers à votre disposition pour un entretien ou un essai à l’établi.',
      ],
      closing: 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.',
      signature: 'A. Favre-Bulle',
      labels: ['Expérience', 'Formation', 'Compétences', 'Références'],
    },
  }),
  d('pk-khattak-ats', 'khattak', 'pdf', CHROME, ['ats-plain', 'cnic', 'all-caps-name'], html('ats')),
  d('pk-khattak-word', 'khattak', 'docx', LO, ['word-footer-name', 'cnic', 'sector-address'], lo, {
    writerStyle: 'plain',
    footer: 'name',
    font: 'Liberation Sans',
  }),
  d('eg-sherbiny-linkedin', 'sherbiny', 'pdf', CHROME, ['linkedin-export', 'three-part-name'], html('linkedin'), {
    languages: ['Arabic (Native or Bilingual)', 'English (Full Professional)'],
    details: [],
  }),
  d('eg-sherbiny-cv', 'sherbiny', 'pdf', LO, ['military-status', 'date-of-birth', 'word-like'], lo, {
    writerStyle: 'plain',
    font: 'Carlito',
  }),
  d('ec-chiriboga-hoja', 'chiriboga', 'docx', LO, ['hoja-de-vida-cedula', 'second-surname', 'referee'], lo, {
    writerStyle: 'hoja',
    labels: { ...WRITER_LABELS.es, title: 'HOJA DE VIDA' },
  }),
  d('ec-chiriboga-moderncv-scan', 'chiriboga', 'pdf', 'scanner', ['latex-moderncv', 'scan'], scan('moderncv', 200), {
    details: [],
    labels: {
      profile: 'Perfil',
      experience: 'Experiencia',
      education: 'Educación',
      skills: 'Herramientas',
      extra: 'Otros',
    },
  }),
  d('ke-gachanja-cover-cv', 'gachanja', 'pdf', CHROME, ['cover-letter-resume', 'kra-pin', 'po-box'], html('cover'), {
    letter: {
      date: '6th November 2026',
      to: ['The Human Resource Manager', 'Population Services Kenya', 'P.O. Box 22591-00400', 'Nairobi'],
      subject: 'RE: APPLICATION FOR THE POSITION OF M&E OFFICER',
      salutation: 'Dear Sir/Madam,',
      paragraphs: [
        'I wish to apply for the above position as advertised on BrighterMonday. I hold a BSc in Statistics and have six years of monitoring and evaluation experience.',
        'I am available for an interview at your convenience and can be reached on +254 722 318 604.',
      ],
      closing: 'Yours faithfully,',
      signature: 'Nyokabi W. Gachanja',
      labels: ['WORK EXPERIENCE', 'EDUCATION', 'SKILLS', 'REFEREES'],
    },
  }),
  d('ke-gachanja-portal', 'gachanja', 'pdf', CHROME, ['portal-export', 'kra-pin'], html('portal'), {
    brand: 'BrighterMonday CV',
    referees: [],
  }),
  d('au-tregenza-seek', 'tregenza', 'pdf', CHROME, ['portal-export', 'right-to-work', 'suburb-state'], html('portal'), {
    brand: 'SEEK Profile',
    portalNote: 'Right to work in Australia: Australian citizen',
    extra: [],
  }),
  d(
    'au-tregenza-moderncv',
    'tregenza',
    'pdf',
    CHROME,
    ['latex-moderncv', 'right-to-work', 'nickname'],
    html('moderncv'),
    {
      displayGiven: 'Lachie',
      displayFamily: 'Tregenza',
      summary:
        'Lachlan “Lachie” Tregenza — viticulturist with nine seasons managing Shiraz and Grenache blocks in the Barossa.',
    },
  ),
  d(
    'vn-khuc-canva',
    'khuc',
    'pdf',
    CHROME,
    ['canva-two-column', 'english-name', 'icons-handle', 'personal-domain'],
    html('canva'),
    { displayGiven: 'Khúc Thị', displayFamily: 'Diệu Linh (Lynn)' },
  ),
  d('vn-khuc-linkedin', 'khuc', 'pdf', CHROME, ['linkedin-export', 'english-name'], html('linkedin'), {
    name: {
      full: 'Khúc Thị Diệu Linh',
      variants: ['Lynn Khuc', 'Diệu Linh', 'Khuc Thi Dieu Linh', 'KHÚC THỊ DIỆU LINH', 'Khúc Thị Diệu Linh (Lynn)'],
    },
    languages: ['Vietnamese (Native)', 'English (Professional Working)'],
  }),
];
