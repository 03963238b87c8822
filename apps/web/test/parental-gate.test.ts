import { describe, expect, it } from 'vitest';
import {
  GATE_FACTORS,
  GATE_PASS_MS,
  createGateQuestion,
  gateStillOpen,
  isGateAnswer,
  rememberGatePassed,
} from '../app/features/parental-gate/question.ts';

describe('parental gate', () => {
  it('asks a product of two factors from 3 to 9', () => {
    for (const value of [0, 0.3, 0.99]) {
      const question = createGateQuestion(() => value);
      expect(GATE_FACTORS).toContain(question.left);
      expect(GATE_FACTORS).toContain(question.right);
    }
  });

  it('accepts only the right product, written in digits', () => {
    const question = { left: 7, right: 8 };
    expect(isGateAnswer(question, '56')).toBe(true);
    expect(isGateAnswer(question, ' 56 ')).toBe(true);
    expect(isGateAnswer(question, '54')).toBe(false);
    expect(isGateAnswer(question, '56.0')).toBe(false);
    expect(isGateAnswer(question, '')).toBe(false);
  });

  it('stays open for a few minutes after a pass, then asks again', () => {
    rememberGatePassed(1_000_000);
    expect(gateStillOpen(1_000_000 + GATE_PASS_MS - 1)).toBe(true);
    expect(gateStillOpen(1_000_000 + GATE_PASS_MS)).toBe(false);
  });
});
