// The benches' CPU figures are the page's own: Chromium's trace also holds its WebUI renderers (headless
// Chromium starts an omnibox popup page with each window), whose tasks must not count as the page's.
import { expect, it } from 'vitest';
import { longestOnMainThread, pageCpuOf } from './main-thread-tasks';

const PAGE = 10;
const WEBUI = 20;

function process(pid: number, name: string) {
  return [
    { name: 'process_name', ph: 'M', pid, tid: 0, ts: 0, args: { name } },
    { name: 'thread_name', ph: 'M', pid, tid: pid, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid, tid: pid + 1, ts: 0, args: { name: 'DedicatedWorker thread' } },
  ];
}

function task(pid: number, tid: number, ts: number, cpuMs: number) {
  return {
    name: 'ThreadControllerImpl::RunTask',
    ph: 'X',
    pid,
    tid,
    ts,
    dur: cpuMs * 2000,
    tdur: cpuMs * 1000,
  };
}

const events = [
  ...process(PAGE, 'Renderer'),
  ...process(WEBUI, 'WebUI Top Renderer'),
  task(PAGE, PAGE, 1_000, 20),
  task(PAGE, PAGE + 1, 1_000, 7),
  task(WEBUI, WEBUI, 2_000, 90),
  task(WEBUI, WEBUI + 1, 2_000, 30),
];

it("takes the longest task from the page's renderer only", () => {
  expect(longestOnMainThread(events, []).longestCpuMs).toBe(20);
  expect(longestOnMainThread(events, []).longestWallMs).toBe(40);
});

it("sums the CPU of the page's renderer and its workers only", () => {
  expect(pageCpuOf(events)).toEqual({ mainCpuMs: 20, workersCpuMs: 7 });
});
