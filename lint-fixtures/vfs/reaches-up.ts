// vfs/ may import engine types only: reaching into the runtime or the UI must fail lint.
import { createRpcClient } from '../../src/common/worker-rpc';
import type { RuntimeProtocol } from '../../src/runtime/worker/runtime-protocol';

export type Leak = RuntimeProtocol;
export const allowed = createRpcClient;
