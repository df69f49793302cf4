// Held-out part 13: twenty invented people. Every name, address, phone, e-mail, handle, domain and identity
// number here is made up for this corpus; employers, schools, prizes and places are real institutions named only
// as where a fictional person worked or studied (several are named after people, on purpose: terms to keep).

/** en-US: a middle initial, a suffix-free hyphenated family name; Harvard-style and ATS. */
const lorcan = {
  key: 'lorcan',
  locale: 'en-US',
  language: 'en',
  given: 'Lorcan',
  family: 'Whitlow-Pryce',
  name: {
    full: 'Lorcan T. Whitlow-Pryce',
    variants: ['Lorcan Whitlow-Pryce', 'Lorcan Whitlow Pryce', 'L. T. Whitlow-Pryce'],
  },
  headline: 'Supply Chain Analyst',
  email: 'ltwhitlowpryce@fastmail.us',
  phone: '(715) 555-0143',
  links: [{ kind: 'link', value: 'linkedin.com/in/lorcan-whitlow-pryce', label: 'LinkedIn' }],
  address: '4417 Ridgeview Terrace, Apt 3B, Eau Claire, WI 54701',
  addressShort: 'Eau Claire, WI 54701',
  details: [],
  summary:
    'Analyst with five years in food-manufacturing logistics who turns messy shipment data into planning decisions. Comfortable owning a forecast end to end, from the SQL to the Monday meeting.',
  jobs: [
    {
      role: 'Senior Supply Chain Analyst',
      org: 'Hormel Foods',
      place: 'Austin, MN',
      dates: 'Jun 2022 – Present',
      bullets: [
        'Rebuilt the weekly demand forecast for 140 refrigerated SKUs, cutting forecast error from 31% to 19%.',
        'Streamed plant scan events through Apache Kafka into a Snowflake model used by four distribution centers.',
        'Led a cross-functional review of carrier contracts that saved $1.2M in annual freight.',
      ],
    },
    {
      role: 'Logistics Analyst',
      org: 'Menards',
      place: 'Eau Claire, WI',
      dates: 'Aug 2019 – May 2022',
      bullets: [
        'Automated the inbound appointment report in Python, freeing ten analyst hours a week.',
        'Mapped dock congestion with Tableau dashboards reviewed daily by yard supervisors.',
      ],
    },
  ],
  education: [
    {
      degree: 'M.S. Engineering Management',
      school: 'Johns Hopkins University',
      place: 'Baltimore, MD',
      dates: 'May 2019',
      note: 'GPA 3.8/4.0',
    },
    {
      degree: 'B.B.A. Operations Management',
      school: 'University of Wisconsin–Eau Claire',
      place: 'Eau Claire, WI',
      dates: 'May 2017',
      note: "Dean's List (six semesters)",
    },
  ],
  skills: ['SQL', 'Python', 'Apache Kafka', 'Snowflake', 'Tableau', 'SAP APO', 'Excel VBA'],
  keep: ['APICS CSCP'],
  extra: [{ title: 'Certifications', items: ['APICS CSCP (2021)', 'Lean Six Sigma Green Belt'] }],
  referees: [],
  jobDescription: 'Supply chain analyst: demand forecasting, SQL, Python, logistics data.',
};

/** en-IN: a fresher with a career objective, a three-part name, father's name, DOB and a declaration. */
const kavya = {
  key: 'kavyashree',
  locale: 'en-IN',
  language: 'en',
  given: 'Kavyashree',
  family: 'Hebbar',
  name: {
    full: 'Kavyashree Nagaraj Hebbar',
    variants: ['Kavyashree N. Hebbar', 'Kavyashree Hebbar', 'Kavyashree N Hebbar', 'K. N. Hebbar', 'Hebbar Kavyashree'],
  },
  headline: 'B.E. (Electronics & Communication), 2025 pass-out',
  email: 'kavyashree.hebbar25@rediffmail.com',
  phone: '+91 98450 31276',
  links: [{ kind: 'handle', value: 'github.com/kavyahebbar', label: 'GitHub' }],
  address: 'No. 14/2, 3rd Cross, Vidyaranyapura, Bengaluru 560097',
  addressShort: 'Vidyaranyapura, Bengaluru 560097',
  details: [
    { kind: 'date_of_birth', label: 'Date of Birth', value: '17-08-2003' },
    { kind: 'gender', label: 'Gender', value: 'Gender: Female' },
    { kind: 'nationality', label: 'Nationality', value: 'Nationality: Indian' },
  ],
  fatherName: 'Nagaraj Subraya Hebbar',
  summary:
    'To begin my career as a graduate engineer trainee in an organisation where I can apply my knowledge of embedded systems, learn from experienced engineers and grow along with the company.',
  jobs: [
    {
      role: 'Intern – Embedded Software',
      org: 'Tata Elxsi',
      place: 'Bengaluru',
      dates: 'Feb 2025 – May 2025',
      bullets: [
        'Wrote unit tests for a CAN bus driver on an STM32 board and fixed two timing defects found by them.',
        'Documented the bootloader flashing procedure for the validation team.',
      ],
    },
    {
      role: 'Summer Intern',
      org: 'Bharat Electronics Limited',
      place: 'Jalahalli, Bengaluru',
      dates: 'Jun 2024 – Jul 2024',
      bullets: ['Studied the radar PCB assembly line and prepared a report on soldering defects.'],
    },
  ],
  education: [
    {
      degree: 'B.E. Electronics & Communication Engineering — CGPA 8.72',
      school: 'Sir M. Visvesvaraya Institute of Technology',
      place: 'Bengaluru',
      dates: '2021 – 2025',
    },
    { degree: 'PUC (PCMB) — 91.5%', school: 'Vidyavardhaka PU College', place: 'Mysuru', dates: '2021' },
    { degree: 'SSLC — 94.08%', school: 'Sadvidya High School', place: 'Mysuru', dates: '2019' },
  ],
  skills: ['Embedded C', 'Python', 'MATLAB', 'Verilog', 'Arduino', 'FreeRTOS'],
  keep: ['Visvesvaraya Technological University', 'Smart India Hackathon'],
  extra: [
    {
      title: 'Academic Projects',
      items: [
        'Soil moisture monitoring with LoRa nodes (final-year project, Visvesvaraya Technological University)',
        'Finalist, Smart India Hackathon 2024 (hardware edition)',
      ],
    },
  ],
  referees: [],
  jobDescription: 'Graduate engineer trainee, embedded systems: C, microcontrollers, testing.',
};

