import { describe, expect, it } from 'vitest';
import { BUILTIN_LIKE_FACTS } from '../engine/testing/builtin-like-facts';
import { createBashTool } from './bash/bash-tool';
import { BUILTIN_TOOL_FACTORIES } from './builtin-tool-factories';
import { BUILTIN_TOOL_NAMES, BUILTIN_TOOL_RECORDS, builtinToolRecord } from './builtin-tool-records';
import { workspaceWith } from './file-tool-kit/testing';
import { factsOf } from './tool-record';
import type { Tool } from '../engine/protocol/tool';
import { DEFAULT_SHELL_LIMITS } from '../shell/limits';

const unusedRunner = { run: () => Promise.reject(new Error('not run in this test')) };

async function built(name: (typeof BUILTIN_TOOL_NAMES)[number]): Promise<Tool> {
  const build = BUILTIN_TOOL_FACTORIES[name];
  if (build.from === 'workspace') return build.create(await workspaceWith({}));
  if (build.from === 'nothing') return build.create();
  return createBashTool({
    runner: unusedRunner,
    limits: () => DEFAULT_SHELL_LIMITS,
    sessionSeed: 0,
  });
}

describe('built-in tool records', () => {
  it('name each tool once, and each built tool carries its record facts into the registry', async () => {
    expect(new Set(BUILTIN_TOOL_NAMES).size).toBe(BUILTIN_TOOL_RECORDS.length);
    for (const record of BUILTIN_TOOL_RECORDS) {
      const tool = await built(record.name);
      expect(tool.name).toBe(record.name);
      const { name: _name, ...facts } = factsOf(record);
      expect({
        lockUse: tool.lockUse,
        permissionClass: tool.permissionClass,
        permissionWording: tool.permissionWording,
        pathArguments: tool.pathArguments,
        latencyMs: tool.latencyMs,
      }).toEqual({
        permissionClass: undefined,
        permissionWording: undefined,
        pathArguments: undefined,
        latencyMs: undefined,
        ...facts,
      });
    }
  });

  it('agree with the copy the engine tests use (engine/ cannot import tools/)', () => {
    for (const [name, copied] of Object.entries(BUILTIN_LIKE_FACTS)) {
      const record = builtinToolRecord(name);
      expect(record, name).toBeDefined();
      const { name: _name, ...facts } = factsOf(record!);
      expect(copied).toEqual(facts);
    }
  });

  it('are looked up by name, and only own names count', () => {
    expect(builtinToolRecord('Read')?.permissionClass).toBe('read');
    expect(builtinToolRecord('constructor')).toBeUndefined();
    expect(builtinToolRecord('myTool')).toBeUndefined();
  });

  it('say a path argument only where the schema has that property', async () => {
    for (const record of BUILTIN_TOOL_RECORDS) {
      const tool = await built(record.name);
      for (const argument of tool.pathArguments ?? [])
        expect(tool.parameters.properties).toHaveProperty(argument);
    }
  });
});
