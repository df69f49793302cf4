// The resume file's metadata author as a signal of the candidate's name: trusted only when the text confirms
// it (given name and another part printed as words), then removed in every form like any known name. Each
// resume below prints the name only where the header reading misses it (checked when this was written: without
// the author the name was left in). All people are fictional, written for this file.
import { describe, expect, it } from 'vitest';
import { confirmedAuthorName, personShapedAuthor } from '../src/blind/document-author.js';
import { prepareApplication } from '../src/index.js';
import { gone } from './support/blind-text.js';

const prepare = (resumeText: string, documentAuthor?: string | null, blind = true) =>
  prepareApplication(
    { resumeText, applicationAnswers: null, context: null },
    { blind, ...(documentAuthor !== undefined ? { documentAuthor } : {}) },
  );

const BODY = [
  'Senior Data Engineer',
  'Summary',
  'Eight years building streaming pipelines in Python and Scala.',
  'Experience',
  'Lead Data Engineer, Northwind Logistics, 2019-2025',
  'Built Kafka pipelines for 40 warehouses.',
  'Skills',
  'Python, Scala, Kafka, Spark, Airflow',
];

describe('the metadata author names the candidate when the text confirms it', () => {
  it('a name printed only as the last line, after the skills', () => {
    const text = [...BODY, 'Priya Raman'].join('\n');
    const out = prepare(text, 'Priya Raman');
    gone(out.input.resumeText, 'Priya', 'Raman');
    expect(out.input.resumeText).toContain('Northwind Logistics');
    expect(out.input.resumeText).toContain('Python, Scala, Kafka, Spark, Airflow');
    expect(out.names).toContain('Priya Raman');
  });

  it('in the rules-only fallback too (no tagger: a preparation past its time limit)', () => {
    const text = [...BODY, 'Priya Raman'].join('\n');
    const out = prepareApplication(
      { resumeText: text, applicationAnswers: null, context: null },
      { blind: true, tagger: false, documentAuthor: 'Priya Raman' },
    ).input.resumeText;
    gone(out, 'Priya', 'Raman');
    expect(out).toContain('Northwind Logistics');
  });

  it('a name in a sentence ("References available from Priya Raman on request"), and its other forms', () => {
    const text = [
      ...BODY,
      'Speaker at PyData 2023 (P. Raman, "Exactly-once pipelines").',
      'References available from Priya Raman on request.',
    ].join('\n');
    const out = prepare(text, 'Priya Raman').input.resumeText;
    gone(out, 'Priya', 'Raman');
    expect(out).toContain('References available from');
    expect(out).toContain('PyData 2023');
  });

  it('a footer line, with the author written in lower case by the account', () => {
    const text = [
      'CURRICULUM VITAE',
      'Profile',
      'Backend developer with six years of Go and PostgreSQL.',
      'Experience',
      'Backend Developer, Fabrikam, 2019-2025',
      'Designed the billing service in Go.',
      'Skills: Go, PostgreSQL, Redis',
      'Aigerim Bekova | page 1',
    ].join('\n');
    const out = prepare(text, 'aigerim bekova').input.resumeText;
    gone(out, 'Aigerim', 'Bekova');
    expect(out).toContain('Fabrikam');
  });

  it('accent- and case-blind: the account\'s "INIGO ETXEBERRIA" confirms "Íñigo Etxeberría" in a closing line', () => {
    const text = [...BODY, 'Íñigo Etxeberría · Bilbao'].join('\n');
    const out = prepare(text, 'INIGO ETXEBERRIA').input.resumeText;
    gone(out, 'Inigo', 'Etxeberria');
    expect(out).toContain('Python, Scala, Kafka, Spark, Airflow');
  });
});

describe('an author that is not confirmed, or not a person, adds nothing and removes nothing', () => {
  const text = [...BODY, 'Priya Raman'].join('\n');
  const without = prepare(text);

  it.each([
    'HP Inc.',
    'User',
    'Microsoft Office User',
    'Windows User',
    'Admin',
    'Owner',
    'Unknown',
    'Author',
    'Raman Consulting Ltd',
    'Priya Raman GmbH',
    'priya.raman@example.com',
    'LibreOffice',
    'Canva',
    'Maria Lopez', // a person, but not in the text
    'Priya Raman Kumar Venkat Rao', // more than four name parts
  ])('%s', (author) => {
    const out = prepare(text, author);
    expect(out.input).toEqual(without.input);
    expect(out.names).toEqual(without.names);
  });

  it('the given name must be printed: "Raman" alone (the Raman effect) does not confirm "Priya Raman"', () => {
    const science = [...BODY, 'Research: Raman spectroscopy of polymer films.'].join('\n');
    const out = prepare(science, 'Priya Raman');
    expect(out.input.resumeText).toContain('Raman spectroscopy');
    expect(out.names).not.toContain('Priya Raman');
  });

  it('is ignored when the job is not scored blind', () => {
    expect(prepare(text, 'Priya Raman', false).input.resumeText).toBe(text);
  });
});

describe('an author that is another person the text names (a referee)', () => {
  // The file was written on the referee's account. The text confirms the author, so it is removed as a name
  // wherever it occurs: a referee's name identifies a person and is not needed to score (here the tagger alone
  // leaves it), and the candidate's own name is still found from the header.
  it("is removed like the referee's name, and the candidate's own name still goes", () => {
    const text = [
      'Priya Raman',
      'priya.raman@example.in',
      ...BODY,
      'Referees',
      'Anil Kumar, Head of Data, Northwind Logistics, anil.kumar@northwind.example',
    ].join('\n');
    const out = prepare(text, 'Anil Kumar').input.resumeText;
    gone(out, 'Priya', 'Raman', 'Anil Kumar');
    expect(out).toContain('Head of Data, Northwind Logistics');
  });
});

describe('personShapedAuthor and confirmedAuthorName', () => {
  it('accepts two to four name parts with particles; refuses accounts, companies, e-mails and software', () => {
    expect(personShapedAuthor('Ana de la Torre Vidal')).toBe('Ana de la Torre Vidal');
    expect(personShapedAuthor('Jean-Luc O’Neil')).toBe('Jean-Luc O’Neil');
    for (const a of ['Priya', 'Microsoft Office User', 'HP', 'Acme Inc', 'WPS Office', 'p.raman', 'R2 D2', '', null])
      expect(personShapedAuthor(a)).toBeNull();
  });

  it('confirms with written-out umlauts and apostrophes as the text prints them', () => {
    expect(confirmedAuthorName('Jürgen Weißmüller', 'Kontakt: JUERGEN WEISSMUELLER, Berlin')).toBe('Jürgen Weißmüller');
    expect(confirmedAuthorName('Siobhan O’Brien', "Contact Siobhan O'Brien for details")).toBe('Siobhan O’Brien');
    expect(confirmedAuthorName('Siobhan O’Brien', 'Contact Siobhan for details')).toBeNull();
  });
});
