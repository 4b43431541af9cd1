import { expect, it } from 'vitest';
import { nextTask } from './next-task';

/** Lets every microtask queued so far (and those they queue) run, without leaving the current task. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

it('goes on in a later task, not in a microtask of this one', async () => {
  const seen: string[] = [];
  const after = nextTask().then(() => seen.push('after the yield'));
  queueMicrotask(() => seen.push('microtask'));
  await drainMicrotasks();
  expect(seen).toEqual(['microtask']);
  await after;
  expect(seen).toEqual(['microtask', 'after the yield']);
});

it('lets a task queued before the yield run before what follows it', async () => {
  const seen: string[] = [];
  const earlier = new MessageChannel();
  earlier.port1.onmessage = () => {
    seen.push('task queued first');
    earlier.port1.close();
  };
  earlier.port2.postMessage(null);
  await nextTask();
  seen.push('after the yield');
  expect(seen).toEqual(['task queued first', 'after the yield']);
});
