// What must never be redacted as a name: employers, schools and places (criteria may need them).
// Rules (organisation suffixes, "University of …", "X & Y", companies named after people, phrases
// after "at"/"for"/"in") plus the tagger's organisations and places.
import { isNotNameWord } from './name-shape.js';
import type { TaggedText } from './people.js';
import { isCountry, isKnownPlace, placesIn } from './places.js';
import { escapeRegExp, PLACEHOLDER_RE, spansOf, WORD_AFTER, WORD_BEFORE, type Span } from './spans.js';

/** Employers and schools named after people, which taggers read as person names. */
const PERSON_NAMED_ORGS = [
  'Morgan Stanley',
  'Goldman Sachs',
  'Johnson & Johnson',
  'Procter & Gamble',
  'Ernst & Young',
  'Marks & Spencer',
  'Merrill Lynch',
  'J.P. Morgan',
  'JP Morgan',
  'Wells Fargo',
  'Charles Schwab',
  'Booz Allen Hamilton',
  'Lockheed Martin',
  'Johnson Controls',
  'Baker Hughes',
  'Marsh McLennan',
  'Eli Lilly',
  'Bristol Myers Squibb',
  'Johns Hopkins',
  'Carnegie Mellon',
  'Kaiser Permanente',
  'Thomson Reuters',
  'Ralph Lauren',
  'Estée Lauder',
  'Louis Vuitton',
  'Calvin Klein',
  'Tommy Hilfiger',
  'Robert Half',
  'Kelly Services',
  'Baker McKenzie',
  'Ben & Jerry',
  'Dow Jones',
  'Hewlett Packard',
  'Hewlett-Packard',
  'Ford',
  'Disney',
  'Boeing',
  'Dell',
  'McKinsey',
  'Deloitte',
  'Philips',
  'Siemens',
  'Bosch',
  'Porsche',
  'Ferrari',
  'Nestlé',
  'Tata',
  'Mahindra',
  'Walmart',
  'Sam’s Club',
  "Sam's Club",
  "McDonald's",
  'Wendy’s',
  "Wendy's",
  'Dyson',
  'Kellogg',
  'Heinz',
  'Hilton',
  'Marriott',
  'Carl Zeiss',
  'Zeiss',
  'Michelin',
  'Peugeot',
  'Renault',
  'Citroën',
  'Mercedes-Benz',
  'Daimler',
  'Miele',
  'Henkel',
  'Bertelsmann',
  'Boehringer Ingelheim',
  'Thyssenkrupp',
  'Dassault',
  'Bouygues',
  'Heineken',
  'Carlsberg',
  'Ferrero',
  'Barilla',
  'Lavazza',
  'Pirelli',
  'Olivetti',
  'Benetton',
  'Rolls-Royce',
  'Cadbury',
  "Sainsbury's",
  'John Lewis',
  'Levi Strauss',
  'Harley-Davidson',
  'Walt Disney',
  'Warner Bros',
  'Tim Hortons',
  'Irving Oil',
  'Dangote',
  'Godrej',
  'Bajaj',
  'Birla',
  'Ayala',
  'Odebrecht',
  // A doctor's title in the company's name.
  'Dr. Oetker',
  'Dr Oetker',
  'Dr. Reddy’s',
  "Dr. Reddy's",
  'Dr. Martens',
  'Dr. Max',
  'Dr Pepper',
];
const PERSON_NAMED_ORG_RE = new RegExp(
  `${WORD_BEFORE}(?:${PERSON_NAMED_ORGS.map(escapeRegExp).join('|')})${WORD_AFTER}`,
  'gu',
);
const ORG_SUFFIX =
  'Hotels?|Resorts?|Spa|Villas|Lodge|Suites|Hostel|Restaurants?|Bistro|Grill|Casino|Cruises?|Airlines?|Airways|Airport|Avocats|Abogados|Advogados|Rechtsanwälte|Notaires|Instruments|Logistics|Freight|Foods|Farms|Textiles|Pharmaceuticals|Electronics|Engineering|Construction|Shipping|Insurance|Skipsverft|Verft|Werft|Werke|Brauerei|Services|Contractors|Builders|Enterprises|Industries|Trading|Traders|Wines|Winery|Vineyards?|Brewery|Brewing|Distillery|Bakery|Pharmacy|Motors|Holding|Holdings|University|Universität|College|Institute|School|Academy|Polytechnic|Hochschule|Hospital|Clinic|Foundation|Bank|Group|Gruppe|Partners|Associates|Consulting|Capital|Labs?|Technologies|Systems|Solutions|Studios?|Agency|Inc\\.?|Ltd\\.?|Limited|LLC|LLP|GmbH|AG|KG|SE|SA|S\\.A\\.S\\.?|S\\.A\\.(?:C\\.|U\\.)?|SAC|S\\.R\\.L\\.|SRL|Sdn\\.?[ \\t]+Bhd\\.?|Bhd\\.?|Pty\\.?[ \\t]+Ltd\\.?|Pvt\\.?[ \\t]+Ltd\\.?|B\\.V\\.|BV|N\\.V\\.|s\\.r\\.o\\.|d\\.o\\.o\\.|Kft\\.?|Oy|ASA|S\\.L\\.|SL|Ltda\\.?|UAB|OÜ|SIA|SARL|SAS|S\\.p\\.A\\.|e\\.V\\.|PLC|plc|Corp\\.?|Corporation|Company|Co\\.';
