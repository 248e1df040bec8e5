import { looksLikeZip, readZipTexts, type ZipProblem } from '@/lib/zip';
import { AppError } from '@/server/errors';

/* The roster upload's files as the dry run reads them (decisions 062 and 064): checked before anything is parsed. */

/**
 * How many files a set may have, and how large they may be together as sent: under the 1 MB a server action's body
 * may carry (a school of a thousand students is about a fifth of it as CSV files). A zip of the export (the form
 * OneRoster sets usually come in) carries about eight times as much; unpacked, a set may hold 16 MB, more than a set
 * of files of 20,000 rows each (the most the reader takes, decision 062) needs, and little enough to parse at once.
 */
export const ROSTER_MAX_FILES = 12;
export const ROSTER_MAX_BYTES = 900 * 1024;
export const ROSTER_MAX_UNZIPPED_BYTES = 16 * 1024 * 1024;

const tooMany = () => new AppError(400, 'schools.roster.errors.tooManyFiles', { files: 'schools.roster.errors.tooManyFiles' });
const refused = (status: 400 | 413, key: string) => new AppError(status, `schools.roster.errors.${key}`, { files: `schools.roster.errors.${key}` });
/** What a zip's problem is called on the form. */
const ZIP_PROBLEM_KEYS: Record<ZipProblem, string> = { unreadable: 'zipUnreadable', tooManyFiles: 'tooManyFiles', tooLarge: 'zipTooLarge', duplicateName: 'duplicateFile', empty: 'zipEmpty' };

/**
 * Reads the uploaded set (name → text) after checking how many files there are and how large they are: CSV files, or
 * the export's zip (its CSV files, wherever they are in it), or both, each name once.
 */
export async function readUploadedSet(values: readonly FormDataEntryValue[]): Promise<Record<string, string>> {
  const files = values.filter((value): value is File => value instanceof File && value.size > 0);
  if (files.length === 0) throw refused(400, 'noFiles');
  if (files.length > ROSTER_MAX_FILES) throw tooMany();
  if (files.reduce((total, file) => total + file.size, 0) > ROSTER_MAX_BYTES) throw refused(413, 'tooLarge');
  const set: Record<string, string> = {};
  let unpacked = 0;
  const add = (name: string, text: string) => {
    if (name in set) throw refused(400, 'duplicateFile');
    set[name] = text;
    unpacked += text.length;
    if (Object.keys(set).length > ROSTER_MAX_FILES) throw tooMany();
    if (unpacked > ROSTER_MAX_UNZIPPED_BYTES) throw refused(413, 'zipTooLarge');
  };
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (/\.zip$/i.test(file.name) || looksLikeZip(bytes)) {
      const zip = readZipTexts(bytes, { accept: (name) => /\.csv$/i.test(name), maxFiles: ROSTER_MAX_FILES, maxBytes: ROSTER_MAX_UNZIPPED_BYTES - unpacked });
      if (!zip.ok) throw refused(zip.problem === 'tooLarge' ? 413 : 400, ZIP_PROBLEM_KEYS[zip.problem]);
      for (const [name, text] of Object.entries(zip.files)) add(name, text);
    } else if (/\.csv$/i.test(file.name)) add(file.name, new TextDecoder('utf-8').decode(bytes));
    else throw refused(400, 'notCsv');
  }
  return set;
}
