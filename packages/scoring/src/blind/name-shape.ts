// What a person's name looks like: capitalised words (or capitals, or initials) with particles
// between them, and none of the words that open a resume's lines without being a name (headings
// and job titles, in the languages Rubric's resumes come in).
import { foldWord } from './fold.js';

export const PARTICLES = new Set(
  'van von der den de del della di da dos das du la le bin binti ibn al el ter ten y e zu vom'.split(' '),
);
const NAME_SEGMENT = String.raw`(?:[OD]['’])?(?:(?:Mc|Mac|Fitz|De|Di|Da|La|Le)?\p{Lu}[\p{Ll}\p{Lm}\p{M}]*\p{Ll}\p{M}*|\p{Lu}[\p{Lu}\p{M}]*\p{Lu}\p{M}*)`;
/** "Jane", "O'Neil", "Jean-Luc", "Wing-yan", "JANE", "McLeod", "Al-Haddad", or an initial "J."; not "PowerPoint" or "DoeSolutions". */
/**
 * Given names written short with a full stop, read like initials: the Filipino and Latin "Ma." for María, the
 * South Asian "Md."/"MD." for Mohammad, the Malaysian "Mohd.", the Indonesian "Muh.".
 */
const GIVEN_ABBREVIATION = String.raw`(?:Ma|MA|Md|MD|Mohd|MOHD|Muh|MUH|Mhd|MHD)\.|Mª`;
const NAME_TOKEN_RE = new RegExp(
  // (One letter after an apostrophe, "Floc'h", "Kerbrat'h"; not a possessive "'s".)
  String.raw`^(?:${NAME_SEGMENT}(?:[-'’](?:${NAME_SEGMENT}|\p{Ll}{2,}|(?!s)\p{Ll}(?!\p{L})))*|\p{Lu}\.?|${GIVEN_ABBREVIATION})$`,
  'u',
);
export const INITIAL_RE = new RegExp(String.raw`^(?:\p{Lu}\.?|${GIVEN_ABBREVIATION})$`, 'u');

