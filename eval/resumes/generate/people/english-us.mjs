// English resumes (US). Every person, employer detail and number here is invented.

/** US: the name glued to the title in design-tool PDFs; a city of the employer; skills that look like names. */
export const dana = {
  key: 'dana',
  language: 'en',
  locale: 'en-US',
  name: { full: 'Dana Whitfield', variants: ['Dana', 'Whitfield', 'DANA WHITFIELD'] },
  headline: 'Solutions Architect',
  contact: [
    { kind: 'address', value: '1458 Alder Court, Sunnyvale, CA 94087' },
    { kind: 'phone', value: '(408) 555-0142' },
    { kind: 'email', value: 'dana.whitfield@example.com' },
    { kind: 'link', value: 'linkedin.com/in/dana-whitfield-example' },
  ],
  summary: {
    title: 'Summary',
    text: 'Solutions architect with nine years of experience designing data platforms for retail and logistics customers, from first workshop to production handover.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        {
          title: 'Solutions Architect',
          org: 'Nimbus Systems',
          place: 'Santa Clara, CA',
          dates: 'June 2019 – Present',
          bullets: [
            'Designed multi-region Apache Cassandra clusters serving 40,000 writes per second for a grocery chain',
            'Led architecture reviews for 14 enterprise customers and wrote the reference deployment guide',
            'Presented quarterly roadmaps to executives in PowerPoint and ran design workshops',
          ],
        },
        {
          title: 'Sr. Data Engineer',
          org: 'Harborline Freight',
          place: 'Oakland, CA',
          dates: 'August 2016 – May 2019',
          bullets: [
            'Moved nightly SQL reporting jobs to a streaming pipeline on Kafka, cutting latency from hours to minutes',
            'Mentored four junior engineers and ran the on-call rotation',
          ],
        },
        {
          title: 'Teaching Assistant',
          org: 'San José State University',
          place: 'San José, CA',
          dates: 'Spring 2015',
          bullets: ['Led weekly database systems labs for 60 undergraduates'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'M.S. Computer Science',
          org: 'San José State University',
          place: 'San José, CA',
          dates: '2014 – 2016',
        },
        { title: 'B.S. Mathematics', org: 'University of Oregon', place: 'Eugene, OR', dates: '2010 – 2014' },
      ],
    },
    {
      title: 'Skills',
      side: true,
      skills: true,
      items: ['Apache Cassandra, SQL, PowerPoint, Kafka, Kubernetes, Terraform, Python'],
    },
    {
      title: 'Certifications',
      side: true,
      items: ['AWS Certified Solutions Architect – Professional (2021)'],
    },
  ],
  otherPeople: [],
  mustKeep: ['Spring 2015', 'Santa Clara', 'AWS Certified Solutions Architect'],
  jobDescription:
    'Solutions Architect, Santa Clara. Design data platforms on Apache Cassandra and Kafka, write SQL, run customer workshops and present designs in PowerPoint. Kubernetes and Terraform experience expected.',
};

/** US: handles, a personal domain, "·" separated phone, awards named after people. */
export const aaliyah = {
  key: 'aaliyah',
  language: 'en',
  locale: 'en-US',
  name: {
    full: 'Aaliyah Rahman-Torres',
    variants: ['Aaliyah', 'Rahman-Torres', 'A. Rahman-Torres', 'Rahman', 'Torres'],
  },
  headline: 'Machine Learning Engineer',
  contact: [
    { kind: 'phone', value: '415·555·0178' },
    { kind: 'email', value: 'hello@aaliyahrt.dev' },
    { kind: 'domain', value: 'aaliyahrt.dev' },
    { kind: 'handle', value: '@aaliyah_codes' },
  ],
  summary: {
    title: 'About',
    text: 'ML engineer focused on ranking and retrieval; I like small models that are easy to evaluate.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        {
          title: 'Machine Learning Engineer',
          org: 'Quillstone Labs',
          place: 'San Francisco, CA',
          dates: 'January 2021 – Present',
          bullets: [
            'Built the search ranking model (PyTorch, LightGBM) that lifted click-through by 11%',
            'Set up offline evaluation with NDCG dashboards used by three teams',
          ],
        },
        {
          title: 'Research Intern',
          org: 'Allen Institute for Artificial Intelligence',
          place: 'Seattle, WA',
          dates: 'Summer 2019',
          bullets: ['Studied dense retrieval for scientific papers'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'B.S. Computer Science',
          org: 'Carnegie Mellon University',
          place: 'Pittsburgh, PA',
          dates: '2016 – 2020',
        },
      ],
    },
    {
      title: 'Awards',
      items: [
        'Grace Hopper Celebration Scholar (2018)',
        'Marian Chen Memorial Fellowship (2019)',
        "Dean's List, six semesters",
      ],
    },
    { title: 'Skills', side: true, skills: true, items: ['PyTorch, LightGBM, SQL, Spark, Python, Go'] },
  ],
  otherPeople: [],
  mustKeep: ['Grace Hopper Celebration Scholar', 'Marian Chen Memorial Fellowship', 'Summer 2019'],
  jobDescription:
    'Machine Learning Engineer (search and ranking): PyTorch, LightGBM, Spark and SQL; offline evaluation with NDCG.',
};

