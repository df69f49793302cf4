// Blind scoring's redaction: each identifier kind is replaced, and nothing the criteria may need
// (skills, employers, schools, places of work) is touched.
import { describe, expect, it } from 'vitest';
import { prepareApplication, redactIdentifiers, scrubResult, type ScoreResult } from '../src/index.js';

const redact = (text: string, knownNames?: string[]) => redactIdentifiers(text, knownNames ? { knownNames } : {});
const countOf = (text: string, kind: string) => redact(text).redactions.find((r) => r.kind === kind)?.count ?? 0;

describe('each identifier kind', () => {
  it("the candidate's name from the header, and every later occurrence of it and of its parts", () => {
    const r = redact(
      'Lakisha Washington — Data Analyst\nLakisha built dashboards. WASHINGTON led the audit. Washington, L. wrote SQL. Washington, Lakisha presented.',
    );
    expect(r.text).toBe(
      '[NAME] — Data Analyst\n[NAME] built dashboards. [NAME] led the audit. [NAME] wrote SQL. [NAME] presented.',
    );
    expect(r.names).toEqual(['Lakisha Washington']);
    expect(redact('Name: José Rodríguez\nSkills: SQL').text).toBe('Name: [NAME]\nSkills: SQL');
    expect(redact('JAMAL JONES\nJamal writes Go.').text).toBe('[NAME]\n[NAME] writes Go.');
  });

  it('other people named in the text (references, colleagues), found by the NLP tagger', () => {
    expect(redact('Worked with Maria Garcia on the pipeline. References: Dr. Emily Chen.').text).toBe(
      'Worked with [NAME] on the pipeline. References: Dr. [NAME].',
    );
  });

  it('names given by the application (answers, sign-offs) wherever they occur', () => {
    expect(redact('Fatima led the migration; Haddad wrote the runbook.', ['Fatima Haddad']).text).toBe(
      '[NAME] led the migration; [NAME] wrote the runbook.',
    );
  });

  it('e-mail addresses, plain and obfuscated', () => {
    expect(redact('Mail jane.roe+jobs@mail.example.co.uk or jane (at) example (dot) com.').text).toBe(
      'Mail [EMAIL] or [EMAIL].',
    );
  });

  it('phone numbers in national and international forms, and labelled local ones', () => {
    const r = redact(
      'Call +1 (415) 555-0134, 020 7946 0958, +44 20 7946 0958, +91 98765 43210 or Tel: 555-0134. Mobile 07700 900123.',
    );
    expect(r.text).toBe('Call [PHONE], [PHONE], [PHONE], [PHONE] or Tel: [PHONE]. Mobile [PHONE].');
    expect(r.redactions).toEqual([{ kind: 'phone', count: 6 }]);
  });

  it('postal addresses (street and number, postcodes), keeping the city', () => {
    expect(redact('Lives at 221B Baker Street, London NW1 6XE.').text).toBe('Lives at [ADDRESS].');
    expect(redact('1600 Pennsylvania Ave NW, Washington, DC 20500').text).toBe('[ADDRESS]');
    expect(redact('Hauptstraße 5, 10115 Berlin').text).toBe('[ADDRESS] Berlin');
    expect(redact('12 rue de la Paix, Paris').text).toBe('[ADDRESS], Paris');
    expect(redact('Address: Calle Mayor 5, 28013 Madrid').text).toBe('Address: [ADDRESS]');
    expect(redact('P.O. Box 1234, Springfield IL 62704').text).toBe('[ADDRESS]');
  });

  it('links to profiles and personal sites', () => {
    const r = redact(
      'Jane Roe\nlinkedin.com/in/jane-roe · github.com/janeroe · https://janeroe.dev/blog. Portfolio: janeroe.io',
    );
    expect(r.text).toBe('[NAME]\n[PROFILE LINK] · [PROFILE LINK] · [PROFILE LINK]. Portfolio: [PROFILE LINK]');
  });

  it('dates of birth and ages', () => {
    expect(redact('Date of birth: 14 May 1985. DOB: 1985-05-14. Born 1985. born on March 3rd, 1990.').text).toBe(
      '[DATE OF BIRTH]. [DATE OF BIRTH]. [DATE OF BIRTH]. [DATE OF BIRTH].',
    );
    expect(redact('Age: 34. Aged 52, a 34-year-old engineer, 61 years old.').text).toBe(
      '[AGE]. [AGE], a [AGE] engineer, [AGE].',
    );
  });

  it('photo captions', () => {
    expect(redact('Photo\n[Photo: Jane at the lake]\nheadshot.jpg\nProfile picture: smiling').text).toBe(
      '[PHOTO]\n[PHOTO]\n[PHOTO]\n[PHOTO]',
    );
  });

  it('labelled personal details (gender, marital status, nationality, religion)', () => {
    expect(
      redact('Gender: Female\nMarital status: married\nNationality: Jordanian\nReligion: none\nSkills: SQL').text,
    ).toBe('[PERSONAL DETAIL]\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]\n[PERSONAL DETAIL]\nSkills: SQL');
  });

  it('gendered titles are removed, with the name after them', () => {
    const r = redact('Mr. Ahmed Khan and Mrs Patel met Ms. Lee; Mx. Kim chaired.');
    expect(r.text).toBe('[NAME] and [NAME] met [NAME]; [NAME] chaired.');
    expect(r.redactions).toContainEqual({ kind: 'title', count: 4 });
  });

  it('gendered pronouns become neutral, with the verb agreeing', () => {
    expect(
      redact(
        'She leads the team and her work is solid. He manages budgets; his reports help. I gave her the award. The idea was his. She is kind; he was there; she has shipped; he does it himself.',
      ).text,
    ).toBe(
      'They lead the team and their work is solid. They manage budgets; their reports help. I gave them the award. The idea was theirs. They are kind; they were there; they have shipped; they do it themself.',
    );
    expect(redact('(she/her) and (he/him)').text).toBe('(they/them) and (they/them)');
    expect(countOf('She said hers was his.', 'pronoun')).toBe(3);
  });
});

