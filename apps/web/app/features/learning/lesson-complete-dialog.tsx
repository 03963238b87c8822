import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LessonData } from '@dino/contract';
import { useLocale, useLocalePath } from '../../lib/lang.ts';
import { play, stop } from '../narration/narrator.ts';
import { voiceLineUrl } from '../narration/voice-lines.ts';
import { Modal } from '../../ui/dialog.tsx';
import { stickerUrl } from './stickers.ts';

/**
 * The lesson-completed modal (spec sections 2 and 4): the sticker just earned, and the way on —
 * back to the lessons, or to the next lesson that is not completed yet. It opens with a fanfare
 * and Dino saying so.
 */
export function LessonCompleteDialog(props: {
  lesson: Pick<LessonData, 'name'>;
  /** The sticker's place on the module's shelf, when this completion earned one. */
  sticker: number | null;
  /** The first lesson after this one that is not completed, if any. */
  next: LessonData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const { lesson, next } = props;
  const locale = useLocale();
  const earned = useRef(props.sticker !== null);

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
    <Modal
      title={t('lessonDone.title')}
      description={
        props.sticker === null
          ? t('lessonDone.again', { lesson: lesson.name })
          : t('lessonDone.sticker', { lesson: lesson.name })
      }
      onClose={props.onClose}
      art={
        props.sticker === null ? undefined : (
          <img src={stickerUrl(props.sticker)} alt="" className="w-full" />
        )
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        {next && (
          <button
            type="button"
            className="button-primary flex-1"
            onClick={() => void navigate(to(`/modules/lessons/activity?lesson=${next.uuid}`))}
          >
            {t('lessonDone.next', { lesson: next.name })}
          </button>
        )}
        <button
          type="button"
          className={`${next ? 'button-secondary' : 'button-primary'} flex-1`}
          onClick={() => void navigate(to('/modules/lessons'))}
        >
          {t('lessonDone.back')}
        </button>
      </div>
      {next === null && <p className="text-center text-ink/80">{t('lessonDone.allDone')}</p>}
    </Modal>
  );
}