/** US: titles after "Jr."/"Sr."; an O' surname. */
export const marcus = {
  key: 'marcus',
  language: 'en',
  locale: 'en-US',
  name: {
    full: "Marcus O'Connell-Reyes",
    variants: ['Marcus', "O'Connell-Reyes", "O'Connell", 'MARCUS OCONNELL-REYES'],
  },
  headline: 'Sr. Software Engineer',
  contact: [
    { kind: 'address', value: '2210 Maple Ridge Drive, Austin, TX 78704' },
    { kind: 'phone', value: '512-555-0119' },
    { kind: 'email', value: 'marcus.ocr@example.net' },
  ],
  summary: null,
  sections: [
    {
      title: 'Work Experience',
      entries: [
        {
          title: 'Sr. Software Engineer',
          org: 'Lonestar Logistics Cloud',
          place: 'Austin, TX',
          dates: '2020 – Present',
          bullets: [
            'Lead the routing API team (TypeScript, Node.js, PostgreSQL); p99 latency down from 900 ms to 180 ms',
          ],
        },
        {
          title: 'Jr. Software Engineer',
          org: 'Bluebonnet Health Systems',
          place: 'Round Rock, TX',
          dates: '2017 – 2020',
          bullets: ['Built HL7 integrations and React screens for clinic scheduling'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'B.S. Computer Engineering',
          org: 'Texas A&M University',
          place: 'College Station, TX',
          dates: '2013 – 2017',
        },
      ],
    },
    { title: 'Skills', skills: true, items: ['TypeScript, Node.js, PostgreSQL, React, AWS, Terraform'] },
  ],
  otherPeople: [],
  mustKeep: ['Sr. Software Engineer', 'Jr. Software Engineer'],
  jobDescription: 'Senior Software Engineer, backend APIs: TypeScript, Node.js, PostgreSQL on AWS; mentoring juniors.',
};

/** US: a Chrome-printed resume with a page number drawn off the page and a transparent NUL. */
export const hannah = {
  key: 'hannah',
  language: 'en',
  locale: 'en-US',
  name: { full: 'Hannah Lindqvist', variants: ['Hannah', 'Lindqvist', 'HANNAH LINDQVIST'] },
  headline: 'UX Researcher',
  contact: [
    { kind: 'address', value: '77 Cedar Lane, Portland, OR 97205' },
    { kind: 'phone', value: '(503) 555-0163' },
    { kind: 'email', value: 'hannah.lindqvist@example.org' },
  ],
  summary: {
    title: 'Summary',
    text: 'UX researcher who runs mixed-methods studies for health and public-sector products and turns them into decisions teams can act on.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        {
          title: 'Senior UX Researcher',
          org: 'Cascadia Health Partners',
          place: 'Portland, OR',
          dates: 'May 2020 – Present',
          bullets: [
            'Ran 120 moderated usability sessions for the patient portal; task success rose from 62% to 88%',
            'Built the research repository in Dovetail and trained six designers to use it',
          ],
        },
        {
          title: 'UX Researcher',
          org: 'Oregon Digital Services',
          place: 'Salem, OR',
          dates: 'March 2017 – April 2020',
          bullets: ['Diary studies and surveys for the unemployment benefits application'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'M.S. Human-Computer Interaction',
          org: 'University of Washington',
          place: 'Seattle, WA',
          dates: '2015 – 2017',
        },
      ],
    },
    {
      title: 'Methods',
      side: true,
      skills: true,
      items: ['Usability testing, diary studies, surveys, Dovetail, Figma, SPSS'],
    },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Senior UX Researcher for a health product: usability testing, diary studies, surveys; Dovetail and Figma.',
};

