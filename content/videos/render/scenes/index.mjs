/** Every clip, in the order they are rendered. Each scene module says what it draws and when. */
import bigAndSmall from './big-and-small.mjs';
import countTheEggs from './count-the-eggs.mjs';
import dayAndNight from './day-and-night.mjs';
import dinosaurHatches from './dinosaur-hatches.mjs';
import dinosaurOfShapes from './dinosaur-of-shapes.mjs';
import fossilForms from './fossil-forms.mjs';
import treeSeasons from './tree-seasons.mjs';

export default [
  dinosaurHatches,
  countTheEggs,
  dayAndNight,
  bigAndSmall,
  fossilForms,
  treeSeasons,
  dinosaurOfShapes,
];
