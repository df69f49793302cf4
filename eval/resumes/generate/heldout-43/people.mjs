// Held-out part 43: invented people whose résumés look like the ones developers, students and researchers keep
// in public repositories and on personal sites. Every name, address, phone number, e-mail address, handle and id
// is invented (fictional phone ranges where a country has one); employers, universities, prizes and software
// named after people are there because a redaction must keep them.

const job = (org, place, title, dates, bullets) => ({ org, place, title, dates, bullets });
const edu = (school, place, degree, dates) => ({ school, place, degree, dates });

export const PEOPLE = {
  vallencourt: {
    locale: 'US',
    language: 'en',
    name: {
      full: 'Ambrose T. Vallencourt',
      variants: ['Ambrose Vallencourt', 'A. Vallencourt', 'Vallencourt, A.', 'Bram'],
    },
    given: 'Ambrose T.',
    family: 'Vallencourt',
    headline: 'Distributed systems engineer',
    email: 'bram@vallencourt.dev',
    phone: '(412) 555-0187',
    address: '2219 Murray Avenue, Apt 3R, Pittsburgh, PA 15217',
    addressShort: 'Pittsburgh, PA',
    links: [
      { kind: 'handle', value: 'bramvallencourt' },
      { kind: 'domain', value: 'vallencourt.dev' },
    ],
    details: [],
    jobs: [
      job('Duolingo', 'Pittsburgh, PA', 'Senior Software Engineer, Storage', 'Jun 2021 – Present', [
        'Migrated the streak service from a sharded Postgres cluster to Apache Cassandra, cutting p99 write latency from 41 ms to 9 ms.',
        'Wrote the Kafka consumer framework now used by eleven teams; added exactly-once sinks and dead-letter replay.',
        'Mentored four new graduates through the on-call rotation.',
      ]),
      job('Argo AI', 'Pittsburgh, PA', 'Software Engineer II', 'Aug 2018 – May 2021', [
        'Built a log-structured telemetry store in Rust for 300 test vehicles; ingest of 2 TB/day.',
        'Replaced a nightly Hadoop job with a streaming pipeline, so that map updates reached the fleet in minutes.',
      ]),
    ],
    education: [
      edu('Carnegie Mellon University', 'Pittsburgh, PA', 'M.S. Computer Science', '2016 – 2018'),
      edu(
        'Case Western Reserve University',
        'Cleveland, OH',
        'B.S. Computer Engineering, summa cum laude',
        '2012 – 2016',
      ),
    ],
    skills: ['Rust', 'Go', 'Java', 'Apache Cassandra', 'Kafka', 'Kubernetes', 'Terraform', 'PostgreSQL'],
    keep: ['Dijkstra', 'Raft', 'Jepsen'],
    extra: [
      {
        head: 'Projects',
        items: [
          'tidewater — a Raft-based key-value store with a Jepsen test suite (1.2k stars).',
          'pathfinder-rs — Dijkstra and A* over OpenStreetMap extracts, used in two university courses.',
        ],
      },
    ],
    jobDescription:
      'Staff engineer for a distributed storage team: replication, consensus, Kafka and Cassandra in production.',
  },
  abernethy: {
    locale: 'GB',
    language: 'en',
    name: {
      full: 'Perpetua Abernethy-Quayle',
      variants: ['Perpetua Abernethy Quayle', 'P. Abernethy-Quayle', 'Abernethy-Quayle, P.', 'Pet'],
    },
    given: 'Perpetua',
    family: 'Abernethy-Quayle',
    headline: 'Research Software Engineer',
    email: 'p.abernethyquayle@proton.me',
    phone: '07700 900 418',
    address: 'Flat 4, 17 Cardigan Road, Leeds LS6 1LF',
    addressShort: 'Leeds',
    links: [
      { kind: 'handle', value: 'pabquayle' },
      { kind: 'link', value: 'orcid.org/0000-0002-7431-9062' },
    ],
    details: [],
    jobs: [
      job(
        'University of Leeds',
        'Leeds',
        'Research Software Engineer, Centre for Computational Medicine',
        'Oct 2020 – present',
        [
          'Maintain a Bayesian pharmacokinetics package in Julia and Stan used by three NHS trusts.',
          'Ported a Markov chain Monte Carlo sampler to GPUs; a 14× speed-up for the cohort models.',
          'Teach the Software Carpentry workshops twice a year.',
        ],
      ),
      job('Rolls-Royce', 'Derby', 'Graduate Engineer, Data Systems', 'Sep 2018 – Sep 2020', [
        'Wrote the vibration-anomaly dashboards for the Trent engine test beds.',
      ]),
    ],
    education: [edu('University of Manchester', 'Manchester', 'MPhys Physics, First Class', '2014 – 2018')],
    skills: ['Julia', 'Stan', 'Python', 'C++', 'CUDA', 'Snakemake'],
    keep: ['Bayesian', 'Markov chain Monte Carlo', 'Software Carpentry', 'Turing Fellowship'],
    extra: [
      {
        head: 'Awards',
        items: [
          'Alan Turing Institute — Turing Fellowship (2023)',
          'Institute of Physics — Early Career Award, shortlisted (2019)',
        ],
      },
    ],
    coauthors: ['Okafor, N.', 'H. Lindqvist', 'Ramsbottom, J.'],
    publications: [
      '{me}, Okafor, N. and Ramsbottom, J. (2024). "Hierarchical Bayesian dosing for paediatric vancomycin." Journal of Open Source Software 9(93).',
      'H. Lindqvist, {short} and others (2022). "GPU-accelerated Markov chain Monte Carlo for cohort PK models." PAGE 30.',
    ],
    meShort: 'P. Abernethy-Quayle',
    meLong: 'Abernethy-Quayle, P.',
    referees: [
      {
        name: 'Prof. Hannelore Lindqvist',
        title: 'Chair of Clinical Pharmacology, University of Leeds',
        phone: '0113 496 0712',
        email: 'h.lindqvist@leeds.example.ac.uk',
      },
      {
        name: 'Dr Jonah Ramsbottom',
        title: 'Senior Lecturer, Leeds Institute of Data Analytics',
        phone: '0113 496 0388',
        email: 'j.ramsbottom@leeds.example.ac.uk',
      },
    ],
    jobDescription:
      'Research software engineer for a clinical modelling group: Julia, Stan, Bayesian inference, reproducible pipelines.',
  },
  venkataraghavan: {
    locale: 'IN',
    language: 'en',
    name: {
      full: 'Sreenidhi Venkataraghavan',
      variants: ['S. Venkataraghavan', 'Venkataraghavan, S.', 'Sreenidhi V.', 'SREENIDHI VENKATARAGHAVAN'],
    },
    given: 'Sreenidhi',
    family: 'Venkataraghavan',
    headline: 'Machine Learning Engineer | Kaggle Expert',
    email: 'sreenidhi.vr@gmail.com',
    phone: '+91 98422 30719',
    address: '14/3, Bharathi Park Road 4th Cross, Saibaba Colony, Coimbatore 641011',
    addressShort: 'Coimbatore, Tamil Nadu',
    links: [
      { kind: 'handle', value: 'sreenidhivr' },
      { kind: 'handle', value: 'leetcode.com/u/nidhi_vr' },
    ],
    details: [{ kind: 'date_of_birth', value: '09/11/1998' }],
    jobs: [
      job('Tata Consultancy Services', 'Chennai', 'Machine Learning Engineer', 'Jul 2021 – Present', [
        'Built a document-classification service for an insurance client: fine-tuned transformers, 94.1% macro F1 over 38 classes.',
        'Reduced inference cost by 60% with ONNX export and dynamic batching on Triton.',
      ]),
      job('Zoho Corporation', 'Chennai', 'Project Trainee', 'Jan 2021 – Jun 2021', [
        'Wrote Hadoop-to-Spark migration scripts for the analytics team.',
      ]),
    ],
    education: [
      edu(
        'PSG College of Technology',
        'Coimbatore',
        'B.E. Computer Science and Engineering — CGPA 8.74/10',
        '2017 – 2021',
      ),
    ],
    skills: ['Python', 'PyTorch', 'Hugging Face', 'Spark', 'Hadoop', 'SQL', 'Docker'],
    keep: ['Kaggle Expert', 'Smart India Hackathon', 'Dijkstra'],
    extra: [
      {
        head: 'Achievements',
        items: [
          'Kaggle Expert (Competitions) — two silver medals.',
          'Smart India Hackathon 2020 — winner, Ministry of Jal Shakti problem statement.',
          'LeetCode rating 2014; 600+ problems.',
        ],
      },
    ],
    jobDescription: 'Machine learning engineer for document AI: transformers, model serving, Python and Spark.',
  },
  oberhaeuser: {
    locale: 'DE',
    language: 'de',
    name: {
      full: 'Wendelin Oberhäuser',
      variants: ['W. Oberhäuser', 'Oberhäuser, W.', 'Wendelin Oberhaeuser', 'OBERHÄUSER'],
    },
    given: 'Wendelin',
    family: 'Oberhäuser',
    headline: 'Softwareentwickler (Embedded / Rust)',
    email: 'wendelin@oberhaeuser.eu',
    phone: '+49 (0)561 7395 2184',
    address: 'Friedrich-Ebert-Straße 112, 34119 Kassel',
    addressShort: 'Kassel',
    links: [
      { kind: 'handle', value: 'woberhaeuser' },
      { kind: 'domain', value: 'oberhaeuser.eu' },
    ],
    details: [
      { kind: 'date_of_birth', value: '14.03.1994' },
      { kind: 'nationality', value: 'deutsch' },
    ],
    jobs: [
      job('SMA Solar Technology AG', 'Niestetal', 'Softwareentwickler Embedded', '04/2020 – heute', [
        'Firmware für Wechselrichter in Rust und C; Portierung des Bootloaders auf Cortex-M33.',
        'Aufbau einer Hardware-in-the-Loop-Testumgebung mit 40 Geräten.',
      ]),
      job('Robert Bosch GmbH', 'Stuttgart-Feuerbach', 'Werkstudent Software', '10/2017 – 03/2020', [
        'Automatisierte Tests für Steuergeräte mit Python und CANoe.',
      ]),
    ],
    education: [edu('Karlsruher Institut für Technologie', 'Karlsruhe', 'M.Sc. Informatik (Note 1,4)', '2015 – 2020')],
    skills: ['Rust', 'C', 'Embedded Linux', 'Zephyr', 'Python', 'Yocto'],
    keep: ['Fraunhofer-Institut', 'Deutschlandstipendium', 'Bosch'],
    extra: [
      {
        head: 'Auszeichnungen',
        items: ['Deutschlandstipendium 2016–2019', 'Masterarbeit am Fraunhofer-Institut für Solare Energiesysteme ISE'],
      },
    ],
    jobDescription: 'Embedded software engineer: Rust and C firmware for power electronics, test automation.',
  },
  lebihan: {
    locale: 'FR',
    language: 'fr',
    name: {
      full: 'Gwenaëlle Le Bihan-Kerdraon',
      variants: ['Gwenaëlle Le Bihan', 'G. Le Bihan-Kerdraon', 'Le Bihan-Kerdraon, G.', 'LE BIHAN-KERDRAON'],
    },
    given: 'Gwenaëlle',
    family: 'Le Bihan-Kerdraon',
    headline: 'Doctorante en apprentissage automatique',
    email: 'gwen.lebihan@posteo.net',
    phone: '06 12 48 73 90',
    address: '8 rue de Siam, 29200 Brest',
    addressShort: '29200 Brest',
    links: [
      { kind: 'handle', value: 'gwenlbk' },
      { kind: 'link', value: 'scholar.google.com/citations?user=Qx7mTbYAAAAJ' },
    ],
    details: [],
    jobs: [
      job('IMT Atlantique', 'Brest', 'Doctorante CIFRE, équipe Lab-STICC', 'oct. 2022 – aujourd’hui', [
        'Apprentissage par renforcement pour le routage de drones sous-marins ; processus de décision de Markov partiellement observables.',
        'Encadrement de deux stagiaires de master.',
      ]),
      job('Thales', 'Brest', 'Stagiaire ingénieure R&D', 'févr. 2022 – août 2022', [
        'Détection d’anomalies sur signaux sonar avec des modèles bayésiens.',
      ]),
    ],
    education: [edu('Université de Rennes', 'Rennes', 'Master Science des données, mention très bien', '2020 – 2022')],
    skills: ['Python', 'JAX', 'PyTorch', 'Julia', 'LaTeX'],
    keep: ['Markov', 'Lab-STICC', 'Actions Marie Skłodowska-Curie'],
    extra: [
      { head: 'Enseignement', items: ['TD d’algorithmique (Dijkstra, Bellman-Ford), 64 h, IMT Atlantique 2023–2024'] },
    ],
    coauthors: ['Kerhervé, Y.', 'M. Tanguy'],
    publications: [
      '{long}, Kerhervé, Y. et Tanguy, M. « Routage d’AUV par POMDP ». GRETSI 2023.',
      'M. Tanguy, {short}. “Bayesian sonar anomaly detection.” OCEANS 2023, Limerick.',
    ],
    meShort: 'G. Le Bihan-Kerdraon',
    meLong: 'Le Bihan-Kerdraon, G.',
    jobDescription: 'Chercheuse ou ingénieure en apprentissage par renforcement pour systèmes autonomes.',
  },
  arrizabalaga: {
    locale: 'ES',
    language: 'es',
    name: {
      full: 'Iñigo Arrizabalaga Etxeberria',
      variants: ['Iñigo Arrizabalaga', 'I. Arrizabalaga E.', 'Arrizabalaga, I.', 'Iñigo A. Etxeberria'],
    },
    given: 'Iñigo',
    family: 'Arrizabalaga Etxeberria',
    headline: 'Ingeniero de datos',
    email: 'inigo.arrizabalaga@gmail.com',
    phone: '+34 688 41 27 93',
    address: 'Calle Iparraguirre 37, 3º izq., 48011 Bilbao',
    addressShort: 'Bilbao',
    links: [{ kind: 'handle', value: 'iarrizabalaga' }],
    details: [{ kind: 'national_id', value: '72581430-K' }],
    jobs: [
      job('Iberdrola', 'Bilbao', 'Ingeniero de datos', 'mar. 2021 – actualidad', [
        'Diseño de la plataforma de ingesta de contadores inteligentes con Kafka y Apache Flink (4.000 millones de lecturas al día).',
        'Modelos de previsión de demanda con Prophet y XGBoost.',
      ]),
      job('Tecnalia', 'Derio', 'Investigador en prácticas', 'sept. 2019 – feb. 2021', [
        'Gemelos digitales de subestaciones eléctricas.',
      ]),
    ],
    education: [edu('Universidad de Deusto', 'Bilbao', 'Grado en Ingeniería Informática', '2015 – 2019')],
    skills: ['Python', 'Scala', 'Kafka', 'Apache Flink', 'Airflow', 'dbt'],
    keep: ['Apache Flink', 'Premio Rey Jaime I', 'Erasmus+'],
    extra: [
      {
        head: 'Otros',
        items: [
          'Beca Erasmus+ en la Technische Universität Wien (2018).',
          'Euskera (nativo), castellano (nativo), inglés (C1).',
        ],
      },
    ],
    jobDescription: 'Ingeniero de datos para una plataforma de streaming: Kafka, Flink, Python.',
  },
  tzompantzi: {
    locale: 'MX',
    language: 'es',
    name: {
      full: 'Citlali Ramírez Tzompantzi',
      variants: ['Citlali Ramírez', 'C. Ramírez T.', 'Ramírez Tzompantzi, C.', 'CITLALI RAMÍREZ TZOMPANTZI'],
    },
    given: 'Citlali',
    family: 'Ramírez Tzompantzi',
    headline: 'Desarrolladora Full Stack',
    email: 'citlali.rtz@outlook.com',
    phone: '222 318 4475',
    address: 'Av. Juárez 2915, Col. La Paz, C.P. 72160, Puebla, Pue.',
    addressShort: 'Puebla, Pue.',
    links: [
      { kind: 'handle', value: 'citlalirtz' },
      { kind: 'domain', value: 'citlali.codes' },
    ],
    details: [],
    jobs: [
      job('Volkswagen de México', 'Puebla', 'Desarrolladora Full Stack', 'ene 2022 – presente', [
        'Portal de proveedores en React y NestJS; 1,800 usuarios activos.',
        'Migración de reportes de Excel a un tablero en Grafana.',
      ]),
      job('Benemérita Universidad Autónoma de Puebla', 'Puebla', 'Becaria de investigación', 'ago 2020 – dic 2021', [
        'Visión por computadora para conteo de polinizadores.',
      ]),
    ],
    education: [
      edu(
        'Benemérita Universidad Autónoma de Puebla',
        'Puebla',
        'Ingeniería en Ciencias de la Computación',
        '2016 – 2021',
      ),
    ],
    skills: ['TypeScript', 'React', 'NestJS', 'PostgreSQL', 'Docker', 'Grafana'],
    keep: ['Hackathon BBVA', 'Premio Nacional de la Juventud'],
    extra: [
      {
        head: 'Logros',
        items: [
          'Primer lugar, Hackathon BBVA Open Talent 2021.',
          'Mención, Premio Nacional de la Juventud 2022 (ciencia y tecnología).',
        ],
      },
    ],
    jobDescription: 'Desarrolladora full stack: TypeScript, React, Node.js, bases de datos relacionales.',
  },
  bittencourt: {
    locale: 'BR',
    language: 'pt',
    name: {
      full: 'Jussara Bittencourt Maranhão',
      variants: ['Jussara Bittencourt', 'J. B. Maranhão', 'Maranhão, J. B.', 'Ju Bittencourt'],
    },
    given: 'Jussara',
    family: 'Bittencourt Maranhão',
    headline: 'Engenheira de Software Backend',
    email: 'jussara.maranhao@yahoo.com.br',
    phone: '(41) 99812-4406',
    address: 'Rua Desembargador Motta, 1580, apto 702, Mercês, Curitiba – PR, CEP 80430-200',
    addressShort: 'Curitiba – PR',
    links: [{ kind: 'handle', value: 'jussarabm' }],
    details: [],
    jobs: [
      job('Ebanx', 'Curitiba', 'Engenheira de Software Sênior', 'mar/2021 – atual', [
        'Serviço de conciliação de pagamentos Pix em Kotlin e Kafka; 3 milhões de transações por dia.',
        'Líder técnica da guilda de observabilidade.',
      ]),
      job('Positivo Tecnologia', 'Curitiba', 'Desenvolvedora Java', 'jan/2018 – fev/2021', [
        'APIs REST em Spring Boot para o sistema educacional.',
      ]),
    ],
    education: [
      edu(
        'Universidade Tecnológica Federal do Paraná',
        'Curitiba',
        'Bacharelado em Sistemas de Informação',
        '2013 – 2017',
      ),
    ],
    skills: ['Kotlin', 'Java', 'Spring Boot', 'Kafka', 'AWS', 'Datadog'],
    keep: ['Pix', 'Prêmio Santos Dumont'],
    extra: [],
    jobDescription: 'Engenheira backend para pagamentos: Kotlin, Kafka, sistemas distribuídos.',
  },
  lin: {
    locale: 'CN',
    language: 'zh',
    name: { full: '蔺昭筠', variants: ['Lin Zhaoyun', 'Vera Lin', 'Zhaoyun Lin', '蔺 昭筠'] },
    given: '昭筠',
    family: '蔺',
    headline: '后端开发工程师',
    email: 'linzhaoyun_vera@163.com',
    phone: '138-8024-6731',
    address: '四川省成都市武侯区科华北路65号',
    addressShort: '四川成都',
    links: [{ kind: 'handle', value: 'verazy' }],
    details: [{ kind: 'date_of_birth', value: '1997.05' }],
    jobs: [
      job('腾讯科技（成都）有限公司', '成都', '后端开发工程师', '2021.07 – 至今', [
        '负责游戏社区消息推送服务，基于 Go 与 Kafka，日均推送 2 亿条。',
        '主导 Redis 集群迁移，故障率下降 70%。',
      ]),
      job('华为技术有限公司', '成都', '软件开发实习生', '2020.06 – 2020.09', ['参与 openEuler 内核测试工具开发。']),
    ],
    education: [edu('电子科技大学', '成都', '计算机科学与技术 硕士', '2018 – 2021')],
    skills: ['Go', 'C++', 'Kafka', 'Redis', 'MySQL', 'Kubernetes'],
    keep: ['Kafka', 'ACM-ICPC'],
    extra: [{ head: '获奖', items: ['ACM-ICPC 亚洲区域赛（沈阳）银奖', '国家奖学金（2019）'] }],
    jobDescription: '后端开发工程师：Go、Kafka、分布式系统。',
  },
  pyeon: {
    locale: 'KR',
    language: 'ko',
    name: { full: '편서윤', variants: ['Pyeon Seoyun', 'Seoyun Pyeon', 'Pyeon Seo-yun', '편 서윤'] },
    given: '서윤',
    family: '편',
    headline: '프론트엔드 개발자',
    email: 'seoyun.pyeon@kakao.com',
    phone: '010-4827-3916',
    address: '대전광역시 유성구 대학로 291, 108동 1204호',
    addressShort: '대전 유성구',
    links: [
      { kind: 'handle', value: 'pyeonsy' },
      { kind: 'domain', value: 'seoyun.blog' },
    ],
    details: [],
    jobs: [
      job('주식회사 토스랩', '서울', '프론트엔드 개발자', '2022.03 – 현재', [
        '잔디(JANDI) 웹 메신저의 React 18 전환 및 렌더링 성능 40% 개선',
        '디자인 시스템 컴포넌트 60여 종 개발 및 Storybook 문서화',
      ]),
      job('한국전자통신연구원', '대전', '연구 인턴', '2021.01 – 2021.08', [
        'WebGL 기반 3D 지도 시각화 프로토타입 개발',
      ]),
    ],
    education: [edu('한국과학기술원(KAIST)', '대전', '전산학부 학사', '2016 – 2021')],
    skills: ['TypeScript', 'React', 'Next.js', 'WebGL', 'Storybook'],
    keep: ['Storybook', 'WebGL'],
    extra: [{ head: '발표', items: ['FEConf 2023 — “대규모 메신저의 가상 스크롤”'] }],
    jobDescription: '프론트엔드 개발자: React, TypeScript, 웹 성능 최적화.',
  },
  khuc: {
    locale: 'VN',
    language: 'vi',
    name: {
      full: 'Khúc Thị Diễm Quỳnh',
      variants: ['Diễm Quỳnh', 'Quỳnh Khúc', 'Daisy Khúc', 'Khuc Thi Diem Quynh', 'Daisy'],
    },
    given: 'Diễm Quỳnh',
    family: 'Khúc Thị',
    headline: 'Kỹ sư dữ liệu / Data Engineer',
    email: 'daisy.khucquynh@gmail.com',
    phone: '0935 416 287',
    address: '27 Kiệt 45 Nguyễn Sinh Cung, phường Vỹ Dạ, TP Huế',
    addressShort: 'Huế',
    links: [{ kind: 'handle', value: 'daisykhuc' }],
    details: [{ kind: 'date_of_birth', value: '23/08/1999' }],
    jobs: [
      job('FPT Software', 'Đà Nẵng', 'Data Engineer', '06/2021 – nay', [
        'Xây dựng pipeline ETL bằng Airflow và Spark cho khách hàng Nhật Bản; xử lý 1,5 TB mỗi ngày.',
        'Tối ưu truy vấn Hadoop Hive, giảm thời gian chạy báo cáo từ 3 giờ xuống 25 phút.',
      ]),
      job('Trường Đại học Khoa học, Đại học Huế', 'Huế', 'Trợ giảng', '09/2020 – 05/2021', [
        'Hướng dẫn thực hành cấu trúc dữ liệu và giải thuật Dijkstra.',
      ]),
    ],
    education: [
      edu('Trường Đại học Bách khoa, Đại học Đà Nẵng', 'Đà Nẵng', 'Kỹ sư Công nghệ Thông tin', '2016 – 2021'),
    ],
    skills: ['Python', 'Spark', 'Airflow', 'Hadoop', 'SQL', 'GCP'],
    keep: ['Hadoop', 'JLPT N3'],
    extra: [{ head: 'Chứng chỉ', items: ['Google Cloud Professional Data Engineer (2023)', 'JLPT N3'] }],
    jobDescription: 'Data engineer: Spark, Airflow, data warehouses.',
  },
  adebanjo: {
    locale: 'NG',
    language: 'en',
    name: {
      full: 'Oluwatamilore Adebanjo-Ekpenyong',
      variants: ['Tamilore Adebanjo', 'O. Adebanjo-Ekpenyong', 'Adebanjo-Ekpenyong, O.', 'Tami'],
    },
    given: 'Oluwatamilore',
    family: 'Adebanjo-Ekpenyong',
    headline: 'Mobile Engineer (Flutter / Kotlin)',
    email: 'tamilore.ekpenyong@gmail.com',
    phone: '+234 803 561 2974',
    address: '12 Awolowo Avenue, Bodija, Ibadan, Oyo State',
    addressShort: 'Ibadan',
    links: [{ kind: 'handle', value: 'tamiekpenyong' }],
    details: [],
    jobs: [
      job('Moniepoint', 'Lagos (remote)', 'Senior Mobile Engineer', 'Feb 2022 – Present', [
        'Led the Flutter rewrite of the agent banking app used by 300,000 POS agents.',
        'Cut cold-start time by 48% with deferred loading and a leaner dependency graph.',
      ]),
      job('Andela', 'Lagos', 'Software Engineer', 'Mar 2019 – Jan 2022', [
        'Android features in Kotlin for a US health-tech client.',
      ]),
    ],
    education: [
      edu(
        'Obafemi Awolowo University',
        'Ile-Ife',
        'B.Sc. Computer Science and Engineering, Second Class Upper',
        '2013 – 2018',
      ),
    ],
    skills: ['Flutter', 'Dart', 'Kotlin', 'Firebase', 'GraphQL'],
    keep: ['Google Developer Expert', 'Mandela Washington Fellowship'],
    extra: [
      {
        head: 'Community',
        items: ['Google Developer Expert, Flutter (since 2023).', 'Organiser, Flutter Ibadan meetup.'],
      },
    ],
    jobDescription: 'Senior mobile engineer: Flutter and Kotlin for fintech apps.',
  },
  dimaculangan: {
    locale: 'PH',
    language: 'en',
    name: {
      full: 'Rhodora M. Dimaculangan',
      variants: ['Rhodora Dimaculangan', 'Rhodora Macaraeg Dimaculangan', 'R. Dimaculangan', 'Dora'],
    },
    given: 'Rhodora M.',
    family: 'Dimaculangan',
    headline: 'QA Automation Engineer',
    email: 'rhodora.dimaculangan@yahoo.com',
    phone: '0917 842 3061',
    address: 'Unit 1509 Tower B, Avida Towers, 17 Sct. Borromeo St., Quezon City 1103',
    addressShort: 'Quezon City',
    links: [{ kind: 'handle', value: 'rhodoradm' }],
    details: [{ kind: 'date_of_birth', value: 'April 2, 1995' }],
    jobs: [
      job('Accenture Philippines', 'Taguig', 'Test Automation Engineer', 'Sept 2020 – Present', [
        'Built a Playwright + Cucumber framework for a bank’s onboarding flow; 1,100 scenarios in CI.',
        'Reduced regression cycle from five days to six hours.',
      ]),
      job('Globe Telecom', 'Taguig', 'QA Analyst', 'June 2017 – Aug 2020', [
        'Manual and API testing with Postman for the GCash integration.',
      ]),
    ],
    education: [edu('Ateneo de Manila University', 'Quezon City', 'BS Management Information Systems', '2012 – 2016')],
    skills: ['Playwright', 'Cucumber', 'Java', 'Postman', 'Jenkins'],
    keep: ['ISTQB', 'GCash'],
    extra: [],
    jobDescription: 'QA automation engineer: Playwright, API testing, CI pipelines.',
  },
  thibodeau: {
    locale: 'CA',
    language: 'fr',
    name: {
      full: 'Marguerite Thibodeau-Nakamura',
      variants: ['Marguerite Thibodeau', 'M. Thibodeau-Nakamura', 'Thibodeau-Nakamura, M.', 'Margot'],
    },
    given: 'Marguerite',
    family: 'Thibodeau-Nakamura',
    headline: 'Chercheuse postdoctorale en vision par ordinateur',
    email: 'margot.thibodeau@usherbrooke.example.ca',
    phone: '819-555-0142',
    address: '1420, rue King Ouest, app. 5, Sherbrooke (Québec) J1H 1S3',
    addressShort: 'Sherbrooke (Québec)',
    links: [
      { kind: 'link', value: 'orcid.org/0000-0001-8825-4173' },
      { kind: 'domain', value: 'mthibodeau.ca' },
    ],
    details: [],
    jobs: [
      job('Université de Sherbrooke', 'Sherbrooke', 'Chercheuse postdoctorale, laboratoire VITAL', '2023 – présent', [
        'Segmentation d’images de tractographie par réseaux de neurones; bourse Banting.',
      ]),
      job('Mila – Institut québécois d’intelligence artificielle', 'Montréal', 'Doctorante', '2018 – 2023', [
        'Thèse : modèles génératifs bayésiens pour l’IRM de diffusion.',
      ]),
    ],
    education: [
      edu('Université de Montréal', 'Montréal', 'Ph. D. en informatique', '2018 – 2023'),
      edu('Université Laval', 'Québec', 'B. Sc. en génie logiciel', '2014 – 2018'),
    ],
    skills: ['PyTorch', 'Python', 'C++', 'ITK', 'SLURM'],
    keep: ['Bourse postdoctorale Banting', 'Mila', 'NeurIPS', 'MICCAI'],
    extra: [
      {
        head: 'Distinctions',
        items: ['Bourse postdoctorale Banting (2023–2025)', 'Bourse Vanier du Canada (2019–2022)'],
      },
    ],
    coauthors: ['Descoteaux, M.', 'A. Ouellet-Rancourt', 'Pelletier, J.'],
    publications: [
      '{long}, Ouellet-Rancourt, A., Descoteaux, M. (2024). Diffusion priors for tractography. MICCAI 2024.',
      'A. Ouellet-Rancourt, {short}, J. Pelletier et al. (2022). Bayesian microstructure estimation. NeurIPS 2022.',
    ],
    meShort: 'M. Thibodeau-Nakamura',
    meLong: 'Thibodeau-Nakamura, M.',
    referees: [
      {
        name: 'Pr Maxence Descoteaux',
        title: 'Professeur titulaire, Université de Sherbrooke',
        phone: '819-555-0177',
        email: 'm.descoteaux@usherbrooke.example.ca',
      },
    ],
    jobDescription: 'Postdoc or research scientist in medical computer vision: PyTorch, generative models.',
  },
  warrender: {
    locale: 'AU',
    language: 'en',
    name: {
      full: 'Tobiah Warrender',
      variants: ['Toby Warrender', 'T. Warrender', 'Warrender, T.', 'TOBIAH WARRENDER'],
    },
    given: 'Tobiah',
    family: 'Warrender',
    headline: 'Site Reliability Engineer',
    email: 'toby@warrender.io',
    phone: '0491 570 158',
    address: '6/41 Davey Street, Hobart TAS 7000',
    addressShort: 'Hobart TAS',
    links: [
      { kind: 'handle', value: 'tobywarrender' },
      { kind: 'domain', value: 'warrender.io' },
    ],
    details: [],
    jobs: [
      job('Atlassian', 'Sydney (remote from Hobart)', 'Senior SRE', 'Mar 2020 – Present', [
        'Owned the Bitbucket Pipelines runner fleet: 9,000 nodes, 99.97% availability.',
        'Wrote the incident-review tooling adopted across the Sydney office.',
      ]),
      job('CSIRO', 'Hobart', 'Systems Engineer, Data61', 'Feb 2016 – Feb 2020', [
        'Ran the HPC cluster for the marine climate models.',
      ]),
    ],
    education: [edu('University of Tasmania', 'Hobart', 'Bachelor of ICT', '2012 – 2015')],
    skills: ['Go', 'Python', 'Terraform', 'Kubernetes', 'Prometheus', 'Ansible'],
    keep: ['Data61', 'Bitbucket Pipelines'],
    extra: [
      {
        head: 'Talks',
        items: ['SREcon22 APAC — “Runners, not pets”', 'linux.conf.au 2019 — “Ansible at the bottom of the world”'],
      },
    ],
    jobDescription: 'SRE for a CI platform: Kubernetes, Terraform, Go, incident response.',
  },
  aarflot: {
    locale: 'NO',
    language: 'no',
    name: {
      full: 'Solveig Bjørnstad Aarflot',
      variants: ['Solveig Aarflot', 'S. B. Aarflot', 'Aarflot, S. B.', 'Solveig B. Aarflot'],
    },
    given: 'Solveig',
    family: 'Bjørnstad Aarflot',
    headline: 'Utvikler / Developer',
    email: 'solveig.aarflot@outlook.com',
    phone: '+47 412 68 305',
    address: 'Storgata 88, 9008 Tromsø',
    addressShort: 'Tromsø',
    links: [{ kind: 'handle', value: 'saarflot' }],
    details: [{ kind: 'date_of_birth', value: '02.07.1992' }],
    jobs: [
      job('Kongsberg Satellite Services', 'Tromsø', 'Senior utvikler', 'aug. 2019 – nå', [
        'Bakkestasjonsprogramvare i C++ og Python for polarbane-satellitter.',
        'Innførte Apache Kafka for telemetri fra 20 antenner.',
      ]),
      job('UiT Norges arktiske universitet', 'Tromsø', 'Vitenskapelig assistent', 'jan. 2017 – jul. 2019', [
        'Bildebehandling av nordlysdata.',
      ]),
    ],
    education: [
      edu(
        'Norges teknisk-naturvitenskapelige universitet (NTNU)',
        'Trondheim',
        'Master i datateknologi',
        '2012 – 2017',
      ),
    ],
    skills: ['C++', 'Python', 'Apache Kafka', 'Linux', 'GNU Radio'],
    keep: ['Apache Kafka', 'Fridtjof Nansen-prisen'],
    extra: [],
    jobDescription: 'Developer for satellite ground systems: C++, Python, telemetry.',
  },
  stojiljkovic: {
    locale: 'RS',
    language: 'sr',
    name: {
      full: 'Dragoljub Stojiljković',
      variants: ['D. Stojiljković', 'Stojiljković, D.', 'Dragoljub Stojiljkovic', 'Gaga'],
    },
    given: 'Dragoljub',
    family: 'Stojiljković',
    headline: 'Backend Developer',
    email: 'dragoljub.stojiljkovic@gmail.com',
    phone: '+381 64 318 7725',
    address: 'Vožda Karađorđa 47/12, 18000 Niš',
    addressShort: 'Niš',
    links: [
      { kind: 'handle', value: 'dstojiljkovic' },
      { kind: 'handle', value: 'codeforces.com/profile/drag0ljub' },
    ],
    details: [],
    jobs: [
      job('Nordeus', 'Beograd', 'Backend Developer', 'maj 2021 – danas', [
        'Matchmaking servis za Top Eleven u Javi i Redis-u; 12 miliona igrača.',
        'Uveo property-based testiranje u CI.',
      ]),
      job('Seven Bridges', 'Beograd', 'Junior Software Engineer', 'jul 2019 – apr 2021', [
        'Genomske pipeline-ove u Pythonu na AWS-u.',
      ]),
    ],
    education: [
      edu('Elektronski fakultet, Univerzitet u Nišu', 'Niš', 'Master računarstva i informatike', '2014 – 2019'),
    ],
    skills: ['Java', 'Kotlin', 'Redis', 'PostgreSQL', 'AWS', 'Python'],
    keep: ['Nikola Tesla', 'Codeforces'],
    extra: [
      {
        head: 'Takmičenja',
        items: [
          'Codeforces Candidate Master (max 1987)',
          'Nagrada „Nikola Tesla“ za najbolji master rad, Elektronski fakultet (2019)',
        ],
      },
    ],
    jobDescription: 'Backend developer for online games: Java, Redis, high-throughput services.',
  },
  yepez: {
    locale: 'EC',
    language: 'es',
    name: {
      full: 'Nicolás Andrés Yépez Cevallos',
      variants: ['Nicolás Yépez', 'Nico Yépez', 'N. A. Yépez C.', 'Yépez Cevallos, N.', 'Nico'],
    },
    given: 'Nicolás Andrés',
    family: 'Yépez Cevallos',
    headline: 'Científico de datos',
    email: 'nico.yepez.c@gmail.com',
    phone: '+593 99 274 8163',
    address: 'Calle Larga 9-42 y Hermano Miguel, Cuenca',
    addressShort: 'Cuenca, Ecuador',
    links: [{ kind: 'handle', value: 'nicoyepezc' }],
    details: [{ kind: 'national_id', value: '0104872391' }],
    jobs: [
      job('Banco Pichincha', 'Quito', 'Científico de datos', 'feb. 2022 – presente', [
        'Modelos de riesgo crediticio con gradient boosting y análisis bayesiano; AUC 0,81.',
        'Automatización del monitoreo de deriva de modelos.',
      ]),
      job('Universidad de Cuenca', 'Cuenca', 'Asistente de investigación', 'oct. 2019 – ene. 2022', [
        'Series de tiempo hidrológicas del río Paute con cadenas de Markov ocultas.',
      ]),
    ],
    education: [edu('Escuela Politécnica Nacional', 'Quito', 'Ingeniería Matemática', '2014 – 2019')],
    skills: ['Python', 'R', 'scikit-learn', 'Stan', 'SQL', 'Power BI'],
    keep: ['cadenas de Markov', 'Fulbright'],
    extra: [{ head: 'Becas', items: ['Beca Fulbright (finalista, 2023)'] }],
    jobDescription: 'Científico de datos para riesgo crediticio: Python, modelos estadísticos.',
  },
  bhatti: {
    locale: 'PK',
    language: 'en',
    name: {
      full: 'Zunaira Qureshi Bhatti',
      variants: ['Zunaira Bhatti', 'Z. Q. Bhatti', 'Bhatti, Z.', 'ZUNAIRA QURESHI BHATTI'],
    },
    given: 'Zunaira',
    family: 'Qureshi Bhatti',
    headline: 'Cloud & DevOps Engineer',
    email: 'zunaira.bhatti@hotmail.com',
    phone: '+92 300 6148 275',
    address: 'House 218, Street 7, Gulgasht Colony, Multan',
    addressShort: 'Multan',
    links: [{ kind: 'handle', value: 'zunairaqb' }],
    details: [
      { kind: 'national_id', value: '36302-4817265-8' },
      { kind: 'date_of_birth', value: '17-01-1996' },
    ],
    jobs: [
      job('Systems Limited', 'Lahore', 'DevOps Engineer', 'Aug 2020 – Present', [
        'Azure landing zones with Terraform for 14 subscriptions.',
        'GitHub Actions pipelines for 60 microservices.',
      ]),
      job('Netsol Technologies', 'Lahore', 'Associate Software Engineer', 'Jul 2018 – Jul 2020', [
        '.NET APIs for the leasing platform.',
      ]),
    ],
    education: [edu('Bahauddin Zakariya University', 'Multan', 'BS Software Engineering', '2014 – 2018')],
    skills: ['Azure', 'Terraform', 'Kubernetes', 'GitHub Actions', '.NET', 'Bash'],
    keep: ['Microsoft Certified', 'Bahauddin Zakariya University'],
    extra: [],
    jobDescription: 'Cloud DevOps engineer: Azure, Terraform, Kubernetes.',
  },
  poldsepp: {
    locale: 'EE',
    language: 'et',
    name: {
      full: 'Kaspar-Indrek Põldsepp',
      variants: ['Kaspar Põldsepp', 'K.-I. Põldsepp', 'Põldsepp, K.-I.', 'Kaspar-Indrek Poldsepp'],
    },
    given: 'Kaspar-Indrek',
    family: 'Põldsepp',
    headline: 'Security engineer',
    email: 'kaspar@poldsepp.ee',
    phone: '+372 5384 1926',
    address: 'Vanemuise 46-7, 51003 Tartu',
    addressShort: 'Tartu',
    links: [
      { kind: 'handle', value: 'kipoldsepp' },
      { kind: 'domain', value: 'poldsepp.ee' },
    ],
    details: [],
    jobs: [
      job('Cybernetica AS', 'Tartu', 'Security Engineer', '2019 – present', [
        'Threat modelling and code review for the i-voting server components.',
        'Fuzzing harnesses in Rust found 11 CVE-class bugs.',
      ]),
      job('Bolt', 'Tallinn', 'Software Engineer', '2017 – 2019', ['Payments fraud rules engine in TypeScript.']),
    ],
    education: [edu('Tartu Ülikool', 'Tartu', 'MSc Cyber Security', '2015 – 2017')],
    skills: ['Rust', 'Go', 'TypeScript', 'AFL++', 'Ghidra'],
    keep: ['Cybernetica', 'Ghidra'],
    extra: [{ head: 'CTF', items: ['Team “kiilid” — 3rd place, European Cyber Security Challenge 2016'] }],
    jobDescription: 'Application security engineer: code review, fuzzing, Rust.',
  },
  hoshikawa: {
    locale: 'JP',
    language: 'ja',
    name: { full: '星川 紬', variants: ['星川紬', 'Tsumugi Hoshikawa', 'HOSHIKAWA Tsumugi', 'ほしかわ つむぎ'] },
    given: '紬',
    family: '星川',
    headline: 'ソフトウェアエンジニア',
    email: 'tsumugi.hoshikawa@icloud.com',
    phone: '090-6183-2457',
    address: '〒980-0811 宮城県仙台市青葉区一番町3-7-21 ライオンズ一番町502',
    addressShort: '宮城県仙台市',
    links: [{ kind: 'handle', value: 'tsumugi_h' }],
    details: [{ kind: 'date_of_birth', value: '1996年10月4日' }],
    jobs: [
      job('株式会社アイリスオーヤマ', '仙台', 'ソフトウェアエンジニア', '2020年4月 – 現在', [
        '家電向け IoT プラットフォームのバックエンド開発（Go、AWS）',
        '社内 Kafka 基盤の運用',
      ]),
      job('東北大学', '仙台', 'リサーチアシスタント', '2018年4月 – 2020年3月', ['ベイズ最適化による材料探索']),
    ],
    education: [edu('東北大学大学院 情報科学研究科', '仙台', '修士（情報科学）', '2018年 – 2020年')],
    skills: ['Go', 'Python', 'AWS', 'Kafka', 'Terraform'],
    keep: ['Kafka'],
    extra: [],
    jobDescription: 'バックエンドエンジニア：Go、AWS、IoT。',
  },
};
