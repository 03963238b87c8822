/**
 * A question a grown-up answers at once and a young child cannot: a multiplication written in
 * words, so that it cannot be solved by matching digits on a keypad.
 */
export interface GateQuestion {
  left: number;
  right: number;
}

export const GATE_FACTORS = [3, 4, 5, 6, 7, 8, 9] as const;

export function createGateQuestion(random: () => number = Math.random): GateQuestion {
  const pick = () => GATE_FACTORS[Math.floor(random() * GATE_FACTORS.length)]!;
  return { left: pick(), right: pick() };
}

/** Digits only, spaces forgiven: "56", " 56 ". */
export function isGateAnswer(question: GateQuestion, answer: string): boolean {
  const value = answer.trim();
  return /^\d{1,3}$/.test(value) && Number(value) === question.left * question.right;
}

/** A pass lasts a few minutes, so a parent doing several things is asked once. */
export const GATE_PASS_MS = 5 * 60 * 1000;
let passedAt = -Infinity;

export function rememberGatePassed(now = Date.now()): void {
  passedAt = now;
}

export function gateStillOpen(now = Date.now()): boolean {
  return now - passedAt < GATE_PASS_MS;
}
