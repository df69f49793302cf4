// The candidate's name, found from several signals on realistic resumes in several languages, and
// removed wherever it occurs; and what is not a name (a heading, a city, a skill, a job title) is
// never taken for one and never removed everywhere.
import { describe, expect, it } from 'vitest';
import { prepareApplication, redactIdentifiers } from '../src/index.js';

const blind = (resumeText: string, jobDescription?: string) =>
  prepareApplication(
    { resumeText, applicationAnswers: null, context: null },
    { blind: true, ...(jobDescription ? { job: { jobDescription } } : {}) },
  ).input.resumeText;

describe("the candidate's name, from several signals", () => {
  it('a name glued to the title after it (a lost line break) is cut at the glue and removed everywhere', () => {
    const resume = [
      'Jane DoeSolutions Architect',
      'jane.doe@example.com · +1 415 555 0134',
      'Summary',
      'Jane designs multi-region data platforms. Doe led 14 architecture reviews.',
    ].join('\n');
    expect(blind(resume)).toBe(
      [
        '[NAME] Solutions Architect',
        '[EMAIL] · [PHONE]',
        'Summary',
        '[NAME] designs multi-region data platforms. [NAME] led 14 architecture reviews.',
      ].join('\n'),
    );
  });

  it('a name in capitals over two lines (Spanish layout), then in running text', () => {
    const resume = [
      'MARÍA JOSÉ',
      'GARCÍA LOZANO',
      'Analista de Datos',
      'mj.garcia.lozano@example.es',
      'Perfil',
      'Analista con seis años de experiencia. García Lozano automatizó informes regulatorios.',
    ].join('\n');
    const out = blind(resume);
    expect(out).not.toMatch(/MAR[IÍ]A|JOS[EÉ]|GARC[IÍ]A|LOZANO|Lozano|García/u);
    expect(out).toContain('Analista de Datos');
    expect(out.split('\n')[0]).toBe('[NAME]');
    // A text box can carry the surname away from the given names: the e-mail still names it.
    const split =
      'MARÍA JOSÉ\nCompetencias\nPython, SQL\nGARCÍA LOZANO\nmj.garcia.lozano@example.es\nGarcía Lozano automatizó informes.';
    expect(blind(split)).toBe('[NAME]\nCompetencias\nPython, SQL\n[NAME]\n[EMAIL]\n[NAME] automatizó informes.');
  });

  it('a surname wrapped onto the next line by a narrow sidebar, joined when the e-mail names it', () => {
    const resume =
      'João Pedro Nascimento\nFerreira\nDesenvolvedor Backend\njoao.ferreira@example.com.br\nJoão liderou a migração; Ferreira escreveu os testes.';
    expect(blind(resume)).toBe(
      '[NAME]\nDesenvolvedor Backend\n[EMAIL]\n[NAME] liderou a migração; [NAME] escreveu os testes.',
    );
    // The e-mail may carry only the initials of the last names ("nf"), and the layout a blank line between.
    expect(
      blind(
        'João Pedro Nascimento\n\nFerreira\nDesenvolvedor Full Stack\njoaopedro.nf@example.com.br\nFerreira escreveu os testes.',
      ),
    ).toBe('[NAME]\nDesenvolvedor Full Stack\n[EMAIL]\n[NAME] escreveu os testes.');
    // Initials that do not end the two lines join nothing.
    expect(blind('Carla Souza\nRecife\ncs.dev@example.com.br')).toBe('[NAME]\n[ADDRESS]\n[EMAIL]');
    // A title under a full name is not its end.
    expect(blind('Anneliese Hofbauer-Krainz\nControllerin\na.hofbauer@example.at')).toBe(
      '[NAME]\nControllerin\n[EMAIL]',
    );
  });

  it('a name in capitals on one line, then written normally and without accents', () => {
    const resume =
      'JOSÉ RODRÍGUEZ PEÑA\nIngeniero de Software\nJose Rodriguez lideró la migración; Rodríguez escribió el runbook.';
    expect(blind(resume)).toBe(
      '[NAME]\nIngeniero de Software\n[NAME] lideró la migración; [NAME] escribió el runbook.',
    );
  });

  it('a CJK name with its Latin transliteration: both removed, each wherever it occurs', () => {
    const resume = [
      '王晓明 (Xiaoming Wang)',
      '高级后端工程师',
      'wang.xiaoming@example.cn',
      '个人简介',
      '王晓明负责支付系统。Xiaoming led the payment platform; WANG Xiaoming presented it.',
    ].join('\n');
    const out = blind(resume);
    expect(out).not.toMatch(/王晓明|Xiaoming|WANG/u);
    expect(out).toContain('高级后端工程师');
    expect(out).toContain('负责支付系统');
  });

  it('a "Name:" label in Spanish, French, Portuguese, Vietnamese and Chinese', () => {
    const cases: Array<[string, RegExp]> = [
      ['Datos personales\nNombre: Rosa Elena Quispe Mamani\nRosa lideró el equipo.', /Rosa|Quispe|Mamani/u],
      [
        'Informations personnelles\nNom : Camille Fournier-Dubois\nCamille a piloté le projet SAP.',
        /Camille|Fournier/u,
      ],
      ['Dados pessoais\nNome completo: João Pedro Almeida\nJoão liderou a equipe.', /Jo[aã]o|Almeida/u],
      ['THÔNG TIN CÁ NHÂN\nHọ và tên: Nguyễn Thị Hoa\nHoa phụ trách dự án.', /Nguy[eễ]n|Hoa\b/u],
      ['个人信息\n姓名：李娜\n李娜负责数据平台。', /李娜/u],
    ];
    for (const [resume, leak] of cases) expect(blind(resume)).not.toMatch(leak);
  });

  it("the e-mail's local part confirms a name found below a sidebar (a two-column layout read side first)", () => {
    const resume = [
      'Skills',
      '• Apache Cassandra, SQL, PowerPoint, Airflow',
      'Languages',
      'English (native), Yoruba (fluent)',
      'Oluwaseun Adeyemi-Clarke',
      'Data Engineer',
      'seun.ac@example.co.uk',
      'Experience',
      'Oluwaseun rebuilt the reporting pipeline; Adeyemi-Clarke mentors two analysts.',
    ].join('\n');
    const out = blind(resume);
    expect(out).not.toMatch(/Oluwaseun|Adeyemi|Clarke/u);
    expect(out).toContain('• Apache Cassandra, SQL, PowerPoint, Airflow');
  });

  it('a name repeated in a running footer is removed there too', () => {
    const resume = 'Priya Raghunathan\nData Scientist\nBuilt churn models.\nPriya Raghunathan — CV — page 1 of 2';
    expect(blind(resume)).toBe('[NAME]\nData Scientist\nBuilt churn models.\n[NAME] — CV — page 1 of 2');
  });

  it('the candidate in an author list ("Doe, J.", "J. Doe") is removed; the paper title and co-authors stay', () => {
    const resume = [
      'Elif Kaya',
      'Research Scientist',
      'Publications',
      'Kaya, E., Abernathy, K., & Oyelaran, P. (2021). Robust Bayesian Methods for Grace Period Estimation. JASA.',
      'E. Kaya and R. Castellanos. Scaling Laws for Tabular Models. NeurIPS 2022.',
    ].join('\n');
    const out = blind(resume);
    // The initial goes with the surname: no "[NAME], E." or "E. [NAME]" left to hint at the name.
    expect(out.split('\n').slice(3)).toEqual([
      '[NAME], Abernathy, K., & Oyelaran, P. (2021). Robust Bayesian Methods for Grace Period Estimation. JASA.',
      '[NAME] and R. Castellanos. Scaling Laws for Tabular Models. NeurIPS 2022.',
    ]);
  });
});

