type RemoveResumeFile = (dataDir: string, relativePath: string) => void;

let loading: Promise<RemoveResumeFile> | undefined;

/**
 * The resume package owns the file layout, but loading it pulls in the parsers and the fetcher (most of a second
 * in a fresh worker thread); sweeps need only its file removal, and only when there is a file to remove.
 */
export function resumeFileRemover(): Promise<RemoveResumeFile> {
  loading ??= import('@rubric/resume').then((m) => m.removeResumeFile);
  return loading;
}