/** de-DE: a XING-like profile export; date of birth in the German resume manner. */
const friedemann = {
  key: 'friedemann',
  locale: 'de-DE',
  language: 'de',
  given: 'Friedemann',
  family: 'Oltmanns',
  name: { full: 'Friedemann Oltmanns', variants: ['F. Oltmanns', 'Oltmanns, Friedemann'] },
  headline: 'Projektleiter Elektrokonstruktion',
  email: 'f.oltmanns@posteo.de',
  phone: '0491 / 9 12 34 56',
  links: [{ kind: 'link', value: 'xing.com/profile/Friedemann_Oltmanns2', label: 'XING' }],
  address: 'Ahornweg 7, 26789 Leer',
  addressShort: '26789 Leer',
  details: [
    { kind: 'date_of_birth', label: 'Geburtsdatum', value: '03.09.1988' },
    { kind: 'marital_status', label: 'Familienstand', value: 'Familienstand: verheiratet' },
  ],
  summary:
    'Elektroingenieur mit zehn Jahren Erfahrung in der Konstruktion von Schaltanlagen für Windenergieanlagen. Ich biete: Projektleitung, EPLAN, Normenkenntnis. Ich suche: eine Leitungsrolle im Anlagenbau in Ostfriesland oder Bremen.',
  jobs: [
    {
      role: 'Projektleiter Elektrokonstruktion',
      org: 'Enercon GmbH',
      place: 'Aurich',
      dates: '04/2019 – heute',
      bullets: [
        'Verantwortung für die Schaltschrankkonstruktion von drei Anlagenplattformen, Team mit sieben Konstrukteuren.',
        'Einführung von EPLAN Pro Panel und Reduktion der Änderungsschleifen um ein Drittel.',
      ],
    },
    {
      role: 'Entwicklungsingenieur',
      org: 'Robert Bosch GmbH',
      place: 'Hildesheim',
      dates: '10/2014 – 03/2019',
      bullets: ['Entwicklung von Leistungselektronik für Startergeneratoren, Prüfstandsaufbau nach DIN EN 61439.'],
    },
  ],
  education: [
    {
      degree: 'Master of Engineering, Elektrotechnik',
      school: 'Hochschule Emden/Leer',
      place: 'Emden',
      dates: '2012 – 2014',
    },
    {
      degree: 'Bachelor of Engineering, Elektrotechnik',
      school: 'Carl von Ossietzky Universität Oldenburg',
      place: 'Oldenburg',
      dates: '2008 – 2012',
    },
  ],
  skills: ['EPLAN Electric P8', 'SPS (Siemens S7)', 'DIN EN 61439', 'SAP PLM', 'Projektmanagement'],
  keep: ['Carl von Ossietzky Universität Oldenburg'],
  extra: [
    {
      title: 'Sprachen',
      items: ['Deutsch (Muttersprache)', 'Englisch (verhandlungssicher)', 'Niederländisch (Grundkenntnisse)'],
    },
  ],
  referees: [],
  jobDescription: 'Projektleiter Elektrotechnik im Anlagenbau: EPLAN, Schaltanlagen, Teamführung.',
};

/** fr-FR: accents, a compound given name and a short form in a cover letter's sign-off. */
const maelys = {
  key: 'maelys',
  locale: 'fr-FR',
  language: 'fr',
  given: 'Maëlys-Anne',
  family: 'Carrère',
  name: { full: 'Maëlys-Anne Carrère', variants: ['Maëlys Carrère', 'Maëlys-Anne CARRÈRE', 'M.-A. Carrère', 'Maëlys'] },
  headline: 'Chargée de mécénat et de partenariats',
  email: 'maelys.carrere@laposte.net',
  phone: '06 48 27 91 53',
  links: [],
  address: '12 bis, rue des Tanneurs, 37000 Tours',
  addressShort: '37000 Tours',
  details: [],
  summary:
    'Six ans de collecte de fonds auprès des entreprises et des fondations, dans la recherche médicale puis le patrimoine.',
  jobs: [
    {
      role: 'Chargée de partenariats entreprises',
      org: 'Institut Pasteur',
      place: 'Paris',
      dates: 'sept. 2021 – aujourd’hui',
      bullets: [
        'Suivi d’un portefeuille de 45 mécènes et négociation de conventions pluriannuelles (2,4 M€ levés en 2024).',
        'Organisation du dîner annuel des donateurs et des visites de laboratoires.',
      ],
    },
    {
      role: 'Assistante mécénat',
      org: 'Fondation du patrimoine',
      place: 'Tours',
      dates: 'janv. 2019 – août 2021',
      bullets: ['Montage des dossiers de souscription pour douze églises et moulins de Touraine.'],
    },
  ],
  education: [
    {
      degree: 'Master Management des organisations culturelles',
      school: 'Université de Tours',
      place: 'Tours',
      dates: '2018',
    },
    {
      degree: 'Licence Histoire de l’art',
      school: 'Université Paris 1 Panthéon-Sorbonne',
      place: 'Paris',
      dates: '2016',
    },
  ],
  skills: ['Salesforce', 'Mécénat', 'Rédaction de dossiers', 'Événementiel', 'Anglais C1'],
  keep: ['Michelin', 'Fondation du patrimoine'],
  extra: [
    {
      title: 'Engagement',
      items: ['Bénévole au festival Rayons Frais', 'Jury du prix Michelin de l’innovation sociale (2023)'],
    },
  ],
  referees: [],
  jobDescription: 'Chargé(e) de mécénat : prospection d’entreprises, fondations, dossiers de partenariat.',
};

/** es-ES: two surnames, a DNI, "Nacionalidad", an initialised second surname. */
const iciar = {
  key: 'iciar',
  locale: 'es-ES',
  language: 'es',
  given: 'Iciar',
  family: 'Berasategui Olano',
  name: {
    full: 'Iciar Berasategui Olano',
    variants: ['Iciar Berasategui', 'I. Berasategui O.', 'Berasategui Olano, Iciar', 'Iciar Berasategui O.'],
  },
  headline: 'Ingeniera de Procesos Químicos',
  email: 'iciar.berasategui@gmail.com',
  phone: '+34 688 41 27 09',
  links: [],
  address: 'C/ Txurruka 9, 3º izq., 20004 Donostia-San Sebastián',
  addressShort: '20004 Donostia-San Sebastián',
  details: [
    { kind: 'national_id', label: 'DNI', value: '72598431-K' },
    { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: '22/02/1991' },
    { kind: 'nationality', label: 'Nacionalidad', value: 'Nacionalidad: española' },
  ],
  summary:
    'Ingeniera química con ocho años en plantas de proceso continuo. Busco un puesto de responsable de mejora continua en el sector alimentario o farmacéutico.',
  jobs: [
    {
      role: 'Ingeniera de procesos',
      org: 'Laboratorios Salvat',
      place: 'Esplugues de Llobregat',
      dates: '03/2020 – actualidad',
      bullets: [
        'Validación de dos líneas de granulación húmeda según GMP y reducción del tiempo de ciclo en un 14 %.',
        'Coordinación con calidad y mantenimiento para la transferencia de cinco productos desde Francia.',
      ],
    },
    {
      role: 'Técnica de producción',
      org: 'Eroski',
      place: 'Elorrio',
      dates: '09/2016 – 02/2020',
      bullets: ['Control estadístico de procesos en la planta de platos preparados; implantación de APPCC.'],
    },
  ],
  education: [
    {
      degree: 'Máster en Ingeniería Química',
      school: 'Universidad Rey Juan Carlos',
      place: 'Móstoles',
      dates: '2015 – 2016',
    },
    {
      degree: 'Grado en Ingeniería Química',
      school: 'Universidad del País Vasco (UPV/EHU)',
      place: 'Donostia',
      dates: '2011 – 2015',
    },
  ],
  skills: ['Aspen HYSYS', 'Minitab', 'GMP', 'APPCC', 'Lean Manufacturing', 'SAP PP'],
  keep: ['Universidad Rey Juan Carlos', 'Laboratorios Salvat'],
  extra: [
    { title: 'Idiomas', items: ['Euskera y castellano: nativos', 'Inglés: C1 (Cambridge Advanced)', 'Francés: B2'] },
    { title: 'Otros datos', items: ['Carné de conducir B, vehículo propio'] },
  ],
  referees: [],
  jobDescription: 'Responsable de mejora continua en planta farmacéutica: GMP, Lean, estadística.',
};

