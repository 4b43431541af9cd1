// A Read tool that, for one path, never gets past the call (`stall`), and reads every other path as usual:
// how the watchdog's tests make a run that cannot end.
import type { ToolOutput } from '../../../../engine';
import type { BuiltinToolFactories } from '../../../../runtime/tools/build-registry';
import { createReadTool } from '../../../../tools/read/read-tool';
import type { Workspace } from '../../../../vfs/workspace';

export function readThatStalls(
  path: string,
  stall: () => Promise<ToolOutput>,
): (workspace: Workspace) => BuiltinToolFactories {
  return (workspace) => ({
    Read: () => {
      const read = createReadTool(workspace);
      return {
        ...read,
        run: (input, context) => (input['path'] === path ? stall() : read.run(input, context)),
      };
    },
  });
}
