// The part of the shell's filesystem outside the workspace: /tmp and /dev, in memory, kept across calls
// and never persisted. just-bash's /dev/null is an ordinary file (writes pile up in it); here it discards.
import { InMemoryFs } from 'just-bash';

const DISCARDING = new Set(['/dev/null']);

export class BaseFs extends InMemoryFs {
  constructor() {
    super();
    this.mkdirSync('/tmp', { recursive: true });
    this.mkdirSync('/dev', { recursive: true });
    this.writeFileSync('/dev/null', '');
  }

  override writeFile(...args: Parameters<InMemoryFs['writeFile']>): Promise<void> {
    return DISCARDING.has(args[0]) ? Promise.resolve() : super.writeFile(...args);
  }

  override appendFile(...args: Parameters<InMemoryFs['appendFile']>): Promise<void> {
    return DISCARDING.has(args[0]) ? Promise.resolve() : super.appendFile(...args);
  }
}
