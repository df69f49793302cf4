// Personal details given by label in English, Spanish, French, German, Portuguese (and the common
// Vietnamese and Chinese labels), with or without a bullet: date and place of birth, age,
// nationality, citizenship, marital status, gender, religion, children, relatives' names, national ID and
// passport numbers; ID numbers with a shape of their own (CPF, DNI/NIE, SSN) without a label; photo captions.
// The label goes with its value: "[DATE OF BIRTH]" stands for "Fecha de nacimiento: 3/4/1990".
import { isNotNameWord } from './name-shape.js';
import { PRIORITY } from './patterns.js';
import { isCountry, isDemonym, isLanguageDemonym } from './places.js';
import { PLACEHOLDERS, spansOf, type Span } from './spans.js';

/** A bullet, or a form's row number ("6. Religion Islam"), before a label. */
// A form's numbered rows too, section numbers included ("3. Nationality …", "1.7 Religion …").
const BULLET = String.raw`(?:[-•*·▪►●◦‣–][ \t]*|\d{1,2}(?:\.\d{1,2}){0,2}[.)]?[ \t]+)?`;
/** Where a labelled value ends: the line's end, or a separator before the next item on the line. */
const VALUE = String.raw`(?:[^\n|•·;.]|\.(?![ \t]+\p{Lu}|[ \t]*$))*[^\n|•·;\s.]`;
// OCR reads a form's dotted leader as tildes ("Date of Birth ~~ 3rd May, 1991").
const COLON = String.raw`[ \t]*(?:[:：]|[ \t]-[ \t]|[ \t]\|[ \t]|\t|[ \t]{2,}|[ \t]~{1,4}[ \t])[ \t]*`;

const MONTH =
  'Jänner|Feber|Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|Januar|Februar|März|Juni|Juli|Oktober|Dezember|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|Januari|Februari|Maret|Mei|Agustus|Oktober|Desember|Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|maart|augustus|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|januar|februar|marts|maj|juni|juli|august|oktober|december|desember|mars|mai|augusti|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|január|február|március|április|május|június|július|augusztus|szeptember|október';
const DATE = String.raw`(?:\d{4}[ \t]*年[ \t]*\d{1,2}[ \t]*月(?:[ \t]*\d{1,2}[ \t]*日)?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}[-/ ](?:${MONTH})[-/ ]\d{2,4}|\d{1,2}\.[ ]\d{1,2}\.[ ]?\d{4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}[./-](?:0?[1-9]|1[0-2])(?![./-]?\d)|\d{1,2}(?:st|nd|rd|th|er|º)?\.?\s+(?:of\s+|de\s+)?(?:${MONTH})\.?,?\s+(?:de\s+)?\d{4}|(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|(?:${MONTH})\.?\s+\d{4}|(?:19|20)\d{2})`;

const DOB_LABEL = String.raw`date\s+of\s+birth|født|fødd|fødselsdato|fødselsdag|datum\s+narození|narozen[aá]?|dátum\s+narodenia|születési\s+(?:dátum|idő)|született|syntymäaika|syntynyt|birth\s*date|birthday|d\.?\s?o\.?\s?b\.?|fecha\s+de\s+nacimiento|f\.\s*(?:de\s+)?nacimiento|fecha\s+nac\.?|date\s+de\s+naissance|n[ée]e?\s+le|geburtsdatum|geburtsjahr|jahrgang|geb\.|geboren(?:\s+am)?|data\s+de\s+nascimento|data\s+nasc\.?|nascid[oa]\s+em|nacid[oa]\s+el|ngày\s+sinh|出生日期|出生年月?|生日|(?:tempat\s*[,/&]\s*)?(?:tanggal|tgl\.?)\s+lahir|doğum\s+(?:yeri\s+ve\s+)?tarihi|dogum\s+tarihi|data\s+di\s+nascita|nat[oa]\s+il|geboortedatum|geboren\s+op|data\s+urodzenia|födelsedatum|född|дата\s+рождения|дата\s+народження|تاريخ\s+الميلاد|생년월일|生年月日|วันเกิด|วัน\s*เดือน\s*ปี\s*เกิด|ημερομηνία\s+γέννησης|ημ\/νία\s+γέννησης|datum\s+ro(?:đ|dj)enja|датум\s+рођења|дата\s+на\s+раждане|datum\s+rojstva|gimimo\s+data|dzimšanas\s+datums|sünniaeg|sünnikuupäev|data\s+na(?:ș|s|ş)terii|datëlindja|जन्म\s*तिथि|जन्म\s+की\s+तारीख`;
const DOB_RES = [
  // "Date of birth: …" (any value), "Geburtsdatum 12.03.1990", "born on 3 March 1990".
  new RegExp(String.raw`(?<![\p{L}])(?:${DOB_LABEL})${COLON}${VALUE}`, 'gimu'),
  new RegExp(
    // The place may come first ("Tempat, Tanggal Lahir Bandung, 17 Agustus 1996"), and the date on the next line.
    // OCR may read the colon as a "1" or a bar ("Date of birth 1 09/11/1990"). After a place, a full date only: a
    // line of another column under the label ("Date of Birth" / "Fulbright Scholarship nominee, 2022") is no birth.
    String.raw`(?<![\p{L}])(?:${DOB_LABEL}|born(?:\s+(?:on|in))?)\s*(?:[:：–-]|[1lI|](?=[ \t]+\d))?\s*(?:on\s+|in\s+|am\s+|le\s+|el\s+|em\s+)?(?:\p{Lu}[\p{L}\p{M}.'’ -]{1,30},[ \t]*(?=\d{1,2}(?:[./ -]|st|nd|rd|th)|\p{L}+\.?[ \t]+\d))?${DATE}(?![\p{N}])`,
    'giu',
  ),
  // A full date alone after a "Personal" row's label (a LaTeX class's header: "Personal 02.07.1992").
  new RegExp(
    String.raw`^[ \t]*(?:personal(?:[ \t]+(?:details|data|info(?:rmation)?))?|persönlich(?:e[ \t]+daten)?|datos[ \t]+personales|informations?[ \t]+personnelles|dados[ \t]+pessoais)[ \t]*[:：]?[ \t]+((?:\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}|(?:19|20)\d{2}[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日|\d{1,2}(?:st|nd|rd|th)?\.?[ \t]+(?:${MONTH})\.?,?[ \t]+(?:19|20)\d{2}|(?:${MONTH})\.?[ \t]+\d{1,2},?[ \t]+(?:19|20)\d{2}))[ \t]*$`,
    'gimu',
  ),
  // Born in a place on a date, the place in between ("Nata a Altamura (BA) il 12/05/1990", "Nacido en Cali el 3 de
  // mayo de 1991", "Nascida em Braga a 4/6/1992").
  new RegExp(
    String.raw`(?<![\p{L}])(?:nat[oa]|nacid[oa]|nascid[oa]|geboren)[ \t]+(?:a|ad|en|em|in)[ \t]+\p{Lu}[\p{L}\p{M}'’ -]{1,30}?(?:[ \t]*\([A-Z]{2}\))?,?[ \t]+(?:il|el|a|em|am|on)[ \t]+${DATE}(?![\p{N}])`,
    'giu',
  ),
  // "Born: …" with a year in it, in whatever calendar the value is written ("Born: 11 Ginbot 1985 E.C. (19 May 1993)").
  new RegExp(String.raw`(?<![\p{L}])born[ \t]*[:：][ \t]*(?=[^\n]*(?<!\d)(?:1[89]|20)\d{2}(?!\d))${VALUE}`, 'giu'),
];
/**
 * A full date with the age it makes beside it ("1994年7月18日 ( 満32歳 )", "12/03/1990 (34 years)"): a birth date
 * whatever the label, which a form's cell or OCR may have lost.
 */
const DATE_BESIDE_AGE_RE =
  /(?<![\p{L}\p{N}])(?:(?:19|20)\d{2}[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日|\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}|(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})(?=[ \t]*[(（][ \t]*(?:満|age[ \t]*)?\d{1,3}[ \t]*(?:歳|岁|歲|세|years|yrs|ans|años|anos|jahre)?[ \t]*[)）])/giu;
