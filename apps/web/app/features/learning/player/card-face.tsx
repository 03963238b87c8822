import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** What a child sees on a card: a picture, a word or letter, a colour swatch, or several. */
export interface Face {
  label?: string | undefined;
  art?: string | undefined;
  color?: string | undefined;
}

/** What each picture of the activity shows, by URL (the API's `art_names`). */
export const ArtNames = createContext<Readonly<Record<string, string>>>({});

/**
 * Names a card for a screen reader: its word, else what its picture shows, else its place
 * ("Colour 2": a swatch has no word of its own).
 */
export function useFaceName(): (face: Face, position: number) => string {
  const { t } = useTranslation();
  const names = useContext(ArtNames);
  return useCallback(
    (face: Face, position: number) => {
      if (face.label) return face.label;
      const named = face.art ? names[face.art] : undefined;
      if (named) return named;
      return face.art
        ? t('player.picture', { number: position + 1 })
        : t('player.colour', { number: position + 1 });
    },
    [names, t],
  );
}

/**
 * A word is big on its card; a whole sentence (a step of a story to order) reads smaller. Sideways
 * a phone has little height, so the words get smaller there rather than the whole task shrinking,
 * which would shrink the cards under a finger too.
 */
const SENTENCE = 24;

function labelSize(sentence: boolean, large: boolean): string {
  if (sentence) return 'text-xl sm:text-2xl phone-landscape:text-base';
  return large
    ? 'text-3xl phone:text-2xl phone-landscape:text-xl sm:text-4xl'
    : 'text-2xl phone-landscape:text-base';
}

/**
 * The card's face; decorative to assistive technology, since the control carries the name. Its
 * word is marked `data-say`, so a long press on the card says it (see useHoldToSay), and the
 * phone's own long-press callout stays away. `sm` is a card put away (in a basket): on a phone a
 * picture alone says which it is, so the basket fills slower than the pile empties and the task
 * need not shrink while it is played.
 */
export function CardFace(props: { face: Face; size?: 'sm' | 'md' | 'lg' }) {
  const { face } = props;
  const large = (props.size ?? 'lg') === 'lg';
  const bare = props.size === 'sm' && face.art !== undefined;
  const sentence = (face.label?.length ?? 0) > SENTENCE;
  return (
    // Sideways a sentence's picture stands beside it: the row is short, not narrow.
    <span
      className={`flex flex-col items-center justify-center gap-1 [-webkit-touch-callout:none] phone-landscape:gap-0.5 ${sentence ? 'phone-landscape:flex-row phone-landscape:gap-1.5' : ''}`}
      aria-hidden="true"
      data-say={face.label}
    >
      {face.art && (
        <img
          src={face.art}
          alt=""
          draggable={false}
          className={
            'shrink-0 ' +
            (large
              ? 'h-20 w-20 phone:h-14 phone:w-14 phone-landscape:h-12 phone-landscape:w-12 sm:h-24 sm:w-24'
              : 'h-14 w-14 phone:h-12 phone:w-12 phone-landscape:h-8 phone-landscape:w-8 sm:h-16 sm:w-16')
          }
        />
      )}
      {face.color && (
        <span
          className={`block rounded-full border-4 border-white shadow-[0_0_0_2px_var(--color-ink)] ${large ? 'h-16 w-16 phone-landscape:h-12 phone-landscape:w-12' : 'h-12 w-12 phone-landscape:h-10 phone-landscape:w-10'}`}
          style={{ backgroundColor: face.color }}
        />
      )}
      {face.label && (
        <span
          className={`leading-tight font-extrabold break-words ${labelSize(sentence, large)} ${bare ? 'phone:hidden' : ''}`}
        >
          {face.label}
        </span>
      )}
    </span>
  );
}
