// Scans: a page rendered by Chromium at the scanner's resolution, then degraded with ImageMagick the
// way a flatbed and a phone app do it (grey, slightly rotated, noisy, JPEG), wrapped in a PDF with
// img2pdf. No text layer: the parser must OCR it (or refuse it when it is too coarse to read).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONVERT = '/usr/bin/convert'; // ImageMagick (a stand-in may shadow it earlier in PATH)

/** png: a screenshot at `ppi`; returns the PDF bytes. */
export function scanToPdf(png, { ppi, rotate = 0, noise = 0.3, quality = 60, tmp }) {
  const src = join(tmp, 'page.png');
  const jpg = join(tmp, 'page.jpg');
  writeFileSync(src, png);
  const w = Math.round(8.5 * ppi);
  const h = Math.round(11 * ppi);
  execFileSync(CONVERT, [
    src,
    '-colorspace',
    'Gray',
    '-background',
    'white',
    '-rotate',
    String(rotate),
    '-gravity',
    'center',
    '-extent',
    `${w}x${h}`,
    // A fixed seed: the same noise every run, so a regenerated scan is the same file.
    '-seed',
    '13',
    '-attenuate',
    String(noise),
    '+noise',
    'Gaussian',
    '-blur',
    '0x0.4',
    '-strip',
    '-units',
    'PixelsPerInch',
    '-density',
    String(ppi),
    '-quality',
    String(quality),
    '-sampling-factor',
    '1x1',
    jpg,
  ]);
  execFileSync('img2pdf', [
    '--producer',
    '',
    '--creationdate',
    '2026-01-01T00:00:00',
    '--moddate',
    '2026-01-01T00:00:00',
    '-o',
    join(tmp, 'page.pdf'),
    jpg,
  ]);
  return readFileSync(join(tmp, 'page.pdf'));
}
