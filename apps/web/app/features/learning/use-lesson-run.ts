import { useEffect, useRef, useState } from 'react';
import { ACTIVITY_COOKIE, type ActivityData, type LessonData, type User } from '@dino/contract';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { setBrowserCookie } from '../../lib/browser-cookies.ts';
import { selectionCookie } from '../../lib/cookies.ts';
import { ActivityClock } from './activity-clock.ts';
import { learningApi } from './learning-api.ts';
import { nextStep } from './lesson-steps.ts';
import { findNextLesson } from './next-lesson.ts';
import { preloadPlayer } from './player/players.tsx';
import { setLessonStars, setTotalScores } from './score.ts';

export interface LessonFinish {
  /** The sticker's place on the module's shelf when this completion earned one, else null. */
  sticker: number | null;
  /** The next lesson to offer, found before the modal opens so its buttons never move. */
  next: LessonData | null;
  /** The activities missed on the first try in this run, offered for a practice round. */
  toPractise: string[];
}

/**
 * A child's way through one lesson (spec section 4). A right answer saves the completion at
 * once, unless the activity was already completed; when the answer display ends the child moves
 * on (lesson-steps.ts). Once every activity is complete, the lesson is completed (if it was not)
 * and the lesson-completed modal opens. Nothing is saved twice, and a failed save lets the child
 * answer again.
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
  /** What each completed activity earned the child (stars: decision 0015). */
  const earned = useRef(
    new Map(activities.map((a) => [a.uuid, a.earned ?? (a.completed ? a.points : 0)])),
  );
  const [finish, setFinish] = useState<LessonFinish | null>(null);
  /** A practice round's activities in order, while one is played; nothing is saved in it. */
  const [practice, setPractice] = useState<string[] | null>(null);
  const lastFinish = useRef<LessonFinish | null>(null);
  /** Bumped when a save failed, so the stage starts over and the child can answer again. */
  const [attempt, setAttempt] = useState(0);
  /** Whether the child has moved on from the first activity shown (focus follows from then). */
  const [moved, setMoved] = useState(false);
  const saving = useRef<Promise<boolean>>(Promise.resolve(true));
  const walkInOrder = useRef(activities.every((a) => a.completed));
  const lessonDone = useRef(lesson.completed);
  const finishing = useRef(false);
  /** Wrong tries and visible time per activity, sent with each completion. */
  const [clock] = useState(() => new ActivityClock());
  const api = () => learningApi(browserApi());

  const position = Math.max(
    0,
    activities.findIndex((a) => a.uuid === current),
  );
  const activity = activities[position]!;
  /** The activity after this one in the lesson, whose code and prompt load while this is played. */
  const upcoming = activities[position + 1];

  // The cookie follows the child, so a reload comes back to this very activity.
  useEffect(() => {
    setBrowserCookie(selectionCookie(ACTIVITY_COOKIE, current));
    if (upcoming) preloadPlayer(upcoming.type);
  }, [current, upcoming]);

  // The time counts only while the page can be seen.
  useEffect(() => {
    clock.show(current, document.visibilityState === 'visible');
  }, [clock, current]);
  useEffect(() => {
    const onVisibility = () => clock.setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [clock]);

  function go(uuid: string) {
    setCurrent(uuid);
    setMoved(true);
  }

  function onRight() {
    const uuid = activity.uuid;
    if (done.has(uuid)) {
      saving.current = Promise.resolve(true);
      return;
    }
    saving.current = api()
      .completeActivity(uuid, clock.effort(uuid))
      .then((answer) => {
        setTotalScores(user.id, answer.total_scores);
        earned.current.set(uuid, answer.earned);
        setDone((known) => new Set(known).add(uuid));
        return true;
      })
      .catch((error: unknown) => {
        reportApiError(error);
        return false;
      });
  }

  async function finishLesson() {
    if (finishing.current) return;
    finishing.current = true;
    try {
      let sticker: number | null = null;
      if (!lessonDone.current) {
        const total = await api().completeLesson(lesson.uuid);
        lessonDone.current = true;
        setTotalScores(user.id, total);
        const module = await api().module(lesson.module.uuid);
        sticker = Math.max(0, module.lessons_completed - 1);
      }
      const next = await findNextLesson(lesson.index, (page) =>
        api().lessons(lesson.module.uuid, page),
      );
      // From now on the lesson is done: playing on walks it in order.
      walkInOrder.current = true;
      setLessonStars(
        lesson.uuid,
        activities.reduce((stars, one) => stars + (earned.current.get(one.uuid) ?? 0), 0),
      );
      const toPractise = activities
        .map((a) => a.uuid)
        .filter((uuid) => !clock.effort(uuid).first_try);
      lastFinish.current = { sticker, next, toPractise };
      setFinish(lastFinish.current);
    } catch (error) {
      reportApiError(error);
    } finally {
      finishing.current = false;
    }
  }

  /**
   * A short round of the activities missed on the first try (issue 20): played again, in the
   * lesson's order, for practice only; then the lesson-completed window again, without them.
   */
  function practise() {
    const round = lastFinish.current?.toPractise ?? [];
    if (round.length === 0) return;
    setFinish(null);
    setPractice(round);
    // The first may be the activity on screen: the stage starts it over all the same.
    setAttempt((n) => n + 1);
    go(round[0]!);
  }

  function practiseOn() {
    const following = practice![practice!.indexOf(activity.uuid) + 1];
    if (following) return go(following);
    setPractice(null);
    setFinish({ ...lastFinish.current!, sticker: null, toPractise: [] });
  }

  async function onDone() {
    if (!(await saving.current)) {
      setAttempt((n) => n + 1);
      return;
    }
    if (practice) return practiseOn();
    const step = nextStep({
      order: activities.map((a) => a.uuid),
      position,
      done: new Set(done).add(activity.uuid),
      walkInOrder: walkInOrder.current,
    });
    if (step.to === 'activity') go(step.uuid);
    else await finishLesson();
  }

  return {
    activity,
    upcoming,
    done,
    attempt,
    moved,
    finish,
    practising: practice !== null,
    practise,
    pick: go,
    onRight,
    onWrong: () => clock.wrong(activity.uuid),
    onDone: () => void onDone(),
    closeFinish: () => setFinish(null),
  };
}
