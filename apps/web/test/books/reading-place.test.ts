import { describe, expect, it } from 'vitest';
import { pageFromQuery } from '../../app/features/books/reading-place.ts';

describe('a book page in the address', () => {
  it('is a whole number kept inside the book', () => {
    expect(pageFromQuery('5', 18)).toBe(5);
    expect(pageFromQuery('1', 18)).toBe(1);
    expect(pageFromQuery('18', 18)).toBe(18);
    expect(pageFromQuery('99', 18)).toBe(18);
    expect(pageFromQuery('0', 18)).toBe(1);
  });

  it('is none when the address names no page', () => {
    expect(pageFromQuery(null, 18)).toBeNull();
    expect(pageFromQuery('', 18)).toBeNull();
    expect(pageFromQuery('two', 18)).toBeNull();
    expect(pageFromQuery('-3', 18)).toBeNull();
    expect(pageFromQuery('2.5', 18)).toBeNull();
  });
});
