import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { VOICE_LINES, type LessonData } from '@dino/contract';
import { useLocale, useLocalePath } from '../../lib/lang.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DinoMascot } from '../../ui/dino-mascot.tsx';
import { LockIcon, SpeakerIcon } from '../../ui/icons.tsx';
import { play, stop } from '../narration/narrator.ts';
import { sayLine, voiceLineUrl } from '../narration/voice-lines.ts';

/**
 * A locked lesson opened by its address (a bookmark, a link, the back button): instead of tasks
 * whose answers the server would refuse, Dino says what opens it and offers that lesson.
 */
export function LockedLesson(props: { lesson: LessonData; opening: LessonData | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { opening } = props;

  useEffect(() => {
    let open = true;
    void voiceLineUrl('lesson_locked', locale, 0).then((url) => {
      if (open) void play(url);
    });
    return () => {
      open = false;
      stop();
    };
  }, [locale]);

  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border-4 border-dashed border-ink/20 bg-white px-5 py-8 text-center phone-landscape:flex-row phone-landscape:gap-6 phone-landscape:py-4 phone-landscape:text-left">
      <div className="relative h-32 w-32 shrink-0">
        <DinoMascot className="h-full w-full" />
        <span className="absolute -right-1 -bottom-1 flex h-12 w-12 items-center justify-center rounded-full border-4 border-ink/20 bg-white">
          <LockIcon className="h-6 w-6 text-ink/70" />
        </span>
      </div>
      {/* Turned sideways, words and ways on stand beside the picture, so both buttons stay in view. */}
      <div className="flex w-full flex-col items-center gap-4 phone-landscape:items-start phone-landscape:gap-2">
        <h1 className="text-2xl font-extrabold text-balance">{props.lesson.name}</h1>
        <p className="flex items-center gap-2 text-lg font-bold">
          {VOICE_LINES.lesson_locked[locale][0]}
          <button
            type="button"
            className="icon-button shrink-0 border-2 border-leaf-200 bg-white"
            aria-label={t('learn.lockedListen')}
            onClick={() => sayLine('lesson_locked', locale, 0)}
          >
            <SpeakerIcon className="h-6 w-6" />
          </button>
        </p>
        <div className="flex w-full max-w-md flex-col gap-3 phone-landscape:max-w-none phone-landscape:flex-row">
          {opening && (
            <AppLink
              to={to(`/modules/lessons/activity?lesson=${opening.uuid}`)}
              className="button-primary min-h-14 phone-landscape:flex-1"
            >
              {t('learn.lockedOpen', { lesson: opening.name })}
            </AppLink>
          )}
          <AppLink
            to={to('/modules/lessons')}
            className={`${opening ? 'button-secondary' : 'button-primary'} min-h-14 phone-landscape:flex-1`}
          >
            {t('lessonDone.back')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
