// Classes found on resumes from outside the project after the tuning on twenty-two held-out parts, each with
// fictional people written for this file: names in scripts without capitals, a referee's e-mail, names the tagger
// takes for places, display names over two lines, names glued to a degree; licence and registration numbers,
// masked identity numbers, a stated citizenship, a Chilean RUT, details set above their values; residences under a
// label, before a phone, after a pin; Korean, Chinese, Hindi and right-to-left addresses; employers named after
// people. What must stay is checked beside each.
import { describe, expect, it } from 'vitest';
import { blind, gone } from './support/blind-text.js';

describe('names', () => {
  it('an Arabic name opening the page, which the footer repeats or the Latin line under it spells', () => {
    const portal = blind(
      [
        'نور الهدى الزعبي محللة مالية',
        'Email noor.zoubi@example.jo',
        '',
        'WORK EXPERIENCE',
        'Profile of نور الهدى الزعبي, exported from the database.',
      ].join('\n'),
    );
    expect(portal).not.toContain('الزعبي');
    expect(portal).toContain('محللة مالية');
    const cv = blind(['نور الهدى الزعبي', 'محللة مالية', 'Noor Al-Huda Al-Zoubi', 'noor.zoubi@example.jo'].join('\n'));
    expect(cv).not.toContain('الزعبي');
    // A heading in that script is no name.
    expect(blind(['السيرة الذاتية', 'Noor Al-Huda Al-Zoubi', 'noor.zoubi@example.jo'].join('\n'))).toContain(
      'السيرة الذاتية',
    );
  });

  it("a referee's e-mail names the referee, not the candidate", () => {
    const out = blind(
      [
        'Perpetua Ainsworth-Lugg',
        'Flat 4, 9 Tanner Row, Otley LS21 3AB',
        '07700 900 561 | pip.al@example.co.uk',
        '',
        'EXPERIENCE',
        'Teacher of Geography, Wharfedale Academy 2018 – present',
        '',
        'Perpetua Ainsworth-Lugg – CV Page 1 of 2',
        '',
        'REFEREES',
        '',
        'Mrs Imelda Crossthwaite Dr Barnaby Hetherington',
        'Headteacher, Wharfedale Academy PGCE Tutor, University of York',
        '01943 880 412 b.hetherington@york.example.ac.uk',
        '',
        'Perpetua Ainsworth-Lugg – CV Page 2 of 2',
      ].join('\n'),
    );
    gone(out, 'Perpetua', 'Ainsworth-Lugg');
    expect(out).toContain('Teacher of Geography, Wharfedale Academy');
  });

  it('a display name over two lines with a short given name and a nickname in quotes, which the e-mail spells', () => {
    const out = blind(
      ['MA. LOURDES “LULU”', 'PANGILINAN', 'ACCOUNTS PAYABLE SUPERVISOR', 'lulu.pangilinan@example.ph'].join('\n'),
    );
    gone(out, 'LOURDES', 'LULU', 'PANGILINAN');
    expect(out).toContain('ACCOUNTS PAYABLE SUPERVISOR');
  });

  it('a name glued to a degree, and an acronym in brackets beside it is no nickname', () => {
    const out = blind(
      ['Tharani SelvarajB.Tech. (EEE) fresher', '', 'E-mail tharani.s@example.in', 'Projects in EEE labs.'].join('\n'),
    );
    gone(out, 'Tharani', 'Selvaraj');
    expect(out).toContain('(EEE)');
    expect(out).toContain('Projects in EEE labs.');
  });

  it('a credential after the name is no initial, and acronyms in a row are skills, not a name', () => {
    const out = blind(['Orrin Blackwood, P.Eng.', 'orrin@example.ca'].join('\n'));
    expect(out).toContain('P.Eng.');
    const hindi = blind(
      ['स ु र े श', 'कौशल', '', 'Tally Prime', '', 'SAP FICO', '', 'GST', 'SAP FICO में अनुभव'].join('\n'),
    );
    expect(hindi).toContain('SAP FICO में अनुभव');
  });

  it("a Japanese form's letter-spaced label and a name whose characters the cells space unevenly", () => {
    const out = blind(['履 歴 書', '氏 名 長谷 川 美 咲', '', '学歴'].join('\n'));
    expect(out).not.toMatch(/長谷|美 咲/u);
  });
});

