import axe from 'axe-core';

/**
 * The serious or critical WCAG A/AA violations axe finds in `root` (as the e2e journeys check pages,
 * e2e/support/axe.ts). jsdom computes no layout: colour contrast is left to the e2e run.
 */
export async function seriousA11yViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
