import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TOAST_TIMEOUT_MS } from '@dino/contract';
import { ask, toast, type ToastType } from '../app/lib/feedback.ts';
import Toaster, { QUESTION_TIMEOUT_MS } from '../app/ui/toaster.tsx';

afterEach(() => {
  sonner.dismiss();
});

/** WCAG's relative luminance of a computed `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number) as [number, number, number];
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function show(type: ToastType, message: string) {
  if (type === 'question') ask(message, { label: 'Put back', onClick: () => {} });
  else toast(type, message);
}

const TYPES = ['info', 'success', 'warning', 'error', 'question'] as const;

/** How a toast looks: its background, its text and its icon's colour and drawing. */
async function looks(type: ToastType) {
  const message = `A ${type} toast`;
  show(type, message);
  const item = page.getByTestId(`toast-${type}`);
  await expect.element(item).toHaveTextContent(message);
  const li = item.element() as HTMLElement;
  const icon = li.querySelector('[data-icon] svg')!;
  const style = getComputedStyle(li);
  return {
    background: style.backgroundColor,
    text: style.color,
    icon: getComputedStyle(icon).color,
    drawing: icon.innerHTML,
  };
}

describe('toasts', () => {
  it.each(TYPES)('the %s toast reads clearly and its icon stands out', async (type) => {
    render(<Toaster />);
    const look = await looks(type);
    expect(contrast(look.text, look.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(look.icon, look.background)).toBeGreaterThanOrEqual(3);
  });

  it('tells each type by a shape and a colour of its own', async () => {
    render(<Toaster />);
    const all = [];
    for (const type of TYPES) all.push(await looks(type));
    expect(new Set(all.map((look) => look.background)).size).toBe(TYPES.length);
    expect(new Set(all.map((look) => look.icon)).size).toBe(TYPES.length);
    expect(new Set(all.map((look) => look.drawing)).size).toBe(TYPES.length);
  });

  it.each(['error', 'warning'] as const)(
    'a screen reader announces the %s toast at once',
    async (type) => {
      render(<Toaster />);
      toast(type, 'Heed this');
      await expect.element(page.getByRole('alert')).toHaveTextContent('Heed this');
    },
  );

  it.each(['info', 'success', 'question'] as const)(
    'a screen reader announces the %s toast when it is done speaking',
    async (type) => {
      render(<Toaster />);
      show(type, 'When you can');
      const item = page.getByTestId(`toast-${type}`);
      await expect.element(item).toHaveTextContent('When you can');
      expect(item.element().querySelector('[role="alert"]')).toBeNull();
      expect(item.element().closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    },
  );

  it('a question offers its answer, which closes the toast', async () => {
    render(<Toaster />);
    const putBack = vi.fn();
    ask('“Triceratops puzzle” is out of the basket. Put it back?', {
      label: 'Put back',
      onClick: putBack,
    });
    const item = page.getByTestId('toast-question');
    await item.getByRole('button', { name: 'Put back' }).click();
    expect(putBack).toHaveBeenCalledOnce();
    await expect.element(item).not.toBeInTheDocument();
  });

  it('leaves after the spec’s 2500 ms, a question later, for its answer', async () => {
    render(<Toaster />);
    toast('info', 'Back in your account');
    ask('Put it back?', { label: 'Put back', onClick: () => {} });
    await expect.element(page.getByTestId('toast-question')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS + 1000));
    await expect.element(page.getByTestId('toast-info')).not.toBeInTheDocument();
    expect(page.getByTestId('toast-question').query()).not.toBeNull();
    expect(QUESTION_TIMEOUT_MS).toBeGreaterThan(TOAST_TIMEOUT_MS);
  });
});
