// Layouts hold with a long unbroken answer: no page scrolls sideways and every metric of every Compare column stays
// visible inside its column, at a laptop width (1,366 px) and a phone width (390 px).
import { expect, test, type Page } from '@playwright/test';
import { configureLlm, openView, sendPrompt } from './chat-support';
import { useScenario } from '../test-support/fake-llm/client';
import type { FakeTurn } from '../test-support/fake-llm/types';

test.describe.configure({ timeout: 300_000 });

const SIZES = [{ width: 1366, height: 900 }, { width: 390, height: 844 }];
// Compact JSON with no break opportunities: what widened the classic transcript and the chat page.
const LONG = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ name: `Moon_Brewing_Company_${i}`, city: 'San_Diego', url: `https://example.com/breweries/${i}` })));
// A Markdown table and code line too wide for a phone: they scroll inside the message, not the page.
const WIDE_MARKDOWN = [
  `| ${Array.from({ length: 8 }, (_, i) => `column_${i}_name`).join(' | ')} |`,
  `|${'---|'.repeat(8)}`,
  `| ${Array.from({ length: 8 }, (_, i) => `Moon_Brewing_Company_${i}_San_Diego`).join(' | ')} |`,
  '',
  '```',
  `r = requests.get(f"{BASE_URL}/breweries", params={"by_name": "moon", "per_page": 50, "by_city": "san_diego", "sort": "name:asc"})`,
  '```',
].join('\n');
const classic = { when: { toolNotOffered: 'execute' } };
const code = { when: { toolOffered: 'save_skill' } };
const dual = { when: { toolOffered: 'execute', toolNotOffered: 'save_skill' } };

/** Page width and, per element, whether it lies inside its container and is the topmost element at its centre. */
async function layoutProblems(page: Page, pairs: Array<[string, string]>): Promise<string[]> {
  return page.evaluate((list) => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      const widest = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).pop();
      const where = widest ? `${widest.tagName.toLowerCase()}.${widest.className}` : 'nothing';
      problems.push(`page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window (deepest overflowing: ${where})`);
    }
    for (const [selector, within] of list) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = el.closest<HTMLElement>(within);
        if (!box) { problems.push(`${selector} has no ${within}`); continue; }
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        const name = el.dataset.testid ?? selector;
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) problems.push(`${name} (${Math.round(r.left)}..${Math.round(r.right)}) outside ${within} (${Math.round(b.left)}..${Math.round(b.right)})`);
        const top = document.elementFromPoint(r.left + Math.min(r.width / 2, 4), r.top + r.height / 2);
        if (!top || !(el.contains(top) || top.contains(el))) problems.push(`${name} is covered by ${top?.className ?? 'nothing'}`);
      }
    }
    return problems;
  }, pairs);
}

test('compare: a long classic answer keeps the three columns\' numbers visible and the page from scrolling sideways', async ({ page }) => {
  const scenario = 'layout-compare-long';
  const turns: FakeTurn[] = [
    { ...classic, type: 'text', text: LONG, usage: { input: 2400, output: 900 } },
    { ...code, type: 'text', text: LONG, usage: { input: 800, output: 900 } },
    { ...dual, type: 'text', text: LONG, usage: { input: 1000, output: 900 } },
  ];
  await useScenario(scenario, turns);
  await page.setViewportSize(SIZES[0] ?? { width: 1366, height: 900 });
  await openView(page, 'compare');
  // Before any key: the default model's list price and context window are shown, not "unknown".
  await expect(page.getByTestId('compare-pricing')).toContainText(/gpt-5\.4-mini.*\$0\.75 in/);
  await expect(page.getByTestId('compare-limits')).toContainText('400,000-token context window');
  await configureLlm(page, { model: scenario });
  await page.getByTestId('compare-prompt').fill('List the moon breweries as JSON');
  await page.getByTestId('compare-button').click();
  await expect(page.getByTestId('compare-run-code')).toHaveAttribute('data-status', 'ok', { timeout: 200_000 });
  await expect(page.getByTestId('compare-run-classic')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByTestId('compare-run-dual')).toHaveAttribute('data-status', 'ok', { timeout: 120_000 });
  const metrics: Array<[string, string]> = [
    ['.compare-metrics dd', '.compare-column'],
    ['.compare-status', '.compare-column'],
    ['[data-testid="context-tokens-classic"]', '.context-tokens'],
    ['[data-testid="context-tokens-code"]', '.context-tokens'],
    ['[data-testid="context-tokens-dual"]', '.context-tokens'],
  ];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await layoutProblems(page, metrics), `at ${size.width} px`).toEqual([]);
  }
});

test('chat: a long answer wraps, and a wide Markdown table scrolls, inside the transcript at laptop and phone widths', async ({ page }) => {
  const scenario = 'layout-chat-long';
  await useScenario(scenario, [{ type: 'text', text: `${LONG}\n\n${WIDE_MARKDOWN}`, usage: { input: 800, output: 900 } }]);
  await page.setViewportSize(SIZES[0] ?? { width: 1366, height: 900 });
  await openView(page, 'chat', { mode: 'classic' });
  await configureLlm(page, { model: scenario });
  await sendPrompt(page, 'List the moon breweries as JSON');
  await expect(page.getByTestId('assistant-message').locator('table')).toHaveCount(1, { timeout: 120_000 });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await layoutProblems(page, [['[data-testid="token-total"]', '.chat-usage'], ['[data-testid="send-button"]', '.chat-main']]), `at ${size.width} px`).toEqual([]);
  }
});