/**
 * Words that open the name of a school, employer or institution in Spanish, Portuguese, French, German, Italian, Dutch,
 * Polish, Czech, Slovak, Romanian, the South Slavic languages, Indonesian and Malay.
 */
const ORG_PREFIX =
  'Cabinet|RSUP|RSUD|RSIA|Crêperie|Creperie|Boulangerie|Pâtisserie|Brasserie|Librairie|Pharmacie|Bodega|Bodegas|Viña|Viñedos|Hacienda|Finca|Estancia|Panadería|Restaurante|Hotel|CFA|IUT|GRETA|Cooperativa|Cooperative|Coopérative|Transportes|Transportadora|Construcciones|Constructora|Construtora|Distribuidora|Inversiones|Servicios|Industrias|Talleres|Laboratorios|Inmobiliaria|Agropecuaria|Comercializadora|Despacho|Bufete|Farmacia|Farmácia|IES|CEIP|CIFP|CBTIS|CECyT|CONALEP|SMA|SMAN|SMK|SMKN|SMP|SMPN|THPT|THCS|Istituto|Liceo|Politecnico|Ospedale|Azienda|Banca|Universiteit|Hogeschool|Uniwersytet|Politechnika|Szkoła|Akademia|Szpital|Instytut|Univerzita|Vysoká škola|Gymnázium|Nemocnice|Nemocnica|Universitatea|Liceul|Colegiul|Spitalul|Institutul|Sveučilište|Univerzitet|Fakultet|Gimnazija|Bolnica|Universitas|Universiti|Sekolah|Politeknik|Rumah Sakit|Kolej|Universidad|Universidade|Université|Universitat|Università|Universität|Technische Universität|Pontificia|Pontifícia|Instituto|Institut|Escuela|Escola|École|Ecole|Colegio|Colégio|Lycée|Gymnasium|Hochschule|Fachhochschule|Facultad|Faculdade|Faculté|Centro|Centre|Hospital|Clínica|Banco|Banque|Grupo|Groupe|Fundación|Fundação|Fondation|Stiftung|Ministerio|Ministério|Ministère|Secretaría|Empresa|Compañía|Companhia|Compagnie|Sociedad|Société|Caja|Caixa|Laboratorio|Laboratório|Laboratoire|Agencia|Agência|Agence|Consejo|Conselho|Conseil|Corporación|Corporação|Cámara|Câmara|Museo|Museu|Musée|Biblioteca|Bibliothèque';
const ORG_LINK = String.raw`(?:de|del|de la|de los|de las|da|do|dos|das|des|du|de l'|d'|la|el|y|e|et|und|für|der|des|di|della|per|of|and|&|im\.|v|ve|w|we|u|na|din|pentru|za)`;
/**
 * Vietnamese names of employers and schools: the kind of body, then words in any case up to the punctuation
 * ("Công ty TNHH Thương mại Minh Khai", "Trường THPT Nguyễn Trãi"); the person a school is named after is none of the
 * candidate's referees.
 */
const VIETNAMESE_ORG_RE =
  /(?<![\p{L}])(?:Công ty|Tập đoàn|Ngân hàng|Trường|Đại học|Học viện|Bệnh viện|Viện)(?:[ \t]+[\p{L}\p{M}&-]+){1,8}/gu;