/** es-MX: a four-part name, a CURP, a city named after a person. */
const xochitl = {
  key: 'xochitl',
  locale: 'es-MX',
  language: 'es',
  given: 'Xóchitl Anayeli',
  family: 'Zepeda Bórquez',
  name: {
    full: 'Xóchitl Anayeli Zepeda Bórquez',
    variants: ['Xóchitl Zepeda', 'Xóchitl Anayeli Zepeda', 'X. Zepeda B.', 'Xóchitl Zepeda Bórquez', 'Anayeli Zepeda'],
  },
  headline: 'Analista de Crédito PyME',
  email: 'xzepeda.borquez@outlook.com',
  phone: '+52 1 656 213 4870',
  links: [],
  address: 'Calle Tlaxcala 1187, Int. 4, Col. Partido Romero, 32030 Ciudad Juárez, Chih.',
  addressShort: '32030 Ciudad Juárez, Chih.',
  details: [{ kind: 'national_id', label: 'CURP', value: 'ZEBX940312MCHPRC07' }],
  summary:
    'Analista financiera con experiencia en originación y seguimiento de crédito a pequeñas empresas maquiladoras.',
  jobs: [
    {
      role: 'Analista de Crédito PyME',
      org: 'Banco Azteca',
      place: 'Ciudad Juárez',
      dates: 'ene 2021 – a la fecha',
      bullets: [
        'Evaluación de 30 solicitudes mensuales de crédito revolvente para proveedores de la industria maquiladora.',
        'Cartera vencida por debajo del 2.1 % durante tres años consecutivos.',
      ],
    },
    {
      role: 'Auxiliar contable',
      org: 'Grupo Bafar',
      place: 'Chihuahua',
      dates: 'jun 2017 – dic 2020',
      bullets: ['Conciliaciones bancarias y cierre mensual en SAP FI para tres plantas.'],
    },
  ],
  education: [
    {
      degree: 'Licenciatura en Finanzas',
      school: 'Universidad Autónoma de Ciudad Juárez',
      place: 'Ciudad Juárez',
      dates: '2012 – 2016',
    },
  ],
  skills: ['SAP FI', 'Excel avanzado', 'Power BI', 'Análisis de estados financieros', 'Buró de Crédito'],
  keep: ['Ciudad Juárez', 'Grupo Bafar'],
  extra: [{ title: 'Idiomas', items: ['Español nativo', 'Inglés intermedio-avanzado (TOEFL ITP 560)'] }],
  referees: [],
  jobDescription: 'Analista de crédito empresarial: estados financieros, riesgo, cartera.',
};

/** pt-BR: a CEP, a nickname, a foundation named after a person. */
const iolanda = {
  key: 'iolanda',
  locale: 'pt-BR',
  language: 'pt',
  given: 'Iolanda',
  family: 'Bezerra Cavalcanti',
  name: {
    full: 'Iolanda Bezerra Cavalcanti',
    variants: ['Iolanda Cavalcanti', 'Iolanda B. Cavalcanti', 'Ioli Cavalcanti', 'Ioli'],
  },
  headline: 'UX Researcher',
  email: 'ioli.cavalcanti@proton.me',
  phone: '(41) 99817-2364',
  links: [
    { kind: 'handle', value: '@ioli.pesquisa', label: 'Instagram' },
    { kind: 'domain', value: 'iolandacavalcanti.com.br', label: 'Portfólio' },
  ],
  address: 'Rua Desembargador Motta 1402, ap. 803, Mercês, Curitiba – PR, 80250-060',
  addressShort: 'Curitiba – PR, 80250-060',
  details: [],
  summary:
    'Pesquisadora de experiência do usuário com foco em serviços financeiros. Conduzo entrevistas, testes de usabilidade e estudos de diário, e traduzo o que ouço em decisões de produto.',
  jobs: [
    {
      role: 'UX Researcher Sênior',
      org: 'Banco Bari',
      place: 'Curitiba',
      dates: 'mar/2022 – atual',
      bullets: [
        'Estruturei o repositório de pesquisa e o ritual quinzenal de insights com 6 squads.',
        'Estudo de diário com 40 clientes que reorientou o onboarding do app.',
      ],
    },
    {
      role: 'Designer de Serviços',
      org: 'Positivo Tecnologia',
      place: 'Curitiba',
      dates: 'fev/2018 – fev/2022',
      bullets: ['Mapeamento de jornada do suporte técnico e redesenho da central de ajuda.'],
    },
  ],
  education: [
    { degree: 'MBA em Design de Serviços', school: 'Fundação Getulio Vargas', place: 'Curitiba', dates: '2020' },
    { degree: 'Bacharelado em Design', school: 'Universidade Federal do Paraná', place: 'Curitiba', dates: '2017' },
  ],
  skills: ['Entrevistas em profundidade', 'Testes de usabilidade', 'Figma', 'Dovetail', 'Maze', 'Miro'],
  keep: ['Fundação Getulio Vargas'],
  extra: [{ title: 'Idiomas', items: ['Português (nativo)', 'Inglês (avançado)', 'Espanhol (intermediário)'] }],
  referees: [],
  jobDescription: 'UX Researcher: pesquisa qualitativa, usabilidade, produtos digitais financeiros.',
};

