// The longer sections of the senior CVs in part 34 (board and committee roles, continuing professional
// development, talks, languages), by person: what makes a senior CV run to two pages. Invented like the rest.
export const EXTRA = {
  'in-cardio': [
    {
      title: 'Committee Roles',
      items: [
        'Member, Institutional Ethics Committee, Annamalai Heart Institute (2019 – present)',
        'Convener, STEMI India Chennai cluster (2017 – 2022)',
        'Examiner, DM Cardiology, The Tamil Nadu Dr. M.G.R. Medical University (2020 – present)',
      ],
    },
    {
      title: 'Continuing Medical Education',
      items: [
        'Proctor training for balloon-expandable TAVI, Singapore, 2019',
        'Certificate course in cardio-oncology, 2022',
        'ACLS instructor, American Heart Association, renewed 2025',
      ],
    },
  ],
  'in-ca': [
    {
      title: 'Board & Committee Roles',
      items: [
        'Independent Director and Audit Committee Chair, Sahyadri Agro Processors Ltd (2021 – present)',
        'Faculty, ICAI Western India Regional Council, forensic audit certificate course',
        'Managing Committee, Pune Branch of WIRC of ICAI (2016 – 2019)',
      ],
    },
    { title: 'Languages', items: ['Marathi (native), Hindi, English, Gujarati (spoken)'] },
  ],
  'ng-pharm': [
    {
      title: 'Committee Roles',
      items: [
        'Secretary, Drugs and Therapeutics Committee, NAUTH (2018 – present)',
        'Member, Anambra State Pharmacovigilance Working Group',
        'Examiner, Pharmacists Council of Nigeria internship examination (2021, 2023)',
      ],
    },
    {
      title: 'Continuing Professional Development',
      items: [
        'Mandatory Continuing Professional Development Programme (MCPDP), completed every year since 2010',
        'Certificate in Antimicrobial Stewardship, University of Dundee (online), 2020',
        'Good Clinical Practice, NIHR, 2022',
      ],
    },
    {
      title: 'Conference Presentations',
      items: [
        '“Point-prevalence survey of antibiotic use in a South-East teaching hospital”, PSN National Conference, Abuja, 2022',
        'Poster, West African Postgraduate College of Pharmacists Scientific Meeting, Accra, 2019',
      ],
    },
  ],
  'ke-teacher': [
    {
      title: 'Responsibilities & Board Roles',
      items: [
        'Secretary, Board of Management, Kapsabet Girls Primary School (2020 – present)',
        'Chief examiner, Nandi County mock examinations, Chemistry Paper 2 (2017 – 2023)',
        'Patron, Young Scientists Kenya club; county winners 2018 and 2022',
      ],
    },
    {
      title: 'In-service Training',
      items: [
        'SMASSE INSET for Mathematics and Science teachers, cycles 1–4',
        'TPAD appraisal training for senior management, 2021',
        'Diploma in Education Management, Kenya Education Management Institute, 2019',
      ],
    },
  ],
  'gh-lawyer': [
    {
      title: 'Board Appointments',
      items: [
        'Board Secretary, Ashanti Regional Water Users Association (2018 – present)',
        'Non-executive director, Kumasi Savings and Loans Ltd (2021 – present)',
      ],
    },
    {
      title: 'Papers and Talks',
      items: [
        '“Take-or-pay clauses in Ghana’s power purchase agreements”, Ghana Bar Association annual conference, Ho, 2023',
        'Guest lecturer, energy law, Faculty of Law, KNUST (2019 – present)',
      ],
    },
  ],
  'mx-pilot': [
    {
      title: 'Capacitación',
      items: [
        'Recurrente de simulador A320, cada seis meses desde 2018',
        'Curso de mercancías peligrosas, categoría 10, 2025',
        'Investigación de incidentes (ICAO), Ciudad de Panamá, 2021',
      ],
    },
    { title: 'Idiomas', items: ['Español (nativo), inglés aeronáutico ICAO nivel 5, maya yucateco (conversacional)'] },
  ],
  'ar-anest': [
    {
      title: 'Docencia y comités',
      items: [
        'Profesora adjunta, Cátedra de Farmacología, Facultad de Ciencias Médicas, UNR (2016 – actualidad)',
        'Integrante del Comité de Seguridad del Paciente, Sanatorio Parque (2020 – actualidad)',
        'Directora del curso de ecografía para bloqueos, Colegio de Anestesiólogos de Rosario (2021)',
      ],
    },
    {
      title: 'Congresos',
      items: [
        'Disertante, Congreso Argentino de Anestesiología, Mendoza, 2023',
        'Disertante, Jornadas Rosarinas de Dolor, 2022',
      ],
    },
  ],
  'br-eng': [
    {
      title: 'Cursos e certificações',
      items: [
        'NR-10 Básico e SEP, reciclagem 2025',
        'Especialização em Proteção de Sistemas Elétricos, 2013',
        'PMP – Project Management Professional, 2019',
      ],
    },
    {
      title: 'Participação em comitês',
      items: [
        'Relator no Comitê de Estudos B5 (Proteção e Automação) do CIGRE Brasil, 2018 – atual',
        'Banca examinadora de TCC, Engenharia Elétrica, UFJF (2016 – 2022)',
      ],
    },
  ],
  'de-apoth': [
    {
      title: 'Gremien und Weiterbildung',
      items: [
        'Mitglied der Arzneimittelkommission der Barmherzigen Brüder (seit 2018)',
        'Prüferin für die Weiterbildung Klinische Pharmazie, Bayerische Landesapothekerkammer (seit 2020)',
        'Fortbildungszertifikat der Bundesapothekerkammer, zuletzt erneuert 2024',
      ],
    },
    {
      title: 'Vorträge',
      items: [
        '„Stationsapotheker auf der Intensivstation – ein Jahr danach“, ADKA-Kongress, Dresden, 2023',
        'Posterbeitrag, Jahrestagung der Deutschen Gesellschaft für Onkologische Pharmazie, 2021',
      ],
    },
  ],
  'pl-audit': [
    {
      title: 'Szkolenia i funkcje',
      items: [
        'Wykładowca na kursach dla kandydatów na biegłych rewidentów, Podlaski Oddział PIBR (od 2017)',
        'Członek komisji rewizyjnej Podlaskiej Izby Gospodarczej (2019 – 2023)',
        'Obowiązkowe doskonalenie zawodowe PIBR – 40 godzin rocznie',
      ],
    },
    { title: 'Języki', items: ['polski (ojczysty), angielski (C1), rosyjski (B1)'] },
  ],
  'gb-pilot': [
    {
      title: 'Training & Standards Roles',
      items: [
        'Safety Action Group member, Hebridean Air Link (2017 – present)',
        'CRM instructor, recurrent ground school (2016 – present)',
        'Contributor, UK CAA working group on grass-strip operations (2021)',
      ],
    },
    {
      title: 'Ratings & Medical',
      items: [
        'ATR 72/42 type rating, TRE and TRI privileges; DHC-6 type rating (lapsed)',
        'Class 1 medical valid to 06/2027',
        'English Language Proficiency Level 6',
      ],
    },
  ],
  'pk-engr': [
    {
      title: 'Trainings & Seminars',
      items: [
        'FIDIC Contract Management, Dubai, 2019',
        'Bridge Inspection and Rating, Japan International Cooperation Agency course, Tokyo, 2014',
        'Continuing Professional Development credits completed as required by PEC',
      ],
    },
  ],
  'id-dokter': [
    {
      title: 'Pelatihan dan Sertifikasi',
      items: [
        'Neonatal Resuscitation Program (NRP), 2023',
        'Pelatihan Stabilisasi Neonatus (S.T.A.B.L.E.), 2021',
        'Instruktur Resusitasi Neonatus IDAI Sulawesi Selatan (2020 – sekarang)',
      ],
    },
  ],
  'my-engr': [
    {
      title: 'Professional Service',
      items: [
        'Professional Interview assessor, Institution of Engineers Malaysia, Sarawak Branch (2019 – present)',
        'Committee member, Malaysian Palm Oil Board technical working group on mill effluent (2021 – 2024)',
      ],
    },
    { title: 'Languages', items: ['Malay (native), English (fluent), Iban (spoken)'] },
  ],
};