/** US: the text layer of a Chrome PDF whose fonts' ToUnicode maps were damaged (garbage text, clean page). */
export const kofi = {
  key: 'kofi',
  language: 'en',
  locale: 'en-US',
  name: { full: 'Kofi Mensah-Boateng', variants: ['Kofi', 'Mensah-Boateng', 'Mensah', 'Boateng'] },
  headline: 'Network Engineer',
  contact: [
    { kind: 'address', value: '310 Peachtree Street, Atlanta, GA 30308' },
    { kind: 'phone', value: '(404) 555-0187' },
    { kind: 'email', value: 'kofi.mb@example.com' },
  ],
  summary: {
    title: 'Summary',
    text: 'Network engineer with eight years running campus and data center networks for universities and hospitals.',
  },
  sections: [
    {
      title: 'Experience',
      entries: [
        {
          title: 'Senior Network Engineer',
          org: 'Piedmont Medical Network',
          place: 'Atlanta, GA',
          dates: '2019 – Present',
          bullets: [
            'Designed the BGP and OSPF core for eleven hospitals with no unplanned outage in four years',
            'Automated switch configuration with Ansible and NetBox',
          ],
        },
        {
          title: 'Network Administrator',
          org: 'Chattahoochee State College',
          place: 'Columbus, GA',
          dates: '2015 – 2019',
          bullets: ['Rolled out campus Wi-Fi for 9,000 students on Cisco and Aruba equipment'],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        {
          title: 'B.S. Information Technology',
          org: 'Georgia State University',
          place: 'Atlanta, GA',
          dates: '2011 – 2015',
        },
      ],
    },
    { title: 'Skills', skills: true, items: ['BGP, OSPF, Cisco IOS, Ansible, NetBox, Python'] },
    { title: 'Certifications', items: ['CCNP Enterprise (2020)'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Senior Network Engineer: BGP, OSPF, Cisco IOS, network automation with Ansible and Python; hospital networks.',
};

/** US academic CV in LaTeX style: line-end hyphenation, hyphens mapped to soft hyphens, ligatures, co-authors. */
export const elif = {
  key: 'elif',
  language: 'en',
  locale: 'en-US',
  name: {
    full: 'Elif Şahin-Moreau',
    variants: ['Elif', 'Şahin-Moreau', 'E. Şahin-Moreau', 'Şahin', 'Sahin-Moreau', 'Moreau'],
  },
  headline: 'Postdoctoral Researcher in Computational Biology',
  contact: [
    { kind: 'email', value: 'esahin@example.edu' },
    { kind: 'domain', value: 'elifsahin.example.org' },
    { kind: 'address', value: '450 Serra Mall, Stanford, CA 94305' },
  ],
  summary: {
    title: 'Research Interests',
    text: 'Statistical methods for single-cell genomics; world-leading work on probabilistic models of gene regulation; reproducible, open-source scientific software and the efficient analysis of high-dimensional biological data.',
  },
  sections: [
    {
      title: 'Appointments',
      entries: [
        {
          title: 'Postdoctoral Researcher',
          org: 'Institute for Quantitative Biosciences',
          place: 'Stanford, CA',
          dates: '2022 – Present',
          bullets: [
            'Developed scalable variational inference for single-cell multiomics, used by fourteen laboratories',
          ],
        },
      ],
    },
    {
      title: 'Education',
      entries: [
        { title: 'Ph.D. Statistics', org: 'University of Michigan', place: 'Ann Arbor, MI', dates: '2016 – 2022' },
        { title: 'B.Sc. Mathematics', org: 'Boğaziçi University', place: 'Istanbul', dates: '2012 – 2016' },
      ],
    },
    {
      title: 'Selected Publications',
      bullets: false,
      items: [
        'E. Şahin-Moreau, K. Abernathy and P. Oyelaran. Efficient inference for single-cell regulatory networks. Bioinformatics, 2023.',
        'R. Castellanos, E. Şahin-Moreau and D. Whitcombe. Benchmarking differential expression under confounding. Genome Biology, 2021.',
      ],
    },
    {
      title: 'Awards',
      items: ['Ruth L. Kirschstein Postdoctoral Fellowship (2023)', 'Rackham Predoctoral Fellowship (2021)'],
    },
    { title: 'Software', skills: true, items: ['R, Python, Stan, Snakemake, scikit-learn'] },
  ],
  otherPeople: ['K. Abernathy', 'P. Oyelaran', 'R. Castellanos', 'D. Whitcombe'],
  mustKeep: [
    'Ruth L. Kirschstein Postdoctoral Fellowship',
    'Rackham Predoctoral Fellowship',
    'Efficient inference for single-cell regulatory networks',
    'Benchmarking differential expression under confounding',
  ],
  jobDescription:
    'Research Scientist, computational biology: single-cell genomics, variational inference, R and Python, Stan; publication record expected.',
};