/** zh-CN: a compound surname (欧阳), an English name in parentheses, 籍贯 and 出生年月. */
const xiaolan = {
  key: 'xiaolan',
  locale: 'zh-CN',
  language: 'zh',
  given: '晓岚',
  family: '欧阳',
  name: { full: '欧阳晓岚', variants: ['欧阳 晓岚', 'Ouyang Xiaolan', 'Sylvia Ouyang', 'Xiaolan Ouyang', 'Sylvia'] },
  headline: '供应链计划主管',
  email: 'ouyang.xl@163.com',
  phone: '138-2716-5093',
  links: [{ kind: 'handle', value: 'sylvia_oyxl', label: '微信' }],
  address: '浙江省宁波市鄞州区天童南路588号3幢1102室',
  addressShort: '宁波市鄞州区',
  details: [
    { kind: 'date_of_birth', label: '出生年月', value: '1992.07' },
    { kind: 'gender', label: '性别', value: '性别：女' },
  ],
  summary: '八年制造业供应链经验，熟悉SAP与S&OP流程，擅长跨部门协调与库存优化。',
  jobs: [
    {
      role: '供应链计划主管',
      org: '吉利汽车',
      place: '宁波',
      dates: '2020.03 – 至今',
      bullets: [
        '负责三个车型的物料需求计划，库存周转天数由42天降至29天。',
        '搭建S&OP月度会议机制，协调采购、生产与销售。',
      ],
    },
    {
      role: '计划专员',
      org: '方太集团',
      place: '宁波慈溪',
      dates: '2016.07 – 2020.02',
      bullets: ['编制主生产计划，维护SAP物料主数据。'],
    },
  ],
  education: [{ degree: '物流管理 本科', school: '中山大学', place: '广州', dates: '2012.09 – 2016.06' }],
  skills: ['SAP MM/PP', 'S&OP', 'Excel', 'Power BI', '英语CET-6'],
  keep: ['中山大学', '方太集团'],
  extra: [],
  referees: [],
  hometown: '福建莆田',
  jobDescription: '供应链计划经理：物料需求计划、库存优化、SAP。',
};

/** ko-KR: a two-syllable surname (남궁), an apartment address, a university named after a king. */
const serin = {
  key: 'serin',
  locale: 'ko-KR',
  language: 'ko',
  given: '세린',
  family: '남궁',
  name: { full: '남궁세린', variants: ['남궁 세린', 'Namgung Serin', 'Serin Namgung', 'SERIN NAMGUNG'] },
  headline: '백엔드 개발자',
  email: 'namgung.serin@naver.com',
  phone: '010-4827-3916',
  links: [{ kind: 'handle', value: 'github.com/serin-ng', label: 'GitHub' }],
  address: '경기도 성남시 분당구 황새울로214번길 17, 305동 1102호',
  addressShort: '경기도 성남시 분당구',
  details: [{ kind: 'date_of_birth', label: '생년월일', value: '1994.05.14' }],
  summary: '대용량 결제 트래픽을 처리하는 서버를 5년간 개발했습니다. 장애를 줄이는 설계와 테스트를 좋아합니다.',
  jobs: [
    {
      role: '백엔드 개발자 (선임)',
      org: '한화시스템',
      place: '성남',
      dates: '2021.02 ~ 재직중',
      bullets: [
        'Spring Boot 기반 정산 시스템 재설계, 배치 처리 시간 70% 단축',
        'Apache Kafka 이벤트 파이프라인 구축 및 운영',
      ],
    },
    {
      role: '주니어 개발자',
      org: '카카오페이',
      place: '판교',
      dates: '2019.01 ~ 2021.01',
      bullets: ['결제 API 응답 속도 개선 및 모니터링 대시보드 구축'],
    },
  ],
  education: [
    { degree: '컴퓨터공학과 학사 (학점 4.1/4.5)', school: '세종대학교', place: '서울', dates: '2013.03 ~ 2019.02' },
  ],
  skills: ['Java', 'Kotlin', 'Spring Boot', 'Apache Kafka', 'MySQL', 'AWS'],
  keep: ['세종대학교', '정보처리기사'],
  extra: [{ title: '자격증', items: ['정보처리기사 (2018)', 'AWS Solutions Architect – Associate'] }],
  referees: [],
  jobDescription: '백엔드 개발자: Java, Spring, 대용량 트래픽, Kafka.',
};

/** vi-VN: an English name in parentheses, a given name used alone later, a phone with dots. */
const huyen = {
  key: 'huyen',
  locale: 'vi-VN',
  language: 'vi',
  given: 'Diệu Huyền',
  family: 'Lạc',
  name: {
    full: 'Lạc Thị Diệu Huyền',
    variants: ['Lạc Thị Diệu Huyền (Helen)', 'Helen Lac', 'Helen', 'Diệu Huyền', 'Lac Thi Dieu Huyen'],
  },
  headline: 'Chuyên viên Kế toán Tổng hợp',
  email: 'helen.lac.dh@gmail.com',
  phone: '0912.468.305',
  links: [],
  address: 'Số 27 ngõ 112 Hoàng Quốc Việt, Cầu Giấy, Hà Nội',
  addressShort: 'Ngõ 112 Hoàng Quốc Việt, Cầu Giấy',
  split: ['Lạc Thị', 'Diệu Huyền'],
  details: [{ kind: 'date_of_birth', label: 'Ngày sinh', value: '09/11/1995' }],
  summary:
    'Kế toán tổng hợp với 6 năm kinh nghiệm tại doanh nghiệp sản xuất và công ty phần mềm. Mục tiêu: trở thành Kế toán trưởng trong 3 năm tới.',
  jobs: [
    {
      role: 'Kế toán tổng hợp',
      org: 'FPT Software',
      place: 'Hà Nội',
      dates: '05/2021 – nay',
      bullets: [
        'Lập báo cáo tài chính hợp nhất hàng quý cho 4 công ty con.',
        'Phối hợp với kiểm toán độc lập trong đợt kiểm toán năm.',
      ],
    },
    {
      role: 'Kế toán viên',
      org: 'Tập đoàn Hòa Phát',
      place: 'Hưng Yên',
      dates: '07/2017 – 04/2021',
      bullets: ['Hạch toán chi phí sản xuất và quản lý công nợ nhà cung cấp.'],
    },
  ],
  education: [
    {
      degree: 'Cử nhân Kế toán – Kiểm toán',
      school: 'Trường Đại học Tôn Đức Thắng',
      place: 'TP. Hồ Chí Minh',
      dates: '2013 – 2017',
    },
  ],
  skills: ['MISA', 'SAP FI', 'Excel', 'VAS', 'IFRS cơ bản'],
  keep: ['Trường Đại học Tôn Đức Thắng', 'TP. Hồ Chí Minh'],
  extra: [{ title: 'CHỨNG CHỈ', items: ['ACCA – F1 đến F5', 'TOEIC 820'] }],
  referees: [],
  jobDescription: 'Kế toán tổng hợp: báo cáo tài chính, thuế, SAP.',
};

