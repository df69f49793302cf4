// The third held-out part's people: twenty invented candidates in twenty countries, written from general
// knowledge of how resumes look there. Every name, address, number, handle and domain is made up; phone
// numbers use ranges that are unassigned or reserved for drama where a country has one (UK 07700 900…,
// North American 555-01…). Employers, universities, prizes and products are real organisations named
// as a resume would name them (they are the terms the redaction must KEEP), never a real person's career.
//
// Fields: name.full (as the heading shows it) and name.variants (other forms the documents print: short
// forms, initials, surname first, other scripts); contacts (e-mail, phones, handles, domains) and address
// are identifiers; details are labelled personal details (kind, label, value; `whole` when the value alone
// is a common word and only "label: value" identifies); keep are must-keep terms beyond the jobs, schools
// and skills; otherPeople are names of other people the documents print (referees, co-authors, parents).

/** @typedef {{kind: string, value: string, service?: string}} Contact */

export const PEOPLE = [
  {
    key: 'kinoshita',
    locale: 'ja-JP',
    language: 'ja',
    name: {
      full: '木下 晴香',
      variants: ['Haruka Kinoshita', 'KINOSHITA Haruka', 'きのした はるか', 'Kinoshita Haruka'],
    },
    latin: { given: 'Haruka', family: 'Kinoshita' },
    title: 'Backend Engineer',
    contacts: [
      { kind: 'email', value: 'haruka.kinoshita.92@gmail.com' },
      { kind: 'phone', value: '+81 (0)90-4417-2358', local: '090-4417-2358' },
      { kind: 'handle', value: 'harukin-k', service: 'GitHub' },
    ],
    address: '〒164-0001 東京都中野区中野5丁目24-8 ハイツ中野203号室',
    addressLatin: 'Nakano 5-24-8, Heights Nakano #203, Nakano-ku, Tokyo 164-0001',
    details: [
      { kind: 'date_of_birth', label: '生年月日', value: '1994年3月12日' },
      { kind: 'gender', label: '性別', value: '女', whole: true },
    ],
    summary:
      'Backend engineer with six years of experience in payment and telemetry systems. Comfortable with event-driven design, on-call rotations and mentoring new graduates.',
    jobs: [
      {
        role: 'Backend Engineer',
        org: 'Mercari, Inc.',
        orgJa: '株式会社メルカリ',
        place: 'Tokyo',
        dates: '2021 – present',
        bullets: [
          'Designed an idempotent refund pipeline on Apache Kafka handling 2.4 million events a day.',
          'Cut p99 latency of the payout API from 420 ms to 95 ms with Go and Cloud Spanner.',
        ],
      },
      {
        role: 'Software Engineer',
        org: 'Honda R&D Co., Ltd.',
        orgJa: '本田技研工業株式会社',
        place: 'Wako, Saitama',
        dates: '2018 – 2021',
        bullets: ['Built vehicle telemetry ingestion services in Java and PostgreSQL.'],
      },
    ],
    education: [
      {
        degree: 'M.Eng. in Information Science',
        school: 'Tokyo Institute of Technology',
        schoolJa: '東京工業大学大学院',
        place: 'Tokyo',
        dates: '2016 – 2018',
      },
    ],
    skills: ['Go', 'Java', 'Apache Kafka', 'Cloud Spanner', 'PostgreSQL', 'Kubernetes', 'gRPC'],
    languages: ['Japanese (native)', 'English (TOEIC 905)'],
    keep: ['Apache Kafka', 'Honda R&D Co., Ltd.', '本田技研工業株式会社', '東京工業大学大学院', '基本情報技術者'],
    otherPeople: [],
    jobDescription:
      'Backend engineer for a payments platform: Go or Java, Apache Kafka, PostgreSQL, Kubernetes; experience with idempotent APIs and on-call.',
  },
  {
    key: 'minhthu',
    locale: 'vi-VN',
    language: 'en',
    name: {
      full: 'Nguyễn Thị Minh Thư',
      variants: ['Nguyễn Thị Minh Thư (Emily)', 'Emily Nguyen', 'NGUYEN THI MINH THU', 'Minh Thư', 'Emily'],
    },
    split: ['Minh Thư', 'Nguyễn Thị'],
    display: 'Nguyễn Thị Minh Thư (Emily)',
    title: 'Data Analyst',
    contacts: [
      { kind: 'email', value: 'emily.nguyen.mt@outlook.com' },
      { kind: 'phone', value: '(+84) 912.458.731' },
      { kind: 'handle', value: 'emilynguyen-data', service: 'LinkedIn' },
    ],
    address: 'Số 18, ngõ 42 Thái Hà, Đống Đa, Hà Nội',
    details: [
      { kind: 'date_of_birth', label: 'Date of birth', value: '15/08/1997' },
      { kind: 'gender', label: 'Gender', value: 'Female', whole: true },
    ],
    summary:
      'Data analyst who turns messy sales and logistics data into dashboards people actually use. Colleagues call me Emily; I answer to both.',
    jobs: [
      {
        role: 'Data Analyst',
        org: 'FPT Software',
        place: 'Hanoi',
        dates: '03/2021 – Present',
        bullets: [
          'Built Power BI dashboards for a Japanese retail client, refreshed hourly from Snowflake.',
          'Automated a weekly forecast in Python (pandas, Prophet) that replaced 12 hours of spreadsheet work.',
        ],
      },
      {
        role: 'Business Intelligence Intern',
        org: 'VNG Corporation',
        place: 'Ho Chi Minh City',
        dates: '06/2020 – 12/2020',
        bullets: ['Wrote SQL reports on player retention for the Zalo and ZaloPay teams.'],
      },
    ],
    education: [
      {
        degree: 'B.Sc. in Economic Mathematics',
        school: 'National Economics University',
        place: 'Hanoi',
        dates: '2015 – 2019',
      },
      {
        degree: 'Specialised Mathematics class',
        school: 'Lê Quý Đôn High School for the Gifted',
        place: 'Đà Nẵng',
        dates: '2012 – 2015',
      },
    ],
    skills: ['SQL', 'Python', 'Power BI', 'Snowflake', 'Prophet', 'Excel'],
    languages: ['Vietnamese (native)', 'English (IELTS 7.5)', 'Japanese (N3)'],
    keep: ['Lê Quý Đôn High School for the Gifted', 'Zalo', 'ZaloPay', 'Prophet'],
    otherPeople: [],
    jobDescription:
      'Data analyst: SQL, Python and Power BI; building dashboards and forecasts for retail and logistics clients.',
  },
  {
    key: 'berthelot',
    locale: 'fr-FR',
    language: 'fr',
    name: { full: 'Marie-Lou Berthelot', variants: ['BERTHELOT Marie-Lou', 'M.-L. Berthelot', 'Marie-Lou'] },
    title: 'Ingénieure DevOps',
    contacts: [
      { kind: 'email', value: 'ml.berthelot@proton.me' },
      { kind: 'phone', value: '06 71 38 52 94' },
      { kind: 'handle', value: 'mlberthelot', service: 'GitHub' },
      { kind: 'handle', value: 'marie-lou-berthelot', service: 'LinkedIn' },
      { kind: 'domain', value: 'berthelot.dev' },
    ],
    address: '14 bis rue des Tanneurs, 67000 Strasbourg',
    addressShort: '67000 Strasbourg',
    details: [{ kind: 'date_of_birth', label: 'Née le', value: '02/11/1993' }],
    summary:
      "Ingénieure DevOps, sept ans d'expérience en infrastructure cloud et en CI/CD, habituée aux environnements industriels et réglementés.",
    jobs: [
      {
        role: 'Ingénieure DevOps senior',
        org: 'Dassault Systèmes',
        place: 'Vélizy-Villacoublay',
        dates: '2020 – aujourd’hui',
        bullets: [
          'Migration de 140 services vers Kubernetes (OpenShift) avec Argo CD et Terraform.',
          'Mise en place de l’observabilité (Prometheus, Grafana) pour la plateforme 3DEXPERIENCE.',
        ],
      },
      {
        role: 'Administratrice systèmes',
        org: 'Michelin',
        place: 'Clermont-Ferrand',
        dates: '2016 – 2020',
        bullets: ['Automatisation du parc Linux avec Ansible ; astreintes et gestion des incidents.'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’ingénieur, informatique',
        school: 'INSA Lyon',
        place: 'Villeurbanne',
        dates: '2011 – 2016',
      },
    ],
    skills: ['Kubernetes', 'Terraform', 'Ansible', 'Argo CD', 'Prometheus', 'Grafana', 'GitLab CI'],
    languages: ['Français (langue maternelle)', 'Anglais (C1)', 'Allemand (B2)'],
    keep: ['3DEXPERIENCE', 'OpenShift', 'Dassault Systèmes', 'Michelin'],
    otherPeople: [],
    jobDescription:
      'Ingénieur(e) DevOps : Kubernetes, Terraform, Ansible, GitLab CI, observabilité Prometheus/Grafana, astreintes.',
  },
  {
    key: 'martinpenalver',
    locale: 'es-ES',
    language: 'es',
    name: {
      full: 'Javier Martín-Peñalver Ruiz',
      variants: ['MARTÍN-PEÑALVER RUIZ, Javier', 'J. Martín-Peñalver', 'Javier Martín-Peñalver'],
    },
    title: 'Jefe de proyecto de obra civil',
    contacts: [
      { kind: 'email', value: 'jmpenalver.ruiz@gmail.com' },
      { kind: 'phone', value: '+34 612 48 93 07' },
      { kind: 'phone', value: '91·527·48·30' },
    ],
    address: 'C/ de Embajadores, 112, 3º B, 28045 Madrid',
    details: [
      { kind: 'national_id', label: 'DNI', value: '48213579-Q' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: '14/03/1988' },
      { kind: 'nationality', label: 'Nacionalidad', value: 'española', whole: true },
    ],
    summary:
      'Ingeniero de caminos con doce años en obra lineal y ferroviaria; planificación, control de costes y coordinación de subcontratas.',
    jobs: [
      {
        role: 'Jefe de proyecto',
        org: 'Acciona Construcción',
        place: 'Madrid',
        dates: '2019 – actualidad',
        bullets: [
          'Dirección de la duplicación de vía Madrid–Guadalajara (48 M€), con 60 personas a cargo.',
          'Implantación de BIM (Revit, Navisworks) en la planificación de obra.',
        ],
      },
      {
        role: 'Jefe de producción',
        org: 'Ferrovial',
        place: 'Valencia',
        dates: '2013 – 2019',
        bullets: ['Control de producción y certificaciones mensuales en la variante de Fuente de San Luis.'],
      },
    ],
    education: [
      {
        degree: 'Máster en Ingeniería de Caminos, Canales y Puertos',
        school: 'Universidad Politécnica de Madrid',
        place: 'Madrid',
        dates: '2006 – 2012',
      },
      {
        degree: 'MBA executive',
        school: 'Universidad Carlos III de Madrid',
        place: 'Getafe',
        dates: '2017 – 2018',
      },
    ],
    skills: ['Primavera P6', 'Revit', 'Navisworks', 'Presto', 'AutoCAD Civil 3D'],
    languages: ['Español (nativo)', 'Inglés (C1)', 'Francés (B1)'],
    keep: ['Universidad Carlos III de Madrid', 'Fuente de San Luis', 'Primavera P6'],
    otherPeople: [],
    jobDescription:
      'Jefe/a de proyecto de obra civil ferroviaria: planificación con Primavera P6, control de costes, BIM, gestión de subcontratas.',
  },
  {
    key: 'hernandezolvera',
    locale: 'es-MX',
    language: 'es',
    name: {
      full: 'María Guadalupe Hernández Olvera',
      variants: ['Lupita Hernández', 'Guadalupe Hernández', 'Lupita', 'HERNÁNDEZ OLVERA'],
    },
    split: ['María Guadalupe', 'Hernández Olvera'],
    title: 'Desarrolladora Full Stack',
    contacts: [
      { kind: 'email', value: 'lupita.hdz.olvera@gmail.com' },
      { kind: 'phone', value: '(55) 4821-7736' },
      { kind: 'handle', value: '@lupitacodea', service: 'X' },
      { kind: 'handle', value: 'ghernandezo', service: 'GitHub' },
    ],
    address: 'Av. Álvaro Obregón 187, Int. 4, Col. Roma Norte, 06700 Ciudad de México, CDMX',
    details: [{ kind: 'national_id', label: 'RFC', value: 'HEOG930214AB1' }],
    summary:
      'Desarrolladora full stack con cinco años construyendo productos de comercio electrónico. Lupita para el equipo: me gusta documentar y revisar código.',
    jobs: [
      {
        role: 'Desarrolladora Full Stack',
        org: 'Grupo Bimbo',
        place: 'Ciudad de México',
        dates: 'ene. 2022 – actual',
        bullets: [
          'Tienda B2B para tenderos en React y Node.js; 30 000 pedidos diarios.',
          'Migración de pagos a Stripe y Mercado Pago.',
        ],
      },
      {
        role: 'Desarrolladora Web',
        org: 'Cervecería Cuauhtémoc Moctezuma',
        place: 'Monterrey',
        dates: 'ago. 2019 – dic. 2021',
        bullets: ['Portal de distribuidores en Angular y .NET Core.'],
      },
    ],
    education: [
      {
        degree: 'Ingeniería en Tecnologías Computacionales',
        school: 'Tecnológico de Monterrey',
        place: 'Monterrey',
        dates: '2014 – 2019',
      },
    ],
    skills: ['React', 'Node.js', 'TypeScript', 'Angular', '.NET Core', 'Stripe', 'Mercado Pago'],
    languages: ['Español (nativo)', 'Inglés (B2)'],
    keep: ['Cervecería Cuauhtémoc Moctezuma', 'Mercado Pago', 'Grupo Bimbo'],
    otherPeople: [],
    jobDescription:
      'Desarrollador(a) full stack: React, Node.js y TypeScript; comercio electrónico B2B, integración de pagos.',
  },
  {
    key: 'albuquerque',
    locale: 'pt-BR',
    language: 'pt',
    name: {
      full: 'João Pedro Albuquerque dos Santos',
      variants: ['João Pedro Santos', 'João Pedro', 'J. P. A. Santos', 'JOÃO PEDRO ALBUQUERQUE DOS SANTOS'],
    },
    title: 'Analista de Controladoria',
    contacts: [
      { kind: 'email', value: 'jpedro.albuquerque@yahoo.com.br' },
      { kind: 'phone', value: '(21) 99874-3310' },
      { kind: 'handle', value: 'joaopedroasantos', service: 'LinkedIn' },
    ],
    address: 'Rua Visconde de Pirajá, 412, apto 902 – Ipanema, Rio de Janeiro – RJ, CEP 22410-002',
    details: [
      { kind: 'nationality', label: 'Nacionalidade', value: 'brasileiro', whole: true },
      { kind: 'marital_status', label: 'Estado civil', value: 'casado', whole: true },
      { kind: 'age', label: 'Idade', value: '31 anos', whole: true },
      { kind: 'national_id', label: 'CPF', value: '418.927.336-05' },
    ],
    summary:
      'Analista de controladoria com experiência em fechamento contábil, orçamento e indicadores para a diretoria financeira.',
    jobs: [
      {
        role: 'Analista de Controladoria Sênior',
        org: 'Embraer',
        place: 'São José dos Campos – SP',
        dates: '2020 – atual',
        bullets: [
          'Fechamento mensal e consolidação em SAP S/4HANA de 6 unidades.',
          'Modelo de orçamento base zero que reduziu em 8% as despesas administrativas.',
        ],
      },
      {
        role: 'Assistente Financeiro',
        org: 'Itaú Unibanco',
        place: 'Rio de Janeiro – RJ',
        dates: '2016 – 2020',
        bullets: ['Conciliações bancárias e relatórios gerenciais em Excel e Power BI.'],
      },
    ],
    education: [
      {
        degree: 'MBA em Finanças Corporativas',
        school: 'Fundação Getulio Vargas',
        place: 'Rio de Janeiro',
        dates: '2019 – 2021',
      },
      {
        degree: 'Bacharelado em Ciências Contábeis',
        school: 'Universidade Federal do Rio de Janeiro',
        place: 'Rio de Janeiro',
        dates: '2012 – 2016',
      },
    ],
    skills: ['SAP S/4HANA', 'Power BI', 'Excel avançado', 'IFRS', 'Orçamento base zero'],
    languages: ['Português (nativo)', 'Inglês (avançado)', 'Espanhol (intermediário)'],
    keep: ['Fundação Getulio Vargas', 'Itaú Unibanco', 'CRC-RJ'],
    otherPeople: [],
    jobDescription: 'Analista de controladoria: fechamento contábil, consolidação em SAP, orçamento, IFRS, Power BI.',
  },
  {
    key: 'wisniewska',
    locale: 'pl-PL',
    language: 'en',
    name: {
      full: 'Katarzyna Wiśniewska-Zając',
      variants: ['Wiśniewska-Zając, K.', 'K. Wiśniewska-Zając', 'Kasia Wiśniewska-Zając', 'Kasia'],
    },
    title: 'Postdoctoral Researcher in Computational Chemistry',
    contacts: [
      { kind: 'email', value: 'k.wisniewska-zajac@umk.pl' },
      { kind: 'phone', value: '+48 601-482-937' },
      { kind: 'link', value: 'orcid.org/0000-0002-7715-3394' },
    ],
    address: 'ul. Długa 14/6, 80-827 Gdańsk',
    details: [],
    summary: 'Computational chemist working on machine-learned force fields for catalysis. Kasia to collaborators.',
    jobs: [
      {
        role: 'Postdoctoral Researcher',
        org: 'Max Planck Institute for Chemical Energy Conversion',
        place: 'Mülheim an der Ruhr',
        dates: '2022 – present',
        bullets: [
          'Marie Skłodowska-Curie Actions postdoctoral fellowship (project FLUXCAT).',
          'Invited talk at the Gordon Research Conference on Catalysis, 2024.',
        ],
      },
      {
        role: 'Research Assistant',
        org: 'Nicolaus Copernicus University in Toruń',
        place: 'Toruń',
        dates: '2017 – 2022',
        bullets: ['DFT studies of zeolite catalysts with VASP and Gaussian.'],
      },
    ],
    education: [
      {
        degree: 'PhD in Chemistry',
        school: 'Nicolaus Copernicus University in Toruń',
        place: 'Toruń',
        dates: '2017 – 2022',
      },
      { degree: 'MSc in Chemistry', school: 'University of Gdańsk', place: 'Gdańsk', dates: '2012 – 2017' },
    ],
    skills: ['VASP', 'Gaussian', 'PyTorch', 'ASE', 'LAMMPS', 'Python'],
    languages: ['Polish (native)', 'English (C2)', 'German (B1)'],
    keep: [
      'Marie Skłodowska-Curie Actions',
      'Max Planck Institute for Chemical Energy Conversion',
      'Gaussian',
      'Gordon Research Conference',
    ],
    publications: [
      'Wiśniewska-Zając, K., Okonjo, T. A., & Lindqvist, H. (2024). Equivariant force fields for Brønsted acid sites. Journal of Chemical Theory and Computation, 20(3), 1121–1134.',
      'Bauer, M., K. Wiśniewska-Zając, and R. Castellanos. (2023). Transferable descriptors for zeolite confinement. ACS Catalysis, 13, 7702–7715.',
      'Wiśniewska-Zając, K., & Kowalczyk, P. (2021). Proton mobility in H-ZSM-5 from ab initio molecular dynamics. Physical Chemistry Chemical Physics, 23, 4410–4419.',
    ],
    referees: [
      {
        name: 'Prof. dr hab. Piotr Kowalczyk',
        role: 'Head, Department of Quantum Chemistry',
        org: 'Nicolaus Copernicus University in Toruń',
        phone: '+48 56 611 43 07',
        email: 'p.kowalczyk@umk.pl',
      },
      {
        name: 'Dr. Helena Lindqvist',
        role: 'Group Leader',
        org: 'Max Planck Institute for Chemical Energy Conversion',
        phone: '+49 208 306 3712',
        email: 'helena.lindqvist@cec.mpg.de',
      },
    ],
    otherPeople: [
      'Okonjo, T. A.',
      'Lindqvist, H.',
      'Bauer, M.',
      'R. Castellanos',
      'Kowalczyk, P.',
      'Piotr Kowalczyk',
      'Helena Lindqvist',
    ],
    jobDescription:
      'Research scientist, computational chemistry: DFT (VASP, Gaussian), machine-learned force fields in PyTorch, catalysis.',
  },
  {
    key: 'desantis',
    locale: 'it-IT',
    language: 'it',
    name: {
      full: 'Francesca Maria De Santis',
      variants: ['DE SANTIS Francesca Maria', 'De Santis Francesca', 'Francesca De Santis', 'F. M. De Santis'],
    },
    title: 'Ingegnere di processo',
    contacts: [
      { kind: 'email', value: 'francesca.desantis@libero.it' },
      { kind: 'phone', value: '347.512.8836' },
      { kind: 'phone', value: '+39 02 8741 3390' },
    ],
    address: 'Via Giuseppe Garibaldi 27, 20121 Milano MI',
    details: [
      { kind: 'date_of_birth', label: 'Data di nascita', value: '12/03/1991' },
      { kind: 'nationality', label: 'Nazionalità', value: 'Italiana', whole: true },
      { kind: 'national_id', label: 'Codice fiscale', value: 'DSNFNC91C52F205X' },
      { kind: 'gender', label: 'Sesso', value: 'Femminile', whole: true },
    ],
    summary:
      'Ingegnere chimico con esperienza nello scale-up di processi alimentari e nel miglioramento continuo (Lean Six Sigma).',
    jobs: [
      {
        role: 'Ingegnere di processo',
        org: 'Ferrero',
        place: 'Alba (CN)',
        dates: '2019 – oggi',
        bullets: [
          'Scale-up della linea di produzione dei wafer: resa +6% e consumi energetici −11%.',
          'Validazione HACCP dei nuovi impianti.',
        ],
      },
      {
        role: 'Tirocinante R&D',
        org: 'Barilla G. e R. Fratelli',
        place: 'Parma',
        dates: '2017 – 2018',
        bullets: ['Prove pilota di essiccazione della pasta.'],
      },
    ],
    education: [
      {
        degree: 'Laurea Magistrale in Ingegneria Chimica',
        school: 'Politecnico di Milano',
        place: 'Milano',
        dates: '2014 – 2017',
      },
      {
        degree: 'Executive Master in Operations',
        school: 'SDA Bocconi School of Management',
        place: 'Milano',
        dates: '2021 – 2022',
      },
    ],
    skills: ['Aspen Plus', 'MATLAB', 'Minitab', 'Lean Six Sigma Green Belt', 'HACCP', 'SAP PP'],
    languages: ['Italiano (madrelingua)', 'Inglese (C1)', 'Tedesco (A2)'],
    keep: ['SDA Bocconi School of Management', 'Barilla G. e R. Fratelli', 'Ferrero'],
    otherPeople: [],
    jobDescription:
      'Process engineer, food industry: scale-up, Aspen Plus, Lean Six Sigma, HACCP; Italian and English.',
  },
  {
    key: 'baumgaertner',
    locale: 'de-DE',
    language: 'de',
    name: {
      full: 'Friederike Anna Baumgärtner',
      variants: ['Friederike Baumgärtner', 'Baumgärtner, F. A.', 'F. A. Baumgärtner', 'Frieda Baumgärtner', 'Frieda'],
    },
    title: 'Ingenieurin für Embedded Systems',
    contacts: [
      { kind: 'email', value: 'f.baumgaertner@posteo.de' },
      { kind: 'phone', value: '+49 (0)176 2345 6789' },
      { kind: 'phone', value: '0721 / 93 41 58' },
    ],
    address: 'Kaiserstraße 112, 76133 Karlsruhe',
    details: [
      { kind: 'date_of_birth', label: 'Geburtsdatum', value: '04.11.1989' },
      { kind: 'marital_status', label: 'Familienstand', value: 'ledig', whole: true },
      { kind: 'nationality', label: 'Staatsangehörigkeit', value: 'deutsch', whole: true },
    ],
    summary:
      'Embedded-Ingenieurin mit Schwerpunkt funktionale Sicherheit (ISO 26262) und AUTOSAR; im Team Frieda genannt.',
    jobs: [
      {
        role: 'Senior Embedded Software Engineer',
        org: 'Robert Bosch GmbH',
        place: 'Stuttgart-Feuerbach',
        dates: '2019 – heute',
        bullets: [
          'Entwicklung sicherheitskritischer Bremsregel-Software (ASIL D) in C und AUTOSAR Classic.',
          'Einführung statischer Analyse mit Polyspace und MISRA-Regeln im Team.',
        ],
      },
      {
        role: 'Entwicklungsingenieurin',
        org: 'Carl Zeiss AG',
        place: 'Oberkochen',
        dates: '2015 – 2019',
        bullets: ['Firmware für Mikroskop-Steuerungen auf ARM Cortex-M.'],
      },
    ],
    education: [
      {
        degree: 'M.Sc. Elektrotechnik und Informationstechnik',
        school: 'Karlsruher Institut für Technologie',
        place: 'Karlsruhe',
        dates: '2012 – 2015',
      },
      {
        degree: 'B.Sc. Elektrotechnik',
        school: 'Humboldt-Universität zu Berlin',
        place: 'Berlin',
        dates: '2009 – 2012',
      },
    ],
    skills: ['C', 'C++', 'AUTOSAR Classic', 'ISO 26262', 'Polyspace', 'MISRA C', 'ARM Cortex-M'],
    languages: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)', 'Französisch (Grundkenntnisse)'],
    keep: ['Robert Bosch GmbH', 'Carl Zeiss AG', 'Humboldt-Universität zu Berlin', 'Fraunhofer IOSB'],
    publications: [
      'Baumgärtner, F. A., Yilmaz, D., & Krüger, S. (2018). Deterministic scheduling of multicore brake controllers. Proceedings of the Embedded World Conference, Nuremberg, 212–219.',
      'D. Yilmaz and F. A. Baumgärtner. (2016). Fault injection for AUTOSAR basic software. Fraunhofer IOSB technical report 16-04.',
    ],
    referees: [
      {
        name: 'Dr.-Ing. Stefan Krüger',
        role: 'Gruppenleiter Fahrdynamik',
        org: 'Robert Bosch GmbH',
        phone: '+49 711 811 42290',
        email: 'stefan.krueger@de.bosch.com',
      },
    ],
    otherPeople: ['Yilmaz, D.', 'Krüger, S.', 'D. Yilmaz', 'Stefan Krüger'],
    jobDescription:
      'Embedded Software Engineer (m/w/d): C, AUTOSAR, ISO 26262, statische Analyse; Erfahrung mit ASIL-D-Projekten.',
  },
  {
    key: 'pemberton',
    locale: 'en-GB',
    language: 'en',
    name: {
      full: 'Oliver James Pemberton-Hughes',
      variants: ['Oliver Pemberton-Hughes', 'Olly Pemberton-Hughes', 'O. J. Pemberton-Hughes', 'Olly'],
    },
    split: ['Oliver James', 'Pemberton-Hughes'],
    title: 'Mechanical Design Engineer',
    contacts: [
      { kind: 'email', value: 'olly.pembertonhughes@btinternet.com' },
      { kind: 'phone', value: '07700 900 418' },
    ],
    address: 'Flat 3, 27 Cavendish Road, Manchester M20 1JG',
    details: [],
    summary:
      'Chartered mechanical engineer (CEng MIMechE) designing aero-engine components. Known as Olly on site and in the design office.',
    jobs: [
      {
        role: 'Mechanical Design Engineer',
        org: 'Rolls-Royce plc',
        place: 'Derby',
        dates: 'Sep 2018 – Present',
        bullets: [
          'Lead designer for a fan-case bracket family; 14% mass reduction verified in Abaqus.',
          'Owned GD&T and tolerance stack-ups for two engine variants.',
        ],
      },
      {
        role: 'Graduate Engineer',
        org: 'JCB',
        place: 'Rocester, Staffordshire',
        dates: 'Sep 2016 – Aug 2018',
        bullets: ['Rotations in hydraulics, test and manufacturing engineering.'],
      },
    ],
    education: [
      {
        degree: 'MEng Mechanical Engineering (First Class)',
        school: 'University of Manchester',
        place: 'Manchester',
        dates: '2012 – 2016',
      },
    ],
    skills: ['Siemens NX', 'Abaqus', 'GD&T', 'CATIA V5', 'MATLAB', 'FMEA'],
    languages: ['English (native)', 'Spanish (conversational)'],
    keep: ['Rolls-Royce plc', 'JCB', 'Siemens NX', 'Whitworth Society'],
    extra: ['Member of the Whitworth Society since 2019.'],
    otherPeople: [],
    jobDescription:
      'Mechanical design engineer: Siemens NX or CATIA, FEA with Abaqus, GD&T, aerospace experience preferred.',
  },
  {
    key: 'zhangwei',
    locale: 'en-CA',
    language: 'en',
    name: { full: 'Zhang Wei (David)', variants: ['David Zhang', 'Wei Zhang', 'ZHANG Wei', '张伟', 'David'] },
    title: 'Senior Frontend Developer',
    contacts: [
      { kind: 'email', value: 'david.w.zhang@icloud.com' },
      { kind: 'phone', value: '(416) 555-0143' },
      { kind: 'handle', value: '@davidzhang_codes', service: 'X' },
      { kind: 'handle', value: 'dzhang-ui', service: 'GitHub' },
      { kind: 'domain', value: 'davidzhang.ca' },
    ],
    address: 'Unit 1205, 88 Harbour Street, Toronto, ON M5J 0C3',
    details: [],
    summary:
      'Frontend developer focused on accessible design systems and performance. Born in Chengdu, in Toronto since 2012; David at work.',
    jobs: [
      {
        role: 'Senior Frontend Developer',
        org: 'Shopify',
        place: 'Toronto, ON',
        dates: '2021 – present',
        bullets: [
          'Maintainer of internal React components used by 40 teams; WCAG 2.2 AA across the checkout.',
          'Reduced merchant admin bundle size by 31% with route-level code splitting.',
        ],
      },
      {
        role: 'Frontend Developer',
        org: 'Tim Hortons',
        place: 'Oakville, ON',
        dates: '2017 – 2021',
        bullets: ['Built the mobile ordering web app in React and GraphQL.'],
      },
    ],
    education: [
      {
        degree: 'B.A.Sc. in Computer Engineering',
        school: 'University of Waterloo',
        place: 'Waterloo, ON',
        dates: '2012 – 2017',
      },
    ],
    skills: ['React', 'TypeScript', 'GraphQL', 'Storybook', 'WCAG 2.2', 'Playwright'],
    languages: ['English (fluent)', 'Mandarin (native)', 'French (basic)'],
    keep: ['Tim Hortons', 'Shopify', 'Storybook'],
    otherPeople: [],
    jobDescription:
      'Senior frontend developer: React, TypeScript, design systems, accessibility (WCAG), performance budgets.',
  },
  {
    key: 'mcallister',
    locale: 'en-AU',
    language: 'en',
    name: {
      full: 'Bridget A. McAllister',
      variants: ['Bridget McAllister', 'Bridie McAllister', 'BRIDGET MCALLISTER', 'Bridie'],
    },
    title: 'Registered Nurse – Emergency',
    contacts: [
      { kind: 'email', value: 'bridie.mcallister@bigpond.com' },
      { kind: 'phone', value: '0412 345 678' },
    ],
    address: 'Unit 4/17 Barkly Street, Brunswick VIC 3056',
    details: [{ kind: 'national_id', label: 'AHPRA registration', value: 'NMW0002197854' }],
    summary:
      'Emergency nurse with eight years in tertiary hospitals, triage-qualified and experienced in retrieval handovers. Bridie to the team.',
    jobs: [
      {
        role: 'Clinical Nurse Specialist, Emergency',
        org: 'The Royal Melbourne Hospital',
        place: 'Parkville VIC',
        dates: '2020 – present',
        bullets: [
          'Triage nurse in a department seeing 75,000 presentations a year.',
          'Educator for the Emergency Nursing Graduate Program.',
        ],
      },
      {
        role: 'Registered Nurse',
        org: 'Flinders Medical Centre',
        place: 'Bedford Park SA',
        dates: '2016 – 2020',
        bullets: ['Rotations in ED, ICU step-down and the Matthew Flinders Wing day surgery.'],
      },
    ],
    education: [
      {
        degree: 'Graduate Certificate in Emergency Nursing',
        school: 'Monash University',
        place: 'Clayton VIC',
        dates: '2019',
      },
      { degree: 'Bachelor of Nursing', school: 'Flinders University', place: 'Adelaide SA', dates: '2013 – 2015' },
    ],
    skills: ['Triage (ATS)', 'ALS2', 'ECG interpretation', 'Cerner EMR', 'Trauma nursing (TNCC)'],
    languages: ['English (native)'],
    keep: ['Monash University', 'Flinders Medical Centre', 'Matthew Flinders Wing', 'Flinders University'],
    otherPeople: [],
    jobDescription:
      'Clinical nurse specialist, emergency department: triage (ATS), ALS, trauma care, clinical education.',
  },
  {
    key: 'amponsah',
    locale: 'en-GH',
    language: 'en',
    name: {
      full: 'Ebenezer Kojo Amponsah-Mensah',
      variants: ['Kojo Amponsah-Mensah', 'Ebenezer Amponsah-Mensah', 'E. K. Amponsah-Mensah', 'Kojo'],
    },
    split: ['Ebenezer Kojo', 'Amponsah-Mensah'],
    title: 'Civil / Structural Engineer',
    contacts: [
      { kind: 'email', value: 'kojo.amponsah.mensah@gmail.com' },
      { kind: 'phone', value: '+233 24 412 7789' },
      { kind: 'phone', value: '020-551-3046' },
    ],
    address: 'House No. 14, Prempeh II Street, Adum, Kumasi · GhanaPost GPS: AK-039-5028',
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: '21st July 1992' },
      { kind: 'nationality', label: 'Nationality', value: 'Ghanaian', whole: true },
      { kind: 'marital_status', label: 'Marital Status', value: 'Married', whole: true },
      { kind: 'religion', label: 'Religion', value: 'Christian', whole: true },
    ],
    summary:
      'Structural engineer (MGhIE) with experience in reinforced concrete design and site supervision; Kojo to colleagues.',
    jobs: [
      {
        role: 'Structural Engineer',
        org: 'Consar Limited',
        place: 'Accra',
        dates: '2019 – Date',
        bullets: [
          'Designed a 9-storey office block to Eurocode 2 using ETABS and SAFE.',
          'Site supervision on the Kotoka International Airport Terminal 3 apron works.',
        ],
      },
      {
        role: 'National Service Personnel',
        org: 'Ghana Highway Authority',
        place: 'Kumasi',
        dates: '2015 – 2016',
        bullets: ['Assisted in culvert and road condition surveys.'],
      },
    ],
    education: [
      {
        degree: 'BSc. Civil Engineering (First Class)',
        school: 'Kwame Nkrumah University of Science and Technology',
        place: 'Kumasi',
        dates: '2011 – 2015',
      },
      {
        degree: 'WASSCE',
        school: 'Prempeh College',
        place: 'Kumasi',
        dates: '2007 – 2010',
      },
    ],
    skills: ['ETABS', 'SAFE', 'AutoCAD', 'Eurocode 2', 'Prokon', 'MS Project'],
    languages: ['English (fluent)', 'Twi (native)', 'Ga (basic)'],
    keep: ['Kwame Nkrumah University of Science and Technology', 'Kotoka International Airport', 'Prempeh College'],
    otherPeople: [],
    jobDescription:
      'Structural engineer: reinforced concrete design (Eurocode 2), ETABS/SAFE, site supervision; MGhIE membership.',
  },
  {
    key: 'dlamini',
    locale: 'en-ZA',
    language: 'en',
    name: {
      full: 'Thandiwe Nomvula Dlamini-Khumalo',
      variants: ['Thandi Dlamini-Khumalo', 'Thandiwe Dlamini-Khumalo', 'T. N. Dlamini-Khumalo', 'Thandi'],
    },
    title: 'Actuarial Analyst',
    contacts: [
      { kind: 'email', value: 'thandi.dk@webmail.co.za' },
      { kind: 'phone', value: '+27 (0)82 514 3307' },
      { kind: 'handle', value: 'thandi-dlamini-khumalo', service: 'LinkedIn' },
    ],
    address: '12 Jan Smuts Avenue, Parktown, Johannesburg, 2193',
    details: [
      { kind: 'national_id', label: 'ID number', value: '950618 0423 08 6' },
      { kind: 'nationality', label: 'Citizenship', value: 'South African', whole: true },
    ],
    summary:
      'Actuarial analyst with four exams passed, working on pricing and IFRS 17 reporting for life insurance. Thandi to friends and colleagues.',
    jobs: [
      {
        role: 'Actuarial Analyst',
        org: 'Discovery Life',
        place: 'Sandton',
        dates: 'Feb 2020 – current',
        bullets: [
          'IFRS 17 CSM roll-forward models in Prophet and Python.',
          'Pricing reviews for the Vitality-linked term products.',
        ],
      },
      {
        role: 'Actuarial Student',
        org: 'Old Mutual',
        place: 'Pietermaritzburg',
        dates: 'Jan 2018 – Jan 2020',
        bullets: ['Experience investigations on funeral cover.'],
      },
    ],
    education: [
      {
        degree: 'BSc (Hons) Actuarial Science',
        school: 'University of the Witwatersrand',
        place: 'Johannesburg',
        dates: '2014 – 2017',
      },
    ],
    skills: ['Prophet', 'Python', 'R', 'SQL', 'IFRS 17', 'Excel VBA'],
    languages: ['English', 'isiZulu', 'Afrikaans'],
    keep: ['Vitality', 'Old Mutual', 'Nelson Mandela Foundation'],
    extra: ['Volunteer maths tutor with the Nelson Mandela Foundation schools programme.'],
    otherPeople: [],
    jobDescription: 'Actuarial analyst: IFRS 17, pricing, Prophet or Python models; progress in SAA/IFoA exams.',
  },
  {
    key: 'bennani',
    locale: 'fr-MA',
    language: 'fr',
    name: {
      full: 'Salma Bennani El Alaoui',
      variants: ['Salma Bennani', 'BENNANI EL ALAOUI Salma', 'S. Bennani', 'Mlle Bennani'],
    },
    split: ['Salma', 'Bennani El Alaoui'],
    title: 'Ingénieure Qualité',
    contacts: [
      { kind: 'email', value: 'salma.bennani.elalaoui@gmail.com' },
      { kind: 'phone', value: '06.61.23.45.78' },
      { kind: 'phone', value: '+212 5 22 48 71 09' },
    ],
    address: 'Résidence Al Manar, Imm. 7, Appt 12, Bd Zerktouni, 20250 Casablanca',
    details: [
      { kind: 'date_of_birth', label: 'Née le', value: '22/09/1996 à Fès' },
      { kind: 'nationality', label: 'Nationalité', value: 'Marocaine', whole: true },
      { kind: 'marital_status', label: 'Situation familiale', value: 'Célibataire', whole: true },
      { kind: 'national_id', label: 'CIN', value: 'CD482719' },
    ],
    summary:
      'Ingénieure qualité dans l’automobile, certifiée IATF 16949, avec une expérience des audits fournisseurs et de la résolution de problèmes (8D).',
    jobs: [
      {
        role: 'Ingénieure Qualité Fournisseurs',
        org: 'Renault Group – Usine de Tanger',
        place: 'Tanger',
        dates: '2021 – à ce jour',
        bullets: ['Audits process VDA 6.3 de 25 fournisseurs ; PPM fournisseurs divisé par deux.'],
      },
      {
        role: 'Stagiaire PFE',
        org: 'OCP Group',
        place: 'Jorf Lasfar',
        dates: 'févr. 2020 – juil. 2020',
        bullets: ['Plan de surveillance qualité d’une ligne d’engrais.'],
      },
    ],
    education: [
      {
        degree: 'Diplôme d’ingénieur d’État en génie industriel',
        school: 'École Mohammadia d’Ingénieurs',
        place: 'Rabat',
        dates: '2017 – 2020',
      },
      {
        degree: 'Classes préparatoires (MP)',
        school: 'Lycée Moulay Idriss',
        place: 'Fès',
        dates: '2015 – 2017',
      },
    ],
    skills: ['IATF 16949', 'VDA 6.3', '8D', 'AMDEC', 'Minitab', 'SAP QM'],
    languages: ['Arabe (maternelle)', 'Français (courant)', 'Anglais (B2)', 'Espagnol (A2)'],
    keep: ['Renault Group', 'École Mohammadia d’Ingénieurs', 'Lycée Moulay Idriss', 'OCP Group'],
    otherPeople: [],
    jobDescription:
      'Ingénieur(e) qualité fournisseurs automobile : IATF 16949, VDA 6.3, 8D, AMDEC ; français et anglais.',
  },
  {
    key: 'hosseini',
    locale: 'fa-IR',
    language: 'en',
    name: {
      full: 'Seyed Mohammadreza Hosseini Kashani',
      variants: [
        'Mohammadreza Hosseini',
        'M. Hosseini Kashani',
        'Hosseini Kashani, S. M.',
        'S. M. Hosseini Kashani',
        'Mohammadreza',
      ],
    },
    title: 'Machine Learning Engineer',
    contacts: [
      { kind: 'email', value: 'mr.hosseini.kashani@gmail.com' },
      { kind: 'phone', value: '+98 912 345 6789' },
      { kind: 'handle', value: 'mrhkashani', service: 'GitHub' },
    ],
    address: 'No. 23, 4th Alley, Golestan St., Tehran 1433894517',
    details: [
      { kind: 'date_of_birth', label: 'Date of birth', value: '1995-05-30' },
      { kind: 'marital_status', label: 'Marital status', value: 'Single', whole: true },
    ],
    summary: 'ML engineer working on recommendation and search ranking for Persian-language e-commerce.',
    jobs: [
      {
        role: 'Machine Learning Engineer',
        org: 'Digikala',
        place: 'Tehran',
        dates: '2021 – Present',
        bullets: [
          'Two-tower retrieval model in PyTorch for 9 million products; +4.1% add-to-cart in A/B tests.',
          'Persian query normalisation with Hazm and a BERT-based spell checker.',
        ],
      },
      {
        role: 'Research Assistant',
        org: 'Sharif University of Technology',
        place: 'Tehran',
        dates: '2018 – 2021',
        bullets: ['Graph neural networks for citation recommendation.'],
      },
    ],
    education: [
      {
        degree: 'M.Sc. in Artificial Intelligence',
        school: 'Sharif University of Technology',
        place: 'Tehran',
        dates: '2018 – 2020',
      },
      {
        degree: 'B.Sc. in Computer Engineering',
        school: 'Amirkabir University of Technology',
        place: 'Tehran',
        dates: '2013 – 2017',
      },
    ],
    skills: ['PyTorch', 'Hazm', 'Elasticsearch', 'Apache Spark', 'Kubeflow', 'Python'],
    languages: ['Persian (native)', 'English (TOEFL iBT 108)', 'Arabic (reading)'],
    keep: ['Amirkabir University of Technology', 'Khwarizmi Youth Award', 'Hazm', 'Apache Spark'],
    extra: ['Khwarizmi Youth Award, third prize (2019).', 'Military service: completed (2017 – 2018).'],
    publications: [
      'Hosseini Kashani, S. M., Rahimi, N., & Farahani, A. (2021). Citation recommendation with heterogeneous graph attention. Proceedings of ICWSM, 15, 1088–1097.',
      'N. Rahimi, S. M. Hosseini Kashani. (2019). A Persian spelling corrector for short queries. CSI International Symposium on Artificial Intelligence and Signal Processing, 55–60.',
    ],
    referees: [
      {
        name: 'Dr. Ali Farahani',
        role: 'Associate Professor, Department of Computer Engineering',
        org: 'Sharif University of Technology',
        phone: '+98 21 6616 5902',
        email: 'farahani@sharif.edu',
      },
    ],
    otherPeople: ['Rahimi, N.', 'Farahani, A.', 'N. Rahimi', 'Ali Farahani'],
    jobDescription:
      'Machine learning engineer, search and recommendations: PyTorch, retrieval models, Elasticsearch, A/B testing.',
  },
  {
    key: 'chowdhury',
    locale: 'en-BD',
    language: 'en',
    name: {
      full: 'Md. Rafiqul Islam Chowdhury',
      variants: ['Rafiqul Islam Chowdhury', 'Md. Rafiqul Islam', 'Rafiq Chowdhury', 'MD. RAFIQUL ISLAM CHOWDHURY'],
    },
    title: 'Software Quality Assurance Engineer',
    contacts: [
      { kind: 'email', value: 'rafiq.chy.sqa@gmail.com' },
      { kind: 'phone', value: '+880 1712-345678' },
      { kind: 'phone', value: '01819 44 27 63' },
    ],
    address: 'House 42, Road 11, Block C, Banani, Dhaka 1213',
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: '05 January 1994' },
      { kind: 'religion', label: 'Religion', value: 'Islam', whole: true },
      { kind: 'nationality', label: 'Nationality', value: 'Bangladeshi (by birth)', whole: true },
      { kind: 'national_id', label: 'NID No', value: '1994 2619 4480 3' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Unmarried', whole: true },
    ],
    parents: [
      { label: "Father's Name", value: 'Md. Abdul Karim Chowdhury' },
      { label: "Mother's Name", value: 'Mst. Rokeya Begum' },
    ],
    summary: 'SQA engineer (ISTQB Foundation) experienced in test automation for fintech and telecom products.',
    jobs: [
      {
        role: 'Senior SQA Engineer',
        org: 'Brain Station 23',
        place: 'Dhaka',
        dates: 'Mar 2020 – Continuing',
        bullets: [
          'Selenium and Cypress suites for a mobile banking client; regression time from 3 days to 5 hours.',
          'API testing with Postman and k6 load tests.',
        ],
      },
      {
        role: 'SQA Engineer',
        org: 'Grameenphone Ltd.',
        place: 'Dhaka',
        dates: 'Jul 2017 – Feb 2020',
        bullets: ['Manual and automated testing of the MyGP self-care app.'],
      },
    ],
    education: [
      {
        degree: 'B.Sc. in Computer Science and Engineering (CGPA 3.61/4.00)',
        school: 'Shahjalal University of Science and Technology',
        place: 'Sylhet',
        dates: '2012 – 2016',
      },
      {
        degree: 'HSC (Science), GPA 5.00',
        school: 'Notre Dame College',
        place: 'Dhaka',
        dates: '2011',
      },
    ],
    skills: ['Selenium', 'Cypress', 'Postman', 'k6', 'JIRA', 'ISTQB CTFL'],
    languages: ['Bangla (native)', 'English (professional)'],
    keep: ['Shahjalal University of Science and Technology', 'Notre Dame College', 'MyGP', 'Grameenphone Ltd.'],
    otherPeople: ['Md. Abdul Karim Chowdhury', 'Mst. Rokeya Begum'],
    jobDescription:
      'SQA engineer: Selenium or Cypress automation, API testing with Postman, performance tests, fintech domain.',
  },
  {
    key: 'munoz',
    locale: 'es-CL',
    language: 'es',
    name: {
      full: 'Catalina Ignacia Muñoz Valdebenito',
      variants: ['C. Muñoz V.', 'Catalina Muñoz', 'Cata Muñoz', 'MUÑOZ VALDEBENITO'],
    },
    title: 'Ingeniera Comercial – Analista de Riesgo',
    contacts: [
      { kind: 'email', value: 'catalina.munoz.v@uc.cl' },
      { kind: 'phone', value: '+56 9 6123 4470' },
    ],
    address: 'Av. Providencia 1760, depto. 1204, Providencia, Santiago',
    details: [
      { kind: 'national_id', label: 'RUT', value: '16.482.937-5' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: '3 de mayo de 1992' },
    ],
    summary:
      'Ingeniera comercial con experiencia en modelos de riesgo de crédito y regulación de la CMF. Firmo mis informes como C. Muñoz V.',
    jobs: [
      {
        role: 'Analista Senior de Riesgo de Crédito',
        org: 'Falabella Financiero',
        place: 'Santiago',
        dates: '2019 – a la fecha',
        bullets: [
          'Modelos de scoring de originación en Python y SAS para 1,2 millones de clientes.',
          'Pruebas de tensión de provisiones según normativa CMF.',
        ],
      },
      {
        role: 'Analista de Riesgo',
        org: 'Banco de Crédito e Inversiones',
        place: 'Santiago',
        dates: '2016 – 2019',
        bullets: ['Seguimiento de cartera pyme e informes al comité de riesgo.'],
      },
    ],
    education: [
      {
        degree: 'Magíster en Finanzas',
        school: 'Universidad Adolfo Ibáñez',
        place: 'Santiago',
        dates: '2020 – 2021',
      },
      {
        degree: 'Ingeniería Comercial',
        school: 'Pontificia Universidad Católica de Chile',
        place: 'Santiago',
        dates: '2010 – 2015',
      },
    ],
    skills: ['Python', 'SAS', 'SQL', 'Basilea III', 'IFRS 9', 'Tableau'],
    languages: ['Español (nativo)', 'Inglés (avanzado)', 'Portugués (básico)'],
    keep: ['Universidad Adolfo Ibáñez', 'Falabella Financiero', 'Beca Presidente de la República'],
    extra: ['Beca Presidente de la República (2020).'],
    otherPeople: [],
    jobDescription:
      'Analista de riesgo de crédito: modelos de scoring en Python o SAS, IFRS 9, normativa CMF, Basilea III.',
  },
  {
    key: 'alexandropoulou',
    locale: 'el-GR',
    language: 'en',
    name: {
      full: 'Dimitra Alexandropoulou',
      variants: ['Δήμητρα Αλεξανδροπούλου', 'D. Alexandropoulou', 'Alexandropoulou, D.', 'Dimitra A.'],
    },
    title: 'Marine Logistics Planner',
    contacts: [
      { kind: 'email', value: 'd.alexandropoulou@hotmail.gr' },
      { kind: 'phone', value: '+30 694 512 3378' },
      { kind: 'domain', value: 'dimitra-alex.gr' },
    ],
    address: 'Ermou 54, 105 63 Athens',
    details: [{ kind: 'date_of_birth', label: 'Date of birth', value: '30/01/1990' }],
    summary: 'Logistics planner in dry-bulk shipping: voyage estimates, bunker planning and charter-party compliance.',
    jobs: [
      {
        role: 'Operations & Logistics Planner',
        org: 'Star Bulk Carriers',
        place: 'Marousi, Athens',
        dates: '2019 – present',
        bullets: [
          'Voyage planning for 28 Capesize and Kamsarmax vessels; laytime and demurrage claims.',
          'Bunker procurement model in Excel and Power Query saving USD 1.2 million a year.',
        ],
      },
      {
        role: 'Chartering Assistant',
        org: 'Angelicoussis Group',
        place: 'Piraeus',
        dates: '2015 – 2019',
        bullets: ['Fixture recaps, voyage estimates and market reports.'],
      },
    ],
    education: [
      {
        degree: 'MSc in Shipping Management',
        school: 'Athens University of Economics and Business',
        place: 'Athens',
        dates: '2013 – 2015',
      },
      {
        degree: 'BSc in Maritime Studies',
        school: 'University of Piraeus',
        place: 'Piraeus',
        dates: '2008 – 2012',
      },
    ],
    skills: ['Veson IMOS', 'Excel', 'Power Query', 'Laytime calculation', 'BIMCO charter parties'],
    languages: ['Greek (native)', 'English (C2, Proficiency)', 'Italian (B1)'],
    keep: ['Angelicoussis Group', 'Veson IMOS', 'BIMCO', 'Onassis Foundation'],
    extra: ['Onassis Foundation scholarship for postgraduate studies (2013).'],
    otherPeople: [],
    jobDescription:
      'Marine logistics / operations planner: voyage estimates, laytime and demurrage, bunker planning, Veson IMOS.',
  },
  {
    key: 'popescu',
    locale: 'ro-RO',
    language: 'en',
    name: {
      full: 'Andrei-Ștefan Popescu-Vlădescu',
      variants: [
        'Andrei Popescu-Vlădescu',
        'POPESCU-VLĂDESCU Andrei-Ștefan',
        'Ștefan Popescu',
        'A.-Ș. Popescu-Vlădescu',
      ],
    },
    title: 'Security Engineer',
    contacts: [
      { kind: 'email', value: 'andrei.popescu.vladescu@yahoo.ro' },
      { kind: 'phone', value: '0722.123.456' },
      { kind: 'handle', value: '@apv_sec', service: 'X' },
    ],
    address: 'Str. Fabricii nr. 47, bl. A2, sc. 1, ap. 14, sector 6, 060821 București',
    details: [
      { kind: 'date_of_birth', label: 'Date of birth', value: '17/06/1993' },
      { kind: 'nationality', label: 'Nationality', value: 'Romanian', whole: true },
      { kind: 'national_id', label: 'CNP', value: '1930617460031' },
    ],
    summary: 'Application security engineer: threat modelling, secure code review and red-team exercises.',
    jobs: [
      {
        role: 'Security Engineer',
        org: 'Bitdefender',
        place: 'Bucharest',
        dates: '2020 – present',
        bullets: [
          'Secure code reviews for the GravityZone cloud console; 40+ findings fixed before release.',
          'Built SAST pipelines with Semgrep and CodeQL.',
        ],
      },
      {
        role: 'Penetration Tester',
        org: 'UiPath',
        place: 'Bucharest',
        dates: '2017 – 2020',
        bullets: ['Web and API penetration tests; OSCP obtained in 2018.'],
      },
    ],
    education: [
      {
        degree: 'MSc in Information Security',
        school: 'Babeș-Bolyai University',
        place: 'Cluj-Napoca',
        dates: '2015 – 2017',
      },
      {
        degree: 'BSc in Computer Science',
        school: 'Politehnica University of Bucharest',
        place: 'Bucharest',
        dates: '2011 – 2015',
      },
    ],
    skills: ['Burp Suite', 'Semgrep', 'CodeQL', 'OSCP', 'Threat modelling', 'Go'],
    languages: ['Romanian (native)', 'English (C1)', 'French (B1)'],
    keep: ['Babeș-Bolyai University', 'GravityZone', 'Bitdefender', 'Burp Suite'],
    otherPeople: [],
    jobDescription:
      'Application security engineer: secure code review, SAST (Semgrep, CodeQL), penetration testing, threat modelling.',
  },
];

export const byKey = Object.fromEntries(PEOPLE.map((p) => [p.key, p]));
