import { MEAT_FOODS, PLANT_FOODS, type Food } from '../art/foods.tsx';
import { pickOne, shuffle } from '../random.ts';

export type Eater = 'plant' | 'meat';

/** Twelve foods, six for each dinosaur; 10 points for each one given to the right eater. */
export const FOODS = 12;
export const POINTS = 10;
/** The dinosaur eats (or says "no, thank you") this long before the next food comes. */
export const SHOW_MS = 1500;
export const MAX_SCORE = FOODS * POINTS;
/** No play ends sooner: every food waits SHOW_MS after its choice. */
export const FASTEST_SECONDS = (FOODS * SHOW_MS) / 1000;

export interface Meal {
  food: Food;
  eater: Eater;
}

/** Half plant food, half meat, in a random order, never the same food twice in a row. */
export function menu(): Meal[] {
  const eaters = shuffle<Eater>([
    ...Array.from({ length: FOODS / 2 }, () => 'plant' as const),
    ...Array.from({ length: FOODS / 2 }, () => 'meat' as const),
  ]);
  const meals: Meal[] = [];
  for (const eater of eaters) {
    const foods = eater === 'plant' ? PLANT_FOODS : MEAT_FOODS;
    const previous = meals.at(-1)?.food;
    meals.push({ eater, food: pickOne(foods.filter((food) => food !== previous)) });
  }
  return meals;
}
