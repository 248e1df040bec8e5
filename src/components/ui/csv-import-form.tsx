'use client';

import { useActionState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import type { FormState } from '@/lib/form-state';
import { Button } from './button';
import { TextField } from './field';
import { useMessage } from './form-status';
import { useFormToast } from './use-form-toast';

/** One refused row of an import: its line, the column at fault when it is one cell, and why (a message key). */
export interface CsvImportProblem {
  line: number;
  column?: string;
  reason: string;
  values?: Record<string, string | number>;
}

/** The answer of a CSV import action: a refused file lists every bad row, and nothing changed. */
export interface CsvImportState extends FormState {
  badRows?: CsvImportProblem[];
}

/** The words of one import form, already in the reader's language. */
export interface CsvImportLabels {
  file: string;
  hint: string;
  submit: string;
  importing: string;
  tooLarge: string;
  /** "3 problems:" above the list of bad rows. */
  problems: (count: number) => string;
  /** One bad row, with its reason already translated. */
  problem: (problem: CsvImportProblem, reason: string) => string;
}

interface CsvImportFormProps {
  action: (state: CsvImportState, formData: FormData) => Promise<CsvImportState>;
  idle: CsvImportState;
  /** The file input's id (its label, hint and error hang on it). */
  fileId: string;
  /** Files larger than this are refused here, before the upload (the action checks again). */
  maxBytes: number;
  labels: CsvImportLabels;
  /** Field errors that are about the file (beside `file`), e.g. the stock the prices are for. */
  fileErrorKeys?: string[];
  submitDisabled?: boolean;
  /** The files the picker offers (CSV unless told). */
  accept?: string;
  /** Fields sent with the file (a stock picker). */
  children?: ReactNode;
}

/**
 * Upload one CSV file to a server action: the answer is toasted, a success is also said in the page, a refused file
 * lists every bad row by line (and column) so it can be fixed in one go.
 */
export function CsvImportForm({ action, idle, fileId, maxBytes, labels, fileErrorKeys = [], submitDisabled = false, accept = '.csv,text/csv', children }: CsvImportFormProps) {
  const message = useMessage();
  const [state, importFile, pending] = useActionState(action, idle);
  useFormToast(state);
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get('file');
    if (file instanceof File && file.size > maxBytes) {
      event.preventDefault();
      toast.error(labels.tooLarge);
    }
  };
  const fileErrorKey = state.status === 'error' ? ['file', ...fileErrorKeys].map((key) => state.fieldErrors?.[key]).find(Boolean) : undefined;
  const failed = state.status === 'error' && !fileErrorKey ? message(state.message, state.messageValues) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <form action={importFile} onSubmit={checkSize} className="flex flex-wrap items-end gap-3">
        {children}
        <TextField
          compact
          className="min-w-56 flex-1"
          id={fileId}
          name="file"
          type="file"
          accept={accept}
          required
          label={labels.file}
          hint={labels.hint}
          error={message(fileErrorKey)}
          controlClassName="file:me-3 file:rounded file:border-0 file:bg-page file:px-2 file:py-1 file:text-ink"
        />
        <Button type="submit" disabled={pending || submitDisabled} className="px-3 py-2">
          {pending ? labels.importing : labels.submit}
        </Button>
      </form>
      {state.status === 'success' ? (
        <p role="status" className="text-sm text-success">
          {message(state.message, state.messageValues)}
        </p>
      ) : null}
      {failed ? (
        <div role="alert" className="rounded-xl border-s-4 border-error bg-page px-4 py-3 text-sm">
          <p className="font-semibold text-error">{failed}</p>
          {state.badRows && state.badRows.length > 0 ? (
            <>
              <p className="mt-1 text-muted">{labels.problems(state.badRows.length)}</p>
              <ul className="mt-1 max-h-72 list-disc overflow-y-auto ps-5">
                {state.badRows.map((problem, index) => (
                  <li key={`${problem.line}-${problem.column ?? ''}-${index}`}>{labels.problem(problem, message(problem.reason, problem.values) ?? problem.reason)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
