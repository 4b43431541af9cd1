// Whether the two Web Workers answered their first round trip. The status bar shows it.
import type { StateCreator } from 'zustand';

export type WorkerName = 'runtime' | 'shell';
export type WorkerStatus = { state: 'starting' } | { state: 'ready' } | { state: 'failed'; message: string };

export interface WorkersSlice {
  workers: Record<WorkerName, WorkerStatus>;
  setWorkerStatus: (worker: WorkerName, status: WorkerStatus) => void;
}

export const createWorkersSlice: StateCreator<WorkersSlice, [], [], WorkersSlice> = (set) => ({
  workers: { runtime: { state: 'starting' }, shell: { state: 'starting' } },
  setWorkerStatus: (worker, status) => set((state) => ({ workers: { ...state.workers, [worker]: status } })),
});
