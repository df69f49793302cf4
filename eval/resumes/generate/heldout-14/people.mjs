// Held-out part 14: its own fictional people. Every name, address, phone number, e-mail, handle and ID here is
// invented for this part (no real person's resume); employers, universities, prizes, products and places that
// are named after people are real-world terms a blind preparer must keep.
//
// Shape (read by ../heldout-run.mjs and ./layouts.mjs): name { full, variants } (every form a reader would take
// for the candidate), given/family/display (how the templates print it), email, phone, links [{ kind, value }],
// address (as printed in full) and addressShort (as printed where a template shows less), details
// [{ kind, label, value }] (personal details the country's resumes carry), jobs, education, skills, keep (terms
// that look like names but must stay), referees, coauthors, fatherName.

const job = (role, org, place, from, to, bullets) => ({ role, org, place, from, to, bullets });
const edu = (degree, school, place, year, note) => ({ degree, school, place, year, note });

export const PEOPLE = {
  us: {
    locale: 'en-US',
    language: 'en',
    name: {
      full: 'Ambrose Whitlock Tillinghast',
      variants: [
        'Ambrose Tillinghast',
        'Ambrose W. Tillinghast',
        'Bram Tillinghast',
        'Tillinghast',
        'Bram',
        'A. W. Tillinghast',
      ],
    },
    given: 'Ambrose',
    middle: 'W.',
    family: 'Tillinghast',
    nick: 'Bram',
    title: 'Staff Backend Engineer',
    email: 'bram.tillinghast@fastmail.us',
    phone: '(503) 555-0187',
    links: [
      { kind: 'handle', value: '@bramtill' },
      { kind: 'domain', value: 'bramtillinghast.dev' },
      { kind: 'handle', value: 'in/ambrose-tillinghast' },
    ],
    address: '2218 SE Alder Street, Apt 4B, Portland, OR 97214',
    addressShort: 'Portland, OR 97214',
    details: [],
    summary:
      'Backend engineer with eleven years of building payment and ledger systems. I like boring databases, ' +
      'careful migrations and on-call rotations that nobody dreads.',
    jobs: [
      job('Staff Backend Engineer', 'Hewlett Packard Enterprise', 'Portland, OR', '2021', 'present', [
        'Led the rewrite of the metering pipeline onto Apache Kafka and Go; cut billing disputes by 40%.',
        'Mentored six engineers through the promotion ladder; ran the architecture review guild.',
        'Introduced schema-change reviews that ended two years of migration outages.',
      ]),
      job('Senior Software Engineer', 'Dutch Bros Coffee', 'Grants Pass, OR', '2017', '2021', [
        'Built the loyalty ledger in PostgreSQL serving 4 million members.',
        'Moved deployment from hand-run scripts to Jenkins and Terraform.',
      ]),
      job('Software Engineer', 'Tektronix', 'Beaverton, OR', '2014', '2017', [
        'Wrote firmware update services for oscilloscope fleets in C++ and Python.',
      ]),
    ],
    education: [edu('B.S. Computer Science', 'Reed College', 'Portland, OR', '2014')],
    skills: ['Go', 'PostgreSQL', 'Apache Kafka', 'Jenkins', 'Terraform', 'AWS', 'gRPC'],
    keep: ['Hewlett Packard Enterprise', 'Dutch Bros Coffee', 'Apache Kafka', 'Reed College', 'Tektronix'],
    referees: [],
    jobDescription: 'Staff backend engineer for a payments platform: Go, PostgreSQL, Kafka, reliability.',
  },

  gb: {
    locale: 'en-GB',
    language: 'en',
    name: {
      full: 'Imogen Clemency Rushbrooke-Vane',
      variants: [
        'Imogen Rushbrooke-Vane',
        'Imogen Rushbrooke',
        'Rushbrooke-Vane',
        'Rushbrooke',
        'I. C. Rushbrooke-Vane',
        'Imogen',
      ],
    },
    given: 'Imogen',
    middle: 'Clemency',
    family: 'Rushbrooke-Vane',
    title: 'Clinical Trials Data Manager',
    email: 'imogen.rv@btinternet.com',
    phone: '07700 914 362',
    links: [{ kind: 'link', value: 'linkedin.com/in/imogenrushbrookevane' }],
    address: 'Flat 3, 41 Mornington Crescent, London NW1 7RE',
    addressShort: 'London NW1 7RE',
    details: [],
    summary:
      'A meticulous clinical data manager with eight years in oncology and vaccine trials, comfortable between ' +
      'statisticians, monitors and regulators. I am looking for a role where data standards are taken seriously ' +
      'and where I can keep building teams that document what they do.',
    jobs: [
      job(
        'Clinical Trials Data Manager',
        'Wellcome Sanger Institute',
        'Hinxton, Cambridgeshire',
        'Mar 2020',
        'Present',
        [
          'Own the data management plans of four phase II oncology studies (CDISC SDTM, ADaM).',
          'Cut query turnaround from 19 to 6 days by rebuilding edit checks in Medidata Rave.',
          'Line-manage two data officers; wrote the unit’s onboarding handbook.',
        ],
      ),
      job('Data Officer', 'Guy’s and St Thomas’ NHS Foundation Trust', 'London', 'Sep 2016', 'Feb 2020', [
        'Coded adverse events in MedDRA for the paediatric vaccine programme.',
        'Built SAS listings for the data monitoring committee.',
      ]),
    ],
    education: [
      edu('MSc Medical Statistics', 'London School of Hygiene & Tropical Medicine', 'London', '2016'),
      edu('BSc (Hons) Biology, 2:1', 'Royal Holloway, University of London', 'Egham', '2015'),
    ],
    skills: ['SAS', 'CDISC', 'Medidata Rave', 'MedDRA', 'GCP', 'R'],
    keep: ['Wellcome Sanger Institute', 'Guy’s and St Thomas’ NHS Foundation Trust', 'Royal Holloway', 'Medidata Rave'],
    extra: [
      { heading: 'Interests', items: ['Fell running (Bob Graham Round, 2023)', 'Choir alto at St Pancras Church'] },
    ],
    referees: [],
    jobDescription: 'Clinical data manager for oncology trials: CDISC, SAS, EDC systems, team lead.',
  },

  in: {
    locale: 'en-IN',
    language: 'en',
    name: {
      full: 'Vedavalli Kothandaraman',
      variants: ['K. Vedavalli', 'Vedavalli K.', 'Vedavalli', 'Kothandaraman', 'Valli Kothandaraman'],
    },
    given: 'Vedavalli',
    family: 'Kothandaraman',
    title: 'Senior SAP FICO Consultant',
    email: 'vedavalli.k88@rediffmail.com',
    phone: '+91 94440 61827',
    links: [],
    address: 'No. 14, 3rd Cross Street, Besant Nagar, Chennai – 600090',
    addressShort: 'Chennai – 600090',
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: '09-08-1988' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Married' },
    ],
    fatherName: 'R. Kothandaraman',
    summary:
      'SAP FICO consultant with 12 years across implementation, rollout and support projects for manufacturing ' +
      'clients in India and the Gulf. Certified in S/4HANA Finance.',
    jobs: [
      job('Senior Consultant – SAP FICO', 'Tata Consultancy Services', 'Chennai', 'Jul 2018', 'Till date', [
        'Lead consultant for an S/4HANA conversion at a tyre manufacturer; 14 company codes.',
        'Designed GST-compliant tax procedures and e-invoicing interfaces.',
        'Trained 60 key users across Hosur and Sriperumbudur plants.',
      ]),
      job('SAP FI Consultant', 'Mahindra & Mahindra', 'Mumbai', 'Jun 2012', 'Jun 2018', [
        'Supported asset accounting and month-end close for the farm equipment sector.',
        'Automated bank reconciliation with electronic bank statements.',
      ]),
    ],
    education: [
      edu('MBA (Finance)', 'Anna University', 'Chennai', '2012'),
      edu('B.Com', 'Ethiraj College for Women', 'Chennai', '2009'),
    ],
    skills: ['SAP S/4HANA', 'SAP FICO', 'GST', 'ABAP debugging', 'Excel VBA'],
    keep: [
      'Tata Consultancy Services',
      'Mahindra & Mahindra',
      'Anna University',
      'Ethiraj College for Women',
      'Sriperumbudur',
    ],
    referees: [],
    jobDescription: 'SAP S/4HANA Finance lead for a manufacturing rollout: FICO, GST, key-user training.',
  },

  de: {
    locale: 'de-DE',
    language: 'de',
    name: {
      full: 'Reinhild Vogelsang',
      variants: ['Vogelsang', 'Reinhild', 'R. Vogelsang', 'Vogelsang, Reinhild'],
    },
    given: 'Reinhild',
    family: 'Vogelsang',
    title: 'Verfahrensingenieurin Wasserstofftechnik',
    email: 'r.vogelsang@posteo.de',
    phone: '0176 / 482 19 07',
    links: [{ kind: 'link', value: 'xing.com/profile/Reinhild_Vogelsang' }],
    address: 'Kaiserstraße 112, 76133 Karlsruhe',
    addressShort: '76133 Karlsruhe',
    details: [{ kind: 'date_of_birth', label: 'Geburtsdatum', value: '23.11.1990' }],
    summary:
      'Verfahrensingenieurin mit sieben Jahren Erfahrung in Elektrolyse und Anlagenbau, von der Konzeptstudie ' +
      'bis zur Inbetriebnahme.',
    jobs: [
      job('Verfahrensingenieurin', 'Robert Bosch GmbH', 'Bamberg', '04/2021', 'heute', [
        'Auslegung von PEM-Elektrolyse-Stacks für die Pilotlinie, Verantwortung für HAZOP-Studien.',
        'Koordination mit Zulieferern in Tschechien und Österreich.',
      ]),
      job('Projektingenieurin', 'Linde AG', 'Pullach', '10/2017', '03/2021', [
        'Basic Engineering für Luftzerlegungsanlagen, Fließbilder in AVEVA.',
        'Inbetriebnahme einer Anlage in Ludwigshafen am Rhein.',
      ]),
    ],
    education: [
      edu('M.Sc. Chemieingenieurwesen', 'Karlsruher Institut für Technologie', 'Karlsruhe', '2017'),
      edu('B.Sc. Verfahrenstechnik', 'Otto-von-Guericke-Universität', 'Magdeburg', '2014'),
    ],
    skills: ['Aspen Plus', 'AVEVA', 'HAZOP', 'MATLAB', 'SPS (Siemens S7)'],
    keep: ['Robert Bosch GmbH', 'Linde AG', 'Otto-von-Guericke-Universität', 'Ludwigshafen am Rhein', 'Siemens S7'],
    referees: [],
    jobDescription: 'Process engineer for hydrogen electrolysis plants: PEM, HAZOP, commissioning.',
  },

  fr: {
    locale: 'fr-FR',
    language: 'fr',
    name: {
      full: 'Bérangère Tixier',
      variants: ['Tixier', 'Bérangère', 'B. Tixier', 'TIXIER Bérangère'],
    },
    given: 'Bérangère',
    family: 'Tixier',
    title: 'Product Designer senior',
    email: 'berangere.tixier@laposte.net',
    phone: '06 71 28 43 95',
    links: [
      { kind: 'handle', value: 'dribbble.com/btixier' },
      { kind: 'domain', value: 'berangeretixier.fr' },
    ],
    address: '8 bis rue des Capucins, 69001 Lyon',
    addressShort: '69001 Lyon',
    details: [],
    summary:
      'Designer produit depuis neuf ans, passée par l’agence puis le produit. J’aime les interfaces sobres, ' +
      'les tests utilisateurs de terrain et les systèmes de design qui vivent.',
    jobs: [
      job('Product Designer senior', 'Michelin', 'Clermont-Ferrand', 'janv. 2021', 'aujourd’hui', [
        'Refonte de l’application de suivi de flotte pour les transporteurs (40 000 utilisateurs).',
        'Création du design system « Bibendum UI » avec deux développeuses front.',
      ]),
      job('UX/UI Designer', 'Agence Saint-Exupéry Digital', 'Lyon', 'sept. 2016', 'déc. 2020', [
        'Parcours de souscription pour deux mutuelles ; ateliers de co-conception.',
        'Tests utilisateurs en guérilla dans les gares.',
      ]),
    ],
    education: [edu('Master Design d’interaction', 'Université Jean Moulin Lyon 3', 'Lyon', '2016')],
    skills: ['Figma', 'Design system', 'Tests utilisateurs', 'Accessibilité RGAA', 'Prototypage'],
    keep: [
      'Michelin',
      'Bibendum UI',
      'Agence Saint-Exupéry Digital',
      'Université Jean Moulin Lyon 3',
      'Clermont-Ferrand',
    ],
    referees: [],
    jobDescription: 'Senior product designer for a B2B mobility app: design systems, user research, Figma.',
  },

  es: {
    locale: 'es-ES',
    language: 'es',
    name: {
      full: 'Ildefonso Garrido Urquiaga',
      variants: ['Ildefonso Garrido', 'I. Garrido U.', 'Garrido Urquiaga', 'Ildefonso', 'Urquiaga', 'Garrido, I.'],
    },
    given: 'Ildefonso',
    family: 'Garrido Urquiaga',
    title: 'Ingeniero de Datos',
    email: 'ilde.garrido@proton.me',
    phone: '+34 644 28 91 73',
    links: [{ kind: 'handle', value: 'github.com/ildegarrido' }],
    address: 'C/ Fuencarral, 97, 3º izda., 28004 Madrid',
    addressShort: '28004 Madrid',
    details: [{ kind: 'national_id', label: 'DNI', value: '50837216-K' }],
    summary:
      'Ingeniero de datos con seis años montando plataformas analíticas en banca y energía. Me muevo cómodo ' +
      'entre Spark, dbt y la gente de negocio.',
    jobs: [
      job('Ingeniero de Datos Senior', 'Iberdrola', 'Madrid', '03/2022', 'actualidad', [
        'Migración del data lake de Hadoop a Databricks; 300 TB y 1.200 tablas.',
        'Diseño de modelos dbt para la previsión de demanda eléctrica.',
      ]),
      job('Ingeniero de Datos', 'Banco Santander', 'Boadilla del Monte', '09/2018', '02/2022', [
        'Pipelines de riesgo de crédito en Spark y Airflow.',
        'Formación interna en SQL para 80 analistas.',
      ]),
    ],
    education: [
      edu('Grado en Ingeniería Informática', 'Universidad Rey Juan Carlos', 'Móstoles', '2018'),
      edu('Máster en Big Data', 'Universidad Carlos III de Madrid', 'Getafe', '2019'),
    ],
    skills: ['Apache Spark', 'dbt', 'Airflow', 'Databricks', 'SQL', 'Python'],
    keep: [
      'Iberdrola',
      'Banco Santander',
      'Universidad Rey Juan Carlos',
      'Universidad Carlos III de Madrid',
      'Apache Spark',
    ],
    referees: [],
    jobDescription: 'Senior data engineer: Spark, dbt, Airflow, lakehouse migration.',
  },

  br: {
    locale: 'pt-BR',
    language: 'pt',
    name: {
      full: 'Maristela Teixeira de Albuquerque Souza',
      variants: [
        'Maristela Souza',
        'Maristela Teixeira',
        'SOUZA, M. T. A.',
        'SOUZA, MARISTELA T. A.',
        'M. T. A. Souza',
        'Maristela',
        'Albuquerque Souza',
      ],
    },
    given: 'Maristela',
    family: 'Teixeira de Albuquerque Souza',
    title: 'Professora Adjunta — Engenharia de Alimentos',
    email: 'maristela.souza@ufjf.edu.br',
    phone: '(32) 98817-4402',
    links: [{ kind: 'link', value: 'http://lattes.cnpq.br/4817306259917743' }],
    address: 'Rua Halfeld, 1.204, apto 602, Centro, Juiz de Fora – MG, CEP 36010-003',
    addressShort: 'Juiz de Fora – MG, CEP 36010-003',
    details: [],
    summary:
      'Possui graduação em Engenharia de Alimentos pela Universidade Federal de Viçosa (2009), mestrado e doutorado ' +
      'em Ciência de Alimentos pela Universidade Estadual de Campinas (2015). Atua em tecnologia de laticínios e ' +
      'embalagens ativas.',
    jobs: [
      job('Professora Adjunta', 'Universidade Federal de Juiz de Fora', 'Juiz de Fora', '2016', 'Atual', [
        'Disciplinas de Tecnologia de Leite e Derivados e Embalagens de Alimentos.',
        'Coordenação do projeto “Queijo Minas artesanal seguro” (FAPEMIG).',
      ]),
      job('Pesquisadora visitante', 'Instituto Adolfo Lutz', 'São Paulo', '2015', '2016', [
        'Métodos de detecção de Listeria em queijos frescos.',
      ]),
    ],
    education: [
      edu('Doutorado em Ciência de Alimentos', 'Universidade Estadual de Campinas', 'Campinas', '2015'),
      edu('Graduação em Engenharia de Alimentos', 'Universidade Federal de Viçosa', 'Viçosa', '2009'),
    ],
    skills: ['Microbiologia de alimentos', 'Análise sensorial', 'Embalagens ativas', 'Statistica'],
    keep: [
      'Instituto Adolfo Lutz',
      'Universidade Federal de Juiz de Fora',
      'FAPEMIG',
      'Prêmio Péricles Salles Freire de Carvalho',
    ],
    coauthors: ['Otaviano Brum Caldeira', 'Rosicler Fontenelle Paiva'],
    publications: [
      'SOUZA, M. T. A.; CALDEIRA, O. B.; PAIVA, R. F. Filmes de quitosana com óleo de cravo em queijo Minas frescal. Revista do Instituto de Laticínios Cândido Tostes, v. 76, p. 112-125, 2021.',
      'CALDEIRA, O. B.; SOUZA, M. T. A. Vida útil de requeijão em embalagem ativa. Ciência Rural, v. 50, 2020.',
      'Maristela T. A. Souza, Rosicler F. Paiva. Listeria monocytogenes in artisanal cheese. Food Control, 118, 2020.',
    ],
    referees: [],
    jobDescription: 'Food science lecturer and researcher: dairy technology, active packaging, microbiology.',
  },

  mx: {
    locale: 'es-MX',
    language: 'es',
    name: {
      full: 'Eréndira Zamacona Ibarra',
      variants: [
        'Eréndira Zamacona',
        'E. Zamacona I.',
        'Zamacona Ibarra',
        'Zamacona',
        'Eréndira',
        'ZAMACONA IBARRA ERÉNDIRA',
      ],
    },
    given: 'Eréndira',
    family: 'Zamacona Ibarra',
    title: 'Contadora Pública — Auditoría Fiscal',
    email: 'erendira.zamacona@outlook.com',
    phone: '55 3928 4716',
    links: [],
    address: 'Av. Miguel Ángel de Quevedo 512, Int. 7, Col. Romero de Terreros, Coyoacán, C.P. 04310, CDMX',
    addressShort: 'Coyoacán, C.P. 04310, CDMX',
    details: [
      { kind: 'national_id', label: 'CURP', value: 'ZAIE890412MDFMBR07' },
      { kind: 'national_id', label: 'RFC', value: 'ZAIE890412QK5' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: '12 de abril de 1989' },
      { kind: 'marital_status', label: 'Estado civil', value: 'Soltera' },
    ],
    summary:
      'Contadora pública con diez años en auditoría fiscal y cumplimiento del SAT para empresas manufactureras y ' +
      'de consumo.',
    jobs: [
      job('Gerente de Auditoría Fiscal', 'Cervecería Cuauhtémoc Moctezuma', 'Monterrey', 'feb. 2020', 'a la fecha', [
        'Dictamen fiscal y devoluciones de IVA por 300 millones de pesos al año.',
        'Atención a revisiones del SAT y del IMSS.',
      ]),
      job('Auditora Senior', 'Ernst & Young', 'Ciudad de México', 'ago. 2014', 'ene. 2020', [
        'Auditoría de estados financieros de maquiladoras en Ciudad Juárez.',
        'Capacitación a nuevos auditores sobre NIF y CFDI 4.0.',
      ]),
    ],
    education: [
      edu('Licenciatura en Contaduría Pública', 'Universidad Nacional Autónoma de México', 'Ciudad de México', '2013'),
      edu('Maestría en Impuestos', 'Instituto Tecnológico Autónomo de México', 'Ciudad de México', '2018'),
    ],
    skills: ['CFDI 4.0', 'NIF', 'SAP', 'Excel avanzado', 'Contpaqi'],
    keep: ['Cervecería Cuauhtémoc Moctezuma', 'Ernst & Young', 'Ciudad Juárez', 'SAP'],
    referees: [
      { name: 'Leopoldo Anzures Villaseñor', title: 'Socio de Impuestos', org: 'Ernst & Young', phone: '55 5283 1300' },
    ],
    jobDescription: 'Tax audit manager: SAT compliance, VAT refunds, CFDI, audit team lead.',
  },

  cn: {
    locale: 'zh-CN',
    language: 'zh',
    name: {
      full: '欧阳沁岚',
      variants: ['Celia Ouyang', 'Ouyang Qinlan', 'Qinlan Ouyang', '沁岚', 'OUYANG Qinlan'],
    },
    given: '沁岚',
    family: '欧阳',
    english: 'Celia Ouyang',
    title: '供应链数据分析师',
    email: 'celia.oy@163.com',
    phone: '139-2647-8053',
    links: [],
    address: '广东省深圳市南山区科苑南路 3099 号 B 座 1708 室',
    addressShort: '深圳市南山区',
    details: [
      { kind: 'date_of_birth', label: '出生年月', value: '1993.06' },
      { kind: 'gender', label: '性别', value: '女' },
    ],
    summary: '五年供应链数据分析经验，熟悉需求预测与库存优化，能独立搭建数据看板。',
    jobs: [
      job('供应链数据分析师', '李宁体育用品有限公司', '广州', '2021.03', '至今', [
        '负责华南区门店补货模型，缺货率下降 18%。',
        '搭建 Tableau 库存看板，覆盖 600 家门店。',
      ]),
      job('数据分析专员', '顺丰速运', '深圳', '2018.07', '2021.02', [
        '分析干线运输时效，优化 12 条线路排班。',
        '编写 Python 脚本自动生成日报。',
      ]),
    ],
    education: [edu('统计学 硕士', '中山大学', '广州', '2018'), edu('数学与应用数学 学士', '暨南大学', '广州', '2016')],
    skills: ['Python', 'SQL', 'Tableau', 'SAP', 'Excel'],
    keep: ['李宁体育用品有限公司', '顺丰速运', '中山大学', 'Tableau'],
    referees: [],
    jobDescription: 'Supply-chain data analyst: demand forecasting, inventory optimisation, SQL, Python.',
  },

  kr: {
    locale: 'ko-KR',
    language: 'en',
    name: {
      full: 'Byeon Ha-neul',
      variants: ['Ha-neul Byeon', 'Haneul Byeon', 'BYEON Ha-neul', 'Byeon Haneul', 'H. Byeon', 'Ha-neul', 'Byeon'],
    },
    given: 'Ha-neul',
    family: 'Byeon',
    title: 'Machine Learning Engineer',
    email: 'haneul.byeon@kakao.com',
    phone: '+82 10-4187-2963',
    links: [
      { kind: 'handle', value: '@hnbyeon' },
      { kind: 'domain', value: 'haneulbyeon.io' },
    ],
    address: '서울특별시 마포구 월드컵북로 396, 1204호 (03925)',
    addressShort: 'Mapo-gu, Seoul 03925',
    details: [],
    summary:
      'ML engineer shipping recommendation and speech models to production. Five years in Korean e-commerce ' +
      'and fintech; I care about evaluation more than leaderboards.',
    jobs: [
      job('Machine Learning Engineer', 'Coupang', 'Seoul', 'Jan 2022', 'Present', [
        'Built the re-ranking model for the fresh-food vertical; +3.1% conversion in A/B tests.',
        'Cut GPU serving cost by 35% with distillation and Triton batching.',
      ]),
      job('Data Scientist', 'Toss (Viva Republica)', 'Seoul', 'Mar 2019', 'Dec 2021', [
        'Fraud detection features on PySpark; weekly model refresh on Kubeflow.',
      ]),
    ],
    education: [
      edu('M.S. Industrial Engineering', 'KAIST', 'Daejeon', '2019'),
      edu('B.S. Statistics', 'Sungkyunkwan University', 'Seoul', '2017'),
    ],
    skills: ['PyTorch', 'Triton Inference Server', 'Kubeflow', 'PySpark', 'SQL'],
    keep: ['Coupang', 'Toss (Viva Republica)', 'KAIST', 'Sungkyunkwan University', 'Triton Inference Server'],
    referees: [],
    jobDescription: 'Machine learning engineer for recommendations: PyTorch, model serving, A/B testing.',
  },

  vn: {
    locale: 'vi-VN',
    language: 'en',
    name: {
      full: 'Lữ Thị Bích Khuê',
      variants: ['Bích Khuê', 'Khuê Lữ', 'Lu Thi Bich Khue', 'Daisy Lữ', 'Daisy Lu', 'Khue Lu', 'Bich Khue'],
    },
    given: 'Bích Khuê',
    family: 'Lữ',
    english: 'Daisy',
    title: 'Senior QA Automation Engineer',
    email: 'daisy.luthibichkhue@gmail.com',
    phone: '(+84) 908 361 274',
    links: [{ kind: 'link', value: 'linkedin.com/in/daisy-lu-khue' }],
    address: '27/4 Nguyễn Văn Thủ, Phường Đa Kao, Quận 1, TP. Hồ Chí Minh',
    addressShort: 'Quận 1, TP. Hồ Chí Minh',
    details: [{ kind: 'date_of_birth', label: 'Date of birth', value: '17/02/1994' }],
    summary:
      'QA automation engineer with seven years of testing banking and logistics platforms for Japanese and ' +
      'Australian clients.',
    jobs: [
      job('Senior QA Automation Engineer', 'FPT Software', 'Ho Chi Minh City', '06/2020', 'Now', [
        'Built a Playwright and Cucumber framework for a Japanese bank; 2,400 regression cases.',
        'Coached a team of nine testers; introduced contract tests with Pact.',
      ]),
      job('QA Engineer', 'KMS Technology', 'Ho Chi Minh City', '07/2016', '05/2020', [
        'API testing with Postman and REST Assured for a US healthcare client.',
      ]),
    ],
    education: [edu('Engineer of Software Engineering', 'Ton Duc Thang University', 'Ho Chi Minh City', '2016')],
    skills: ['Playwright', 'Selenium', 'REST Assured', 'Pact', 'JMeter', 'ISTQB'],
    keep: ['FPT Software', 'KMS Technology', 'Ton Duc Thang University', 'REST Assured', 'ISTQB'],
    referees: [],
    jobDescription: 'Senior QA automation engineer: Playwright, API testing, test strategy.',
  },

  ng: {
    locale: 'en-NG',
    language: 'en',
    name: {
      full: 'Chidubem Ikenna Ezeagwuna',
      variants: [
        'Chidubem Ezeagwuna',
        'Ezeagwuna Chidubem',
        'C. I. Ezeagwuna',
        'Ezeagwuna',
        'Chidubem',
        'Dubem Ezeagwuna',
      ],
    },
    given: 'Chidubem',
    middle: 'Ikenna',
    family: 'Ezeagwuna',
    title: 'HSE Officer (Oil & Gas)',
    email: 'chidubem.ezeagwuna@yahoo.com',
    phone: '0803 617 2248',
    links: [],
    address: '15 Woji Road, GRA Phase 2, Port Harcourt, Rivers State',
    addressShort: 'Port Harcourt, Rivers State',
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: '3rd May, 1991' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Single' },
      { kind: 'gender', label: 'Gender', value: 'Male' },
    ],
    summary:
      'NEBOSH-certified HSE officer with 8 years on onshore and swamp locations; zero lost-time incidents on ' +
      'my last two campaigns.',
    jobs: [
      job('HSE Officer', 'Dangote Fertiliser Limited', 'Lekki, Lagos', 'Jan 2021', 'Date', [
        'Permit-to-work coordinator for the ammonia plant turnaround (1,100 workers).',
        'Ran daily toolbox talks and incident investigations (TapRooT).',
      ]),
      job('Safety Supervisor', 'Julius Berger Nigeria Plc', 'Port Harcourt', 'Mar 2015', 'Dec 2020', [
        'Supervised lifting operations and scaffolding inspections on the Eleme flyover.',
      ]),
    ],
    education: [edu('B.Eng. Chemical Engineering', 'Nnamdi Azikiwe University', 'Awka', '2013')],
    skills: ['NEBOSH IGC', 'ISO 45001', 'TapRooT', 'First Aid', 'MS Office'],
    keep: [
      'Dangote Fertiliser Limited',
      'Julius Berger Nigeria Plc',
      'Nnamdi Azikiwe University',
      'Port Harcourt',
      'NEBOSH IGC',
    ],
    referees: [
      {
        name: 'Engr. Tamunoibi Georgewill',
        title: 'Site Manager',
        org: 'Julius Berger Nigeria Plc',
        phone: '0805 442 1906',
      },
    ],
    jobDescription: 'HSE officer for a process plant: permits to work, incident investigation, ISO 45001.',
  },

  ph: {
    locale: 'en-PH',
    language: 'en',
    name: {
      full: 'Ma. Teresita Dimaculangan Bautista',
      variants: [
        'Ma. Teresita D. Bautista',
        'Teresita Bautista',
        'Tess Bautista',
        'Bautista, Ma. Teresita D.',
        'Teresita',
        'Dimaculangan',
      ],
    },
    given: 'Ma. Teresita',
    middle: 'Dimaculangan',
    family: 'Bautista',
    nick: 'Tess',
    title: 'Registered Nurse',
    email: 'tessbautista.rn@gmail.com',
    phone: '0917-482-3306',
    links: [],
    address: 'Blk 12 Lot 7, Sampaguita St., Brgy. Bagong Pag-asa, Quezon City 1105',
    addressShort: 'Quezon City 1105',
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: 'June 14, 1992' },
      { kind: 'marital_status', label: 'Civil Status', value: 'Married' },
      { kind: 'religion', label: 'Religion', value: 'Roman Catholic' },
      { kind: 'nationality', label: 'Citizenship', value: 'Filipino' },
      { kind: 'gender', label: 'Sex', value: 'Female' },
    ],
    summary:
      'To obtain a position as a staff nurse in a tertiary hospital where I can use my seven years of ICU ' +
      'experience and grow professionally.',
    jobs: [
      job('Staff Nurse, Medical ICU', "St. Luke's Medical Center", 'Quezon City', 'August 2018', 'Present', [
        'Care of 2–3 ventilated patients per shift; charge nurse on night duty.',
        'Preceptor for newly hired nurses.',
      ]),
      job('Staff Nurse', 'Jose R. Reyes Memorial Medical Center', 'Manila', 'May 2015', 'July 2018', [
        'Rotated through emergency room and surgical wards.',
      ]),
    ],
    education: [
      edu('Bachelor of Science in Nursing', 'University of Santo Tomas', 'Manila', '2014', 'PRC License No. 0813497'),
    ],
    skills: ['BLS', 'ACLS', 'IV Therapy', 'Hemodialysis assistance'],
    keep: [
      "St. Luke's Medical Center",
      'Jose R. Reyes Memorial Medical Center',
      'University of Santo Tomas',
      'ACLS',
      'Quezon City',
    ],
    referees: [
      {
        name: 'Rowena Macaraeg-Dizon, RN, MAN',
        title: 'Nurse Supervisor',
        org: "St. Luke's Medical Center",
        phone: '0918-227-4015',
      },
      {
        name: 'Dr. Anselmo Villaruz Jr.',
        title: 'Head, Pulmonary Medicine',
        org: 'Jose R. Reyes Memorial Medical Center',
        phone: '(02) 8711-9491',
      },
    ],
    jobDescription: 'ICU staff nurse: ventilated patients, ACLS, preceptorship.',
  },

  ca: {
    locale: 'en-CA',
    language: 'en',
    name: {
      full: 'Oriane Desrochers-McAllister',
      variants: ['Oriane Desrochers', 'Desrochers-McAllister', 'Oriane', 'O. Desrochers-McAllister', 'Desrochers'],
    },
    given: 'Oriane',
    family: 'Desrochers-McAllister',
    title: 'Environmental Compliance Specialist',
    email: 'oriane.dm@videotron.ca',
    phone: '514.555.0142',
    links: [],
    address: '4421, rue Saint-Urbain, app. 2, Montréal (Québec) H2W 1V8',
    addressShort: 'Montréal (Québec) H2W 1V8',
    details: [],
    summary: 'Bilingual environmental specialist (French/English) with permitting experience in mining and hydro.',
    jobs: [
      job('Environmental Compliance Specialist', 'Hydro-Québec', 'Montréal, QC', '2019', 'present', [
        'Prepared permit applications under the Fisheries Act for three generating stations.',
        'Led spill-response drills with First Nations monitors.',
      ]),
      job('Field Technician', 'Teck Resources', 'Sparwood, BC', '2015', '2019', [
        'Water-quality sampling and selenium monitoring in the Elk Valley.',
      ]),
    ],
    education: [
      edu('M.Env. Environmental Management', 'McGill University', 'Montréal', '2015'),
      edu('B.Sc. Biology', 'Simon Fraser University', 'Burnaby', '2013'),
    ],
    skills: ['ArcGIS', 'ISO 14001', 'Permitting', 'French (native)', 'English (fluent)'],
    keep: ['Hydro-Québec', 'Teck Resources', 'McGill University', 'Simon Fraser University', 'ISO 14001'],
    referees: [
      {
        name: 'Gaétan Beauséjour',
        title: 'Director, Environment',
        org: 'Hydro-Québec',
        phone: '514-555-0178',
        email: 'g.beausejour@example.ca',
      },
    ],
    jobDescription: 'Environmental compliance specialist: permitting, water quality, ISO 14001, bilingual.',
  },

  au: {
    locale: 'en-AU',
    language: 'en',
    name: {
      full: 'Tamsin Jocelyn Wolstenholme',
      variants: ['Tamsin Wolstenholme', 'Wolstenholme', 'Tamsin', 'T. J. Wolstenholme', 'Tam Wolstenholme'],
    },
    given: 'Tamsin',
    middle: 'Jocelyn',
    family: 'Wolstenholme',
    title: 'Civil Site Engineer',
    email: 'tamsin.wolstenholme@bigpond.com',
    phone: '0412 739 556',
    links: [],
    address: 'Unit 6/28 Lygon Street, Brunswick East VIC 3057',
    addressShort: 'Brunswick East VIC 3057',
    details: [],
    summary:
      'Civil site engineer with six years on rail and road projects in Victoria. Current White Card, ' +
      'HR licence and Working with Children Check.',
    jobs: [
      job('Site Engineer', 'John Holland', 'Melbourne VIC', 'Feb 2021', 'Current', [
        'Level Crossing Removal Project: set-out, ITPs and subcontractor coordination.',
        'Managed $4.2M of drainage and retaining-wall works.',
      ]),
      job('Graduate Engineer', 'McConnell Dowell', 'Geelong VIC', 'Jan 2019', 'Jan 2021', [
        'Quality records and as-built surveys for the Princes Highway duplication.',
      ]),
    ],
    education: [edu('Bachelor of Civil Engineering (Honours)', 'Monash University', 'Clayton VIC', '2018')],
    skills: ['12d Model', 'AutoCAD Civil 3D', 'Primavera P6', 'ITPs', 'Set-out'],
    keep: ['John Holland', 'McConnell Dowell', 'Monash University', 'Princes Highway', '12d Model'],
    referees: [
      { name: 'Declan Fairweather', title: 'Project Engineer', org: 'John Holland', phone: '0438 211 907' },
      { name: 'Priyanka Sandhu-Rowe', title: 'Senior Site Engineer', org: 'McConnell Dowell', phone: '0401 662 318' },
    ],
    jobDescription: 'Civil site engineer for rail infrastructure: set-out, quality, subcontractors.',
  },

  nz: {
    locale: 'en-NZ',
    language: 'en',
    name: {
      full: 'Hemi Tāwhiri Paraone-Lindqvist',
      variants: ['Hemi Paraone-Lindqvist', 'Paraone-Lindqvist', 'Hemi', 'H. T. Paraone-Lindqvist', 'Hemi Paraone'],
    },
    given: 'Hemi',
    middle: 'Tāwhiri',
    family: 'Paraone-Lindqvist',
    title: 'Winemaker',
    email: 'hemi.pl@xtra.co.nz',
    phone: '021 448 3071',
    links: [],
    address: '17 Seymour Square, Blenheim 7201',
    addressShort: 'Blenheim 7201',
    details: [],
    summary: 'Assistant winemaker with nine vintages in Marlborough and two in Oregon.',
    jobs: [
      job('Assistant Winemaker', 'Cloudy Bay Vineyards', 'Blenheim', '2020', 'present', [
        'Ferments for 2,300 tonnes of Sauvignon Blanc; lab and cellar team of eleven.',
      ]),
      job('Cellar Hand (vintage)', 'Villa Maria Estate', 'Auckland', '2016', '2019', [
        'Four vintages; forklift and confined-space tickets.',
      ]),
    ],
    education: [edu('Bachelor of Viticulture and Oenology', 'Lincoln University', 'Christchurch', '2015')],
    skills: ['Winemaking', 'Lab analysis', 'Forklift licence', 'Te reo Māori (conversational)'],
    keep: ['Cloudy Bay Vineyards', 'Villa Maria Estate', 'Lincoln University'],
    referees: [
      { name: 'Georgina Haddow-Pike', title: 'Chief Winemaker', org: 'Cloudy Bay Vineyards', phone: '027 614 2290' },
    ],
    jobDescription: 'Winemaker for a Marlborough estate: ferments, lab, cellar team.',
  },

  jp: {
    locale: 'ja-JP',
    language: 'ja',
    name: {
      full: '楠 美都葉',
      variants: ['楠美都葉', '美都葉', 'Mitsuha Kusunoki', 'KUSUNOKI Mitsuha', 'くすのき みつは'],
    },
    given: '美都葉',
    family: '楠',
    kana: 'くすのき みつは',
    title: 'フロントエンドエンジニア',
    email: 'm.kusunoki@nifty.com',
    phone: '+81 (0)90-6128-4037',
    links: [],
    address: '〒604-8205 京都府京都市中京区内藤町 412-3 グランヴィア御池 505',
    addressShort: '京都府京都市中京区',
    details: [{ kind: 'date_of_birth', label: '生年月日', value: '1991年7月3日' }],
    summary:
      '受託開発会社と自社サービス企業で計8年間、Webフロントエンド開発に従事してまいりました。アクセシビリティと性能改善を得意としております。',
    jobs: [
      job('フロントエンドエンジニア', '任天堂株式会社', '京都', '2020年4月', '現在', [
        '会員サイトのReact移行をリード（チーム5名）。',
        'Core Web Vitalsの改善によりLCPを40%短縮。',
      ]),
      job('Webエンジニア', '株式会社はてな', '京都', '2016年4月', '2020年3月', [
        'ブログサービスの記事編集画面をTypeScriptで再設計。',
      ]),
    ],
    education: [edu('情報学研究科 修士課程 修了', '京都大学大学院', '京都', '2016')],
    skills: ['TypeScript', 'React', 'Next.js', 'WAI-ARIA', 'Figma'],
    keep: ['任天堂株式会社', '株式会社はてな', 'TypeScript', 'Next.js'],
    referees: [],
    jobDescription: 'Frontend engineer: TypeScript, React, accessibility, performance.',
  },

  be: {
    locale: 'nl-BE',
    language: 'en',
    name: {
      full: 'Wouter Van Steenkiste',
      variants: ['Van Steenkiste', 'W. Van Steenkiste', 'Wouter', 'VAN STEENKISTE Wouter', 'Steenkiste'],
    },
    given: 'Wouter',
    family: 'Van Steenkiste',
    title: 'Logistics Planner',
    email: 'wouter.vansteenkiste@telenet.be',
    phone: '+32 478 61 29 04',
    links: [],
    address: 'Sint-Amandsstraat 38 bus 2, 8000 Brugge',
    addressShort: '8000 Brugge',
    details: [],
    summary: 'Planner with eight years in port and chemical logistics, Dutch, French, English and German.',
    jobs: [
      job('Senior Logistics Planner', 'Solvay', 'Antwerpen', '2019', 'today', [
        'Plans rail and barge flows for 1.8 Mt per year between Antwerp and Tavaux.',
        'Rolled out SAP TM for the Benelux sites.',
      ]),
      job('Planner', 'Colruyt Group', 'Halle', '2015', '2019', ['Distribution planning for 240 stores.']),
    ],
    education: [edu('Master Handelsingenieur', 'Universiteit Gent', 'Gent', '2015')],
    skills: ['SAP TM', 'Power BI', 'Dutch', 'French', 'German'],
    keep: ['Solvay', 'Colruyt Group', 'Universiteit Gent', 'SAP TM'],
    referees: [],
    jobDescription: 'Logistics planner for chemical flows: rail, barge, SAP TM.',
  },

  no: {
    locale: 'nb-NO',
    language: 'no',
    name: {
      full: 'Sølvi Haugland Tveit',
      variants: ['Sølvi Tveit', 'Haugland Tveit', 'Tveit', 'Sølvi', 'S. H. Tveit'],
    },
    given: 'Sølvi',
    family: 'Haugland Tveit',
    title: 'Havbruksbiolog',
    email: 'solvi.tveit@online.no',
    phone: '+47 924 18 305',
    links: [],
    address: 'Strandkaien 14, 5013 Bergen',
    addressShort: '5013 Bergen',
    details: [{ kind: 'date_of_birth', label: 'Født', value: '2. februar 1989' }],
    summary: 'Biolog med ti års erfaring fra fiskehelse og lakselusbekjempelse i oppdrett på Vestlandet.',
    jobs: [
      job('Fiskehelsebiolog', 'Mowi ASA', 'Bergen', '2018', 'nå', [
        'Ansvar for fiskehelse på 14 lokaliteter i Hordaland.',
        'Innførte rensefisk og lusetelling med kamera.',
      ]),
      job('Forsker', 'Havforskningsinstituttet', 'Bergen', '2014', '2018', [
        'Prosjekt om smittespredning mellom anlegg.',
      ]),
    ],
    education: [edu('Ph.d. i fiskehelse', 'Universitetet i Bergen', 'Bergen', '2014')],
    skills: ['Fiskehelse', 'Statistikk (R)', 'Båtførerbevis', 'Norsk', 'Engelsk'],
    keep: ['Mowi ASA', 'Havforskningsinstituttet', 'Universitetet i Bergen'],
    referees: [{ name: 'Arnfinn Løvås', title: 'Fagsjef', org: 'Mowi ASA', phone: '+47 911 40 227' }],
    jobDescription: 'Fish health biologist for salmon farming: sea lice, welfare, monitoring.',
  },

  ch: {
    locale: 'fr-CH',
    language: 'fr',
    name: {
      full: 'Anouk Rochat-Jaquier',
      variants: ['Anouk Rochat', 'Rochat-Jaquier', 'Anouk', 'A. Rochat-Jaquier', 'Rochat'],
    },
    given: 'Anouk',
    family: 'Rochat-Jaquier',
    title: 'Horlogère-rhabilleuse',
    email: 'anouk.rochat@bluewin.ch',
    phone: '+41 79 318 46 02',
    links: [],
    address: 'Rue de la Serre 61, 2300 La Chaux-de-Fonds',
    addressShort: '2300 La Chaux-de-Fonds',
    details: [
      { kind: 'date_of_birth', label: 'Date de naissance', value: '29.09.1987' },
      { kind: 'nationality', label: 'Nationalité', value: 'suisse et française' },
      { kind: 'marital_status', label: 'État civil', value: 'mariée, deux enfants' },
    ],
    summary: 'Horlogère CFC spécialisée dans les complications et le service après-vente haut de gamme.',
    jobs: [
      job('Horlogère-rhabilleuse', 'Patek Philippe', 'Plan-les-Ouates', '2016', 'ce jour', [
        'Révision de calibres à quantième perpétuel et chronographes.',
        'Formation des apprentis de 2e et 3e année.',
      ]),
      job('Horlogère', 'Tissot', 'Le Locle', '2008', '2016', ['Assemblage et réglage en atelier de série.']),
    ],
    education: [edu('CFC d’horlogère praticienne', 'CIFOM – École technique', 'Le Locle', '2008')],
    skills: ['Rhabillage', 'Complications', 'Réglage', 'Allemand B1'],
    keep: ['Patek Philippe', 'Tissot', 'La Chaux-de-Fonds'],
    referees: [],
    jobDescription: 'Watchmaker for high-end after-sales service: complications, regulation, training.',
  },

  pk: {
    locale: 'en-PK',
    language: 'en',
    name: {
      full: 'Zeeshan Haider Gondal',
      variants: ['Zeeshan Gondal', 'Zeeshan Haider', 'Z. H. Gondal', 'Gondal', 'Zeeshan'],
    },
    given: 'Zeeshan',
    middle: 'Haider',
    family: 'Gondal',
    title: 'Electrical Engineer (Power Distribution)',
    email: 'zeeshan.gondal@hotmail.com',
    phone: '+92 300 6418273',
    links: [],
    address: 'House No. 57, Street 9, Block C, Iqbal Town, Faisalabad',
    addressShort: 'Faisalabad',
    details: [
      { kind: 'national_id', label: 'CNIC', value: '33100-7482915-3' },
      { kind: 'date_of_birth', label: 'Date of Birth', value: '11-Jan-1990' },
      { kind: 'religion', label: 'Religion', value: 'Islam' },
      { kind: 'nationality', label: 'Nationality', value: 'Pakistani' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Married' },
    ],
    fatherName: 'Muhammad Akram Gondal',
    summary: 'PEC-registered electrical engineer seeking a challenging position in power distribution.',
    jobs: [
      job('Assistant Manager (Operations)', 'Faisalabad Electric Supply Company', 'Faisalabad', 'Oct 2016', 'Present', [
        'Supervise 11 kV feeders serving 48,000 consumers; reduced line losses by 3.2%.',
        'AMI smart-meter rollout in two subdivisions.',
      ]),
      job('Trainee Engineer', 'Siemens Pakistan Engineering', 'Lahore', 'Jul 2013', 'Sep 2016', [
        'Testing and commissioning of 132 kV grid stations.',
      ]),
    ],
    education: [edu('B.Sc. Electrical Engineering', 'University of Engineering and Technology', 'Lahore', '2013')],
    skills: ['ETAP', 'AutoCAD Electrical', 'SCADA', 'Protection relays'],
    keep: ['Faisalabad Electric Supply Company', 'Siemens Pakistan Engineering', 'Iqbal Town', 'ETAP'],
    referees: [],
    jobDescription: 'Power distribution engineer: 11 kV feeders, smart metering, line losses.',
  },

  ec: {
    locale: 'es-EC',
    language: 'es',
    name: {
      full: 'Segundo Rigoberto Quishpe Tixi',
      variants: [
        'Rigoberto Quishpe',
        'Segundo Quishpe',
        'Quishpe Tixi',
        'Quishpe',
        'Rigoberto',
        'S. R. Quishpe T.',
        'Rigo Quishpe',
      ],
    },
    given: 'Segundo Rigoberto',
    family: 'Quishpe Tixi',
    nick: 'Rigo',
    title: 'Ingeniero Agrónomo',
    email: 'rigo.quishpe@hotmail.es',
    phone: '099 418 2730',
    links: [],
    address: 'Av. Simón Bolívar y Calle Olmedo, Casa 14, Riobamba, Chimborazo',
    addressShort: 'Riobamba, Chimborazo',
    details: [
      { kind: 'national_id', label: 'Cédula de ciudadanía', value: '0603817244' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: '04/10/1986' },
      { kind: 'nationality', label: 'Nacionalidad', value: 'ecuatoriana' },
      { kind: 'marital_status', label: 'Estado civil', value: 'casado' },
    ],
    summary: 'Ingeniero agrónomo con experiencia en cultivos andinos, riego tecnificado y asociatividad campesina.',
    jobs: [
      job('Técnico de campo', 'Nestlé Ecuador', 'Cayambe', '2017', 'actualidad', [
        'Asistencia técnica a 320 productores de leche en pastos y riego.',
        'Programa de calidad de leche con centros de acopio comunitarios.',
      ]),
      job('Extensionista', 'Fundación Maquita Cushunchic', 'Quito', '2012', '2017', [
        'Proyectos de quinua orgánica para exportación en Chimborazo.',
      ]),
    ],
    education: [edu('Ingeniería Agronómica', 'Escuela Superior Politécnica de Chimborazo', 'Riobamba', '2011')],
    skills: ['Riego por goteo', 'GIS', 'Quichua', 'Extensión rural'],
    keep: [
      'Nestlé Ecuador',
      'Fundación Maquita Cushunchic',
      'Escuela Superior Politécnica de Chimborazo',
      'Av. Simón Bolívar',
    ],
    referees: [
      {
        name: 'Ing. Fabiola Ushiña Cando',
        title: 'Coordinadora de proyectos',
        org: 'Fundación Maquita Cushunchic',
        phone: '02 258 4417',
      },
    ],
    jobDescription: 'Agronomist for a dairy supply programme: pasture, irrigation, farmer training.',
  },

  lt: {
    locale: 'lt-LT',
    language: 'en',
    name: {
      full: 'Dovilė Žemaitytė',
      variants: ['Žemaitytė', 'Dovilė', 'D. Žemaitytė', 'Dovile Zemaityte'],
    },
    given: 'Dovilė',
    family: 'Žemaitytė',
    title: 'Site Reliability Engineer',
    email: 'dovile@zemaityte.lt',
    phone: '+370 612 48 307',
    links: [
      { kind: 'handle', value: '@dzemaityte' },
      { kind: 'domain', value: 'zemaityte.lt' },
    ],
    address: 'Pylimo g. 22-5, LT-01118 Vilnius',
    addressShort: 'LT-01118 Vilnius',
    details: [],
    summary: 'SRE who turns pager noise into dashboards people read. Kubernetes since 1.4.',
    jobs: [
      job('Site Reliability Engineer', 'Vinted', 'Vilnius', '2021', 'now', [
        'Run the Kubernetes platform for 600 services across three regions.',
        'Halved alert volume by rewriting SLOs with product teams.',
      ]),
      job('DevOps Engineer', 'Nord Security', 'Vilnius', '2017', '2021', [
        'Terraform and Ansible for 2,000 VPN servers.',
      ]),
    ],
    education: [edu('BSc Informatics', 'Vytautas Magnus University', 'Kaunas', '2017')],
    skills: ['Kubernetes', 'Prometheus', 'Grafana', 'Terraform', 'Ansible', 'Go'],
    keep: ['Vinted', 'Nord Security', 'Vytautas Magnus University', 'Prometheus'],
    referees: [],
    jobDescription: 'Site reliability engineer: Kubernetes, SLOs, observability, Terraform.',
  },
};

