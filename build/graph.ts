/** Every node reachable from `starts` through `next`, the starts included; `skip` cuts a path. */
export function reachable(
  starts: Iterable<string>,
  next: (node: string) => readonly string[] | undefined,
  skip: (node: string) => boolean = () => false,
): Set<string> {
  const found = new Set<string>();
  const stack = [...starts];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (found.has(node) || skip(node)) continue;
    found.add(node);
    stack.push(...(next(node) ?? []));
  }
  return found;
}
