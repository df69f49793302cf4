// Personal details as the world's resumes print them, with fictional people written for this file: labels
// in Indonesian, Turkish, Italian, Dutch, Polish, Swedish, Russian, Ukrainian, Arabic, Korean, Japanese and
// Thai; a details table read cell by cell (the label on one line, its value on the next); Nigerian and
// Pakistani identity labels; a plain "Status" known by its marital value; body measures and blood group.
// What must stay is checked beside each: a label that is also a word, without its value, is no detail.
import { describe, expect, it } from 'vitest';
import { blind } from './support/blind-text.js';

const header = (name: string, email: string) => `${name}\n${email}\n`;

describe('personal details in the labels of many languages', () => {
  it.each([
    ['Indonesian', 'Tempat, Tanggal Lahir : Surabaya, 5 Mei 1995', ['1995', 'Surabaya']],
    ['Indonesian', 'Agama : Islam', ['Islam']],
    ['Indonesian', 'Jenis Kelamin : Perempuan', ['Perempuan']],
    ['Turkish', 'Doğum Tarihi: 12.05.1994', ['12.05.1994']],
    ['Turkish', 'Medeni Durum: Evli', ['Evli']],
    ['Turkish', 'Askerlik Durumu: Tamamlandı', ['Tamamlandı']],
    ['Italian', 'Data di nascita: 3 marzo 1991', ['1991']],
    ['Italian', 'Stato civile: coniugata', ['coniugata']],
    ['Dutch', 'Geboortedatum: 14-02-1990', ['14-02-1990']],
    ['Dutch', 'Burgerlijke staat: gehuwd', ['gehuwd']],
    ['Polish', 'Data urodzenia: 07.11.1992', ['07.11.1992']],
    ['Polish', 'Stan cywilny: panna', ['panna']],
    ['Swedish', 'Civilstånd: gift', ['gift']],
    ['Russian', 'Дата рождения: 21.04.1989', ['21.04.1989']],
    ['Russian', 'Семейное положение: замужем', ['замужем']],
    ['Ukrainian', 'Сімейний стан: одружений', ['одружений']],
    ['Arabic', 'الحالة الاجتماعية: متزوج', ['متزوج']],
    ['Arabic', 'الديانة: مسلم', ['مسلم']],
    ['Korean', '생년월일: 1993.08.15', ['1993.08.15']],
    ['Korean', '병역: 군필', ['군필']],
    ['Japanese', '生年月日: 1994年5月3日', ['1994年5月3日']],
    ['Thai', 'ศาสนา: พุทธ', ['พุทธ']],
    ['Nigerian', 'State of Origin: Kano', ['Kano']],
    ['Nigerian', 'NIN: 12345678901', ['12345678901']],
    ['Pakistani', 'CNIC: 35202-1234567-1', ['35202-1234567-1']],
    ['Indonesian', 'Status: Belum Menikah', ['Belum Menikah']],
  ])('%s: %s', (_, line, values) => {
    const out = blind(
      `${header('Sample Candidate', 'sample.candidate@example.org')}Data Pribadi\n${line}\nSkills\nSQL`,
    );
    for (const v of values) expect(out, out).not.toContain(v);
    expect(out).toContain('SQL');
  });

  it('a details table read cell by cell: each label on its line, its value on the next', () => {
    const out = blind(
      [
        header('Amina Bello-Yusuf', 'amina.bello@example.ng'),
        'PERSONAL DETAILS',
        'Date of Birth',
        '14 March 1993',
        'Marital Status',
        'Single',
        'Religion',
        'ISLAM',
        'State of Origin',
        'Kano',
        'Sex',
        'Female',
        'Height',
        '1.68 m',
        'Blood Group',
        'O+',
        'EXPERIENCE',
        'Data analyst at Interswitch, Lagos.',
      ].join('\n'),
    );
    for (const v of ['1993', 'Single', 'ISLAM', 'Kano', 'Female', '1.68', 'O+']) expect(out, out).not.toContain(v);
    expect(out).toContain('EXPERIENCE');
    expect(out).toContain('Data analyst at Interswitch');
  });

  it('keeps what only looks like a detail: a label with no value before a heading, words after a label-word, a network card', () => {
    const out = blind(
      [
        header('Lars Holmqvist', 'lars.holmqvist@example.se'),
        'Marital Status',
        'WORK EXPERIENCE',
        'Status: Active security clearance',
        'NIC teaming and bonding on Linux hosts',
        'Weight',
        'Training models with PyTorch',
      ].join('\n'),
    );
    for (const kept of [
      'WORK EXPERIENCE',
      'Status: Active security clearance',
      'NIC teaming and bonding on Linux hosts',
      'Training models with PyTorch',
    ])
      expect(out).toContain(kept);
  });
});