describe('numbers and personal details', () => {
  it('licence, registration and certificate numbers under labels in capitals', () => {
    const out = blind(
      [
        'Brodie Quartermaine',
        'brodie.q@example.com.au',
        'WA Electrical Licence No. 77153',
        'Teacher Reference Number (TRN): 2468013',
        'Enhanced DBS certificate no. 001234567890',
      ].join('\n'),
    );
    expect(out).not.toMatch(/77153|2468013|001234567890/u);
  });

  it('a masked NRIC and a citizenship stated alone, a Chilean RUT, details set above their values', () => {
    const sg = blind(['Goh Wei Ling', 'NRIC: T****218B · Singapore Citizen', 'Experience'].join('\n'));
    expect(sg).not.toMatch(/218B|Singapore Citizen/u);
    const cl = blind(
      [
        'Datos personales',
        '',
        'RUT',
        'Fecha de',
        'nacimiento',
        'Estado civil',
        '',
        '17.305.118-4',
        '14 de julio de 1990',
        '',
        'Soltera',
        '',
        'Experiencia',
      ].join('\n'),
    );
    expect(cl).not.toMatch(/17\.305\.118|julio de 1990|Soltera/u);
    expect(cl).toContain('Experiencia');
  });

  it('a birth date whose colon OCR read as a "1", and a Chinese birth year and month', () => {
    expect(blind('Date of birth 1 14/02/1991\nNationality : Ghanaian')).not.toContain('1991');
    expect(blind('出生年月：1993年4月 电话：139-2207-8841')).not.toContain('1993年4月');
  });

  it('a right-to-left details line in visual order: the value before its label', () => {
    const out = blind(['البيانات الشخصية', 'سورية :الجنسية', '13 شارع بغداد، دمشق العنوان:', 'الخبرات'].join('\n'));
    expect(out).not.toContain('سورية');
    expect(out).not.toContain('شارع بغداد');
    expect(out).toContain('الخبرات');
  });
});

describe('where the candidate lives', () => {
  it('a town under a label that says so, a town before the phone, a dotted region under the headline', () => {
    const label = blind(
      ['Adaeze Nwachukwu-Bello', 'Current location Enugu, Enugu State Total experience 7 Year(s)', 'Experience'].join(
        '\n',
      ),
    );
    expect(label).not.toContain('Enugu');
    expect(label).toContain('Total experience 7 Year(s)');
    // A street address under that label goes whole.
    expect(blind('Anjali Varghese\nCurrent Location No. 7/3, 2nd Cross, Kadavanthra, Kochi 682020')).not.toMatch(
      /Kadavanthra|682020|7\/3/u,
    );
    expect(blind(['Ющенко Мирослава', 'Львів +380 (50) 118-42-07 ✉ m.yu@example.ua'].join('\n'))).not.toContain(
      'Львів',
    );
    const mx = blind(
      ['Eulalia Ricoy Tapia', 'Analista de datos at Grupo Bimbo', 'Santa Rosalía, B.C.S.', '', 'Summary'].join('\n'),
    );
    expect(mx).not.toContain('Rosalía');
  });

  it("a pin's postcode run into the next items, Korean and Chinese addresses with spaces, a Hindi address", () => {
    const dk = blind(
      ['Ingeborg Fjeldsted', '✉ ingeborg@example.dk ⌖ 5000 Odense C ifjeldsted Født: 3. maj 1990'].join('\n'),
    );
    expect(dk).not.toContain('5000');
    const kr = blind(['🏠 부산광역시 해운대구 센텀중앙로 48, 1502호', '경력'].join('\n'));
    expect(kr).not.toMatch(/센텀중앙로|1502호/u);
    const cn = blind('🏠 四川省成都市武侯区科华北路 65 号 3 栋 702 室');
    expect(cn).not.toMatch(/科华北路|702/u);
    const hi = blind(['मकान नं. 14, गली नं. 2, राजेंद्र नगर, पटना 800016', 'अनुभव'].join('\n'));
    expect(hi).not.toMatch(/गली नं|800016/u);
    expect(hi).toContain('अनुभव');
  });
});

describe('employers and places', () => {
  it('an employer opening its line before a town and its province, person-named firms, a winery', () => {
    const out = blind(
      [
        'Ignatius Lowther',
        'ignatius.lowther@example.ca',
        '',
        'Maintenance Engineer 2016 – 2020',
        'Ontario Power · Pickering, ON',
        'Process Engineer, Carl Zeiss, Oberkochen',
        'Cellar Hand, Jim Barry Wines (Clare, SA) 2014 – 2016',
      ].join('\n'),
    );
    gone(out, 'Ignatius Lowther');
    expect(out).toContain('Carl Zeiss');
    expect(out).toContain('Jim Barry Wines');
  });
});

