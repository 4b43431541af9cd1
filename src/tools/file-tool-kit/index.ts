// Helpers shared by the file tools (Read, Write, Edit, Grep, Glob, LS).
export * from './tool-input';
export * from './vfs-error-output';
export * from './text-lines';
export * from './optimistic-lock';
export * from './tool-path';
export * from './search-scope';
export * from './stat-if-exists';
export * from './utf8-check';
export * from './bind-file-tool';
export * from './shared-parameters';
export * from './pattern-limit';
export * from './limit-text';
