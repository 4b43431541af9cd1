// Opens the real sample session in the playground through the "Open a trace…" file input, as a person would.
import type { Page } from '@playwright/test';
import type { TraceEvent } from '../../src/engine';
import { realSessionFile, runRealSession } from './real-session';

export async function openRealSession(page: Page): Promise<TraceEvent[]> {
  const events = await runRealSession();
  await page.getByTestId('trace-file-input').setInputFiles(await realSessionFile());
  return events;
}

/** The seq of the first event matching. */
export function seqOf(events: readonly TraceEvent[], predicate: (event: TraceEvent) => boolean): number {
  const event = events.find(predicate);
  if (!event) throw new Error('no such event in the session');
  return event.seq;
}

/** How many messages the History tab lists as of an event: system + user + every appended message. */
export function historyLength(events: readonly TraceEvent[], seq: number): number {
  let count = 0;
  for (const event of events.slice(0, seq + 1)) {
    if (event.type === 'run-start') count += 2;
    if (event.type === 'history-append') count += event.messages.length;
  }
  return count;
}
