import { unzipSync } from 'fflate';

/*
 * Reading the text files of an uploaded zip (a OneRoster set is usually exported as one, decision 062), with bounds
 * set before anything is inflated: a zip says how large each file is, and fflate inflates each into a buffer of that
 * size, never more, so a file that lies about its size is cut short rather than let grow (a zip bomb stays within
 * `maxBytes`). Folders are flattened to file names; names the caller does not want (a `__MACOSX/` copy, a README) are
 * skipped without being inflated.
 */

export type ZipProblem = 'unreadable' | 'tooManyFiles' | 'tooLarge' | 'duplicateName' | 'empty';

export interface ZipLimits {
  /** Which files to read, by their name without folders (e.g. `users.csv`). */
  accept: (name: string) => boolean;
  maxFiles: number;
  /** The most the accepted files may hold together, unpacked. */
  maxBytes: number;
}

/** A zip's local file header starts with "PK\x03\x04" (an empty zip is only its end record, "PK\x05\x06"). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));
}

/** The accepted files of the zip as name → text (UTF-8), or the first problem found. */
export function readZipTexts(bytes: Uint8Array, limits: ZipLimits): { ok: true; files: Record<string, string> } | { ok: false; problem: ZipProblem } {
  const wanted = (path: string) => !path.endsWith('/') && !path.split('/').some((part) => part.startsWith('__MACOSX') || part.startsWith('.')) && limits.accept(baseName(path));
  let declared = 0;
  let count = 0;
  let problem: ZipProblem | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (problem || !wanted(file.name)) return false;
        count += 1;
        declared += file.originalSize;
        if (count > limits.maxFiles) problem = 'tooManyFiles';
        else if (declared > limits.maxBytes) problem = 'tooLarge';
        return problem === null;
      },
    });
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (problem) return { ok: false, problem };
  const files: Record<string, string> = {};
  const decoder = new TextDecoder('utf-8');
  for (const [path, content] of Object.entries(entries)) {
    const name = baseName(path);
    if (name in files) return { ok: false, problem: 'duplicateName' };
    files[name] = decoder.decode(content);
  }
  if (Object.keys(files).length === 0) return { ok: false, problem: 'empty' };
  return { ok: true, files };
}

function baseName(path: string): string {
  return path.split('/').at(-1) ?? path;
}
