const COLOURS = ['#f59e0b', '#3aa35b', '#cfe9f7', '#fde9a8', '#9fd98a', '#b3261e'];
const PIECES = 36;

/** A fixed spread (golden-ratio steps), so every celebration looks lively and renders the same. */
const pieces = Array.from({ length: PIECES }, (_, i) => ({
  left: ((i * 61.8) % 100).toFixed(1),
  // Every piece lands within the 1.5 s the confetti is shown (500 ms to 2000 ms).
  delay: ((i * 37) % 20) / 100,
  duration: 0.9 + ((i * 13) % 5) / 10,
  colour: COLOURS[i % COLOURS.length],
  round: i % 3 === 0,
}));

/**
 * Paper confetti falling over the activity; purely decorative. Not rendered at all when the
 * child's device asks for reduced motion (the stage checks).
 */
export function Confetti() {
  return (
    <div
      className="confetti pointer-events-none absolute inset-0 overflow-hidden"
      aria-hidden="true"
    >
      {pieces.map((piece, i) => (
        <span
          key={i}
          className={`confetti-piece ${piece.round ? 'rounded-full' : 'rounded-sm'}`}
          style={{
            left: `${piece.left}%`,
            backgroundColor: piece.colour,
            animationDelay: `${piece.delay}s`,
            animationDuration: `${piece.duration}s`,
          }}
        />
      ))}
    </div>
  );
}
