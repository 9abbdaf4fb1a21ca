import { describe, expect, it } from 'vitest';
import { MessageBudget } from './messageBudget';

describe('MessageBudget', () => {
  it('lets a burst through, then as many a second as it refills', () => {
    let now = 0;
    const budget = new MessageBudget(10, 30, () => now);
    const spent = (count: number) => Array.from({ length: count }, () => budget.spend());
    expect(spent(30).every(Boolean)).toBe(true);
    expect(budget.spend()).toBe(false);
    now += 500;
    expect(spent(5).every(Boolean)).toBe(true);
    expect(budget.spend()).toBe(false);
  });

  it('never saves up more than the burst, however long the socket was quiet', () => {
    let now = 0;
    const budget = new MessageBudget(10, 30, () => now);
    now += 60_000;
    expect(Array.from({ length: 31 }, () => budget.spend()).filter(Boolean)).toHaveLength(30);
  });
});
