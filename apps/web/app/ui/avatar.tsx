import type { User } from '@dino/contract';

const BACKGROUNDS = ['bg-leaf-200', 'bg-sun-200', 'bg-sky-200', 'bg-berry-100'];

/** The user's picture, or their initial on a colour of their own. Decorative: names sit beside it. */
export function Avatar(props: {
  user: Pick<User, 'id' | 'avatar' | 'first_name'>;
  size?: 'sm' | 'lg';
}) {
  const size = props.size === 'lg' ? 'h-24 w-24 text-4xl' : 'h-10 w-10 text-lg';
  if (props.user.avatar) {
    return (
      <img
        src={props.user.avatar}
        alt=""
        className={`${size} shrink-0 rounded-full border-2 border-white object-cover shadow`}
      />
    );
  }
  const background = BACKGROUNDS[props.user.id % BACKGROUNDS.length];
  return (
    <span
      aria-hidden="true"
      className={`${size} ${background} inline-flex shrink-0 items-center justify-center rounded-full border-2 border-white font-extrabold text-ink shadow`}
    >
      {props.user.first_name.slice(0, 1).toUpperCase()}
    </span>
  );
}
