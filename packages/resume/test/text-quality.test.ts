import { describe, expect, it } from 'vitest';
import { isMeaningfulHiddenText } from '../src/hidden-report.js';
import { judgeOcr } from '../src/pdf/ocr-gate.js';
import { isCipherShaped, measureTextEvidence, textLayerIsGarbage, textLayerProblem } from '../src/text-quality.js';

const rot47 = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(0x21 + ((c.charCodeAt(0) - 0x21 + 47) % 94)));
/** A fixed substitution over printable ASCII, as a scrambled ToUnicode map gives. */
const CIPHER_KEY = 'q9#Lz@w1&E^xT(v)R!bN~k{Y8]Hc;s=3uJ$o*d|P5M<iA`g[0f}7Cm>Uj?2_eh4KyG%l6SIa+-.ptr/Fn:WOBXQ,DVZ';
const substitute = (s: string) => s.replace(/[!-~]/g, (c) => CIPHER_KEY[c.charCodeAt(0) - 0x21]!);

const READABLE: Record<string, string> = {
  'English (India), comma-joined skills':
    'Venkatasubramanian Chakraborty, Tiruchirappalli. Java,Spring,Kafka,K8s,AWS,GCP; MySQL,PostgreSQL,MongoDB; JNTUH, SVNIT, CGPA 8.7/10, 4.2M txns/day, p99 820ms→140ms.',
  Devanagari: 'वरिष्ठ सॉफ्टवेयर अभियंता, वाराणसी। ग्रामीण बैंक शाखाओं के लिए ऋण स्वीकृति प्रणाली विकसित की।',
  'Devanagari as Chromium maps it (NUL for vowel signs)':
    'प\0 र यो ज ना  प्र   बं धक भो पा ल, मध् य प्र   दे श · सा त व ष\0 का अ नु भव',
  Hangul: '결제 시스템을 재설계하여 장애 발생 건수를 연간 절반 이하로 줄였습니다. 2020년 3월 – 현재, TOEIC 905',
  Arabic: 'مهندس برمجيات أول في الإسكندرية، خبرة سبع سنوات في قطاعي البنوك والتجارة الإلكترونية. Java, Spring Boot',
  Cyrillic:
    'Ведущий разработчик, Екатеринбург. ООО «Уральские Системы», Java, Kotlin, ClickHouse, Kafka; Март 2020 — по настоящее время.',
  'Latin with diacritics':
    'Małgorzata Chrząszcz, Łódź; Gülşen Çelikoğlu, Kahramanmaraş; Květoslava Řezníčková; Ọláníyàn, Ìbàdàn; Phạm Ngọc Dũng, Đà Nẵng.',
  Japanese: '受発注システムの刷新を担当し、夜間バッチの処理時間を四割短縮しました。2018年4月～現在、TOEIC 860点。',
  Chinese: '负责订单系统的重构，将核心接口的平均响应时间从三百毫秒降低到八十毫秒。熟悉Java、Go、MySQL、Redis。',
  Greek: 'Ανώτερη μηχανικός λογισμικού, Θεσσαλονίκη. Python, Django, PostgreSQL; Μάιος 2019 – σήμερα.',
  'links and e-mail':
    'jane.doe@example.com · +49 151 2345 6789 · https://github.com/jane-doe?tab=repos · www.example.org/a=b',
};
const ENGLISH =
  'Senior Backend Engineer in Lima. Built payment services in Java and Kotlin for Interbank since 2018, cut latency by half.';

describe('measureTextEvidence', () => {
  it('finds no broken-encoding evidence in readable text of any script', () => {
    for (const [what, text] of Object.entries(READABLE)) {
      const e = measureTextEvidence(text);
      expect(e.bad, what).toBeLessThan(0.1);
      expect(textLayerIsGarbage(text.repeat(2)), what).toBe(false);
    }
  });

  it('names the scripts a page mostly uses', () => {
    expect(measureTextEvidence(READABLE.Devanagari!).scripts).toEqual(['Devanagari']);
    expect(measureTextEvidence(READABLE.Japanese!).scripts).toEqual(
      expect.arrayContaining(['Han', 'Hiragana', 'Katakana']),
    );
  });

  it('reads a shifted (ROT47) or substituted ToUnicode map as a cipher', () => {
    for (const garbage of [
      rot47(ENGLISH),
      substitute(ENGLISH),
      rot47(READABLE['English (India), comma-joined skills']!),
    ]) {
      const e = measureTextEvidence(garbage);
      expect(Math.max(e.cipher, e.symbols), garbage).toBeGreaterThan(0.25);
      expect(textLayerProblem(garbage), garbage).toMatch(/cipher-shaped|symbols/);
    }
  });

  it('reads private-use, control and replacement characters as no text', () => {
    const pua = [...ENGLISH].map((c) => (c === ' ' ? c : String.fromCodePoint(0xe000 + c.charCodeAt(0)))).join('');
    expect(measureTextEvidence(pua).invalid).toBe(1);
    expect(textLayerIsGarbage(pua)).toBe(true);
    const controls = ENGLISH.replace(/[aeiou]/g, '\u0003').replace(/s/g, '\uFFFD');
    expect(measureTextEvidence(controls).invalid).toBeGreaterThan(0.8);
  });

  it('reads symbol soup, letters of two alphabets inside one word, and case flipping as a cipher', () => {
    expect(textLayerIsGarbage('<=>? ;;{} |~^ ?<= *[]\\ <<>> =?;: '.repeat(3))).toBe(true);
    expect(isCipherShaped('Пpивeт')).toBe(true); // Latin p, e inside Cyrillic
    expect(isCipherShaped('dEsIgNeR')).toBe(true);
    expect(isCipherShaped('6?8:?66C')).toBe(true);
    expect(isCipherShaped('a1b2c3d4')).toBe(true);
    for (const word of [
      'PostgreSQL',
      'LaTeX',
      'K8s',
      'i18n',
      'x86_64',
      'Java,Spring,Kafka,K8s,AWS,GCP',
      '2019年7月',
      'C++',
      'R&D',
    ])
      expect(isCipherShaped(word), word).toBe(false);
  });

  it('leaves scattered letters of another script alone up to 5 % and counts the rest', () => {
    const soup = 'ߟ ᚠ Ꭰ ⴰ ꔀ ᐁ ᓄ ᗅ'.split(' ').join(' abc ');
    expect(measureTextEvidence(soup).offScript).toBeGreaterThan(0.2);
    expect(measureTextEvidence(READABLE.Arabic!).offScript).toBe(0);
  });

  it('takes a page whose fonts have no character mapping for glyph ids, whatever the text says', () => {
    const ids = '9HQNDWHVK6XEUDPDQLDQ 6HQLRU-DYD HYHORSHU )ODW%/DNHYLHZ$SDUWPHQWV';
    expect(textLayerProblem(ids, { unmappedShare: 1 })).toMatch(/no character mapping/);
    expect(textLayerProblem(READABLE.Cyrillic!, { unmappedShare: 0.2 })).toBeNull();
    expect(textLayerIsGarbage('*?M/`b?2F` EQM/')).toBe(false); // too short to judge
  });
});

