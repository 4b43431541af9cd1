// The load id the page names a load with comes back on the load's result and on every push of that session,
// and a load that did not name one gets pushes tagged null (decision 0404).
import { afterEach, describe, expect, it } from 'vitest';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';

const channels: HostChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.close()));

function connect() {
  const channel = connectHost();
  channels.push(channel);
  const tags: { event: string; loadId: number | null }[] = [];
  channel.client.on('trace', ({ loadId }) => tags.push({ event: 'trace', loadId }));
  channel.client.on('status', ({ loadId }) => tags.push({ event: 'status', loadId }));
  return { ...channel, tags };
}

const spec = (content: string, settings = {}) =>
  scriptedSpec([{ toolCalls: [{ name: 'Write', arguments: { path: 'a.txt', content } }] }, { content }], {
    settings,
  });

describe('load ids', () => {
  it('echoes the id on the result and tags every trace and status push of the session with it', async () => {
    const { client, tags, statuses } = connect();
    expect(await client.call('load', { spec: spec('one'), mode: 'replay', start: 'run', loadId: 7 })).toEqual(
      {
        ok: true,
        loadId: 7,
      },
    );
    await client.call('start', {});
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(tags.some((tag) => tag.event === 'trace')).toBe(true);
    expect(tags.filter((tag) => tag.loadId !== 7)).toEqual([]);

    tags.splice(0);
    const refused = await client.call('load', {
      spec: spec('two', { engine: { maxConcurrency: 'x' } }),
      mode: 'replay',
      loadId: 8,
    });
    expect(refused).toMatchObject({ ok: false, loadId: 8 });
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => tag.loadId !== 8)).toEqual([]);
  });

  it('tags the pushes of a load that named no id with null', async () => {
    const { client, tags, statuses } = connect();
    expect(await client.call('load', { spec: spec('one'), mode: 'replay', start: 'run' })).toEqual({
      ok: true,
    });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.filter((tag) => tag.loadId !== null)).toEqual([]);
  });
});
