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
  const toward = given === 'plant' ? -1 : given === 'meat' ? 1 : 0;

  return (
    <div className="flex flex-col items-center gap-4">
      <p className="min-h-9 text-center text-2xl font-extrabold" aria-hidden="true">
        {given ? message(given === meal.eater, meal.eater) : t('games.feedTheDino.question')}
      </p>
      <div className="grid w-full max-w-2xl grid-cols-[1fr_auto_1fr] items-end gap-2 rounded-[2rem] bg-sky-200 p-2 sm:gap-4 sm:p-4">
        <EaterButton
          eater="plant"
          label={t('games.feedTheDino.plantEater')}
          keyHint="←"
          mood={mood('plant')}
          given={given}
          buttonRef={plantButton}
          onGive={give}
        />
        <figure
          key={position}
          className="flex w-24 flex-col items-center gap-1 self-center transition duration-500 sm:w-32"
          style={{
            transform: given ? `translateX(${toward * 70}%) scale(.6)` : undefined,
            opacity: given ? 0.4 : 1,
          }}
          data-testid="food"
          data-eater={meal.eater}
        >
          <FoodPicture food={meal.food} className="w-full rounded-full bg-white p-2" />
          <figcaption className="text-center text-lg font-extrabold">{name}</figcaption>
        </figure>
        <EaterButton
          eater="meat"
          label={t('games.feedTheDino.meatEater')}
          keyHint="→"
          mood={mood('meat')}
          given={given}
          onGive={give}
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
}) {
  const Picture = props.eater === 'plant' ? PlantEater : MeatEater;
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className="tile min-h-0 w-full min-w-0 gap-1 px-1 py-2"
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
