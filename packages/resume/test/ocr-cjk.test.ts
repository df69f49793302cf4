import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { judgeOcr } from '../src/pdf/ocr-gate.js';
import { cjkStats, joinCjkSpaces, ocrPage, releaseCjkOcr } from '../src/pdf/ocr.js';
import { useFixtureIntake } from './support/fixture-intake.js';

// Invented scanned resumes in Japanese, Simplified and Traditional Chinese and Korean (test/fixtures/src/cjk/,
// made by make-fixtures.sh: Chromium at 200 ppi, skewed 0.6°, noise, JPEG, image-only PDF), read through the
// real intake (HTTPS fetch, parse process, OCR).

const { read } = useFixtureIntake();

/** Share of the characters (letters and digits, as a multiset, spaces ignored) of `want` found in `text`. */
function charRecall(want: string, text: string): number {
  const chars = (t: string) => [...t.normalize('NFC')].filter((c) => /[\p{L}\p{N}]/u.test(c));
  const have = new Map<string, number>();
  for (const c of chars(text)) have.set(c, (have.get(c) ?? 0) + 1);
  const wanted = chars(want);
  let found = 0;
  for (const c of wanted) {
    const n = have.get(c) ?? 0;
    if (n > 0) {
      found++;
      have.set(c, n - 1);
    }
  }
  return found / wanted.length;
}

/**
 * Key strings of each scan (the name, the school, the employer, dates) and the model expected to read it.
 * Floor: measured recall of the key strings was 0.971–1.000 (docs/text-quality.md); 0.9 leaves a character
 * or two of margin; the English model reads these pages as Latin letters and digits, so of the keys it finds
 * the digits only.
 */
const SCANS = [
  {
    file: 'scan-ja-rirekisho.pdf',
    language: 'jpn',
    keys: [
      '履歴書',
      '小鳥遊 美咲',
      '1996年5月14日',
      '東都理科大学 工学部 情報工学科',
      '株式会社青葉システム開発',
      '2019年4月',
    ],
  },
  {
    file: 'scan-zh-hans.pdf',
    language: 'chi_sim',
    keys: ['求职简历', '欧阳晓明', '江南理工大学', '杭州云帆科技有限公司', '高级后端工程师', '2017年7月'],
  },
  {
    file: 'scan-zh-hant.pdf',
    language: 'chi_tra',
    keys: ['陳志豪', '國立東海資訊大學', '資訊工程學系', '星橋資訊股份有限公司', '資深軟體工程師', '2016年7月'],
  },
  {
    file: 'scan-ko.pdf',
    language: 'kor',
    keys: ['이력서', '한서윤', '한결공과대학교', '컴퓨터공학과', '주식회사 한빛데이터', '2019년 3월'],
  },
  {
    // Korean with Latin words (the name in Latin letters, the e-mail, the skills): the Korean model alone read them as
    // digits and Hangul, and a share of CJK counted by letters then set the reading aside: the page was refused. It
    // is read with the English model beside the Korean one, its Latin words counted as words.
    file: 'scan-ko-latin.pdf',
    language: 'kor',
    keys: ['남궁다온', 'Namgung Daon', 'daon.namgung@example.kr', 'TypeScript', 'GraphQL', 'PostgreSQL', '누리결제'],
  },
];
const RECALL_FLOOR = 0.9;
/** A CJK page is read five times (English, then each CJK model): ~6 s on a quiet host, 30 s and more at load 10. */
const CJK_PAGE_MS = 120_000;

describe('scanned CJK resumes', () => {
  for (const scan of SCANS)
    it(
      `accepts and reads ${scan.file} with the ${scan.language} model`,
      async () => {
        const { text, meta } = await read(scan.file);
        const recalls = scan.keys.map((key) => charRecall(key, text));
        const all = charRecall(scan.keys.join(''), text);
        console.log(
          `${scan.file}: ${meta.ocrLanguages?.join('+')}, key recall ${all.toFixed(3)} (${recalls.map((r) => r.toFixed(2)).join(' ')})`,
        );
        expect(meta.ocrUsed).toBe(true);
        expect(meta.ocrLanguages).toEqual([scan.language]);
        expect(all).toBeGreaterThanOrEqual(RECALL_FLOOR);
      },
      CJK_PAGE_MS,
    );
});

describe('the CJK engine', () => {
  // In this process (the intake's parse process has its own): the engine counts its starts and pages.
  const firstPage = async (file: string) => {
    const data = new Uint8Array(readFileSync(new URL(`fixtures/${file}`, import.meta.url)));
    const doc = await getDocument({ data }).promise;
    return doc.getPage(1);
  };
  const readable = (ocr: Parameters<typeof judgeOcr>[0]) =>
    judgeOcr(ocr, { garbageTextLayer: false, imagePpi: 200 }) === null;

  /** The folders of links the CJK engine of a process reads its models through (they were once left behind). */
  const foldersOf = (pid: number) => readdirSync(tmpdir()).filter((name) => name.startsWith(`rubric-ocr-${pid}-`));

  it(
    'is not started for a Latin scan, is started once for CJK pages, and leaves no folder behind',
    async () => {
      // A folder left by a parse process that was killed (no exit handler ran): removed when an engine next starts.
      const dead = spawnSync(process.execPath, ['-e', '']).pid;
      const stale = join(tmpdir(), `rubric-ocr-${dead}-Xk3pQz`);
      mkdirSync(stale);
      writeFileSync(join(stale, 'eng.traineddata.gz'), '');

      const latin = await ocrPage(await firstPage('scanned.pdf'), 200, readable);
      expect(latin.language).toBe('eng');
      expect(latin.text).toContain('Katherine Johnson');
      expect(cjkStats).toEqual({ workerStarts: 0, pages: 0 });

      const korean = await ocrPage(await firstPage('scan-ko.pdf'), 200, readable);
      expect(korean.language).toBe('kor');
      const chinese = await ocrPage(await firstPage('scan-zh-hans.pdf'), 200, readable);
      expect(chinese.language).toBe('chi_sim');
      expect(cjkStats).toEqual({ workerStarts: 1, pages: 2 });
      expect(foldersOf(process.pid)).toHaveLength(1);
      expect(foldersOf(dead)).toEqual([]);
      await releaseCjkOcr();
      expect(foldersOf(process.pid)).toEqual([]);

      const again = await ocrPage(await firstPage('scanned.pdf'), 200, readable);
      expect(again.language).toBe('eng');
      expect(cjkStats).toEqual({ workerStarts: 1, pages: 2 });
      expect(foldersOf(process.pid)).toEqual([]);
    },
    3 * CJK_PAGE_MS,
  );
});

describe('joinCjkSpaces', () => {
  it('removes the spaces OCR puts between CJK characters and beside digits, not between Latin or Korean words', () => {
    expect(joinCjkSpaces('求职 简历\n出 生年 月 : 1995 年 8 月')).toBe('求职简历\n出生年月 : 1995年8月');
    expect(joinCjkSpaces('東都 理科 大 学 、 Java Spring 2019 年')).toBe('東都理科大学、 Java Spring 2019年');
    expect(joinCjkSpaces('한서윤 생년월일 1997년 2월')).toBe('한서윤 생년월일 1997년 2월');
    expect(joinCjkSpaces('Version 2 release')).toBe('Version 2 release');
  });
});
