import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { familyByApi } from './family.ts';
import { expect, test } from './fixtures.ts';

test.use({ bypassCSP: true });

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'necessary', url: test.info().project.use.baseURL! },
  ]);
});

/** How a test plays: keys on a desktop, or taps on a phone. */
type Input = 'keyboard' | 'touch';

const GAMES = {
  'egg-count': 'Count the Eggs',
  'memory-pairs': 'Dino Pairs',
  'feed-the-dino': 'Feed the Dinosaur',
  'letter-catch': 'Catch the Letter',
  'fossil-puzzle': 'Fossil Puzzle',
  'dino-run': 'Dino Run',
} as const;
type GameId = keyof typeof GAMES;

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('could not reach the element with Tab');
}

/** Moves the focus along a row of cells with the arrow keys, from `from` to `to`. */
async function arrowTo(page: Page, from: number, to: number) {
  const key = to > from ? 'ArrowRight' : 'ArrowLeft';
  for (let step = 0; step < Math.abs(to - from); step++) await page.keyboard.press(key);
}

/**
 * Opens a game and starts it: Tab to Start and Enter, or a tap on it. With `fastForward`, the
 * page's clock is Playwright's, so a whole play can skip its waits (see `playOn`).
 */
async function startGame(page: Page, game: GameId, input: Input, fastForward = false) {
  if (fastForward) await page.clock.install();
  await page.goto(`/en/games/${game}`);
  await expect(page.getByRole('heading', { level: 1, name: GAMES[game] })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start', exact: true });
  if (input === 'keyboard') {
    await tabTo(page, start);
    await page.keyboard.press('Enter');
  } else {
    await start.tap();
  }
  await expect(page.getByTestId('game-score')).toHaveText('Score: 0');
}

/** The end screen: the score, the way to play again and back to the list. */
async function finalScore(page: Page): Promise<number> {
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  const heading = over.getByRole('heading', { name: 'Well played!' });
  await expect(heading).toBeFocused();
  // A screen reader starts there; no keyboard box around a heading that does nothing.
  await expect(heading).toHaveCSS('outline-style', 'none');
  await expect(over.getByRole('button', { name: 'Play again' })).toBeVisible();
  await expect(over.getByRole('link', { name: 'Back to games' })).toBeVisible();
  const text = await page.getByTestId('game-final-score').innerText();
  return Number(text.match(/\d+/)![0]);
}

const progress = (page: Page) => page.getByTestId('game-progress');

/**
 * Lets the game's time run ahead, `stepMs` at a time, until `ready` holds: the hatching eggs,
 * falling letters and running rocks move as they would, only without the test waiting for them.
 * Every frame still runs, so nothing a child could see is skipped.
 */
async function playOn(page: Page, ready: () => Promise<boolean>, stepMs = 200) {
  for (let step = 0; step < 1000; step++) {
    if (await ready()) return;
    await page.clock.runFor(stepMs);
  }
  throw new Error('the game never got there');
}

const showing = (locator: Locator, text: string) => async () =>
  (await locator.textContent()) === text;

async function playEggCount(page: Page, input: Input) {
  const eggs = page.getByRole('list', { name: 'Eggs in the nest' }).getByRole('listitem');
  for (let round = 1; round <= 10; round++) {
    await playOn(page, showing(progress(page), `Round ${round} of 10`));
    await expect(progress(page)).toHaveText(`Round ${round} of 10`);
    const count = await eggs.count();
    if (input === 'keyboard') await page.keyboard.press(count === 10 ? '0' : String(count));
    else await page.getByRole('button', { name: String(count), exact: true }).tap();
    await expect(page.getByText(`Yes, ${count}! The babies are hatching!`).first()).toBeVisible();
  }
}

async function playMemoryPairs(page: Page, input: Input) {
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  // While all the cards show, the test remembers them, as a child would try to.
  await expect(cards.first()).toHaveAttribute('aria-label', /^Card 1: /);
  const labels = await cards.evaluateAll((all) =>
    all.map((card) => card.getAttribute('aria-label')!),
  );
  const names = labels.map((label) => label.replace(/^Card \d+: /, ''));
  await playOn(page, async () => (await cards.first().getAttribute('aria-label')) === 'Card 1');
  await expect(cards.first()).toHaveAttribute('aria-label', 'Card 1');
  let focused = 0;
  const done = new Set<number>();
  for (let first = 0; first < names.length; first++) {
    if (done.has(first)) continue;
    const second = names.findIndex((name, index) => index !== first && name === names[first]);
    for (const index of [first, second]) {
      await playOn(
        page,
        async () => (await cards.nth(index).getAttribute('aria-disabled')) !== 'true',
      );
      if (input === 'keyboard') {
        await arrowTo(page, focused, index);
        focused = index;
        await page.keyboard.press('Enter');
      } else {
        await cards.nth(index).tap();
      }
    }
    done.add(first).add(second);
    await expect(cards.nth(second)).toHaveAttribute('aria-label', /, found$/);
  }
}

async function playFeedTheDino(page: Page, input: Input) {
  for (let food = 1; food <= 12; food++) {
    await playOn(page, showing(progress(page), `Food ${food} of 12`));
    await expect(progress(page)).toHaveText(`Food ${food} of 12`);
    const eater = await page.getByTestId('food').getAttribute('data-eater');
    if (input === 'keyboard') {
      await page.keyboard.press(eater === 'plant' ? 'ArrowLeft' : 'ArrowRight');
    } else {
      const name = eater === 'plant' ? 'Plant-eater' : 'Meat-eater';
      await page.getByRole('button', { name }).tap();
    }
    await expect(page.getByText('Yum!').first()).toBeVisible();
  }
}

/** Keeps the dinosaur under the lowest falling letter to catch, until the game ends. */
async function playLetterCatch(page: Page, input: Input) {
  const over = page.getByTestId('game-over');
  while (!(await over.isVisible())) {
    const state = await page.evaluate(() => {
      const drops = Array.from(document.querySelectorAll<HTMLElement>('[data-target="true"]'));
      const lowest = drops.sort((a, b) => Number(b.dataset.depth) - Number(a.dataset.depth))[0];
      const lane = document.querySelector<HTMLElement>('[data-lane][aria-pressed="true"]');
      const path = lowest?.closest('[data-lane]') as HTMLElement | null | undefined;
      return {
        want: path ? Number(path.dataset.lane) : null,
        at: lane ? Number(lane.dataset.lane) : null,
      };
    });
    if (state.want !== null && state.at !== null && state.want !== state.at) {
      if (input === 'keyboard') {
        await page.keyboard.press(state.want < state.at ? 'ArrowLeft' : 'ArrowRight');
      } else {
        await page.getByRole('button', { name: `Path ${state.want + 1}` }).tap();
      }
    } else {
      await page.clock.runFor(100);
    }
  }
}

/** Puts each piece in its place, place by place, for both pictures. */
async function playFossilPuzzle(page: Page, input: Input) {
  const tiles = page.getByTestId('puzzle').getByRole('button');
  let focused = 0;
  for (const picture of [1, 2]) {
    await expect(progress(page)).toContainText(`Picture ${picture} of 2`);
    await expect(tiles.first()).not.toHaveAttribute('aria-disabled', 'true');
    for (let place = 0; place < 9; place++) {
      const pieces = await tiles.evaluateAll((all) =>
        all.map((tile) => Number(tile.getAttribute('data-piece'))),
      );
      if (pieces[place] === place + 1) continue;
      const from = pieces.indexOf(place + 1);
      for (const index of [place, from]) {
        if (input === 'keyboard') {
          await arrowTo(page, focused, index);
          focused = index;
          await page.keyboard.press('Enter');
        } else {
          await tiles.nth(index).tap();
        }
      }
      await expect(tiles.nth(place)).toHaveAttribute('data-piece', String(place + 1));
    }
    await expect(page.getByText('The picture is whole!').first()).toBeVisible();
  }
}

/** Jumps when the "!" sign shows, `jumps` times; then lets the dinosaur bump until the end. */
async function playDinoRun(page: Page, input: Input, jumps: number) {
  const area = page.getByTestId('run-area');
  for (let jump = 0; jump < jumps; jump++) {
    await playOn(page, async () => (await area.getAttribute('data-near')) === 'true', 40);
    if (input === 'keyboard') await page.keyboard.press('Space');
    else await area.tap();
    await expect(area).toHaveAttribute('data-near', 'false');
  }
}

const PLAYERS: Record<GameId, (page: Page, input: Input) => Promise<void>> = {
  'egg-count': playEggCount,
  'memory-pairs': playMemoryPairs,
  'feed-the-dino': playFeedTheDino,
  'letter-catch': playLetterCatch,
  'fossil-puzzle': playFossilPuzzle,
  'dino-run': (page, input) => playDinoRun(page, input, 3),
};

/** Plays a game started with `fastForward` until its end screen shows. */
async function playToTheEnd(page: Page, game: GameId, input: Input) {
  await PLAYERS[game](page, input);
  await playOn(page, () => page.getByTestId('game-over').isVisible());
}

/** The least an honest test play scores in each game (some need no mistakes at all). */
const LEAST: Record<GameId, number> = {
  'egg-count': 100,
  'memory-pairs': 120,
  'feed-the-dino': 120,
  'letter-catch': 10,
  'fossil-puzzle': 100,
  'dino-run': 10,
};

test('the games list in three languages, with its trail, filter and no serious violation', async ({
  page,
}) => {
  const lists = [
    ['/hy/games', 'Խաղեր', 'Խաղալ', 'Դուք այստեղ եք'],
    ['/ru/games', 'Игры', 'Играть', 'Вы здесь'],
    ['/en/games', 'Games', 'Play', 'You are here'],
  ] as const;
  for (const [path, title, play, here] of lists) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    const trail = page.getByRole('navigation', { name: here });
    await expect(trail.getByRole('listitem'), path).toHaveText([title]);
    await expect(page.getByRole('link', { name: play, exact: true }), path).toHaveCount(6);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  for (const name of Object.values(GAMES)) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('You can play as a guest.')).toBeVisible();

  await page.getByLabel('For a child aged').selectOption('3');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\?age=3$/);
  const cards = page.locator('li[data-game]');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    GAMES['egg-count'],
    GAMES['memory-pairs'],
  ]);

  await page.goto('/en/games');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Dino Run' }) })
    .getByRole('link', { name: 'Play' })
    .click();
  await expect(page).toHaveURL(/\/en\/games\/dino-run$/);
  const trail = page.getByRole('navigation', { name: 'You are here' });
  await expect(trail.getByRole('listitem')).toHaveText(['Games', 'Dino Run']);
  expect(await seriousViolations(page)).toEqual([]);
  await trail.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/en\/games$/);

  expect((await page.goto('/en/games/no-such-game'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('a game page in Armenian and Russian has its start screen, with no serious violation', async ({
  page,
}) => {
  for (const [path, start] of [
    ['/hy/games/letter-catch', 'Սկսել'],
    ['/ru/games/fossil-puzzle', 'Начать'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: start })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test.describe('by keyboard', () => {
  for (const game of Object.keys(GAMES) as GameId[]) {
    test(`${game} starts, plays and ends with keys alone`, async ({ page }) => {
      await startGame(page, game, 'keyboard', true);
      await playToTheEnd(page, game, 'keyboard');
      expect(await finalScore(page)).toBeGreaterThanOrEqual(LEAST[game]);
      // A guest keeps the best of this visit only, and is told where best scores are kept.
      await expect(page.getByText(/^Best score: \d+$/)).toBeVisible();
      await expect(page.getByText('Best scores are kept in a child’s account.')).toBeVisible();
      await expect(page.getByText('New best!')).toHaveCount(0);
    });
  }

  test('P and Escape pause and resume; the game stands still meanwhile', async ({ page }) => {
    await startGame(page, 'dino-run', 'keyboard');
    // The game takes the focus as it starts.
    const area = page.getByTestId('run-area');
    await expect(area).toBeFocused();
    await page.keyboard.press('p');
    const panel = page.getByRole('group', { name: 'Paused' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Play on' })).toBeFocused();
    // Nothing moves while paused: no obstacle reaches the dinosaur, no heart is lost.
    await page.waitForTimeout(4000);
    await expect(page.getByTestId('game-progress')).toHaveText('Hearts left: 3');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(area).toBeFocused();
    await page.keyboard.press('P');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('with reduced motion, letters fall slower and in steps', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await startGame(page, 'letter-catch', 'keyboard');
    const letters = page.locator('[data-letter]');
    await expect(letters.first()).toBeAttached({ timeout: 5000 });
    for (let look = 0; look < 5; look++) {
      const depths = await letters.evaluateAll((all) =>
        all.map((letter) => Number(letter.getAttribute('data-depth'))),
      );
      for (const depth of depths)
        expect(Math.abs(depth * 6 - Math.round(depth * 6))).toBeLessThan(0.05);
      await page.waitForTimeout(300);
    }
  });

  test('sound is off until switched on, and the choice is remembered', async ({ page }) => {
    await page.goto('/en/games/egg-count');
    const sound = page.getByRole('button', { name: 'Sound' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, sound);
    await page.keyboard.press('Enter');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  for (const game of Object.keys(GAMES) as GameId[]) {
    test(`${game} starts, plays and ends with taps on a phone`, async ({ page }) => {
      await startGame(page, game, 'touch', true);
      if (game === 'feed-the-dino') {
        // The pause button freezes the game, and its panel takes the child back in.
        await page.getByRole('button', { name: 'Pause' }).tap();
        await page.getByRole('button', { name: 'Play on' }).tap();
      }
      await playToTheEnd(page, game, 'touch');
      expect(await finalScore(page)).toBeGreaterThanOrEqual(LEAST[game]);
      const again = page.getByRole('button', { name: 'Play again' });
      await again.tap();
      await expect(page.getByTestId('game-score')).toHaveText('Score: 0');
    });
  }
});

test.describe('on a phone, in Armenian', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } });

  /** Every part of the element's text is on the screen, with nothing drawn over it. */
  const uncovered = (element: Locator) =>
    element.evaluate((caption) => {
      const range = document.createRange();
      range.selectNodeContents(caption);
      return Array.from(range.getClientRects()).every((rect) => {
        const y = rect.top + rect.height / 2;
        return [rect.left + 2, rect.left + rect.width / 2, rect.right - 2].every((x) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && caption.contains(hit);
        });
      });
    });

  test('feed-the-dino shows each food’s name whole, not under the dinosaurs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/hy/games/feed-the-dino');
    await page.getByRole('button', { name: 'Սկսել', exact: true }).tap();
    for (let food = 1; food <= 12; food++) {
      await playOn(page, showing(progress(page), `Կերակուր ${food}/12`));
      const meal = page.getByTestId('food');
      const name = meal.locator('figcaption');
      await expect(name).not.toBeEmpty();
      expect(await uncovered(name), await name.innerText()).toBe(true);
      const eater = await meal.getAttribute('data-eater');
      // A finger lands where the dinosaur is (a locator's tap would scroll while it still bounces).
      const dinosaur = page.getByRole('button', {
        name: eater === 'plant' ? 'Բուսակեր' : 'Մսակեր',
      });
      const box = (await dinosaur.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    }
    await playOn(page, () => page.getByTestId('game-over').isVisible());
  });
});

test('a child’s best score is saved once per play and shown in the list', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const family = await familyByApi(request);
  const session = await request.post(`/api/auth/child-session/${family.child.id}`, {
    headers: { authorization: `Bearer ${family.parentToken}` },
  });
  const { token } = (await session.json()).data;
  await context.addCookies([
    { name: 'auth_token', value: token, url: test.info().project.use.baseURL! },
  ]);
  const best = async () =>
    (
      await (
        await request.get('/api/games/best', { headers: { authorization: `Bearer ${token}` } })
      ).json()
    ).data;

  await page.goto('/en/games');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Fossil Puzzle' }) });
  await expect(card.getByTestId('best')).toHaveText('Not played yet');
  await expect(page.getByText('You can play as a guest.')).toHaveCount(0);

  const finishes: number[] = [];
  page.on('response', (response) => {
    if (/\/api\/games\/plays\/[\w-]+\/finish$/.test(response.url())) {
      finishes.push(response.status());
    }
  });
  await startGame(page, 'fossil-puzzle', 'keyboard');
  await playFossilPuzzle(page, 'keyboard');
  const score = await finalScore(page);
  const over = page.getByTestId('game-over');
  await expect(over.getByText('New best!')).toBeVisible();
  await expect(over.getByText(`Best score: ${score}`)).toBeVisible();
  expect(await best()).toEqual({ 'fossil-puzzle': score });
  expect(finishes).toEqual([200]);

  await over.getByRole('link', { name: 'Back to games' }).click();
  await expect(page).toHaveURL(/\/en\/games$/);
  await expect(card.getByTestId('best')).toHaveText(`Your best: ${score}`);

  // A parent plays the same game without saving: they are shown how to play as their child.
  await context.addCookies([
    { name: 'auth_token', value: family.parentToken, url: test.info().project.use.baseURL! },
  ]);
  await page.goto('/en/games/fossil-puzzle');
  await expect(page.getByRole('link', { name: 'Choose a child' })).toBeVisible();
});
