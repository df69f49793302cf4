// More classes of how real resumes print the candidate's name, each with fictional people written for
// this file (not taken from any corpus document): the name glued to the word before it, letter-spaced in
// a footer, a short form beside the surname, two parts of a header name alone, a heading before the name
// on its line, a sign-off in a declaration, a labelled name inverted with a comma, particles, apostrophes,
// hyphenated given names. What must stay is checked beside each.
import { describe, expect, it } from 'vitest';
import { blind, gone } from './support/blind-text.js';

/** No glued or spaced trace of the word either: the letters of `out` with spaces removed, folded. */
const noTrace = (out: string, ...parts: string[]) => {
  const squeezed = out.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, '');
  expect(parts.filter((p) => squeezed.includes(p.toLowerCase()))).toEqual([]);
};

describe("the candidate's name: more classes", () => {
  it('glued to the word before it by the document ("ResumeOkonkwo"), and to the word after it mid-text', () => {
    const out = blind(
      [
        'Chidiebere Okonkwo',
        'Procurement Analyst',
        'chidiebere.okonkwo@example.ng',
        'Summary',
        'Updated ResumeOkonkwo 2025. Contact OkonkwoProcurement team lead.',
      ].join('\n'),
    );
    noTrace(out, 'okonkwo', 'chidiebere');
    expect(out).toContain('Procurement Analyst');
  });

  it('letter-spaced in a running footer far from the header', () => {
    const out = blind(
      [
        'Halvard Lindqvist',
        'halvard.lindqvist@example.se',
        'Experience',
        'Built ETL pipelines at Volvo Cars.',
        'H A L V A R D   L I N D Q V I S T   ·   P A G E  2',
      ].join('\n'),
    );
    noTrace(out, 'halvard', 'lindqvist');
    expect(out).toContain('Volvo Cars');
  });

  it('a short form beside the surname later ("Nico Albertsen" for Nicolai Albertsen)', () => {
    const out = blind(
      [
        'Nicolai Albertsen',
        'nicolai.albertsen@example.dk',
        'References available. Signed, Nico Albertsen. Nico also mentors interns.',
      ].join('\n'),
    );
    gone(out, 'Nicolai', 'Albertsen', 'Nico');
  });

  it('two parts of a header name with no second signal ("Torres Vidal" of Ana Lucía Torres Vidal)', () => {
    const out = blind(
      [
        'Ana Lucía Torres Vidal',
        'Analista de Riesgos',
        'Experiencia',
        'Banco Pichincha — Torres Vidal preparó los informes de riesgo. Firmado: Ana Torres.',
      ].join('\n'),
    );
    gone(out, 'Torres Vidal', 'Ana Torres', 'Ana Lucía');
    expect(out).toContain('Banco Pichincha');
  });

  it('a heading before the name on its line, split by a dash ("CV – Name", "Resume of Name")', () => {
    for (const head of [
      'CV – Rukmini Venkatesan',
      'Resume of Rukmini Venkatesan',
      'CURRICULUM VITAE: Rukmini Venkatesan',
    ]) {
      const out = blind([head, 'Data Analyst', 'Pune, India', 'Venkatesan built dashboards.'].join('\n'));
      gone(out, 'Rukmini', 'Venkatesan');
    }
  });

  it('the declaration sign-off of an Indian resume, in capitals in brackets', () => {
    const out = blind(
      [
        'Sowmya Ramakrishnan',
        'sowmya.r@example.in',
        'Declaration',
        'I hereby declare that the above information is true to the best of my knowledge.',
        'Place: Chennai',
        '(SOWMYA RAMAKRISHNAN)',
      ].join('\n'),
    );
    gone(out, 'Sowmya', 'Ramakrishnan');
    expect(out).toContain('Chennai');
  });

  it('a labelled name inverted with a comma ("Name: OYELARAN, Temitope")', () => {
    const out = blind(
      ['Name: OYELARAN, Temitope', 'Role: Nurse', 'Experience', 'Temitope Oyelaran ran the night ward.'].join('\n'),
    );
    gone(out, 'Oyelaran', 'Temitope');
  });

  it('particles and apostrophes in any form ("Siobhán O’Donoghue" as "O\'DONOGHUE, S.")', () => {
    const out = blind(
      [
        "Siobhán O'Donoghue",
        'siobhan.odonoghue@example.ie',
        'Publications',
        "O'DONOGHUE, S. and Keane, M. (2023) Tidal energy. Also cited as S. O’Donoghue.",
      ].join('\n'),
    );
    gone(out, 'Siobhan', "O'Donoghue", 'Donoghue');
    expect(out).toContain('Keane');
  });

  it('a hyphenated given name with and without its hyphen, and its initials', () => {
    const out = blind(
      [
        'Jean-Baptiste Fournival',
        'jb.fournival@example.fr',
        'Jean Baptiste Fournival a dirigé le projet. Auteur : J.-B. Fournival.',
      ].join('\n'),
    );
    gone(out, 'Jean-Baptiste', 'Fournival', 'Baptiste');
  });

  it('given and family name on separate lines in mixed case, two words each', () => {
    const out = blind(
      ['Maria Fernanda', 'Quispe Huamán', 'm.quispe@example.pe', 'Perfil', 'Quispe Huamán dirige el equipo.'].join(
        '\n',
      ),
    );
    gone(out, 'Quispe', 'Huaman', 'Fernanda');
  });

  it('East-Asian family name first in capitals, the Latin form reversed later', () => {
    const out = blind(
      ['NGUYEN Thi Thu Hang', 'hang.nguyen@example.vn', 'Experience', 'Hang Nguyen led QA at FPT Software.'].join('\n'),
    );
    gone(out, 'Nguyen', 'Hang');
    expect(out).toContain('FPT Software');
  });

  it('a family name with a particle kept with it ("bin Rahman", "van der Meulen")', () => {
    const out = blind(
      [
        'Muhammad Hafiz bin Rahman',
        'hafiz.rahman@example.my',
        'Hafiz bin Rahman led the SAP rollout at Petronas.',
      ].join('\n'),
    );
    gone(out, 'Hafiz', 'Rahman');
    expect(out).toContain('Petronas');
  });

  it('the given and family name under labels of their own, on separate lines', () => {
    const out = blind(
      [
        'First Name: Chiamaka',
        'Last Name: Ezeobi',
        'Phone: +234 803 555 0199',
        'Ezeobi audited 40 branches. Chiamaka speaks Igbo.',
      ].join('\n'),
    );
    gone(out, 'Chiamaka', 'Ezeobi');
    const labelled: Array<[string, string, string, string]> = [
      ['Vorname', 'Jörg', 'Nachname', 'Pfleiderer'],
      ['Prénom ', 'Aurélien', 'Nom de famille ', 'Castagnède'],
      ['Nombre', 'Ximena', 'Apellidos', 'Churata'],
    ];
    for (const [givenLabel, given, familyLabel, family] of labelled)
      gone(
        blind(
          [
            `${givenLabel}: ${given}`,
            `${familyLabel}: ${family}`,
            'Profil',
            'Pfleiderer Castagnède Churata Ximena Aurélien Jörg',
          ].join('\n'),
        ),
        given,
        family,
      );
  });

  it('a preferred name or nickname under its label', () => {
    const out = blind(
      [
        'Nguyễn Thị Thanh Hương',
        'Preferred name: Helen',
        'huong.nguyen@example.vn',
        'Experience',
        'Helen led the audit team.',
      ].join('\n'),
    );
    gone(out, 'Huong', 'Helen');
  });

  it('an initial and a name in the header, as Indian resumes write it ("K. Srinivasan", "SRINIVASAN K")', () => {
    for (const header of ['K. Thirunavukkarasu', 'THIRUNAVUKKARASU K', 'R. K. Thirunavukkarasu']) {
      const out = blind(
        [header, 'Site Engineer', 'Mobile: 98401 23456', 'Thirunavukkarasu supervised the slab work.'].join('\n'),
      );
      gone(out, 'Thirunavukkarasu');
      expect(out).toContain('Site Engineer');
    }
  });

  it('in a file name printed in a running footer ("Ingrid_Solheimsvik_CV.pdf")', () => {
    const out = blind(
      [
        'Ingrid Solheimsvik',
        'ingrid.solheimsvik@example.no',
        'Experience',
        'Equinor, 2019–2024',
        'Ingrid_Solheimsvik_CV.pdf  2/2',
      ].join('\n'),
    );
    noTrace(out, 'solheimsvik', 'ingrid');
    expect(out).toContain('Equinor');
  });

  it('given names and family names stacked on two lines in mixed case, with no e-mail to join them', () => {
    const out = blind(
      [
        'Ana Lucía',
        'Torres Vidal',
        'Analista de Riesgos',
        '+51 987 654 321',
        'Torres Vidal preparó los informes.',
      ].join('\n'),
    );
    gone(out, 'Torres', 'Vidal', 'Lucia');
    expect(out).toContain('Analista de Riesgos');
  });

  it('a pair of the parts of a long name where the header alone vouches for it', () => {
    const out = blind(
      [
        'Skills',
        'Excel, SQL',
        'Languages',
        'English',
        'Ama Serwaa Boatemaa Owusu-Ansah',
        'Nurse Educator',
        'Experience',
        'Korle Bu Teaching Hospital — Boatemaa Owusu-Ansah trained 60 nurses; signed Ama Owusu-Ansah.',
      ].join('\n'),
    );
    gone(out, 'Boatemaa Owusu-Ansah', 'Ama Owusu-Ansah');
    expect(out).toContain('Korle Bu Teaching Hospital');
  });

  it('letter-spaced given and family names stacked on two lines', () => {
    const out = blind(
      [
        'T H E O D O R A',
        'W I L K I N S O N',
        'UX Researcher',
        'hello@studio-tw.co.uk',
        'Theodora ran 80 usability sessions.',
      ].join('\n'),
    );
    noTrace(out, 'theodora', 'wilkinson');
    expect(out).toContain('UX Researcher');
  });

  it('a letter-spaced name whose word gap was lost and that nothing else spells', () => {
    const out = blind(
      ['B E A T R I X H O L L O W A Y', 'Product Designer', 'contact@bh-design.co.uk', 'Figma, Miro'].join('\n'),
    );
    noTrace(out, 'beatrixholloway');
    expect(out).toContain('Product Designer');
  });

  it('a short form of the given name alone later in the text ("Nico" for Nicolás)', () => {
    const out = blind(
      [
        'Nicolás Ferreyra Ibarguren',
        'nferreyra@example.ar',
        'Resumen',
        'Nico coordina el equipo de datos en Mercado Libre.',
      ].join('\n'),
    );
    gone(out, 'Nicolas', 'Ferreyra', 'Nico');
    expect(out).toContain('Mercado Libre');
  });

  it('a pet form that does not begin like the given name, later in the text ("Peggy", "Paco", "Sasha", "Dima")', () => {
    for (const [header, email, line, pet, kept] of [
      [
        'Margaret Adeyinka-Cole',
        'm.adeyinkacole@example.ng',
        'Peggy ran the regional payroll migration.',
        'Peggy',
        'payroll',
      ],
      [
        'Francisco Javier Orozco Lira',
        'fjorozco@example.mx',
        'En el equipo me llaman Paco; lideré la migración a GCP.',
        'Paco',
        'GCP',
      ],
      ['Aleksandra Wiśniewska', 'a.wisniewska@example.pl', 'Sasha prowadziła zespół QA w Allegro.', 'Sasha', 'Allegro'],
      ['Dmitry Kuznetsov', 'dkuznetsov@example.com', 'Dima mentors the backend guild.', 'Dima', 'backend guild'],
    ] as const) {
      const out = blind([header, email, 'Summary', line].join('\n'));
      gone(out, header, pet);
      expect(out, header).toContain(kept);
    }
  });

  it('a pet form that is also a word only after words that introduce a name ("known as Bill"), not as a word ("Chip design")', () => {
    const william = blind(
      ['William Achterberg', 'w.achterberg@example.nl', 'References', 'Colleagues know me as Bill. Ask for Bill.'].join(
        '\n',
      ),
    );
    gone(william, 'William', 'Achterberg', 'Bill');
    const charles = blind(
      [
        'Charles Mwangi',
        'cmwangi@example.org',
        'Experience',
        'Chip design verification at Acme; Bill of materials.',
      ].join('\n'),
    );
    gone(charles, 'Charles', 'Mwangi');
    expect(charles).toContain('Chip design verification');
    expect(charles).toContain('Bill of materials');
  });

  it('a surname with an inner capital written in capitals after it ("McDONAGH", "MacLEOD")', () => {
    const out = blind(
      ['Fiona MacLeod', 'fiona.macleod@example.co.uk', 'MacLEOD, F. (2022) Peat carbon. Also MACLEOD F.'].join('\n'),
    );
    gone(out, 'MacLeod');
  });

  it('a name after an icon glyph or an emoji on its line', () => {
    for (const icon of ['\uf007', '👤', '\uf2bd ']) {
      const out = blind(
        [`${icon} Nomvula Dlamini-Khumalo`, 'Civil Engineer', 'Dlamini-Khumalo designed the culverts.'].join('\n'),
      );
      gone(out, 'Nomvula', 'Dlamini', 'Khumalo');
    }
  });

  it('a name in capitals glued to a heading in capitals ("OSEI-BONSURESUME")', () => {
    const out = blind(
      ['KWAME OSEI-BONSU', 'kwame.oseibonsu@example.gh', 'KWAME OSEI-BONSURESUME 2024', 'Experience'].join('\n'),
    );
    noTrace(out, 'bonsu', 'kwame');
    expect(out).toContain('RESUME');
  });

  it('a hyphenated given name written with a space or none ("Xiao Ming", "Xiaoming")', () => {
    const out = blind(
      ['Xiao-Ming Zhou', 'Data Scientist', '+86 138 0013 8000', 'Signed: Xiao Ming Zhou; footer ZHOU XIAOMING'].join(
        '\n',
      ),
    );
    gone(out, 'Zhou', 'Xiao Ming', 'Xiaoming');
  });

  it('the name stated only in a declaration ("I, Name, hereby declare", "(NAME)" under it)', () => {
    const out = blind(
      [
        'Objective',
        'To work as a site engineer.',
        'Experience',
        'L&T Construction, 2019–2024: Deshmukh supervised 3 towers.',
        'Declaration',
        'I, Rohan Vilas Deshmukh, hereby declare that the information above is true.',
        'Place: Nagpur',
        '(ROHAN V. DESHMUKH)',
      ].join('\n'),
    );
    gone(out, 'Rohan', 'Deshmukh', 'Vilas');
    expect(out).toContain('L&T Construction');
    expect(out).toContain('Nagpur');
  });

  it('umlauts and ß written out ("Müller" as "MUELLER", "Strauß" as "STRAUSS"), and the Turkish dotless ı', () => {
    const out = blind(
      [
        'Jürgen Weißmüller',
        'juergen.weissmueller@example.de',
        'Projekte',
        'WEISSMUELLER, J. (2021) Netzplanung. Weißmuller und Jurgen im Team.',
      ].join('\n'),
    );
    noTrace(out, 'weissmueller', 'weismuller', 'weissmuller', 'jurgen', 'juergen');
    const turkish = blind(
      ['ELİF YILDIRIM', 'elif.yildirim@example.com.tr', 'Deneyim', 'Yıldırım ekibi yönetti; Elif Yıldırım.'].join('\n'),
    );
    gone(turkish, 'Yildirim', 'Elif');
  });

  it('the name only in a page header or text box that the text layer puts last, spelled like the e-mail', () => {
    const body = Array.from({ length: 45 }, (_, i) => `Delivered milestone ${i + 1} for the logistics platform.`);
    const out = blind(
      [
        'Contact: t.abernathy-quaye@example.com',
        'Experience',
        ...body,
        'Summary written by Abernathy-Quaye.',
        'Theophilus Abernathy-Quaye',
      ].join('\n'),
    );
    gone(out, 'Theophilus', 'Abernathy', 'Quaye');
  });

  it('a header that puts the family name first in capitals with a comma ("BERGERON-LAPOINTE, Maëlle")', () => {
    const out = blind(
      [
        'BERGERON-LAPOINTE, Maëlle',
        'Ingénieure procédés',
        '+33 6 12 34 56 78',
        'Expérience',
        'Maëlle a conduit les essais ; Bergeron-Lapointe a rédigé le rapport.',
      ].join('\n'),
    );
    gone(out, 'Maelle', 'Bergeron', 'Lapointe');
    expect(out).toContain('Ingénieure procédés');
  });

  it('the given name on one line, the family name opening the next beside a title ("VENUGOPALAN · Data Analyst")', () => {
    const out = blind(
      [
        'PRIYANKA',
        'VENUGOPALAN · Data Analyst',
        '+91 98450 55555',
        'Experience',
        'Venugopalan built the churn model.',
      ].join('\n'),
    );
    gone(out, 'Priyanka', 'Venugopalan');
    expect(out).toContain('Data Analyst');
  });

  it('glued to a page number in a running header or footer ("Wilkinson2/3", "3Wilkinson")', () => {
    const out = blind(
      [
        'Theodora Wilkinson',
        'theodora.wilkinson@example.co.uk',
        'Experience',
        'Ran 80 usability sessions.',
        'Theodora Wilkinson2/3',
        'Page 3Theodora Wilkinson',
      ].join('\n'),
    );
    noTrace(out, 'wilkinson', 'theodora');
  });
});
