// Resumes for the name and identifier classes of real-world resumes (tuning part): a job portal's
// badge glued to the name, letter-spaced and capital display names, nicknames, double surnames with
// initials, author lists, signatures, contact lines of many countries. Every person, employer detail,
// address and number here is invented.

const exp = (title, org, place, dates, bullets) => ({ title, org, place, dates, bullets });
const edu = (title, org, place, dates) => ({ title, org, place, dates });

/** India: a portal export glued to its badge, a "nagar" house number, a declaration signed with an initial. */
export const rahul = {
  key: 'rahul',
  language: 'en',
  locale: 'en-IN',
  name: { full: 'Rahul Sanjay Kulkarni', variants: ['Rahul', 'Kulkarni', 'Rahul Kulkarni', 'Rahul S. Kulkarni'] },
  headline: 'Mechanical Design Engineer',
  contact: [
    { kind: 'phone', value: '+91 98450 12345' },
    { kind: 'email', value: 'rahul.kulkarni@example.in' },
    { kind: 'address', value: '33a/1 Shastri Nagar, Jaipur 302016' },
  ],
  summary: {
    title: 'Profile Summary',
    text: 'Design engineer for industrial pumps with seven years in SolidWorks, GD&T and design for manufacturing.',
  },
  sections: [
    {
      title: 'Work Experience',
      entries: [
        exp('Mechanical Design Engineer', 'Kirloskar Brothers Limited', 'Pune', 'June 2019 – Present', [
          'Designed a centrifugal pump range in SolidWorks, cutting casting weight by 9%',
          'Led the move from 2D drawings to model-based definition',
        ]),
        exp('Graduate Engineer Trainee', 'Larsen & Toubro', 'Vadodara', 'July 2017 – May 2019', [
          'Prepared fabrication drawings for pressure vessels',
        ]),
      ],
    },
    {
      title: 'Education',
      entries: [
        edu('B.Tech. Mechanical Engineering', 'Malaviya National Institute of Technology', 'Jaipur', '2013 – 2017'),
      ],
    },
    { title: 'Technical Skills', skills: true, items: ['SOLIDWORKS, ANSYS, GD&T, AUTOCAD, PYTHON'] },
    {
      title: 'Declaration',
      bullets: false,
      items: [
        'I hereby declare that the above particulars are true to the best of my knowledge.',
        'Place: Jaipur',
        '(Rahul S. Kulkarni)',
      ],
    },
  ],
  otherPeople: [],
  mustKeep: ['Kirloskar Brothers Limited', 'Larsen & Toubro', 'SOLIDWORKS', 'ANSYS'],
  jobDescription: 'Mechanical Design Engineer (Pune): SolidWorks, ANSYS, GD&T for industrial pumps.',
};

/** Germany: a letter-spaced display name, a street, a lone "postcode city" second address, a bare username. */
export const sophie = {
  key: 'sophie',
  language: 'de',
  locale: 'de-DE',
  name: {
    full: 'Sophie Lange',
    display: 'S O P H I E   L A N G E',
    variants: ['Sophie', 'Lange', 'S O P H I E', 'L A N G E'],
  },
  headline: 'Datenanalystin',
  contact: [
    { kind: 'address', value: 'Bahnhofstraße 7, 80335 München' },
    { kind: 'phone', value: '089 / 1234 5678' },
    { kind: 'email', value: 'sophie.lange@example.de' },
    { kind: 'handle', value: 'slange-data' },
  ],
  summary: {
    title: 'Profil',
    text: 'Datenanalystin mit fünf Jahren Erfahrung in SQL, Python und Tableau für den Handel.',
  },
  sections: [
    {
      title: 'Berufserfahrung',
      entries: [
        exp('Datenanalystin', 'Siemens Healthineers', 'Erlangen', '03/2021 – heute', [
          'Dashboards in Tableau für 40 Vertriebsteams',
          'Prognosemodelle in Python für Ersatzteile',
        ]),
      ],
    },
    {
      title: 'Ausbildung',
      entries: [edu('M.Sc. Statistik', 'Ludwig-Maximilians-Universität München', 'München', '2015 – 2020')],
    },
    { title: 'Kenntnisse', skills: true, items: ['SQL, Python, Tableau, dbt'] },
    { title: 'Zweitwohnsitz', bullets: false, items: ['04109 Leipzig'] },
  ],
  extraIdentifiers: [{ kind: 'address', value: '04109 Leipzig' }],
  otherPeople: [],
  mustKeep: ['Siemens Healthineers', 'Ludwig-Maximilians-Universität München', 'Tableau'],
  jobDescription: 'Datenanalystin (München): SQL, Python, Tableau und dbt im Handel.',
};

