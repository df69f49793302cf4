// Spanish (Spain, Peru, Mexico) and Portuguese (Brazil) resumes. Every person and number here is invented.

/** Spain: the name on two lines in capitals; personal details by label ("Fecha de nacimiento", DNI). */
export const mariajose = {
  key: 'mariajose',
  language: 'es',
  locale: 'es-ES',
  name: {
    full: 'María José García Lozano',
    lines: ['MARÍA JOSÉ', 'GARCÍA LOZANO'],
    variants: ['María José', 'García Lozano', 'MARÍA JOSÉ GARCÍA LOZANO', 'Lozano'],
  },
  headline: 'Analista de Datos',
  contact: [
    { kind: 'address', value: 'Calle de Embajadores 45, 3.º B, 28012 Madrid' },
    { kind: 'phone', value: '+34 612 34 56 78' },
    { kind: 'email', value: 'mj.garcia.lozano@example.es' },
  ],
  summary: {
    title: 'Perfil',
    text: 'Analista de datos con seis años de experiencia en banca y energía. Me interesa convertir datos dispersos en decisiones claras.',
  },
  details: {
    title: 'Datos personales',
    items: [
      { label: 'Fecha de nacimiento', value: '03/07/1990', kind: 'date_of_birth' },
      { label: 'Nacionalidad', value: 'española', kind: 'nationality' },
      { label: 'Estado civil', value: 'casada', kind: 'marital_status' },
      { label: 'DNI', value: '12345678-Z', kind: 'national_id' },
    ],
  },
  sections: [
    {
      title: 'Experiencia profesional',
      entries: [
        {
          title: 'Analista de Datos Sénior',
          org: 'Iberenergía Renovables',
          place: 'Madrid',
          dates: 'enero 2021 – actualidad',
          bullets: [
            'Modelos de previsión de demanda en Python y SQL para 40 parques eólicos',
            'Cuadros de mando en Power BI para la dirección de operaciones',
          ],
        },
        {
          title: 'Analista de Riesgos',
          org: 'Banco Meseta',
          place: 'Valladolid',
          dates: 'septiembre 2017 – diciembre 2020',
          bullets: ['Automatización de informes regulatorios con SAS y Excel'],
        },
      ],
    },
    {
      title: 'Formación',
      entries: [
        {
          title: 'Máster en Ciencia de Datos',
          org: 'Universidad Complutense de Madrid',
          place: 'Madrid',
          dates: '2016 – 2017',
        },
        { title: 'Grado en Matemáticas', org: 'Universidad de Salamanca', place: 'Salamanca', dates: '2012 – 2016' },
      ],
    },
    { title: 'Competencias', side: true, skills: true, items: ['Python, SQL, Power BI, SAS, Excel, Tableau'] },
    { title: 'Idiomas', side: true, bullets: false, items: ['Español (nativo), Inglés (C1), Portugués (B1)'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Analista de Datos en Madrid: Python, SQL y Power BI; previsión de demanda en el sector energético; valorable SAS.',
};

/** Peru: a Peruvian address, DNI, labels with bullets, "Universidad Nacional Mayor de San Marcos". */
export const rosa = {
  key: 'rosa',
  language: 'es',
  locale: 'es-PE',
  name: {
    full: 'Rosa Elena Quispe Mamani',
    variants: ['Rosa Elena', 'Quispe Mamani', 'Rosa Quispe', 'Quispe', 'Mamani'],
  },
  headline: 'Ingeniera de Sistemas',
  contact: [
    { kind: 'address', value: 'Jr. Huallaga 580, Dpto. 302, Cercado de Lima, Lima 15001' },
    { kind: 'phone', value: '+51 987 654 321' },
    { kind: 'email', value: 'rosa.quispe.m@example.pe' },
  ],
  summary: {
    title: 'Resumen',
    text: 'Ingeniera de sistemas con experiencia en desarrollo backend y migración de sistemas del sector público a la nube.',
  },
  details: {
    title: 'Datos personales',
    items: [
      { label: '• Fecha de nacimiento', value: '21 de mayo de 1995', kind: 'date_of_birth' },
      { label: '• DNI', value: '45678912', kind: 'national_id' },
      { label: '• Estado civil', value: 'soltera', kind: 'marital_status' },
      { label: '• Nacionalidad', value: 'peruana', kind: 'nationality' },
    ],
  },
  sections: [
    {
      title: 'Experiencia laboral',
      entries: [
        {
          title: 'Desarrolladora Backend',
          org: 'Andina Cloud S.A.C.',
          place: 'San Isidro, Lima',
          dates: 'marzo 2021 – presente',
          bullets: [
            'Migración de un sistema de trámites municipales de Oracle Forms a Java y PostgreSQL',
            'Diseño de APIs REST documentadas con OpenAPI',
          ],
        },
        {
          title: 'Practicante de Desarrollo',
          org: 'Cooperativa de Ahorro Santa Rosa de Lima',
          place: 'Lima',
          dates: 'enero 2019 – febrero 2021',
          bullets: ['Reportes en SQL Server y mantenimiento de aplicaciones en C#'],
        },
      ],
    },
    {
      title: 'Educación',
      entries: [
        {
          title: 'Ingeniería de Sistemas',
          org: 'Universidad Nacional Mayor de San Marcos',
          place: 'Lima',
          dates: '2013 – 2018',
        },
      ],
    },
    { title: 'Habilidades', side: true, skills: true, items: ['Java, PostgreSQL, Oracle, C#, SQL Server, Docker'] },
  ],
  otherPeople: [],
  mustKeep: ['Universidad Nacional Mayor de San Marcos', 'Cooperativa de Ahorro Santa Rosa de Lima'],
  jobDescription:
    'Desarrollador(a) Backend en Lima: Java, PostgreSQL y APIs REST; experiencia en migración desde Oracle; titulado de la Universidad Nacional Mayor de San Marcos o similar.',
};

/** Mexico: CURP, a compound surname, a two-column layout. */
export const luis = {
  key: 'luis',
  language: 'es',
  locale: 'es-MX',
  name: {
    full: 'Luis Alberto Hernández Ríos',
    variants: ['Luis Alberto', 'Hernández Ríos', 'Luis Hernández', 'Hernández', 'Ríos'],
  },
  headline: 'Ingeniero DevOps',
  contact: [
    { kind: 'address', value: 'Av. Chapultepec Sur 284, Col. Americana, 44160 Guadalajara, Jal.' },
    { kind: 'phone', value: '+52 33 1234 5678' },
    { kind: 'email', value: 'luis.hdz.rios@example.mx' },
  ],
  summary: null,
  details: {
    title: 'Datos personales',
    items: [
      { label: 'CURP', value: 'HERL900101HJCRSS09', kind: 'national_id' },
      { label: 'Edad', value: '34 años', kind: 'age' },
    ],
  },
  sections: [
    {
      title: 'Experiencia',
      entries: [
        {
          title: 'Ingeniero DevOps',
          org: 'Tequila Cloud Services',
          place: 'Zapopan, Jalisco',
          dates: 'febrero 2020 – actual',
          bullets: [
            'Clústeres de Kubernetes en AWS con Terraform y Argo CD para 30 microservicios',
            'Reducción del costo de infraestructura en un 25%',
          ],
        },
        {
          title: 'Administrador de Sistemas',
          org: 'Grupo Ferretero del Pacífico',
          place: 'Guadalajara',
          dates: '2016 – 2020',
          bullets: ['Automatización con Ansible y monitoreo con Prometheus y Grafana'],
        },
      ],
    },
    {
      title: 'Educación',
      entries: [
        {
          title: 'Ingeniería en Sistemas Computacionales',
          org: 'Instituto Tecnológico y de Estudios Superiores de Monterrey',
          place: 'Guadalajara',
          dates: '2011 – 2015',
        },
      ],
    },
    {
      title: 'Herramientas',
      side: true,
      skills: true,
      items: ['Kubernetes, Terraform, AWS, Ansible, Prometheus, Grafana'],
    },
    { title: 'Certificaciones', side: true, items: ['Certified Kubernetes Administrator (CKA)'] },
  ],
  otherPeople: [],
  mustKeep: ['Certified Kubernetes Administrator'],
  jobDescription:
    'Ingeniero DevOps: Kubernetes, Terraform y AWS; observabilidad con Prometheus y Grafana; Guadalajara o remoto.',
};

/** LaTeX-style academic CV (Colombia): accents drawn as separate glyphs, co-authors, hyphenation. */
export const andres = {
  key: 'andres',
  language: 'es',
  locale: 'es-CO',
  name: {
    full: 'Andrés Felipe Castaño Ruiz',
    variants: ['Andrés Felipe', 'Castaño Ruiz', 'A. F. Castaño', 'Castaño', 'Andrés'],
  },
  headline: 'Investigador en Aprendizaje Automático',
  contact: [
    { kind: 'email', value: 'afcastano@example.edu.co' },
    { kind: 'phone', value: '+57 301 234 5678' },
    { kind: 'domain', value: 'afcastano.example.org' },
  ],
  summary: {
    title: 'Perfil',
    text: 'Investigador en procesamiento del lenguaje natural con interés en la evaluación de modelos para lenguas de bajos recursos y en la reproducibilidad.',
  },
  sections: [
    {
      title: 'Educación',
      entries: [
        { title: 'Doctorado en Ingeniería', org: 'Universidad de los Andes', place: 'Bogotá', dates: '2018 – 2023' },
        {
          title: 'Ingeniería Electrónica',
          org: 'Universidad Nacional de Colombia',
          place: 'Medellín',
          dates: '2012 – 2017',
        },
      ],
    },
    {
      title: 'Experiencia en investigación',
      entries: [
        {
          title: 'Investigador Posdoctoral',
          org: 'Instituto de Computación Andina',
          place: 'Bogotá',
          dates: 'agosto 2023 – presente',
          bullets: [
            'Dirección de un proyecto de traducción automática para el wayuunaiki con financiación internacional',
            'Organización del taller de evaluación de modelos de lenguaje en español',
          ],
        },
      ],
    },
    {
      title: 'Publicaciones',
      bullets: false,
      items: [
        'A. F. Castaño, L. Montoya y J. Ibarra. Evaluación robusta de traducción automática para lenguas indígenas. Actas de LatinX in AI, 2022.',
        'M. Ortega y A. F. Castaño. Corpus paralelos de bajo costo. Revista Colombiana de Computación, 2021.',
      ],
    },
    {
      title: 'Premios',
      items: [
        'Beca Colciencias de Doctorado Nacional (2018)',
        'Premio a la mejor tesis, Universidad de los Andes (2023)',
      ],
    },
    { title: 'Habilidades', skills: true, items: ['PyTorch, LaTeX, Python, Hugging Face Transformers'] },
  ],
  otherPeople: ['L. Montoya', 'J. Ibarra', 'M. Ortega'],
  mustKeep: [
    'Beca Colciencias de Doctorado Nacional',
    'Premio a la mejor tesis',
    'Evaluación robusta de traducción automática para lenguas indígenas',
  ],
  jobDescription:
    'Investigador(a) en aprendizaje automático y procesamiento del lenguaje natural: PyTorch, Hugging Face Transformers, traducción automática y evaluación de modelos.',
};

/** Brazil: CPF, CEP, "Estado civil", a long Portuguese name. */
export const joao = {
  key: 'joao',
  language: 'pt',
  locale: 'pt-BR',
  name: {
    full: 'João Pedro Nascimento Ferreira',
    variants: ['João Pedro', 'Nascimento Ferreira', 'João Ferreira', 'Nascimento', 'Ferreira'],
  },
  headline: 'Desenvolvedor Full Stack',
  contact: [
    { kind: 'address', value: 'Rua Augusta, 1500, apto 42 – Consolação, São Paulo – SP, 01304-001' },
    { kind: 'phone', value: '+55 11 98765-4321' },
    { kind: 'email', value: 'joaopedro.nf@example.com.br' },
  ],
  summary: {
    title: 'Resumo',
    text: 'Desenvolvedor full stack com cinco anos de experiência em comércio eletrônico, do banco de dados à interface.',
  },
  details: {
    title: 'Dados pessoais',
    items: [
      { label: 'Data de nascimento', value: '10/10/1993', kind: 'date_of_birth' },
      { label: 'Estado civil', value: 'solteiro', kind: 'marital_status' },
      { label: 'CPF', value: '123.456.789-09', kind: 'national_id' },
      { label: 'Nacionalidade', value: 'brasileira', kind: 'nationality' },
    ],
  },
  sections: [
    {
      title: 'Experiência profissional',
      entries: [
        {
          title: 'Desenvolvedor Full Stack Pleno',
          org: 'Vitrine Digital Comércio Ltda.',
          place: 'São Paulo',
          dates: 'março de 2021 – atual',
          bullets: [
            'Checkout em React e Node.js com 2 milhões de pedidos por ano',
            'Integração com Pix e gateways de pagamento',
          ],
        },
        {
          title: 'Desenvolvedor Júnior',
          org: 'Agência Ipê Software',
          place: 'Campinas',
          dates: 'fevereiro de 2019 – fevereiro de 2021',
          bullets: ['Sites em Django e PostgreSQL para clientes do varejo'],
        },
      ],
    },
    {
      title: 'Formação acadêmica',
      entries: [
        {
          title: 'Bacharelado em Ciência da Computação',
          org: 'Universidade de São Paulo',
          place: 'São Paulo',
          dates: '2014 – 2018',
        },
      ],
    },
    { title: 'Competências', side: true, skills: true, items: ['React, Node.js, TypeScript, Django, PostgreSQL, Pix'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Desenvolvedor Full Stack: React, Node.js e TypeScript; PostgreSQL; integrações de pagamento com Pix; São Paulo.',
};
