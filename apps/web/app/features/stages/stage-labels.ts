import type { TFunction } from 'i18next';
import type { StageId } from '@dino/contract';

/** Each stage's name and what it is about, as literal catalog keys. */
export function stageText(t: TFunction, stage: StageId): { name: string; text: string } {
  return {
    egg: { name: t('stages.egg'), text: t('stages.eggText') },
    hatchling: { name: t('stages.hatchling'), text: t('stages.hatchlingText') },
    explorer: { name: t('stages.explorer'), text: t('stages.explorerText') },
    paleontologist: { name: t('stages.paleontologist'), text: t('stages.paleontologistText') },
  }[stage];
}
