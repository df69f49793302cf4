// Prints HTML to PDF (and takes page screenshots for the scans) with Debian's Chromium through
// Playwright, with the same launch arguments as the end-to-end suites.
import { chromium } from '@playwright/test';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];

export async function openChrome() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  return {
    /** HTML → PDF bytes. `pdf` takes Playwright's page.pdf options (header/footer templates). */
    async printPdf(html, pdf = {}) {
      const page = await browser.newPage();
      await page.setContent(html, { waitUntil: 'load' });
      // eslint-disable-next-line no-undef -- runs in the page
      await page.evaluate(() => document.fonts.ready);
      const bytes = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true, ...pdf });
      await page.close();
      return bytes;
    },
    /** HTML → PNG of the first page area (8.5 × 11 in) at `ppi` pixels per inch. */
    async screenshot(html, ppi) {
      const page = await browser.newPage({
        viewport: { width: 816, height: 1056 },
        deviceScaleFactor: ppi / 96,
      });
      await page.setContent(html, { waitUntil: 'load' });
      // eslint-disable-next-line no-undef -- runs in the page
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: 816, height: 1056 } });
      await page.close();
      return png;
    },
    close: () => browser.close(),
  };
}
