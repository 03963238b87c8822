import { describe, expect, it } from 'vitest';
import { ACTIVITY_SECONDS_MAX } from '@dino/contract';
import { ActivityClock } from '../app/features/learning/activity-clock.ts';

/** A clock whose time moves only when the test says so. */
function clockAt() {
  let now = 0;
  const clock = new ActivityClock(() => now);
  return { clock, pass: (seconds: number) => (now += seconds * 1000) };
}

describe('the activity clock', () => {
  it('counts the time an activity is on screen, rounded to whole seconds', () => {
    const { clock, pass } = clockAt();
    clock.show('a', true);
    pass(12.6);
    expect(clock.effort('a')).toEqual({ first_try: true, seconds: 13 });
  });

  it('counts nothing while the page is hidden', () => {
    const { clock, pass } = clockAt();
    clock.show('a', true);
    pass(10);
    clock.setVisible(false);
    pass(600);
    clock.setVisible(true);
    pass(5);
    expect(clock.effort('a').seconds).toBe(15);
  });

  it('starts counting only once a page opened in the background is shown', () => {
    const { clock, pass } = clockAt();
    clock.show('a', false);
    pass(30);
    clock.setVisible(true);
    pass(4);
    expect(clock.effort('a').seconds).toBe(4);
  });

  it('keeps each activity apart and adds up a second visit', () => {
    const { clock, pass } = clockAt();
    clock.show('a', true);
    pass(7);
    clock.show('b', true);
    pass(20);
    clock.show('a', true);
    pass(3);
    expect(clock.effort('a').seconds).toBe(10);
    expect(clock.effort('b').seconds).toBe(20);
  });

  it('is no longer a first try after a wrong answer on that activity', () => {
    const { clock } = clockAt();
    clock.show('a', true);
    clock.wrong('a');
    expect(clock.effort('a').first_try).toBe(false);
    expect(clock.effort('b').first_try).toBe(true);
  });

  it('stops at the longest time one activity may add', () => {
    const { clock, pass } = clockAt();
    clock.show('a', true);
    pass(3 * 3600);
    expect(clock.effort('a').seconds).toBe(ACTIVITY_SECONDS_MAX);
  });
});