describe('what the criteria may need stays', () => {
  it('skills, including ones that look like names or places', () => {
    const text =
      'Skills: Python, Go, Rust, Ruby on Rails, Julia, Swift, Elixir, Crystal, Dart, TypeScript, Node.js, ASP.NET, C#, Kubernetes, Jordan.';
    expect(redact(text).text).toBe(text);
  });

  it('employers, schools and universities, and places of work, even when they share a word with the candidate', () => {
    const text = [
      'Lakisha Washington',
      'Worked at Johnson & Johnson, Procter & Gamble, Morgan Stanley, Goldman Sachs and Ernst & Young.',
      'Studied at the University of Washington and Georgia Institute of Technology.',
      'Relocated from Jordan to Amman, Jordan; based in Washington, DC.',
    ].join('\n');
    const r = redact(text);
    expect(r.text).toBe(text.replace('Lakisha Washington', '[NAME]'));
    const jordan = 'Jordan Lee\nRelocated from Jordan to Canada; Jordan led SQL audits at Johnson Controls.';
    expect(redact(jordan).text).toBe(
      '[NAME]\nRelocated from Jordan to Canada; [NAME] led SQL audits at Johnson Controls.',
    );
    expect(redact('Greg Johnson\nGreg audited Johnson & Johnson. Johnson is thorough.').text).toBe(
      '[NAME]\n[NAME] audited Johnson & Johnson. [NAME] is thorough.',
    );
  });

  it('years of experience, dates of employment, version numbers and other figures', () => {
    const text =
      '5 years of Go (2015 - 2019, 2019–2021); ISO 27001; PostgreSQL 15.4; cut latency from 4000 ms to 250 ms; 192.168.0.1; 12.03.2020; revenue 1,200,000.';
    expect(redact(text).text).toBe(text);
  });
});

describe('behaviour', () => {
  it('is idempotent and deterministic', () => {
    const text = 'Jane Roe\njane@example.com, +1 415 555 0134\nShe leads. Date of birth: 1 May 1990.';
    const once = redact(text);
    expect(redact(once.text).text).toBe(once.text);
    expect(redact(text)).toEqual(once);
  });

  it('prepares an application: names from the answers and the context are removed from all three texts', () => {
    const prepared = prepareApplication(
      {
        resumeText: 'Backend engineer. Wei shipped the ledger.',
        applicationAnswers: [{ question: 'What is your name?', answer: 'Wei Zhang' }],
        context: 'Hello, I am applying.\n\nBest regards,\nWei Zhang',
      },
      { blind: true },
    );
    expect(prepared.input).toEqual({
      resumeText: 'Backend engineer. [NAME] shipped the ledger.',
      applicationAnswers: [{ question: 'What is your name?', answer: '[NAME]' }],
      context: 'Hello, I am applying.\n\nBest regards,\n[NAME]',
    });
    expect(prepared.redactions).toEqual([{ kind: 'name', count: 3 }]);
    expect(
      prepareApplication({ resumeText: 'Wei Zhang\nGo.', applicationAnswers: null, context: null }, { blind: false })
        .input.resumeText,
    ).toBe('Wei Zhang\nGo.');
  });

  it('scrubs a result: evidence and assessment never bring back a removed value', () => {
    const prepared = prepareApplication(
      { resumeText: 'Priya Patel\npriya@example.com\nShe wrote SQL at Acme.', applicationAnswers: null, context: null },
      { blind: true },
    );
    const leaky: ScoreResult = {
      score: 100,
      assessment: {
        verdict: 'Priya is strong; she knows SQL.',
        strengths: ['Patel writes SQL'],
        concerns: [],
        interviewFocus: ['Ask priya@example.com'],
      },
      criteria: [
        {
          criterionId: 'c1',
          text: 'SQL',
          importance: 'MUST_HAVE',
          verdict: 'met',
          evidence: 'Priya Patel wrote SQL at Acme.',
        },
      ],
    };
    const { result, leaks } = scrubResult(leaky, prepared);
    expect(leaks).toBe(4);
    expect(result.assessment).toEqual({
      verdict: '[NAME] is strong; they know SQL.',
      strengths: ['[NAME] writes SQL'],
      concerns: [],
      interviewFocus: ['Ask [EMAIL]'],
    });
    expect(result.criteria[0]?.evidence).toBe('[NAME] wrote SQL at Acme.');
    expect(scrubResult(result, prepared).leaks).toBe(0);
  });
});