/** Words that open a resume's lines without being a name (headings, job titles, places), folded. */
const NOT_NAME_WORDS = new Set(
  `center medical memorial clinic clinics institute hospitals laboratory laboratories pharmacy ministry department agency
asa ab oy bv nv spa srl sarl sas plc pty bhd sdn kk ag kg
clinical chartered licensed general regional digital creative commercial trainee apprentice nursing dental veterinary structural
resume resumee cv curriculum vitae vita profile summary contact contacts about experience education skills objective personal
details detail information info references projects publications awards certifications languages interests hobbies page of the
and for at in to new york san los las united states kingdom university college school company inc ltd llc gmbh
engineer engineering developer development manager management senior junior lead software hardware data analyst analysis designer
design nurse teacher consultant director head chief officer intern internship student scientist specialist architect administrator
assistant associate coordinator technician sales marketing product project backend frontend full stack staff principal executive
accountant registered certified solutions solution cloud devops security network networks systems system web mobile machine learning
research researcher professor lecturer physician pharmacist lawyer attorney paralegal editor writer translator operations business
finance financial human resources recruiter support customer service technical quality tester programmer analytics mechanical
electrical civil chemical infrastructure platform site reliability applied graduate candidate applicant portfolio overview
fellowship fellow scholarship scholar award awards prize grant medal honors honours dean list group bank consulting labs lab
technologies technology partners associates capital studio studios agency corporation corp foundation institute academy hospital
hoja vida datos personales perfil resumen experiencia laboral profesional formacion academica educacion habilidades competencias
idiomas contacto ingeniero ingeniera desarrollador desarrolladora analista gerente jefe jefa directora coordinador coordinadora
asistente tecnico tecnica disenador disenadora consultor consultora especialista licenciado licenciada practicante
profil experiences professionnelle professionnelles formation competences langues coordonnees ingenieur ingenieure developpeur
developpeuse chef responsable directeur directrice consultante stagiaire etudiant etudiante charge chargee
lebenslauf personliche daten berufserfahrung ausbildung kenntnisse sprachen kontakt entwickler entwicklerin leiter leiterin berater
beraterin softwareentwickler werkstudent controller controllerin
informations informaciones informacion dados sobre mim about me a propos acerca
curriculo dados pessoais experiencia formacao competencias contato engenheiro engenheira desenvolvedor desenvolvedora
zur person personliches angaben uber mich
core key competencies competency achievements accomplishments highlights history qualifications expertise strengths employment
career responsibilities activities volunteer volunteering memberships affiliations training courses declaration signature
referees additional featured publications extracurricular tools
name names nama nome nombre nom imie isim adi soyadi naam namn navn
open verified premium actively available looking hiring active online rated
verfugbar disponible disponibles disponivel disponibile beschikbaar dostepny dostepna sofort immediately inmediata inmediato
iletisim deneyim deneyimi egitim beceriler yetenekler diller hakkimda kisisel bilgiler ozet projeler sertifikalar referanslar
muhendis muhendisi yazilim gelistirici uzmani uzman
kontak pengalaman pendidikan keahlian keterampilan bahasa pribadi ringkasan kerja proyek sertifikasi organisasi tentang saya
analis insinyur pengembang
doswiadczenie wyksztalcenie umiejetnosci jezyki osobowe podsumowanie zawodowe mnie projekty kursy inzynier programista
specjalista kierownik
contactgegevens werkervaring opleiding vaardigheden talen persoonlijke gegevens profiel mij
kontaktuppgifter arbetslivserfarenhet erfarenhet utbildning kompetenser sprak personliga uppgifter ingenjor utvecklare
contatti esperienza esperienze lavorative istruzione formazione competenze lingue dati personali profilo ingegnere
sviluppatore contactos profissional habilidades resumo
контакти контакты досвід опыт освіта образование навички навыки мови языки профіль профиль
universidad universidade universite universita universitat instituto institut escuela escola ecole colegio lycee gymnasium
hochschule fachhochschule facultad faculdade faculte centro centre banco banque grupo groupe fundacion fundacao fondation
stiftung ministerio ministere empresa compania companhia compagnie sociedad societe caja caixa laboratorio laboratoire
agencia agence consejo conselho conseil corporacion museo museu musee biblioteca bibliotheque pontificia clinica federal
nacional national nationale location localizacao localizacion ubicacion standort wohnort domicilio residencia residence
actions programme program
резюме должность компания ооо ао пао университет институт банк группа опыт работы образование навыки контакты
телефон разработчик инженер менеджер аналитик руководитель ведущий старший период организация обязанности
personnelles personnel personales personali persoonlijke gestion gestionnaire controleur controleuse comptable
juriste infirmier infirmiere designer designerin planner buyer logistics procurement supply chain residency apartments enclave towers heights layout society salai marg chowk veedhi
email e-mail mobile phone telephone tel cell website fax whatsapp`
    .split(/\s+/u)
    .map(foldWord),
);

/** Gendered titles ("Sr." is left out: in English it is "Senior", as in "Sr. Data Engineer"). */
export const GENDERED_TITLES = 'Mr|Mrs|Ms|Miss|Mx|Mister|Madam|Madame|Mme|Mlle|Herr|Frau|Sra|Srta|Señor|Señora';
/** Forms of address and academic or professional titles before a name ("Dr.", "Ir.", "Dipl.-Ing.", "Dott.ssa", "Engr."). */
const NAME_TITLES =
  'Mr|Mrs|Ms|Miss|Mx|Mister|Madam|Madame|Mme|Mlle|Herr|Frau|Dr|Dra|Drs|Prof|Profa|Ing|Ir|Lic|Licda|Dipl\\.-Ing|Dipl\\.-Kfm|Mag|Dott|Dott\\.ssa|Arq|Engr|Atty|Abg|Mgr|PhDr|RNDr|MUDr|JUDr|Bc|Sir|Dame|Rev';
/** Those titles at a line's start, as written or in capitals with their dot ("IR. MAARTEN …", "DR. …"). */
export const TITLE_PREFIX_RE = new RegExp(
  String.raw`^(?:(?:(?:${NAME_TITLES})\.?|(?:${NAME_TITLES.toUpperCase()})\.)\s+)+`,
  'u',
);
/** Degrees and post-nominals after a name ("Jane Roe, PhD", "Jane Roe MBA"). */
const POSTNOMINAL_RE = /(?:,?\s+(?:PhD|Ph\.D\.|MBA|MSc|M\.Sc\.|BSc|MD|CPA|PMP|CFA|PE|Jr\.?|Sr\.?|II|III|IV))+$/u;

