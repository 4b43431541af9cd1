// Fixture: a root file that folders import (see index.ts).
export interface Core {
  readonly name: string;
}
