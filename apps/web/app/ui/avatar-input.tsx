import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_FORMATS,
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MAX_PIXELS,
  translate,
  type Locale,
} from '@dino/contract';
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
 * The picture's width times height as the browser reads them, without drawing it; null if the
 * browser cannot read it.
 */
async function pixelsOf(file: File): Promise<number | null> {
  const url = URL.createObjectURL(file);
  try {
    return await new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve(image.naturalWidth * image.naturalHeight);
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The server's refusal, said before the upload: the wrong format, or too many pixels. */
async function problemWith(file: File, locale: Locale): Promise<string | undefined> {
  if (!isAcceptedAvatar(file)) return translate(locale, 'validation.avatar_format');
  const pixels = await pixelsOf(file);
  if (pixels === null) return translate(locale, 'validation.avatar_format');
  if (pixels > AVATAR_MAX_PIXELS) {
    return translate(locale, 'validation.avatar_pixels', { max: AVATAR_MAX_MEGAPIXELS });
  }
  return undefined;
}

/**
 * A picture chooser that shows the chosen picture before anything is sent, and refuses other
 * formats (with the spec's message) and oversized pictures at once, as the server would. The
 * server re-encodes it and drops its metadata.
 */
export function AvatarInput(props: {
  current?: string | null | undefined;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** Within a group that already says what the picture is for, the title is for screen readers. */
  hideLabel?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | undefined>();
  const [chosenName, setChosenName] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0] ?? null;
    const problem = file ? await problemWith(file, locale) : undefined;
    // Another picture was chosen while this one was being read: that one decides.
    if ((input.files?.[0] ?? null) !== file) return;
    if (problem) {
      setChoiceError(problem);
      setPreview(null);
      setChosenName(null);
      props.onChange(null);
      input.value = '';
      return;
    }
    setChoiceError(undefined);
    setPreview(file ? URL.createObjectURL(file) : null);
    setChosenName(file?.name ?? null);
    props.onChange(file);
  }

  const shown = preview ?? props.current ?? null;
  const error = choiceError ?? props.error;
  const status = chosenName ?? (props.current ? t('form.avatarKept') : t('form.avatarNone'));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={props.hideLabel ? 'sr-only' : 'font-bold'}>
        {t('form.avatar')}
      </label>
      <div className="flex items-center gap-4">
        <span className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-leaf-200 bg-leaf-50">
          {shown ? (
            <img src={shown} alt={t('form.avatarPreview')} className="h-full w-full object-cover" />
          ) : (
            <DinoMascot className="h-14 w-14" />
          )}
        </span>
        {/* The browser's own button speaks the browser's language and will not shrink: the input
            stays for the form, the keyboard and screen readers, and our label is what is seen. */}
        <div className="relative flex min-w-0 flex-1 flex-col items-start gap-1">
          <input
            id={id}
            type="file"
            accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-status ${error ? `${id}-error` : `${id}-hint`}`}
            className="peer sr-only"
            onChange={(event) => void choose(event.currentTarget)}
          />
          <label
            htmlFor={id}
            className="button-secondary cursor-pointer px-4 peer-focus-visible:outline-4 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-sun-400"
          >
            {t('form.avatarChoose')}
          </label>
          <p id={`${id}-status`} className="text-base wrap-anywhere text-ink/75">
            {status}
          </p>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-base text-ink/75">
          {t('form.avatarHint', { megapixels: AVATAR_MAX_MEGAPIXELS })}
        </p>
      )}
    </div>
  );
}
