/**
 * Where an arrow key moves in a grid of `count` cells read row by row, `columns` wide; Home and
 * End go to the first and last cell. Undefined for any other key.
 */
export function gridMove(key: string, from: number, count: number, columns: number) {
  switch (key) {
    case 'ArrowRight':
      return Math.min(from + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(from - 1, 0);
    case 'ArrowDown':
      return from + columns < count ? from + columns : from;
    case 'ArrowUp':
      return from - columns >= 0 ? from - columns : from;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The columns a CSS grid shows now (they change with the screen's width). */
export function gridColumns(grid: HTMLElement | null, fallback: number): number {
  if (!grid) return fallback;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return columns > 0 ? columns : fallback;
}
