// Identifiers in the national forms real resumes use (phones, postal addresses, personal details by
// label, handles and personal sites), and the places, schools and dates around them that stay.
import { describe, expect, it } from 'vitest';
import { redactIdentifiers } from '../src/index.js';

const redact = (text: string) => redactIdentifiers(text).text;

describe('phone numbers in national formats, with regions hinted by the text', () => {
  it('French numbers written with dots or spaces (a French city or "Tél." in the text)', () => {
    expect(redact('Camille Fournier\n12 rue Garibaldi, 69003 Lyon · 06.12.34.56.78 · c.fournier@example.fr')).toBe(
      '[NAME]\n[ADDRESS] Lyon · [PHONE] · [EMAIL]',
    );
    expect(redact('Tél. : 06 12 34 56 78 — Portable : 07.65.43.21.09')).toBe('Tél. : [PHONE] — Portable : [PHONE]');
  });

  it('German numbers with long groups, with and without the country code', () => {
    expect(redact('Kontakt: Berlin · Mobil: 0171 23456789 · Tel. +49 30 12345678 · Festnetz 030/1234567')).toBe(
      'Kontakt: Berlin · Mobil: [PHONE] · Tel. [PHONE] · Festnetz [PHONE]',
    );
  });

  it('Hong Kong numbers without "+", and "·" used as a separator', () => {
    expect(redact('Grace Kwok · Quarry Bay, Hong Kong · 852 9123 4567 · 9876 5432')).toBe(
      '[NAME] · Quarry Bay, Hong Kong · [PHONE] · [PHONE]',
    );
    expect(redact('Phone: +1·415·555·0134 / 415·555·0199')).toBe('Phone: [PHONE] / [PHONE]');
  });

  it('Spanish, Peruvian, Brazilian, Vietnamese and Chinese mobiles', () => {
    expect(redact('Móvil: 612 345 678 (Madrid)')).toBe('Móvil: [PHONE] (Madrid)');
    // The town among the contact items is where the candidate lives: it goes, the country after it stays.
    expect(redact('Celular: 987 654 321 · Lima, Perú')).toBe('Celular: [PHONE] · [ADDRESS], Perú');
    expect(redact('São Paulo · (11) 98765-4321')).toBe('[ADDRESS] · [PHONE]');
    expect(redact('Điện thoại: 0912 345 678 · Hà Nội')).toBe('Điện thoại: [PHONE] · Hà Nội');
    expect(redact('手机：138 0013 8000 · 北京')).toBe('手机：[PHONE] · 北京');
  });

  it('dates, years, versions and amounts are not phones', () => {
    const text = 'Paris · 2015 – 2019 · 12.03.2020 · ISO 27001 · PostgreSQL 15.4 · 2,1 M€ · 06/2019 – 09/2021';
    expect(redact(text)).toBe(text);
  });
});

describe('postal addresses outside the US/UK forms; the city stays', () => {
  it('Peru: "Av. … Nº …", "Jr. …" with the unit and the district', () => {
    expect(redact('Av. José Pardo Nº 610, Dpto. 501, Miraflores, Lima')).toBe('[ADDRESS], Lima');
    expect(redact('Jr. Huallaga 580, Dpto. 302, Cercado de Lima, Lima 15001')).toBe('[ADDRESS]');
  });

  it('Brazil: "Rua … nº …" with the district and the CEP', () => {
    expect(redact('Rua Augusta, nº 1500, apto 42, Consolação, São Paulo – SP, CEP 01310-100')).not.toMatch(
      /Augusta|1500|01310/u,
    );
    expect(redact('Rua Augusta nº 1500 – Consolação, São Paulo')).toBe('[ADDRESS], São Paulo');
    expect(redact('CEP 01310-100')).toBe('[ADDRESS]');
  });

  it('Spain, France, Germany and Austria', () => {
    expect(redact('Calle de Embajadores 45, 3.º B, 28012 Madrid')).toBe('[ADDRESS] Madrid');
    expect(redact('12 rue Garibaldi, 69003 Lyon')).toBe('[ADDRESS] Lyon');
    expect(redact('Mariahilfer Straße 101/7, 1060 Wien')).toBe('[ADDRESS] Wien');
    expect(redact('Lindenweg 12a, 80331 München')).toBe('[ADDRESS] München');
  });

  it('India (house, PIN), China and Vietnam', () => {
    expect(redact('Flat 302, Sai Residency, 4th Cross, Indiranagar, Bengaluru 560038')).not.toMatch(/302|Sai|560038/u);
    expect(redact('Bengaluru – 560038 · PIN: 560 038')).toBe('Bengaluru – [ADDRESS] · [ADDRESS]');
    expect(redact('地址：北京市朝阳区建国路88号')).toBe('地址：[ADDRESS]');
    expect(redact('北京市朝阳区建国路88号2号楼1203室 · 北京')).toBe('[ADDRESS] · 北京');
    expect(redact('Số 12, Ngõ 34, Phố Huế, Quận Hai Bà Trưng, Hà Nội')).not.toMatch(/12|34|Huế|Hai Bà Trưng/u);
    expect(redact('123 Đường Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh')).toBe('[ADDRESS], TP. Hồ Chí Minh');
  });

  it('season-and-year phrases and places of work are not streets', () => {
    const text =
      'Teaching Assistant, San José State University\nSan José, CA · Spring 2015\nEngineering 2019 – Offering 2020';
    expect(redact(text)).toBe(text);
  });
});

