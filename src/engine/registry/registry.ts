// The registry (seed, step 1): two tables, tool objects and plain functions, under one name space.
// Registering a name twice, in either table, is an error: the reference silently overwrote, and could list
// one name twice in the schema.
import type { Tool } from '../protocol/tool';
import type { FunctionRegistration } from './function-tool';
import { functionAsTool } from './function-tool';

export type RegistryEntryKind = 'tool' | 'function';

export interface RegistryEntry {
  readonly kind: RegistryEntryKind;
  readonly name: string;
  /** For a function, an adapter with the fixed `input` schema. */
  readonly tool: Tool;
}

/** Names the Chat Completions API accepts. */
const TOOL_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
}

export class Registry {
  readonly #entries = new Map<string, RegistryEntry>();

  registerTool(tool: Tool): void {
    this.#add({ kind: 'tool', name: tool.name, tool });
  }

  registerFunction(registration: FunctionRegistration): void {
    this.#add({ kind: 'function', name: registration.name, tool: functionAsTool(registration) });
  }

  /** Removes a tool or function (user-defined tools can be edited between steps). */
  unregister(name: string): boolean {
    return this.#entries.delete(name);
  }

  get(name: string): RegistryEntry | undefined {
    return this.#entries.get(name);
  }

  has(name: string): boolean {
    return this.#entries.has(name);
  }

  /** Tools sorted by name, then functions sorted by name (the schema's order). */
  list(): RegistryEntry[] {
    const all = [...this.#entries.values()];
    const byName = (a: RegistryEntry, b: RegistryEntry) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    return [
      ...all.filter((e) => e.kind === 'tool').sort(byName),
      ...all.filter((e) => e.kind === 'function').sort(byName),
    ];
  }

  names(): string[] {
    return this.list().map((e) => e.name);
  }

  #add(entry: RegistryEntry): void {
    if (!TOOL_NAME.test(entry.name)) {
      throw new RegistrationError(
        `Invalid tool name ${JSON.stringify(entry.name)}: use 1-64 letters, digits, '_' or '-'.`,
      );
    }
    const existing = this.#entries.get(entry.name);
    if (existing) {
      throw new RegistrationError(
        `A ${existing.kind} named '${entry.name}' is already registered; names must be unique across tools and functions.`,
      );
    }
    this.#entries.set(entry.name, entry);
  }
}