const AGE_RES = [
  // A label of its own, not letters inside a token ("…f0edad0a6…", a hash): no letter or digit on either side.
  /(?<![\p{L}\p{N}])(?:age|aged|edad|âge|alter|idade|tuổi|年龄|年齡)\s*[:：–-]?\s*\d{1,3}(?![\p{N}])(?:\s*(?:years|yrs|y\.?\s?o\.?|años|ans|jahre|anos|tuổi|岁|歲)(?![\p{L}])|(?![\p{L}]))/giu,
  /(?<![\p{L}\p{N}])\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old(?![\p{L}])/giu,
  /(?<![\p{L}\p{N}])\d{1,3}\s*y\.\s?o\.?(?![\p{L}])/giu,
  /(?<![\p{L}\p{N}])\d{2}\s*(?:años\s+de\s+edad|ans\s*\(âge\)|jahre\s+alt|anos\s+de\s+idade)(?![\p{L}])/giu,
  // Japanese and Chinese: "満32歳", "32岁", "32 세".
  // Not the first syllable of a word ("2019.02 세종대학교").
  /満?[ \t]*\d{1,3}[ \t]*세(?![\p{L}])/gu,
  // In Chinese and Japanese the next cell may follow at once ("満31歳女").
  /(?<![\p{N}])満?[ \t]*\d{1,3}[ \t]*(?:歳|岁|歲)/gu,
];
const PHOTO_RES = [
  /(?<![\p{L}\p{N}])[\p{L}\p{N}_-]+\.(?:jpe?g|png|gif|webp|heic|bmp|tiff?)(?![\p{L}\p{N}])/giu,
  // "[Photo]", "(photo attached)", "[Photo: Jane at the lake]"; not "(photo uploads for 2 million users)".
  /[[(]\s*(?:photo|photograph|picture|headshot|portrait|image|foto|bild|lichtbild)(?:\s*(?:[:：–-][^\])\n]{0,80}|(?:attached|enclosed|omitted|removed|here|of\s[^\])\n]{0,60}|adjunta|anexa|beigefügt|ci-jointe)))?\s*[\])]/giu,
  /^[ \t]*(?:photo|photograph|picture|headshot|portrait|profile (?:photo|picture|image)|image|foto|fotografía|fotografia|bewerbungsfoto|lichtbild|ảnh|照片)(?:[ \t]*(?::|of\b)[^\n]{0,80})?[ \t]*$/gimu,
];
/** Labels of professional licences and registrations ("AHPRA registration number", "NMC PIN", "licence no."). */
const LICENCE_LABELS = String.raw`ahpra(?: registration)?(?: (?:number|no\.?))?|registration (?:number|no\.?)|nmc pin|gmc (?:number|no\.?)|licen[cs]e (?:number|no\.?)`;
/** Labels of identity documents, licences and registrations. */
const ID_DOCUMENT_LABELS = String.raw`national id(?:entity)?(?: (?:number|no\.?|card))?|documento(?: (?:de identidad|nacional de identidad|n[º°o]\.?))?|identification(?: (?:number|no\.?))?|identificación|ghana card|[a-z]{2,6} licen[cs]e(?: (?:number|no\.?))|${LICENCE_LABELS}|cin|cnie|id (?:number|no\.?|card)|identity card|passport(?: (?:number|no\.?))?|citizenship (?:number|no\.?|certificate(?: (?:number|no\.?))?)|pasaporte|passeport|reisepass(?:nummer)?|passaporte|personalausweis(?:nummer)?|ausweisnummer|steuer-?id|dni|nie|nif|cuit|cuil|curp|rfc|rut|run|cpf|rg|cédula(?: de (?:identidad|ciudadanía))?|c\.c\.|ci|carte d'identité|numéro de sécurité sociale|n° sécu|ssn|social security(?: number)?|aadhaar(?: (?:number|no\.?))?|pan(?: (?:card|number|no\.?))?|cmnd|cccd|căn cước|身份证(?:号码?)?|身份證(?:號碼?)?|visa status|work permit|permiso de trabajo|aufenthaltstitel|tc kimlik no|t\.c\. kimlik no|kimlik no|codice fiscale|pesel|personnummer|bsn|registre national|n° de registre national|numéro national|rijksregisternummer|α\.δ\.τ\.|αδτ|αριθμός ταυτότητας|αμκα|rodné číslo|снилс|паспорт|الرقم القومي|주민등록번호|マイナンバー`;
/**
 * Each accented Latin letter of a label also without its accent: forms typed without accents and OCR drop them
 * ("Nazionalita: italiana", "Gioi tinh: Nu").
 */
function accentOptional(source: string): string {
  return source.replace(/[\u0080-\u024f\u1e00-\u1eff]/gu, (c) => {
    const base = c.normalize('NFD').charAt(0);
    return base !== c && /^[a-z]$/iu.test(base) ? `[${c}${base}]` : c;
  });
}
const DETAIL_LABEL_LIST = [
  // gender
  'gender|sex|sexo|género|genero|sexe|genre|geschlecht|gênero|giới tính|性别|性別|jenis kelamin|cinsiyet|sesso|geslacht|płeć|kön|пол|стать|الجنس|성별|เพศ',
  // marital status, children
  'marital status|civil status|family status|rodinný stav|stare civilă|stare civila|οικογενειακή κατάσταση|családi állapot|bračno stanje|семейно положение|siviilisääty|civilstand|estado civil|situation familiale|situation de famille|situation matrimoniale|statut matrimonial|état matrimonial|état civil|etat civil|familienstand|zivilstand|zivilstatus|tình trạng hôn nhân|hôn nhân|婚姻状况|婚姻狀況|婚否|children|number of children|hijos|enfants|kinder|filhos|status perkawinan|status pernikahan|medeni durum(?:u)?|medeni hal(?:i)?|stato civile|burgerlijke staat|stan cywilny|civilstånd|семейное положение|сімейний стан|الحالة الاجتماعية|결혼 여부|配偶者|สถานภาพ(?:สมรส)?',
  // nationality, citizenship, origin
  'nationality|citizenship|ethnicity|race|naționalitate|naţionalitate|nationalitate|cetățenie|cetăţenie|cetatenie|narodowość|obywatelstwo|nationaliteit|nationalitet|nazionalità|cittadinanza|állampolgárság|štátna príslušnosť|státní příslušnost|státní občanství|občianstvo|národnosť|državljanstvo|nacionalnost|pilietybė|nacionalidad|ciudadanía|nationalité|citoyenneté|staatsangehörigkeit|staatsbürgerschaft|nationalität|nacionalidade|cidadania|naturalidade|quốc tịch|dân tộc|国籍|國籍|民族|籍贯|籍貫|kewarganegaraan|uyruk(?:u)?|uyruğu|vatandaşlık|nazionalità|cittadinanza|nationaliteit|obywatelstwo|narodowość|medborgarskap|гражданство|национальность|громадянство|الجنسية|국적|สัญชาติ|state of origin|local government area|domicile',
  // place of birth, religion
  'place of birth|birthplace|heimatort|bürgerort|lugar de nacimiento|lieu de naissance|geburtsort|local de nascimento|nơi sinh|出生地|religion|religión|religião|religiao|konfession|religionsbekenntnis|glaubensbekenntnis|bekenntnis|tôn giáo|宗教|政治面貌|tempat lahir|doğum yeri|luogo di nascita|geboorteplaats|miejsce urodzenia|födelseort|место рождения|місце народження|مكان الميلاد|출생지|agama|religione|godsdienst|religia|религия|релігія|الديانة|الدين|종교|ศาสนา|askerlik durumu|병역(?: 사항)?|military service|servicio militar|service militaire|wehrdienst|στρατιωτικές υποχρεώσεις',
  // identity documents
  ID_DOCUMENT_LABELS,
].join('|');
const DETAIL_LABELS = accentOptional(DETAIL_LABEL_LIST);
const DETAIL_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}((?:${DETAIL_LABELS})(?:[ \t]*\([^)\n]{1,20}\))?${COLON}${VALUE})`,
  'dgimu',
);
/**
 * Labels too short or too common to be read without a colon (a "NIC" is also a network card, a "TTL" a
 * time-to-live): Nigerian NIN, BVN and LGA, Pakistani CNIC, Indonesian NIK, a plain "Status" whose value is a
 * marital status, a tribe.
 */
const COLON_ONLY_DETAIL_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}((?:nin|bvn|lga|cnic|nic|nik|id|no\.? ktp|ktp|tribe|suku|ethnic group|status[ \t]*[:：][ \t]*(?=(?:single|married|divorced|widowed|separated|belum menikah|menikah|kawin|belum kawin|lajang|bekar|evli|soltero|soltera|casado|casada|célibataire|marié|mariée|ledig|verheiratet|nubile|celibe|coniugato|coniugata)\b))[ \t]*[:：][ \t]*${VALUE}|(?:status|situation)(?:[ \t]*[:：][ \t]*|[ \t]+)(?:single|married|divorced|widowed|separated|belum menikah|menikah|kawin|belum kawin|lajang|bekar|evli|soltero|soltera|casado|casada|célibataire|marié|mariée|mariée?|pacsée?|divorcée?|veuve|veuf|ledig|verheiratet|nubile|celibe|coniugato|coniugata)(?![\p{L}])(?:[ \t]*[,/][ \t]*\d{1,2}[ \t]+\p{L}+)?)`,
  'dgimu',
);
/** Body measures and blood group, known by their values: "Height: 1.68 m", "Berat Badan 55 kg", "Blood group O+". */
const BODY_RE =
  /(?<![\p{L}])(?:(?:height|weight|tinggi badan|berat badan|身長|体重|身高|신장|체중)[ \t]*[:：]?[ \t\n]*\d[\d.,]*[ \t]*(?:cm|m|kg|lbs?|ft|in|"|'|′)?(?:[ \t]*\d{1,2}[ \t]*(?:in|"|″))?|(?:blood (?:type|group)|golongan darah|kan grubu|혈액형|血液型|血型)[ \t]*[:：]?[ \t\n]*(?:AB|A|B|O|0)[ \t]*(?:[+-]|rh[ \t]*[+-]?|positive|negative|\(?(?:pos|neg)\)?)?)(?![\p{L}\p{N}])/giu;
