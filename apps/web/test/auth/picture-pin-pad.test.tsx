import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CHILD_PIN_PICTURES } from '@dino/contract';
import { en } from '../../app/locales/en.ts';
import { hy } from '../../app/locales/hy.ts';
import { i18nFor } from '../../app/lib/i18n.ts';
import { PicturePinPad } from '../../app/features/auth/picture-pin-pad.tsx';

/** The pictures in their places, 1 to 9: a saved PIN names them by these places. */
const PLACES = [
  'Tyrannosaurus',
  'Egg',
  'Leaf',
  'Fish',
  'Pteranodon',
  'Flower',
  'Berries',
  'Triceratops',
  'Crab',
];

/** The pad as a form holds it, with what it was given last shown for the test to read. */
function Pad() {
  const [value, setValue] = useState('');
  return (
    <>
      <PicturePinPad label="My pictures" value={value} onChange={setValue} />
      <output data-testid="pin">{value}</output>
    </>
  );
}

async function renderPad(lang: 'en' | 'hy' = 'en') {
  return render(
    <I18nextProvider i18n={i18nFor(lang, lang === 'hy' ? hy : en)}>
      <Pad />
    </I18nextProvider>,
  );
}

const pad = () => page.getByRole('group', { name: 'My pictures' });
const picture = (name: string) => pad().getByRole('button', { name, exact: true });
const pin = () => page.getByTestId('pin');

describe('the picture pad', () => {
  it('offers nine named pictures in fixed places, and a PIN digit is the place tapped', async () => {
    await renderPad();
    const names = pad()
      .getByRole('button')
      .elements()
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Undo', ...PLACES]);
    expect(PLACES).toHaveLength(CHILD_PIN_PICTURES);
    await picture('Tyrannosaurus').click();
    await picture('Egg').click();
    await picture('Egg').click();
    await picture('Crab').click();
    await expect.element(pin()).toHaveTextContent('1229');
    await expect.element(pad().getByText('4 of 4 chosen')).toBeInTheDocument();
    // The chosen pictures show in order, by name.
    const chosen = pad().getByRole('list', { name: 'Chosen pictures' });
    expect(
      chosen
        .getByRole('img')
        .elements()
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual(['Tyrannosaurus', 'Egg', 'Egg', 'Crab']);
    // Four is all: the pad says so, and a fifth tap changes nothing.
    await expect.element(picture('Leaf')).toHaveAttribute('aria-disabled', 'true');
    (picture('Leaf').element() as HTMLElement).click();
    await expect.element(pin()).toHaveTextContent('1229');
  });

  it('takes back the last picture, one at a time', async () => {
    await renderPad();
    const undo = pad().getByRole('button', { name: 'Undo' });
    await expect.element(undo).toHaveAttribute('aria-disabled', 'true');
    await picture('Fish').click();
    await picture('Flower').click();
    await expect.element(pad().getByText('2 of 4 chosen')).toBeInTheDocument();
    await undo.click();
    await expect.element(pin()).toHaveTextContent('4');
    await expect.element(pad().getByText('1 of 4 chosen')).toBeInTheDocument();
    await undo.click();
    await expect.element(pin()).toBeEmptyDOMElement();
    await expect.element(pad().getByText('0 of 4 chosen')).toBeInTheDocument();
  });

  it('is played with the keyboard: arrows move around the pad, Enter and Space choose', async () => {
    await renderPad();
    (picture('Tyrannosaurus').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(picture('Egg')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(picture('Pteranodon')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(picture('Triceratops')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    await expect.element(picture('Tyrannosaurus')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(pin()).toHaveTextContent('581');
    await expect.element(pad().getByText('3 of 4 chosen')).toBeInTheDocument();
  });

  it('says how many are chosen in a live text, and names the pictures in Armenian', async () => {
    await renderPad('hy');
    const status = pad().getByText('Ընտրված է 0 նկար 4-ից');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await pad().getByRole('button', { name: 'Ձու', exact: true }).click();
    await expect.element(pad().getByText('Ընտրված է 1 նկար 4-ից')).toBeInTheDocument();
  });
});
