// The environment every call starts with. HOME is the workspace, so `cd` and `~` lead back into it; TZ is
// UTC so `date` prints the same on every machine. These are not carried between calls unless changed.
import { WORKSPACE_ROOT } from '../../vfs';

export const BASE_SHELL_ENV: Readonly<Record<string, string>> = {
  HOME: WORKSPACE_ROOT,
  USER: 'agent',
  LOGNAME: 'agent',
  TZ: 'UTC',
  LANG: 'C.UTF-8',
  TERM: 'dumb',
};
