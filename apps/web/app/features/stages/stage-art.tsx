import type { StageId } from '@dino/contract';

/** The four stages as a dinosaur grows: an egg, a hatchling, an explorer, a paleontologist. */
export function StageArt({ stage, className }: { stage: StageId; className?: string }) {
  return (
    <svg viewBox="0 0 120 100" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="90" rx="46" ry="7" fill="#c8ebb9" />
      {stage === 'egg' && (
        <g stroke="#1f3321" strokeWidth="3" strokeLinejoin="round">
          <path
            d="M60 18C44 18 34 44 34 62c0 16 12 26 26 26s26-10 26-26C86 44 76 18 60 18Z"
            fill="#fdf8ee"
          />
          <circle cx="50" cy="48" r="4" fill="#b45309" stroke="none" />
          <circle cx="68" cy="38" r="3" fill="#b45309" stroke="none" />
          <circle cx="66" cy="66" r="5" fill="#b45309" stroke="none" />
          <path d="M40 88c6-6 10-6 14 0M66 88c6-6 10-6 14 0" fill="none" stroke="#3aa35b" />
        </g>
      )}
      {stage === 'hatchling' && (
        <g stroke="#1f3321" strokeWidth="3" strokeLinejoin="round">
          <path
            d="M32 62l8 6 8-8 8 8 8-8 8 8 8-8 8 6c0 14-12 24-28 24S32 76 32 62Z"
            fill="#fdf8ee"
          />
          <path d="M46 62c0-18 6-30 18-30 12 0 18 8 18 16 0 6-4 8-10 8" fill="#9fd98a" />
          <circle cx="68" cy="42" r="3" fill="#1f3321" stroke="none" />
          <path d="M74 50h6" fill="none" />
          <path d="M44 24l-4-8M52 20l2-9" fill="none" stroke="#f59e0b" />
        </g>
      )}
      {stage === 'explorer' && (
        <g stroke="#1f3321" strokeWidth="3" strokeLinejoin="round">
          <path
            d="M24 80c10-2 16-8 22-18 4-8 8-22 22-24 14-2 24 6 24 16 0 6-6 8-12 8h-6c0 8-2 14-8 18"
            fill="#3aa35b"
          />
          <path d="M52 80v8M66 78v10" fill="none" />
          <circle cx="80" cy="46" r="3" fill="#1f3321" stroke="none" />
          <path d="M56 30c4-10 20-12 26-2z" fill="#f59e0b" />
          <path d="M100 20l6-6M104 30h8" fill="none" stroke="#f59e0b" />
        </g>
      )}
      {stage === 'paleontologist' && (
        <g stroke="#1f3321" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
          <path
            d="M20 82c8-2 14-6 18-14 4-10 10-24 24-26 14-2 22 6 22 14 0 6-6 8-12 8h-4c0 8-2 14-8 18"
            fill="#9fd98a"
          />
          <circle cx="72" cy="50" r="3" fill="#1f3321" stroke="none" />
          <path d="M48 36c2-12 26-14 30-2z" fill="#b45309" />
          <path d="M42 36h42" fill="none" />
          <path d="M88 60l14 14M100 62l-4 8" fill="none" />
          <path d="M84 84h20M88 84c0-4 4-6 6-2 2-4 6-2 6 2" fill="#fdf8ee" />
        </g>
      )}
    </svg>
  );
}
