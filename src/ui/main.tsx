// The page's entry point: everything is wired in app/compose (the one place that may import any layer).
import { startApp } from './app/compose/start-app';

void startApp(document.getElementById('root'));
