/**
 * Chromium's accessibility tree, as a screen reader gets it, for the tests that read names and
 * states.
 */
import type { Page } from 'playwright-core';

export interface AxNode {
  role?: { value: string };
  name?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  backendDOMNodeId?: number;
  ignored?: boolean;
}

/** The page's whole tree (Accessibility.getFullAXTree). */
export async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  return nodes;
}

/** A property of a node: (checkbox, 'invalid') -> 'false'. */
export const property = (node: AxNode, name: string) =>
  node.properties?.find((p) => p.name === name)?.value.value;

/**
 * The names of the tree's nodes of `role` that are not ignored: ('alertdialog') ->
 * ['Failed to save.']
 */
export async function namesOf(page: Page, role: string): Promise<string[]> {
  return (await axTree(page))
    .filter((n) => !n.ignored && n.role?.value === role)
    .map((n) => n.name?.value ?? '');
}