/**
 * German and Scandinavian job titles are compounds ("Laborleiter", "Softwareentwicklerin", "Projektingenieur"):
 * a word that ends in a title word after a few letters of its own is a title too.
 */
const TITLE_COMPOUND_RE =
  /^[\p{L}-]{2,}(?:designer|designerin|managerin|leiter|leiterin|entwickler|entwicklerin|ingenieur|ingenieurin|berater|beraterin|techniker|technikerin|referent|referentin|spezialist|spezialistin|assistent|assistentin|utvecklare|ingenjor|konsult|chef|biolog|biologe|biologin|geolog|ingeni[oø]r|radgiver|radgivare|konsulent|utvikler|leder|ledare|sjef|sykepleier|sjukskoterska|laerer|larare|okonom|ekonom|analytiker|planlegger|tekniker|jurist|arkitekt|designer)$/u;

/** English job titles by their endings ("Geologist", "Sonographer", "Technician", "Pharmacist", "Accountant"). */
const TITLE_ENDING_RE =
  /^\p{L}{1,}(?:ologist|ographer|ician|gineer|alyst|macist|apist|ntist|itect|veloper|anager|sultant|istrator|ordinator|ountant|urveyor|ssistant|visor|ectrician|echanic|pervisor)$/u;

/**
 * Vietnamese headings' words ("Sơ yếu lý lịch", "Thông tin cá nhân", "Kinh nghiệm", "Học vấn", "Kỹ năng"). Their
 * tones tell them from names that fold to the same letters ("Nhàn" is no "nhân", "Lý" and "Hồ" are family
 * names): written with marks, only the heading's own spelling is a heading word; without any, every word that
 * folds to one is taken for it. "Lý" (of "lý lịch") is left out: it is a family name, and the heading's other
 * words tell it.
 */
const VIETNAMESE_HEADING_WORDS = new Set(
  'sơ yếu lịch họ thông tin cá nhân kinh nghiệm học vấn kỹ năng'.split(' ').map((w) => w.normalize('NFC')),
);
const VIETNAMESE_HEADING_FOLDED = new Set([...VIETNAMESE_HEADING_WORDS].map(foldWord));

export function isNotNameWord(token: string): boolean {
  const bare = token.replace(/[.,:]$/u, '');
  const word = foldWord(bare);
  if (VIETNAMESE_HEADING_FOLDED.has(word)) {
    const lower = bare.normalize('NFC').toLowerCase();
    if (lower === word || VIETNAMESE_HEADING_WORDS.has(lower)) return true;
  }
  return NOT_NAME_WORDS.has(word) || TITLE_COMPOUND_RE.test(word) || TITLE_ENDING_RE.test(word);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * A plausible person name from a header segment or an answer, or null. `allowed`: words that may be in
 * it although they open lines as headings (the e-mail spells them: "OLIVIA GRANT", olivia.grant@…).
 */
export function cleanName(raw: string, minTokens = 2, allowed: ReadonlySet<string> = NONE): string | null {
  // A name is short; long text is not worth the regexes below.
  if (raw.length > 200) return null;
  const value = raw
    // A nickname in brackets or quotes beside the name ('Robert "Bob" Smith') is set aside here.
    .replace(/\([^)]*\)|\[[^\]]*\]|[“"«]\p{L}+[”"»]/gu, ' ')
    .replace(TITLE_PREFIX_RE, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(POSTNOMINAL_RE, '')
    .replace(/[,;]$/u, '')
    .trim();
  if (value.length === 0 || value.length > 60 || /[\d@/\\:;|]/u.test(value)) return null;
  const tokens = value.split(' ');
  if (tokens.length < minTokens || tokens.length > 5) return null;
  const first = tokens[0] ?? '';
  const last = tokens[tokens.length - 1] ?? '';
  for (const [i, token] of tokens.entries()) {
    const middle = i > 0 && i < tokens.length - 1;
    // A particle inside a name is none of the heading words it may spell ("van" of "Jeroen van der Linden" is
    // not the Vietnamese "học vấn"); an initial neither ("A." is not the "a" of "à propos").
    if (middle && PARTICLES.has(token.toLowerCase())) continue;
    if (!INITIAL_RE.test(token) && isNotNameWord(token) && !allowed.has(foldWord(token))) return null;
    if (!NAME_TOKEN_RE.test(token) && !(middle && PARTICLES.has(token.toLowerCase()))) return null;
  }
  if (INITIAL_RE.test(last) || (INITIAL_RE.test(first) && tokens.length < 3)) return null;
  // A roman numeral ends a name ("Henry Ford III"); before other words it numbers a thing ("King IV" / "Thandiwe").
  if (tokens.slice(0, -1).some((t) => /^(?:II|III|IV|VI|VII|VIII|IX)$/u.test(t))) return null;
  return value;
}