// Earlier roles and one more line on the current one: most resumes fill their page.
const EARLIER = {
  us: [null, 'Wrote the incident-review template the whole engineering org now uses.'],
  gb: [
    job('Healthcare Assistant (part-time)', 'Whittington Health NHS Trust', 'London', 'Oct 2013', 'Jun 2015', [
      'Weekend shifts on elderly care wards while studying.',
    ]),
    'Represent the unit on the sponsor’s data standards committee.',
  ],
  in: [
    job('Accounts Executive', 'TVS Sundram Fasteners', 'Chennai', 'Jun 2009', 'May 2010', [
      'Vendor reconciliation and TDS returns.',
    ]),
    'Handled hypercare for 1,200 open items after go-live; closed in six weeks.',
  ],
  de: [
    job(
      'Werkstudentin',
      'Fraunhofer-Institut für Solare Energiesysteme ISE',
      'Freiburg im Breisgau',
      '03/2015',
      '09/2017',
      ['Messreihen an alkalischen Elektrolyseuren, Auswertung in Python.'],
    ),
    'Betreuung von zwei Masterarbeiten zur Degradation von Membranen.',
  ],
  fr: [
    job('Graphiste junior', 'Imprimerie Lamartine', 'Villeurbanne', 'sept. 2014', 'août 2016', [
      'Mise en page de catalogues et d’affiches pour des salons professionnels.',
    ]),
    'Animation d’une communauté interne de 30 designers et rédacteurs.',
  ],
  es: [
    job('Becario de Business Intelligence', 'Mapfre', 'Majadahonda', '06/2017', '08/2018', [
      'Informes de siniestralidad en Power BI para la red comercial.',
    ]),
    'Responsable técnico de la guardia de datos (on-call) del equipo.',
  ],
  br: [null, 'Orientação de 4 dissertações de mestrado e 9 trabalhos de conclusão de curso.'],
  mx: [
    job('Auxiliar Contable', 'Grupo Bimbo', 'Ciudad de México', 'ene. 2012', 'jul. 2014', [
      'Conciliaciones bancarias y cálculo de impuestos provisionales.',
    ]),
    'Coordinación de un equipo de cinco auditores.',
  ],
  cn: [null, '推动采购、仓储、门店三方数据口径统一，编写数据字典。'],
  kr: [
    job('Research Intern', 'NAVER Clova', 'Seongnam', 'Jul 2018', 'Dec 2018', [
      'Korean speech recognition data cleaning and evaluation scripts.',
    ]),
    'Wrote the offline evaluation harness used by four ranking teams.',
  ],
  vn: [
    job('Manual Tester', 'TMA Solutions', 'Ho Chi Minh City', '09/2015', '06/2016', [
      'Test cases and bug reports for a telecom billing system.',
    ]),
    'Set up nightly runs on GitHub Actions with Allure reports.',
  ],
  ng: [
    job('NYSC Corps Member (Safety Unit)', 'Nigerian Agip Oil Company', 'Port Harcourt', 'Mar 2014', 'Feb 2015', [
      'Assisted in HSE audits and fire drills at the Rumuekpe flow station.',
    ]),
    'Reduced open audit findings from 64 to 9 within a year.',
  ],
  ph: [null, 'Member of the hospital’s Code Blue team and infection-control committee.'],
  ca: [null, 'Wrote the bilingual field guide for contractors on sediment control.'],
  au: [null, 'Prepared daily diaries, RFIs and hold-point release records.'],
  nz: [null, 'Ran the vintage lab: Brix, pH, TA, YAN and malolactic tracking.'],
  jp: [
    job('アルバイト', '株式会社ユーザベース', '東京', '2014年4月', '2016年3月', [
      '社内ツールのUI改善（jQuery、Sass）。',
    ]),
    'デザイナーと協働し、社内デザインシステムを構築。',
  ],
  be: [null, 'Key user for the transport control tower with BASF and Total colleagues.'],
  no: [null, 'Fagansvar for velferdsrapportering til Mattilsynet.'],
  ch: [null, 'Contrôle qualité final et documentation des interventions.'],
  pk: [null, 'Prepared PC-1 documents for feeder bifurcation projects.'],
  ec: [null, 'Capacitación en buenas prácticas de ordeño a 14 asociaciones.'],
  lt: [
    job('System Administrator', 'Telia Lietuva', 'Vilnius', '2015', '2017', [
      'Linux fleet patching and backup restores.',
    ]),
    'On-call lead; wrote 40 runbooks that new hires actually use.',
  ],
};
for (const [key, [earlier, bullet]] of Object.entries(EARLIER)) {
  const p = PEOPLE[key];
  p.jobs[0].bullets.push(bullet);
  if (earlier) p.jobs.push(earlier);
}