describe('more forms of names, towns and institutions', () => {
  it("a Vietnamese e-mail that spells the family name and the given names' initials, over a split name in capitals", () => {
    const out = blind(
      [
        '☏ 0903 118 274',
        '✉ rosie.tranhm@example.vn',
        '',
        'TRẦN THỊ HỒNG',
        '',
        'MAI',
        'Kế toán trưởng — ACCA',
        '',
        'KINH NGHIỆM LÀM VIỆC',
        'Kế toán viên, Trường THCS Trần Quốc Toản — Huế',
      ].join('\n'),
    );
    gone(out, 'TRẦN THỊ HỒNG', 'MAI');
    expect(out).toContain('Trường THCS Trần Quốc Toản');
  });

  it("a Korean form's photo cell after the name, a letter-spaced heading, particles on a line of their own", () => {
    const kr = blind(['이 력 서', '', '성명 남궁예린 사진', '휴대폰 010-2281-4470'].join('\n'));
    expect(kr).not.toContain('남궁예린');
    expect(kr).toContain('이 력 서');
    const be = blind(['ROSALIEN', 'VAN DER', 'STRAETEN', '', 'rosalien.vanderstraeten@example.be'].join('\n'));
    gone(be, 'ROSALIEN', 'STRAETEN');
  });

  it("a town opening the contact line under the name is no part of it; a short form told to a crew is the candidate's", () => {
    const out = blind(
      [
        'HEMI TAUROA-BLAKE',
        'Katikati 3129 | 021 448 7730 | hemi.tb@example.nz',
        'Vineyard supervisor on 30 hectares; Hem',
        'to the picking crews.',
        '',
        'Hem also runs the spray programme. Katikati Growers Co-op, Katikati — Supervisor',
      ].join('\n'),
    );
    gone(out, 'HEMI', 'TAUROA-BLAKE');
    expect(out).not.toMatch(/\bHem\b/u);
    expect(out).toContain('Katikati Growers Co-op, Katikati');
  });

  it('a town the tagger knows among the contact items or on the line under them; a town and its PIN alone', () => {
    expect(blind(['Farida Ouali', 'Lahore | +92 300 4419 221 | farida.o@example.pk'].join('\n'))).not.toContain(
      'Lahore',
    );
    expect(
      blind(
        ['Joy Ann Dizon', 'Contact joy.dizon@example.ph · +63 917 500 1122', 'Dagupan City, Pangasinan'].join('\n'),
      ),
    ).not.toContain('Dagupan');
    expect(
      blind(['Kavya Iyer', 'kavya.iyer@example.in', 'Tirunelveli - 627002', 'Experience'].join('\n')),
    ).not.toContain('627002');
  });

  it('schools opened by an acronym, and firms ending in "Services"', () => {
    const out = blind(
      [
        'Maite Urkiola',
        'maite.urkiola@example.es',
        '2012 Técnico Superior — CIFP Don Bosco, Errenteria',
        'SITE ENGINEER - Qadir Construction Services, Karachi (2019 – present)',
      ].join('\n'),
    );
    expect(out).toContain('CIFP Don Bosco');
    expect(out).toContain('Qadir Construction Services');
  });
});

