// One lane for inputs applied outside the loop's own boundary work (between runs, or a person's change
// applied at once): each waits for the one before, and decides its anchor only when its turn comes, so their
// changes never interleave and the record lists them in the order they were applied.
export class InputLane {
  private last: Promise<void> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const run = this.last.then(work);
    this.last = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Resolves once everything in the lane so far has been applied (failed or not). */
  settled(): Promise<void> {
    return this.last;
  }
}
