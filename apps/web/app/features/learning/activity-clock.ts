import { ACTIVITY_SECONDS_MAX } from '@dino/contract';

/** What the completion of one activity tells the parent's dashboard. */
export interface ActivityEffort {
  /** Right without a wrong try first. */
  first_try: boolean;
  /** Whole seconds the activity was on screen while the page was visible, capped. */
  seconds: number;
}

/**
 * Keeps, per activity of a lesson, whether the child made a wrong try and how long the activity
 * was on screen while the page could be seen: a tab in the background or a locked phone adds
 * nothing. Coming back to an activity adds to its time.
 */
export class ActivityClock {
  private readonly spent = new Map<string, number>();
  private readonly missed = new Set<string>();
  private current: string | null = null;
  private visible = false;
  /** When the current activity's visible time last started, or null while it is hidden. */
  private since: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The activity now on screen, and whether the page is visible. */
  show(uuid: string, visible: boolean): void {
    this.pause();
    this.current = uuid;
    this.visible = visible;
    if (visible) this.since = this.now();
  }

  /** The page was hidden or shown again. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.pause();
    this.visible = visible;
    if (visible && this.current) this.since = this.now();
  }

  /** The child gave a wrong answer. */
  wrong(uuid: string): void {
    this.missed.add(uuid);
  }

  /** The effort so far on an activity, as its completion reports it. */
  effort(uuid: string): ActivityEffort {
    let ms = this.spent.get(uuid) ?? 0;
    if (uuid === this.current && this.since !== null) ms += this.now() - this.since;
    return {
      first_try: !this.missed.has(uuid),
      seconds: Math.min(ACTIVITY_SECONDS_MAX, Math.max(0, Math.round(ms / 1000))),
    };
  }

  private pause(): void {
    if (this.current && this.since !== null) {
      const ms = this.now() - this.since;
      this.spent.set(this.current, (this.spent.get(this.current) ?? 0) + ms);
    }
    this.since = null;
  }
}