/** Awards, fellowships and scholarships, which are often named after a person ("Marie Curie Fellowship", "Beca Fulbright"). */
const AWARD_WORDS =
  'Awards?|Prizes?|Fellowships?|Fellows?|Scholarships?|Scholars?|Medals?|Grants?|Lectures?|Professorship|Chair|Laureates?|Honou?rs?|Cup|Trophy|Olympiad|Actions|Programmes?|Programs?|Fund|Initiative|Celebration|Conference|Summit|Symposium|Congress|Festival|Hackathon|Memorial|Quiz|Contest|Competition|Challenge|Championships?|Olympics|Debate|Oration|Exhibition';
/** Buildings and places named after people ("Matthew Flinders Wing", "Sir John Monash Centre"). */
const PLACE_WORDS =
  'Wing|Building|Hall|Centre|Center|Pavilion|Library|Theatre|Theater|Stadium|Park|Bridge|Airport|Station|Campus|Laboratory|Observatory|Museum|Gallery|Memorial|Tower|Square';
const AWARD_WORDS_LOWER =
  'lecture series|lecture|oration|prize|award|medal|fellowship|scholarship|stipendium|stipendiet|stipend|pris|priset|prisen|premie|prijs|palkinto|apuraha|ödülü|bursu|nagroda|stypendium|díj|cena|награда|премия|премія|стипендия|стипендія';
/** Competitions in languages that put an adjective or two between the name and the word ("… Jessup tarptautinės teisės konkursas"). */
const CONTEST_WORDS_LOWER =
  'konkursas|konkurss|konkurs|concurso|concours|wettbewerb|competición|competição|soutěž|súťaž';
const AWARD_PREFIX =
  'Beca|Premio|Prêmio|Prémio|Premi|Prix|Bourse|Bolsa|Medalla|Medalha|Médaille|Preis|Stipendium|Olimpiada|Olimpíada|Học bổng|Giải thưởng|Huy chương|Beasiswa|Borsa di studio|Nagroda|Stypendium';
