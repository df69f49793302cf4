// Held-out part 24: its own invented people (none is a real person). Each carries the name forms its documents
// show, its identifiers in its country's formats, and terms that look like names but must be kept.
const job = (title, org, place, dates, bullets) => ({ title, org, place, dates, bullets });
const edu = (degree, school, place, dates) => ({ degree, school, place, dates });

export const PEOPLE = {
  usGrad: {
    locale: 'US',
    language: 'en',
    name: {
      full: 'Wendell Prosper Ashgrove',
      variants: ['Wendell P. Ashgrove', 'Wendell Ashgrove', 'Ashgrove', 'W. P. Ashgrove'],
    },
    email: 'wp.ashgrove@pm.me',
    phone: '(608) 555-0174',
    links: [
      { kind: 'handle', value: 'wpashgrove' },
      { kind: 'domain', value: 'wendellashgrove.dev' },
    ],
    address: '1187 Regent St Apt 2B, Madison, WI 53715',
    addressShort: 'Madison, WI 53715',
    details: [],
    headline: 'Mechanical Engineering, B.S. — May 2026 · GPA 3.71/4.00',
    summary:
      'New graduate looking for an entry-level test engineering role. Built a Formula SAE cooling loop and two capstone rigs.',
    jobs: [
      job('Test Engineering Co-op', 'Harley-Davidson Motor Company', 'Milwaukee, WI', 'Jun 2025 – Aug 2025', [
        'Wrote LabVIEW scripts for a 40-channel thermal rig used on three engine programs.',
        'Cut fixture changeover from 50 to 18 minutes with a quick-release clamp.',
      ]),
      job('Undergraduate Research Assistant', 'Wisconsin Energy Institute', 'Madison, WI', 'Jan 2024 – May 2026', [
        'Ran 120 calorimetry trials and logged them in MATLAB.',
      ]),
    ],
    education: [
      edu(
        'B.S. Mechanical Engineering, minor in Data Science',
        'University of Wisconsin–Madison',
        'Madison, WI',
        '2022 – 2026',
      ),
    ],
    skills: ['SolidWorks', 'MATLAB', 'LabVIEW', 'Python', 'GD&T', 'Apache Kafka'],
    keep: ['Formula SAE', 'Harley-Davidson Motor Company', "Dean's List", 'Goldwater Scholarship'],
    extra: ["Dean's List, six semesters", 'Goldwater Scholarship honorable mention, 2025'],
    jobDescription: 'Entry-level test engineer for a powertrain lab',
  },
  usVet: {
    locale: 'US',
    language: 'en',
    name: {
      full: 'Rosalind J. Teixeira-Hume',
      variants: ['Rosalind Teixeira-Hume', 'Teixeira-Hume', 'Roz Teixeira-Hume', 'Roz'],
    },
    email: 'roz.teixeirahume@outlook.com',
    phone: '910.555.0138',
    links: [{ kind: 'link', value: 'linkedin.com/in/roz-teixeira-hume' }],
    address: '402 Bragg Blvd, Fayetteville, NC 28301',
    addressShort: 'Fayetteville, NC 28301',
    details: [],
    headline: 'Logistics Operations Manager — U.S. Army veteran (SFC, 88N), Secret clearance (inactive)',
    summary:
      'Twelve years moving people and cargo for an Army transportation battalion; now moving into civilian distribution management. Translating: "platoon" means a team of 34, "convoy" means a multi-stop route plan.',
    jobs: [
      job('Transportation Management NCO', 'U.S. Army, 7th Transportation Brigade', 'Fort Eustis, VA', '2018 – 2025', [
        'Planned 300+ convoy movements with zero lost shipments.',
        'Led a team of 34 and trained 9 new dispatchers.',
      ]),
      job('Motor Transport Operator', 'U.S. Army', 'Fort Bragg, NC', '2013 – 2018', [
        'Drove and maintained M1083 trucks across 4 deployments.',
      ]),
    ],
    education: [
      edu('A.A.S. Logistics Management', 'Fayetteville Technical Community College', 'Fayetteville, NC', '2021'),
    ],
    skills: ['SAP ERP', 'Microsoft Excel', 'DOT compliance', 'Fleet scheduling', 'Lean Six Sigma Green Belt'],
    keep: ['Bronze Star Medal', 'Fort Eustis'],
    extra: ['Bronze Star Medal (2020)', 'CDL Class A (civilian, 2024)'],
    jobDescription: 'Distribution center operations manager',
  },
  ukNurse: {
    locale: 'GB',
    language: 'en',
    name: { full: 'Briony Halloway-Pike', variants: ['Halloway-Pike', 'Briony', 'B. Halloway-Pike'] },
    email: 'briony.hp@gmail.com',
    phone: '07700 900 418',
    links: [],
    address: 'Flat 3, 27 Cobbold Road, Ipswich IP4 2JW',
    addressShort: 'Ipswich IP4 2JW',
    details: [{ kind: 'national_id', value: 'NMC PIN 19F2034E', label: 'NMC registration' }],
    headline: 'Registered Adult Nurse (Band 5) — acute medicine',
    summary:
      'Adult nurse with four years on a 28-bed acute medical unit. Calm under pressure, mentor to student nurses, keen to move into a respiratory specialist role.',
    jobs: [
      job('Staff Nurse, Band 5', 'Ipswich Hospital, Alderman Ward', 'Ipswich', 'Sept 2021 – present', [
        'Cared for up to 8 patients per shift, including NIV and tracheostomy care.',
        'Practice supervisor for 11 student nurses from the University of Suffolk.',
      ]),
      job('Healthcare Assistant', 'Nightingale House Care Home', 'Woodbridge', '2018 – 2021', [
        'Personal care and observations for 30 residents living with dementia.',
      ]),
    ],
    education: [edu('BSc (Hons) Adult Nursing, 2:1', 'University of Suffolk', 'Ipswich', '2018 – 2021')],
    skills: ['NEWS2', 'IV therapy', 'Venepuncture', 'SystmOne', 'Cerner Millennium'],
    keep: ['Florence Nightingale Foundation', 'Alderman Ward'],
    extra: ['Florence Nightingale Foundation leadership workshop, 2024'],
    referees: [
      { name: 'Marguerite Olubunmi', title: 'Ward Manager, Alderman Ward', phone: '01473 704 221' },
      { name: 'Dr Hesketh Varma', title: 'Consultant Respiratory Physician', phone: '01473 704 390' },
    ],
    jobDescription: 'Respiratory specialist nurse',
  },
  inCampus: {
    locale: 'IN',
    language: 'en',
    name: {
      full: 'Tanmayi Venkatachalapathy',
      variants: ['Venkatachalapathy', 'Tanmayi', 'Tanmayi V.', 'TANMAYI VENKATACHALAPATHY'],
    },
    email: 'tanmayi.v2026@nitt.edu',
    phone: '+91 94431 20587',
    links: [{ kind: 'handle', value: 'tanmayi-v' }],
    address: 'No. 14, 3rd Cross Street, Thillai Nagar, Tiruchirappalli – 620018',
    addressShort: 'Tiruchirappalli – 620018',
    details: [
      { kind: 'date_of_birth', value: '07-11-2004', label: 'Date of Birth' },
      { kind: 'gender', value: 'Female', label: 'Gender' },
    ],
    headline: 'B.Tech Chemical Engineering · Roll No. 103122087 · CGPA 8.62',
    summary: 'Final-year student seeking a graduate engineer trainee role in process engineering.',
    jobs: [
      job('Summer Intern', 'Tata Chemicals Ltd.', 'Mithapur, Gujarat', 'May 2025 – Jul 2025', [
        'Mass-balance study of the soda ash calciner; found 3.4% steam loss.',
      ]),
      job('Project Trainee', 'Bharat Heavy Electricals Limited', 'Tiruchirappalli', 'Dec 2024', [
        'Studied boiler drum fabrication and weld inspection.',
      ]),
    ],
    education: [
      edu(
        'B.Tech Chemical Engineering, CGPA 8.62/10',
        'National Institute of Technology, Tiruchirappalli',
        'Tiruchirappalli',
        '2022 – 2026',
      ),
      edu('Class XII (CBSE), 94.2%', 'Kendriya Vidyalaya No. 2', 'Tiruchirappalli', '2022'),
    ],
    skills: ['Aspen HYSYS', 'DWSIM', 'MATLAB', 'AutoCAD Plant 3D', 'C++'],
    keep: ['Tata Chemicals Ltd.', 'Bharat Heavy Electricals Limited', 'Kendriya Vidyalaya No. 2'],
    extra: [
      'Secretary, Chemical Engineering Association (ChEA), 2024–25',
      'Winner, Chemathon at IIT Madras Shaastra 2025',
    ],
    jobDescription: 'Graduate engineer trainee in process engineering',
  },
  deElectric: {
    locale: 'DE',
    language: 'de',
    name: { full: 'Friedemann Holzapfel', variants: ['Holzapfel', 'F. Holzapfel', 'Friedemann'] },
    email: 'f.holzapfel@posteo.de',
    phone: '0176 / 4821 0935',
    links: [],
    address: 'Auerstraße 14a, 76227 Karlsruhe',
    addressShort: '76227 Karlsruhe',
    details: [
      { kind: 'date_of_birth', value: '03.09.1997', label: 'Geburtsdatum' },
      { kind: 'nationality', value: 'deutsch', label: 'Staatsangehörigkeit' },
      { kind: 'marital_status', value: 'ledig', label: 'Familienstand' },
    ],
    headline: 'Elektroniker für Energie- und Gebäudetechnik',
    summary:
      'Gesellenbrief 2017, seit drei Jahren Vorarbeiter auf Baustellen im Wohnungsbau. Ich möchte mich zum staatlich geprüften Techniker weiterbilden und suche eine Stelle im Service.',
    jobs: [
      job('Elektroniker / Vorarbeiter', 'Elektro Wunderlich GmbH', 'Ettlingen', '08/2019 – heute', [
        'Installation von Unterverteilungen und KNX-Anlagen in Mehrfamilienhäusern.',
        'Anleitung von zwei Auszubildenden.',
      ]),
      job('Ausbildung Elektroniker', 'Stadtwerke Bruchsal', 'Bruchsal', '09/2014 – 07/2017', [
        'Hausanschlüsse, Zählerwechsel, Prüfung nach DIN VDE 0100-600.',
      ]),
    ],
    education: [edu('Fachhochschulreife', 'Heinrich-Hertz-Schule', 'Karlsruhe', '2014')],
    skills: ['KNX', 'Siemens LOGO!', 'DIN VDE 0100', 'Photovoltaik', 'Führerschein Klasse B'],
    keep: ['Heinrich-Hertz-Schule', 'Siemens LOGO!', 'Elektro Wunderlich GmbH'],
    extra: ['Sprachen: Deutsch (Muttersprache), Englisch (B1)'],
    jobDescription: 'Servicetechniker Elektro für Gebäudetechnik',
  },
  frChef: {
    locale: 'FR',
    language: 'fr',
    name: {
      full: 'Aurélien Daguerre-Lescot',
      variants: ['Daguerre-Lescot', 'Aurélien', 'A. Daguerre-Lescot', 'DAGUERRE-LESCOT'],
    },
    email: 'aurelien.dl@laposte.net',
    phone: '06 71 28 43 90',
    links: [],
    address: '12 bis rue des Tanneurs, 69004 Lyon',
    addressShort: '69004 Lyon',
    details: [{ kind: 'age', value: '31 ans', label: 'Âge' }],
    headline: 'Chef de partie — cuisine gastronomique',
    summary:
      'Dix ans en brigade, dont quatre comme chef de partie poisson. Je souhaite rejoindre une maison engagée sur le produit local.',
    jobs: [
      job('Chef de partie poisson', 'Brasserie Georges', 'Lyon', '2021 – aujourd’hui', [
        'Gestion de la partie poisson, 180 couverts par service.',
        'Formation de deux commis.',
      ]),
      job('Commis puis demi-chef de partie', 'Maison Troisgros', 'Ouches (Loire)', '2016 – 2021', [
        'Mise en place, sauces, garde-manger.',
      ]),
    ],
    education: [edu('CAP Cuisine puis BP Arts de la cuisine', 'Institut Paul Bocuse', 'Écully', '2013 – 2016')],
    skills: ['HACCP', 'Cuisson basse température', 'Gestion des stocks', 'Anglais courant'],
    keep: ['Brasserie Georges', 'Maison Troisgros', 'Institut Paul Bocuse', 'Prix Taittinger'],
    extra: ['Demi-finaliste du Prix Taittinger 2023'],
    jobDescription: 'Sous-chef pour un restaurant gastronomique',
  },
  brDriver: {
    locale: 'BR',
    language: 'pt',
    name: { full: 'Josué Valadares Pimentel', variants: ['Josué Pimentel', 'Pimentel', 'Valadares Pimentel', 'Josué'] },
    email: 'josue.pimentel.transp@gmail.com',
    phone: '(34) 99127-4406',
    links: [],
    address: 'Rua Sebastião Arantes, 418 – Jardim Brasília, Uberlândia – MG, CEP 38401-276',
    addressShort: 'Uberlândia – MG',
    details: [
      { kind: 'date_of_birth', value: '22/04/1986', label: 'Data de nascimento' },
      { kind: 'marital_status', value: 'Casado', label: 'Estado civil' },
      { kind: 'national_id', value: '418.227.906-53', label: 'CPF' },
    ],
    headline: 'Motorista carreteiro — CNH categoria E, MOPP e curso de cargas indivisíveis',
    summary:
      'Quinze anos de estrada em rotas do Triângulo Mineiro ao Sul, sem acidentes. Disponibilidade para viagens.',
    jobs: [
      job('Motorista carreteiro', 'Transportadora Irmãos Bortolini Ltda.', 'Uberlândia – MG', '2016 – atual', [
        'Rotas de grãos e fertilizantes com bitrem, média de 11 mil km/mês.',
        'Zero multas por excesso de velocidade nos últimos 5 anos.',
      ]),
      job('Motorista de caminhão toco', 'Laticínios Vale do Paranaíba', 'Araguari – MG', '2010 – 2016', [
        'Entrega refrigerada para 40 clientes por semana.',
      ]),
    ],
    education: [
      edu('Ensino Médio completo', 'Escola Estadual Professor Juscelino Kubitschek', 'Uberlândia – MG', '2004'),
    ],
    skills: ['CNH E', 'MOPP', 'Tacógrafo digital', 'Rastreamento Sascar', 'Mecânica básica'],
    keep: ['Escola Estadual Professor Juscelino Kubitschek', 'Laticínios Vale do Paranaíba', 'SEST SENAT'],
    extra: ['Curso de Direção Defensiva — SEST SENAT (2022)'],
    jobDescription: 'Motorista de carreta para rotas interestaduais',
  },
  mxRetail: {
    locale: 'MX',
    language: 'es',
    name: {
      full: 'Ximena Guadalupe Ortúzar Bañuelos',
      variants: ['Ximena Ortúzar', 'Ortúzar Bañuelos', 'Ximena G. Ortúzar B.', 'Ortúzar', 'Ximena'],
    },
    email: 'xime.ortuzar@hotmail.com',
    phone: '33 1856 2094',
    links: [],
    address: 'Av. Manuel Acuña 2317, Col. Ladrón de Guevara, 44600 Guadalajara, Jal.',
    addressShort: '44600 Guadalajara, Jal.',
    details: [
      { kind: 'national_id', value: 'OUBX950612MJCRXM08', label: 'CURP' },
      { kind: 'date_of_birth', value: '12/06/1995', label: 'Fecha de nacimiento' },
      { kind: 'marital_status', value: 'Soltera', label: 'Estado civil' },
    ],
    headline: 'Supervisora de piso de ventas',
    summary: 'Seis años en tiendas departamentales; responsable de inventarios, caja y un equipo de 14 vendedores.',
    jobs: [
      job('Supervisora de piso', 'Liverpool Galerías Guadalajara', 'Zapopan, Jal.', '2020 – a la fecha', [
        'Equipo de 14 asesores; meta de ventas cumplida 10 de 12 meses en 2024.',
      ]),
      job('Cajera / auxiliar de inventarios', 'Soriana Híper Plaza del Sol', 'Guadalajara, Jal.', '2017 – 2020', [
        'Cortes de caja y conteos cíclicos semanales.',
      ]),
    ],
    education: [
      edu(
        'Lic. en Mercadotecnia (trunca, 6.º semestre)',
        'Universidad de Guadalajara, CUCEA',
        'Zapopan, Jal.',
        '2014 – 2017',
      ),
    ],
    skills: ['SAP Retail', 'Excel intermedio', 'Manejo de personal', 'Visual merchandising'],
    keep: ['Liverpool Galerías Guadalajara', 'Soriana Híper Plaza del Sol', 'Universidad de Guadalajara'],
    extra: [],
    referees: [{ name: 'Lic. Efraín Caballero Nuño', title: 'Gerente de tienda', phone: '33 3678 1120' }],
    jobDescription: 'Gerente de tienda departamental',
  },
  cnGrad: {
    locale: 'CN',
    language: 'zh',
    name: { full: '覃思远', variants: ['覃 思远', 'Qin Siyuan', 'Siyuan Qin'] },
    email: 'qinsiyuan0318@163.com',
    phone: '138-7716-2045',
    links: [],
    address: '广西壮族自治区南宁市青秀区民族大道136号',
    addressShort: '广西南宁市',
    details: [
      { kind: 'date_of_birth', value: '2003年3月18日', label: '出生日期' },
      { kind: 'gender', value: '男', label: '性别' },
    ],
    headline: '求职意向：嵌入式软件工程师（2026届应届生）',
    summary: '政治面貌：共青团员。熟悉 STM32 开发与 FreeRTOS，参加过全国大学生电子设计竞赛。',
    jobs: [
      job('嵌入式开发实习生', '广西柳工机械股份有限公司', '柳州', '2025.07 – 2025.09', [
        '负责装载机仪表盘 CAN 通信模块的调试，修复 6 个缺陷。',
      ]),
      job('助教', '广西大学电气工程学院', '南宁', '2024.09 – 2025.06', ['批改《单片机原理》实验报告。']),
    ],
    education: [edu('电子信息工程 本科（GPA 3.6/4.0）', '广西大学', '南宁', '2022.09 – 2026.06')],
    skills: ['C 语言', 'STM32', 'FreeRTOS', 'Altium Designer', 'Linux'],
    keep: ['广西柳工机械股份有限公司', '全国大学生电子设计竞赛'],
    extra: ['全国大学生电子设计竞赛 广西赛区一等奖（2025）', '英语六级 532 分'],
    jobDescription: '嵌入式软件工程师',
  },
  krJaso: {
    locale: 'KR',
    language: 'ko',
    name: { full: '류하은', variants: ['류 하은', 'Ryu Haeun', 'Haeun Ryu'] },
    email: 'haeun.ryu@naver.com',
    phone: '010-4172-6638',
    links: [],
    address: '대전광역시 유성구 대학로 291, 102동 1504호',
    addressShort: '대전광역시 유성구',
    details: [{ kind: 'date_of_birth', value: '1999.10.02', label: '생년월일' }],
    headline: '지원 분야: 간호사 (신규 간호사 공채)',
    summary:
      '충남대학교 간호학과를 졸업하고 간호사 면허를 취득했습니다. 중환자실 실습에서 배운 관찰력을 살리고 싶습니다.',
    jobs: [
      job('임상 실습', '충남대학교병원 내과계 중환자실', '대전', '2024.03 – 2024.06', [
        '활력징후 측정과 인공호흡기 환자 간호 보조.',
      ]),
      job('봉사 활동', '대전 유성구 보건소', '대전', '2022 – 2023', ['독거 어르신 방문 건강 체크 40회.']),
    ],
    education: [edu('간호학과 학사 (학점 4.1/4.5)', '충남대학교', '대전', '2020.03 – 2025.02')],
    skills: ['BLS', 'ACLS', 'EMR(베스트케어)', '토익 865'],
    keep: ['충남대학교병원', '나이팅게일 선서식'],
    extra: ['나이팅게일 선서식 대표 낭독 (2022)'],
    jobDescription: '신규 간호사',
  },
  vnTeacher: {
    locale: 'VN',
    language: 'vi',
    name: {
      full: 'Lưu Thị Bích Ngọc',
      variants: ['Bích Ngọc', 'Ngọc', 'Lưu Thị Bích Ngọc (Jasmine)', 'Jasmine Luu', 'Jasmine', 'LƯU THỊ BÍCH NGỌC'],
    },
    email: 'jasmine.luubn@gmail.com',
    phone: '0912 348 075',
    links: [],
    address: 'Số 27 ngõ 192 Lê Trọng Tấn, Phường Khương Mai, Quận Thanh Xuân, Hà Nội',
    addressShort: 'Quận Thanh Xuân, Hà Nội',
    details: [{ kind: 'date_of_birth', value: '15/08/1996', label: 'Ngày sinh' }],
    headline: 'Giáo viên tiếng Anh THCS — IELTS 8.0',
    summary:
      'Năm năm dạy tiếng Anh cho học sinh cấp hai, chủ nhiệm lớp 8, muốn chuyển sang vị trí tổ trưởng chuyên môn.',
    jobs: [
      job('Giáo viên tiếng Anh', 'Trường THCS Nguyễn Trường Tộ', 'Hà Nội', '2020 – nay', [
        'Dạy 5 lớp khối 8 và 9, tỷ lệ đạt IELTS 5.5 trở lên tăng từ 40% lên 62%.',
      ]),
      job('Trợ giảng', 'Apollo English', 'Hà Nội', '2018 – 2020', ['Hỗ trợ giáo viên bản ngữ cho lớp thiếu nhi.']),
    ],
    education: [edu('Cử nhân Sư phạm Tiếng Anh', 'Đại học Ngoại ngữ – ĐHQG Hà Nội', 'Hà Nội', '2014 – 2018')],
    skills: ['IELTS 8.0', 'Google Classroom', 'Canva', 'TESOL'],
    keep: ['Trường THCS Nguyễn Trường Tộ', 'Apollo English', 'Đại học Ngoại ngữ'],
    extra: [],
    jobDescription: 'Tổ trưởng chuyên môn tiếng Anh',
  },
  ngNysc: {
    locale: 'NG',
    language: 'en',
    name: {
      full: 'Ifeoluwa Tamaraebi Adebanjo-Okorie',
      variants: ['Ifeoluwa Adebanjo-Okorie', 'Adebanjo-Okorie', 'Ifeoluwa', 'I. T. Adebanjo-Okorie'],
    },
    email: 'ifeadebanjo.okorie@yahoo.com',
    phone: '0803-417-2296',
    links: [],
    address: '14 Adeniji Jones Avenue, Ikeja, Lagos State',
    addressShort: 'Ikeja, Lagos State',
    details: [
      { kind: 'date_of_birth', value: '19th March 1999', label: 'Date of Birth' },
      { kind: 'religion', value: 'Christianity', label: 'Religion' },
      { kind: 'marital_status', value: 'Single', label: 'Marital Status' },
    ],
    headline: 'Graduate Accountant — NYSC completed (LA/23B/5187)',
    summary: 'Hard-working graduate with ICAN Skills level passed, seeking an audit trainee position.',
    jobs: [
      job(
        'NYSC Corps Member (Accounts Unit)',
        'Lagos State Internal Revenue Service',
        'Alausa, Ikeja',
        'Nov 2023 – Oct 2024',
        ['Reconciled PAYE remittances for 60 employers each month.'],
      ),
      job('SIWES Intern', 'Obafemi Awolowo University Teaching Hospitals Complex', 'Ile-Ife', 'Jun 2021 – Nov 2021', [
        'Posted vouchers into the Sage 300 ledger.',
      ]),
    ],
    education: [
      edu('B.Sc. Accounting (Second Class Upper)', 'Obafemi Awolowo University', 'Ile-Ife, Osun State', '2016 – 2022'),
    ],
    skills: ['Sage 300', 'Microsoft Excel', 'IFRS', 'QuickBooks'],
    keep: ['Obafemi Awolowo University', 'Lagos State Internal Revenue Service'],
    extra: ['ICAN Skills level passed (2024)'],
    referees: [{ name: 'Mr. Olumide Fashanu-Ebere', title: 'Head of Accounts, LIRS', phone: '0805 661 3390' }],
    jobDescription: 'Audit trainee',
  },
  phPds: {
    locale: 'PH',
    language: 'en',
    name: {
      full: 'Ma. Theresa Dimaculangan Villaroza',
      variants: ['Theresa Villaroza', 'Villaroza', 'Ma. Theresa D. Villaroza', 'Tess Villaroza', 'Tess'],
    },
    email: 'tessvillaroza@yahoo.com.ph',
    phone: '0917 642 3381',
    links: [],
    address: 'Blk 7 Lot 22, Mabini Homes, Brgy. San Isidro, Lipa City, Batangas 4217',
    addressShort: 'Lipa City, Batangas 4217',
    details: [
      { kind: 'date_of_birth', value: '04/05/1990', label: 'Date of Birth' },
      { kind: 'marital_status', value: 'Married', label: 'Civil Status' },
      { kind: 'national_id', value: '33-4417026-8', label: 'SSS No.' },
    ],
    headline: 'Public School Teacher I — Grade 4 adviser',
    summary: 'Licensed professional teacher, eight years in public elementary school.',
    jobs: [
      job('Teacher I', 'Don Claro Mabini Elementary School', 'Lipa City', 'Jun 2017 – present', [
        'Grade 4 adviser, 42 learners; reading intervention using Phil-IRI.',
      ]),
      job('Private School Teacher', 'Saint Bridget College', 'Batangas City', '2014 – 2017', [
        'Taught Science and Araling Panlipunan.',
      ]),
    ],
    education: [edu('Bachelor of Elementary Education', 'Batangas State University', 'Batangas City', '2010 – 2014')],
    skills: ['Phil-IRI', 'DepEd LIS', 'Microsoft Office'],
    keep: ['Don Claro Mabini Elementary School', 'Saint Bridget College', 'Batangas State University'],
    extra: ['Licensure Examination for Teachers passed, 2014'],
    jobDescription: 'Master Teacher I',
  },
  caChange: {
    locale: 'CA',
    language: 'en',
    name: {
      full: 'Gaëtan Beaulieu-Ferland',
      variants: ['Beaulieu-Ferland', 'Gaëtan', 'G. Beaulieu-Ferland', 'Gaetan Beaulieu-Ferland'],
    },
    email: 'gaetan.bf@videotron.ca',
    phone: '514-555-0193',
    links: [{ kind: 'handle', value: '@gbferland' }],
    address: '3420, rue Masson, app. 5, Montréal (Québec) H1X 1R4',
    addressShort: 'Montréal (Québec) H1X 1R4',
    details: [],
    headline: 'Project Coordinator — from restaurant kitchens to construction projects',
    summary:
      'Nine years running a kitchen taught me scheduling, suppliers and safety. Completed a PMI-accredited CAPM in 2025.',
    jobs: [
      job('Kitchen Manager', 'Chez Lévesque', 'Montréal, QC', '2017 – 2024', [
        'Scheduled 22 staff across two services; cut food waste 18%.',
        'Managed a $640k annual supplier budget.',
      ]),
      job('Site Coordinator (internship)', 'Pomerleau', 'Laval, QC', 'Jan 2025 – Apr 2025', [
        'Tracked RFIs and submittals on a 9-storey residential build.',
      ]),
    ],
    education: [
      edu(
        'Certificate in Project Management',
        'Concordia University, John Molson School of Business',
        'Montréal, QC',
        '2024 – 2025',
      ),
    ],
    skills: ['MS Project', 'Procore', 'Budgeting', 'Vendor management', 'Bilingual (FR/EN)'],
    keep: ['Pomerleau', 'John Molson School of Business', 'Concordia University'],
    extra: ['Transferable skills: scheduling under pressure, supplier negotiation, health & safety (CNESST)'],
    jobDescription: 'Construction project coordinator',
  },
  auCare: {
    locale: 'AU',
    language: 'en',
    name: { full: 'Marigold Trevithick', variants: ['Trevithick', 'Marigold', 'Goldie Trevithick', 'Goldie'] },
    email: 'goldie.trevithick@bigpond.com',
    phone: '0423 118 705',
    links: [],
    address: 'Unit 4/18 Hargraves Street, Castlemaine VIC 3450',
    addressShort: 'Castlemaine VIC 3450',
    details: [],
    headline: 'Aged Care Worker — Cert III Individual Support',
    summary:
      'Warm and reliable carer with five years in residential aged care and home care. Current NDIS Worker Screening and First Aid.',
    jobs: [
      job('Personal Care Worker', 'Mount Alexander Hospital, Thompson House', 'Castlemaine VIC', '2021 – present', [
        'Daily care for 15 residents; trained in manual handling and medication prompting.',
      ]),
      job('Home Care Worker', 'Bendigo District Nursing Service', 'Bendigo VIC', '2019 – 2021', [
        'Visited 8 clients a day for showering, meals and shopping.',
      ]),
    ],
    education: [
      edu('Certificate III in Individual Support (Ageing)', 'Bendigo Kangan Institute', 'Bendigo VIC', '2019'),
    ],
    skills: ['Manual handling', 'Medication prompting', 'First Aid (HLTAID011)', 'Dementia care'],
    keep: ['Thompson House', 'Bendigo Kangan Institute', 'Mount Alexander Hospital'],
    extra: [],
    referees: [{ name: 'Prudence Ashcombe', title: 'Care Coordinator', phone: '(03) 5471 2234' }],
    jobDescription: 'Aged care team leader',
  },
  atPastry: {
    locale: 'AT',
    language: 'de',
    name: {
      full: 'Leopoldine Brandstätter',
      variants: ['Brandstätter', 'Leopoldine', 'Poldi Brandstätter', 'L. Brandstätter'],
    },
    email: 'poldi.brandstaetter@gmx.at',
    phone: '+43 664 281 73 05',
    links: [],
    address: 'Leonhardstraße 58/7, 8010 Graz',
    addressShort: '8010 Graz',
    details: [
      { kind: 'date_of_birth', value: '11.02.1994', label: 'Geburtsdatum' },
      { kind: 'nationality', value: 'Österreich', label: 'Staatsbürgerschaft' },
    ],
    headline: 'Konditormeisterin',
    summary:
      'Meisterprüfung 2022, acht Jahre in Konditoreien und einem Hotel. Spezialität: Torten und Feingebäck nach alten steirischen Rezepten.',
    jobs: [
      job('Chef-Pâtissière', 'Hotel Erzherzog Johann', 'Graz', '2022 – heute', [
        'Dessertkarte für Restaurant und Bankett (bis 300 Gäste).',
      ]),
      job('Konditorin', 'Konditorei Sorger', 'Graz', '2015 – 2022', ['Tortenproduktion, Lehrlingsausbildung.']),
    ],
    education: [
      edu('Meisterprüfung Konditor', 'WIFI Steiermark', 'Graz', '2022'),
      edu('Lehrabschluss Konditorin', 'Landesberufsschule Bad Gleichenberg', 'Bad Gleichenberg', '2015'),
    ],
    skills: ['Schokoladenverarbeitung', 'HACCP', 'Kalkulation', 'Englisch B2'],
    keep: ['Hotel Erzherzog Johann', 'Konditorei Sorger', 'WIFI Steiermark', 'Sachertorte'],
    extra: ['Silber beim Steirischen Mehlspeiswettbewerb 2021 (Sachertorte)'],
    jobDescription: 'Leitung Patisserie',
  },
  pkCivil: {
    locale: 'PK',
    language: 'en',
    name: { full: 'Zohaib Farrukh Qureshi', variants: ['Zohaib Qureshi', 'Zohaib F. Qureshi', 'Qureshi', 'Zohaib'] },
    email: 'zohaib.fq@gmail.com',
    phone: '+92 321 4408 517',
    links: [],
    address: 'House 112, Street 9, Block J, Johar Town, Lahore',
    addressShort: 'Johar Town, Lahore',
    details: [
      { kind: 'national_id', value: '35202-7718204-5', label: 'CNIC' },
      { kind: 'date_of_birth', value: '02 Jan 1993', label: 'Date of Birth' },
    ],
    fatherName: 'Farrukh Jamil Qureshi',
    headline: 'Site Engineer (Civil) — PEC registered',
    summary: 'Civil engineer with seven years on road and bridge projects; PEC registration CIVIL/48213.',
    jobs: [
      job('Site Engineer', 'Habib Construction Services', 'Lahore', '2019 – present', [
        'Supervised a 2.4 km elevated section of the Ring Road.',
        'Checked 900+ pour cards and bar bending schedules.',
      ]),
      job('Junior Engineer', 'Frontier Works Organization', 'Gwadar', '2017 – 2019', [
        'Quantity surveys for coastal highway culverts.',
      ]),
    ],
    education: [
      edu('B.Sc. Civil Engineering', 'University of Engineering and Technology, Lahore', 'Lahore', '2012 – 2016'),
    ],
    skills: ['AutoCAD', 'Primavera P6', 'ETABS', 'Quantity surveying'],
    keep: ['Habib Construction Services', 'Frontier Works Organization', 'Allama Iqbal Town'],
    extra: ['Volunteer, flood relief camps, Allama Iqbal Town (2022)'],
    jobDescription: 'Senior site engineer for bridges',
  },
  ecAcct: {
    locale: 'EC',
    language: 'es',
    name: {
      full: 'María Belén Cárdenas Zambrano',
      variants: ['María Belén Cárdenas', 'M. B. Cárdenas Z.', 'Cárdenas Zambrano', 'Cárdenas', 'Belén Cárdenas'],
    },
    email: 'mbcardenasz@outlook.es',
    phone: '099 274 1638',
    links: [],
    address: 'Calle Vicente Rocafuerte N4-52 y Espejo, Quito',
    addressShort: 'Quito',
    details: [{ kind: 'national_id', value: '1718203946', label: 'Cédula' }],
    headline: 'Contadora Pública Autorizada (CPA)',
    summary: 'Ocho años en contabilidad y tributación para pymes; declaraciones al SRI y cierres mensuales.',
    jobs: [
      job('Contadora general', 'Importadora Tomebamba S.A.', 'Quito', '2019 – actualidad', [
        'Cierres contables en 5 días y conciliaciones de 12 cuentas bancarias.',
      ]),
      job('Asistente contable', 'Ferretería Juan Montalvo Cía. Ltda.', 'Ambato', '2016 – 2019', [
        'Registro de compras y retenciones en el ATS.',
      ]),
    ],
    education: [
      edu(
        'Ingeniería en Contabilidad y Auditoría, CPA',
        'Pontificia Universidad Católica del Ecuador',
        'Quito',
        '2011 – 2016',
      ),
    ],
    skills: ['NIIF para PYMES', 'SRI en línea', 'Contifico', 'Excel avanzado'],
    keep: [
      'Importadora Tomebamba S.A.',
      'Ferretería Juan Montalvo Cía. Ltda.',
      'Pontificia Universidad Católica del Ecuador',
    ],
    extra: [],
    referees: [{ name: 'Ing. Patricio Oleas Mantilla', title: 'Gerente financiero', phone: '02 245 8871' }],
    jobDescription: 'Jefe de contabilidad',
  },
  keKra: {
    locale: 'KE',
    language: 'en',
    name: { full: 'Njeri Wambui Gathogo', variants: ['Njeri Gathogo', 'Gathogo', 'Njeri', 'N. W. Gathogo'] },
    email: 'njeri.gathogo@gmail.com',
    phone: '+254 722 418 903',
    links: [],
    address: 'P.O. Box 4471-00100, Nairobi',
    addressShort: 'Nairobi',
    details: [
      { kind: 'national_id', value: 'A014782236Q', label: 'KRA PIN' },
      { kind: 'national_id', value: '28817430', label: 'ID No.' },
      { kind: 'date_of_birth', value: '23/07/1991', label: 'Date of Birth' },
    ],
    headline: 'Clinical Officer — Outpatient and HIV care',
    summary:
      'Registered clinical officer with eight years in county facilities; experienced in HIV care, TB screening and outreach clinics.',
    jobs: [
      job('Clinical Officer', 'Mbagathi County Referral Hospital', 'Nairobi', '2019 – present', [
        'Saw 45 outpatients a day; ran the Comprehensive Care Centre on Thursdays.',
      ]),
      job('Clinical Officer Intern', 'Kenyatta National Hospital', 'Nairobi', '2016 – 2017', [
        'Rotations in paediatrics, surgery and casualty.',
      ]),
    ],
    education: [
      edu('Diploma in Clinical Medicine and Surgery', 'Kenya Medical Training College', 'Nyeri', '2013 – 2016'),
    ],
    skills: ['KenyaEMR', 'DHIS2', 'HIV testing services', 'TB screening'],
    keep: ['Kenyatta National Hospital', 'Mbagathi County Referral Hospital', 'Kenya Medical Training College'],
    extra: [],
    referees: [{ name: 'Dr. Kiprono Chelagat-Mwaura', title: 'Medical Superintendent', phone: '+254 733 209 115' }],
    jobDescription: 'Senior clinical officer',
  },
  jpShokumu: {
    locale: 'JP',
    language: 'ja',
    name: { full: '椎名 朔也', variants: ['椎名朔也', '椎名', 'しいな さくや', 'Sakuya Shiina'] },
    email: 'sakuya.shiina@icloud.com',
    phone: '+81 (0)90-6218-4470',
    links: [],
    address: '〒814-0133 福岡県福岡市城南区七隈4-17-9 ハイツ七隈203',
    addressShort: '福岡県福岡市城南区',
    details: [{ kind: 'date_of_birth', value: '1994年6月9日', label: '生年月日' }],
    headline: '職務経歴書 — 物流倉庫管理',
    summary: '物流センターで8年間、入出荷管理と在庫管理を担当。フォークリフト運転技能講習修了。',
    jobs: [
      job('センター長代理', '西鉄物流株式会社 福岡東センター', '福岡県糟屋郡', '2020年4月～現在', [
        'パート・派遣スタッフ60名のシフト管理、誤出荷率を0.05%から0.01%に改善。',
      ]),
      job('倉庫作業スタッフ', '株式会社ハヤシ運輸', '福岡市', '2016年4月～2020年3月', [
        'フォークリフトでの入出荷作業、棚卸し。',
      ]),
    ],
    education: [edu('商学部 卒業', '福岡大学', '福岡市', '2012年4月～2016年3月')],
    skills: ['フォークリフト', 'WMS', 'Excel VBA', '衛生管理者 第二種'],
    keep: ['西鉄物流株式会社', '福岡大学'],
    extra: [],
    jobDescription: '物流センター管理者',
  },
  eeDev: {
    locale: 'EE',
    language: 'en',
    name: { full: 'Kaarel Rüütmaa', variants: ['Rüütmaa', 'Kaarel', 'K. Rüütmaa', 'Ruutmaa', 'Rüütmaa, K.'] },
    email: 'kaarel@ruutmaa.ee',
    phone: '+372 5819 3307',
    links: [
      { kind: 'handle', value: 'kruutmaa' },
      { kind: 'domain', value: 'ruutmaa.ee' },
    ],
    address: 'Vanemuise 44-12, 51003 Tartu',
    addressShort: '51003 Tartu',
    details: [],
    headline: 'PhD candidate, computational linguistics — moving to industry NLP',
    summary:
      'Four years of research on Finno-Ugric morphology; three first-author papers. Looking for an applied NLP role.',
    jobs: [
      job('Junior Research Fellow', 'Institute of Computer Science, University of Tartu', 'Tartu', '2022 – present', [
        'Built a morphological analyser for Võro with 94% coverage.',
      ]),
      job('Software Developer', 'Skype Technologies OÜ', 'Tallinn', '2018 – 2021', [
        'Backend services in Go; on-call for the media relay.',
      ]),
    ],
    education: [edu('MSc Computer Science', 'University of Tartu', 'Tartu', '2016 – 2018')],
    skills: ['Python', 'PyTorch', 'Go', 'Estonian NLP', 'Hugging Face Transformers'],
    keep: ['Skype Technologies OÜ', 'University of Tartu', 'Hugging Face Transformers'],
    extra: [],
    coauthors: ['Liis Vahtramäe', 'Tõnis Kangro'],
    publications: [
      'Rüütmaa, K., Vahtramäe, L. and Kangro, T. (2025). Morphological analysis of Võro with finite-state transducers. In Proceedings of NoDaLiDa, 201–210.',
      'L. Vahtramäe, K. Rüütmaa. Neural lemmatisation for low-resource Finnic languages. Baltic Journal of Modern Computing 12(3), 2024.',
    ],
    referees: [{ name: 'Prof. Heiki-Jaan Pärtel', title: 'Professor of Language Technology', phone: '+372 737 5412' }],
    jobDescription: 'Applied NLP engineer',
  },
};
