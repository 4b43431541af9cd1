// Fixture: a folder that imports a root file the barrel does not stand for (see ../index.ts).
import type { Core } from '../core';

export interface Lens {
  readonly core: Core;
}
