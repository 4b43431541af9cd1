export function moduleSideEffects(id: string): false | undefined;
