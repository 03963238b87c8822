import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonData } from '@dino/contract';
import type { ApiPage } from '../../lib/api-client.ts';
import { reportApiError } from '../../lib/api-errors.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useLocalePath } from '../../lib/lang.ts';
import { CheckIcon, LockIcon } from '../../ui/icons.tsx';
import { learningApi } from './learning-api.ts';

/**
 * A lesson opens once the one before it is done (or it is done itself): children meet letters
 * and numbers in the order they build on each other, and may always go back.
 */
function isOpen(lessons: LessonData[], position: number): boolean {
  const lesson = lessons[position]!;
  return position === 0 || lesson.completed || lessons[position - 1]!.completed;
}

/** The lessons of a module, in order; further pages load when the child asks for more. */
export function LessonList(props: {
  moduleUuid: string;
  first: ApiPage<LessonData>;
  current: string | null;
}) {
  const { t } = useTranslation();
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
        {t('learn.lessonsHeading')}
      </h2>
      <ol className="flex flex-col gap-3">
        {lessons.map((lesson, position) => (
          <LessonRow
            key={lesson.uuid}
            lesson={lesson}
            open={isOpen(lessons, position)}
            current={lesson.uuid === props.current}
          />
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

function LessonRow(props: { lesson: LessonData; open: boolean; current: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { lesson } = props;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-2xl font-extrabold ${lesson.completed ? 'bg-leaf-500 text-white' : props.open ? 'bg-sun-200 text-ink' : 'bg-ink/10 text-ink/60'}`}
      >
        {lesson.completed ? <CheckIcon className="h-8 w-8" /> : lesson.index + 1}
      </span>
      <span className="flex flex-1 flex-col">
        <span className="text-xl font-extrabold">
          <span className="sr-only">{t('learn.lessonNumber', { number: lesson.index + 1 })} </span>
          {lesson.name}
        </span>
        <span className="text-base text-ink/75">
          {lesson.completed
            ? t('learn.lessonCompleted')
            : props.open
              ? t('learn.activitiesDone', {
                  done: lesson.activities_completed,
                  all: lesson.activities_total,
                })
              : t('learn.lessonLocked')}
        </span>
      </span>
      {!props.open && <LockIcon className="h-7 w-7 shrink-0 text-ink/60" />}
      {props.open && props.current && !lesson.completed && (
        <span className="chip shrink-0 font-extrabold">{t('learn.continue')}</span>
      )}
    </>
  );
  const look = 'flex min-h-20 items-center gap-4 rounded-3xl border-2 p-3 sm:p-4';
  return (
    <li>
      {props.open ? (
        <Link
          prefetch="none"
          to={to(`/modules/lessons/activity?lesson=${lesson.uuid}`)}
          className={`${look} border-leaf-100 bg-white shadow-[0_4px_0_var(--color-leaf-100)] transition hover:border-leaf-500 ${props.current ? 'border-sun-400' : ''}`}
        >
          {body}
        </Link>
      ) : (
        <div className={`${look} border-dashed border-ink/20 bg-white/60 text-ink/70`}>{body}</div>
      )}
    </li>
  );
}