/** The name's words worth finding alone (no initials or particles). */
export function nameParts(name: string, spelled: ReadonlySet<string> = NONE): string[] {
  const words = name
    .split(/\s+/u)
    .map((t) => t.replace(/[.,]$/u, ''))
    .filter((t) => t.length >= 2 && !PARTICLES.has(t.toLowerCase()) && !INITIAL_RE.test(t));
  // Each capitalised half of a double name alone too ("Hansen" of "Solberg-Hansen"; "Grant" of "Grant-Solberg"
  // when the e-mail spells it, a heading word otherwise); not "yan" of "Wing-yan".
  const halves = words.flatMap((w) =>
    w.includes('-')
      ? w
          .split('-')
          .filter((h) => h.length >= 3 && /^\p{Lu}/u.test(h) && (!isNotNameWord(h) || spelled.has(foldWord(h))))
      : [],
  );
  // The surname after an Irish, Italian or French prefix alone too ("Donoghue" of "O'Donoghue", "Angelo" of "D'Angelo").
  const afterPrefix = words.flatMap((w) => /^\p{Lu}\p{Ll}?['’ʼ](\p{Lu}\p{L}{2,})$/u.exec(w)?.[1] ?? []);
  return [...new Set([...words, ...halves, ...afterPrefix])];
}

/** A name in Chinese, Japanese or Korean script: two to four characters (a space between surname and given name allowed). */
/**
 * Two to four characters, or a Japanese family name of up to four kanji and a given name of up to three set apart
 * ("久留島 千景", "長宗我部 澪").
 */
// The small kana of Japanese family names count as their characters ("三ツ矢", "木ノ下", "八ヶ岳").
const CJK_NAME_RE =
  /^[\p{Script=Han}\p{Script=Hangul}](?:\s?[\p{Script=Han}\p{Script=Hangul}ツノヶケ]){1,3}$|^\p{Script=Han}[\p{Script=Han}ツノヶケ]{0,3}[ \u3000]\p{Script=Han}{1,3}$/u;
/** Headings of a section of referees, in the languages resumes use: the people under them are other people. */
export const REFEREES_HEADINGS = String.raw`referees|references|character references|professional references|referenzen|références|referencias|referências|referenze|referenties|referanser|referenser|referencje|推荐人|推薦人`;

/** CJK headings that sit where a name would, and the names of job portals that print them at the top. */
export const CJK_HEADINGS =
  /現在|现在|迄今|至今|目前|현재|재직|聯絡|联络|方式|自傳|自传|專長|专长|專⻑|介紹|介绍|自我|简历|簡歷|履历|履歷|个人|個人|信息|資料|资料|经历|經歷|经验|經驗|教育|技能|联系|聯繫|求职|求職|意向|评价|評價|项目|項目|工作|专业|專業|证书|證書|语言|語言|性别|性別|民族|籍贯|籍貫|现居|現居|携帯|自己|本人|居住|所在地|户口|戶口|电话|電話|手机|手機|邮箱|郵箱|地址|生日|年龄|年齡|学历|學歷|姓名|이력서|자기소개|履歴|職務経歴|写真|學歷|学歴|職歴|資格|免許|趣味|特技|志望|連絡先|現住所|氏名|生年月日|生年|ふりがな|フリガナ|经理|經理|工程师|工程師|设计师|設計師|分析师|分析師|顾问|顧問|主管|总监|總監|专员|專員|助理|开发|開發|产品|產品|运营|運營|市场|市場|销售|銷售|电商|電商|财务|財務|会计|會計|人力|行政|技术|技術|研发|研發|数据|數據|软件|軟體|测试|測試|架构|架構|实习|實習|教师|教師|律师|律師|医生|醫生|护士|護士|主任|部長|課長|担当|개발자|엔지니어|디자이너|매니저|팀장|마케팅|경력|학력|연락처|이메일|주소|생년월일|성명|영문|지원|자기소개|자격|사항|照片|相片|英语|英語|六级|四级|사진|招聘|直聘|猎聘|獵聘|前程无忧|前程無憂|拉勾|사람인|잡코리아|인크루트|원티드|잡플래닛|リクナビ|マイナビ|ビズリーチ/u;

export function cleanCjkName(raw: string): string | null {
  const value = raw.trim();
  if (!CJK_NAME_RE.test(value) || CJK_HEADINGS.test(value.replace(/\s+/gu, ''))) return null;
  return value;
}

/** Chinese family names of two characters (simplified and traditional). */
const CJK_COMPOUND_SURNAMES =
  '欧阳 歐陽 司马 司馬 上官 诸葛 諸葛 东方 東方 皇甫 尉迟 尉遲 公孙 公孫 慕容 令狐 夏侯 宇文 长孙 長孫 端木 独孤 獨孤 南宫 南宮 西门 西門 轩辕 軒轅 呼延 申屠 钟离 鍾離 澹台 澹臺'.split(
    ' ',
  );
/** The commonest Chinese family names of one character (simplified, then traditional forms that differ). */
const CJK_SURNAMES = new Set(
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝榊張劉陳楊黃趙吳孫馬許韓馮鄧蕭葉蘇呂盧鍾譚陸賈韋鄒閆龍陶賀顧龔鄭謝羅錢嚴湯齊喬龐顏莊聶魯詹歐關蘭寧紀畢單塗駱藍靳蒙鮑華饒農繆簡車項連蘆婁竇戚費衛師欒隋榮鄺遲'.split(
    '',
  ),
);
/** Korean family names: one syllable, or the two-syllable ones. */
const KOREAN_SURNAMES = new Set(
  '김이박최정강조윤장임한오서신권황안송류유홍전고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부'.split(
    '',
  ),
);
const KOREAN_COMPOUND_SURNAMES = ['남궁', '황보', '제갈', '선우', '독고'];

/**
 * The name that opens a run of CJK characters with a known family name: a Chinese family name and the usual two
 * characters of a given name (one where the run is short), a Korean family name and two syllables. Null when the run
 * does not begin with a family name the lists know.
 */
export function cjkNameAtStart(run: string): string | null {
  const compound = [...CJK_COMPOUND_SURNAMES, ...KOREAN_COMPOUND_SURNAMES].find((c) => run.startsWith(c));
  if (compound) return run.slice(0, compound.length + 2);
  const first = run.charAt(0);
  if (/\p{Script=Hangul}/u.test(first)) return KOREAN_SURNAMES.has(first) ? run.slice(0, 3) : null;
  return CJK_SURNAMES.has(first) ? run.slice(0, 3) : null;
}

/** A name's reading in kana, as a Japanese form's ふりがな row writes it ("きのした はるか"). */
const KANA_NAME_RE =
  /^[\p{Script=Hiragana}\p{Script=Katakana}ー]{2,8}(?:[ \u3000][\p{Script=Hiragana}\p{Script=Katakana}ー]{1,8})?$/u;
export function cleanKanaName(raw: string): string | null {
  const value = raw.trim();
  return KANA_NAME_RE.test(value) ? value : null;
}

/** Scripts without capital letters whose names are written as words: Thai, Arabic, Hebrew, Devanagari and other Indic scripts. */
const CASELESS_WORD = String.raw`[\p{Script=Thai}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Sinhala}\p{Script=Georgian}\p{Script=Armenian}\p{Script=Ethiopic}][\p{L}\p{M}]+`;
const CASELESS_NAME_RE = new RegExp(String.raw`^${CASELESS_WORD}(?:\s${CASELESS_WORD}){0,3}$`, 'u');

/** A name a label states in a script without capitals ("ศิริพร ชัยวัฒน์", "محمد حسن"): one to four words of it. */
export function cleanCaselessName(raw: string): string | null {
  const value = raw.replace(/\s+/gu, ' ').trim();
  return value.length <= 60 && CASELESS_NAME_RE.test(value) ? value : null;
}

/** Whether a name is written in a script without word spaces or capitals (CJK, Thai, Arabic, Indic …). */
export function isCaselessName(name: string): boolean {
  return (
    /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\s]+$/u.test(name) ||
    CASELESS_NAME_RE.test(name)
  );
}
