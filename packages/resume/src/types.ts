import type { HostResolver } from '@rubric/net-guard';

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
  /** The OCR language models whose readings were kept (`eng`, `jpn`, `chi_sim`, `chi_tra`, `kor`); absent without OCR. */
  ocrLanguages?: string[];
  sha256: string;
  sizeBytes: number;
  sourceUrl: string | null;
  hiddenText: HiddenTextReport;
  /**
   * The file's metadata author (PDF Info/XMP, DOCX core properties), cleaned; null for text, DOC and files
   * without one. A hint for blind scoring only: personal data, never returned by an API or logged.
   */
  author: string | null;
}

export interface IntakeSuccess {
  text: string;
  meta: ResumeMeta;
  /** The fetched bytes for url resumes (to store), null for inline text. */
  file: Buffer | null;
}

export type { HostResolver, LookupAddress } from '@rubric/net-guard';

/** Where the server log goes (a pino logger fits): failure details are logged, never returned. */
export interface IntakeLog {
  warn(obj: object, msg: string): void;
}

/** Who asks, and until when: the parse queue is fair between partners and tenants. */
export interface IntakeContext {
  partner?: string;
  tenant?: string;
  /** Gives up when aborted (a batch's overall deadline); a parse under way is killed. */
  signal?: AbortSignal;
}

export interface IntakeStats {
  /** Tasks being parsed and waiting for a parse process. */
  running: number;
  queued: number;
  bytesInFlight: number;
  /** One entry per parse process slot: its pid (null when not started) and the highest RSS seen. */
  processes: Array<{ pid: number | null; peakRssBytes: number; killed: number }>;
}

export interface ResumeIntakeOptions {
  /** FETCH_ALLOW_PRIVATE_NETWORKS */
  allowPrivateNetworks: boolean;
  /** Contents of FETCH_EXTRA_CA_FILE: trusted in addition to Node's bundled CAs. */
  extraCaPem?: string | null;
  /** Parse processes (default: see INTAKE_DEFAULTS.poolSize). */
  poolSize?: number;
  /** RSS a parse process may reach before it is killed and replaced (MB). */
  parseMemoryMb?: number;
  /** Tasks one partner may have waiting for a parse process. */
  maxQueuedPerPartner?: number;
  /** How long a task may wait for a parse process (ms). */
  queueWaitMs?: number;
  /** Bytes of resume files held at once by the whole intake (MB). */
  maxBytesInFlightMb?: number;
  zipMaxEntries?: number;
  zipMaxUncompressedMb?: number;
  zipMaxRatio?: number;
  pdfMaxStreamMb?: number;
  pdfMaxDecodedMb?: number;
  /** How often a parse process's RSS is read (ms). */
  rssIntervalMs?: number;
  log?: IntakeLog;
  /** A file of this many bytes or more is RESUME_TOO_LARGE (default 52_428_800). */
  maxBytes?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  parseTimeoutMs?: number;
  maxOcrPages?: number;
  ocrDpi?: number;
  /** Injectable resolver (tests); default dns.promises.lookup with all: true. */
  lookup?: HostResolver;
}

export interface ResumeIntake {
  /** Fetch (url) and parse; resolves with text+meta, rejects ONLY with ResumeError. */
  intake(input: ResumeInput, context?: IntakeContext): Promise<IntakeSuccess>;
  /** Parse bytes already held (used to re-run a stored copy on manual retry). */
  parseBytes(bytes: Buffer, sourceUrl?: string | null, context?: IntakeContext): Promise<IntakeSuccess>;
  stats(): IntakeStats;
  /** Starts every parse process now (they start on first use otherwise); resolves when all are ready. */
  warm(): Promise<void>;
  close(): Promise<void>;
}
