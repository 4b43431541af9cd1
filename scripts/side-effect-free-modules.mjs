// Modules the bundler must otherwise assume have effects when imported, which only define their exports: told
// so, a chunk takes them when it uses them, not wherever a module that imports them goes (decision 0861).
// ajv-formats' format table is CommonJS: through the engine's index it rode the first screen unused.
const SIDE_EFFECT_FREE = [/[\\/]ajv-formats[\\/]dist[\\/]formats\.js$/];

/** For rolldown's `treeshake.moduleSideEffects`: `undefined` leaves every other module as the bundler judges it. */
export function moduleSideEffects(id) {
  return SIDE_EFFECT_FREE.some((pattern) => pattern.test(id)) ? false : undefined;
}
