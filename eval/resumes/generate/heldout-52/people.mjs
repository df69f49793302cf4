// Held-out part 52: senior, executive and academic CVs. Every person, address, phone number, e-mail, ID number
// and personal domain below is invented (555 ranges and fictional ranges where a country has them); employers,
// universities, funders and products are real names used as places of work or study.

function person(p) {
  return {
    links: [],
    details: [],
    extra: [],
    keep: [],
    referees: [],
    coauthors: [],
    skills: [],
    summary: '',
    ...p,
  };
}

export const PEOPLE = {
  katharina: person({
    language: 'de',
    locale: 'de-DE',
    name: {
      full: 'Katharina Oberländer-Voss',
      variants: ['Oberländer-Voss', 'Katharina', 'K. Oberländer-Voss', 'Dr. Katharina Oberländer-Voss'],
    },
    display: 'Dr. Katharina Oberländer-Voss',
    headline: 'Chief Financial Officer · Mitglied des Vorstands',
    email: 'k.oberlaender-voss@posteo-mail.de',
    phone: '+49 (0)171 555 3864',
    address: 'Sophienstraße 41, 70178 Stuttgart',
    addressShort: '70178 Stuttgart',
    links: [{ kind: 'link', value: 'linkedin.com/in/katharina-oberlaender-voss' }],
    details: [
      { kind: 'date_of_birth', label: 'Geburtsdatum', value: 'Geburtsdatum: 14.03.1971 in Heilbronn' },
      { kind: 'nationality', label: 'Staatsangehörigkeit', value: 'Staatsangehörigkeit: deutsch' },
      { kind: 'marital_status', label: 'Familienstand', value: 'Familienstand: verheiratet, zwei Kinder' },
    ],
    photo: true,
    summary:
      'Finanzvorständin mit 25 Jahren Erfahrung in Automobilzulieferung und Maschinenbau; Börsengang, Refinanzierung über 1,2 Mrd. EUR und Transformation des Controllings.',
    jobs: [
      {
        title: 'Finanzvorständin (CFO)',
        org: 'Mahle GmbH',
        place: 'Stuttgart',
        dates: '04/2017 – heute',
        bullets: [
          'Verantwortung für Finanzen, Controlling, Steuern, IT und Einkauf; 480 Mitarbeitende',
          'Refinanzierung über Schuldscheindarlehen und Konsortialkredit von 1,2 Mrd. EUR',
          'Einführung von SAP S/4HANA in 31 Gesellschaften',
        ],
      },
      {
        title: 'Bereichsleiterin Konzerncontrolling',
        org: 'Robert Bosch GmbH',
        place: 'Gerlingen-Schillerhöhe',
        dates: '01/2009 – 03/2017',
        bullets: [
          'Aufbau eines konzernweiten Forecast-Prozesses für den Geschäftsbereich Mobility Solutions',
          'Leitung der Kaufpreisallokation bei vier Akquisitionen',
        ],
      },
      {
        title: 'Senior Managerin Audit',
        org: 'KPMG AG Wirtschaftsprüfungsgesellschaft',
        place: 'Frankfurt am Main',
        dates: '09/1997 – 12/2008',
        bullets: ['Prüfung von DAX-Mandanten nach IFRS und HGB', 'Bestellung zur Wirtschaftsprüferin 2003'],
      },
    ],
    education: [
      {
        degree: 'Promotion (Dr. rer. pol.), Betriebswirtschaftslehre',
        school: 'Universität Mannheim',
        place: 'Mannheim',
        dates: '2001 – 2004',
      },
      {
        degree: 'Diplom-Kauffrau',
        school: 'Universität Hohenheim',
        place: 'Stuttgart',
        dates: '1991 – 1997',
      },
    ],
    extra: [
      {
        title: 'Mandate',
        items: [
          'Mitglied des Aufsichtsrats, Vorsitzende des Prüfungsausschusses, Heidelberger Druckmaschinen AG (seit 2021)',
          'Beirat, Baden-Württemberg Stiftung (seit 2019)',
        ],
      },
    ],
    skills: ['IFRS', 'SAP S/4HANA', 'Konzernabschluss', 'Treasury', 'M&A'],
    keep: [
      'Schuldscheindarlehen',
      'Wirtschaftsprüferin',
      'Heidelberger Druckmaschinen AG',
      'Baden-Württemberg Stiftung',
    ],
    languages: 'Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (gut)',
    signPlace: 'Stuttgart, 2. November 2026',
    jobDescription:
      'Chief Financial Officer for a listed industrial group: reporting, financing, controlling, board work.',
  }),

  jeanbaptiste: person({
    language: 'fr',
    locale: 'fr-FR',
    name: {
      full: 'Jean-Baptiste Kervella-Dumoulin',
      variants: ['Kervella-Dumoulin', 'Jean-Baptiste', 'J.-B. Kervella-Dumoulin', 'KERVELLA-DUMOULIN Jean-Baptiste'],
    },
    display: 'Jean-Baptiste KERVELLA-DUMOULIN',
    headline: 'Directeur Recherche & Développement – Matériaux composites',
    email: 'jb.kervelladumoulin@orange-mail.fr',
    phone: '06 39 98 41 27',
    address: '12 bis, rue des Tanneurs, 31000 Toulouse',
    addressShort: '31000 Toulouse',
    links: [{ kind: 'link', value: 'https://www.linkedin.com/in/jbkervella' }],
    details: [
      { kind: 'date_of_birth', label: 'Né le', value: 'Né le 22 juillet 1969 à Quimper (29)' },
      { kind: 'nationality', label: 'Nationalité', value: 'Nationalité : française' },
      { kind: 'marital_status', label: 'Situation', value: 'Marié, 3 enfants' },
      { kind: 'national_id', label: 'Permis', value: 'Permis B' },
    ],
    summary:
      "Ingénieur docteur, 28 ans d'expérience en R&D aéronautique ; direction de 220 chercheurs et de 14 brevets déposés.",
    jobs: [
      {
        title: 'Directeur R&D Matériaux',
        org: 'Airbus Operations SAS',
        place: 'Blagnac',
        dates: 'depuis 2015',
        bullets: [
          'Pilotage d’un budget de 46 M€ et de la feuille de route thermoplastiques',
          'Coordination du projet Clean Aviation avec l’ONERA et l’Institut Clément Ader',
          'Dépôt de 9 brevets familles sur le soudage par induction',
        ],
      },
      {
        title: 'Responsable du laboratoire composites',
        org: 'Safran Composites',
        place: 'Itteville',
        dates: '2006 – 2015',
        bullets: ['Industrialisation des aubes de fan tissées 3D pour le moteur LEAP'],
      },
      {
        title: 'Ingénieur de recherche',
        org: 'Dassault Aviation',
        place: 'Saint-Cloud',
        dates: '1997 – 2006',
        bullets: ['Essais de fatigue et modélisation du Rafale'],
      },
    ],
    education: [
      {
        degree: 'Doctorat en mécanique des matériaux',
        school: 'Mines ParisTech',
        place: 'Évry',
        dates: '1994 – 1997',
      },
      {
        degree: 'Diplôme d’ingénieur',
        school: 'École Centrale de Nantes',
        place: 'Nantes',
        dates: '1989 – 1992',
      },
    ],
    extra: [
      {
        title: 'Brevets',
        items: [
          'FR 3 081 442 B1 – Procédé de soudage par induction de pièces thermoplastiques (J.-B. Kervella-Dumoulin, A. Fourcade), 2021',
          'EP 3 412 907 A1 – Aube composite à tissage tridimensionnel (Kervella-Dumoulin J.-B., Lhermitte P.), 2018',
        ],
      },
      {
        title: 'Distinctions',
        items: ['Prix Irène Joliot-Curie (parrainage), 2019', 'Chevalier de l’ordre national du Mérite, 2022'],
      },
    ],
    coauthors: ['A. Fourcade', 'Lhermitte P.'],
    skills: ['Thermoplastiques', 'CATIA V5', 'Abaqus', 'Management de la R&D'],
    keep: ['Institut Clément Ader', 'Prix Irène Joliot-Curie', 'Clean Aviation', 'ONERA', 'LEAP'],
    languages: 'Anglais courant (TOEIC 965), allemand professionnel',
    jobDescription: 'Head of materials research for an aerospace manufacturer: composites, patents, R&D budget.',
  }),

  begona: person({
    language: 'es',
    locale: 'es-ES',
    name: {
      full: 'Begoña Ozaeta Larrañeta',
      variants: ['Begoña Ozaeta', 'Ozaeta Larrañeta', 'Ozaeta', 'B. Ozaeta', 'Ozaeta B', 'Ozaeta-Larrañeta'],
    },
    display: 'Begoña Ozaeta Larrañeta',
    headline: 'Catedrática de Bioquímica y Biología Molecular',
    email: 'begona.ozaeta@correo-ehu555.eus',
    phone: '+34 688 555 214',
    address: 'Calle Licenciado Poza 27, 4º izda., 48011 Bilbao',
    addressShort: '48011 Bilbao',
    links: [
      { kind: 'link', value: 'orcid.org/0000-0002-5550-7714' },
      { kind: 'link', value: 'https://scholar.google.es/citations?user=aRrZ555bAAAJ' },
    ],
    details: [
      { kind: 'national_id', label: 'DNI', value: 'DNI: 30.655.518-K' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: 'Fecha de nacimiento: 09/05/1966' },
      { kind: 'nationality', label: 'Nacionalidad', value: 'Nacionalidad: española' },
    ],
    summary:
      'Investigadora principal del grupo de Metabolismo Mitocondrial; 112 artículos, índice h 41, 9 tesis doctorales dirigidas.',
    jobs: [
      {
        title: 'Catedrática de Universidad',
        org: 'Universidad del País Vasco (UPV/EHU)',
        place: 'Leioa',
        dates: '2011 – actualidad',
        bullets: [
          'Directora del Departamento de Bioquímica y Biología Molecular (2016–2022)',
          'Coordinadora del Máster en Biomedicina Molecular',
        ],
      },
      {
        title: 'Investigadora Ramón y Cajal',
        org: 'CIC bioGUNE',
        place: 'Derio',
        dates: '2003 – 2011',
        bullets: ['Puesta en marcha de la plataforma de metabolómica'],
      },
      {
        title: 'Investigadora postdoctoral',
        org: 'European Molecular Biology Laboratory (EMBL)',
        place: 'Heidelberg',
        dates: '1998 – 2003',
        bullets: ['Beca Marie Skłodowska-Curie; proteómica de la membrana mitocondrial'],
      },
    ],
    education: [
      {
        degree: 'Doctora en Ciencias Biológicas (premio extraordinario)',
        school: 'Universidad de Navarra',
        place: 'Pamplona',
        dates: '1993 – 1998',
      },
      {
        degree: 'Licenciada en Biología',
        school: 'Universidad de Salamanca',
        place: 'Salamanca',
        dates: '1984 – 1989',
      },
    ],
    extra: [
      {
        title: 'Publicaciones seleccionadas',
        items: [
          'Ozaeta B, Goikoetxea-Larrañaga M, Villalobos Pérez J. Mitochondrial cristae remodelling under hypoxia. Cell Metab. 2023;35(4):612–628.',
          'Ibarretxe U, Ozaeta B. Lipid droplets and the OPA1 axis. EMBO J. 2020;39:e104455.',
          'Sáenz de Urturi A, Ozaeta B, et al. A metabolomic atlas of the human liver. Nat Commun. 2017;8:1422.',
        ],
      },
      {
        title: 'Proyectos financiados',
        items: [
          'PID2021-555218OB-I00, Ministerio de Ciencia e Innovación, IP, 212.000 €',
          'ERC Consolidator Grant MITOSHAPE (2015–2020), 1,9 M€',
        ],
      },
    ],
    coauthors: ['Goikoetxea-Larrañaga M', 'Villalobos Pérez J', 'Ibarretxe U', 'Sáenz de Urturi A'],
    skills: ['Metabolómica', 'Espectrometría de masas', 'Microscopía electrónica', 'CRISPR'],
    keep: [
      'Beca Marie Skłodowska-Curie',
      'Ramón y Cajal',
      'ERC Consolidator Grant',
      'Ministerio de Ciencia e Innovación',
    ],
    referees: [
      {
        name: 'Prof. Iñaki Berasategui Olano',
        title: 'Catedrático de Fisiología',
        org: 'Universidad de Navarra',
        phone: '+34 948 555 902',
        email: 'iberasategui@unav-mail555.es',
      },
    ],
    languages: 'Castellano y euskera (nativos), inglés (C2), alemán (B1)',
    jobDescription: 'Full professor of biochemistry: research group leadership, grants, doctoral supervision.',
  }),

  venkat: person({
    language: 'en',
    locale: 'en-IN',
    name: {
      full: 'Venkataraghavan Srinivasa Thirumalachari',
      variants: [
        'Venkataraghavan',
        'Thirumalachari',
        'V. S. Thirumalachari',
        'Thirumalachari VS',
        'S. Venkataraghavan',
        'Dr. V. Srinivasa Thirumalachari',
        'Srinivasa Thirumalachari',
      ],
    },
    display: 'Dr. Venkataraghavan Srinivasa Thirumalachari',
    headline: 'Professor and Head, Department of Chemical Engineering',
    email: 'vsthirumalachari.iitm@mail555.in',
    phone: '+91 98405 55172',
    address: 'No. 14, 3rd Cross Street, Kasturba Nagar, Adyar, Chennai – 600 020',
    addressShort: 'Adyar, Chennai – 600 020',
    links: [{ kind: 'link', value: 'vidwan.inflibnet.ac.in/profile/555218' }],
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: 'Date of Birth: 02-11-1968' },
      { kind: 'gender', label: 'Gender', value: 'Gender: Male' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Marital Status: Married' },
      { kind: 'nationality', label: 'Nationality', value: 'Nationality: Indian' },
      { kind: 'religion', label: 'Religion', value: 'Religion: Hindu' },
    ],
    fatherName: 'Shri. K. Srinivasa Raghavachari',
    summary: '',
    jobs: [
      {
        title: 'Professor and Head',
        org: 'Indian Institute of Technology Madras',
        place: 'Chennai',
        dates: '2014 – present',
        bullets: [
          'Head of Department since 2021; 46 faculty, 600 students',
          'Principal Investigator, DST-SERB Core Research Grant',
        ],
      },
      {
        title: 'Associate Professor',
        org: 'National Institute of Technology Tiruchirappalli',
        place: 'Tiruchirappalli',
        dates: '2004 – 2014',
        bullets: ['Set up the Process Intensification Laboratory'],
      },
      {
        title: 'Senior Research Engineer',
        org: 'Reliance Industries Limited',
        place: 'Jamnagar',
        dates: '1998 – 2004',
        bullets: ['Fluid catalytic cracking unit optimisation'],
      },
    ],
    education: [
      {
        degree: 'Ph.D. (Chemical Engineering)',
        school: 'Indian Institute of Science',
        place: 'Bengaluru',
        dates: '1993 – 1998',
      },
      {
        degree: 'B.Tech. (Chemical Engineering), First Class with Distinction',
        school: 'Anna University',
        place: 'Chennai',
        dates: '1986 – 1990',
      },
    ],
    extra: [
      {
        title: 'Publications (selected)',
        items: [
          'Thirumalachari VS, Ramakrishnan P, Thangavelu K. Microreactor scale-up for nitration. Chem Eng Sci. 2022;248:117213.',
          'Sundaresan M, Thirumalachari VS. CFD of trickle-bed reactors. AIChE J. 2019;65(6):e16590.',
          'V. S. Thirumalachari and R. Balasubramaniam, "Catalyst deactivation in FCC risers," Ind. Eng. Chem. Res., vol. 52, 2013.',
        ],
      },
      {
        title: 'Ph.D. Students Guided',
        items: [
          'Ms. Anuradha Kothandaraman (2021) – Continuous flow synthesis',
          'Mr. Pradeep Selvanayagam (2018) – Fluidised bed hydrodynamics',
        ],
      },
      {
        title: 'Awards',
        items: ['Shanti Swarup Bhatnagar Prize nominee (2017)', 'Herdillia Award of IIChE (2015)'],
      },
    ],
    coauthors: [
      'Ramakrishnan P',
      'Thangavelu K',
      'Sundaresan M',
      'R. Balasubramaniam',
      'Ms. Anuradha Kothandaraman',
      'Mr. Pradeep Selvanayagam',
    ],
    skills: ['Reaction engineering', 'CFD', 'Aspen Plus', 'Process intensification'],
    keep: ['Shanti Swarup Bhatnagar Prize', 'Herdillia Award', 'DST-SERB Core Research Grant', 'IIChE'],
    referees: [
      {
        name: 'Prof. Lakshmi Narayanaswamy',
        title: 'Dean (Academic Research)',
        org: 'Indian Institute of Science',
        phone: '+91 80 5551 2290',
        email: 'lnarayan@iisc-mail555.in',
      },
      {
        name: 'Dr. Harjeet Singh Dhillon',
        title: 'Former Director (R&D)',
        org: 'Reliance Industries Limited',
        phone: '+91 98200 55418',
        email: 'hsdhillon@mail555.in',
      },
    ],
    languages: 'English, Tamil, Hindi, Sanskrit (read)',
    signPlace: 'Place: Chennai    Date: 10.11.2026',
    jobDescription: 'Professor and department head in chemical engineering: research, teaching, administration.',
  }),

  chikage: person({
    language: 'ja',
    locale: 'ja-JP',
    name: {
      full: '鷹羽 千景',
      variants: ['鷹羽千景', '鷹羽', '千景', 'Chikage Takaha', 'TAKAHA Chikage', 'Takaha', 'たかは ちかげ'],
    },
    display: '鷹羽 千景',
    kana: 'たかは ちかげ',
    latin: 'Chikage TAKAHA',
    headline: '執行役員 CTO(最高技術責任者)',
    email: 'c.takaha.cto@mail-jp555.jp',
    phone: '090-5550-3817',
    address: '東京都世田谷区代沢三丁目18番7号',
    addressShort: '東京都世田谷区',
    links: [{ kind: 'link', value: 'github.com/ctakaha' }],
    details: [{ kind: 'date_of_birth', label: '生年月日', value: '生年月日:1974年8月3日(52歳)' }],
    summary: '半導体製造装置の制御ソフトウェア開発に25年従事。2019年より執行役員CTOとして約900名の技術組織を統括。',
    jobs: [
      {
        title: '執行役員 CTO',
        org: '東京エレクトロン株式会社',
        place: '東京都港区',
        dates: '2019年4月~現在',
        bullets: ['技術戦略・研究開発費年間480億円の配分を統括', 'エッチング装置ソフトウェア基盤の全面刷新を主導'],
      },
      {
        title: 'ソフトウェア開発本部 部長',
        org: '株式会社ディスコ',
        place: '東京都大田区',
        dates: '2008年10月~2019年3月',
        bullets: ['ダイシングソー制御系の開発、部下120名'],
      },
      {
        title: '研究員',
        org: '株式会社日立製作所 中央研究所',
        place: '東京都国分寺市',
        dates: '1999年4月~2008年9月',
        bullets: ['リアルタイムOSの研究、特許出願17件'],
      },
    ],
    education: [
      { degree: '博士(工学)', school: '東北大学大学院工学研究科', place: '仙台市', dates: '1996年4月~1999年3月' },
      { degree: '学士(工学)', school: '京都大学工学部', place: '京都市', dates: '1992年4月~1996年3月' },
    ],
    extra: [
      {
        title: '主な特許・論文',
        items: [
          '特許第7123456号「基板処理装置の制御方法」鷹羽千景、間宮俊介(2023)',
          'C. Takaha, S. Mamiya, "Deterministic scheduling for plasma etch clusters," IEEE Trans. Semicond. Manuf., 2021.',
        ],
      },
    ],
    coauthors: ['間宮俊介', 'S. Mamiya'],
    skills: ['C++', 'リアルタイムOS', 'SEMI規格', '技術経営'],
    keep: ['東京エレクトロン株式会社', '株式会社ディスコ', '中央研究所'],
    languages: '日本語(母語)、英語(TOEIC 940)',
    jobDescription: 'Chief technology officer for semiconductor equipment: R&D strategy, software platforms.',
  }),

  zhenyu: person({
    language: 'zh',
    locale: 'zh-CN',
    name: {
      full: '欧阳震宇',
      variants: ['欧阳 震宇', '欧阳', '震宇', 'Zhenyu Ouyang', 'Ouyang Zhenyu', 'Ouyang', 'Vincent Ouyang', 'OUYANG Z'],
    },
    display: '欧阳震宇',
    latin: 'Zhenyu (Vincent) OUYANG',
    headline: '教授、博士生导师 · 计算机科学与技术学院',
    email: 'zy.ouyang@mail-cn555.cn',
    phone: '+86 139 5550 8261',
    address: '浙江省杭州市西湖区文三路 88 号 3 幢 1202 室',
    addressShort: '浙江省杭州市西湖区',
    links: [{ kind: 'link', value: 'https://ouyangzy-lab555.cn' }],
    details: [
      { kind: 'date_of_birth', label: '出生年月', value: '出生年月:1978年11月' },
      { kind: 'gender', label: '性别', value: '性别:男' },
      { kind: 'national_id', label: '身份证号', value: '身份证号:330106197811550428' },
    ],
    summary: '研究方向为分布式系统与数据库,国家杰出青年科学基金获得者。',
    jobs: [
      {
        title: '教授、博士生导师',
        org: '浙江大学',
        place: '杭州',
        dates: '2013.09 – 至今',
        bullets: ['主持国家重点研发计划项目“云原生数据库关键技术”', '指导博士生14名、硕士生31名'],
      },
      {
        title: '研究员',
        org: '微软亚洲研究院',
        place: '北京',
        dates: '2008.07 – 2013.08',
        bullets: ['负责分布式事务处理研究,论文被 SIGMOD、VLDB 收录'],
      },
    ],
    education: [
      { degree: '工学博士', school: '清华大学', place: '北京', dates: '2003.09 – 2008.06' },
      { degree: '工学学士', school: '华中科技大学', place: '武汉', dates: '1999.09 – 2003.06' },
    ],
    extra: [
      {
        title: '代表性论文',
        items: [
          'Ouyang Z, Lü H, Zhang W. Elastic transactions for cloud-native databases. Proc. VLDB Endow. 2024;17(3):455–468.',
          'Chen J, Ouyang Z*. Learned index tuning at scale. SIGMOD 2022.',
          '欧阳震宇, 宋佳琪. 分布式一致性协议综述. 软件学报, 2019, 30(1): 1–25.',
        ],
      },
      {
        title: '科研项目与荣誉',
        items: ['国家杰出青年科学基金(2020)', '教育部长江学者特聘教授(2021)', '钱学森青年科技奖(2018)'],
      },
    ],
    coauthors: ['Lü H', 'Zhang W', 'Chen J', '宋佳琪'],
    skills: ['分布式系统', '数据库内核', 'Rust', 'C++'],
    keep: ['国家杰出青年科学基金', '长江学者', '钱学森青年科技奖', '微软亚洲研究院'],
    languages: '中文(母语)、英语(熟练)',
    jobDescription: 'Professor of computer science: distributed databases, research group, national grants.',
  }),

  seojin: person({
    language: 'en',
    locale: 'ko-KR',
    name: {
      full: 'Seojin Hwangbo',
      variants: ['Hwangbo', 'Seojin', 'S. Hwangbo', 'Hwangbo S', 'HWANGBO Seojin', '황보서진', '황보 서진'],
    },
    display: 'HWANGBO Seojin (황보서진)',
    headline: 'Principal Engineer, Battery Systems',
    email: 'seojin.hwangbo@kmail555.kr',
    phone: '+82 10-5550-4173',
    address: '#1504, 22 Teheran-ro 87-gil, Gangnam-gu, Seoul 06164',
    addressShort: 'Gangnam-gu, Seoul',
    links: [{ kind: 'link', value: 'linkedin.com/in/seojin-hwangbo' }],
    details: [],
    summary:
      'Battery-system architect with 19 years in cell-to-pack design, BMS algorithms and thermal runaway mitigation; 23 granted patents.',
    jobs: [
      {
        title: 'Principal Engineer, Pack Architecture',
        org: 'LG Energy Solution',
        place: 'Daejeon',
        dates: 'Mar 2016 – Present',
        bullets: [
          'Architected the cell-to-pack platform used in three European EV programmes',
          'Leads a 70-person team across Daejeon and Wrocław',
        ],
      },
      {
        title: 'Senior Research Engineer',
        org: 'Samsung SDI',
        place: 'Yongin',
        dates: 'Feb 2007 – Feb 2016',
        bullets: ['State-of-health estimation for ESS batteries'],
      },
    ],
    education: [
      { degree: 'Ph.D., Electrical Engineering', school: 'KAIST', place: 'Daejeon', dates: '2002 – 2007' },
      {
        degree: 'B.S., Electrical Engineering',
        school: 'Seoul National University',
        place: 'Seoul',
        dates: '1998 – 2002',
      },
    ],
    extra: [
      {
        title: 'Selected Patents',
        items: [
          'US 11,555,482 B2 — Battery module with venting channel. Inventors: S. Hwangbo, D. Yeom, K. Shin. 2023.',
          'KR 10-2555917 — 열폭주 전파 억제 구조 (황보서진, 염다은). 2022.',
        ],
      },
      {
        title: 'Talks',
        items: ['Keynote, The Battery Show Europe, Stuttgart, 2024', 'Invited talk, AABC Asia, 2023'],
      },
    ],
    coauthors: ['D. Yeom', 'K. Shin', '염다은'],
    skills: ['BMS', 'Thermal runaway', 'MATLAB/Simulink', 'ISO 26262'],
    keep: ['LG Energy Solution', 'Samsung SDI', 'The Battery Show Europe', 'AABC Asia'],
    jobDescription: 'Principal engineer for EV battery systems: pack architecture, safety, patents.',
  }),

  marguerite: person({
    language: 'en',
    locale: 'en-US',
    name: {
      full: 'Marguerite Thistlewood-Okafor',
      variants: [
        'Thistlewood-Okafor',
        'Marguerite',
        'M. Thistlewood-Okafor',
        'Thistlewood-Okafor M',
        'Thistlewood-Okafor MA',
        'Marguerite A. Thistlewood-Okafor',
      ],
    },
    display: 'Marguerite A. Thistlewood-Okafor, MD, PhD',
    headline: 'Physician-Scientist · Associate Professor of Medicine (Cardiology)',
    email: 'mthistlewoodokafor@mailbox555.org',
    phone: '(410) 555-0162',
    address: '2206 Bolton Street, Baltimore, MD 21217',
    addressShort: 'Baltimore, MD',
    links: [
      { kind: 'link', value: 'https://orcid.org/0000-0003-5557-1920' },
      { kind: 'link', value: 'twitter.com/DrThistleOkafor' },
    ],
    details: [
      { kind: 'national_id', label: 'Maryland Medical License', value: 'Maryland Medical License D0055512' },
      { kind: 'national_id', label: 'NPI', value: 'NPI 1555098432' },
    ],
    summary: '',
    jobs: [
      {
        title: 'Associate Professor of Medicine',
        org: 'Johns Hopkins University School of Medicine',
        place: 'Baltimore, MD',
        dates: '2018 – present',
        bullets: [
          'Attending cardiologist, Johns Hopkins Hospital heart failure service (20% clinical effort)',
          'Director, Cardiac Amyloidosis Translational Program',
        ],
      },
      {
        title: 'Assistant Professor of Medicine',
        org: 'Vanderbilt University Medical Center',
        place: 'Nashville, TN',
        dates: '2012 – 2018',
        bullets: ['K08 career development award on transthyretin amyloid'],
      },
    ],
    education: [
      {
        degree: 'Fellowship, Cardiovascular Medicine',
        school: 'Brigham and Women’s Hospital',
        place: 'Boston, MA',
        dates: '2008 – 2012',
      },
      {
        degree: 'MD, PhD (Medical Scientist Training Program)',
        school: 'Washington University in St. Louis',
        place: 'St. Louis, MO',
        dates: '2000 – 2008',
      },
    ],
    extra: [
      {
        title: 'Grants',
        items: [
          'R01 HL155832 (PI), NHLBI, “Stabilizer therapy in transthyretin cardiomyopathy,” 2020–2025, $2.4M',
          'Doris Duke Clinical Scientist Development Award, 2014–2017',
        ],
      },
      {
        title: 'Selected Publications',
        items: [
          'Thistlewood-Okafor MA, Delacroix-Park J, Nwachukwu E, et al. Tafamidis and outcomes in wild-type ATTR cardiomyopathy. N Engl J Med. 2024;390:1187-1198.',
          'Brennan-Loftus R, Thistlewood-Okafor MA. Imaging amyloid: a review. JACC Cardiovasc Imaging. 2021;14:2031-2045.',
          'Thistlewood-Okafor M, Yoshimura K, Halvorsen T. Echocardiographic strain in amyloidosis. Circulation. 2016;133:A1422.',
        ],
      },
      {
        title: 'Mentoring',
        items: ['Dr. Priyanka Raghunathan (fellow, now faculty at Emory)', 'Dr. Tobias Lindqvist-Aho (postdoc)'],
      },
    ],
    coauthors: [
      'Delacroix-Park J',
      'Nwachukwu E',
      'Brennan-Loftus R',
      'Yoshimura K',
      'Halvorsen T',
      'Dr. Priyanka Raghunathan',
      'Dr. Tobias Lindqvist-Aho',
    ],
    skills: ['Heart failure', 'Cardiac MRI', 'Clinical trials', 'Echocardiography'],
    keep: [
      'Johns Hopkins Hospital',
      'Doris Duke Clinical Scientist Development Award',
      'Brigham and Women’s Hospital',
      'NHLBI',
    ],
    referees: [
      {
        name: 'Gordon P. Ashcombe, MD',
        title: 'Chief, Division of Cardiology',
        org: 'Johns Hopkins University',
        phone: '(410) 555-0137',
        email: 'gashcombe@mailbox555.org',
      },
    ],
    jobDescription: 'Physician-scientist in cardiology: translational research, clinical service, grants.',
  }),

  alasdair: person({
    language: 'en',
    locale: 'en-GB',
    name: {
      full: 'Alasdair Penhaligon-Reeve',
      variants: ['Penhaligon-Reeve', 'Alasdair', 'A. Penhaligon-Reeve', 'A J Penhaligon-Reeve', 'Ali Penhaligon-Reeve'],
    },
    display: 'Alasdair J. Penhaligon-Reeve',
    headline: 'Partner, Corporate M&A',
    email: 'ali.penhaligon.reeve@fastmail555.co.uk',
    phone: '07700 900 418',
    address: 'Flat 3, 19 Lansdowne Crescent, London W11 2NS',
    addressShort: 'London W11',
    links: [{ kind: 'link', value: 'www.linkedin.com/in/alasdair-penhaligon-reeve' }],
    details: [{ kind: 'national_id', label: 'SRA number', value: 'SRA number: 555271' }],
    summary:
      'Corporate partner with 22 years’ experience of public and private M&A, private equity and joint ventures, chiefly in energy and infrastructure.',
    jobs: [
      {
        title: 'Partner, Corporate',
        org: 'Slaughter and May',
        place: 'London',
        dates: '2012 – present',
        bullets: [
          'Led on the £3.1bn takeover of a FTSE 250 utility under the Takeover Code',
          'Co-head of the firm’s energy transition group',
          'Training principal for 14 trainees',
        ],
      },
      {
        title: 'Senior Associate',
        org: 'Freshfields Bruckhaus Deringer',
        place: 'London and Hong Kong',
        dates: '2004 – 2012',
        bullets: ['Seconded to the Hong Kong office, 2008–2010'],
      },
    ],
    education: [
      {
        degree: 'Legal Practice Course (Distinction)',
        school: 'The University of Law',
        place: 'London',
        dates: '2001 – 2002',
      },
      {
        degree: 'BA (Hons) Jurisprudence, First Class',
        school: 'Balliol College, Oxford',
        place: 'Oxford',
        dates: '1997 – 2000',
      },
    ],
    extra: [
      {
        title: 'Recognition and appointments',
        items: [
          'Ranked Band 1, Chambers UK Corporate/M&A: High-end Capability (2020–2026)',
          'Trustee, Sir John Soane’s Museum (since 2019)',
          'Member, City of London Law Society company law committee',
        ],
      },
    ],
    skills: ['Public M&A', 'Takeover Code', 'Private equity', 'Joint ventures'],
    keep: ['Chambers UK', 'Sir John Soane’s Museum', 'City of London Law Society', 'Takeover Code'],
    referees: [
      {
        name: 'Dame Philippa Grantchester',
        title: 'Senior Partner (retired)',
        org: 'Slaughter and May',
        phone: '07700 900 563',
        email: 'p.grantchester@fastmail555.co.uk',
      },
      {
        name: 'Mr Rupert Haldane-Oduya',
        title: 'General Counsel',
        org: 'National Grid plc',
        phone: '+44 20 7946 0518',
        email: 'r.haldane-oduya@corp555.co.uk',
      },
    ],
    jobDescription: 'Corporate M&A partner: public takeovers, private equity, client origination.',
  }),

  luiz: person({
    language: 'pt',
    locale: 'pt-BR',
    name: {
      full: 'Luiz Fernando Albuquerque Tavares Neto',
      variants: [
        'Luiz Fernando Tavares Neto',
        'Luiz Fernando Albuquerque Tavares',
        'Luiz Tavares',
        'Tavares Neto',
        'Albuquerque Tavares',
        'L. F. A. Tavares Neto',
        'Tavares',
      ],
    },
    display: 'Luiz Fernando Albuquerque Tavares Neto',
    headline: 'Diretor Financeiro (CFO) | Conselheiro de Administração',
    email: 'lftavaresneto@uol555.com.br',
    phone: '(11) 95550-2718',
    address: 'Rua Joaquim Floriano, 466, apto. 121 – Itaim Bibi – São Paulo/SP – CEP 04534-002',
    addressShort: 'Itaim Bibi – São Paulo/SP',
    links: [{ kind: 'link', value: 'linkedin.com/in/luizfernandotavaresneto' }],
    details: [
      { kind: 'national_id', label: 'CPF', value: 'CPF: 555.218.479-06' },
      { kind: 'age', label: 'Idade', value: 'Brasileiro, casado, 54 anos' },
    ],
    summary:
      'Executivo de finanças com 28 anos de experiência em empresas de capital aberto, IPO no Novo Mercado e emissões de debêntures.',
    jobs: [
      {
        title: 'Diretor Financeiro e de Relações com Investidores',
        org: 'Suzano S.A.',
        place: 'São Paulo',
        dates: '2018 – atual',
        bullets: ['Emissão de green bonds de US$ 1 bilhão', 'Coordenação do comitê de auditoria estatutário'],
      },
      {
        title: 'Controller Corporativo',
        org: 'Ambev S.A.',
        place: 'São Paulo',
        dates: '2006 – 2018',
        bullets: ['Implantação do orçamento base zero nas operações da América Latina'],
      },
      {
        title: 'Gerente de Auditoria',
        org: 'PwC Brasil',
        place: 'Rio de Janeiro',
        dates: '1996 – 2006',
        bullets: ['Auditoria de companhias listadas na B3 e na NYSE'],
      },
    ],
    education: [
      { degree: 'MBA Executivo', school: 'Fundação Dom Cabral', place: 'Nova Lima', dates: '2009 – 2011' },
      {
        degree: 'Bacharel em Ciências Contábeis',
        school: 'Universidade de São Paulo (FEA-USP)',
        place: 'São Paulo',
        dates: '1990 – 1994',
      },
    ],
    extra: [
      {
        title: 'Conselhos',
        items: [
          'Conselheiro independente, Instituto Brasileiro de Governança Corporativa (IBGC)',
          'Membro do conselho fiscal, Fundação Getulio Vargas (2020–2024)',
        ],
      },
    ],
    skills: ['IFRS', 'Mercado de capitais', 'Relações com investidores', 'SAP'],
    keep: ['Fundação Getulio Vargas', 'Fundação Dom Cabral', 'Novo Mercado'],
    languages: 'Português (nativo), inglês (fluente), espanhol (avançado)',
    jobDescription: 'Chief financial officer of a listed company: capital markets, investor relations, audit.',
  }),

  giancarlo: person({
    language: 'it',
    locale: 'it-IT',
    name: {
      full: 'Giancarlo Prosdocimi',
      variants: ['Prosdocimi', 'Giancarlo', 'G. Prosdocimi', 'Prosdocimi G', 'Prosdocimi, G.'],
    },
    display: 'Prof. Giancarlo Prosdocimi',
    headline: 'Professore Ordinario di Ingegneria Strutturale',
    email: 'giancarlo.prosdocimi@pec-mail555.it',
    phone: '+39 347 555 0931',
    address: 'Via dei Servi 31, 35122 Padova (PD)',
    addressShort: '35122 Padova',
    links: [{ kind: 'link', value: 'www.prosdocimi-strutture555.it' }],
    details: [
      { kind: 'date_of_birth', label: 'Data di nascita', value: 'Data di nascita: 17/01/1965' },
      { kind: 'national_id', label: 'Codice fiscale', value: 'Codice fiscale: PRSGCR65A17G224Q' },
      { kind: 'nationality', label: 'Nazionalità', value: 'Nazionalità: italiana' },
    ],
    summary: 'Ricerca sulla vulnerabilità sismica degli edifici storici in muratura; 180 pubblicazioni, 3 brevetti.',
    jobs: [
      {
        title: 'Professore Ordinario (ICAR/09)',
        org: 'Università degli Studi di Padova',
        place: 'Padova',
        dates: '2010 – oggi',
        bullets: [
          'Coordinatore del Dottorato in Scienze dell’Ingegneria Civile',
          'Responsabile scientifico della convenzione con la Basilica di Sant’Antonio',
        ],
      },
      {
        title: 'Professore Associato',
        org: 'Politecnico di Milano',
        place: 'Milano',
        dates: '2001 – 2010',
        bullets: ['Consulenza per il consolidamento del Duomo di Milano'],
      },
    ],
    education: [
      {
        degree: 'Dottorato di ricerca in Ingegneria delle Strutture',
        school: 'Università di Pavia',
        place: 'Pavia',
        dates: '1991 – 1994',
      },
      {
        degree: 'Laurea in Ingegneria Civile, 110/110 e lode',
        school: 'Università di Bologna',
        place: 'Bologna',
        dates: '1984 – 1990',
      },
    ],
    extra: [
      {
        title: 'Pubblicazioni scelte',
        items: [
          'Prosdocimi G., Zanardelli M., Tosatto L. (2022). Seismic retrofitting of masonry vaults with FRCM. Engineering Structures, 256, 113998.',
          'Callegaro E., Prosdocimi G. (2018). Historic towers under earthquakes. Bulletin of Earthquake Engineering, 16, 4321–4350.',
        ],
      },
      {
        title: 'Premi',
        items: [
          'Premio Leonardo da Vinci per l’ingegneria civile, 2015',
          'Medaglia Galileo Galilei, Ordine degli Ingegneri di Padova, 2020',
        ],
      },
    ],
    coauthors: ['Zanardelli M.', 'Tosatto L.', 'Callegaro E.'],
    skills: ['Ingegneria sismica', 'Muratura storica', 'FRCM', 'SAP2000'],
    keep: ['Basilica di Sant’Antonio', 'Premio Leonardo da Vinci', 'Medaglia Galileo Galilei', 'Duomo di Milano'],
    languages: 'Italiano (madrelingua), inglese (C1), francese (B2)',
    signPlace:
      'Autorizzo il trattamento dei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR (Reg. UE 2016/679). Padova, 4 novembre 2026',
    jobDescription: 'Full professor of structural engineering: seismic research, doctoral programme, consultancy.',
  }),

  yevgeniya: person({
    language: 'en',
    locale: 'ru-RU',
    name: {
      full: 'Yevgeniya Arkadyevna Bezrukavnikova',
      variants: [
        'Yevgeniya Bezrukavnikova',
        'Bezrukavnikova',
        'Y. A. Bezrukavnikova',
        'Yevgeniya',
        'Evgenia Bezrukavnikova',
        'Безрукавникова',
        'Евгения Аркадьевна Безрукавникова',
      ],
    },
    display: 'Yevgeniya Arkadyevna Bezrukavnikova',
    headline: 'Director of Engineering, Distributed Storage',
    email: 'ye.bezrukavnikova@yandex555.ru',
    phone: '+7 (916) 555-27-84',
    address: 'ul. Bolshaya Pirogovskaya, d. 19, kv. 56, Moscow 119435',
    addressShort: 'Moscow',
    links: [{ kind: 'link', value: 'github.com/ybezruk' }],
    details: [{ kind: 'date_of_birth', label: 'Date of birth', value: 'Date of birth: 30.09.1979' }],
    summary: 'Engineering director, 20 years in storage and databases; grew teams from 12 to 160 engineers.',
    jobs: [
      {
        title: 'Director of Engineering',
        org: 'Yandex Cloud',
        place: 'Moscow',
        dates: '2017 – present',
        bullets: [
          'Owns YDB storage layer; 160 engineers in Moscow, Belgrade and Yerevan',
          'Cut storage cost per TB by 38%',
        ],
      },
      {
        title: 'Head of Storage Team',
        org: 'Kaspersky Lab',
        place: 'Moscow',
        dates: '2009 – 2017',
        bullets: ['Built the threat-intelligence object store (4 PB)'],
      },
      {
        title: 'Software Engineer',
        org: 'ABBYY',
        place: 'Moscow',
        dates: '2002 – 2009',
        bullets: ['OCR engine memory allocator; FineReader 8–11'],
      },
    ],
    education: [
      {
        degree: 'Candidate of Sciences (PhD), Computer Science',
        school: 'Lomonosov Moscow State University',
        place: 'Moscow',
        dates: '2002 – 2006',
      },
      {
        degree: 'Specialist degree, Applied Mathematics',
        school: 'Moscow Institute of Physics and Technology (MIPT)',
        place: 'Dolgoprudny',
        dates: '1996 – 2002',
      },
    ],
    extra: [
      {
        title: 'Talks and publications',
        items: [
          'Bezrukavnikova Y.A., Sokolovsky D.I. Erasure coding at exabyte scale. Proc. USENIX FAST, 2023.',
          'Highload++ 2021, Moscow: “Why our compaction stopped compacting”',
        ],
      },
    ],
    coauthors: ['Sokolovsky D.I.'],
    skills: ['C++', 'Rust', 'Distributed consensus', 'Erasure coding'],
    keep: ['Lomonosov Moscow State University', 'Yandex Cloud', 'Kaspersky Lab', 'FineReader', 'Highload++'],
    jobDescription: 'Director of engineering for distributed storage: team leadership, architecture, delivery.',
  }),

  adetokunbo: person({
    language: 'en',
    locale: 'en-NG',
    name: {
      full: 'Adetokunbo Olaniyan-Bakare',
      variants: [
        'Olaniyan-Bakare',
        'Adetokunbo',
        'A. O. Olaniyan-Bakare',
        'Olaniyan-Bakare AO',
        'Tokunbo Olaniyan-Bakare',
        'Prof. A. Olaniyan-Bakare',
      ],
    },
    display: 'Professor Adetokunbo Oluwafemi Olaniyan-Bakare',
    headline: 'Professor of Medicine and Consultant Nephrologist',
    email: 'tokunbo.olaniyanbakare@mail555.ng',
    phone: '+234 803 555 4127',
    address: '7 Awolowo Avenue, Bodija Estate, Ibadan, Oyo State',
    addressShort: 'Bodija, Ibadan',
    links: [],
    details: [
      { kind: 'date_of_birth', label: 'Date of Birth', value: 'Date of Birth: 12th April 1963' },
      { kind: 'marital_status', label: 'Marital Status', value: 'Marital Status: Married' },
      { kind: 'nationality', label: 'Nationality', value: 'Nationality: Nigerian' },
      { kind: 'nationality', label: 'State of Origin', value: 'State of Origin: Ogun State' },
      { kind: 'national_id', label: 'MDCN Registration', value: 'MDCN Reg. No.: 55519' },
    ],
    summary: '',
    jobs: [
      {
        title: 'Professor of Medicine',
        org: 'University of Ibadan / University College Hospital',
        place: 'Ibadan',
        dates: '2008 – date',
        bullets: [
          'Head, Renal Unit, University College Hospital, Ibadan (2012–2020)',
          'Established the first paediatric-to-adult dialysis transition clinic in Oyo State',
        ],
      },
      {
        title: 'Senior Lecturer / Consultant Physician',
        org: 'Obafemi Awolowo University Teaching Hospitals Complex',
        place: 'Ile-Ife',
        dates: '1999 – 2008',
        bullets: ['Trained 22 resident doctors to fellowship'],
      },
    ],
    education: [
      {
        degree: 'Fellow, West African College of Physicians (FWACP)',
        school: 'West African College of Physicians',
        place: 'Lagos',
        dates: '1997',
      },
      { degree: 'MBBS', school: 'University of Lagos', place: 'Lagos', dates: '1981 – 1987' },
    ],
    extra: [
      {
        title: 'Selected Publications',
        items: [
          'Olaniyan-Bakare AO, Akinwande-Eze T, Oyelowo K. APOL1 risk variants and CKD in south-west Nigeria. Kidney Int Rep. 2022;7:1180-1189.',
          'Ogundipe F, Olaniyan-Bakare AO. Hypertension control in primary care. Afr J Med Med Sci. 2015;44:33-41.',
        ],
      },
      {
        title: 'Grants',
        items: [
          'H3Africa Kidney Disease Research Network (co-investigator), NIH, 2013–2022',
          'Tertiary Education Trust Fund (TETFund) Institution-Based Research grant, 2019',
        ],
      },
    ],
    coauthors: ['Akinwande-Eze T', 'Oyelowo K', 'Ogundipe F'],
    skills: ['Nephrology', 'Haemodialysis', 'Clinical epidemiology', 'Medical education'],
    keep: ['Obafemi Awolowo University Teaching Hospitals Complex', 'H3Africa', 'TETFund'],
    referees: [
      {
        name: 'Professor Babatunde Adeyemo-Coker',
        title: 'Provost, College of Medicine',
        org: 'University of Ibadan',
        phone: '+234 805 555 3390',
        email: 'provost.office@mail555.ng',
      },
      {
        name: 'Dr. (Mrs.) Folasade Ekundayo',
        title: 'Chief Medical Director',
        org: 'University College Hospital, Ibadan',
        phone: '+234 802 555 7714',
        email: 'fekundayo@mail555.ng',
      },
    ],
    jobDescription: 'Professor of medicine and consultant nephrologist: clinical service, research, teaching.',
  }),

  thandiwe: person({
    language: 'en',
    locale: 'en-ZA',
    name: {
      full: 'Thandiwe Mkhabela-Venter',
      variants: ['Mkhabela-Venter', 'Thandiwe', 'T. Mkhabela-Venter', 'Thandi Mkhabela-Venter', 'Mkhabela'],
    },
    display: 'Thandiwe Mkhabela-Venter',
    headline: 'Group Chief Financial Officer, CA(SA)',
    email: 'thandi.mkhabelaventer@webmail555.co.za',
    phone: '+27 82 555 6031',
    address: '14 Fricker Road, Illovo, Sandton 2196',
    addressShort: 'Illovo, Sandton',
    links: [{ kind: 'link', value: 'linkedin.com/in/thandiwe-mkhabela-venter-ca' }],
    details: [
      { kind: 'national_id', label: 'ID number', value: 'ID No.: 750812 0555 08 4' },
      { kind: 'national_id', label: 'SAICA membership', value: 'SAICA membership no. 20555318' },
    ],
    summary:
      'Chartered accountant and group CFO in mining and financial services; JSE listings and King IV governance.',
    jobs: [
      {
        title: 'Group Chief Financial Officer',
        org: 'Sibanye-Stillwater',
        place: 'Johannesburg',
        dates: 'Jan 2019 – Present',
        bullets: ['R128bn revenue; capital allocation and hedging across PGMs and gold', 'Led US$1bn convertible bond'],
      },
      {
        title: 'Chief Financial Officer, Corporate and Investment Banking',
        org: 'Standard Bank Group',
        place: 'Johannesburg',
        dates: 'Apr 2011 – Dec 2018',
        bullets: ['IFRS 9 implementation across 20 African countries'],
      },
      {
        title: 'Audit Manager',
        org: 'Deloitte & Touche',
        place: 'Cape Town',
        dates: 'Feb 1999 – Mar 2011',
        bullets: ['Articles and audit management, mining and retail clients'],
      },
    ],
    education: [
      {
        degree: 'CA(SA), South African Institute of Chartered Accountants',
        school: 'SAICA',
        place: 'Johannesburg',
        dates: '2002',
      },
      { degree: 'BCom (Hons) Accounting', school: 'University of Cape Town', place: 'Cape Town', dates: '1994 – 1998' },
    ],
    extra: [
      {
        title: 'Board appointments',
        items: [
          'Independent non-executive director, Nelson Mandela Children’s Fund',
          'Audit committee chair, Oppenheimer Memorial Trust',
        ],
      },
    ],
    skills: ['IFRS 9', 'Treasury', 'JSE Listings Requirements', 'King IV'],
    keep: ['Nelson Mandela Children’s Fund', 'Oppenheimer Memorial Trust', 'King IV'],
    referees: [
      {
        name: 'Mr Sipho Ntuli-Marais',
        title: 'Chairman',
        org: 'Sibanye-Stillwater Audit Committee',
        phone: '+27 83 555 2210',
        email: 's.ntulimarais@webmail555.co.za',
      },
    ],
    jobDescription: 'Group CFO for a listed mining company: capital allocation, treasury, governance.',
  }),

  fionnuala: person({
    language: 'en',
    locale: 'en-AU',
    name: {
      full: 'Fionnuala Brannigan-Dossett',
      variants: [
        'Brannigan-Dossett',
        'Fionnuala',
        'F. Brannigan-Dossett',
        'Finn Brannigan-Dossett',
        'Fionnuala M. Brannigan-Dossett',
      ],
    },
    display: 'Fionnuala Brannigan-Dossett',
    headline: 'Partner, Audit & Assurance | Non-Executive Director | GAICD',
    email: 'fionnuala.bd@ozmail555.com.au',
    phone: '0491 570 156',
    address: 'Unit 12, 48 Wattletree Road, Armadale VIC 3143',
    addressShort: 'Armadale VIC 3143',
    links: [{ kind: 'link', value: 'https://www.linkedin.com/in/fbrannigandossett/' }],
    details: [],
    summary:
      'Audit partner of 16 years in superannuation and asset management; board member and audit committee chair.',
    jobs: [
      {
        title: 'Partner, Audit & Assurance',
        org: 'KPMG Australia',
        place: 'Melbourne',
        dates: '2010 – present',
        bullets: [
          'Lead partner on three APRA-regulated superannuation funds',
          'National head of the wealth management audit practice',
        ],
      },
      {
        title: 'Director',
        org: 'Ernst & Young',
        place: 'Sydney',
        dates: '2003 – 2010',
        bullets: ['Audits of ASX 100 financial services clients'],
      },
    ],
    education: [
      {
        degree: 'Graduate, Company Directors Course (GAICD)',
        school: 'Australian Institute of Company Directors',
        place: 'Melbourne',
        dates: '2016',
      },
      { degree: 'Bachelor of Commerce', school: 'University of Melbourne', place: 'Melbourne', dates: '1993 – 1996' },
    ],
    extra: [
      {
        title: 'Boards',
        items: [
          'Non-executive director, Royal Children’s Hospital Foundation (2019–)',
          'Audit committee chair, Sir John Monash Foundation (2021–)',
        ],
      },
    ],
    skills: ['APRA prudential standards', 'ASA 701', 'Board governance'],
    keep: [
      'Royal Children’s Hospital Foundation',
      'Sir John Monash Foundation',
      'Australian Institute of Company Directors',
    ],
    referees: [
      {
        name: 'Mr Lachlan Varcoe-Ellis',
        title: 'Chair',
        org: 'Royal Children’s Hospital Foundation',
        phone: '0491 570 110',
        email: 'lvarcoe@ozmail555.com.au',
      },
    ],
    jobDescription: 'Audit partner and non-executive director: assurance, superannuation, governance.',
  }),

  rodrigo: person({
    language: 'es',
    locale: 'es-MX',
    name: {
      full: 'Rodrigo Ezequiel Zubiría Landázuri',
      variants: ['Rodrigo Zubiría', 'Zubiría Landázuri', 'Zubiría', 'Rodrigo Ezequiel', 'R. E. Zubiría'],
    },
    display: 'Rodrigo Ezequiel Zubiría Landázuri',
    headline: 'Director General de Operaciones',
    email: 'rezubiria@correo555.mx',
    phone: '+52 55 5550 4412',
    address: 'Av. Paseo de la Reforma 2608, Int. 1102, Col. Lomas Altas, Miguel Hidalgo, C.P. 11950, Ciudad de México',
    addressShort: 'Miguel Hidalgo, Ciudad de México',
    links: [{ kind: 'link', value: 'linkedin.com/in/rodrigozubiria' }],
    details: [
      { kind: 'national_id', label: 'CURP', value: 'CURP: ZULR700215HDFBNDA5' },
      { kind: 'date_of_birth', label: 'Fecha de nacimiento', value: 'Fecha de nacimiento: 15 de febrero de 1970' },
      { kind: 'marital_status', label: 'Estado civil', value: 'Estado civil: casado' },
    ],
    summary: 'Directivo con 27 años en manufactura y logística; responsable de 11 plantas y 14,000 colaboradores.',
    jobs: [
      {
        title: 'Director General de Operaciones',
        org: 'Grupo Bimbo',
        place: 'Ciudad de México',
        dates: '2016 – a la fecha',
        bullets: ['Dirección de 11 plantas en México y Centroamérica', 'Reducción del 22 % en mermas'],
      },
      {
        title: 'Director de Cadena de Suministro',
        org: 'CEMEX',
        place: 'Monterrey',
        dates: '2005 – 2016',
        bullets: ['Rediseño de la red logística en el Bajío'],
      },
    ],
    education: [
      { degree: 'MBA', school: 'IPADE Business School', place: 'Ciudad de México', dates: '2003 – 2005' },
      { degree: 'Ingeniero Industrial', school: 'Tecnológico de Monterrey', place: 'Monterrey', dates: '1988 – 1993' },
    ],
    extra: [
      {
        title: 'Consejos',
        items: [
          'Consejero, Fundación Carlos Slim (comité de nutrición)',
          'Consejero, Cámara Nacional de la Industria Panificadora',
        ],
      },
    ],
    skills: ['Lean Manufacturing', 'S&OP', 'SAP', 'Seis Sigma'],
    keep: ['Fundación Carlos Slim', 'IPADE Business School', 'Tecnológico de Monterrey'],
    languages: 'Español (nativo), inglés (avanzado)',
    jobDescription: 'Chief operating officer in food manufacturing: plants, supply chain, operational excellence.',
  }),

  maarten: person({
    language: 'en',
    locale: 'nl-NL',
    name: {
      full: 'Maarten van der Heijden-Bosch',
      variants: [
        'Van der Heijden-Bosch',
        'Maarten',
        'M. van der Heijden-Bosch',
        'Heijden-Bosch',
        'M.J. van der Heijden-Bosch',
      ],
    },
    display: 'ir. Maarten J. van der Heijden-Bosch',
    headline: 'Chief Technology Officer · Photonics',
    email: 'maarten@vdheijdenbosch555.nl',
    phone: '+31 6 5550 7219',
    address: 'Prinsengracht 611-C, 1016 HT Amsterdam',
    addressShort: 'Amsterdam',
    links: [{ kind: 'link', value: 'vdheijdenbosch555.nl' }],
    details: [],
    summary: 'Physicist and engineering executive; took two photonics products from lab to volume manufacturing.',
    jobs: [
      {
        title: 'Chief Technology Officer',
        org: 'Smart Photonics',
        place: 'Eindhoven',
        dates: '2020 – present',
        bullets: ['Indium-phosphide foundry roadmap; 85 engineers', 'Secured €100m Growth Fund participation'],
      },
      {
        title: 'Director, EUV Source Development',
        org: 'ASML',
        place: 'Veldhoven',
        dates: '2009 – 2020',
        bullets: ['Tin-droplet generator reliability programme', 'Named inventor on 31 patent families'],
      },
      {
        title: 'Research Scientist',
        org: 'Philips Research',
        place: 'Eindhoven',
        dates: '2004 – 2009',
        bullets: ['Solid-state lighting optics'],
      },
    ],
    education: [
      {
        degree: 'PhD, Applied Physics (cum laude)',
        school: 'Eindhoven University of Technology',
        place: 'Eindhoven',
        dates: '2000 – 2004',
      },
      {
        degree: 'MSc (ir.), Applied Physics',
        school: 'Delft University of Technology',
        place: 'Delft',
        dates: '1994 – 2000',
      },
    ],
    extra: [
      {
        title: 'Selected publications and patents',
        items: [
          'M. J. van der Heijden-Bosch, R. Kuipers, and L. Verhoeven, “Droplet generator lifetime in EUV sources,” J. Micro/Nanopatterning, vol. 19, 2020.',
          'Van der Heijden-Bosch MJ, Smit A. Monolithic InP lasers. Optics Express 2022;30:14421.',
          'US 10,555,391 B2, “Nozzle for a droplet generator,” 2020.',
        ],
      },
    ],
    coauthors: ['R. Kuipers', 'L. Verhoeven', 'Smit A'],
    skills: ['Photonic integrated circuits', 'EUV', 'Systems engineering', 'Technology roadmapping'],
    keep: ['Philips Research', 'Smart Photonics'],
    jobDescription: 'Chief technology officer for a photonics company: roadmap, engineering teams, patents.',
  }),

  audrey: person({
    language: 'en',
    locale: 'en-SG',
    name: {
      full: 'Audrey Kwek Hui Min',
      variants: ['Audrey Kwek', 'Kwek Hui Min', 'Kwek', 'Hui Min', '郭慧敏', 'A. Kwek'],
    },
    display: 'Audrey KWEK Hui Min',
    headline: 'Managing Director, Head of Asia Infrastructure Investments',
    email: 'audrey.kwek.hm@mail555.sg',
    phone: '+65 8555 1937',
    address: 'Blk 18 Holland Grove Road, #07-33, Singapore 278790',
    addressShort: 'Singapore',
    links: [{ kind: 'link', value: 'linkedin.com/in/audreykwek' }],
    details: [{ kind: 'national_id', label: 'NRIC', value: 'NRIC: S7555214G' }],
    summary: 'Infrastructure investor with 21 years across ports, renewables and data centres in Asia-Pacific.',
    jobs: [
      {
        title: 'Managing Director, Head of Asia Infrastructure',
        org: 'GIC',
        place: 'Singapore',
        dates: '2015 – present',
        bullets: ['US$14bn portfolio across 9 markets', 'Board seats on four portfolio companies'],
      },
      {
        title: 'Vice President, Project Finance',
        org: 'DBS Bank',
        place: 'Singapore',
        dates: '2005 – 2015',
        bullets: ['Arranged financing for the Tuas Mega Port phase 1'],
      },
    ],
    education: [
      {
        degree: 'MBA (Lee Kuan Yew Scholarship recipient)',
        school: 'INSEAD',
        place: 'Fontainebleau',
        dates: '2009 – 2010',
      },
      { degree: 'BBA (Hons)', school: 'National University of Singapore', place: 'Singapore', dates: '1998 – 2002' },
    ],
    extra: [
      {
        title: 'Board seats',
        items: ['Non-executive director, Lien Foundation', 'Member, Investment Committee, Temasek Foundation'],
      },
    ],
    skills: ['Infrastructure M&A', 'Project finance', 'ESG', 'Valuation'],
    keep: ['Lee Kuan Yew Scholarship', 'Lien Foundation', 'Temasek Foundation', 'Tuas Mega Port'],
    referees: [
      {
        name: 'Mr Ong Beng Chye',
        title: 'Former Chief Investment Officer',
        org: 'GIC',
        phone: '+65 9555 0428',
        email: 'bcong@mail555.sg',
      },
    ],
    jobDescription: 'Managing director for infrastructure investments: deal origination, portfolio boards.',
  }),

  tarek: person({
    language: 'en',
    locale: 'en-AE',
    name: {
      full: 'Tarek Mahmoud Elshenawy',
      variants: [
        'Tarek Elshenawy',
        'Elshenawy',
        'T. M. Elshenawy',
        'El-Shenawy',
        'Eng. Tarek Elshenawy',
        'طارق الشناوي',
      ],
    },
    display: 'Eng. Tarek Mahmoud Elshenawy, PE',
    headline: 'Senior Director – Projects & Engineering',
    email: 'tarek.elshenawy@mail555.ae',
    phone: '+971 50 555 8302',
    address: 'Villa 22, Street 14, Al Barsha 2, Dubai, UAE',
    addressShort: 'Al Barsha, Dubai',
    links: [{ kind: 'link', value: 'linkedin.com/in/tarek-elshenawy-pe' }],
    details: [
      { kind: 'nationality', label: 'Nationality', value: 'Nationality: Egyptian' },
      { kind: 'passport', label: 'Passport', value: 'Passport No.: A55528194' },
      { kind: 'national_id', label: 'Driving licence', value: 'UAE Driving Licence No. 5550417' },
    ],
    summary: 'Chartered civil engineer, 24 years delivering airports, metro and utilities in the GCC.',
    jobs: [
      {
        title: 'Senior Director, Projects',
        org: 'Dubai Airports',
        place: 'Dubai',
        dates: '2016 – present',
        bullets: ['AED 8bn capital programme at Al Maktoum International Airport'],
      },
      {
        title: 'Project Director',
        org: 'Bechtel',
        place: 'Riyadh',
        dates: '2008 – 2016',
        bullets: ['Riyadh Metro Line 1 civil works, 1,900 staff'],
      },
      {
        title: 'Site Engineer',
        org: 'Orascom Construction',
        place: 'Cairo',
        dates: '2000 – 2008',
        bullets: ['Cairo Metro Line 3 stations'],
      },
    ],
    education: [
      { degree: 'MSc Construction Management', school: 'Heriot-Watt University', place: 'Dubai', dates: '2010 – 2012' },
      {
        degree: 'BSc Civil Engineering (Distinction)',
        school: 'Ain Shams University',
        place: 'Cairo',
        dates: '1995 – 2000',
      },
    ],
    skills: ['Primavera P6', 'FIDIC', 'PMP', 'Stakeholder management'],
    keep: ['Al Maktoum International Airport', 'Riyadh Metro', 'Orascom Construction', 'Heriot-Watt University'],
    jobDescription: 'Senior director for capital projects: airports, metro, programme delivery.',
  }),

  genevieve: person({
    language: 'fr',
    locale: 'fr-CA',
    name: {
      full: 'Geneviève Lapointe-Sauvageau',
      variants: [
        'Lapointe-Sauvageau',
        'Geneviève',
        'G. Lapointe-Sauvageau',
        'Lapointe-Sauvageau G',
        'Lapointe-Sauvageau, G.',
      ],
    },
    display: 'Geneviève Lapointe-Sauvageau, Ph. D.',
    headline: 'Professeure titulaire, Département de sociologie',
    email: 'glapointesauvageau@courriel555.ca',
    phone: '514 555-0178',
    address: '4820, avenue de Lorimier, app. 3, Montréal (Québec) H2H 2B3',
    addressShort: 'Montréal (Québec)',
    links: [{ kind: 'link', value: 'https://orcid.org/0000-0001-5553-4420' }],
    details: [],
    summary: 'Sociologue de la santé; 74 articles, 11 ouvrages, direction de 19 étudiants aux cycles supérieurs.',
    jobs: [
      {
        title: 'Professeure titulaire',
        org: 'Université de Montréal',
        place: 'Montréal',
        dates: '2015 – aujourd’hui',
        bullets: [
          'Titulaire de la Chaire de recherche du Canada en santé des populations (niveau 1)',
          'Directrice du Centre de recherche en santé publique',
        ],
      },
      {
        title: 'Professeure agrégée',
        org: 'Université Laval',
        place: 'Québec',
        dates: '2006 – 2015',
        bullets: ['Enseignement des méthodes qualitatives'],
      },
    ],
    education: [
      { degree: 'Ph. D. en sociologie', school: 'Université McGill', place: 'Montréal', dates: '1999 – 2005' },
      {
        degree: 'Baccalauréat en sociologie',
        school: 'Université du Québec à Montréal',
        place: 'Montréal',
        dates: '1995 – 1998',
      },
    ],
    extra: [
      {
        title: 'Subventions',
        items: [
          'IRSC, subvention Projet, 2022–2027, 1 120 000 $ (chercheuse principale)',
          'FRQSC, Programme de soutien aux équipes, 2018–2022',
        ],
      },
      {
        title: 'Publications choisies',
        items: [
          'Lapointe-Sauvageau, G., & Tremblay-Ouellet, M. (2023). Vieillir seule en ville. Sociologie et sociétés, 55(1), 77–101.',
          'Nakashima-Roy, E., Lapointe-Sauvageau, G., & Bérubé, J. (2020). Social Science & Medicine, 258, 113094.',
        ],
      },
      {
        title: 'Prix',
        items: ['Prix Marcel-Vincent de l’Acfas, 2021', 'Bourse Pierre Elliott Trudeau, 2003'],
      },
    ],
    coauthors: ['Tremblay-Ouellet, M.', 'Nakashima-Roy, E.', 'Bérubé, J.'],
    skills: ['Méthodes qualitatives', 'NVivo', 'Santé publique', 'Politiques sociales'],
    keep: [
      'Prix Marcel-Vincent',
      'Bourse Pierre Elliott Trudeau',
      'Université McGill',
      'Chaire de recherche du Canada',
    ],
    languages: 'Français (langue maternelle), anglais (courant), espagnol (intermédiaire)',
    jobDescription: 'Full professor of sociology: research chair, grants, graduate supervision.',
  }),

  przemyslaw: person({
    language: 'pl',
    locale: 'pl-PL',
    name: {
      full: 'Przemysław Wróblewicz-Kamiński',
      variants: [
        'Wróblewicz-Kamiński',
        'Przemysław',
        'P. Wróblewicz-Kamiński',
        'Przemek Wróblewicz-Kamiński',
        'Wroblewicz-Kaminski',
      ],
    },
    display: 'Przemysław Wróblewicz-Kamiński',
    headline: 'Dyrektor ds. Technologii / Chief Technology Officer',
    email: 'przemek.wk@poczta555.pl',
    phone: '+48 601 555 284',
    address: 'ul. Mokotowska 58 m. 14, 00-534 Warszawa',
    addressShort: 'Warszawa',
    links: [{ kind: 'link', value: 'github.com/przemekwk' }],
    details: [{ kind: 'date_of_birth', label: 'Data urodzenia', value: 'Data urodzenia: 08.06.1977' }],
    summary: 'CTO and engineering leader, 22 years in fintech and e-commerce; scaled platforms to 40 million users.',
    jobs: [
      {
        title: 'Chief Technology Officer',
        org: 'Allegro',
        place: 'Warszawa',
        dates: '2018 – obecnie',
        bullets: ['1,400 engineers, migration to Kubernetes across 3 data centres', 'Member of the Management Board'],
      },
      {
        title: 'VP Engineering',
        org: 'mBank',
        place: 'Warszawa',
        dates: '2010 – 2018',
        bullets: ['Rebuilt the mobile banking platform'],
      },
      {
        title: 'Senior Developer',
        org: 'Comarch',
        place: 'Kraków',
        dates: '2001 – 2010',
        bullets: ['Telecom billing systems'],
      },
    ],
    education: [
      { degree: 'MSc Computer Science', school: 'Politechnika Warszawska', place: 'Warszawa', dates: '1996 – 2001' },
    ],
    extra: [
      {
        title: 'Speaking and boards',
        items: ['Keynote, Infoshare 2024, Gdańsk', 'Supervisory board member, Fundacja Maria Skłodowska-Curie Tech'],
      },
    ],
    skills: ['Kubernetes', 'Java', 'Kafka', 'Engineering management'],
    keep: ['Politechnika Warszawska', 'Infoshare', 'Fundacja Maria Skłodowska-Curie Tech'],
    referees: [
      {
        name: 'Ms Agnieszka Zawadzka-Wolff',
        title: 'CEO',
        org: 'Allegro',
        phone: '+48 602 555 913',
        email: 'a.zawadzka@poczta555.pl',
      },
    ],
    clause:
      'Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji (zgodnie z RODO).',
    jobDescription: 'Chief technology officer for an e-commerce platform: engineering organisation, architecture.',
  }),
};
