// Whether the two Web Workers answered their first round trip. The status bar shows it.
import type { StateCreator } from 'zustand';

export type WorkerName = 'runtime' | 'shell';
/** `idle`: not started yet (the shell worker starts with the terminal, not with the page). */
export type WorkerStatus =
  { state: 'idle' } | { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

export interface WorkersSlice {
  workers: Record<WorkerName, WorkerStatus>;
  setWorkerStatus: (worker: WorkerName, status: WorkerStatus) => void;
}

export const createWorkersSlice: StateCreator<WorkersSlice, [], [], WorkersSlice> = (set) => ({
  workers: { runtime: { state: 'starting' }, shell: { state: 'idle' } },
  setWorkerStatus: (worker, status) => set((state) => ({ workers: { ...state.workers, [worker]: status } })),
});
