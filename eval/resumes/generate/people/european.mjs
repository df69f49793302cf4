// French and German resumes. Every person and number here is invented.

/** France: a dotted phone number, "Date de naissance", "Situation familiale". */
export const camille = {
  key: 'camille',
  language: 'fr',
  locale: 'fr-FR',
  name: { full: 'Camille Dubois-Laurent', variants: ['Camille', 'Dubois-Laurent', 'Dubois', 'CAMILLE DUBOIS-LAURENT'] },
  headline: 'Cheffe de projet informatique',
  contact: [
    { kind: 'address', value: '12 rue des Lilas, 69003 Lyon' },
    { kind: 'phone', value: '06.12.34.56.78' },
    { kind: 'email', value: 'camille.dl@example.fr' },
  ],
  summary: {
    title: 'Profil',
    text: 'Cheffe de projet informatique avec huit ans d’expérience dans l’industrie pharmaceutique et la logistique ; habituée aux projets ERP.',
  },
  details: {
    title: 'Informations personnelles',
    items: [
      { label: 'Date de naissance', value: '14/02/1991', kind: 'date_of_birth' },
      { label: 'Nationalité', value: 'française', kind: 'nationality' },
      { label: 'Situation familiale', value: 'mariée, deux enfants', kind: 'marital_status' },
      { label: 'Permis', value: 'B' },
    ],
  },
  sections: [
    {
      title: 'Expérience professionnelle',
      entries: [
        {
          title: 'Cheffe de projet SAP',
          org: 'Laboratoires Rhône-Santé',
          place: 'Lyon',
          dates: 'mars 2019 – aujourd’hui',
          bullets: [
            'Déploiement de SAP S/4HANA sur trois sites de production (450 utilisateurs)',
            'Pilotage d’une équipe de 9 consultants et du budget de 2,1 M€',
          ],
        },
        {
          title: 'Consultante fonctionnelle',
          org: 'Transports Vercors Logistique',
          place: 'Grenoble',
          dates: 'septembre 2015 – février 2019',
          bullets: ['Paramétrage du module de gestion des entrepôts et formation des utilisateurs'],
        },
      ],
    },
    {
      title: 'Formation',
      entries: [
        { title: 'Diplôme d’ingénieur en informatique', org: 'INSA Lyon', place: 'Villeurbanne', dates: '2010 – 2015' },
      ],
    },
    {
      title: 'Compétences',
      side: true,
      skills: true,
      items: ['SAP S/4HANA, gestion de projet, Scrum, SQL, PowerPoint'],
    },
    {
      title: 'Langues',
      side: true,
      bullets: false,
      items: ['Français (langue maternelle), anglais (C1), allemand (B1)'],
    },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription:
    'Chef(fe) de projet informatique à Lyon : déploiements SAP S/4HANA, pilotage d’équipe, Scrum ; anglais courant.',
};

/** France: a second French resume with an international dotted number and a LinkedIn link. */
export const theo = {
  key: 'theo',
  language: 'fr',
  locale: 'fr-FR',
  name: { full: 'Théo Marchetti', variants: ['Théo', 'Marchetti', 'THÉO MARCHETTI'] },
  headline: 'Développeur mobile',
  contact: [
    { kind: 'address', value: '4 impasse du Moulin, 33800 Bordeaux' },
    { kind: 'phone', value: '+33 7.81.22.45.90' },
    { kind: 'email', value: 'theo.marchetti@example.fr' },
    { kind: 'link', value: 'linkedin.com/in/theo-marchetti-dev' },
  ],
  summary: null,
  details: {
    title: 'État civil',
    items: [
      { label: 'Né le', value: '2 juin 1996 à Ajaccio', kind: 'date_of_birth' },
      { label: 'Âge', value: '28 ans', kind: 'age' },
    ],
  },
  sections: [
    {
      title: 'Expériences',
      entries: [
        {
          title: 'Développeur mobile',
          org: 'Garonne Mobilités',
          place: 'Bordeaux',
          dates: 'juin 2021 – aujourd’hui',
          bullets: ['Application de covoiturage en Kotlin et Swift (300 000 utilisateurs actifs)'],
        },
        {
          title: 'Développeur web en alternance',
          org: 'Atelier Numérique Aquitain',
          place: 'Mérignac',
          dates: '2018 – 2021',
          bullets: ['Sites Symfony et intégration continue avec GitLab CI'],
        },
      ],
    },
    {
      title: 'Formation',
      entries: [
        { title: 'Master Informatique', org: 'Université de Bordeaux', place: 'Talence', dates: '2019 – 2021' },
      ],
    },
    { title: 'Compétences', side: true, skills: true, items: ['Kotlin, Swift, Flutter, Symfony, GitLab CI'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription: 'Développeur(se) mobile à Bordeaux : Kotlin, Swift, Flutter ; intégration continue.',
};

/** Germany: a phone number with long groups, "Geburtsdatum", "Familienstand", "Staatsangehörigkeit". */
export const jonas = {
  key: 'jonas',
  language: 'de',
  locale: 'de-DE',
  name: { full: 'Jonas Weißenberger', variants: ['Jonas', 'Weißenberger', 'Weissenberger', 'J. Weißenberger'] },
  headline: 'Softwareentwickler Embedded Systems',
  contact: [
    { kind: 'address', value: 'Kastanienallee 12, 10435 Berlin' },
    { kind: 'phone', value: '0171 23456789' },
    { kind: 'email', value: 'jonas.weissenberger@example.de' },
  ],
  summary: {
    title: 'Profil',
    text: 'Embedded-Entwickler mit Erfahrung in der Automobil- und Medizintechnik; Schwerpunkt funktionale Sicherheit und Echtzeitsysteme.',
  },
  details: {
    title: 'Persönliche Daten',
    items: [
      { label: 'Geburtsdatum', value: '05.09.1988', kind: 'date_of_birth' },
      { label: 'Geburtsort', value: 'Kassel' },
      { label: 'Familienstand', value: 'ledig', kind: 'marital_status' },
      { label: 'Staatsangehörigkeit', value: 'deutsch', kind: 'nationality' },
    ],
  },
  sections: [
    {
      title: 'Berufserfahrung',
      entries: [
        {
          title: 'Senior Embedded Software Engineer',
          org: 'Spreewerk Fahrzeugtechnik GmbH',
          place: 'Berlin',
          dates: '04/2019 – heute',
          bullets: [
            'Entwicklung von Steuergerätesoftware in C und C++ nach ISO 26262 (ASIL B)',
            'Einführung von Hardware-in-the-Loop-Tests mit dSPACE',
          ],
        },
        {
          title: 'Softwareentwickler',
          org: 'Medizintechnik Fulda AG',
          place: 'Fulda',
          dates: '10/2014 – 03/2019',
          bullets: ['Firmware für Infusionspumpen auf ARM Cortex-M, Zertifizierung nach IEC 62304'],
        },
      ],
    },
    {
      title: 'Ausbildung',
      entries: [
        {
          title: 'M.Sc. Elektrotechnik',
          org: 'Technische Universität München',
          place: 'München',
          dates: '2012 – 2014',
        },
        { title: 'B.Sc. Elektrotechnik', org: 'Universität Kassel', place: 'Kassel', dates: '2008 – 2012' },
      ],
    },
    { title: 'Kenntnisse', side: true, skills: true, items: ['C, C++, ISO 26262, AUTOSAR, dSPACE, FreeRTOS'] },
  ],
  otherPeople: [],
  mustKeep: ['ISO 26262', 'IEC 62304'],
  jobDescription: 'Embedded-Softwareentwickler (m/w/d) in Berlin: C/C++, AUTOSAR, ISO 26262; Erfahrung mit HIL-Tests.',
};

/** Germany: international number with long groups, "Jahrgang", "verheiratet". */
export const anneliese = {
  key: 'anneliese',
  language: 'de',
  locale: 'de-AT',
  name: {
    full: 'Anneliese Hofbauer-Krainz',
    variants: ['Anneliese', 'Hofbauer-Krainz', 'Hofbauer', 'A. Hofbauer-Krainz'],
  },
  headline: 'Controllerin',
  contact: [
    { kind: 'address', value: 'Mariahilfer Straße 101/7, 1060 Wien' },
    { kind: 'phone', value: '+43 664 12345678' },
    { kind: 'email', value: 'a.hofbauer@example.at' },
  ],
  summary: null,
  details: {
    title: 'Zur Person',
    items: [
      { label: 'Jahrgang', value: '1985', kind: 'date_of_birth' },
      { label: 'Familienstand', value: 'verheiratet', kind: 'marital_status' },
      { label: 'Religionsbekenntnis', value: 'römisch-katholisch', kind: 'religion' },
    ],
  },
  sections: [
    {
      title: 'Berufserfahrung',
      entries: [
        {
          title: 'Leiterin Controlling',
          org: 'Donauland Lebensmittel GmbH',
          place: 'Wien',
          dates: '2018 – heute',
          bullets: ['Aufbau der Konzernberichterstattung in SAP BW; Budgetplanung für 14 Standorte'],
        },
        {
          title: 'Controllerin',
          org: 'Alpenbahn Logistik AG',
          place: 'Linz',
          dates: '2011 – 2018',
          bullets: ['Kostenstellenrechnung und Monatsabschluss nach IFRS'],
        },
      ],
    },
    {
      title: 'Ausbildung',
      entries: [
        { title: 'Mag. rer. soc. oec.', org: 'Wirtschaftsuniversität Wien', place: 'Wien', dates: '2005 – 2010' },
      ],
    },
    { title: 'Kenntnisse', side: true, skills: true, items: ['SAP BW, IFRS, Excel, Power BI, Budgetplanung'] },
  ],
  otherPeople: [],
  mustKeep: [],
  jobDescription: 'Controller:in in Wien: Konzernberichterstattung, SAP BW, IFRS, Budgetplanung.',
};
