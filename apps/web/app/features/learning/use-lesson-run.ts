import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_COOKIE, type ActivityData, type LessonData, type User } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { setBrowserCookie } from '../../lib/browser-cookies.ts';
import { selectionCookie } from '../../lib/cookies.ts';
import { learningApi } from './learning-api.ts';
import { preloadPlayer } from './player/players.tsx';
import { setTotalScores } from './score.ts';

export interface LessonFinish {
  /** The sticker's place on the module's shelf when this completion earned one, else null. */
  sticker: number | null;
}

/** The activity after `position` that is still to do, wrapping round to the ones skipped. */
function nextToDo(activities: ActivityData[], position: number, done: ReadonlySet<string>) {
  const after = [...activities.slice(position + 1), ...activities.slice(0, position)];
  return after.find((activity) => !done.has(activity.uuid));
}

/**
 * A child's way through one lesson (spec section 4). A right answer saves the completion at
 * once, unless the activity was already completed; when the answer display ends the child moves
 * to the next activity still to do. Once every activity is complete, the lesson is completed
 * (if it was not) and the lesson-completed modal opens. Replaying a finished lesson walks it in
 * order and saves nothing.
 */
export function useLessonRun(props: {
  user: User;
  lesson: LessonData;
  activities: ActivityData[];
  initial: string;
}) {
  const { user, lesson, activities } = props;
  const [current, setCurrent] = useState(props.initial);
  const [done, setDone] = useState<ReadonlySet<string>>(
    () => new Set(activities.filter((a) => a.completed).map((a) => a.uuid)),
  );
  const [finish, setFinish] = useState<LessonFinish | null>(null);
  /** Bumped when a save failed, so the stage starts over and the child can answer again. */
  const [attempt, setAttempt] = useState(0);
  const saving = useRef<Promise<boolean>>(Promise.resolve(true));
  const replay = useRef(activities.every((a) => a.completed));
  const lessonDone = useRef(lesson.completed);
  const api = () => learningApi(browserApi());

  const position = Math.max(
    0,
    activities.findIndex((a) => a.uuid === current),
  );
  const activity = activities[position]!;

  // The cookie follows the child, so a reload comes back to this very activity.
  useEffect(() => {
    setBrowserCookie(selectionCookie(ACTIVITY_COOKIE, current));
    const upcoming = activities[position + 1];
    if (upcoming) preloadPlayer(upcoming.type);
  }, [current, activities, position]);

  function pick(uuid: string) {
    setCurrent(uuid);
  }

  function onRight() {
    if (done.has(activity.uuid)) return;
    const uuid = activity.uuid;
    saving.current = api()
      .completeActivity(uuid)
      .then((total) => {
        setTotalScores(user.id, total);
        setDone((known) => new Set(known).add(uuid));
        return true;
      })
      .catch((error: unknown) => {
        reportApiError(error);
        return false;
      });
  }

  async function finishLesson() {
    if (lessonDone.current) {
      setFinish({ sticker: null });
      return;
    }
    try {
      const total = await api().completeLesson(lesson.uuid);
      lessonDone.current = true;
      setTotalScores(user.id, total);
      const module = await api().module(lesson.module.uuid);
      setFinish({ sticker: Math.max(0, module.lessons_completed - 1) });
    } catch (error) {
      reportApiError(error);
    }
  }

  async function onDone() {
    if (!(await saving.current)) {
      setAttempt((n) => n + 1);
      return;
    }
    const completed = new Set(done).add(activity.uuid);
    if (replay.current) {
      const following = activities[position + 1];
      if (following) setCurrent(following.uuid);
      else await finishLesson();
      return;
    }
    const next = nextToDo(activities, position, completed);
    if (next) setCurrent(next.uuid);
    else await finishLesson();
  }

  return {
    activity,
    done,
    attempt,
    finish,
    pick,
    onRight,
    onDone: () => void onDone(),
    closeFinish: () => setFinish(null),
  };
}