/** US: a nickname in parentheses and later alone, an "@handle", a personal domain, products named after people. */
export const alexander = {
  key: 'alexander',
  language: 'en',
  locale: 'en-US',
  name: { full: 'Alexander Petrov', display: 'Alexander (Sasha) Petrov', variants: ['Alexander', 'Petrov', 'Sasha'] },
  headline: 'QA Automation Engineer',
  contact: [
    { kind: 'address', value: '1200 Larimer St, Denver, CO 80205' },
    { kind: 'phone', value: '(303) 555-0123' },
    { kind: 'handle', value: '@sasha_tests' },
    { kind: 'domain', value: 'alexanderpetrov.site' },
  ],
  summary: {
    title: 'About',
    text: 'Everyone calls me Sasha. I automate end-to-end tests with Playwright and keep flaky suites honest.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        exp('QA Automation Engineer', 'Johnson Controls', 'Denver, CO', '2020 – Present', [
          'Wrote 900 Playwright tests for the building dashboard',
          'Load-tested the Apache Cassandra event store',
        ]),
        exp('Test Consultant', 'Baker Tilly', 'Chicago, IL', '2017 – 2020', [
          'Audited test processes for fintech clients',
        ]),
      ],
    },
    {
      title: 'Education',
      entries: [edu('B.S. Computer Science', 'University of Colorado Boulder', 'Boulder, CO', '2013 – 2017')],
    },
    {
      title: 'Awards',
      items: [
        'Turing Award lecture series volunteer (2019)',
        'Speaker, Gordon Research Conference on Software Testing 2022',
      ],
    },
    { title: 'Skills', skills: true, items: ['Playwright, TypeScript, Apache Cassandra, k6'] },
  ],
  otherPeople: [],
  mustKeep: ['Johnson Controls', 'Apache Cassandra', 'Baker Tilly', 'Turing Award', 'Gordon Research Conference'],
  jobDescription: 'QA Automation Engineer (Denver): Playwright and TypeScript end-to-end tests, load tests with k6.',
};

/** Spain: a second surname, an author list with initials, a signature "C. Ruiz P.", a phone with a space pattern. */
export const carlos = {
  key: 'carlos',
  language: 'es',
  locale: 'es-ES',
  name: { full: 'Carlos Ruiz Peña', variants: ['Carlos', 'Ruiz', 'Peña', 'Ruiz-Peña', 'C. Ruiz P.'] },
  headline: 'Ingeniero de Datos',
  contact: [
    { kind: 'address', value: 'C/ Mayor 12, 2º izda, 46001 Valencia' },
    { kind: 'phone', value: '+34 · 612 · 345 678' },
    { kind: 'email', value: 'carlos.ruiz@example.es' },
  ],
  summary: { title: 'Perfil', text: 'Ingeniero de datos con seis años en modelos de demanda y series temporales.' },
  sections: [
    {
      title: 'Experiencia',
      entries: [
        exp('Ingeniero de Datos', 'Mercadona', 'Valencia', '2020 – actualidad', [
          'Pipelines en Spark para previsión de demanda en 1.600 tiendas',
        ]),
      ],
    },
    {
      title: 'Formación',
      entries: [edu('Máster en Ciencia de Datos', 'Universitat Politècnica de València', 'Valencia', '2016 – 2018')],
    },
    {
      title: 'Publicaciones',
      items: [
        'Ruiz-Peña, C.; Marín, L. Modelos de demanda. Revista de Ingeniería 12 (2021).',
        'C. Ruiz P., L. Marín. Series temporales en distribución. Actas JISBD 2020.',
      ],
    },
    { title: 'Competencias', skills: true, items: ['Spark, Python, Airflow, SQL'] },
    { title: 'Firma', bullets: false, items: ['Valencia, marzo de 2026 — C. Ruiz P.'] },
  ],
  otherPeople: ['Marín'],
  mustKeep: ['Mercadona', 'Universitat Politècnica de València', 'Revista de Ingeniería'],
  jobDescription: 'Ingeniero de Datos (Valencia): Spark, Airflow, Python y SQL para previsión de demanda.',
};

