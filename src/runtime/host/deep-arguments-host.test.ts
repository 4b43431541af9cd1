// A session whose model sent arguments nested 10,000 deep opens and runs in the runtime behind the message
// interface, as a reload opens it (issue 36): the call is refused INVALID_PARAM naming the limit, the events
// cross the thread boundary, and the run reaches its last step. Before, the run failed with "Maximum call
// stack size exceeded" and a reload showed "Step 0 / 0". A spec that itself holds such an object cannot be
// posted to the runtime: the load is refused with the reason, and the next one works.
import { afterEach, describe, expect, it } from 'vitest';
import { deepArgumentsText } from '../../common/testing/hostile-documents';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';
import type { RunSpec } from '../spec/run-spec';

const channels: HostChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

const deepText = deepArgumentsText(10_000);
const spec = (args: string | Record<string, unknown>): RunSpec =>
  scriptedSpec([{ toolCalls: [{ name: 'Read', arguments: args }] }, { content: 'Done.' }], {
    files: { 'a.txt': 'one\n' },
  });

describe('arguments 10,000 deep in the runtime host', () => {
  it('run to the end, the call refused INVALID_PARAM naming the limit', async () => {
    const channel = connectHost();
    channels.push(channel);
    const { client, statuses, trace } = channel;
    expect(await client.call('load', { spec: spec(deepText), mode: 'replay', start: 'run' })).toEqual({
      ok: true,
    });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(statuses.at(-1)).toMatchObject({ failure: null, lastRun: { endReason: 'final-answer' } });
    await until(() => trace.at(-1)?.type === 'run-end', client);
    expect(trace.filter((event) => event.type === 'step-start')).toHaveLength(2);
    const plan = trace.find((event) => event.type === 'plan-build');
    expect(plan).toMatchObject({
      calls: [
        {
          status: 'parse-error',
          input: null,
          error: expect.stringContaining('deeper than 64 levels') as unknown,
        },
      ],
    });
  });

  it('refuse to post a spec holding them as an object, with the reason; the next load works', async () => {
    const channel = connectHost();
    channels.push(channel);
    const { client } = channel;
    // Deep enough that structured clone overflows whatever stack the test's thread has.
    const deepObject = JSON.parse(deepArgumentsText(500_000)) as Record<string, unknown>;
    await expect(client.call('load', { spec: spec(deepObject), mode: 'replay' })).rejects.toThrow(
      /the load request could not be sent: .*nests too deep/,
    );
    expect(await client.call('load', { spec: spec({ path: 'a.txt' }), mode: 'replay' })).toEqual({
      ok: true,
    });
  });
});
