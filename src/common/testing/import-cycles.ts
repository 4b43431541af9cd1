// Cycles in an import graph, for the test that keeps every layer's folders reading one way
// (src/common/layer-folders.test.ts). Pure: import-graph.ts reads the files; this only walks the graph.

/** file → the files it imports (type-only imports included: they tie two files together just the same). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Every strongly connected component of more than one node (or a node importing itself), each sorted, in
 * sorted order: the nodes that can all reach one another. Tarjan's algorithm, iterative so a deep graph
 * cannot overflow the stack.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const successors = (node: string) => (graph.get(node) ?? []).filter((to) => graph.has(to));

  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; edges: string[]; at: number }[] = [];
    const open = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: successors(node), at: 0 });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at++]!;
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack.delete(member);
        component.push(member);
        if (member === frame.node) break;
      }
      const selfLoop = component.length === 1 && successors(frame.node).includes(frame.node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The graph between groups of files (e.g. folders): an edge wherever a file of one imports a file of another. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [from, imports] of graph) {
    const edges = groups.get(groupOf(from)) ?? new Set<string>();
    groups.set(groupOf(from), edges);
    for (const to of imports) if (groupOf(to) !== groupOf(from)) edges.add(groupOf(to));
  }
  return new Map([...groups].map(([group, edges]) => [group, [...edges].sort()]));
}
