// English resumes (UK, India, Hong Kong). Every person, employer detail and number here is invented.

/** UK: skills in a sidebar read first (a line of skills where a header name would be). */
export const oluwaseun = {
  key: 'oluwaseun',
  language: 'en',
  locale: 'en-GB',
  name: {
    full: 'Oluwaseun Adeyemi-Clarke',
    variants: ['Oluwaseun', 'Adeyemi-Clarke', 'Adeyemi', 'Seun Adeyemi-Clarke'],
  },
  headline: 'Data Engineer',
  contact: [
    { kind: 'address', value: 'Flat 3, 27 Harrowby Street, London W1H 5PP' },
    { kind: 'phone', value: '+44 20 7946 0958' },
    { kind: 'email', value: 'seun.ac@example.co.uk' },
    { kind: 'handle', value: 'github.com/seun-ac' },
  ],
  summary: {
    title: 'Profile',
    text: 'Data engineer who builds reliable batch and streaming pipelines for financial reporting, and who likes to make the on-call rota quieter.',
  },
  sections: [
    {
      title: 'Skills',
      side: true,
      skills: true,
      items: ['Apache Cassandra, SQL, PowerPoint, Jenkins, Ruby on Rails, Airflow, dbt'],
    },
    {
      title: 'Languages',
      side: true,
      bullets: false,
      items: ['English (native)', 'Yoruba (fluent)', 'French (intermediate)'],
    },
    {
      title: 'Experience',
      entries: [
        {
          title: 'Data Engineer',
          org: 'Thamesbridge Building Society',
          place: 'London',
          dates: 'Sept 2020 – present',
          bullets: [
            'Rebuilt the regulatory reporting pipeline in Airflow and dbt; month-end close now takes two days instead of six',
            'Migrated customer event storage to Apache Cassandra with zero downtime',
          ],
        },
        {
          title: 'Jr. Data Analyst',
          org: 'Ledgerwise Consulting',
          place: 'Reading',
          dates: 'Jul 2018 – Aug 2020',
          bullets: ['Wrote SQL models and PowerPoint board packs for twelve retail clients'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'BSc Computer Science (First Class Honours)',
          org: 'University of Leeds',
          place: 'Leeds',
          dates: '2015 – 2018',
        },
      ],
    },
    { title: 'Awards', items: ['Turing Scholarship, University of Leeds (2016)'] },
  ],
  otherPeople: [],
  mustKeep: ['Jr. Data Analyst', 'Turing Scholarship'],
  jobDescription:
    'Data Engineer (London). Build pipelines with Airflow and dbt, model data in SQL, operate Apache Cassandra; Jenkins CI; report to stakeholders in PowerPoint.',
};

/** India: personal details by label (date of birth, marital status, nationality, father's name). */
export const venkatesh = {
  key: 'venkatesh',
  language: 'en',
  locale: 'en-IN',
  name: {
    full: 'Venkatesh Subramanian',
    variants: ['Venkatesh', 'Subramanian', 'VENKATESH SUBRAMANIAN', 'S. Venkatesh'],
  },
  headline: 'Senior Java Developer',
  contact: [
    { kind: 'address', value: 'Flat 12B, Lakeview Apartments, 4th Cross, Indiranagar, Bengaluru 560038' },
    { kind: 'phone', value: '+91 98450 12345' },
    { kind: 'email', value: 'venkatesh.s@example.in' },
  ],
  summary: {
    title: 'Career Objective',
    text: 'Senior Java developer with seven years in payments, seeking a role where I can own the design of high-volume transaction services.',
  },
  details: {
    title: 'Personal Details',
    items: [
      { label: 'Date of Birth', value: '14-08-1992', kind: 'date_of_birth' },
      { label: 'Marital Status', value: 'Married', kind: 'marital_status' },
      { label: 'Nationality', value: 'Indian', kind: 'nationality' },
      { label: "Father's Name", value: 'R. Subramanian' },
      { label: 'Passport No.', value: 'Z1234567', kind: 'passport' },
    ],
  },
  sections: [
    {
      title: 'Professional Experience',
      entries: [
        {
          title: 'Senior Java Developer',
          org: 'Pinecrest Payments Pvt. Ltd.',
          place: 'Bengaluru',
          dates: 'April 2021 – Present',
          bullets: [
            'Own the settlement service (Java 17, Spring Boot, PostgreSQL) handling 3 million UPI transactions a day',
            'Cut reconciliation failures by 40% with idempotent retry handling',
          ],
        },
        {
          title: 'Software Engineer',
          org: 'Tatvam Software Services',
          place: 'Chennai',
          dates: 'June 2017 – March 2021',
          bullets: ['Built REST APIs for an insurance claims portal used by 200 branch offices'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'B.E. Computer Science and Engineering',
          org: 'Anna University',
          place: 'Chennai',
          dates: '2013 – 2017',
        },
      ],
    },
    {
      title: 'Technical Skills',
      side: true,
      skills: true,
      items: ['Java, Spring Boot, PostgreSQL, Kafka, Docker, JUnit'],
    },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Senior Java Developer for payment services in Bengaluru: Java, Spring Boot, PostgreSQL and Kafka; experience with UPI and reconciliation is a plus.',
};

/** Hong Kong: a phone number without "+", a Chinese name with a Western given name. */
export const grace = {
  key: 'grace',
  language: 'en',
  locale: 'en-HK',
  name: { full: 'Grace Kwok Wing-yan', variants: ['Grace Kwok', 'Kwok Wing-yan', 'Wing-yan', 'Kwok'] },
  headline: 'Product Manager',
  contact: [
    { kind: 'address', value: 'Flat 8C, 23 Robinson Road, Mid-Levels, Hong Kong' },
    { kind: 'phone', value: '852 9123 4567' },
    { kind: 'email', value: 'grace.kwy@example.hk' },
  ],
  summary: {
    title: 'Summary',
    text: 'Product manager for consumer fintech apps, bilingual in English and Cantonese, with a habit of shipping small and measuring everything.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        {
          title: 'Product Manager',
          org: 'Harbourpay Limited',
          place: 'Quarry Bay, Hong Kong',
          dates: 'March 2020 – Present',
          bullets: [
            'Launched instalment payments to 1.2 million users; conversion up 18% in the first quarter',
            'Run discovery interviews and write specifications with the design and engineering leads',
          ],
        },
        {
          title: 'Business Analyst',
          org: 'Kowloon Mutual Insurance',
          place: 'Kowloon Bay, Hong Kong',
          dates: 'July 2016 – February 2020',
          bullets: ['Mapped claims processes and prepared SQL dashboards for the operations director'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'BBA Information Systems',
          org: 'The Hong Kong University of Science and Technology',
          place: 'Clear Water Bay',
          dates: '2012 – 2016',
        },
      ],
    },
    { title: 'Skills', side: true, skills: true, items: ['Product discovery, SQL, Figma, Jira, A/B testing'] },
    { title: 'Languages', side: true, bullets: false, items: ['English, Cantonese, Mandarin'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Product Manager, payments, Hong Kong: discovery, specifications, A/B testing and SQL; Cantonese and English.',
};

/** UK: the contact line lives in the Word header, the name in the body; a table of skills; tabs. */
export const eleanor = {
  key: 'eleanor',
  language: 'en',
  locale: 'en-GB',
  name: {
    full: 'Eleanor Fitzgerald-Osei',
    variants: ['Eleanor', 'Fitzgerald-Osei', 'Fitzgerald', 'Osei', 'Ellie Fitzgerald-Osei'],
  },
  headline: 'Clinical Data Manager',
  contact: [
    { kind: 'email', value: 'eleanor.fo@example.co.uk' },
    { kind: 'phone', value: '07700 900123' },
    { kind: 'address', value: '14 Wilmslow Road, Manchester M14 5TQ' },
  ],
  summary: {
    title: 'Personal Statement',
    text: 'Clinical data manager with ten years in oncology trials; I keep databases clean, timelines honest and monitors informed.',
  },
  sections: [
    {
      title: 'Employment History',
      entries: [
        {
          title: 'Clinical Data Manager',
          org: 'Northern Trials Unit',
          place: 'Manchester',
          dates: 'Oct 2018 – present',
          bullets: [
            'Led data management for six phase III oncology trials in Medidata Rave',
            'Wrote data validation plans and reconciled SAE listings with pharmacovigilance',
          ],
        },
        {
          title: 'Clinical Trial Coordinator',
          org: 'Pennine Teaching Hospitals NHS Trust',
          place: 'Leeds',
          dates: 'Jan 2014 – Sept 2018',
          bullets: ['Coordinated recruitment and CRF completion for 11 studies'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        { title: 'MSc Clinical Research', org: 'University of Manchester', place: 'Manchester', dates: '2012 – 2013' },
      ],
    },
    { title: 'Key Skills', skills: true, items: ['Medidata Rave, CDISC SDTM, SAS, GCP, SQL'] },
    { title: 'References', bullets: false, items: ['Available on request.'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription: 'Clinical Data Manager (Manchester): Medidata Rave, CDISC SDTM, SAS; phase III oncology trials; GCP.',
};
