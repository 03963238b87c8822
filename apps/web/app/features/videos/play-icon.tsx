/** A filled play triangle; decorative, the button around it carries the name. */
export function PlayIcon(props: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={props.className ?? 'h-6 w-6'}
    >
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