/** en-NG: a three-part Yoruba name, a short form, state of origin, referees. */
const damilare = {
  key: 'damilare',
  locale: 'en-NG',
  language: 'en',
  given: 'Oluwadamilare',
  family: 'Adegboyega',
  name: {
    full: 'Oluwadamilare Ifeoluwa Adegboyega',
    variants: [
      'Oluwadamilare Adegboyega',
      'Dami Adegboyega',
      'O. I. Adegboyega',
      'ADEGBOYEGA Oluwadamilare Ifeoluwa',
      'Dami',
    ],
  },
  headline: 'Mechanical Engineer (COREN Registered)',
  email: 'damiadegboyega@yahoo.com',
  phone: '+234 (0) 803 417 2290',
  links: [],
  address: 'Plot 14, Adeyemo Alakija Close, Off Admiralty Way, Lekki Phase 1, Lagos',
  addressShort: 'Lekki Phase 1, Lagos',
  details: [
    { kind: 'date_of_birth', label: 'Date of Birth', value: '4th March, 1990' },
    { kind: 'gender', label: 'Sex', value: 'Sex: Male' },
    { kind: 'marital_status', label: 'Marital Status', value: 'Marital Status: Married' },
    { kind: 'nationality', label: 'State of Origin', value: 'State of Origin: Ekiti' },
    { kind: 'nationality', label: 'Nationality', value: 'Nationality: Nigerian' },
  ],
  summary:
    'A COREN-registered mechanical engineer with eight years in gas-processing plant maintenance, seeking a senior reliability role.',
  jobs: [
    {
      role: 'Maintenance Engineer',
      org: 'Nigeria LNG Limited',
      place: 'Bonny Island, Rivers State',
      dates: 'January 2019 – Date',
      bullets: [
        'Planned the shutdown maintenance of two gas turbine compressors within budget and without a lost-time incident.',
        'Introduced vibration trending that raised compressor availability to 98.6%.',
      ],
    },
    {
      role: 'Graduate Trainee',
      org: 'Julius Berger Nigeria Plc',
      place: 'Abuja',
      dates: 'March 2015 – December 2018',
      bullets: ['Supervised the plant workshop for the heavy-equipment fleet on the Second Niger Bridge project.'],
    },
  ],
  education: [
    {
      degree: 'B.Sc. Mechanical Engineering (Second Class Upper)',
      school: 'Obafemi Awolowo University',
      place: 'Ile-Ife',
      dates: '2008 – 2013',
    },
  ],
  skills: ['SAP PM', 'Root Cause Analysis', 'AutoCAD', 'Vibration analysis', 'HSE Level 3'],
  keep: ['Julius Berger Nigeria Plc', 'Obafemi Awolowo University', 'Second Niger Bridge'],
  extra: [{ title: 'National Youth Service', items: ['NYSC, Ministry of Works, Sokoto State (2013 – 2014)'] }],
  referees: [
    {
      name: 'Engr. Babatunde Olatokunbo Fashola',
      title: 'Lead Reliability Engineer, Nigeria LNG Limited',
      phone: '0802 660 1473',
    },
    {
      name: 'Dr. (Mrs.) Folasade Ekundayo',
      title: 'Senior Lecturer, Dept. of Mechanical Engineering, OAU',
      phone: '0805 118 3396',
    },
  ],
  jobDescription: 'Senior reliability engineer: rotating equipment, gas processing, maintenance planning.',
};

/** en-PH: a Filipino name with the middle name (mother's maiden name) and character references. */
const rhodora = {
  key: 'rhodora',
  locale: 'en-PH',
  language: 'en',
  given: 'Rhodora',
  family: 'Salvacion',
  name: {
    full: 'Rhodora Makalintal Salvacion',
    variants: ['Rhodora M. Salvacion', 'Rhodora Salvacion', 'Dora Salvacion', 'SALVACION, Rhodora M.'],
  },
  headline: 'Registered Nurse',
  email: 'rhodora.salvacion.rn@gmail.com',
  phone: '0917-508-3361',
  links: [],
  address: 'Blk 7 Lot 22, Phase 2, Villa Esperanza Subd., Brgy. Sto. Niño, Biñan, Laguna 4024',
  addressShort: 'Biñan, Laguna 4024',
  details: [
    { kind: 'date_of_birth', label: 'Birthdate', value: 'June 2, 1993' },
    { kind: 'religion', label: 'Religion', value: 'Religion: Roman Catholic' },
    { kind: 'marital_status', label: 'Civil Status', value: 'Civil Status: Single' },
    { kind: 'nationality', label: 'Citizenship', value: 'Citizenship: Filipino' },
  ],
  summary:
    'Registered nurse with six years of medical-surgical and ICU experience, PRC-licensed, seeking a staff nurse position abroad.',
  jobs: [
    {
      role: 'ICU Staff Nurse',
      org: 'Asian Hospital and Medical Center',
      place: 'Muntinlupa City',
      dates: 'October 2020 – Present',
      bullets: [
        'Cares for 2–3 ventilated patients per shift in a 24-bed mixed ICU.',
        'Preceptor to eight newly hired nurses.',
      ],
    },
    {
      role: 'Staff Nurse, Medical-Surgical Ward',
      org: 'Dr. Jose P. Rizal Memorial Hospital',
      place: 'Calamba, Laguna',
      dates: 'July 2017 – September 2020',
      bullets: ['Administered medications and wound care for a 40-bed ward.'],
    },
  ],
  education: [
    {
      degree: 'Bachelor of Science in Nursing',
      school: 'University of Perpetual Help System DALTA',
      place: 'Biñan, Laguna',
      dates: '2013 – 2017',
    },
  ],
  skills: ['BLS/ACLS', 'IV therapy', 'Ventilator care', 'Electronic health records'],
  keep: ['Dr. Jose P. Rizal Memorial Hospital', 'NCLEX-RN'],
  extra: [{ title: 'Licenses', items: ['PRC License No. 0781124 (valid until 2027)', 'NCLEX-RN passer (2023)'] }],
  referees: [
    {
      name: 'Ms. Corazon D. Villaluz, RN, MAN',
      title: 'Chief Nurse, Asian Hospital and Medical Center',
      phone: '(02) 8771-9000 loc. 8213',
    },
    {
      name: 'Mr. Ramil Tagle Bautista',
      title: 'Clinical Instructor, UPHSD College of Nursing',
      phone: '0928-113-4570',
    },
  ],
  jobDescription: 'Staff nurse, intensive care: ventilator care, ACLS, patient assessment.',
};

/** en-CA / fr-CA: a bilingual résumé from New Brunswick; Canadian postcode, dots in the phone. */
const evangeline = {
  key: 'evangeline',
  locale: 'fr-CA',
  language: 'fr',
  given: 'Évangéline',
  family: 'Thibodeau-Gallant',
  name: {
    full: 'Évangéline Thibodeau-Gallant',
    variants: ['Evangeline Thibodeau-Gallant', 'É. Thibodeau-Gallant', 'Vangie Thibodeau-Gallant', 'Vangie'],
  },
  headline: 'Bilingual Payroll Specialist / Spécialiste de la paie bilingue',
  email: 'vangie.tg@rogers.com',
  phone: '506.381.4720',
  links: [],
  address: '88, rue Botsford, app. 4, Moncton (N.-B.) E1C 4X1',
  addressShort: 'Moncton (N.-B.) E1C 4X1',
  details: [],
  summary:
    'Payroll specialist, fluent in English and French, with seven years of multi-province payroll. / Spécialiste de la paie, parfaitement bilingue, sept ans de paie multiprovinciale.',
  jobs: [
    {
      role: 'Payroll Specialist / Spécialiste de la paie',
      org: 'Irving Oil',
      place: 'Saint John, NB',
      dates: '2021 – present / aujourd’hui',
      bullets: [
        'Runs bi-weekly payroll for 1,900 employees in four provinces. / Traite la paie aux deux semaines de 1 900 employés.',
        'Led the move from Ceridian to Workday Payroll. / A dirigé la migration vers Workday.',
      ],
    },
    {
      role: 'Payroll Clerk / Commis à la paie',
      org: 'Assomption Vie',
      place: 'Moncton, NB',
      dates: '2017 – 2021',
      bullets: ['Year-end T4 and RL-1 slips. / Relevés de fin d’année T4 et RL-1.'],
    },
  ],
  education: [
    {
      degree: 'Baccalauréat en administration des affaires',
      school: 'Université de Moncton',
      place: 'Moncton, NB',
      dates: '2017',
    },
  ],
  skills: ['Workday Payroll', 'Ceridian Dayforce', 'CPP/EI', 'Excel', 'Bilingual EN/FR'],
  keep: ['Irving Oil', 'Université de Moncton'],
  extra: [{ title: 'Certification', items: ['Payroll Compliance Practitioner (PCP), National Payroll Institute'] }],
  referees: [],
  jobDescription: 'Bilingual payroll specialist: multi-province payroll, year-end, Workday.',
};