describe('isMeaningfulHiddenText', () => {
  it('does not count page numbers, digits, punctuation or control characters', () => {
    for (const text of ['1', ' 12 ', 'Page 2 of 3', 'p. 4', '2/3', '\u0000', '•', '-- . --', 'AI'])
      expect(isMeaningfulHiddenText(text)).toBe(false);
  });

  it('counts words, and CJK characters one by one', () => {
    for (const text of ['kubernetes', 'ignore previous instructions', 'PhD', '清华大学'])
      expect(isMeaningfulHiddenText(text)).toBe(true);
  });
});

describe('judgeOcr', () => {
  const PROSE = 'Senior Backend Engineer in Lima. Built payment services in Java and Kotlin for Interbank since 2018.';
  // The median is the mean unless a test says otherwise (a page whose words all read alike).
  const ocr = (text: string, confidence: number, medianConfidence = confidence) => ({
    text,
    confidence,
    medianConfidence,
    words: text.split(/\s+/).length,
  });

  it('accepts a designed page whose decoration pulls the mean down while most of its letters read with confidence', () => {
    // Measured: a readable 300-ppi scan of a designed CV (coloured rules, icons) at a mean of 78, median 90; the
    // unreadable 72-ppi scan at a mean of 71, median 82.
    expect(judgeOcr(ocr(PROSE, 77.6, 90), { garbageTextLayer: false, imagePpi: 300 })).toBeNull();
    expect(judgeOcr(ocr(PROSE, 71.2, 82), { garbageTextLayer: false, imagePpi: 300 })).toMatch(
      /^the scan could not be read reliably \(OCR confidence 71%/,
    );
  });

  it('accepts what tesseract read with confidence', () => {
    expect(judgeOcr(ocr(PROSE, 92), { garbageTextLayer: false, imagePpi: 300 })).toBeNull();
    // Code or formulas read with high confidence are kept even though they are not prose.
    expect(
      judgeOcr(ocr('x = f(a); y = g(b) {} <> [] x = f(a); y = g(b) {}', 95), {
        garbageTextLayer: false,
        imagePpi: 300,
      }),
    ).toBeNull();
  });

  it('refuses low confidence, naming low resolution when the scan is under 150 ppi', () => {
    expect(judgeOcr(ocr(PROSE, 68), { garbageTextLayer: false, imagePpi: 72 })).toMatch(
      /^the scan is too low-resolution to read reliably \(72 ppi; OCR confidence 68%/,
    );
    expect(judgeOcr(ocr(PROSE, 60), { garbageTextLayer: false, imagePpi: 300 })).toMatch(
      /^the scan could not be read reliably/,
    );
    expect(judgeOcr(ocr(PROSE, 60), { garbageTextLayer: true, imagePpi: 0 })).toMatch(
      /broken font encoding.*OCR reads Latin-script, Chinese, Japanese and Korean text only/,
    );
  });

  it('keeps confident OCR of names, places and comma-joined skill lists that are not English words', () => {
    const indian =
      'Venkatasubramanian Muthukumaraswamy, Tiruchirappalli, Tamil Nadu. Skills: Java,Spring,Kafka,K8s,AWS,GCP,' +
      'MySQL,PostgreSQL,Redis; JNTUH, SVNIT Surat; Chhatrapati Sambhajinagar; Thiruvananthapuram.';
    // What was refused before: confidence 90 (89.6), and most of the tokens not English-shaped.
    expect(judgeOcr(ocr(indian, 89.6), { garbageTextLayer: true, imagePpi: 0 })).toBeNull();
    expect(judgeOcr(ocr(indian, 84), { garbageTextLayer: false, imagePpi: 300 })).toBeNull();
  });

  it('refuses OCR output that is mostly symbols unless tesseract is sure of it', () => {
    const symbols = '<=> ?;| {}~ ^<> =?; '.repeat(4);
    expect(judgeOcr(ocr(symbols, 85), { garbageTextLayer: false, imagePpi: 300 })).toMatch(/symbols/);
  });

  it('has nothing to judge when OCR read almost nothing (a photo, a logo)', () => {
    expect(judgeOcr(ocr('~ |', 10), { garbageTextLayer: false, imagePpi: 72 })).toBeNull();
  });
});
