/** A facet option as far as ordering goes (app/services/catalogue/types.ts FacetOption). */
interface Orderable {
  key: string;
  label: string;
  recordCount: number;
  parent?: string | null;
}

/** Most channels first; equal counts by label in the reader's language. */
export function byFacetCount(a: Orderable, b: Orderable) {
  return b.recordCount - a.recordCount || a.label.localeCompare(b.label);
}

/**
 * issue 16 §6: the job-function facet by count, like the other facets, while a sub-function still
 * follows its parent (the tree view indents it under the row above): each level is sorted by count
 * on its own. An option whose parent is not in the list counts as top level.
 */
export function sortFacetTree<T extends Orderable>(options: T[]): T[] {
  const keys = new Set(options.map((o) => o.key));
  const children = new Map<string | null, T[]>();
  for (const option of options) {
    const parent = option.parent && keys.has(option.parent) ? option.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), option]);
  }
  const out: T[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    for (const option of [...(children.get(parent) ?? [])].sort(byFacetCount)) {
      // each option once, even if the data held a cycle
      if (seen.has(option.key)) continue;
      seen.add(option.key);
      out.push(option);
      visit(option.key);
    }
  };
  visit(null);
  return out;
}
