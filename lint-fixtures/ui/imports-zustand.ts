// ui/ reads the store through state/; importing zustand or the runtime directly must fail lint.
import { create } from 'zustand';
import type { RuntimeProtocol } from '../../src/runtime/worker/runtime-protocol';

export type Leak = RuntimeProtocol;
export const leak = create;