describe('what is not the name is not taken for one', () => {
  it('a heading, a city or a job title on the first line is skipped; the name below is found', () => {
    const heading = 'Curriculum Vitae\nJane Doe\nSoftware Engineer\nCurriculum development for new hires.';
    expect(blind(heading)).toBe('Curriculum Vitae\n[NAME]\nSoftware Engineer\nCurriculum development for new hires.');
    const city = 'Santa Clara, CA\nDana Whitfield\nSolutions Architect at Nimbus Systems, Santa Clara, CA.';
    // The town on the first line is where the candidate lives (an address); the same town as a place of work stays.
    expect(blind(city)).toBe('[ADDRESS]\n[NAME]\nSolutions Architect at Nimbus Systems, Santa Clara, CA.');
    const spanish = 'Hoja de Vida\nLucía Fernández\nIngeniera de Datos\nExperiencia en Lima y Bogotá.';
    expect(blind(spanish)).toBe('Hoja de Vida\n[NAME]\nIngeniera de Datos\nExperiencia en Lima y Bogotá.');
  });

  it('a line that only looks like a name is removed where it stands, its words elsewhere only once a second signal confirms it', () => {
    // Under a heading, with no e-mail, no recurrence and no known given name: a guess, replaced where it was seen.
    const guess = 'Resume\nKestrel Varga\nProduct Designer\nKestrel redesigned the onboarding; Varga ran the research.';
    expect(redactIdentifiers(guess).text).toBe(
      'Resume\n[NAME]\nProduct Designer\nKestrel redesigned the onboarding; Varga ran the research.',
    );
    // The e-mail confirms it: now the name's words are the candidate's wherever they occur.
    const confirmed = guess.replace('Product Designer', 'Product Designer · kestrel.varga@example.com');
    expect(redactIdentifiers(confirmed).text).toBe(
      'Resume\n[NAME]\nProduct Designer · [EMAIL]\n[NAME] redesigned the onboarding; [NAME] ran the research.',
    );
  });

  it('a skill that looks like a name stays, in a skills line and where the job asks for it', () => {
    const resume =
      'Cassandra Lee\nData Engineer\nSkills: Apache Cassandra, Julia, SQL, PowerPoint\nCassandra tuned Apache Cassandra compaction.';
    const out = blind(resume, 'We run Apache Cassandra at scale; SQL and PowerPoint required.');
    expect(out).toBe(
      '[NAME]\nData Engineer\nSkills: Apache Cassandra, Julia, SQL, PowerPoint\n[NAME] tuned Apache Cassandra compaction.',
    );
  });

  it('job titles after "Sr." and "Jr.", degrees, awards and fellowships named after people stay', () => {
    const resume = [
      'Oluwaseun Adeyemi-Clarke',
      'Sr. Data Engineer, Thamesbridge Building Society',
      'Jr. Data Analyst, Ledgerwise Consulting',
      'M.S. Computer Science, University of Oregon',
      'Awards: Turing Scholarship (2017); Marian Chen Memorial Fellowship; Grace Hopper Celebration Scholar',
    ].join('\n');
    const out = blind(resume);
    expect(out.split('\n').slice(1)).toEqual(resume.split('\n').slice(1));
  });

  it("terms the job description uses are never redacted, unless they are the candidate's own name", () => {
    const resume =
      'Jordan Lee\nRuby developer\nBuilt Ruby on Rails apps with Grace Hopper-style compilers; worked with Maria Santos.';
    const out = blind(resume, 'Ruby on Rails developer; experience with Grace Hopper-style compilers; Jordan team.');
    expect(out).toBe(
      '[NAME]\nRuby developer\nBuilt Ruby on Rails apps with Grace Hopper-style compilers; worked with [NAME].',
    );
  });
});
