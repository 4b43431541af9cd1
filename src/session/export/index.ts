// Export / import of session files and the session library (the pure parts; React is in src/ui/lessons).
export * from './session-file';
export * from './session-library';
export * from './library-store';
export * from './library-storage';
export * from './library-active';
export * from './blank-session';
export * from './without-scripted-cassette';