/** A line of skills ("Skills: SQL, Apache Cassandra"), in Rubric's languages: every word on it is a skill, not a name. */
const SKILL_LABELS = String.raw`(?:technical |core |key |soft |hard |it |top )?(?:skills?|tech(?:nical)? stack|technologies|tools|software|languages|programming languages|frameworks|platforms|databases|competencies|expertise|habilidades|competencias|conocimientos|herramientas|tecnologías|tecnologias|lenguajes|idiomas|compétences|outils|langages|langues|logiciels|kenntnisse|fähigkeiten|it-kenntnisse|technologien|sprachen|werkzeuge|competências|ferramentas|linguagens|kỹ năng|công cụ|ngôn ngữ|技能|专业技能|技术栈|语言|보유[ \t]?기술|기술[ \t]?스택|스킬|보유[ \t]?역량|技術|スキル|保有スキル|使用技術|テクニカルスキル)`;
const SKILL_LINE_RE = new RegExp(
  String.raw`^[ \t]*(?:[-•*·▪►●][ \t]*)?${SKILL_LABELS}[^\n:：]{0,30}[:：][^\n]*`,
  'gimu',
);
/** The list under a "Skills" heading: its bulleted or comma-separated lines, up to the first line that is neither. */
const SKILL_HEADING_RE = new RegExp(
  String.raw`^[ \t]*${SKILL_LABELS}(?:[ \t]+(?:&|and|y|et|und|e)[ \t]+\p{L}+)?[ \t]*:?[ \t]*\n(?:[ \t]*\n)?((?:[ \t]*(?:[-•*·▪►●◦‣–][^\n]*|[^\n.]*[,;·|/][^\n.]*)(?:\n|$)){1,15})`,
  'gimu',
);
const QUOTED_RE = /“[^”\n]{3,200}”|"[^"\n]{3,200}"|«[^»\n]{3,200}»|„[^“\n]{3,200}“/gu;
/** A paper's title after its year in a reference: "Roe, J. (2020). Scaling Grace Hopper's compilers. Venue." */
const PAPER_TITLE_RE = /\((?:19|20)\d{2}[a-z]?\)[.,]?[ \t]+([^\n]{5,200}?)(?:\.[ \t]|\.?$)/gmu;
const US_STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
/** A capitalised word; a dot only inside ("J.P", "Georges-L.-Dumont"), so a sentence's full stop ends the phrase. */
const CAP_WORD = String.raw`\p{Lu}(?:[\p{L}'’-]|\.(?=[\p{L}-]))*`;
/** A capitalised word or, after one, a middle initial with its dot ("Jose R. Reyes Memorial Medical Center"). */
const CAP_OR_INITIAL = String.raw`(?:\p{Lu}\.|${CAP_WORD})`;
const PROTECTED_RES = [
  // A US state's, an Australian or a Canadian province's code after its town ("Boston, MA", "Perth, WA"): a place, not
  // an author list's initials of the candidate ("Thistlewood-Okafor MA").
  /(?<=\p{Lu}\p{Ll}+,[ \t]*)(?:AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|NSW|VIC|QLD|TAS|ACT|NT|ON|QC|BC|AB)(?![\p{L}\p{N}])/gu,
  new RegExp(
    // The firm's line of business may stand in brackets before its legal form ("Thomas Armstrong (Construction) Ltd").
    String.raw`(?<![\p{L}])(?:${CAP_WORD}[ \t]+(?:${CAP_OR_INITIAL}[ \t]+){0,4}(?:\(\p{Lu}[\p{L} &-]{1,30}\)[ \t]+)?)?(?:${ORG_SUFFIX})(?![\p{L}])(?:[ \t]+(?:of|for|and|&)[ \t]+(?:the[ \t]+)?(?:${CAP_WORD}[ \t]?){1,4})?`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?:University|College|Institute|School|Academy|Bank|Museum|Department|Ministry|Republic|Kingdom|State|Commonwealth|City|Port|Gulf|Bay) of (?:the )?(?:${CAP_WORD}[ \t]?){1,4}`,
    'gu',
  ),
  new RegExp(
    // Bounded: an unbounded run of capitalised words before "&" is read again from every word (quadratic).
    String.raw`(?<![\p{L}])${CAP_WORD}(?:[ \t]+${CAP_WORD}){0,4}[ \t]*&[ \t]*${CAP_WORD}(?:[ \t]+${CAP_WORD})?`,
    'gu',
  ),
  PERSON_NAMED_ORG_RE,
  // "Universidad Nacional Mayor de San Marcos", "École des Ponts ParisTech", "Banco de Crédito del Perú".
  new RegExp(
    // A title inside the name keeps its dot ("Hospital Dr. Robert Reid Cabral").
    // One or two words in lower case may describe the kind before the name ("Lycée hôtelier Anne-Marie Javouhey").
    String.raw`(?<![\p{L}])(?:${ORG_PREFIX})(?:[ \t]+\p{Ll}[\p{Ll}\p{M}-]{2,}){0,2}(?:[ \t]+(?:${ORG_LINK}[ \t]+)*(?:(?:Dr|Dra|Sr|Sra|St|Pres|Gral|Prof|Mons)\.|${CAP_WORD}|\p{Lu}{2,}))+`,
    'gu',
  ),
  // Initials may stand in the person's name ("Sir C. V. Raman Science Quiz").
  new RegExp(String.raw`(?<![\p{L}])(?:${CAP_OR_INITIAL}[ \t]+){1,5}(?:${AWARD_WORDS})(?![\p{L}])`, 'gu'),
  // Languages that write the award's word in lower case after the name ("Alfred Nobels stipendium", "Pulitzerprisen").
  new RegExp(String.raw`(?<![\p{L}])(?:${CAP_WORD}[ \t]+){1,5}(?:${AWARD_WORDS_LOWER})(?![\p{L}])`, 'gu'),
  new RegExp(
    String.raw`(?<![\p{L}])(?:${CAP_OR_INITIAL}[ \t]+){1,5}(?:\p{Ll}[\p{L}\p{M}]+[ \t]+){0,3}(?:${CONTEST_WORDS_LOWER})(?![\p{L}])`,
    'gu',
  ),
  new RegExp(String.raw`(?<![\p{L}])(?:${AWARD_PREFIX})(?:[ \t]+(?:${ORG_LINK}[ \t]+)*${CAP_WORD}){1,5}`, 'gu'),
  new RegExp(
    String.raw`(?<![\p{L}])${CAP_WORD}[ \t]+(?:${CAP_OR_INITIAL}[ \t]+){0,4}(?:${PLACE_WORDS})(?![\p{L}])`,
    'gu',
  ),
  // A town before its Australian state or its Italian province ("Clayton VIC", "Alba (CN)").
  new RegExp(
    // The state's code is the place's too ("Geelong VIC Jan 2019": no "Vic Jan").
    String.raw`(?<![\p{L}])(?:${CAP_WORD}[ \t]+){0,2}${CAP_WORD}(?:[ \t]+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)(?![\p{L}])(?![ \t]*\d{4})|(?=[ \t]+\([A-Z]{2}\)))`,
    'gu',
  ),
  // Saints' names are places and institutions: "San Marcos", "Santa Clara", "São Paulo", "St. Gallen", "Sta. Rosa".
  new RegExp(
    String.raw`(?<![\p{L}])(?:San|Santa|Santo|São|Saint|Sainte|St\.|Sta\.|Sto\.|Ste\.|Sankt)[ \t-]+(?:(?:de|del|da|do)[ \t]+)?${CAP_WORD}`,
    'gu',
  ),
  // "Santa Clara, CA", "Springfield, IL": a town before a US state.
  new RegExp(
    String.raw`(?<![\p{L}])(?:${CAP_WORD}[ \t]+){0,2}${CAP_WORD}(?=,[ \t]*(?:${US_STATE_CODES})(?![\p{L}]))`,
    'gu',
  ),
  VIETNAMESE_ORG_RE,
  SKILL_LINE_RE,
  QUOTED_RE,
  // The Apache Software Foundation's products ("Apache Flink", "Apache Cassandra").
  /(?<![\p{L}])Apache[ \t]+\p{Lu}[\p{L}\d]*(?![\p{L}])/gu,
  // Microsoft's products written "MS …": no "Ms" before a name.
  /(?<![\p{L}])MS[ \t-]+(?:Office|Excel|Word|PowerPoint|Project|Access|Outlook|Teams|SQL(?:[ \t]+Server)?|Dynamics|Visio|Azure|Power[ \t]?BI|SharePoint)(?![\p{L}])/gu,
];
/** A capitalised phrase after "at", "for", "in", "joined": an employer, a school or a place. */
const AFTER_PREPOSITION_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:at|for|joined|in|near|across|within)[ \t]+((?:${CAP_WORD}(?:[ \t]+|$)){1,4})`,
  'gdu',
);

