'use client';

import { SelectField } from '@/components/ui/field';
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
  error?: string;
  /** Called with the chosen path ('' for none), e.g. to update a live preview. */
  onChange?: (fullPath: string) => void;
}

/** Picks an image from the file store (uploaded at /admin/thumbnails), with a preview. */
export function ThumbnailField({ name, label, noneLabel, choices, defaultValue, error, onChange }: ThumbnailFieldProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? '');
  return (
    <div className="flex items-center gap-3">
      <div className="h-14 w-20 shrink-0 overflow-hidden rounded-lg border border-line bg-page">
        {value ? <img src={fileUrl(value)} alt="" className="h-full w-full object-cover" /> : null}
      </div>
      <SelectField
        compact
        className="flex-1"
        id={id}
        name={name}
        label={label}
        error={error}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        <option value="">{noneLabel}</option>
        {choices.map((choice) => (
          <option key={choice.fullPath} value={choice.fullPath}>
            {choice.name} ({choice.width}×{choice.height})
          </option>
        ))}
        {value && !choices.some((choice) => choice.fullPath === value) ? <option value={value}>{value}</option> : null}
      </SelectField>
    </div>
  );
}
