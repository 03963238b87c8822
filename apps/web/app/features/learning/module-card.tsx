import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModuleData } from '@dino/contract';
import { useLocalePath } from '../../lib/lang.ts';
import { SayNamePicture } from './say-name.tsx';
import { StickerShelf } from './sticker-shelf.tsx';

/**
 * A module with the child's progress and stickers, marked when it is made for older or younger
 * children than the one playing. Its link chooses the module (a query the lessons page stores
 * in the module cookie), so it is never prefetched: hovering chooses nothing.
 */
export function ModuleCard(props: { module: ModuleData; current: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { module } = props;
  const headingId = `module-${module.uuid}`;
  return (
    <li
      className={`card flex min-w-0 flex-col gap-4 ${props.current ? 'border-sun-400 shadow-[0_4px_0_var(--color-sun-400)]' : ''}`}
    >
      <div className="flex items-center gap-3 sm:gap-4">
        <SayNamePicture name={module.name} url={module.name_audio} picture={module.art} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2
            id={headingId}
            className="text-xl font-extrabold break-words hyphens-auto sm:text-2xl"
          >
            {module.name}
          </h2>
          <p className="text-base text-ink/75">
            {t('learn.ages', { min: module.min_age, max: module.max_age })}
          </p>
          {/* Shown, never hidden: a child may still try it, and a grown-up may choose it. */}
          {(module.fit === 'older' || module.fit === 'younger') && (
            <p
              className={`self-start rounded-2xl px-3 py-0.5 text-base font-bold text-ink ${module.fit === 'older' ? 'bg-sky-200' : 'bg-sun-200'}`}
            >
              {module.fit === 'older' ? t('learn.forOlder') : t('learn.forYounger')}
            </p>
          )}
        </div>
      </div>
      <p className="text-ink/85">{module.description}</p>
      <div className="flex flex-col gap-2">
        <p className="font-bold">
          {t('learn.lessonsDone', { done: module.lessons_completed, all: module.lessons_total })}
        </p>
        <progress
          className="progress"
          max={Math.max(module.lessons_total, 1)}
          value={module.lessons_completed}
          aria-labelledby={headingId}
        />
        <StickerShelf earned={module.lessons_completed} places={module.lessons_total} />
      </div>
      <Link
        prefetch="none"
        to={to(`/modules/lessons?module=${module.uuid}`)}
        className={`${props.current ? 'button-primary' : 'button-secondary'} mt-auto`}
        aria-describedby={headingId}
      >
        {module.completed
          ? t('learn.again')
          : props.current
            ? t('learn.continue')
            : t('learn.open')}
      </Link>
    </li>
  );
}