/** Vietnam: an English name in parentheses after the Vietnamese one, an apartment in Hanoi. */
export const minhanh = {
  key: 'minhanh',
  language: 'vi',
  locale: 'vi-VN',
  name: { full: 'Trần Minh Anh', display: 'Trần Minh Anh (Annie)', variants: ['Annie', 'Minh Anh'] },
  headline: 'Kế toán trưởng',
  contact: [
    { kind: 'phone', value: '0912 345 678' },
    { kind: 'email', value: 'annie.tran@example.vn' },
    { kind: 'address', value: 'Phòng 804, Chung cư Hoàng Anh, 357 Lê Văn Lương, Quận Thanh Xuân, Hà Nội' },
  ],
  summary: {
    title: 'Giới thiệu',
    text: 'Tám năm kinh nghiệm kế toán doanh nghiệp sản xuất. Đồng nghiệp gọi tôi là Annie.',
  },
  sections: [
    {
      title: 'Kinh nghiệm làm việc',
      entries: [
        exp('Kế toán trưởng', 'Vinamilk', 'Hà Nội', '2019 – nay', [
          'Lập báo cáo tài chính hợp nhất theo IFRS',
          'Triển khai SAP FI',
        ]),
      ],
    },
    { title: 'Học vấn', entries: [edu('Cử nhân Kế toán', 'Học viện Tài chính', 'Hà Nội', '2010 – 2014')] },
    { title: 'Kỹ năng', skills: true, items: ['SAP FI, IFRS, Excel'] },
  ],
  otherPeople: [],
  mustKeep: ['Vinamilk', 'Học viện Tài chính', 'SAP FI'],
  jobDescription: 'Kế toán trưởng (Hà Nội): IFRS, SAP FI, báo cáo tài chính hợp nhất.',
};

/** UK: capitals with a heading word in the name (GRANT), a double surname on two lines, referees, an investment list. */
export const olivia = {
  key: 'olivia',
  language: 'en',
  locale: 'en-GB',
  name: {
    full: 'Olivia Grant-Solberg',
    lines: ['OLIVIA', 'GRANT-SOLBERG'],
    variants: ['Olivia', 'Grant-Solberg', 'Solberg', 'Grant'],
  },
  headline: 'Nurse Practitioner',
  contact: [
    { kind: 'address', value: '14 Elm Grove, Leeds LS6 2AB' },
    { kind: 'phone', value: '07700 900 123' },
    { kind: 'email', value: 'olivia.grant@example.co.uk' },
    { kind: 'handle', value: 'in/olivia-grant-np' },
  ],
  summary: {
    title: 'Profile',
    text: 'Nurse practitioner with nine years in emergency care; Grant-Solberg trained 30 nurses in triage.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        exp('Emergency Nurse Practitioner', 'Leeds Teaching Hospitals NHS Trust', 'Leeds', '2018 – Present', [
          'Ran the minor injuries stream seeing 60 patients a day',
          'Solberg led the sepsis audit that cut time to antibiotics by 20 minutes',
        ]),
      ],
    },
    {
      title: 'Education',
      entries: [edu('MSc Advanced Clinical Practice', 'University of Leeds', 'Leeds', '2016 – 2018')],
    },
    { title: 'Investments', items: ['Shareholder in Ramsey Robotics, Whitaker Foods and Lindqvist Analytics'] },
    {
      title: 'Referees',
      bullets: false,
      items: ['Dr. Helen Price, Clinical Director, Leeds Teaching Hospitals NHS Trust'],
    },
  ],
  otherPeople: ['Helen Price'],
  mustKeep: [
    'Leeds Teaching Hospitals NHS Trust',
    'University of Leeds',
    'Ramsey Robotics',
    'Whitaker Foods',
    'Lindqvist Analytics',
  ],
  jobDescription: 'Emergency Nurse Practitioner (Leeds): minor injuries, triage, sepsis pathways.',
};