/** en-NZ: a hyphen-free two-word name with a nickname handle, a unit address, an employer named after founders. */
const tamsin = {
  key: 'tamsin',
  locale: 'en-NZ',
  language: 'en',
  given: 'Tamsin',
  family: 'Wakeling',
  name: { full: 'Tamsin Wakeling', variants: ['TAMSIN WAKELING', 'Tam Wakeling', 'Tamsin R. Wakeling', 'Tam'] },
  headline: 'Biomedical Engineer',
  email: 'hello@tamsinwakeling.nz',
  phone: '021 604 3387',
  links: [
    { kind: 'domain', value: 'tamsinwakeling.nz', label: 'web' },
    { kind: 'handle', value: 'tamwakeling', label: 'GitHub' },
    { kind: 'handle', value: '@tam.builds', label: 'Instagram' },
  ],
  address: '12A Cargill Street, Dunedin 9016',
  addressShort: 'Dunedin 9016',
  details: [],
  summary: 'Biomedical engineer who designs respiratory humidifier components and the test rigs that prove they work.',
  jobs: [
    {
      role: 'Product Development Engineer',
      org: 'Fisher & Paykel Healthcare',
      place: 'Auckland',
      dates: '2021 — now',
      bullets: [
        'Designed the heater-wire test rig for a new nasal high-flow circuit (IEC 60601-1).',
        'Ran design-of-experiments studies that cut condensate in the tubing by 35%.',
      ],
    },
    {
      role: 'Graduate Engineer',
      org: 'Scott Technology',
      place: 'Dunedin',
      dates: '2019 — 2021',
      bullets: ['Programmed ABB robots for meat-processing automation cells.'],
    },
  ],
  education: [
    {
      degree: 'BE(Hons) Biomedical Engineering',
      school: 'University of Otago',
      place: 'Dunedin',
      dates: '2015 — 2018',
    },
  ],
  skills: ['SolidWorks', 'LabVIEW', 'Python', 'ISO 13485', 'DOE', 'Minitab'],
  keep: ['Fisher & Paykel Healthcare', 'Scott Technology', 'Sir Edmund Hillary Scholarship'],
  extra: [
    {
      title: 'Awards',
      items: ['Sir Edmund Hillary Scholarship (2015 – 2018)', 'Engineering New Zealand student design prize'],
    },
  ],
  referees: [],
  jobDescription: 'Medical device design engineer: mechanical design, verification testing, ISO 13485.',
};

/** ja-JP: a rirekisho with ふりがな, a 〒 address and employers named after founders. */
const yuzuha = {
  key: 'yuzuha',
  locale: 'ja-JP',
  language: 'ja',
  given: '柚葉',
  family: '四方田',
  kana: 'よもだ ゆずは',
  name: { full: '四方田 柚葉', variants: ['四方田柚葉', 'Yuzuha Yomoda', 'YOMODA Yuzuha', 'よもだ ゆずは'] },
  headline: '生産技術エンジニア',
  email: 'yomoda.yuzuha@icloud.com',
  phone: '090-3318-7452',
  links: [],
  address: '〒460-0008 愛知県名古屋市中区栄三丁目12番7号 ハイツ栄305',
  addressShort: '愛知県名古屋市中区',
  details: [{ kind: 'date_of_birth', label: '生年月日', value: '1996年4月21日' }],
  summary: '自動車部品の生産ライン立ち上げを5年間担当。設備導入と品質改善が得意です。',
  jobs: [
    {
      role: '生産技術部 生産技術課',
      org: '本田技研工業株式会社',
      place: '鈴鹿',
      dates: '2019年4月 入社',
      bullets: ['溶接ラインの設備導入を担当'],
    },
    {
      role: '製造技術部',
      org: 'トヨタ紡織株式会社',
      place: '刈谷',
      dates: '2023年10月 入社',
      bullets: ['シート組立ラインの改善'],
    },
  ],
  education: [
    { degree: '工学部 機械工学科 卒業', school: '名古屋大学', place: '名古屋', dates: '2019年3月' },
    { degree: '普通科 卒業', school: '愛知県立旭丘高等学校', place: '名古屋', dates: '2015年3月' },
  ],
  skills: ['CATIA V5', 'TPS', 'QC七つ道具', 'TOEIC 780点'],
  keep: ['本田技研工業株式会社', 'トヨタ紡織株式会社'],
  extra: [{ title: '免許・資格', items: ['普通自動車第一種運転免許', '機械設計技術者3級'] }],
  referees: [],
  jobDescription: '生産技術エンジニア：設備導入、ライン立ち上げ、品質改善。',
};

/** nl-BE: Europass, a Leuven "bus" address, an employer named after its founder. */
const lieselot = {
  key: 'lieselot',
  locale: 'nl-BE',
  language: 'en',
  given: 'Lieselot',
  family: 'Vanderstraeten',
  name: {
    full: 'Lieselot Vanderstraeten',
    variants: ['L. Vanderstraeten', 'VANDERSTRAETEN Lieselot', 'Liese Vanderstraeten'],
  },
  headline: 'Regulatory Affairs Officer',
  email: 'lieselot.vdstraeten@telenet.be',
  phone: '+32 475 62 18 93',
  links: [],
  address: 'Kapucijnenvoer 41 bus 2, 3000 Leuven',
  addressShort: '3000 Leuven',
  details: [
    { kind: 'date_of_birth', label: 'Date of birth', value: '11/01/1990' },
    { kind: 'nationality', label: 'Nationality', value: 'Nationality: Belgian' },
  ],
  summary:
    'Regulatory affairs officer for specialty chemicals: REACH dossiers, safety data sheets, and the authorities that read them.',
  jobs: [
    {
      role: 'Regulatory Affairs Officer',
      org: 'Solvay',
      place: 'Brussels',
      dates: '01/03/2019 – Current',
      bullets: [
        'Prepared 14 REACH registration dossiers in IUCLID.',
        'Authored safety data sheets in nine EU languages with the translation vendor.',
      ],
    },
    {
      role: 'Junior Product Steward',
      org: 'Barco',
      place: 'Kortrijk',
      dates: '01/09/2015 – 28/02/2019',
      bullets: ['RoHS and WEEE compliance files for projection products.'],
    },
  ],
  education: [
    {
      degree: 'Master of Science in Bioscience Engineering',
      school: 'KU Leuven',
      place: 'Leuven',
      dates: '2013 – 2015',
    },
  ],
  skills: ['REACH', 'CLP', 'IUCLID', 'SDS authoring', 'Dutch (native)', 'French (C1)', 'English (C1)'],
  keep: ['Solvay', 'Barco', 'Ernest Solvay Prize'],
  extra: [{ title: 'Honours and awards', items: ['Ernest Solvay Prize for a master thesis (2015)'] }],
  referees: [],
  jobDescription: 'Regulatory affairs specialist, chemicals: REACH, CLP, safety data sheets.',
};

