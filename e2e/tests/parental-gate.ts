import { expect, type Page } from '@playwright/test';

const NUMBER_WORDS: Record<string, number> = {
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Answers the parental gate's question the way a grown-up reads it (English pages). */
export async function passParentalGate(page: Page) {
  const gate = page.getByRole('dialog', { name: 'For grown-ups' });
  await expect(gate).toBeVisible();
  const question = await gate.locator('label').first().innerText();
  const [, left, right] = question.match(/How much is (\w+) times (\w+)\?/)!;
  await gate.getByRole('textbox').fill(String(NUMBER_WORDS[left!]! * NUMBER_WORDS[right!]!));
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate).toHaveCount(0);
}
