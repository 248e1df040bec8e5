'use client';

import { fileUrl } from '@/lib/file-url';
import { useId, useState } from 'react';
import type { ThumbnailChoice } from '../thumbnail-choices';

interface ThumbnailFieldProps {
  /** The form field's name; its value is the chosen file's fullPath, or '' for none. */
  name: string;
  label: string;
  noneLabel: string;
  choices: ThumbnailChoice[];
  defaultValue?: string | null;
  /** Called with the chosen path ('' for none), e.g. to update a live preview. */
  onChange?: (fullPath: string) => void;
}

/** Picks an image from the file store (uploaded at /admin/thumbnails), with a preview. */
export function ThumbnailField({ name, label, noneLabel, choices, defaultValue, onChange }: ThumbnailFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  return (
    <div className="flex items-center gap-3">
      <div className="h-14 w-20 shrink-0 overflow-hidden rounded-lg border border-line bg-page">
        {value ? <img src={fileUrl(value)} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            onChange?.(event.target.value);
          }}
          className="w-full rounded-lg border border-line bg-card px-2 py-1.5 text-sm"
        >
          <option value="">{noneLabel}</option>
          {choices.map((choice) => (
            <option key={choice.fullPath} value={choice.fullPath}>
              {choice.name} ({choice.width}×{choice.height})
            </option>
          ))}
          {value && !choices.some((choice) => choice.fullPath === value) ? <option value={value}>{value}</option> : null}
        </select>
      </div>
    </div>
  );
}
