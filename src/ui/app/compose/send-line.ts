// Requests reach the runtime worker in the order the page makes them: a load keeps its place among the
// page's requests, and a request made after it is answered by the session it loaded (runtime-port.ts). One
// request may be sent a task later and keep its place all the same: a big session's load, whose copying into
// the worker's message is a few ms of its own that joined the task drawing the session (issue 37). Requests
// made meanwhile wait behind it, in their order.
import { nextTask } from '../../../common/next-task';

export class SendLine {
  /** Settles once the request sent a task later has been sent; null when none waits. */
  private waiting: Promise<void> | null = null;

  /** Sends now, or right after a request still waiting for its task. */
  now<T>(send: () => Promise<T>): Promise<T> {
    return this.waiting === null ? send() : this.waiting.then(send);
  }

  /** Sends in a later task (after any request still waiting), ahead of every request made from now on. */
  inNextTask<T>(send: () => Promise<T>): Promise<T> {
    const turn = (this.waiting ?? Promise.resolve()).then(() => nextTask());
    // Both wait on `turn`, in this order: the request is sent before `sent` lets the next ones go.
    const reply = turn.then(send);
    const sent = turn.then(() => undefined);
    this.waiting = sent;
    void sent.then(() => {
      if (this.waiting === sent) this.waiting = null;
    });
    return reply;
  }
}
