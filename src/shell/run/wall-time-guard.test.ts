// Guards the two facts about just-bash 3.4.2 that decision 0301 rests on. If an upgrade changes either, this
// fails and says which route to take instead.
import { Bash } from 'just-bash';
import { describe, expect, it } from 'vitest';
import { WallTimeGuard } from './wall-time-guard';

const LOOP = 'echo started; while true; do :; done';
const UNBOUNDED = { maxCommandCount: 1e9, maxLoopIterations: 1e9 };

describe('just-bash behaviour the wall-time guard relies on', () => {
  it('reads its private `limits` object live, so dropping them mid-exec stops a loop with its output', async () => {
    let hits = 0;
    const holder: { guard?: WallTimeGuard } = {};
    const bash = new Bash({
      executionLimits: UNBOUNDED,
      defenseInDepth: false,
      coverage: { hit: () => holder.guard?.hit() },
    });
    const live = (bash as unknown as { limits?: Record<string, number> }).limits;
    expect(typeof live).toBe('object');
    // A fake wall clock that passes the deadline after a few hundred coverage hits.
    const guard = new WallTimeGuard(live!, () => (hits += 1));
    holder.guard = guard;
    guard.arm(300, UNBOUNDED);
    const result = await bash.exec(LOOP);
    expect(guard.disarm()).toBe('timeout');
    expect(result.stdout).toBe('started\n');
    expect(result.exitCode).not.toBe(0);
  });

  it('discards the output when stopped through its public abort signal (why 0301 does not use it)', async () => {
    const controller = new AbortController();
    let hits = 0;
    const bash = new Bash({
      executionLimits: UNBOUNDED,
      defenseInDepth: false,
      coverage: { hit: () => (++hits === 500 ? controller.abort() : undefined) },
    });
    const result = await bash.exec(LOOP, { signal: controller.signal });
    expect(result.exitCode).toBe(124);
    // If this ever keeps 'started\n', switch the guard to the public `signal` option.
    expect(result.stdout).toBe('');
  });
});