/**
 * A label alone on its line and its value on the next, a blank line between or not (a details table read cell by
 * cell): "Marital Status" / "Single". The value line is short and is neither another label nor a heading.
 */
const DETAIL_NEXT_LINE_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}((?:${DETAIL_LABELS})(?:[ \t]*\([^)\n]{1,20}\))?[ \t]*[:：]?[ \t]*\n(?:[ \t]*\n)?[ \t]*([^\n:：]{1,40}?))[ \t]*$`,
  'dgimu',
);

/**
 * A table row read as one line, label and value joined by a space ("Estado civil casada", "民族 汉族"):
 * the whole line, when the value is a short phrase of at most three words.
 */
const DETAIL_ROW_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}((?:${DETAIL_LABELS})[ \t]+[^\s|•·;:：][^\n|•·;:：.]{0,30}?)[ \t]*$`,
  'dgimu',
);
/**
 * A row that opens with a word for children but gives no count is no detail: an employer or a name that begins with
 * the word ("Kinder Morgan CO2", "Enfants du Monde").
 */
const CHILDREN_WITHOUT_COUNT_RE =
  /^[ \t]*(?:number of children|children|hijos|enfants|kinder|filhos)[ \t]+(?!\d|no\b|none\b|keine?\b|aucun|ningun|nenhum|zero\b)/iu;

/**
 * Relatives by name (Indian and Latin-American resumes list them; a father's name carries the surname):
 * the value runs to the line's end, initials included ("Father's Name: R. Subramanian").
 */
