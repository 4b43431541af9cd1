import { describe, expect, it } from 'vitest';
import { SendLine } from './send-line';

describe('the send line', () => {
  it('sends at once while nothing waits', () => {
    const line = new SendLine();
    const sent: string[] = [];
    void line.now(() => Promise.resolve(sent.push('a')));
    expect(sent).toEqual(['a']);
  });

  it('sends a request a task later, and what is asked meanwhile after it, in order', async () => {
    const line = new SendLine();
    const sent: string[] = [];
    const send = (name: string) => () => Promise.resolve(sent.push(name));
    void line.now(send('before'));
    const load = line.inNextTask(send('load'));
    void line.now(send('step'));
    void line.now(send('workspace'));
    await Promise.resolve();
    expect(sent).toEqual(['before']); // the load waits for its task, and so do the requests behind it
    await load;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual(['before', 'load', 'step', 'workspace']);
    void line.now(send('later'));
    expect(sent.at(-1)).toBe('later'); // nothing waits any more: sent at once
  });

  it('keeps two later requests in order, and a failed send does not hold the line', async () => {
    const line = new SendLine();
    const sent: string[] = [];
    const first = line.inNextTask(() => Promise.reject(new Error('worker gone')));
    const second = line.inNextTask(() => Promise.resolve(sent.push('second')));
    const third = line.now(() => Promise.resolve(sent.push('third')));
    await expect(first).rejects.toThrow('worker gone');
    await second;
    await third;
    expect(sent).toEqual(['second', 'third']);
  });
});
