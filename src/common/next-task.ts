// A yield to the page: what follows an `await nextTask()` runs in a task of its own, after the tasks already
// waiting (input, a frame's rendering, a worker's message). One long piece of start-up work split at such
// points is several short tasks, none of which blocks the page for long (issue 37: no task over 50 ms).
// A message on a fresh channel, not setTimeout: a timer nested in timers is clamped to 4 ms, a message is not.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
