// The schema stage names a tool that joined this step (its MCP server's tools/list changed, issue 40) apart
// from one that came back after being hidden and one that left.
import { describe, expect, it } from 'vitest';
import type { SchemaBuildEvent, TraceEvent } from '../../engine';
import { selectPipelineView } from './pipeline-view';

const tool = (name: string) => ({
  type: 'function' as const,
  function: { name, description: name, parameters: { type: 'object' as const, properties: {} } },
});

function step(step: number, sent: string[], hidden: string[], seq: number): TraceEvent[] {
  const build: SchemaBuildEvent = {
    type: 'schema-build',
    seq: seq + 1,
    step,
    timeMs: 0,
    tools: sent.map(tool),
    fingerprint: sent.join(','),
    bytes: 0,
    tokens: 0,
    strict: false,
    included: sent.map((name) => ({ name, kind: 'tool' as const })),
    hidden: hidden.map((name) => ({
      name,
      kind: 'tool' as const,
      reason: 'breaker-open' as const,
      detail: '',
    })),
  };
  return [{ type: 'step-start', seq, step, timeMs: 0, maxSteps: 10 }, build];
}

describe('the schema stage', () => {
  it('says which tools joined, apart from those that came back or left', () => {
    const events = [
      ...step(1, ['Read', 'mcp__shop__open-shop', 'mcp__shop__old'], ['Bash'], 0),
      ...step(2, ['Bash', 'Read', 'mcp__shop__buy', 'mcp__shop__open-shop'], [], 2),
    ];
    const schema = selectPipelineView(events)!.schema!;
    expect(schema.joined).toEqual(['mcp__shop__buy']);
    expect(schema.cameBack).toEqual(['Bash']);
    expect(schema.left.map((left) => left.name)).toEqual(['mcp__shop__old']);
  });

  it('names nothing as joined at the first step', () => {
    expect(selectPipelineView(step(1, ['Read'], [], 0))!.schema!.joined).toEqual([]);
  });
});
