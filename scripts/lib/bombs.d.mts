// Types of bombs.mjs, for the TypeScript tests that import it.
export interface ZipEntry {
  name: string;
  data?: Buffer;
  deflated?: { data: Buffer; size: number; crc: number };
}
export function zipArchive(entries: ZipEntry[]): Buffer;
export function plainDocx(lines: string[]): Buffer;
export function docxInflationBomb(options?: { documentMb?: number }): Promise<Buffer>;
export function zipEntriesBomb(options?: { entries?: number }): Buffer;
export function pdfFlateBomb(options?: { decodedMb?: number }): Promise<Buffer>;
