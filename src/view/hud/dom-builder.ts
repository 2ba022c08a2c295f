/**
 * A tiny builder for HUD elements: `h('button', { class: 'x', onclick }, 'text')`. Text is always set as text
 * (never parsed as HTML), so names from data files cannot inject markup.
 */

type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined>;
export type Child = Node | string | number | null | undefined | false;

/** Create an element with attributes (`on…` keys become listeners, `class`, `title`, `data-*`, …) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') node.addEventListener(key.replace(/^on/, ''), value);
    else if (value === true) node.setAttribute(key, '');
    else node.setAttribute(key, String(value));
  }
  append(node, children);
  return node;
}

/** Append children (strings become text nodes; null, undefined and false are skipped). */
export function append(node: Element, children: readonly Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
}

/** Replace all children of `node`. */
export function replace(node: Element, ...children: Child[]): void {
  node.replaceChildren();
  append(node, children);
}