describe('templates and portals', () => {
  it('a CJK name with its English name in brackets run into the title; a photo label and a skills line are no names', () => {
    const out = blind(
      [
        '前程无忧 51job 个人简历',
        '照片',
        '司徒婉婷 (Tina Szeto)产品运营',
        '联系方式 139 2210 7784 | szetowt@example.cn',
        '',
        '专业技能',
        'Python SQL Tableau Hive 英语六级',
      ].join('\n'),
    );
    expect(out).not.toMatch(/司徒婉婷|Tina|Szeto/u);
    // The photo's label is the photo's placeholder, no name.
    expect(out).toMatch(/^\[PHOTO\]$/mu);
    expect(out).toContain('Python SQL Tableau Hive 英语六级');
  });

  it('Korean names: after a space before the title, under the contact lines, and as a handle the e-mail spells', () => {
    const portal = blind(
      ['사람인 이력서 · 사람인에서 작성', '', '탁예준 데이터 엔지니어', '연락처 010-5521-3390'].join('\n'),
    );
    expect(portal).not.toContain('탁예준');
    expect(portal).toContain('사람인 이력서');
    const under = blind(
      [
        '부산광역시 해운대구 센텀중앙로 48',
        '010-3381-2290',
        'yejun.tak@example.kr',
        '',
        '탁예준',
        '데이터 엔지니어',
      ].join('\n'),
    );
    expect(under).not.toContain('탁예준');
    const handle = blind(
      ['탁예준', '데이터 엔지니어', '서울 • 010-3381-2290 • yejun.tak@example.kr • takyejun'].join('\n'),
    );
    expect(handle).not.toContain('takyejun');
  });

  it('usernames without a service: hyphenated, an initial before the surname, after a "Website:" label', () => {
    const cn = blind(['Yutong Lan lanyutong_data@example.cn', '数据工程师 yutong-lan-gz'].join('\n'));
    expect(cn).not.toContain('yutong-lan');
    const us = blind(['Thaddeus Wetherill', '⌥ twetherill ◍ t.wetherill@example.com'].join('\n'));
    expect(us).not.toContain('twetherill');
    const de = blind(['Wendeline Orthaber', 'E-Mail: w.orthaber@example.de', 'Website: worthaber'].join('\n'));
    expect(de).not.toContain('worthaber');
  });

  it('a nickname said over a line break with no name in the text layer; skills one a line are no name', () => {
    const out = blind(
      [
        'ANALISTA FINANCIERO',
        '',
        'CONOCIMIENTOS',
        'Excel',
        'Power BI',
        'SQL',
        '',
        'PERFIL',
        'Contador con seis años en banca. Me',
        'dicen Pepe.',
      ].join('\n'),
    );
    expect(out).not.toMatch(/\bPepe\b/u);
    expect(out).toContain('Power BI');
  });

  it("a standard's number in a job's line is no phone, and the employer and town above it stay", () => {
    const out = blind(
      [
        'Leopold Achterberg',
        'l.achterberg@example.de',
        '',
        '09/2014 – 07/2017 Ausbildung Elektroniker',
        'Stadtwerke Rastatt, Rastatt',
        'Hausanschlüsse, Zählerwechsel, Prüfung nach DIN VDE 0100-600.',
      ].join('\n'),
    );
    expect(out).toContain('Stadtwerke Rastatt, Rastatt');
    expect(out).toContain('DIN VDE 0100-600');
  });

  it('employers named after people in more shapes, a town ending a job line, a lecture named after a scientist', () => {
    const out = blind(
      [
        'Remedios Tavira',
        'remedios.tavira@example.es',
        'Planificadora — Transportes Ginés Mateo, Murcia 2019 – 2023',
        'Analista — Cooperativa Eloy Alfaro de Ahorro, Quito 2016 – 2019',
        '09/2014 – 08/2016 Trainee – Fortnum Partnership, Wolverton Keynes',
        'Invited talk, the Ida Mann lecture series, Oxford, 2021.',
        'Finance Manager, Ayala Land Remedios Tavira – Curriculum Vitae',
      ].join('\n'),
    );
    gone(out, 'Remedios Tavira');
    expect(out).toContain('Transportes Ginés Mateo');
    expect(out).toContain('Cooperativa Eloy Alfaro de Ahorro');
    expect(out).toContain('Wolverton Keynes');
    expect(out).toContain('Ida Mann lecture');
    expect(out).toContain('Ayala Land');
  });

  it("personal details: a heading over two lines, a label and one word between dots, a Japanese form's gender after the age", () => {
    const fr = blind(['INFORMATIONS', 'PERSONNELLES', 'Situation', 'Mariée, 2 enfants', '', 'EXPÉRIENCE'].join('\n'));
    expect(fr).not.toContain('Mariée');
    const ch = blind('Née le 02.03.1991 · Nationalité suisse · Passeport X1234567');
    expect(ch).not.toContain('suisse');
    const jp = blind(['氏名 高槻 実里', '生年月日 1992年3月4日生（満34歳） 女'].join('\n'));
    expect(jp).not.toMatch(/）[ \t]*女/u);
    const vn = blind(['Lê Thu', '0912 000 111 | lethu@example.vn | Tây Hồ, Hà Nội'].join('\n'));
    expect(vn).not.toContain('Tây Hồ');
    expect(
      blind(
        [
          'Sana Qureshi',
          'CNIC: 35202-1234567-1',
          'Volunteer, Shaukat Khanum Memorial Hospital blood drive (2018).',
        ].join('\n'),
      ),
    ).toContain('blood drive (2018)');
  });
});
