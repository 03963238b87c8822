import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ANSWER_DISPLAY_MS, CONFETTI_DELAY_MS, type LessonData } from '@dino/contract';
import { useLocale, useLocalePath } from '../../lib/lang.ts';
import { play, stop } from '../narration/narrator.ts';
import { voiceLineUrl } from '../narration/voice-lines.ts';
import { Modal } from '../../ui/dialog.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { DinoMascot } from '../../ui/dino-mascot.tsx';
import { Confetti } from './stage/confetti.tsx';
import { useReducedMotion } from './stage/use-reduced-motion.ts';
import { useLessonStars } from './score.ts';
import { stickerUrl } from './stickers.ts';

/**
 * The lesson-completed modal (spec sections 2 and 4), a celebration: the sticker and the stars
 * the lesson brought, confetti, a fanfare and Dino saying so; then the way on at the bottom —
 * back to the lessons, or to the next lesson that is not completed yet.
 */
export function LessonCompleteDialog(props: {
  lesson: Pick<LessonData, 'uuid' | 'name'>;
  /** The sticker's place on the module's shelf, when this completion earned one. */
  sticker: number | null;
  /** The first lesson after this one that is not completed, if any. */
  next: LessonData | null;
  /** How many activities were missed on the first try, offered for a practice round. */
  toPractise: number;
  onPractise: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { lesson, next } = props;
  const locale = useLocale();
  const earned = useRef(props.sticker !== null);
  const stars = useLessonStars(lesson.uuid);
  const confetti = useConfetti();

  useEffect(() => {
    let open = true;
    const line = earned.current ? 'lesson_done' : 'lesson_again';
    void voiceLineUrl(line, locale, 0).then((url) => {
      if (open) void play(url, { tone: 'end' });
    });
    return () => {
      open = false;
      stop();
    };
  }, [locale]);

  return (
    <>
      <Modal
        title={t('lessonDone.title')}
        description={
          props.sticker === null
            ? t('lessonDone.again', { lesson: lesson.name })
            : t('lessonDone.sticker', { lesson: lesson.name })
        }
        onClose={props.onClose}
        centered
        art={
          <div className="flex h-32 w-32 shrink-0 items-center justify-center rounded-full bg-sun-200 p-3 shadow-[0_4px_0_var(--color-sun-600)]">
            {props.sticker === null ? (
              <DinoMascot className="h-full w-full" />
            ) : (
              <img
                src={stickerUrl(props.sticker)}
                alt=""
                width={104}
                height={104}
                className="h-full w-full"
                data-testid="sticker"
              />
            )}
          </div>
        }
      >
        {stars !== null && props.sticker !== null && (
          <p className="inline-flex min-h-12 items-center gap-2 justify-self-center rounded-full bg-sun-200 px-5 text-xl font-extrabold text-ink">
            <StarIcon className="h-7 w-7 shrink-0 text-sun-600" />
            {t('lessonDone.stars', { stars })}
          </p>
        )}
        {next === null && <p className="font-bold text-balance">{t('lessonDone.allDone')}</p>}
        {props.toPractise > 0 && (
          <button
            type="button"
            className="button-secondary min-h-14 w-full"
            onClick={props.onPractise}
          >
            {t('lessonDone.practise', { n: props.toPractise })}
          </button>
        )}
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row-reverse">
          {next && (
            <button
              type="button"
              className="button-primary min-h-14 flex-1"
              onClick={() => void navigate(to(`/modules/lessons/activity?lesson=${next.uuid}`))}
            >
              {t('lessonDone.next', { lesson: next.name })}
            </button>
          )}
          <button
            type="button"
            className={`${next ? 'button-secondary' : 'button-primary'} min-h-14 flex-1`}
            onClick={() => void navigate(to('/modules/lessons'))}
          >
            {t('lessonDone.back')}
          </button>
        </div>
      </Modal>
      {/* Over the whole screen, not only the panel; never where less motion is asked for. */}
      {confetti && (
        <div className="pointer-events-none fixed inset-0 z-[60]" data-testid="lesson-confetti">
          <Confetti />
        </div>
      )}
    </>
  );
}

/** Whether the confetti falls now: as after a right answer (spec section 4), from 0.5 s to 2 s. */
function useConfetti(): boolean {
  const reducedMotion = useReducedMotion();
  const [falling, setFalling] = useState(false);
  useEffect(() => {
    if (reducedMotion) return;
    const start = window.setTimeout(() => setFalling(true), CONFETTI_DELAY_MS);
    const end = window.setTimeout(() => setFalling(false), ANSWER_DISPLAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(end);
    };
  }, [reducedMotion]);
  return falling && !reducedMotion;
}