/** nb-NO: Norwegian letters, a house-letter address, a prize named after an explorer. */
const ingvild = {
  key: 'ingvild',
  locale: 'nb-NO',
  language: 'nb',
  given: 'Ingvild',
  family: 'Brekkeflat',
  name: {
    full: 'Ingvild Sæbø Brekkeflat',
    variants: ['Ingvild Brekkeflat', 'Ingvild S. Brekkeflat', 'INGVILD BREKKEFLAT'],
  },
  headline: 'Boreingeniør',
  email: 'ingvild.brekkeflat@online.no',
  phone: '+47 918 37 402',
  links: [],
  address: 'Øvre Holmegate 14B, 4006 Stavanger',
  addressShort: '4006 Stavanger',
  details: [{ kind: 'date_of_birth', label: 'Født', value: '14.02.1987' }],
  summary: 'Boreingeniør med tolv års erfaring fra planlegging av brønner på norsk sokkel, offshore og på land.',
  jobs: [
    {
      role: 'Senior boreingeniør',
      org: 'Aker BP',
      place: 'Stavanger',
      dates: 'aug. 2018 – d.d.',
      bullets: [
        'Planla 11 produksjonsbrønner på Valhall-feltet.',
        'Ledet arbeidet med nye prosedyrer for brønnkontroll.',
      ],
    },
    {
      role: 'Boreingeniør',
      org: 'Halliburton',
      place: 'Tananger',
      dates: 'jan. 2012 – jul. 2018',
      bullets: ['Design av borevæske og sementering for leteboring i Nordsjøen.'],
    },
  ],
  education: [
    {
      degree: 'Sivilingeniør, petroleumsteknologi',
      school: 'Universitetet i Stavanger',
      place: 'Stavanger',
      dates: '2006 – 2011',
    },
  ],
  skills: ['WellPlan', 'Compass', 'NORSOK D-010', 'IWCF nivå 4'],
  keep: ['Halliburton', 'Fridtjof Nansen-stipendet'],
  extra: [{ title: 'Utmerkelser', items: ['Fridtjof Nansen-stipendet (2010)'] }],
  referees: [],
  jobDescription: 'Senior boreingeniør: brønnplanlegging, brønnkontroll, NORSOK.',
};

/** en-PK: a CNIC, a father's name sharing the family name, a university named after a poet. */
const mahrukh = {
  key: 'mahrukh',
  locale: 'en-PK',
  language: 'en',
  given: 'Mahrukh',
  family: 'Naqvi',
  name: { full: 'Syeda Mahrukh Naqvi', variants: ['Mahrukh Naqvi', 'S. Mahrukh Naqvi', 'Mahrukh'] },
  headline: 'Data Analyst',
  email: 'mahrukh.naqvi93@hotmail.com',
  phone: '0321-4765093',
  links: [{ kind: 'link', value: 'linkedin.com/in/mahrukhnaqvi', label: 'LinkedIn' }],
  address: 'House No. 112, Street 9, Block C, Model Town, Lahore',
  addressShort: 'Model Town, Lahore',
  details: [
    { kind: 'national_id', label: 'CNIC', value: '35202-4718362-4' },
    { kind: 'date_of_birth', label: 'Date of Birth', value: '23 Nov 1993' },
  ],
  fatherName: 'Syed Tasawar Hussain Naqvi',
  summary:
    'Data analyst with five years in retail banking analytics: customer churn, branch performance and regulatory reporting.',
  jobs: [
    {
      role: 'Data Analyst',
      org: 'Habib Bank Limited',
      place: 'Karachi',
      dates: 'Mar 2021 – Present',
      bullets: [
        'Built a churn model for current accounts that flagged 62% of leavers a month early.',
        'Automated State Bank returns with Python and Oracle SQL.',
      ],
    },
    {
      role: 'Associate Consultant',
      org: 'Systems Limited',
      place: 'Lahore',
      dates: 'Jul 2018 – Feb 2021',
      bullets: ['Power BI dashboards for a telecom client.'],
    },
  ],
  education: [
    { degree: 'MS Data Science', school: 'Lahore University of Management Sciences', place: 'Lahore', dates: '2018' },
    { degree: 'BS Statistics', school: 'Allama Iqbal Open University', place: 'Islamabad', dates: '2016' },
  ],
  skills: ['Python', 'Oracle SQL', 'Power BI', 'scikit-learn', 'SAS'],
  keep: ['Habib Bank Limited', 'Allama Iqbal Open University'],
  extra: [],
  referees: [],
  jobDescription: 'Data analyst, banking: SQL, Python, churn models, dashboards.',
};

