import { describe, expect, it } from 'vitest';
import { formatDram } from '../app/features/shop/price.tsx';

describe('money', () => {
  it('writes whole dram grouped as each language does, with the dram sign', () => {
    expect(formatDram(6900, 'hy')).toBe('6\u00a0900\u00a0֏');
    expect(formatDram(1234567, 'ru')).toBe('1\u00a0234\u00a0567\u00a0֏');
    expect(formatDram(12900, 'en')).toBe('12,900\u00a0֏');
    expect(formatDram(900, 'en')).toBe('900\u00a0֏');
  });
});
