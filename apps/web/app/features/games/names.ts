import type { TFunction } from 'i18next';
import type { Face } from './art/faces.tsx';
import type { Food } from './art/foods.tsx';

/** The memory cards' dinosaurs by name, as literal catalog keys. */
export function faceName(t: TFunction, face: Face): string {
  return {
    tyrannosaurus: t('games.dinos.tyrannosaurus'),
    triceratops: t('games.dinos.triceratops'),
    stegosaurus: t('games.dinos.stegosaurus'),
    brachiosaurus: t('games.dinos.brachiosaurus'),
    pteranodon: t('games.dinos.pteranodon'),
    ankylosaurus: t('games.dinos.ankylosaurus'),
  }[face];
}

/** The dinosaurs' foods by name. */
export function foodName(t: TFunction, food: Food): string {
  return {
    leaf: t('games.food.leaf'),
    fern: t('games.food.fern'),
    berries: t('games.food.berries'),
    cone: t('games.food.cone'),
    flower: t('games.food.flower'),
    meat: t('games.food.meat'),
    fish: t('games.food.fish'),
    drumstick: t('games.food.drumstick'),
    ham: t('games.food.ham'),
    crab: t('games.food.crab'),
  }[food];
}
