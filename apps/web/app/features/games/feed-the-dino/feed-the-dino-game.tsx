import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MeatEater, PlantEater, type Mood } from '../art/dinos.tsx';
import { FoodPicture } from '../art/foods.tsx';
import { useAfter } from '../game-clock.ts';
import { useGameKeys } from '../game-keys.ts';
import { foodName } from '../names.ts';
import type { GameProps } from '../types.ts';
import { FOODS, POINTS, SHOW_MS, menu, type Eater } from './rules.ts';

/**
 * Feed the dinosaur (ages 4 to 9): a food appears between a plant-eater and a meat-eater; give
 * it to the one who eats it. Twelve foods make a game. Keys: ← for the plant-eater, → for the
 * meat-eater (or Tab and Enter).
 */
export default function FeedTheDinoGame(props: GameProps) {
  const { clock, paused, play, announce, report, end } = props;
  const { t } = useTranslation();
  const after = useAfter(clock);
  const [meals] = useState(menu);
  const [position, setPosition] = useState(0);
  const [given, setGiven] = useState<Eater | null>(null);
  const score = useRef(0);
  const plantButton = useRef<HTMLButtonElement>(null);
  const meal = meals[position]!;
  const name = foodName(t, meal.food);

  useEffect(() => {
    plantButton.current?.focus();
  }, []);
  useEffect(() => {
    report(score.current, t('games.feedTheDino.progress', { number: position + 1, foods: FOODS }));
    announce(t('games.feedTheDino.next', { food: name }));
  }, [position, name, report, announce, t]);

  function give(eater: Eater) {
    if (paused || given) return;
    setGiven(eater);
    const right = eater === meal.eater;
    if (right) {
      score.current += POINTS;
      play('right');
      report(
        score.current,
        t('games.feedTheDino.progress', { number: position + 1, foods: FOODS }),
      );
    } else {
      play('wrong');
    }
    announce(message(right, meal.eater));
    after(SHOW_MS, () => {
      if (position + 1 >= FOODS) return end(score.current);
      setPosition(position + 1);
      setGiven(null);
    });
  }

  function message(right: boolean, eater: Eater): string {
    if (right)
      return eater === 'plant' ? t('games.feedTheDino.yumPlant') : t('games.feedTheDino.yumMeat');
    return eater === 'plant' ? t('games.feedTheDino.wrongPlant') : t('games.feedTheDino.wrongMeat');
  }

  useGameKeys(!paused, (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    give(event.key === 'ArrowLeft' ? 'plant' : 'meat');
  });

  const mood = (eater: Eater): Mood =>
    !given ? 'happy' : eater === meal.eater ? 'munch' : eater === given ? 'no' : 'happy';
  // The food flies to the one it was given to: sideways between them, or down to them on a
  // narrow screen, where it sits above the two so that its name has the whole width.
  const flight =
    given === null
      ? ''
      : `scale-60 opacity-40 max-sm:translate-y-1/2 ${given === 'plant' ? '-translate-x-[70%] max-sm:-translate-x-1/4' : 'translate-x-[70%] max-sm:translate-x-1/4'}`;

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="min-h-9 text-center text-2xl font-extrabold" aria-hidden="true">
        {given ? message(given === meal.eater, meal.eater) : t('games.feedTheDino.question')}
      </p>
      <div className="grid w-full max-w-2xl grid-cols-2 items-end gap-2 rounded-[2rem] bg-sky-200 p-2 sm:grid-cols-[1fr_auto_1fr] sm:gap-4 sm:p-4">
        <EaterButton
          eater="plant"
          label={t('games.feedTheDino.plantEater')}
          keyHint="←"
          mood={mood('plant')}
          given={given}
          buttonRef={plantButton}
          onGive={give}
          place="row-start-2 sm:col-start-1 sm:row-start-1"
        />
        <figure
          key={position}
          className={`col-span-2 row-start-1 flex w-full flex-col items-center gap-1 self-center transition duration-500 sm:col-span-1 sm:col-start-2 sm:w-32 ${flight}`}
          data-testid="food"
          data-eater={meal.eater}
        >
          <FoodPicture food={meal.food} className="w-24 rounded-full bg-white p-2 sm:w-full" />
          <figcaption className="text-center text-lg font-extrabold break-words hyphens-auto">
            {name}
          </figcaption>
        </figure>
        <EaterButton
          eater="meat"
          label={t('games.feedTheDino.meatEater')}
          keyHint="→"
          mood={mood('meat')}
          given={given}
          onGive={give}
          place="row-start-2 sm:col-start-3 sm:row-start-1"
        />
      </div>
    </div>
  );
}

function EaterButton(props: {
  eater: Eater;
  label: string;
  keyHint: string;
  mood: Mood;
  given: Eater | null;
  buttonRef?: Ref<HTMLButtonElement>;
  onGive: (eater: Eater) => void;
  /** Its cell on the board. */
  place: string;
}) {
  const Picture = props.eater === 'plant' ? PlantEater : MeatEater;
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className={`tile min-h-0 w-full min-w-0 gap-1 px-1 py-2 ${props.place}`}
      aria-keyshortcuts={props.eater === 'plant' ? 'ArrowLeft' : 'ArrowRight'}
      aria-disabled={props.given !== null || undefined}
      data-state={props.mood === 'munch' && props.given ? 'right' : undefined}
      onClick={() => props.onGive(props.eater)}
    >
      <Picture mood={props.mood} className="w-full max-w-40" />
      <span className="text-base leading-tight font-extrabold sm:text-xl">{props.label}</span>
      <span className="text-sm font-bold text-ink/70" aria-hidden="true">
        {props.keyHint}
      </span>
    </button>
  );
}
