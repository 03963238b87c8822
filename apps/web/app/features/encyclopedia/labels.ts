import type { TFunction } from 'i18next';
import type { AnimalGroup, Diet, GeologicPeriod } from '@dino/contract';

/** The words for the encyclopedia's fixed values, each written as a literal key. */
export function periodLabel(t: TFunction, period: GeologicPeriod): string {
  return {
    triassic: t('encyclopedia.triassic'),
    jurassic: t('encyclopedia.jurassic'),
    cretaceous: t('encyclopedia.cretaceous'),
  }[period];
}

export function dietLabel(t: TFunction, diet: Diet): string {
  return {
    herbivore: t('encyclopedia.herbivore'),
    carnivore: t('encyclopedia.carnivore'),
    omnivore: t('encyclopedia.omnivore'),
    piscivore: t('encyclopedia.piscivore'),
  }[diet];
}

export function groupLabel(t: TFunction, group: AnimalGroup): string {
  return {
    dinosaur: t('encyclopedia.dinosaur'),
    pterosaur: t('encyclopedia.pterosaur'),
    'marine-reptile': t('encyclopedia.marineReptile'),
  }[group];
}