interface ProtectedRanges {
  /** Everything that looks like an employer, school or place: other people's names never overlap these. */
  all: Array<{ start: number; end: number }>;
  /**
   * What the candidate's own name parts yield to: rule-based organisations, and places only where the
   * sentence says so ("in", "to", "from", "Amman, Jordan"): a tagger alone reads a surname such as
   * "Washington" as a place.
   */
  forCandidate: Array<{ start: number; end: number }>;
}

const LOCATIVE_BEFORE_RE =
  /(?:(?<![\p{L}])(?:in|to|from|at|near|of|across|around|throughout|outside|within)\s+|\p{L}[ \t]*,[ \t]*)$/u;

export function protectedRanges(text: string, tagged: TaggedText): ProtectedRanges {
  const rules: Array<{ start: number; end: number }> = [];
  const add = (spans: Span[]) => rules.push(...spans.map((s) => ({ start: s.start, end: s.end })));
  for (const re of PROTECTED_RES) add(spansOf(text, re, 'keep', '', 0));
  rules.push(...employersAfterTitles(text));
  rules.push(...townsEndingJobLines(text));
  add(spansOf(text, AFTER_PREPOSITION_RE, 'keep', '', 0, 1));
  add(spansOf(text, SKILL_HEADING_RE, 'keep', '', 0, 1));
  // One skill a line under the heading, or a line of them set apart by spaces ("Top Skills" / "TIA Portal"): a product,
  // not a person the tagger reads in "Tia".
  add(spansOf(text, SKILL_LINES_RE, 'keep', '', 0, 1));
  add(spansOf(text, SKILL_WORDS_LINE_RE, 'keep', '', 0, 1));
  add(spansOf(text, PAPER_TITLE_RE, 'keep', '', 0, 1));
  // Known places: several words always ("Santa Clara", "Buenos Aires"); one word where the sentence makes it a place.
  for (const p of placesIn(text)) {
    const stated =
      LOCATIVE_BEFORE_RE.test(text.slice(Math.max(0, p.start - 40), p.start)) ||
      /^,[ \t]*\p{Lu}/u.test(text.slice(p.end, p.end + 3));
    if (/\s/u.test(text.slice(p.start, p.end)) || stated) rules.push({ start: p.start, end: p.end });
  }
  add(spansOf(text, new RegExp(PLACEHOLDER_RE.source, 'gu'), 'keep', '', 0));
  const { organisations, places } = tagged;
  const statedPlaces = places.filter((p) => LOCATIVE_BEFORE_RE.test(text.slice(Math.max(0, p.start - 40), p.start)));
  return {
    all: [...rules, ...countrySubsidiaries(text), ...employersOpeningLines(text), ...organisations, ...places],
    forCandidate: [...rules, ...organisations, ...statedPlaces],
  };
}

