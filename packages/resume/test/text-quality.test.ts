import { describe, expect, it } from 'vitest';
import { isMeaningfulHiddenText } from '../src/hidden-report.js';
import { judgeOcr } from '../src/pdf/ocr-gate.js';
import { measureTextQuality, textLayerIsGarbage } from '../src/text-quality.js';

describe('measureTextQuality', () => {
  it('reads resume text in many scripts as language', () => {
    const samples = [
      'Senior Data Engineer, Bangalore. Built pipelines with Apache Kafka, C++, C#, Node.js and S3 (2019–2024).',
      'Ingeniera de software en Sevilla; certificación PMP; español nativo, inglés C1.',
      'Kỹ sư phần mềm tại Hà Nội, 5 năm kinh nghiệm với Go và PostgreSQL.',
      '高级后端工程师，北京市海淀区中关村大街27号，八年后端开发经验。',
      'jane.doe@example.com · +49 151 2345 6789 · https://github.com/jane-doe',
    ];
    for (const text of samples) expect(measureTextQuality(text).wordShare).toBeGreaterThan(0.9);
  });

  it('reads a broken font encoding as not language', () => {
    const garbage = '*F<_; 5;Y;? E>?<{F ";6; Z?M<?>>FQ =;?M;}{F> Z07>F<>?w> =/<}6 #6F>;Y<?M 7<7>}<?># @<6| 17;w|>';
    expect(measureTextQuality(garbage).wordShare).toBeLessThan(0.3);
    expect(textLayerIsGarbage(garbage)).toBe(true);
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
  const ocr = (text: string, confidence: number) => ({ text, confidence, words: text.split(/\s+/).length });

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
    expect(judgeOcr(ocr(PROSE, 60), { garbageTextLayer: true, imagePpi: 0 })).toMatch(/broken font encoding/);
  });

  it('has nothing to judge when OCR read almost nothing (a photo, a logo)', () => {
    expect(judgeOcr(ocr('~ |', 10), { garbageTextLayer: false, imagePpi: 72 })).toBeNull();
  });
});
