export type ResumeInput = { type: 'url'; url: string } | { type: 'text'; content: string };

export type FileFormat = 'pdf' | 'docx' | 'doc';
export type ResumeFormat = FileFormat | 'text';

/** Text a reader cannot see (and that is therefore kept out of `text`). */
export interface HiddenTextReport {
  /** Hidden characters, whitespace not counted. */
  chars: number;
  /** Up to 200 characters of the hidden text, whitespace collapsed; null when none. */
  sample: string | null;
  /** How it was hidden, sorted: see HiddenTextKind. */
  kinds: string[];
}

export type HiddenTextKind =
  | 'invisible_render_mode'
  | 'transparent_text'
  | 'white_text'
  | 'background_text'
  | 'tiny_font'
  | 'off_page'
  | 'docx_vanish'
  | 'docx_white_text';

export interface ResumeMeta {
  format: ResumeFormat;
  pages: number | null;
  ocrUsed: boolean;
  sha256: string;
  sizeBytes: number;
  sourceUrl: string | null;
  hiddenText: HiddenTextReport;
}

export interface IntakeSuccess {
  text: string;
  meta: ResumeMeta;
  /** The fetched bytes for url resumes (to store), null for inline text. */
  file: Buffer | null;
}

export interface LookupAddress {
  address: string;
  family: 4 | 6;
}

export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export interface ResumeIntakeOptions {
  /** FETCH_ALLOW_PRIVATE_NETWORKS */
  allowPrivateNetworks: boolean;
  /** Contents of FETCH_EXTRA_CA_FILE: trusted in addition to Node's bundled CAs. */
  extraCaPem?: string | null;
  /** Parse worker threads (default 1). */
  poolSize?: number;
  /** A file of this many bytes or more is RESUME_TOO_LARGE (default 52_428_800). */
  maxBytes?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  parseTimeoutMs?: number;
  maxOcrPages?: number;
  ocrDpi?: number;
  workerMaxOldGenerationMb?: number;
  /** Injectable resolver (tests); default dns.promises.lookup with all: true. */
  lookup?: HostResolver;
}

export interface ResumeIntake {
  /** Fetch (url) and parse; resolves with text+meta, rejects ONLY with ResumeError. */
  intake(input: ResumeInput): Promise<IntakeSuccess>;
  /** Parse bytes already held (used to re-run a stored copy on manual retry). */
  parseBytes(bytes: Buffer, sourceUrl?: string | null): Promise<IntakeSuccess>;
  close(): Promise<void>;
}
