import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { appErrorOf } from '../../../tests/factories';
import { readUploadedSet, ROSTER_MAX_BYTES } from './roster-upload';

/*
 * What the roster upload hands to the dry run (decisions 062 and 064): the export's CSV files, or its zip, read into
 * the same set; and every upload it refuses, with the reason the form shows under the field.
 */

const SCHOOL = path.resolve(import.meta.dirname, '../../../tests/fixtures/oneroster/school');
/** The fixture set as its text reads (a byte order mark, as users.csv has, is not part of the text). */
const schoolSet = Object.fromEntries(readdirSync(SCHOOL).map((name) => [name, readFileSync(path.join(SCHOOL, name), 'utf8').replace(/^\uFEFF/, '')]));
const csvFiles = (set: Record<string, string>) => Object.entries(set).map(([name, text]) => new File([name === 'users.csv' ? `\uFEFF${text}` : text], name, { type: 'text/csv' }));
const zipOf = (entries: Record<string, string>, name = 'oneroster-export.zip') =>
  new File([zipSync(Object.fromEntries(Object.entries(entries).map(([file, text]) => [file, strToU8(file.endsWith('users.csv') ? `\uFEFF${text}` : text)])))], name, { type: 'application/zip' });
const refusal = async (values: FormDataEntryValue[]) => {
  const error = await appErrorOf(readUploadedSet(values));
  return { status: error.status, message: error.message, field: error.fieldErrors?.files };
};

describe('the roster upload', () => {
  it('reads the export’s zip into the same set as its CSV files, from whatever folder they are in', async () => {
    expect(await readUploadedSet(csvFiles(schoolSet))).toEqual(schoolSet);
    const zipped = zipOf({ ...Object.fromEntries(Object.entries(schoolSet).map(([name, text]) => [`Export 2026/${name}`, text])), 'Export 2026/README.txt': 'From the school’s system' });
    expect(await readUploadedSet([zipped])).toEqual(schoolSet);
  });

  it('takes in a zip a set too large to send as CSV files', async () => {
    // A large school's enrolments: over the upload's limit as a CSV file, a small part of it zipped.
    const rows = Array.from({ length: 15_000 }, (_, index) => `e${index},,active,,class-${index % 120},school-1,student-${index % 2500},student,true,2026-09-01,2027-07-01`);
    const enrollments = ['sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate', ...rows].join('\n');
    const set = { ...schoolSet, 'enrollments.csv': enrollments };
    expect(enrollments.length).toBeGreaterThan(ROSTER_MAX_BYTES);
    expect(await refusal(csvFiles(set))).toEqual({ status: 413, message: 'schools.roster.errors.tooLarge', field: 'schools.roster.errors.tooLarge' });
    const zipped = zipOf(set);
    expect(zipped.size).toBeLessThan(ROSTER_MAX_BYTES);
    expect(await readUploadedSet([zipped])).toEqual(set);
  });

  it('refuses what is not the export, a zip it cannot open or that holds no CSV file, and a file sent twice', async () => {
    expect(await refusal([])).toMatchObject({ status: 400, message: 'schools.roster.errors.noFiles' });
    expect(await refusal([new File(['%PDF-1.7'], 'roster.pdf')])).toMatchObject({ status: 400, message: 'schools.roster.errors.notCsv' });
    expect(await refusal([new File(['PK\u0003\u0004 not really a zip'], 'export.zip')])).toMatchObject({ status: 400, message: 'schools.roster.errors.zipUnreadable' });
    expect(await refusal([zipOf({ 'notes.txt': 'hello' })])).toMatchObject({ status: 400, message: 'schools.roster.errors.zipEmpty' });
    expect(await refusal([zipOf(schoolSet), ...csvFiles({ 'users.csv': schoolSet['users.csv']! })])).toMatchObject({ status: 400, message: 'schools.roster.errors.duplicateFile' });
    const thirteen = Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`part-${index}.csv`, 'a']));
    expect(await refusal([zipOf(thirteen)])).toMatchObject({ status: 400, message: 'schools.roster.errors.tooManyFiles' });
    // Past 16 MB unpacked: refused from what the zip declares, before anything is inflated.
    expect(await refusal([zipOf({ 'users.csv': 'x'.repeat(17 * 1024 * 1024) })])).toMatchObject({ status: 413, message: 'schools.roster.errors.zipTooLarge' });
  });
});
