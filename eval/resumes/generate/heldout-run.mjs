// The plumbing the held-out parts' generators share (parts 5 and 6): print each document's HTML with
// Chromium or convert its flat ODF with LibreOffice, make the scans, and write truth files from what each
// page shows. The people and templates stay each part's own (heldout-N/people.mjs, layouts.mjs).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { format, resolveConfig } from 'prettier';
import { identifierPresent, leakedNames, removedTerms } from '../../intake/dist/measure.js';
import { openChrome } from './chrome.mjs';
import { scanToPdf } from './scan.mjs';

/** mulberry32: a small seeded generator (the same sequence on every run). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ACCENTS = ['#264653', '#9b2226', '#005f73', '#6a4c93', '#bc6c25', '#2d6a4f', '#3d405b', '#7f5539'];

/**
 * Writes held-out part `part`: eval/resumes-heldout-<part>/<id>.{pdf,docx}, <id>.truth.json and the sources under
 * src/, from the part's own people and templates (`documents`, `layouts`). Printed pages through Chromium
 * (./chrome.mjs), scans through ./scan.mjs, flat ODF through LibreOffice; `seed` picks the accent colours and the
 * scans' rotation and noise, so a rerun writes the same pages, sources and truth files.
 */
export async function writeHeldoutPart({ part, seed, documents: DOCUMENTS, layouts: LAYOUTS }) {
  const random = rng(seed);

  const OUT = fileURLToPath(new URL(`../../resumes-heldout-${part}/`, import.meta.url));
  const SRC = join(OUT, 'src');
  rmSync(SRC, { recursive: true, force: true });
  mkdirSync(SRC, { recursive: true });
  for (const f of readdirSync(OUT)) if (/\.(pdf|docx|doc|truth\.json)$/.test(f)) rmSync(join(OUT, f));
  const tmp = mkdtempSync(join(tmpdir(), `heldout${part}-`));

  async function formatted(path, text) {
    return format(text, { ...(await resolveConfig(path)), filepath: path });
  }
  const pagesOf = (file) => Number(execFileSync('qpdf', ['--show-npages', file]).toString().trim());

  /** A scan shows one page: one bullet per job, the first degree, no extras. */
  function forScan(p) {
    return {
      ...p,
      jobs: p.jobs.map((j) => ({ ...j, bullets: j.bullets.slice(0, 1) })),
      extra: [],
      education: p.education.slice(0, 1),
      referees: [],
    };
  }

  function truthOf(d, shown) {
    const p = d.person;
    const text = shown.lines.join('\n');
    const has = (id) => identifierPresent(text, id);
    const address = has({ kind: 'address', value: p.address }) ? p.address : (p.addressShort ?? p.address);
    const identifiers = [
      { kind: 'email', value: p.email },
      { kind: 'phone', value: p.phone },
      ...p.links.map((l) => ({ kind: l.kind, value: l.value })),
      ...(shown.links ?? []).map((v) => ({ kind: 'handle', value: v })),
      { kind: 'address', value: address },
      ...p.details.map((x) => ({ kind: x.kind, value: x.value })),
    ].filter((id, i, all) => has(id) && all.findIndex((o) => o.value === id.value) === i);
    const name = {
      full: p.name.full,
      variants: [...new Set([...p.name.variants, ...(shown.variants ?? [])])].filter((v) => v !== p.name.full),
    };
    const candidates = [
      ...p.jobs.flatMap((j) => [j.org, j.place]),
      ...p.education.flatMap((e) => [e.school, e.place]),
      ...p.skills,
      ...p.keep,
    ];
    const mustKeep = [...new Set(candidates)].filter(
      (k) => removedTerms(text, '', [k]).length === 1 && leakedNames(k, name, []).length === 0,
    );
    const otherPeople = [
      ...(p.referees ?? []).map((r) => r.name),
      ...(shown.others ?? []),
      ...(p.fatherName ? [p.fatherName] : []),
      ...(p.coauthors ?? []),
    ].filter((o) => text.includes(o));
    return {
      id: d.id,
      file: `${d.id}.${d.format}`,
      format: d.format,
      language: p.language,
      locale: p.locale,
      tool: d.tool,
      features: d.features,
      expect: 'ok',
      ocr: d.ocr,
      name,
      otherPeople,
      identifiers,
      mustKeep,
      jobDescription: p.jobDescription,
      text,
      hiddenTextExpected: false,
    };
  }

  const chrome = await openChrome();
  const reader = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  /** What the page shows, in reading order, and its height at the scanner's 816 px width. */
  async function read(html, width) {
    const page = await reader.newPage({ viewport: { width, height: 1056 } });
    await page.setContent(html, { waitUntil: 'load' });
    /* eslint-disable no-undef -- runs in the page */
    const out = await page.evaluate(() => ({
      text: document.body.innerText,
      height: document.documentElement.scrollHeight,
    }));
    /* eslint-enable no-undef */
    await page.close();
    return out;
  }

  const loDocs = [];
  const written = [];
  try {
    for (const d of DOCUMENTS) {
      const r = d.render;
      const accent = ACCENTS[Math.floor(random() * ACCENTS.length)];
      const file = join(OUT, `${d.id}.${d.format}`);
      if (r.kind === 'lo') {
        const shown = LAYOUTS.writer(d.person, { accent });
        shown.lines = [...shown.lines];
        writeFileSync(join(SRC, `${d.id}.fodt`), shown.fodt);
        loDocs.push([d, shown]);
        written.push([d, shown]);
        continue;
      }
      const scan = r.kind === 'scan';
      const shown = LAYOUTS[r.layout](scan ? forScan(d.person) : d.person, { accent, scan });
      shown.html = await formatted(join(SRC, `${d.id}.html`), shown.html);
      writeFileSync(join(SRC, `${d.id}.html`), shown.html);
      const { text, height } = await read(shown.html, scan ? 816 : 794);
      shown.lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      if (scan) {
        if (height > 1056) throw new Error(`${d.id}: ${height} px does not fit one scanned page`);
        const png = await chrome.screenshot(shown.html, r.ppi);
        const rotate = Number(((random() - 0.5) * 1.6).toFixed(2));
        const noise = Number((0.12 + random() * 0.2).toFixed(2));
        writeFileSync(file, scanToPdf(png, { ppi: r.ppi, rotate, noise, quality: 72, tmp }));
      } else {
        const options = { format: 'A4' };
        if (shown.footer)
          Object.assign(options, {
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: shown.footer.template,
            margin: { top: '14mm', bottom: '16mm', left: '0', right: '0' },
          });
        const bytes = await chrome.printPdf(shown.html, options);
        writeFileSync(file, bytes);
        if (shown.footer) {
          const n = pagesOf(file);
          for (let i = 1; i <= n; i++) shown.lines.push(...shown.footer.text(i, n));
        }
      }
      written.push([d, shown]);
    }
  } finally {
    await reader.close();
    await chrome.close();
  }

  const FILTERS = { docx: 'docx:MS Word 2007 XML', doc: 'doc:MS Word 97', pdf: 'pdf:writer_pdf_Export' };
  for (const fmt of ['pdf', 'docx', 'doc']) {
    const ids = loDocs.filter(([d]) => fmt === 'pdf' || d.format === fmt).map(([d]) => d.id);
    if (ids.length === 0) continue;
    execFileSync(
      'soffice',
      [
        '--headless',
        '--convert-to',
        FILTERS[fmt],
        '--outdir',
        join(tmp, fmt),
        ...ids.map((id) => join(SRC, `${id}.fodt`)),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  for (const [d, shown] of loDocs) {
    const n = pagesOf(join(tmp, 'pdf', `${d.id}.pdf`));
    for (let i = 1; i <= n; i++) shown.lines.push(shown.footerLine(i, n));
    copyFileSync(join(tmp, d.format, `${d.id}.${d.format}`), join(OUT, `${d.id}.${d.format}`));
  }

  for (const [d, shown] of written) {
    const truth = truthOf(d, shown);
    if (leakedNames(truth.text, truth.name, []).length === 0)
      throw new Error(`${d.id}: no form of the name in its text`);
    const path = join(OUT, `${d.id}.truth.json`);
    writeFileSync(path, await formatted(path, JSON.stringify(truth)));
  }
  rmSync(tmp, { recursive: true, force: true });
  console.log(`heldout-${part}: ${written.length} documents written to ${OUT}`);
}
