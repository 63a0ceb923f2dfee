/**
 * Hierarchies of the catalogue (locations: country → region → city; job functions: function →
 * specialisation). A channel that targets a node matches searches for the node itself, for every
 * node under it (a national board serves each city) and for every node above it (a city board is a
 * result when the whole country is searched). The closure is computed once at import and stored
 * on the channel, so a search is a single array-overlap test.
 */
export interface TreeNode {
  id: string;
  parentId: string | null;
}

export class TreeIndex {
  private parents = new Map<string, string | null>();
  private children = new Map<string, string[]>();

  constructor(nodes: Iterable<TreeNode>) {
    for (const node of nodes) {
      this.parents.set(node.id, node.parentId);
      if (node.parentId) {
        const list = this.children.get(node.parentId) ?? [];
        list.push(node.id);
        this.children.set(node.parentId, list);
      }
    }
  }

  has(id: string) {
    return this.parents.has(id);
  }

  parentOf(id: string) {
    return this.parents.get(id) ?? null;
  }

  childrenOf(id: string) {
    return this.children.get(id) ?? [];
  }

  /** Nearest first; stops on a cycle so bad data cannot hang an import. */
  ancestors(id: string): string[] {
    const out: string[] = [];
    const seen = new Set([id]);
    let current = this.parents.get(id) ?? null;
    while (current && !seen.has(current)) {
      out.push(current);
      seen.add(current);
      current = this.parents.get(current) ?? null;
    }
    return out;
  }

  descendants(id: string): string[] {
    const out: string[] = [];
    const queue = [...this.childrenOf(id)];
    const seen = new Set([id]);
    while (queue.length) {
      const next = queue.shift()!;
      if (seen.has(next)) continue;
      seen.add(next);
      out.push(next);
      queue.push(...this.childrenOf(next));
    }
    return out;
  }

  /** The top-level node (for locations: the country). */
  root(id: string) {
    const chain = this.ancestors(id);
    return chain.length ? chain[chain.length - 1] : id;
  }

  /** Everything a target list matches: the targets, their ancestors and their descendants. */
  matchClosure(targets: Iterable<string>): string[] {
    const out = new Set<string>();
    for (const id of targets) {
      if (!this.has(id)) continue;
      out.add(id);
      for (const a of this.ancestors(id)) out.add(a);
      for (const d of this.descendants(id)) out.add(d);
    }
    return [...out].sort();
  }

  /** Top-level nodes covered by a target list (the country facet of a channel). */
  roots(targets: Iterable<string>): string[] {
    const out = new Set<string>();
    for (const id of targets) if (this.has(id)) out.add(this.root(id));
    return [...out].sort();
  }

  /**
   * For a selection: the ancestors of the selected nodes (a channel targeting one of them covers
   * the selection) and their descendants (a channel targeting one of them is narrower).
   */
  selectionContext(selected: Iterable<string>) {
    const ids = [...selected].filter((id) => this.has(id));
    const above = new Set<string>();
    const below = new Set<string>();
    for (const id of ids) {
      for (const a of this.ancestors(id)) above.add(a);
      for (const d of this.descendants(id)) below.add(d);
    }
    for (const id of ids) {
      above.delete(id);
      below.delete(id);
    }
    return { selected: ids, above: [...above].sort(), below: [...below].sort() };
  }
}