const RELATIVE_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}((?:(?:father|mother|spouse|husband|wife|guardian)(?:['’]s)?[ \t]+name|name[ \t]+of[ \t]+(?:the[ \t]+)?(?:father|mother|spouse|guardian)|nombre[ \t]+del[ \t]+(?:padre|cónyuge)|nombre[ \t]+de[ \t]+la[ \t]+madre|nom[ \t]+du[ \t]+père|nom[ \t]+de[ \t]+la[ \t]+mère|name[ \t]+des[ \t]+vaters|name[ \t]+der[ \t]+mutter|nome[ \t]+do[ \t]+pai|nome[ \t]+da[ \t]+m[ãa]e|filia[çc][ãa]o|họ[ \t]+tên[ \t]+(?:cha|mẹ)|父亲姓名|母亲姓名)(?:${COLON}|[ \t]+)[^\n|•·;]*[^\n|•·;\s])`,
  'dgimu',
);
/** Identity documents with the number after a plain space: "RG 12.345.678-9", "Passport No. X1234567". */
/**
 * A right-to-left details line as a text layer in visual order gives it: the value, then the label with its colon on
 * either side ("أردنية :الجنسية"). Arabic and Hebrew labels only.
 */
const RTL_LABELS = DETAIL_LABEL_LIST.split('|')
  .filter((l) => /[\u0590-\u06FF]/u.test(l))
  .join('|');
const RTL_DETAIL_RE = new RegExp(
  String.raw`^[ \t]*([^\n:：]{1,60}?)[ \t]*(?:[:：][ \t]*(?:${RTL_LABELS})|(?:${RTL_LABELS})[ \t]*[:：])[ \t]*$`,
  'dgmu',
);
/**
 * A detail's label and a value of up to four words between separators, without a colon ("… · Nationalité suisse · …",
 * "— Situation familiale mariée, deux enfants —").
 */
const INLINE_BARE_DETAIL_RE = new RegExp(
  String.raw`(?:[|•·;]|[ \t][—–][ \t])[ \t]*((?:${DETAIL_LABELS})[ \t]+\p{L}[\p{L}\p{M}-]*(?:,?[ \t]+[\p{L}\p{N}][\p{L}\p{M}-]*){0,3})(?=[ \t]*(?:[|•·;]|[ \t][—–][ \t]|$))`,
  'dgimu',
);
/** A Japanese form's gender, alone after the age on the birth-date line ("…（満33歳） 女"). */
const JAPANESE_GENDER_AFTER_AGE_RE = /(?<=歳[ \t\u3000]*[)）]?[ \t\u3000]*)[男女](?![\p{L}])/gu;
/** A Chilean RUT by its shape, with or without a label ("16.482.905-K"). */
const RUT_RE = /(?<![\p{L}\p{N}.])\d{1,2}\.\d{3}\.\d{3}-[\dkK](?![\p{L}\p{N}])/gu;
/** Singapore's and Malaysia's identity numbers, masked or not ("NRIC: S****567D"), and a citizenship stated alone ("Singapore Citizen"). */
const MASKED_ID_RE =
  /(?<![\p{L}])(?:NRIC|FIN|NRIC\/FIN)(?:[ \t]*(?:No\.?|number))?[ \t]*[:：]?[ \t]*[STFGM][\d*xX•]{7}[A-Z](?![\p{L}\p{N}])|(?<![\p{L}])(?:\p{Lu}\p{Ll}+[ \t]+){1,2}(?:Citizen|citizen|Permanent Resident|PR)(?![\p{L}])/gu;
const ID_LABEL_RE =
  /(?<![\p{L}])(?:RG|CPF|DNI|NIE|NIF|NIK|KTP|STR|CURP|RUT|RUN|CI|C\.I\.|Documento|Cédula(?:[ \t]+de[ \t]+identidad)?|CIN|CNIE|C\.C\.|SSN|Aadhaar|PAN|CMND|CCCD|Passport|Pasaporte|Passeport|Reisepass|Passaporte|QID|HKID|Emirates[ \t]+ID|EID|Iqama|CNIC|NRIC|MyKad|IC|National[ \t]+Insurance|NINO|NI|PPSN?|PPS|SIN|Social[ \t]+Insurance|TFN|Tax[ \t]+File|IRD|NHS|SSS|TIN|PhilHealth|Pag-IBIG|Sozialversicherungs(?:nummer)?|SV|NSS|NISS|PESEL|NIP|CNP|EGN|OIB|JMBG|EMŠO|BSN|Personnummer|CPR|Henkilötunnus|Fødselsnummer)(?:[ \t]*(?:No\.?|Nr\.?|Nº|n[º°]|#|number|número|numéro|nummer))?[ \t]*[:：]?[ \t]*(?:[VEJ]-)?(?:[A-Z]{1,3}[ -]?)?\d[\d. /-]{4,20}[\dA-Z]{1,2}(?:\([\dA-Z]\))?(?![\p{L}\p{N}])/gu;
/** The same labels after a separator on a line ("… | Nacionalidad: peruana | Estado civil: soltera"). */
const INLINE_DETAIL_RE = new RegExp(
  String.raw`(?:[|•·;]|[ \t][—–][ \t])[ \t]*((?:${DETAIL_LABELS})[ \t]*[:：][ \t]*${VALUE})`,
  'dgiu',
);
/**
 * Marital status and nationality after any other text on the line, with their colon ("… PLENO Estado civil:
 * solteiro"): labels nothing else is called. Their value runs to the line's end or the next separator.
 */
const INLINE_STATUS_RE = new RegExp(
  String.raw`(?<=[ \t])((?:marital status|civil status|estado civil|situation familiale|situation|état civil|etat civil|familienstand|zivilstand|stato civile|nationality|nacionalidad|nationalité|nacionalidade|nationalität|staatsangehörigkeit|štátna príslušnosť|státní příslušnost|državljanstvo|pilietybė|domicile)[ \t]*[:：][ \t]*${VALUE})`,
  'dgiu',
);
/**
 * The same inside a line of details run together ("… Nationalité : suisse [date] État civil : marié"): the value is a
 * word or two ("suisse et française"), so that the next detail on the line keeps its own reading.
 */
const INLINE_SHORT_STATUS_RE = new RegExp(
  String.raw`(?<=[ \t])((?:marital status|civil status|estado civil|état civil|etat civil|familienstand|nationality|nacionalidad|nationalité|nacionalidade|nationalität|staatsangehörigkeit)[ \t]*[:：][ \t]*\p{L}[\p{L}\p{M}'’-]*(?:[ \t]+(?:et|and|y|e|und)[ \t]+\p{L}[\p{L}\p{M}'’-]*)?)`,
  'dgiu',
);
/** A French age alone as an item ("34 ans · Permis B"), not a duration ("5 ans d'expérience"). */
const FRENCH_AGE_RE = /(?<=^|[|•·,;(][ \t]*|^[ \t]*)(?:1[6-9]|[2-6]\d)[ \t]*ans(?=[ \t]*(?:$|[|•·,;)]))/gmu;
/**
 * A professional registration or licence number after its body or label ("NMC PIN 11K2345E", "GMC number 7123456",
 * "CRM-SP 123456", "COREN-MG 512.884", "CRN-3 41.207", "KNMC/RN/77120", "M.P.: 14.872", "ATPL(A) GBR.FCL.AT.214867B",
 * "Iscrizione Ordine n. 2871", "Colegiado nº 28/12345"), or after any body's acronym and a word for a number ("SRA
 * number: 555271", "ICAEW no. 8123456"): the number alone goes (the registration itself may be a criterion). At least
 * four digits, and not a year ("member since 2015").
 */
const REGISTRATION_NUMBER_RE =
  /(?<![\p{L}])(?:[Rr]egistration|[Rr]egn?\.|[Ll]icen[cs]e|[Ll]icen[cs]ia|[Ll]icença|[Mm]embership|[Mm]ember|PIN|[Cc]olegiad[oa]|[Mm]atr[íi]cula|[Cc]ertificate|[Rr]eference [Nn]umber|CRM|CREA|OAB|COREN|CRP|CRN|CRF|CRO|CRC|CREFITO|CRMV|CREF|CAU|GMC|NMC|HCPC|AHPRA|NPI|PRC|TRN|DBS|TSC|M\.P\.|M\.N\.|T\.P\.|[Ii]scrizione|Albo|[Rr]ejestrze|[Pp]araf[ăa]|ATPL|CPL|DL|CDL|[Cc]ard|[Bb]adge|[Pp]ermit|[Pp]ermis|[Ff]ührerschein|[Cc]arnet|[Bb]ook|[Cc]ouncil|SIRB|SID|STCW|CoC|TESDA|NC\s?II|\p{Lu}{2,6}(?=[ \t]+(?:[Nn]umber|[Nn]o\.|[Nn]r\.|ID|#)))(?![\p{L}])(?:-(?:[A-Z]{2}|\d{1,2})(?![\p{L}\p{N}]))?(?:[ \t]*\([^)\n]{1,20}\))?(?:[ \t:：#—–,-]+(?:[\p{L}º°]+\.?|No\.|Nr\.|nº|\([^)\n]{1,20}\))){0,3}?[ \t:：#—–-]+((?!(?:19|20)\d{2}(?![\p{N}]))(?=[A-Z\d/.-]*\d[A-Z\d/. -]*\d[A-Z\d/. -]*\d[A-Z\d/. -]*\d)(?:[A-Z]{1,5}[/.-])*[A-Z]{0,4}\.?\d(?:[A-Z\d/-]|\.(?=\d)){3,18}(?:[ \t]\d{3,5}(?![\p{L}\p{N}/.-]))*)(?![\p{L}\p{N}])/dgu;
/**
 * A number after "No.", "Nr." or "Nº" ("OEC No. 12345678", "Seaman's Book No.: C0123456"), or after a label in
 * capitals and its colon ("SIRB: A1234567"): a document's or a registration's number, five characters at least with a
 * digit, not a year. The number goes, the label stays.
 */
const NUMBER_AFTER_NO_RE =
  /(?<![\p{L}\p{N}])(?:No\.?|Nr\.?|nr\.?|Nº|N°|n°|nº|n\.º|n\.)[ \t]*[:：]?[ \t]*(?:\p{Lu}\p{Ll}+[ \t]+)?((?!(?:19|20)\d{2}(?![\p{N}]))(?=[A-Z\d/-]*\d[A-Z\d/-]*\d[A-Z\d/-]*\d)[A-Z]{0,4}-?\d[\dA-Z/-]{3,18})(?![\p{L}\p{N}])|(?<![\p{L}])\p{Lu}{2,6}[ \t]*[:：][ \t]*([A-Z]{1,3}\d{6,12}[A-Z]?)(?![\p{L}\p{N}])/dgu;
/**
 * A document's number after a colon, ending its line: one to three capitals (Latin or Cyrillic), six to nine digits
 * ("Working With Children Check: WWC0555128E", "Закордонний паспорт: FT555902", "…: АВ 555123").
 */
const CODE_AFTER_COLON_RE = /[:：][ \t]*((?:[A-Z]{1,3}|[А-ЯІЇЄҐ]{1,3})[ -]?\d{6,9}[A-Z]?)[ \t]*$/dgmu;
/**
 * The same without the colon, after the label's last word ("Working with Children WWC 5550813E"): seven digits or more,
 * or six and a check letter, after one to three capitals.
 */
const CODE_ENDING_LINE_RE = /(?<=[\p{L})][ \t]+)([A-Z]{1,3}[ -]?(?:\d{7,9}[A-Z]?|\d{6}[A-Z]))[ \t]*$/dgmu;
/**
 * A licence's, a registration's or a document's label ending its line, its number alone on the next (a sidebar's
 * rows: "Gas Safe Reg. No." / "555128", "Driving Licence" / "FERRI805128C99LX", "… Certification No." / "555871"):
 * the number goes, a note in brackets after it stays.
 */
const NUMBER_UNDER_LABEL_RE =
  /(?:(?<![\p{L}])(?:No\.?|Nr\.?|Number|#|Licen[cs]e|Reg\.?|Registration|Passport|Card|Certificate|Permit|ID)|番号|번호)[ \t]*[:：]?[ \t]*\n(?:[ \t]*\n)?[ \t]*((?!(?:19|20)\d{2}[ \t]*(?:\n|$))(?=[A-Z\d/-]*\d[A-Z\d/-]*\d[A-Z\d/-]*\d[A-Z\d/-]*\d)[A-Z\d][A-Z\d/-]{3,24})(?=[ \t]*(?:\([^)\n]*\))?[ \t]*(?:\n|$))/dgu;
/** A British National Insurance number ("QQ 12 34 56 C"). */
const NINO_RE = /(?<![\p{L}\p{N}])[A-Z]{2}[ ]?\d{2}[ ]?\d{2}[ ]?\d{2}[ ]?[A-D](?![\p{L}\p{N}])/gu;
/** A Japanese or Chinese licence or registration number ("看護師免許 第123456号", "登録番号 12345"): the number goes. */
const CJK_LICENCE_RE =
  /(?:免許|登録|資格|免状|执业|執業|资格|證書|证书)(?:証|证)?(?:番号|編號|编号)?[ \t]*[:：]?[ \t]*第?[ \t]*((?:[A-Z]{1,3}-?)?\d[\d-]{3,14})[ \t]*号?/dgu;
/** A Korean licence or registration number, "제 N 호" ("간호사 면허 제 398114 호", "면허번호 제12345호"). */
const KOREAN_LICENCE_RE =
  /(?:면허|자격증?|등록|허가)(?:[ \t]*번호)?[ \t]*[:：]?[ \t]*제[ \t]*(\d[\d-]{3,14})[ \t]*호/dgu;
/** A Japanese date of birth marked "生" (born): "1990年11月3日生", "平成2年11月3日生まれ". */
const JAPANESE_BIRTH_RE =
  /(?:(?:19|20)\d{2}|(?:昭和|平成|令和)[ \t]*\d{1,2})[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日[ \t]*生(?:まれ)?/gu;
/** A label that ends a line after other items, its value wrapped onto the next ("… — Nationalité:" / "suisse et française — …"). */
const LABEL_WRAPPED_RE = new RegExp(
  String.raw`(?:[|•·;]|[ \t][—–][ \t])[ \t]*((?:nationality|nationalité|nacionalidad|nacionalidade|nationalität|staatsangehörigkeit|citizenship|marital status|état civil|estado civil|familienstand)[ \t]*[:：][ \t]*\n[ \t]*[^\n|•·;—–]*[^\n|•·;—–\s])`,
  'dgiu',
);
/** Numbers whose shape says what they are: Brazilian CPF, Spanish DNI and NIE, US SSN, Mexican CURP and RFC, Swiss AHV, Italian codice fiscale, Hong Kong ID. */
const ID_NUMBER_RES = [
  /(?<![\p{N}.])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\p{N}])/gu,
  /(?<![\p{L}\p{N}])\d{8}-?[A-HJ-NP-TV-Z](?![\p{L}\p{N}])/gu,
  /(?<![\p{L}\p{N}])[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z](?![\p{L}\p{N}])/gu,
  /(?<![\p{N}-])\d{3}-\d{2}-\d{4}(?![\p{N}-])/gu,
  /(?<![\p{L}\p{N}])[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z\d]\d(?![\p{L}\p{N}])/gu,
  // A Swiss AHV/AVS number, which always opens with 756.
  /(?<![\p{N}.])756\.\d{4}\.\d{4}\.\d{2}(?![\p{N}])/gu,
  // An Italian codice fiscale: six letters of the names, the birth date and place, a check letter.
  /(?<![\p{L}\p{N}])[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\p{L}\p{N}])/gu,
  // A Hong Kong identity card number with its check digit in brackets.
  /(?<![\p{L}\p{N}])[A-Z]{1,2}\d{6}\([\dA]\)(?![\p{L}\p{N}])/gu,
  // A Mexican RFC: four letters, the birth date, three characters.
  /(?<![\p{L}\p{N}])[A-ZÑ&]{4}\d{6}[A-Z\d]{3}(?![\p{L}\p{N}])/gu,
];

/** A Pakistani CNIC, a Malaysian MyKad number, an Argentine CUIL or CUIT: digit groups of their own lengths. */
const GROUPED_ID_RE =
  /(?<![\p{N}-])(?:\d{5}-\d{7}-\d|\d{6}-\d{2}-\d{4}|(?:20|23|24|27|30|33|34)-\d{8}-\d)(?![\p{N}-])/gu;
/**
 * Identity numbers known by their digit groups alone. Applied beside the contact lines' reading, not before it: a
 * contact line's address or birth date that runs on into such a number keeps its own span.
 */
export function groupedIdSpans(text: string): Span[] {
  // Below an address: one that runs on into the number takes it along.
  return spansOf(text, GROUPED_ID_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.address + 0.5);
}

/** Cheap tests that let a text without any such word skip the costlier expressions. */
const MAY_HAVE_DOB =
  /personal|persönlich|personales|personnelles|pessoais|γέννησ|rođen|rodjen|рођен|рођењ|раждане|rojstva|gimimo|dzimšan|sünni|naște|naste|naşte|lindja|जन्म|birth|born|føds|født|fødd|naroz|narod|szület|syntym|syntyn|d\.?\s?o\.?\s?b|nac|naiss|n[ée]e?\s+le|geb|jahrgang|nasc|sinh|出生|生日|lahir|do[ğg]um|nat[oa]\s+(?:il|ad?)\s|geboorte|geboren|urodzenia|föd|рожд|народж|ميلاد|생년|生年|เกิด/iu;
const MAY_HAVE_AGE = /age|edad|alter|idade|tuổi|年龄|年齡|old|y\.\s?o|años|ans|jahre|anos|歳|岁|歲|세/iu;

/** A line that opens a section or states another detail: never the value of the label above it. */
const NOT_A_VALUE_RE = new RegExp(String.raw`^(?:${DETAIL_LABELS}|${DOB_LABEL})(?:[ \t]*\([^)\n]{1,20}\))?$`, 'iu');

function nextLineDetails(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(DETAIL_NEXT_LINE_RE)) {
    const value = (m[2] ?? '').trim();
    const [start, end] = m.indices?.[1] ?? [0, 0];
    if (value.length === 0 || value.split(/\s+/u).length > 5 || NOT_A_VALUE_RE.test(value)) continue;
    // A heading in capitals ("EXPERIENCE", "WORK HISTORY") opens the next section: the label had no value.
    if (/^[\p{Lu}\s&]+$/u.test(value) && value.split(/\s+/u).some((w) => isNotNameWord(w))) continue;
    out.push({
      start,
      end,
      kind: 'personal_detail',
      replacement: PLACEHOLDERS.personal_detail,
      priority: PRIORITY.phone - 0.5,
    });
  }
  return out;
}

/** A gender within a line of CJK details ("生（満32歳） 性別：女"): the label and its one-character value. */
const CJK_GENDER_RE = /(?:性別|性别|성별)[ \t]*[:：]?[ \t]*(?:男性|女性|남성|여성|男|女|남|여)/gu;
/** A date-of-birth label alone on its line and the date on the next (a details table read cell by cell). */
const DOB_NEXT_LINE_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${DOB_LABEL})[ \t]*[:：]?[ \t]*\n[ \t]*${DATE}(?![\p{N}])`,
  'giu',
);

/**
 * A date-of-birth label that opens a line another column's text runs on from (OCR of a two-column page: "Date of
 * birth Politehnica University …"), and a full date alone on the next line: the birth date.
 */
const DOB_LABEL_THEN_DATE_LINE_RE = new RegExp(
  String.raw`^[ 	]*(?:${DOB_LABEL})(?![\p{L}])[^
]*
[ 	]*((?:\d{1,2}[./-]\d{1,2}[./-](?:19[4-9]\d|200\d)|(?:19[4-9]\d|200\d)[./-]\d{1,2}[./-]\d{1,2}))[ 	]*$`,
  'dgimu',
);

/** The heading of a personal-details block, with a value on its line or not ("Personal details 11/08/1994"). */
const PERSONAL_HEADING_RE =
  /^[ \t]*(?:personal(?:[ \t]+|[ \t]*\n[ \t]*)(?:details|data|information|particulars|profile)|état(?:[ \t]+|[ \t]*\n[ \t]*)civil(?=[ \t]*$)|etat(?:[ \t]+|[ \t]*\n[ \t]*)civil(?=[ \t]*$)|dados(?:[ \t]+|[ \t]*\n[ \t]*)pessoais|datos(?:[ \t]+|[ \t]*\n[ \t]*)personales|données(?:[ \t]+|[ \t]*\n[ \t]*)personnelles|informations(?:[ \t]+|[ \t]*\n[ \t]*)personnelles|persönliche(?:[ \t]+|[ \t]*\n[ \t]*)(?:daten|angaben)|dati(?:[ \t]+|[ \t]*\n[ \t]*)personali|osobní(?:[ \t]+|[ \t]*\n[ \t]*)údaje|osobné(?:[ \t]+|[ \t]*\n[ \t]*)údaje|dane(?:[ \t]+|[ \t]*\n[ \t]*)osobowe|persoonlijke(?:[ \t]+|[ \t]*\n[ \t]*)gegevens|henkilötiedot|personuppgifter|personlige(?:[ \t]+|[ \t]*\n[ \t]*)oplysninger|kişisel(?:[ \t]+|[ \t]*\n[ \t]*)bilgiler|thông(?:[ \t]+|[ \t]*\n[ \t]*)tin(?:[ \t]+|[ \t]*\n[ \t]*)cá(?:[ \t]+|[ \t]*\n[ \t]*)nhân)[ \t]*:?[ \t]*([^\n]*)$/gimu;
/** How many children, beside a marital status ("3 enfants", "zwei Kinder", "two children", "dos hijos"). */
const CHILDREN_COUNT = String.raw`(?:\d{1,2}|one|two|three|four|five|un|une|deux|trois|quatre|cinq|ein|eine|zwei|drei|vier|fünf|uno|una|dos|tres|cuatro|cinco|um|uma|dois|duas|três|quatro|due|tre|quattro|twee|drie|vier)[ \t]+(?:children|child|kids|enfants?|kinder|kind|hij[oa]s?|filh[oa]s?|figli[oa]?|kinderen|dzieci|dziecko)`;
const CHILDREN_ITEM_RE = new RegExp(String.raw`^${CHILDREN_COUNT}$`, 'iu');
/** The children's count after a marital status and a comma ("verheiratet, zwei Kinder"). */
const CHILDREN_AFTER_RE = new RegExp(String.raw`[ \t]*[,/;][ \t]*${CHILDREN_COUNT}$`, 'iu');
const MARITAL_VALUE = String.raw`single|married|unmarried|divorced|widowed|separated|engaged|soltero|soltera|casado|casada|solteiro|solteira|divorciad[oa]|viúv[oa]|viud[oa]|célibataire|mariée?|pacsée?|divorcée?|veuve|veuf|ledig|verheiratet|geschieden|verwitwet|nubile|celibe|coniugat[oa]|sposat[oa]|svobodn[ýá]|ženat[ýá]?|vdaná|slobodn[ýá]|kawin|belum kawin|menikah|lajang|evli|bekar|ugift|gift`;
const GENDER_VALUE = String.raw`male|female|man|woman|masculino|feminino|femenino|homme|femme|männlich|weiblich|maschio|femmina|muž|žena|nữ|perempuan|laki-laki|wanita|pria|kadın|erkek`;
const RELIGION_VALUE = String.raw`islam|muslim|christian(?:ity)?|catholic|roman catholic|protestant|orthodox|hindu(?:ism)?|buddhis[mt]|sikh(?:ism)?|jain(?:ism)?|jewish|judaism|evangelical|musulmane?|chrétien(?:ne)?|catholique|católic[oa]|cristian[oa]|evangélic[oa]|evangelisch|katholisch|muslimisch|hindú|budista|musulmán|musulmana`;
/** An identity number alone: letters then at least six digits, with dots, dashes or spaces ("Z4471028", "33.871.402"). */
const ID_SHAPE = String.raw`[A-Z]{0,3}-?(?=(?:[.\- /]?\d){6})\d[\d.\- /]{4,18}[\dA-Z]`;
/** One value alone on a line in that block: a marital status, a gender, a nationality's adjective, a birth date. */
const PERSONAL_VALUE_LINE_RE = new RegExp(
  String.raw`^[ \t]*(?:[-•*·▪►●◦‣–][ \t]*)?((?:${MARITAL_VALUE}|${GENDER_VALUE}|${RELIGION_VALUE})(?:[ \t]*[,/][ \t]*(?:\d{1,2}[ \t]+\p{L}+|${CHILDREN_COUNT}))?|${DATE}|${ID_SHAPE})[ \t]*$`,
  'iu',
);
/** A nationality's adjective alone ("Egyptian", "Lebanese", "Marocaine", "Brasileira"): capitalised, one word. */
const NATIONALITY_LINE_RE =
  /^[ \t]*(?:[-•*·▪►●◦‣–][ \t]*)?(\p{Lu}\p{Ll}+(?:ian|ean|an|ese|ish|i|ais|aise|ain|aine|ois|oise|ano|ana|eiro|eira|ês|esa|ien|ienne)|deutsch|suisse|française|français|belge|russe|türkisch|österreichisch|schweizerisch)[ \t]*$/iu;

/** A line that is a number's label alone ("PEC Reg. No.", "Licence number", "Passport #"). */
const NUMBER_LABEL_LINE_RE = /^(?:[\p{L}.'’-]+[ \t]+){0,3}(?:No\.?|Nr\.?|Nº|N°|[Nn]umber|ID|#)[ \t]*[:：]?$/u;
/** A short value alone on a line: no sentence, at most four words. */
const SHORT_VALUE_RE = /^[^\n]{1,40}$/u;

/**
 * A details table read column by column (a LaTeX or design template's two columns, a form's cells): two or more labels
 * alone on their lines ("CNIC" / "PEC Reg. No." / "Date of Birth"), then, within fifteen lines, a run of as many short
 * lines or more whose first ones hold a value by its shape (a date, an identity number, a marital status): the values
 * in the labels' order ("17301-5550418-2" / "CIVIL/55731" / "03-05-1991"). Each of them goes.
 */
function labelColumnSpans(text: string): Span[] {
  const all: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const line of text.split('\n')) {
    all.push({ text: line.trim(), start: at + line.length - line.trimStart().length });
    at += line.length + 1;
  }
  const isLabel = (l: string) =>
    l !== '' && (NOT_A_VALUE_RE.test(l.replace(/[ \t]*[:：]$/u, '')) || NUMBER_LABEL_LINE_RE.test(l));
  const out: Span[] = [];
  for (let i = 0; i < all.length; i++) {
    let k = 0;
    while (i + k < all.length && isLabel(all[i + k]?.text ?? '')) k++;
    if (k < 2) {
      i += k;
      continue;
    }
    // The runs of non-empty lines after the labels, within fifteen lines: the first of k lines or more whose first k
    // hold a value by its shape (a year alone or a month and year is a job's date, not a birth date).
    for (let j = i + k; j < Math.min(all.length, i + k + 15);) {
      if (all[j]?.text === '') {
        j++;
        continue;
      }
      let n = 0;
      while (j + n < all.length && (all[j + n]?.text ?? '') !== '') n++;
      // The values' run may go on into the next block (a list the column printed after them, with no gap).
      const run = all.slice(j, j + k);
      const valued = run.some((l) => {
        const v = PERSONAL_VALUE_LINE_RE.exec(l.text)?.[1]?.trim() ?? '';
        return (v !== '' && !/^(?:\p{L}+\.?[ \t]+)?(?:19|20)\d{2}$/u.test(v)) || NATIONALITY_LINE_RE.test(l.text);
      });
      if (
        n >= k &&
        valued &&
        run.every((l) => SHORT_VALUE_RE.test(l.text) && l.text.split(/\s+/u).length <= 4 && !isLabel(l.text))
      ) {
        for (const l of run)
          out.push({
            start: l.start,
            end: l.start + l.text.length,
            kind: 'personal_detail',
            replacement: PLACEHOLDERS.personal_detail,
            priority: PRIORITY.personal - 0.2,
          });
        break;
      }
      j += n;
    }
    i += k;
  }
  return out;
}

/** Every word of the detail labels ("rut", "nacimiento", "civil"). */
const LABEL_WORDS = new Set(`${DETAIL_LABEL_LIST}|${DOB_LABEL}`.toLowerCase().match(/\p{L}+/gu) ?? []);

/**
 * A personal-details block that gives its values without labels (an ATS export, a two-column table read row by
 * row): "PERSONAL DETAILS" / "9 September 1993" / "Egyptian" / "Married". Up to eight lines after the heading,
 * each that is one such value alone; the block ends at a longer line.
 */
function personalBlockSpans(text: string): Span[] {
  const out: Span[] = [];
  const push = (start: number, end: number, kind: 'date_of_birth' | 'personal_detail') =>
    out.push({ start, end, kind, replacement: PLACEHOLDERS[kind], priority: PRIORITY.personal });
  for (const m of text.matchAll(PERSONAL_HEADING_RE)) {
    let at = (m.index ?? 0) + m[0].length;
    const rest = m[1] ?? '';
    const restStart = at - rest.length;
    // A job portal prints the heading before each value on its row ("Personal Details Married", "… Islam").
    const onLine = new RegExp(`^(?:${DATE})$`, 'iu').test(rest.trim());
    if (onLine) push(restStart, restStart + rest.trimEnd().length, 'date_of_birth');
    else if (rest.trim() !== '' && (PERSONAL_VALUE_LINE_RE.test(rest) || NATIONALITY_LINE_RE.test(rest)))
      push(restStart + rest.indexOf(rest.trim()), restStart + rest.trimEnd().length, 'personal_detail');
    else if (new RegExp(DETAIL_RE.source, 'iu').test(rest) || new RegExp(COLON_ONLY_DETAIL_RE.source, 'iu').test(rest))
      // "Datos personales Documento: 33.871.402": a labelled detail after the heading.
      push(restStart + rest.indexOf(rest.trim()), restStart + rest.trimEnd().length, 'personal_detail');
    for (let seen = 0; seen < 8 && at < text.length;) {
      const end = text.indexOf('\n', at + 1);
      const line = text.slice(at + 1, end === -1 ? undefined : end);
      const lineStart = at + 1;
      at = end === -1 ? text.length : end;
      if (line.trim() === '') continue;
      seen++;
      // A label set above its value, or a piece of one wrapped ("RUT", "Fecha de" / "nacimiento"), goes on.
      const labelWord = !/\s/u.test(line.trim()) && LABEL_WORDS.has(line.trim().toLowerCase());
      // The next section's heading ends the block ("EXPERIENCE", "Experiência").
      if (!labelWord && line.trim() === line.trim().toUpperCase() && /\p{Lu}{3}/u.test(line)) break;
      // The values may share a line, set apart by bars or dots ("23.04.1989 | deutsch").
      let offset = 0;
      let any = false;
      for (const piece of line.split(/([|•·;]|[ \t][—–][ \t])/u)) {
        const pieceStart = lineStart + offset;
        offset += piece.length;
        const v = PERSONAL_VALUE_LINE_RE.exec(piece) ?? NATIONALITY_LINE_RE.exec(piece);
        if (!v?.[1]) continue;
        any = true;
        const start = pieceStart + piece.indexOf(v[1]);
        const date = new RegExp(`^(?:${DATE})$`, 'iu').test(v[1]);
        push(start, start + v[1].length, date ? 'date_of_birth' : 'personal_detail');
      }
      if (
        !any &&
        !labelWord &&
        (line.trim().split(/\s+/u).length > 5 || (!/\s/u.test(line.trim()) && isNotNameWord(line.trim())))
      )
        break;
    }
  }
  return out;
}

const STATUS_ITEM_RE = new RegExp(String.raw`^(?:${MARITAL_VALUE}|${GENDER_VALUE}|${RELIGION_VALUE})$`, 'iu');
/**
 * A personal value given alone as an item, without its label (an icon's column, a line of contact items): a marital
 * status, a gender, a religion, or a nationality's adjective ("Casada", "Female", "Ecuatoriana", "deutsch").
 */
export function isPersonalValueItem(value: string): boolean {
  // A marital status with the children's count after it ("verheiratet, zwei Kinder", "Married, 2 children").
  const v = value.trim().replace(CHILDREN_AFTER_RE, '');
  return (STATUS_ITEM_RE.test(v) && !/^(?:engaged|gift|man)$/iu.test(v)) || isDemonym(v);
}

/** An age alone as a list item: "34 anos", "29 years", "41 ans". */
const AGE_ITEM_RE = /^(?:1[6-9]|[2-7]\d)[ \t]+(?:anos|años|ans|jahre|years(?:[ \t]+old)?|yrs|tuổi)$/iu;

/**
 * A line of personal values set apart by commas, without labels ("Brasileira, Casada, 34 anos"): two or more of
 * its items a nationality, a marital status, a gender, a religion or an age; those items go.
 */
function personalValueListSpans(text: string): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (!line.includes(',') || line.length > 100) continue;
    const items: Array<{ start: number; end: number }> = [];
    // A nationality's adjective alone is also a language ("English, Spanish"): a marital status, a gender or an
    // age must be among the items.
    let status = false;
    let offset = 0;
    for (const piece of line.split(/([,;])/u)) {
      const value = piece.trim();
      const start = lineStart + offset + piece.indexOf(value);
      offset += piece.length;
      if (value === '' || value === ',' || value === ';') continue;
      const personal = STATUS_ITEM_RE.test(value) || AGE_ITEM_RE.test(value) || CHILDREN_ITEM_RE.test(value);
      status ||= personal;
      if (personal || NATIONALITY_LINE_RE.test(value)) items.push({ start, end: start + value.length });
    }
    if (items.length >= 2 && status)
      for (const i of items)
        out.push({
          ...i,
          kind: 'personal_detail',
          replacement: PLACEHOLDERS.personal_detail,
          priority: PRIORITY.personal,
        });
  }
  return out;
}

/** Labels a portal's table prints in one row above the values' row ("Address Idade Estado civil", "Address 出生年月 性别"). */
const ROW_LABEL_RE =
  /date of birth|birth ?date|age|gender|sex|marital status|nationality|religion|passport|caste|idade|edad|âge|alter|estado civil|sexo|género|gênero|nacionalidad|nacionalidade|fecha de nacimiento|data de nascimento|出生年月|出生日期|性别|性別|年龄|年齡|婚姻状况|婚姻狀況|国籍|國籍|生年月日|성별|생년월일|나이/giu;
/** A value under such a label: a marital status, a gender, an age, a birth month or date, a CJK gender alone. */
const ROW_VALUE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${MARITAL_VALUE}|${GENDER_VALUE}|(?:1[6-9]|[2-7]\d)[ \t]*(?:anos|años|ans|jahre|years|yrs|岁|歲|세)|(?:19[4-9]\d|200\d)[./-]\d{1,2}(?:[./-]\d{1,2})?|\d{1,2}[./-]\d{1,2}[./-](?:19[4-9]\d|200\d)|\d{1,2}\.?[ \t]+(?:de[ \t]+)?\p{L}{3,10}\.?[ \t]+(?:de[ \t]+)?(?:19[4-9]\d|200\d))(?![\p{L}\p{N}])|(?<=[ \t]|^)[男女](?=[ \t]|$)`,
  'giu',
);

/**
 * A table read row by row: a line of two or more detail labels (and other column names), then the line of values
 * under them. The values that are personal details by their shape go; the others (an address, a phone) are read by
 * their own detectors.
 */
function labelRowSpans(text: string): Span[] {
  const out: Span[] = [];
  const lines = text.split('\n');
  let at = 0;
  for (const [i, line] of lines.entries()) {
    const start = at;
    at += line.length + 1;
    const labels = line.match(ROW_LABEL_RE) ?? [];
    const columns = [...line.matchAll(ROW_COLUMN_RE)];
    // Two labels, or one among other columns (contact columns, or column names in capitals: "RFC FECHA DE NACIMIENTO").
    const capitals = /\p{Lu}{2}/u.test(line) && line === line.toUpperCase();
    if (line.length > 80 || (labels.length < 2 && !(labels.length >= 1 && (columns.length >= 2 || capitals)))) continue;
    // Nothing but labels and column names: no digits, no more than six words.
    if (/\d/u.test(line) || line.trim().split(/\s+/u).length > 6) continue;
    const next = lines[i + 1];
    if (next === undefined) continue;
    const nextStart = start + line.length + 1;
    const push = (from: number, to: number) =>
      out.push({
        start: nextStart + from,
        end: nextStart + to,
        kind: 'personal_detail',
        replacement: PLACEHOLDERS.personal_detail,
        priority: PRIORITY.personal,
      });
    for (const m of next.matchAll(ROW_VALUE_RE)) push(m.index ?? 0, (m.index ?? 0) + m[0].length);
    // By position: a column whose values are one word each (nationality, religion, age, passport number), when the
    // row has a value for every column, or the column is the row's first or last.
    const values = [...next.matchAll(/\S+/gu)];
    const whole = columns.map((c) => c[0]).join(' ').length >= line.trim().length - 2;
    for (const [k, column] of columns.entries()) {
      if (!ONE_WORD_DETAIL_RE.test(column[0])) continue;
      const value =
        whole && values.length === columns.length
          ? values[k]
          : k === columns.length - 1
            ? values[values.length - 1]
            : k === 0
              ? values[0]
              : undefined;
      if (!value || /[@/]/u.test(value[0]) || value[0].length > 20) continue;
      push(value.index ?? 0, (value.index ?? 0) + value[0].length);
    }
  }
  return out;
}

/** The columns of a portal's details row, in order: the detail labels and the contact columns beside them. */
const ROW_COLUMN_RE =
  /(?<![\p{L}])(?:date of birth|birth ?date|passport(?:[ \t]+no\.?)?|marital status|current location|total experience|notice period|visa status|nationality|religion|gender|sex|age|mobile|e-?mail|phone|caste|location)(?![\p{L}])/giu;
/** Columns whose value is one word and a personal detail. */
const ONE_WORD_DETAIL_RE = /^(?:passport(?:[ \t]+no\.?)?|nationality|religion|gender|sex|age|caste)$/iu;

/** A gender alone on its line in a CJK form that has the label somewhere (its cells read out of order). */
const CJK_GENDER_CELL_RE = /^[ \t]*[男女남여][ \t]*$/gmu;

/**
 * A status, a gender or a nationality after its label with only a space, inside a line ("… Marital Status Single Gender
 * Male", "NRIC / ID no. … Nationality Malaysian"); a gender after its icon ("⚥ Nữ"); a Chinese gender after the end of
 * its label a form's cells split ("姓 名 … 别 女").
 */
const INLINE_BARE_STATUS_RE = new RegExp(
  String.raw`(?<![\p{L}])((?:marital[ \t]+status|civil[ \t]+status|estado[ \t]+civil|état[ \t]+civil|familienstand)[ \t]+(?:${MARITAL_VALUE})|(?:gender|sex|sexo|sexe|geschlecht)[ \t]+(?:${GENDER_VALUE})|(?:religion|religión|religião|konfession|agama|tôn giáo)[ \t]+(?:${RELIGION_VALUE}))(?![\p{L}])|[⚥♀♂]\uFE0F?[ \t]*(?:${GENDER_VALUE}|nam)(?![\p{L}])|(?<![\p{L}])(?:性[ \t]*)?[别別][ \t]*[:：]?[ \t]*[男女](?![\p{L}])`,
  'giu',
);
/** A Singapore NRIC or FIN ("S9134782G"): a letter, seven digits, a check letter. */
const NRIC_RE = /(?<![\p{L}\p{N}])[STFGM]\d{7}[A-Z](?![\p{L}\p{N}])/gu;
const NATIONALITY_AFTER_LABEL_RE =
  /(?<![\p{L}])(?:nationality|citizenship|nationalité|nacionalidad|nacionalidade|staatsangehörigkeit|staatsbürgerschaft|kewarganegaraan|warganegara|quốc tịch)[ \t]*[:：]?[ \t]+(\p{Lu}[\p{L}\p{M}-]+)(?![\p{L}])/giu;
/**
 * A citizen of a country, in the words of any item ("Permis de travail: citoyen suisse", "ciudadana mexicana",
 * "citizen of Kenya"): the word for a citizen, then a nationality or a country.
 */
const CITIZEN_OF_RE =
  /(?<![\p{L}])(?:citoyen(?:ne)?|ciudadan[oa]|cidad[ãa]o?|cittadin[oa]|citizen|staatsbürger(?:in)?|obywatel(?:ka)?)[ \t]+(?:(?:of|de|du|di|von)[ \t]+(?:la[ \t]+|l['’]|the[ \t]+)?)?(\p{L}[\p{L}\p{M}-]+)(?![\p{L}])/giu;

/**
 * A professional licence's or registration's label and its separator, at the start of a span of a label and its value
 * (identity cards, passports and tax numbers keep their whole replacement: which one a resume lists says where the
 * candidate is from, and holding one is no criterion).
 */
const ID_DOCUMENT_LABEL_START_RE = new RegExp(
  String.raw`^[ \t]*${BULLET}(?:[a-z]{2,6} licen[cs]e(?: (?:number|no\.?))?|${LICENCE_LABELS})(?:[ \t]*\([^)\n]{1,20}\))?(?:${COLON}|[ \t]+)`,
  'iu',
);
/**
 * A labelled professional licence or registration ("PRC License No.: 0712345", "NMC PIN: 12A3456E"): the number goes,
 * the label stays. Holding the licence may be what the job asks; its number identifies the candidate.
 */
function idDocumentValueOnly(text: string, spans: Span[]): Span[] {
  return spans.map((s) => {
    const value = text.slice(s.start, s.end);
    const label = ID_DOCUMENT_LABEL_START_RE.exec(value);
    if (!label || !/\p{N}/u.test(value.slice(label[0].length)) || label[0].length >= value.length) return s;
    return { ...s, start: s.start + label[0].length };
  });
}

/** NUMBER_AFTER_NO_RE's numbers: whichever of its two groups matched. */
function numberAfterNoSpans(text: string): Span[] {
  return [...text.matchAll(NUMBER_AFTER_NO_RE)].flatMap((m) => {
    const at = m.indices?.[1] ?? m.indices?.[2];
    // A house's number is the address's, which reads it whole ("No. 14/3, Thiruvalluvar Salai, …", "H.No. 4-5-67",
    // "Ward No. 4"): "No." opening its line with a comma after the number, or after a word for a house, a plot or a ward.
    const before = text.slice(text.lastIndexOf('\n', m.index ?? 0) + 1, m.index ?? 0);
    const houseWord =
      /\b(?:H|House|Door|Flat|Plot|Shop|Unit|Building|Bldg|Block|Blk|Ward|Street|Casa|Lote?)\.?[ \t]*$/iu.test(before);
    const openingAddress = /^[ \t]*$/u.test(before) && /^[ \t]*,/u.test(text.slice(at?.[1] ?? 0));
    if (m.indices?.[1] && (houseWord || openingAddress)) return [];
    return at
      ? [
          {
            start: at[0],
            end: at[1],
            kind: 'personal_detail' as const,
            replacement: PLACEHOLDERS.personal_detail,
            // Below an address: a house number after "nº" is the address's ("Rua Augusta, nº 1500, …").
            priority: PRIORITY.address + 0.5,
          },
        ]
      : [];
  });
}

/**
 * A Japanese form read column by column: its labels first, the values after them, so the birth date stands alone on
 * its line, away from "生年月日" ("1996年4月9日"). In a text with that label, a full date alone on its line (not the
 * form's own date, "…現在") is it.
 */
const JAPANESE_DATE_ALONE_RE = /^[ \t]*((?:19|20)\d{2}[ \t]*年[ \t]*\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*日)[ \t]*$/dgmu;

export function personalSpans(text: string): Span[] {
  const p = PRIORITY.personal;
  return [
    ...spansOf(text, NRIC_RE, 'personal_detail', PLACEHOLDERS.personal_detail, p),
    // After its label a country is the nationality too ("Staatsbürgerschaft Österreich").
    ...spansOf(text, NATIONALITY_AFTER_LABEL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, p, 1).filter((sp) => {
      const value = text.slice(sp.start, sp.end);
      return isDemonym(value) || isCountry(value) || isLanguageDemonym(value);
    }),
    ...spansOf(text, CITIZEN_OF_RE, 'personal_detail', PLACEHOLDERS.personal_detail, p).filter((sp) => {
      const value = /\p{L}[\p{L}\p{M}-]*$/u.exec(text.slice(sp.start, sp.end))?.[0] ?? '';
      return isDemonym(value) || isCountry(value);
    }),
    ...spansOf(text, INLINE_BARE_STATUS_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.personal + 0.2),
    ...(/性别|性別|성별/u.test(text)
      ? spansOf(text, CJK_GENDER_CELL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.personal)
      : []),
    ...personalBlockSpans(text),
    ...labelColumnSpans(text),
    ...labelRowSpans(text),
    ...personalValueListSpans(text),
    ...spansOf(text, LABEL_WRAPPED_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, CJK_GENDER_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...(MAY_HAVE_DOB.test(text)
      ? [
          ...spansOf(text, DOB_NEXT_LINE_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, p - 0.1),
          ...spansOf(text, DOB_LABEL_THEN_DATE_LINE_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, p - 0.1, 1),
        ]
      : []),
    ...(MAY_HAVE_DOB.test(text)
      ? DOB_RES.flatMap((re) => spansOf(text, re, 'date_of_birth', PLACEHOLDERS.date_of_birth, p - 0.1))
      : []),
    ...(MAY_HAVE_AGE.test(text) ? AGE_RES.flatMap((re) => spansOf(text, re, 'age', PLACEHOLDERS.age, p)) : []),
    ...spansOf(text, DATE_BESIDE_AGE_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, p - 0.1),
    ...PHOTO_RES.flatMap((re) => spansOf(text, re, 'photo', PLACEHOLDERS.photo, p)),
    // A labelled detail outranks the phone detector: "DNI: 12345678-Z" is an identity number, not a phone.
    ...idDocumentValueOnly(text, [
      ...spansOf(text, DETAIL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
      ...spansOf(text, DETAIL_ROW_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1).filter(
        (s) =>
          text.slice(s.start, s.end).trim().split(/\s+/u).length <= 6 &&
          !CHILDREN_WITHOUT_COUNT_RE.test(text.slice(s.start, s.end)),
      ),
      ...spansOf(text, COLON_ONLY_DETAIL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ]),
    ...nextLineDetails(text),
    ...spansOf(text, BODY_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...spansOf(text, RELATIVE_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, ID_LABEL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...spansOf(text, MASKED_ID_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...spansOf(text, RUT_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...spansOf(text, JAPANESE_GENDER_AFTER_AGE_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.personal),
    ...spansOf(
      text,
      INLINE_BARE_DETAIL_RE,
      'personal_detail',
      PLACEHOLDERS.personal_detail,
      PRIORITY.phone - 0.5,
      1,
    ).filter((s) => !CHILDREN_WITHOUT_COUNT_RE.test(text.slice(s.start, s.end))),
    ...(/[\u0590-\u06FF]/u.test(text)
      ? spansOf(text, RTL_DETAIL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1)
      : []),
    ...spansOf(text, REGISTRATION_NUMBER_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, KOREAN_LICENCE_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, CJK_LICENCE_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...numberAfterNoSpans(text),
    ...spansOf(text, CODE_AFTER_COLON_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, CODE_ENDING_LINE_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, NUMBER_UNDER_LABEL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ...spansOf(text, NINO_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ...spansOf(text, JAPANESE_BIRTH_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, PRIORITY.personal),
    ...(/生年月日/u.test(text)
      ? spansOf(text, JAPANESE_DATE_ALONE_RE, 'date_of_birth', PLACEHOLDERS.date_of_birth, PRIORITY.personal, 1)
      : []),
    ...idDocumentValueOnly(
      text,
      spansOf(text, INLINE_DETAIL_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5, 1),
    ),
    // A fallback: any other reading of the line (a labelled date of birth running over it) wins.
    ...spansOf(text, INLINE_STATUS_RE, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.personal + 0.2, 1),
    ...spansOf(
      text,
      INLINE_SHORT_STATUS_RE,
      'personal_detail',
      PLACEHOLDERS.personal_detail,
      PRIORITY.personal + 0.3,
      1,
    ),
    ...spansOf(text, FRENCH_AGE_RE, 'age', PLACEHOLDERS.age, PRIORITY.personal),
    ...ID_NUMBER_RES.flatMap((re) =>
      spansOf(text, re, 'personal_detail', PLACEHOLDERS.personal_detail, PRIORITY.phone - 0.5),
    ),
  ].map((s) => {
    // A value's trailing spaces are not part of it.
    while (s.end > s.start && /\s/u.test(text.charAt(s.end - 1))) s.end--;
    return s;
  });
}
