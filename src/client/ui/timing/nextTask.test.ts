import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resumes in a later task, after work the browser already had queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    queueMicrotask(() => order.push('same task'));
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['same task', 'queued before', 'resumed']);
  });
});
