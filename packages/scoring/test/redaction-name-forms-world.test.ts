// How resumes from outside the project print the candidate's name, class by class, with fictional people
// written for this file: display type whose letter spacing a text layer reads unevenly, a details table read
// as "Name  value" with no colon, a name in another script under a "Thai name:" label, the name written more
// fully in a signature than in the header, a middle name only the e-mail spells, a piece of a given name used
// as a nickname, a double surname in capitals and later in title case, a job title or heading that must not
// be taken for the name. What must stay is checked beside each.
import { describe, expect, it } from 'vitest';
import { blind, gone, words } from './support/blind-text.js';

/** No glued or spaced trace of the word either: the letters of `out` with spaces removed, folded. */
const noTrace = (out: string, ...parts: string[]) => {
  const squeezed = out.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, '');
  expect(parts.filter((p) => squeezed.includes(p.toLowerCase()))).toEqual([]);
};

describe("the candidate's name: forms from the world's resumes", () => {
  it('display type read back with uneven letter spacing ("M AR I T T A …"), confirmed by the e-mail', () => {
    const out = blind(
      [
        'M AR I T T A H Ö LS Ä',
        'Projektingenieurin Automation',
        'Hämeenkatu 4, 33100 Tampere',
        'maritta.holsa@example.fi',
        'Experience',
        'Commissioned PLC lines at Valmet. Hölsä, M. and Virtanen, K. (2021). Motor control tuning. Proc. Automaatio.',
      ].join('\n'),
    );
    noTrace(out, 'maritta', 'holsa');
    expect(out).toContain('Projektingenieurin Automation');
    expect(out).toContain('Commissioned PLC lines at Valmet');
  });

  it('a details table read row by row: "Name  <value>" with no colon, then every part alone', () => {
    const out = blind(
      [
        'CURRICULUM VITAE',
        'Informação pessoal',
        'Name Rui Miguel Barbosa Tavares Lopes',
        'Nome completo Rui Miguel Barbosa Tavares Lopes',
        'Telemóvel +351 931 222 404',
        'Perfil',
        'Engenheiro de dados. Barbosa Tavares liderou a migração para Azure.',
      ].join('\n'),
    );
    gone(out, 'Rui', 'Miguel', 'Barbosa', 'Tavares', 'Lopes');
    expect(out).toContain('Azure');
    const cjk = blind(
      ['个人信息', '姓名 赵一鸣', '手机 139-0000-1234', '英文名 Evan', '赵一鸣 负责支付系统'].join('\n'),
    );
    expect(cjk).not.toContain('赵一鸣');
  });

  it('a name in a script without capitals under a "<language> name:" label, and each of its words', () => {
    const out = blind(
      [
        'Kittipong Saetang',
        'Data Engineer',
        'Thai name: กิตติพงษ์ แซ่ตั้ง',
        'Summary',
        'ผมชื่อกิตติพงษ์ ทำงานด้าน data pipeline',
        'Korean name: 김도윤 (second reference)',
      ].join('\n'),
    );
    expect(out).not.toContain('กิตติพงษ์');
    expect(out).not.toContain('แซ่ตั้ง');
    expect(out).toContain('data pipeline');
  });

  it('written more fully in a signature or a header line than where it was first found', () => {
    const out = blind(
      [
        'K. S. Raghavendra Iyer',
        'Site Engineer',
        'raghavendra.iyer@example.in',
        'Declaration',
        'I hereby declare that the above particulars are true.',
        'Place: Pune · (Kalyanpur Subramanya Raghavendra Iyer)',
      ].join('\n'),
    );
    gone(out, 'Kalyanpur', 'Subramanya', 'Raghavendra', 'Iyer');
    const header = blind(
      [
        'LOMBARDI-OKAFOR, Daniel — Résumé',
        '',
        'Daniel T. “Danny” Lombardi-Okafor',
        'Platform Engineer',
        'Summary',
        'Danny moved the billing stack to Kubernetes. Daniel also mentors interns.',
      ].join('\n'),
    );
    gone(header, 'Daniel', 'Danny', 'Lombardi', 'Okafor');
    expect(header).toContain('Kubernetes');
  });

  it('a middle name only the e-mail spells, and a piece of a given name used as a nickname', () => {
    const out = blind(
      [
        'D E W I   S A N T O S O',
        'Product Analyst',
        'dewi.kartika.santoso@example.co.id',
        'Ringkasan',
        'Kartika leads the funnel analytics at a marketplace.',
      ].join('\n'),
    );
    gone(out, 'Dewi', 'Kartika', 'Santoso');
    const nickname = blind(
      [
        'Chukwuemekanwa Eze',
        'emeka.eze@example.ng',
        'Software Engineer',
        'Profile',
        'Emeka builds payment APIs in Go.',
      ].join('\n'),
    );
    gone(nickname, 'Emeka', 'Eze');
    expect(nickname).toContain('payment APIs in Go');
    const second = blind(
      ['Ana Valentina Quiroga', 'Bióloga', 'Perfil', 'Tina Quiroga coordina el laboratorio de suelos.'].join('\n'),
    );
    gone(second, 'Tina', 'Valentina', 'Quiroga');
  });

  it('the native form in brackets in a resume written in Latin script, and the given-name place of the e-mail', () => {
    const out = blind(
      [
        'TANAKA',
        '',
        'Haruto',
        'Mobile Engineer',
        'haru.tanaka@example.jp',
        'Summary',
        'Mobile engineer (田中 陽翔) with five years of Swift and Kotlin.',
      ].join('\n'),
    );
    expect(out).not.toContain('田中');
    gone(out, 'Haruto', 'Tanaka');
    const email = blind(
      [
        'Graziela Moura Pacheco',
        'zeca.pacheco@example.com.br',
        'Resumo',
        'Analista de dados (Zeca, para a equipe) com foco em BI.',
      ].join('\n'),
    );
    gone(email, 'Zeca', 'Graziela', 'Pacheco');
    expect(email).toContain('para a equipe');
  });

  it('a double surname in spaced capitals, its hyphen spaced or not, and later in title case', () => {
    const out = blind(
      [
        'C O N T A C T',
        'ngozi.ibekwe.ade@example.ng',
        '',
        'N G O Z I',
        'I B E K W E -A D E B A Y O',
        'Backend Engineer',
        'Ibekwe-Adebayo designed the ledger. I B E K W E - A D E B A Y O · page 2',
      ].join('\n'),
    );
    noTrace(out, 'ibekwe', 'adebayo', 'ngozi');
    expect(out).toContain('Backend Engineer');
  });

  it('given, middle and family names on spaced lines of their own, a double name broken after its hyphen', () => {
    const out = blind(
      [
        'C O N T A C T',
        'kwabena.osei@example.com.gh',
        '',
        'K W A B E N A',
        'Y A W',
        'O S E I -',
        'B O N S U',
        'Civil Engineer',
        'Summary',
        'Osei-Bonsu designs culverts. Yaw also teaches.',
      ].join('\n'),
    );
    noTrace(out, 'kwabena', 'osei', 'bonsu');
    gone(out, 'Yaw');
    expect(out).toContain('Civil Engineer');
    const wrapped = blind(
      ['LERATO PALESA MOKOENA-', '', 'NKOSI', 'Quantity Surveyor', 'Summary', 'Mokoena-Nkosi costs bridges.'].join(
        '\n',
      ),
    );
    gone(wrapped, 'Lerato', 'Palesa', 'Mokoena', 'Nkosi');
  });

  it('a middle initial that is also a word of the heading list ("A.", as in "JANE A. ROE")', () => {
    const out = blind(['FIONA A. GALLAGHER', 'Registered Nurse', 'Summary', 'Gallagher ran the ward rota.'].join('\n'));
    gone(out, 'Fiona', 'Gallagher');
  });

  it('a name the resume says the candidate goes by, in several languages', () => {
    const cases: Array<[string, string]> = [
      ['Known as Robbie on site and in the office.', 'Robbie'],
      ['Kubernetes platform work. Tamsin to the team.', 'Tamsin'],
      ['Analista de datos. Chelo para el equipo: me gusta el orden.', 'Chelo'],
      ['Embedded-Ingenieurin; im Team Rieke genannt.', 'Rieke'],
      ['Chemist. Gosia to collaborators.', 'Gosia'],
    ];
    for (const [sentence, nickname] of cases) {
      const out = blind(['Imogen Harriet Calloway', 'imogen.calloway@example.com', 'Profile', sentence].join('\n'));
      gone(out, nickname, 'Imogen', 'Calloway');
    }
    expect(blind(['Imogen Calloway', 'Profile', 'Thanks to the team for the award.'].join('\n'))).toContain(
      'Thanks to the team',
    );
  });

  it('institutions and places in a Europass-like CV are not the name; its "Surname(s) / First name(s)" label is', () => {
    const out = blind(
      [
        'europass Currículum vítae',
        'Información personal',
        'Apellido(s) / Nombre(s) SOLÍS-ARAGÓN PRIETO, Marta',
        'E-mail msolis.prieto@example.es',
        'Educación',
        '2006 – 2011 Ingeniería Industrial',
        'Universidad Politécnica de Valencia, Valencia',
        '2015 – 2016 MBA',
        'Universidad Pontificia de Comillas, Madrid',
        'Banco de Crédito Balear, Palma',
      ].join('\n'),
    );
    gone(out, 'Marta', 'Solís', 'Aragón', 'Prieto');
    expect(out).toContain('Universidad Politécnica de Valencia');
    expect(out).toContain('Universidad Pontificia de Comillas');
    expect(out).toContain('Banco de Crédito Balear');
  });

  it('a Japanese form: the name in a row that goes on with the next cell, and its reading in kana', () => {
    const out = blind(
      [
        '履歴書',
        'ふりがな やまもと あおい',
        '氏名 山本 葵 写真',
        '生年月日 1994年5月2日',
        'Summary',
        '山本 葵 worked on iOS apps.',
      ].join('\n'),
    );
    expect(out).not.toContain('山本');
    expect(out).not.toContain('やまもと');
    expect(out).toContain('写真');
  });

  it('particles inside a name, a name followed by a phone on its line, a name in Cyrillic glued to a badge', () => {
    const dutch = blind(
      ['sanne@vandenberg.dev ✉', 'Sanne van den Berg 06-12 34 56 78 ☎', 'Summary', 'Van den Berg leads firmware.'].join(
        '\n',
      ),
    );
    gone(dutch, 'Sanne', 'Berg');
    const russian = blind(
      [
        'resumes · candidate profile',
        'Соколова Анна ВикторовнаАктивно ищет работу',
        'Компания Альфа-Банк',
        'Эл. почта a.sokolova.dev@yandex.ru',
        'Альфа-Банк',
        'Анна ведёт команду.',
      ].join('\n'),
    );
    expect(russian).not.toMatch(/Соколова|Анна/u);
    expect(russian).toContain('Альфа-Банк');
    const labelled = blind(
      ['ФИО Петренко Олег Игоревич', 'Должность Инженер', 'Петренко О. И. — автор отчёта.'].join('\n'),
    );
    expect(labelled).not.toMatch(/Петренко|Олег/u);
  });

  it('an English name under a Chinese label without a colon, with its nickname in brackets', () => {
    const out = blind(
      ['個人履歷表', '姓名 陳雅婷', '英文姓名 Ya-Ting (Tina) Chen', '自傳', 'Tina Chen 負責資料分析。'].join('\n'),
    );
    expect(out).not.toContain('陳雅婷');
    gone(out, 'Tina', 'Chen', 'Ya-Ting');
  });

  it('a short given name spaced out, and the surname a personal domain spells after it', () => {
    const out = blind(
      [
        'Profile',
        'Security researcher.',
        'L I A',
        'S E C U R I T Y  R E S E A R C H E R',
        'lia.sr@proton.me',
        '052-555-0199',
        'liabenshimon.io',
        'Publications',
        'Levi, A. and Ben-Shimon, L. (2022). Tracing loaders.',
      ].join('\n'),
    );
    gone(out, 'Lia', 'Ben-Shimon');
    expect(out).not.toContain('liabenshimon.io');
  });

  it('a given name in spaced capitals over a job title in spaced capitals, and "known to colleagues as"', () => {
    const out = blind(
      [
        'J O H A N N A',
        '',
        'P R O D U K T - D E S I G N E R I N',
        'johanna.k@posteo.de',
        'Profil',
        'Johanna gestaltet Apps. Known to colleagues as Jojo.',
      ].join('\n'),
    );
    gone(out, 'Johanna', 'Jojo');
    expect(out).toContain('P R O D U K T - D E S I G N E R I N');
  });

  it('a name interleaved with a contact column, its second half found by the e-mail; a skill over a name in capitals', () => {
    const out = blind(
      [
        'lucas.fmartins@example.com.br',
        'Lucas Felipe (81) 99555-0101',
        'Rua das Flores, 12, Recife',
        'Ferreira Martins github.com/lucasfm',
        'Resumo',
        'Martins cuida de APIs.',
      ].join('\n'),
    );
    gone(out, 'Lucas', 'Felipe', 'Ferreira', 'Martins');
    const caps = blind(['Kotlin', 'LUCAS FELIPE', 'lucas.f@example.com', 'Skills', 'Kotlin, Go'].join('\n'));
    expect(caps).toContain('Kotlin, Go');
    expect(caps.split('\n')[0]).toBe('Kotlin');
  });

  it('a name a Japanese form prints spaced out under its label, beside the photo cell', () => {
    const out = blind(
      [
        '履 歴 書',
        'ふりがな タナカ ユイ',
        '氏名 写真を貼る位置',
        '田 中 結 衣 縦 36〜40mm',
        '田中 結衣 は iOS を担当。',
      ].join('\n'),
    );
    expect(out).not.toMatch(/田\s?中|結\s?衣/u);
    expect(out).toContain('縦 36〜40mm');
  });

  it('a section heading in capitals before the name on its line, and a given name over a one-word family name in capitals', () => {
    const europass = blind(
      [
        'EUROPASS Curriculum Vitae',
        'INFORMATIONS PERSONNELLES Margaux Delacroix-Aubry',
        'm.delacroix@example.fr',
        'Profil',
        'Delacroix-Aubry gère la paie.',
      ].join('\n'),
    );
    gone(europass, 'Margaux', 'Delacroix', 'Aubry');
    expect(europass).toContain('INFORMATIONS PERSONNELLES');
    const stacked = blind(
      ['Hendrik', 'VERBRUGGEN', 'Développeur full-stack', 'Profil', 'Verbruggen code en Go.'].join('\n'),
    );
    gone(stacked, 'Hendrik', 'Verbruggen');
  });

  it('a spaced job title run together under a spaced name is not part of it; a handle under a wrapped e-mail', () => {
    const out = blind(
      [
        'M A R I E - C L A I R E',
        'D U B O I S - L E R O Y',
        'C H A R G É E D E M A R K E T I N G',
        'C O O R D O N N É E S',
        '06 71 28 44 93',
        'mc.duboisleroy@orange.',
        'fr',
        '27 bis rue Sainte-Catherine,',
        '33000 Bordeaux',
        'marieclaire-dubois-leroy',
      ].join('\n'),
    );
    noTrace(out, 'marie', 'claire', 'dubois', 'leroy');
    expect(out).toContain('C H A R G É E D E M A R K E T I N G');
  });

  it('a CJK name of two short words opening a header line that runs on, and the name in the other order later', () => {
    const out = blind(
      ['美咲 高橋 品質保証 〒460-0008 愛知県名古屋市', '自己PR', '高橋 美咲 は品質保証を担当。'].join('\n'),
    );
    expect(out).not.toMatch(/高橋|美咲/u);
    expect(out).toContain('品質保証');
  });

  it('headings and compound job titles in more languages, and a portal badge, are not the name', () => {
    const out = blind(
      [
        'İ L E T İ Ş İ M',
        'Moda Caddesi 12, Kadıköy',
        '',
        'Y E T E N E K L E R',
        'Kotlin',
        'Java Spring Boot',
        '',
        'E M R E',
        'K A R A K A Ş',
        'emre.karakas@example.com.tr',
        'Kıdemli Yazılım Mühendisi',
      ].join('\n'),
    );
    noTrace(out, 'emre', 'karakas');
    expect(words(out).has('iletisim') || out.includes('İ L E T İ Ş İ M')).toBe(true);
    expect(out).toContain('Java Spring Boot');
    expect(out).toContain('Kotlin');
    const portal = blind(
      ['Mykola Petrenko Open to work', 'Backend Developer · Lviv', 'About', 'Mykola builds services in Kotlin.'].join(
        '\n',
      ),
    );
    gone(portal, 'Mykola', 'Petrenko');
    expect(portal).toContain('to work');
    const german = blind(
      [
        'S EVE R I N E  M OS E R',
        'Qualitätsleiterin Pharma',
        'severine.moser@example.ch',
        'Qualitätsleiterin bei Lonza seit 2019.',
      ].join('\n'),
    );
    expect(german).toContain('Qualitätsleiterin bei Lonza');
    noTrace(german, 'severine', 'moser');
  });

  it('a name a narrow column wraps after its third word, and a nickname in brackets on the line under the name', () => {
    const wrapped = blind(
      [
        'Contact',
        'ana.villarreal@example.mx',
        '',
        'Ana Sofía Villarreal',
        'Quintanilla',
        'Gerente de Compras',
        'Monterrey, N.L.',
        'Summary',
        'Compradora con ocho años en autopartes; la familia Quintanilla no aparece más.',
      ].join('\n'),
    );
    noTrace(wrapped, 'villarreal', 'quintanilla');
    expect(wrapped).toContain('Gerente de Compras');
    const bracketed = blind(
      [
        'ĐẶNG THỊ MAI PHƯƠNG',
        '(DAISY)',
        'Marketing Executive',
        'Email: maiphuong.dang@example.com',
        'Daisy led the Tết campaign for two brands.',
      ].join('\n'),
    );
    noTrace(bracketed, 'daisy');
    expect(bracketed).toContain('led the Tết campaign');
  });

  it('a given name written short with a full stop ("Ma.", "MD."), and a Europass name after its section label', () => {
    const filipino = blind(
      [
        'MA. CRISTINA R. BALAGTAS',
        'Blk 3 Lot 9, Brgy. Dela Paz, Pasig 1600 | cristina.balagtas@example.ph',
        'Payroll Specialist',
        'References available. Ma. Cristina R. Balagtas',
      ].join('\n'),
    );
    noTrace(filipino, 'balagtas', 'cristina');
    const bangladeshi = blind(['MD. RAKIBUL HASAN', 'rakibul.h@example.com.bd', 'Software Engineer'].join('\n'));
    noTrace(bangladeshi, 'rakibul', 'hasan');
    const europass = blind(
      [
        'europass',
        '',
        'Angaben zur Person WESTERKAMP Hiltrud',
        'Wohnort Bielefeld',
        'Berufserfahrung',
        'Hiltrud Westerkamp leitete das Labor.',
      ].join('\n'),
    );
    noTrace(europass, 'westerkamp', 'hiltrud');
    // The town under its label is where she lives (docs/blind-scoring.md, "Where the candidate lives"): it goes, unless
    // the job names it.
    expect(europass).toContain('Berufserfahrung');
    expect(europass).not.toContain('Bielefeld');
    const named = blind(
      ['europass', '', 'Angaben zur Person WESTERKAMP Hiltrud', 'Wohnort Bielefeld', 'Berufserfahrung'].join('\n'),
      'Laborleitung in Bielefeld',
    );
    expect(named).toContain('Wohnort Bielefeld');
  });

  it('a skill over a blank line is not the name’s first word, a job title under a two-word name is no surname, a letter signed with a piece of the given name', () => {
    const linkedin = blind(
      [
        'Contact',
        'torvald.h@example.dk',
        'Top Skills',
        'SCADA',
        'Python',
        '',
        'Torvald Ingemar Hesselberg',
        'Service Engineer at Vestas',
      ].join('\n'),
    );
    expect(linkedin).toMatch(/^Python$/mu);
    noTrace(linkedin, 'hesselberg');
    const czech = blind(['Radmila Vávrová', 'Lékárnice', '', 'ZKUŠENOSTI', 'Lékárnice — Benu', 'Brno'].join('\n'));
    expect(czech).toContain('Lékárnice — Benu');
    const letter = blind(
      [
        'Rosalind Tregenza-Hale',
        'Dear hiring team,',
        'I would welcome the chance to discuss it.',
        'Kind regards,',
        'Rosa',
        'Rosalind Tregenza-Hale',
      ].join('\n'),
    );
    noTrace(letter, 'rosa', 'tregenza');
  });

  it('a Greek name the e-mail spells in Latin letters, CJK names glued to a badge or beside an English name in brackets, CJK job titles', () => {
    const greek = blind(
      [
        'Επικοινωνία',
        'lefteris.karamanl@example.gr',
        'Top Skills',
        'AutoCAD',
        '',
        'Ελευθέριος Καραμανλάκης',
        'Πολιτικός μηχανικός',
        'Ο Ελευθέριος Καραμανλάκης οδήγησε την ομάδα.',
      ].join('\n'),
    );
    noTrace(greek, 'καραμανλάκης', 'ελευθέριος');
    const portal = blind(
      [
        'Candidate profile · printed from the employer portal',
        '',
        '司马晓Last active 3 days ago · Open to work',
        '产品经理 · 跨境电商',
        '138 0000 1234 · sima.x@example.com',
      ].join('\n'),
    );
    expect(portal).not.toContain('司马晓');
    expect(portal).toContain('产品经理 · 跨境电商');
    const bracketed = blind(['司马 晓 (Joanne)', '', '产品经理 · 跨境电商', '', 'Joanne led the launch.'].join('\n'));
    noTrace(bracketed, '司马', 'joanne');
    expect(bracketed).toContain('产品经理 · 跨境电商');
  });

  it('a Japanese form read by OCR cell by cell: the reading and a name of five kanji under their labels, blank lines between', () => {
    const out = blind(
      [
        '履歴',
        '',
        'ふりがな',
        '',
        'はせがわみちこ',
        '',
        '氏名',
        '',
        '長谷川美智子',
        '',
        '生年月日',
        '',
        '1991年2月8日',
      ].join('\n'),
    );
    noTrace(out, 'はせがわみちこ', '長谷川美智子');
    expect(out).toContain('氏名');
  });

  it('a display name in capitals one word to a line (letter-spaced type read back as words), at the top or under a sidebar', () => {
    const top = blind(
      ['MIHAIL-', '', 'ADRIAN', '', 'IONESCU-', '', 'BRĂTIANU', 'Security Engineer', 'Mihail led audits.'].join('\n'),
    );
    noTrace(top, 'mihail', 'ionescu', 'bratianu');
    expect(top).toContain('Security Engineer');
    const sidebar = blind(
      [
        'CONTACT',
        'jiwoo.han.ml@example.kr',
        'SKILLS',
        'Triton',
        'Spark',
        '',
        'JI-WOO',
        'HAN',
        'Machine Learning Engineer',
        'Tuned Triton and Spark kernels.',
      ].join('\n'),
    );
    noTrace(sidebar, 'ji-woo', 'jiwoo');
    expect(sidebar).toContain('Tuned Triton and Spark kernels.');
    const initial = blind(
      ['ROSWITHA', 'UX-DESIGNERIN', 'KONTAKT', 'r.albrecht-kaya@example.de', 'Roswitha gestaltet.'].join('\n'),
    );
    noTrace(initial, 'roswitha');
    expect(initial).toContain('UX-DESIGNERIN');
  });
});