describe('personal details by label, with or without a bullet', () => {
  it('Spanish (Spain and Peru)', () => {
    const text = [
      'Datos personales',
      'Fecha de nacimiento: 03/07/1990',
      'Nacionalidad: española',
      'Estado civil: casada',
      'DNI: 12345678-Z',
      '• Fecha de nacimiento: 21 de mayo de 1995',
      '• DNI: 45678912',
      '- Estado civil: soltera',
      '• Nacionalidad: peruana',
      'Edad: 29 años | Sexo: femenino | Lugar de nacimiento: Arequipa',
    ].join('\n');
    expect(redact(text)).toBe(
      [
        'Datos personales',
        '[DATE OF BIRTH]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '• [DATE OF BIRTH]',
        '• [PERSONAL DETAIL]',
        '- [PERSONAL DETAIL]',
        '• [PERSONAL DETAIL]',
        '[AGE] | [PERSONAL DETAIL] | [PERSONAL DETAIL]',
      ].join('\n'),
    );
  });

  it('French, German and Portuguese', () => {
    const text = [
      'Date de naissance : 14/02/1988',
      'Nationalité : française',
      'Situation familiale : mariée, deux enfants',
      '• Permis B',
      'Geburtsdatum: 12.03.1985',
      'Staatsangehörigkeit: deutsch',
      'Familienstand: verheiratet',
      '· Religionsbekenntnis: römisch-katholisch',
      'Data de nascimento: 05/11/1992',
      'Estado civil: solteiro',
      'Naturalidade: Campinas – SP',
      'CPF: 123.456.789-09',
      'RG 12.345.678-9 · Passaporte: FX123456',
    ].join('\n');
    expect(redact(text)).toBe(
      [
        '[DATE OF BIRTH]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '• Permis B',
        '[DATE OF BIRTH]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '· [PERSONAL DETAIL]',
        '[DATE OF BIRTH]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL]',
        '[PERSONAL DETAIL] · [PERSONAL DETAIL]',
      ].join('\n'),
    );
  });

  it('a details table read row by row: label and value joined by a space', () => {
    const text =
      'Datos personales\nNacionalidad española\nEstado civil casada\n• Estado civil soltera\n民族 汉族\n婚姻状况 已婚\nGiới tính Nữ';
    expect(redact(text)).toBe(
      'Datos personales\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]\n• [PERSONAL DETAIL]\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]',
    );
    // A sentence that opens with such a word is no table row.
    const sentence = 'Nationality and citizenship law shaped my research on migration between 2015 and 2019.';
    expect(redact(sentence)).toBe(sentence);
  });

  it("relatives' names by label: a father's name carries the candidate's surname", () => {
    const text =
      "Personal Details\nFather's Name: R. Subramanian\n• Mother’s Name - Lakshmi Subramanian\nNome do pai: Carlos Ferreira\nNombre de la madre: Ana Pérez";
    expect(redact(text)).toBe(
      'Personal Details\n[PERSONAL DETAIL]\n• [PERSONAL DETAIL]\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]',
    );
    // The word alone in a sentence is no label.
    const sentence = 'Mentored a new father returning from leave; name brands in retail were our clients.';
    expect(redact(sentence)).toBe(sentence);
  });

  it('identity numbers by their shape alone: CPF, DNI, NIE', () => {
    expect(redact('Documentos: 123.456.789-09, 12345678Z, X1234567L')).toBe(
      'Documentos: [PERSONAL DETAIL], [PERSONAL DETAIL], [PERSONAL DETAIL]',
    );
  });
});

describe('handles and personal domains', () => {
  it('handles after a service name, bare handles in the header, and personal sites there', () => {
    const text = [
      'Jane Roe',
      '@janeroe · janeroe.dev · jane@example.com',
      'GitHub: jroe-dev | Twitter: @jroe | X: @jane_r | Telegram: @roejane',
      'Experience',
      'Built the Spring @Autowired wiring and the @types packages for Acme.',
    ].join('\n');
    expect(redact(text)).toBe(
      [
        '[NAME]',
        '[PROFILE LINK] · [PROFILE LINK] · [EMAIL]',
        'GitHub: [PROFILE LINK] | Twitter: [PROFILE LINK] | X: [PROFILE LINK] | Telegram: [PROFILE LINK]',
        'Experience',
        'Built the Spring @Autowired wiring and the @types packages for Acme.',
      ].join('\n'),
    );
  });
});

describe('schools, employers and places of work that contain name-like words stay', () => {
  it('"Universidad Nacional Mayor de San Marcos", "Santa Clara", a cooperative named after a saint', () => {
    const text = [
      'Rosa Quispe',
      'Bachiller en Ingeniería de Sistemas, Universidad Nacional Mayor de San Marcos',
      'Practicante, Cooperativa de Ahorro Santa Rosa de Lima · Lima',
      'Solutions Architect, Nimbus Systems · Santa Clara, CA · June 2019 – Present',
      'Beca Colciencias de Doctorado Nacional; Premio a la mejor tesis',
    ].join('\n');
    expect(redact(text)).toBe(text.replace('Rosa Quispe', '[NAME]'));
  });
});
