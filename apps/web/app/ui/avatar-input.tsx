import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_FORMATS, translate } from '@dino/contract';
import { useLocale } from '../lib/lang.ts';
import { DinoMascot } from './dino-mascot.tsx';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

function isAcceptedAvatar(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = (AVATAR_FORMATS as readonly string[]).includes(
    extension === 'jpeg' ? 'jpg' : extension,
  );
  return ACCEPTED_TYPES.includes(file.type) && known;
}

/**
 * A picture chooser that shows the chosen picture before anything is sent, and refuses other
 * formats at once with the spec's message. The server re-encodes it and drops its metadata.
 */
export function AvatarInput(props: {
  current?: string | null | undefined;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [formatError, setFormatError] = useState<string | undefined>();
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? props.current ?? null;
  const error = formatError ?? props.error;
  return (
    <div className="flex items-center gap-4">
      <span className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-leaf-200 bg-leaf-50">
        {shown ? (
          <img src={shown} alt={t('form.avatarPreview')} className="h-full w-full object-cover" />
        ) : (
          <DinoMascot className="h-14 w-14" />
        )}
      </span>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-bold">
          {t('form.avatar')}
        </label>
        <input
          id={id}
          type="file"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className="file-input"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            if (file && !isAcceptedAvatar(file)) {
              setFormatError(translate(locale, 'validation.avatar_format'));
              setPreview(null);
              props.onChange(null);
              event.target.value = '';
              return;
            }
            setFormatError(undefined);
            setPreview(file ? URL.createObjectURL(file) : null);
            props.onChange(file);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-base text-ink/75">
            {t('form.avatarHint')}
          </p>
        )}
      </div>
    </div>
  );
}
