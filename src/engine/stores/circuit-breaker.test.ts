import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BreakerStore } from './circuit-breaker';
import { propertyOptions } from '../../common/testing/property-runs';

const timing = { failureThreshold: 3, recoveryTimeoutMs: 300_000 };

describe('BreakerStore', () => {
  it('opens after N consecutive failures; a success in between resets the count', () => {
    const b = new BreakerStore();
    expect(b.record('T', true, false, 1, timing)).toBeNull();
    expect(b.record('T', true, false, 2, timing)).toBeNull();
    expect(b.record('T', false, false, 3, timing)).toBeNull();
    expect(b.record('T', true, false, 4, timing)).toBeNull();
    expect(b.record('T', true, false, 5, timing)).toBeNull();
    expect(b.record('T', true, false, 6, timing)).toMatchObject({
      from: 'CLOSED',
      to: 'OPEN',
      consecutiveFailures: 3,
      recoveryAtMs: 300_006,
    });
    expect(b.view('T', 7, timing).state).toBe('OPEN');
    expect(b.admit('T', 7, timing)).toBe('REJECT');
  });

  it('turns HALF_OPEN by time alone; reading does not change it', () => {
    const b = new BreakerStore();
    for (let i = 0; i < 3; i++) b.record('T', true, false, 0, timing);
    expect(b.view('T', 299_999, timing).state).toBe('OPEN');
    expect(b.view('T', 300_000, timing).state).toBe('HALF_OPEN');
    // Viewing again at an earlier time still says OPEN: the state is a function of outcomes and time.
    expect(b.view('T', 10, timing).state).toBe('OPEN');
  });

  it('reports OPEN → HALF_OPEN once, to the first observer', () => {
    const b = new BreakerStore();
    for (let i = 0; i < 3; i++) b.record('T', true, false, 0, timing);
    expect(b.observe('T', 100, timing)).toBeNull();
    expect(b.observe('T', 300_000, timing)).toMatchObject({ from: 'OPEN', to: 'HALF_OPEN' });
    expect(b.observe('T', 300_001, timing)).toBeNull();
  });

  it('admits exactly one probe while HALF_OPEN; its success closes the breaker', () => {
    const b = new BreakerStore();
    for (let i = 0; i < 3; i++) b.record('T', true, false, 0, timing);
    expect(b.admit('T', 300_000, timing)).toBe('PROBE');
    expect(b.admit('T', 300_000, timing)).toBe('REJECT');
    expect(b.record('T', false, true, 300_010, timing)).toMatchObject({ from: 'HALF_OPEN', to: 'CLOSED' });
    expect(b.admit('T', 300_011, timing)).toBe('PASS');
  });

  it('re-opens with a fresh timer when the probe fails', () => {
    const b = new BreakerStore();
    for (let i = 0; i < 3; i++) b.record('T', true, false, 0, timing);
    b.observe('T', 300_000, timing);
    b.admit('T', 300_000, timing);
    expect(b.record('T', true, true, 300_020, timing)).toMatchObject({
      from: 'HALF_OPEN',
      to: 'OPEN',
      recoveryAtMs: 600_020,
    });
    expect(b.admit('T', 500_000, timing)).toBe('REJECT');
    expect(b.admit('T', 600_020, timing)).toBe('PROBE');
  });

  it('never admits two calls while HALF_OPEN, whatever the sequence', () => {
    type Op = { kind: 'admit' } | { kind: 'finish'; failed: boolean } | { kind: 'wait'; ms: number };
    const op = fc.oneof(
      fc.constant<Op>({ kind: 'admit' }),
      fc.boolean().map<Op>((failed) => ({ kind: 'finish', failed })),
      fc.integer({ min: 0, max: 400_000 }).map<Op>((ms) => ({ kind: 'wait', ms })),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const b = new BreakerStore();
        let now = 0;
        const inFlight: boolean[] = []; // probe flags of admitted calls not yet finished
        for (const o of ops) {
          if (o.kind === 'wait') now += o.ms;
          else if (o.kind === 'admit') {
            const before = b.view('T', now, timing);
            const admission = b.admit('T', now, timing);
            // While HALF_OPEN only the probe passes; while OPEN nothing does.
            if (before.state === 'HALF_OPEN') expect(admission).not.toBe('PASS');
            if (before.state === 'OPEN') expect(admission).toBe('REJECT');
            if (admission !== 'REJECT') inFlight.push(admission === 'PROBE');
            const probes = inFlight.filter(Boolean).length;
            expect(probes).toBeLessThanOrEqual(1);
            if (b.view('T', now, timing).state === 'HALF_OPEN' && admission === 'PROBE') {
              expect(b.admit('T', now, timing)).toBe('REJECT');
            }
          } else if (inFlight.length > 0) {
            const probe = inFlight.shift()!;
            b.record('T', o.failed, probe, now, timing);
          }
        }
      }),
      propertyOptions(100),
    );
  });
});
