import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CHILD_PIN_LENGTH } from '@dino/contract';
import { Egg } from '../games/art/eggs.tsx';
import { FacePicture } from '../games/art/faces.tsx';
import { FoodPicture } from '../games/art/foods.tsx';
import { faceName, foodName } from '../games/names.ts';
import { UndoIcon } from '../../ui/icons.tsx';

interface PadPicture {
  draw: (className: string) => ReactNode;
  name: (t: TFunction) => string;
}

/**
 * The pad's nine pictures, each in its fixed place: a PIN digit is a picture's place (1 to 9,
 * row by row), so every saved PIN depends on this order and it must never change. Nine things a
 * child tells apart at a glance, in different colours.
 */
const PAD_PICTURES: readonly PadPicture[] = [
  {
    draw: (className) => <FacePicture face="tyrannosaurus" className={className} />,
    name: (t) => faceName(t, 'tyrannosaurus'),
  },
  {
    draw: (className) => <Egg variant={1} className={className} />,
    name: (t) => t('pinPad.egg'),
  },
  {
    draw: (className) => <FoodPicture food="leaf" className={className} />,
    name: (t) => foodName(t, 'leaf'),
  },
  {
    draw: (className) => <FoodPicture food="fish" className={className} />,
    name: (t) => foodName(t, 'fish'),
  },
  {
    draw: (className) => <FacePicture face="pteranodon" className={className} />,
    name: (t) => faceName(t, 'pteranodon'),
  },
  {
    draw: (className) => <FoodPicture food="flower" className={className} />,
    name: (t) => foodName(t, 'flower'),
  },
  {
    draw: (className) => <FoodPicture food="berries" className={className} />,
    name: (t) => foodName(t, 'berries'),
  },
  {
    draw: (className) => <FacePicture face="triceratops" className={className} />,
    name: (t) => faceName(t, 'triceratops'),
  },
  {
    draw: (className) => <FoodPicture food="crab" className={className} />,
    name: (t) => foodName(t, 'crab'),
  },
];

const COLUMNS = 3;

/** The picture at a PIN digit's place ('1' to '9'). */
function pictureAt(digit: string): PadPicture {
  return PAD_PICTURES[Number(digit) - 1]!;
}

/** A PIN's pictures in order, numbered and named, as a parent shows them to the child. */
export function PinPictures(props: { pin: string }) {
  const { t } = useTranslation();
  return (
    <ol className="grid grid-cols-2 gap-3">
      {[...props.pin].map((digit, index) => (
        <li
          key={index}
          className="relative flex flex-col items-center gap-1 rounded-2xl bg-leaf-50 p-2 text-center"
        >
          <span aria-hidden="true" className="absolute top-1 left-2 font-extrabold text-leaf-700">
            {index + 1}
          </span>
          <span className="h-14 w-14">{pictureAt(digit).draw('h-full w-full')}</span>
          <span className="text-base font-bold">{pictureAt(digit).name(t)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * Four taps on nine pictures: a child's PIN that needs no reading (issue 20). The pictures chosen
 * so far show in four places above the pad, beside a button that takes the last one back; a
 * screen reader hears each picture's name and how many are chosen. Every picture is a button
 * reached with Tab, and the arrow keys move around the pad as it is drawn.
 */
export function PicturePinPad(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  error?: string | undefined;
  /**
   * A child's own pad: the biggest targets, for small fingers; on a phone turned sideways a
   * little smaller, so the whole pad fits the screen's height.
   */
  large?: boolean;
  /** Where the pad stands in its form (the login puts it beside the fields when sideways). */
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const pad = useRef<HTMLDivElement>(null);
  const { value, onChange } = props;
  const full = value.length >= CHILD_PIN_LENGTH;

  function choose(place: number) {
    if (!full) onChange(value + String(place));
  }

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(pad.current?.querySelectorAll('button') ?? [])];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    const step = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    buttons[(from + step + buttons.length) % buttons.length]?.focus();
  }

  return (
    <fieldset
      className={`flex min-w-0 flex-col items-center gap-3 ${props.large ? 'phone-landscape:gap-2' : ''} ${props.className ?? ''}`}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className={`mb-2 font-bold ${props.large ? 'phone-landscape:sr-only' : ''}`}>
        {props.label}
      </legend>
      <div className="flex items-center gap-2">
        <ol className="flex gap-1.5" aria-label={t('pinPad.chosenList')}>
          {Array.from({ length: CHILD_PIN_LENGTH }, (_, index) => {
            const digit = value[index];
            return (
              <li
                key={index}
                className={`flex h-12 w-12 items-center justify-center rounded-xl border-4 p-0.5 ${digit ? 'border-leaf-500 bg-white' : 'border-dashed border-leaf-300 bg-leaf-50'}`}
              >
                {digit ? (
                  <span role="img" aria-label={pictureAt(digit).name(t)} className="h-full w-full">
                    {pictureAt(digit).draw('h-full w-full')}
                  </span>
                ) : (
                  <span className="sr-only">{t('pinPad.empty')}</span>
                )}
              </li>
            );
          })}
        </ol>
        {/* Stays in the tab order with nothing to take back, so that the focus stays put. */}
        <button
          type="button"
          className="icon-button shrink-0 aria-disabled:opacity-40"
          aria-label={t('pinPad.undo')}
          title={t('pinPad.undo')}
          aria-disabled={value === '' ? true : undefined}
          onClick={() => onChange(value.slice(0, -1))}
        >
          <UndoIcon className="h-7 w-7" />
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {t('pinPad.chosen', { chosen: value.length, total: CHILD_PIN_LENGTH })}
      </p>
      {/* Under the chosen places, where the child is looking, not below the pad. */}
      {props.error && (
        <p id={`${id}-error`} role="alert" className="field-error text-center">
          {props.error}
        </p>
      )}
      <div
        ref={pad}
        className={`grid grid-cols-3 gap-3 ${props.large ? 'phone-landscape:gap-2' : ''}`}
        onKeyDown={move}
      >
        {PAD_PICTURES.map((picture, index) => (
          <button
            key={index}
            type="button"
            className={`flex ${props.large ? 'h-18 w-18 phone-landscape:h-16 phone-landscape:w-16' : 'h-16 w-16'} touch-manipulation items-center justify-center rounded-2xl border-4 border-leaf-200 bg-white p-1.5 shadow-[0_4px_0_var(--color-leaf-200)] transition select-none hover:border-leaf-500 active:translate-y-0.5 aria-disabled:opacity-50`}
            aria-label={picture.name(t)}
            aria-disabled={full ? true : undefined}
            onClick={() => choose(index + 1)}
          >
            {picture.draw('h-full w-full')}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