/** sr-RS: an academic CV with publications (the candidate among co-authors) and referees. */
const vukasin = {
  key: 'vukasin',
  locale: 'sr-RS',
  language: 'en',
  given: 'Vukašin',
  family: 'Radojičić',
  name: {
    full: 'Vukašin Radojičić',
    variants: ['V. Radojičić', 'Radojičić, V.', 'Vukasin Radojicic', 'Radojicic, V.', 'V. Radojicic'],
  },
  headline: 'Research Associate in Power Systems',
  email: 'vradojicic@etf.bg.ac.rs',
  phone: '+381 64 218 77 05',
  links: [{ kind: 'link', value: 'orcid.org/0000-0002-7716-4093', label: 'ORCID' }],
  address: 'Bulevar kralja Aleksandra 218/14, 11000 Beograd',
  addressShort: '11000 Beograd',
  details: [],
  summary:
    'Power systems researcher working on grid-forming inverter control and small-signal stability of weak grids.',
  jobs: [
    {
      role: 'Research Associate',
      org: 'Institut Mihajlo Pupin',
      place: 'Belgrade',
      dates: '2020 – present',
      bullets: [
        'Principal investigator of a national project on inverter-dominated grids.',
        'Supervises two PhD students.',
      ],
    },
    {
      role: 'Teaching Assistant',
      org: 'University of Belgrade, School of Electrical Engineering',
      place: 'Belgrade',
      dates: '2014 – 2020',
      bullets: ['Power System Analysis and Power Electronics laboratories.'],
    },
  ],
  education: [
    { degree: 'PhD in Electrical Engineering', school: 'University of Belgrade', place: 'Belgrade', dates: '2020' },
    { degree: 'Visiting researcher', school: 'Technische Universität München', place: 'Munich', dates: '2018' },
  ],
  skills: ['MATLAB/Simulink', 'PSCAD', 'DIgSILENT PowerFactory', 'Python'],
  keep: ['Institut Mihajlo Pupin', 'Nikola Tesla Award'],
  extra: [
    {
      title: 'Awards',
      items: ['Nikola Tesla Award for young researchers, Serbian Academy of Sciences and Arts (2022)'],
    },
  ],
  coauthors: ['Jelena Stojković-Marić', 'Andreas Hofbauer', 'Milica Đurđević'],
  /** How the co-authors appear in the publication list. */
  coauthorForms: ['Stojković-Marić, J.', 'J. Stojković-Marić', 'Hofbauer, A.', 'M. Đurđević'],
  publications: [
    'Radojičić, V., Stojković-Marić, J., Hofbauer, A. (2023). Grid-forming control for weak grids with high impedance. IEEE Transactions on Power Systems, 38(4), 3310–3321.',
    'J. Stojković-Marić, V. Radojičić, and M. Đurđević, "Small-signal stability of inverter clusters," Electric Power Systems Research, vol. 212, 2022.',
    'Hofbauer, A., Radojičić, V. (2019). Virtual synchronous machines revisited. Proc. PSCC, Dublin.',
  ],
  referees: [
    {
      name: 'Prof. Dr. Jelena Stojković-Marić',
      title: 'Professor, University of Belgrade',
      phone: '+381 11 3218 402',
      email: 'jstojkovic@etf.bg.ac.rs',
    },
    {
      name: 'Prof. Andreas Hofbauer',
      title: 'Chair of Power Electronics, Technische Universität München',
      phone: '+49 89 289 22871',
      email: 'a.hofbauer@tum.de',
    },
  ],
  jobDescription: 'Research fellow in power systems: inverter control, grid stability, simulation.',
};

/** en-GB: a double-barrelled surname, a flat address with a UK postcode, a nickname in a signature. */
const ottilie = {
  key: 'ottilie',
  locale: 'en-GB',
  language: 'en',
  given: 'Ottilie',
  family: 'Marchbank',
  name: { full: 'Ottilie Marchbank', variants: ['Tilly Marchbank', 'O. Marchbank', 'OTTILIE MARCHBANK', 'Tilly'] },
  headline: 'Museum Learning Officer',
  email: 'tilly.marchbank@btinternet.com',
  phone: '07700 900 418',
  links: [],
  address: 'Flat 2, 19 Quarry Lane, Hebden Bridge HX7 8QT',
  addressShort: 'Hebden Bridge HX7 8QT',
  details: [],
  summary: 'Learning officer who designs school programmes around museum collections, from early years to A level.',
  jobs: [
    {
      role: 'Learning Officer (Schools)',
      org: 'Bankfield Museum',
      place: 'Halifax',
      dates: 'Sept 2020 – present',
      bullets: [
        'Wrote and delivers a KS2 programme on the textile trade reaching 6,000 pupils a year.',
        'Trains and rotas 18 volunteer guides.',
      ],
    },
    {
      role: 'Visitor Experience Assistant',
      org: 'Sainsbury Centre',
      place: 'Norwich',
      dates: 'Jun 2017 – Aug 2020',
      bullets: ['Ran family workshops and the weekend gallery trail.'],
    },
  ],
  education: [
    { degree: 'MA Museum Studies', school: 'University of Leicester', place: 'Leicester', dates: '2017' },
    { degree: 'BA (Hons) History', school: 'University of East Anglia', place: 'Norwich', dates: '2016' },
  ],
  skills: ['Programme design', 'Safeguarding (Level 2)', 'Volunteer management', 'Welsh (conversational)'],
  keep: ['Sainsbury Centre', 'Bankfield Museum'],
  extra: [],
  referees: [
    {
      name: 'Dr Harriet Oyelaran-Pugh',
      title: 'Head of Learning, Calderdale Museums',
      phone: '01422 352 334',
      email: 'h.oyelaran-pugh@calderdale.gov.uk',
    },
  ],
  jobDescription: 'Learning and engagement manager for a museum: schools programmes, volunteers.',
};

/** es-EC (a new locale): "Nicanor" and later "Nica", an Ecuadorian cédula. */
const nicanor = {
  key: 'nicanor',
  locale: 'es-EC',
  language: 'es',
  given: 'Nicanor Efraín',
  family: 'Estupiñán Quiñónez',
  name: {
    full: 'Nicanor Efraín Estupiñán Quiñónez',
    variants: ['Nicanor Estupiñán', 'N. Estupiñán Q.', 'Nica Estupiñán', 'Nicanor E. Estupiñán Q.', 'Nica'],
  },
  headline: 'Desarrollador Full-Stack',
  email: 'nica.estupinan@gmail.com',
  phone: '+593 99 417 2806',
  links: [
    { kind: 'handle', value: 'nicaestupinan', label: 'GitHub' },
    { kind: 'domain', value: 'nicanorestupinan.dev', label: 'Web' },
  ],
  address: 'Av. Eloy Alfaro N32-614 y Shyris, Edif. Bellavista, dpto. 5B, Quito',
  addressShort: '170504 Quito',
  details: [{ kind: 'national_id', label: 'Cédula', value: '0803912457' }],
  summary:
    'Soy Nica: desarrollador full-stack con siete años construyendo sistemas de facturación electrónica y tiendas en línea.',
  jobs: [
    {
      role: 'Desarrollador Full-Stack Senior',
      org: 'Kushki',
      place: 'Quito',
      dates: '2021 – actual',
      bullets: [
        'Diseñé la conciliación de pagos en TypeScript y PostgreSQL para 3 países.',
        'Mentor de cuatro desarrolladores junior.',
      ],
    },
    {
      role: 'Desarrollador Web',
      org: 'Corporación Favorita',
      place: 'Sangolquí',
      dates: '2017 – 2021',
      bullets: ['Facturación electrónica con el SRI y el portal de proveedores.'],
    },
  ],
  education: [
    {
      degree: 'Ingeniería en Sistemas Informáticos',
      school: 'Escuela Politécnica Nacional',
      place: 'Quito',
      dates: '2012 – 2017',
    },
  ],
  skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Docker', 'Apache Kafka'],
  keep: ['Apache Kafka', 'Corporación Favorita'],
  extra: [],
  referees: [],
  jobDescription: 'Desarrollador full-stack: TypeScript, Node.js, React, pagos.',
};

export const PEOPLE = {
  lorcan,
  kavya,
  friedemann,
  maelys,
  iciar,
  xochitl,
  iolanda,
  xiaolan,
  serin,
  huyen,
  damilare,
  rhodora,
  evangeline,
  tamsin,
  yuzuha,
  lieselot,
  ingvild,
  mahrukh,
  vukasin,
  ottilie,
  nicanor,
};
