// Only in the e2e build (vite.config.ts defines VITE_TOOLSCOPE_E2E_HOOKS there, and nowhere else): a test can
// hold the next workspace flush between its pack and its manifest, then crash the tab while it is held
// (e2e/workspace-session-store.spec.ts). The page and the worker share the origin's BroadcastChannel.
import type { PackStoreFaults } from '../../vfs/persist/pack-store';

export const E2E_FAULT_CHANNEL = 'toolscope-e2e-faults';

export type E2eFaultMessage =
  | { readonly type: 'hold-next-flush' }
  | { readonly type: 'hold-armed' }
  | { readonly type: 'flush-held'; readonly pack: string };

export function e2eFlushFaults(): PackStoreFaults {
  const channel = new BroadcastChannel(E2E_FAULT_CHANNEL);
  let holdNext = false;
  channel.onmessage = (event: MessageEvent<E2eFaultMessage>) => {
    if (event.data.type !== 'hold-next-flush') return;
    holdNext = true;
    channel.postMessage({ type: 'hold-armed' } satisfies E2eFaultMessage);
  };
  return {
    beforeManifest: (pack) => {
      if (!holdNext) return undefined;
      holdNext = false;
      channel.postMessage({ type: 'flush-held', pack } satisfies E2eFaultMessage);
      return new Promise<void>(() => undefined); // held until the tab is killed
    },
  };
}
