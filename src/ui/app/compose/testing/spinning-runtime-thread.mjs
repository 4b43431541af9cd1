// Boots spinning-runtime-thread.ts in a worker thread (Node cannot load TypeScript there by itself).
import { tsImport } from 'tsx/esm/api';

await tsImport('./spinning-runtime-thread.ts', import.meta.url);
