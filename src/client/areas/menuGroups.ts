export interface GroupedEntry {
  group?: string;
}

/**
 * The menu in the order it is shown: entries without a group first, then each group once, in the
 * order its first entry comes, with all its entries, so no heading is repeated and no entry sits
 * under a heading that is not its own.
 */
export function groupMenu<E extends GroupedEntry>(entries: E[]): { group: string | null; entries: E[] }[] {
  const groups = new Map<string | null, E[]>([[null, []]]);
  for (const entry of entries) {
    const key = entry.group ?? null;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([group, list]) => ({ group, entries: list }));
}