const TOWN_AT_LINE_END_RE = new RegExp(String.raw`,[ \t]*((?:${CAP_WORD}[ \t]+){0,2}${CAP_WORD})[ \t]*$`, 'du');
/**
 * The town after the last comma of a job's line with its years ("09/2019 – 08/2021 Graduate Planner – John Lewis
 * Partnership, Milton Keynes"): a place, never another person. Read line by line (a very long line once).
 */
function townsEndingJobLines(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (line.length > 300 || !/(?:19|20)\d{2}/u.test(line)) continue;
    const m = TOWN_AT_LINE_END_RE.exec(line);
    const span = m?.indices?.[1];
    if (span) out.push({ start: lineStart + span[0], end: lineStart + span[1] });
  }
  return out;
}

/** A capitalised phrase after a comma or a dash, ended by a comma, a dash or the line's end. */
const AFTER_TITLE_RE = new RegExp(
  String.raw`(?<![\p{L}])(\p{L}+)\.?[ \t]*(?:,|[ \t][—–|@·•][ \t]|[ \t]at[ \t])[ \t]*((?:${CAP_WORD}[ \t]+){0,3}${CAP_WORD})(?=[ \t]*(?:,|[ \t][—–|(][ \t]|[ \t]\(|[ \t]*$)|[ \t]+(?:19|20)\d{2}(?!\d))`,
  'gmu',
);

/**
 * The employer written right after a job title ("Senior Data Analyst, Fred Meyer, Portland", "Buyer — Marks
 * Spencer", "Senior FP&A Manager · Herman Miller Mar 2019"): a store or a firm named after its founder is no person
 * there.
 */
function employersAfterTitles(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(AFTER_TITLE_RE)) {
    const title = m[1] ?? '';
    const employer = m[2] ?? '';
    const start = (m.index ?? 0) + m[0].lastIndexOf(employer);
    // A title word among the last words before it ("Payroll Specialist / Spécialiste de la paie, Irving Oil").
    const lineStart = text.lastIndexOf('\n', m.index ?? 0) + 1;
    const before = text
      .slice(lineStart, (m.index ?? 0) + title.length)
      .split(/[\s/]+/u)
      .slice(-6);
    if (/^\p{Lu}+$/u.test(title) || !before.some((w) => /^\p{L}/u.test(w) && isNotNameWord(w))) continue;
    // Then where or when: a known town, a state's code, or a date ("…, Portland, OR", "… (2019 – 2022)"); a
    // referee's "Manager, John Smith, +1 …" is a person.
    const after = text.slice(start + employer.length, start + employer.length + 40);
    const town = /^[ \t]*,[ \t]*((?:\p{Lu}[\p{L}'’.-]*[ \t]?){1,3})/u.exec(after)?.[1]?.trim() ?? '';
    const where =
      (town !== '' && (isKnownPlace(town) || /,[ \t]*(?:[A-Z]{2,3})\b/u.test(after))) ||
      // A town in brackets ("Chef d’entrepôt, Jules Destrooper (Lo-Reninge)").
      /^[ \t]*\(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}\)/u.test(after) ||
      /^[ \t]*[,—–|(]?[ \t]*(?:\p{L}{3,9}\.?[ \t]+)?(?:19|20)\d{2}/u.test(after);
    if (!where) continue;
    out.push({ start, end: start + employer.length });
  }
  return out;
}

/**
 * An employer that opens its line before where it is ("John Holland — Melbourne VIC", "Dangote Group, Lagos"): a
 * capitalised phrase, a dash or a comma, then a known town or a town and its state. Other people's names only: a
 * candidate's own "Jane Roe — London" stays theirs.
 */
const LINE_START_EMPLOYER_RE = new RegExp(
  String.raw`^[ \t]*((?:${CAP_WORD}[ \t]+){0,3}${CAP_WORD})[ \t]*(?:[—–|·•]|,)[ \t]*((?:\p{Lu}[\p{L}'’.-]*[ \t]?){1,3})`,
  'gmu',
);
function employersOpeningLines(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(LINE_START_EMPLOYER_RE)) {
    const town = (m[2] ?? '').trim();
    const words = town.split(/\s+/u);
    // "Tiverton, ON": a town and its state or province after the comma.
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 6);
    const placed =
      (/^[ \t]*,[ \t]*[A-Z]{2,3}(?![\p{L}])/u.test(after) && words.length <= 2) ||
      isKnownPlace(town) ||
      isKnownPlace(words[0] ?? '') ||
      (words.length >= 2 && /^(?:[A-Z]{2,3})$/u.test(words[words.length - 1] ?? ''));
    if (!placed) continue;
    const start = (m.index ?? 0) + m[0].indexOf(m[1] ?? '');
    out.push({ start, end: start + (m[1] ?? '').length });
  }
  return out;
}

