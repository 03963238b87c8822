/**
 * Folds a text for matching what a child types: case, accents and the Russian ё do not matter,
 * so "Тиранозавр" finds nothing wrong and "ankylo" finds Ankylosaurus.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ё/g, 'е')
    .replace(/[\s\-‐–—'’]+/g, '');
}
