/**
 * How many messages one signalling socket may still send: up to `burst` at once, refilled
 * at `perSecond`. A call's start sends a burst (an offer, an answer and a dozen candidates
 * per other person); a steady flood is no browser of ours.
 */
export class MessageBudget {
  private left: number;
  private countedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.left = burst;
    this.countedAt = now();
  }

  /** Takes one message from the budget; false when it is spent. */
  spend(): boolean {
    const at = this.now();
    this.left = Math.min(this.burst, this.left + ((at - this.countedAt) / 1000) * this.perSecond);
    this.countedAt = at;
    if (this.left < 1) return false;
    this.left -= 1;
    return true;
  }
}
