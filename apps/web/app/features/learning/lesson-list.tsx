import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VOICE_LINES, type LessonData } from '@dino/contract';
import type { ApiPage } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useLocale, useLocalePath } from '../../lib/lang.ts';
import { CheckIcon, LockIcon } from '../../ui/icons.tsx';
import { sayLine } from '../narration/voice-lines.ts';
import { learningApi } from './learning-api.ts';
import { SayNameButton, useSayOnOpen } from './say-name.tsx';

/**
 * The lessons of a module, in order; further pages load when the child asks for more. Opening
 * it says what to do, in the words of its heading, and each lesson's name can be heard.
 */
export function LessonList(props: {
  moduleUuid: string;
  first: ApiPage<LessonData>;
  current: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  useSayOnOpen('pick_lesson');
  const [lessons, setLessons] = useState(props.first.data);
  const [page, setPage] = useState(props.first.pagination.currentPage);
  const [loading, setLoading] = useState(false);
  const lastPage = props.first.pagination.lastPage;

  async function more() {
    setLoading(true);
    try {
      const next = await learningApi(browserApi()).lessons(props.moduleUuid, page + 1);
      setLessons((known) => [...known, ...next.data]);
      setPage(next.pagination.currentPage);
    } catch (error) {
      reportApiError(error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="lessons-heading" className="flex flex-col gap-4">
      <h2 id="lessons-heading" className="text-2xl font-extrabold">
        {VOICE_LINES.pick_lesson[locale][0]}
      </h2>
      <ol className="flex flex-col gap-3">
        {lessons.map((lesson) => (
          <LessonRow key={lesson.uuid} lesson={lesson} current={lesson.uuid === props.current} />
        ))}
      </ol>
      {page < lastPage && (
        <button
          type="button"
          className="button-secondary self-center"
          disabled={loading}
          onClick={() => void more()}
        >
          {t('learn.moreLessons')}
        </button>
      )}
    </section>
  );
}

/**
 * One lesson: a link while it is open (the API says which are, decision 0015), else a button that
 * says what opens it, so a child who cannot read yet learns why nothing opened.
 */
function LessonRow(props: { lesson: LessonData; current: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { lesson } = props;
  const open = !lesson.locked;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-2xl font-extrabold sm:h-14 sm:w-14 ${lesson.completed ? 'bg-leaf-500 text-white' : open ? 'bg-sun-200 text-ink' : 'bg-ink/10 text-ink/60'}`}
      >
        {lesson.completed ? <CheckIcon className="h-8 w-8" /> : lesson.index + 1}
        {/* The lock rides on the number, so a phone's narrow row keeps its width for the name. */}
        {!open && (
          <span className="absolute -right-1.5 -bottom-1.5 flex h-7 w-7 items-center justify-center rounded-full border-2 border-ink/20 bg-white">
            <LockIcon className="h-4 w-4 text-ink/70" />
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col items-start">
        {/* Chromium cannot hyphenate Armenian: a word wider than the row breaks rather than
            running under the speaker ("Թվային օրինաչափություններ" at 360 px). */}
        <span className="max-w-full text-lg font-extrabold wrap-anywhere hyphens-auto sm:text-xl">
          <span className="sr-only">{t('learn.lessonNumber', { number: lesson.index + 1 })} </span>
          {lesson.name}
        </span>
        <span className="text-base text-ink/75">
          {lesson.completed
            ? t('learn.lessonCompleted')
            : open
              ? t('learn.activitiesDone', {
                  done: lesson.activities_completed,
                  all: lesson.activities_total,
                })
              : VOICE_LINES.lesson_locked[locale][0]}
        </span>
        {open && props.current && !lesson.completed && (
          <span className="chip mt-1 py-0.5 text-base font-extrabold">{t('learn.continue')}</span>
        )}
      </span>
    </>
  );
  const look =
    'flex min-h-20 min-w-0 flex-1 items-center gap-3 rounded-3xl py-3 pl-3 sm:gap-4 sm:py-4 sm:pl-4';
  return (
    <li
      className={`flex items-center gap-2 rounded-3xl border-2 pr-3 sm:pr-4 ${open ? `bg-white shadow-[0_4px_0_var(--color-leaf-100)] transition has-[a:hover]:border-leaf-500 ${props.current ? 'border-sun-400' : 'border-leaf-100'}` : 'border-dashed border-ink/20 bg-white/60 text-ink/70'}`}
    >
      {open ? (
        <Link
          prefetch="none"
          to={to(`/modules/lessons/activity?lesson=${lesson.uuid}`)}
          className={look}
        >
          {body}
        </Link>
      ) : (
        <button
          type="button"
          className={`${look} text-left`}
          onClick={() => sayLine('lesson_locked', locale, 0)}
        >
          {body}
        </button>
      )}
      <SayNameButton name={lesson.name} url={lesson.name_audio} />
    </li>
  );
}
