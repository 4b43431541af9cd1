import { lazyPart } from '../common/lazy-part';
import type { CodeEditorProps } from './CodeEditor';

/**
 * Monaco behind a dynamic import, fetched when a file is first opened: the page draws first, the editor
 * arrives in its own chunk, with a placeholder meanwhile and a retry if it cannot load.
 */
export const LazyEditor = lazyPart<CodeEditorProps>('editor', () =>
  import('./CodeEditor').then((m) => m.default),
);