/**
 * A company's national arm, its name then the country's ("Kia Slovakia", "Julius Berger Nigeria", "Unilever
 * Vietnam"): never a person, so never another person's name. (The candidate's own name is not guarded by it: a
 * header run together, "Ana López Spain", would hide it.)
 */
function countrySubsidiaries(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const p of placesIn(text)) {
    if (!isCountry(text.slice(p.start, p.end))) continue;
    const before = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\p{M}&'’.-]*[ \t]+){1,3}$/u.exec(
      text.slice(Math.max(0, p.start - 60), p.start),
    );
    if (before) out.push({ start: p.start - before[0].length, end: p.end });
  }
  return out;
}

const OPENS_ORGANISATION_RE = new RegExp(
  String.raw`^(?:${ORG_PREFIX}|Công ty|Tập đoàn|Ngân hàng|Trường|Đại học|Học viện|Bệnh viện|Viện)(?![\p{L}])`,
  'u',
);
/** The lists under a skills heading ("CONOCIMIENTOS" / "Excel" / "Power BI"): where a skill is, no name is. */
const SKILL_LINES_RE = new RegExp(
  String.raw`^[ \t]*${SKILL_LABELS}[ \t]*:?[ \t]*\n((?:[ \t]*(?=[^\n]{1,30}(?:\n|$))\S+(?:[ \t]+\S+){0,2}[ \t]*(?:\n|$)){1,15})`,
  'dgimu',
);
/** One line of skills set apart by spaces alone under the heading ("Svelte D3.js Python R QGIS Datawrapper"): no sentence. */
const SKILL_WORDS_LINE_RE = new RegExp(
  String.raw`^[ \t]*${SKILL_LABELS}[ \t]*:?[ \t]*\n(?:[ \t]*\n)?([ \t]*(?![^\n]*[.!?](?:[ \t]|$))\S+(?:[ \t]+\S+){3,15}[ \t]*)$`,
  'dgimu',
);
export function skillsListRanges(text: string): Array<{ start: number; end: number }> {
  return [
    ...spansOf(text, SKILL_HEADING_RE, 'keep', '', 0, 1),
    // One skill a line (three words at most), without bullets, up to the first blank or longer line.
    ...spansOf(text, SKILL_LINES_RE, 'keep', '', 0, 1),
    ...spansOf(text, SKILL_WORDS_LINE_RE, 'keep', '', 0, 1),
  ].map((s) => ({ start: s.start, end: s.end }));
}

/** Whether a phrase begins with the kind of body it names ("Trường THCS …", "Universidad …"): no person's name. */
export function opensOrganisation(phrase: string): boolean {
  return OPENS_ORGANISATION_RE.test(phrase);
}

/** Whether a phrase holds an employer named after a person ("Siemens NX", "Bosch Rexroth"): no candidate's name. */
export function namesPersonNamedOrg(phrase: string): boolean {
  PERSON_NAMED_ORG_RE.lastIndex = 0;
  return PERSON_NAMED_ORG_RE.test(phrase);
}
