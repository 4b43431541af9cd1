// What the model reads of each built-in tool (name, description, parameter schema, in the order the bytes are
// sent), pinned by hash. Limits feed these texts from constants (issue 12, item 5); this proves that moving
// them changed no byte. A deliberate change of a tool's wording updates the hash here and re-pins lessons.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../engine/protocol/tool';
import { toStrictSchema } from '../engine/schema/strict-schema';
import { DEFAULT_SHELL_LIMITS } from '../shell/limits';
import type { ShellRunner } from '../shell/run/shell-run';
import { createBashTool } from './bash/bash-tool';
import { createEditTool } from './edit/edit-tool';
import { workspaceWith } from './file-tool-kit/testing';
import { createGlobTool } from './glob/glob-tool';
import { createGrepTool } from './grep/grep-tool';
import { createLsTool } from './ls/ls-tool';
import { createReadTool } from './read/read-tool';
import { createTaskTool } from './task/task-tool';
import { createTodoWriteTool } from './todo-write/todo-write-tool';
import { createWriteTool } from './write/write-tool';

const noRunner: ShellRunner = { run: () => Promise.reject(new Error('not run in this test')) };

async function builtins(): Promise<Tool[]> {
  const ws = await workspaceWith({});
  const lowered = { ...DEFAULT_SHELL_LIMITS, timeoutMs: 2_500, maxOutputBytes: 1_500, maxLoopIterations: 7 };
  return [
    createReadTool(ws),
    createWriteTool(ws),
    createEditTool(ws),
    createGrepTool(ws),
    createGlobTool(ws),
    createLsTool(ws),
    createBashTool({ runner: noRunner, limits: () => DEFAULT_SHELL_LIMITS, sessionSeed: 0 }),
    createBashTool({ runner: noRunner, limits: () => lowered, sessionSeed: 0 }),
    createTaskTool(),
    createTodoWriteTool(),
  ];
}

const hash = (value: unknown) => bytesToHex(sha256(utf8ToBytes(JSON.stringify(value))));

describe('what the model reads of the built-in tools', () => {
  it('is byte for byte what it was, plain and strict', async () => {
    const tools = await builtins();
    const plain = tools.map(({ name, description, parameters }) => ({ name, description, parameters }));
    const strict = tools.map(({ name, parameters }) => ({ name, parameters: toStrictSchema(parameters) }));
    expect({ plain: hash(plain), strict: hash(strict) }).toEqual({
      plain: 'ad4048b9e152fd45967f44c64f3b95e9e42d6aec55ac878559ec493b60d2fe15',
      strict: 'b3461d9a806bff45e48e74614095f635f3dfcc217d0904a27af1631cc135a771',
    });
  });
});
