import type { ComponentType } from 'react';
import type { ActivityAnswer, ActivityTypeId, PlayerContent } from '@dino/contract';

/**
 * What every player receives, whatever its type. A player knows how to let a child give an
 * answer; judging it, celebrating it and saving it are the stage's work (activity-stage.tsx).
 */
export interface PlayerProps<T extends ActivityTypeId> {
  /** The activity's content in the page's language, art as URLs. */
  content: PlayerContent<T>;
  /** Seeds every shuffle, so the server and the browser render the same order. */
  seed: string;
  /** A right answer was given: show the right answer and take no more input. */
  solved: boolean;
  /**
   * A whole answer, once the child has given one. Returns whether it was right; on a wrong one
   * the player shows gently what did not fit and lets the child try again.
   */
  onAnswer: (answer: ActivityAnswer<T>) => boolean;
}

export type Player<T extends ActivityTypeId> = ComponentType<PlayerProps<T>>;
