// The page's entry point: everything is wired in app/compose (the one place that may import any layer).
//
// Two dynamic imports, one after the other, not one static import: the browser evaluates a static module
// graph in one task, and evaluating the whole first screen's code at once was a task of 50–75 ms CPU at
// start (issue 37, `npm run bench -- ui-big`). The libraries now evaluate in one task and the app's own
// modules in the next. index.html still preloads every chunk of both (scripts/start-chunk-preloads.mjs), so
// the browser fetches and compiles them at once; only their evaluation takes turns.
import { nextTask } from '../common/next-task';

async function start(): Promise<void> {
  await import('./app/compose/start-libraries');
  await nextTask();
  const { startApp } = await import('./app/compose/start-app');
  await startApp(document.getElementById('root'));
}

void start();
