import type { Page } from '@playwright/test';

/**
 * What does not fit on the page as it stands, in words: the page wider than the screen, text cut
 * short with an ellipsis, a tab row that wraps (or scrolls without saying so), a tab label broken
 * over lines, a control narrower than its text, a card touching the edge of the panel around it, a visible element reaching past the screen.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const text = el.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${text}"`;
    };
    const visible = (el: Element) => {
      // A control whose text spills out of it (into its neighbour, or clipped).
      if (el.matches('button, [role="tab"], .button, summary') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(
          `text wider than its control: ${describe(el)} (${el.clientWidth}px for ${el.scrollWidth}px)`,
        );
      }
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 2 && box.height > 2 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the screen`);
    }
    const main = document.querySelector('main');
    const header = document.querySelector('header, nav');
    for (const el of [...(main?.querySelectorAll('*') ?? []), ...(header?.querySelectorAll('*') ?? [])]) {
      if (!(el instanceof HTMLElement) || !visible(el)) continue;
      const style = getComputedStyle(el);
      // Text cut short: an ellipsis shown because the box is narrower than its text.
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`cut short: ${describe(el)} (${el.clientWidth}px for ${el.scrollWidth}px)`);
      }
      const box = el.getBoundingClientRect();
      // Past the screen's right edge while not inside something that scrolls on purpose.
      if (box.right > window.innerWidth + 1 && !el.closest('[data-scrolls], pre, .discord-preview')) {
        problems.push(
          `reaches past the screen by ${Math.round(box.right - window.innerWidth)}px: ${describe(el)}`,
        );
      }
    }
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (!visible(list)) continue;
      // A row of tabs may scroll sideways where it says it does (data-scrolls), never otherwise,
      // and then a cue the eye can see marks the end with more tabs past it.
      if (list.scrollWidth > list.clientWidth + 1) {
        const cue = list.parentElement?.querySelector('[data-scroll-cue]');
        if (!list.matches('[data-scrolls]')) problems.push(`tabs scroll sideways: ${describe(list)}`);
        else if (!cue || !visible(cue)) problems.push(`tabs scroll sideways with no cue: ${describe(list)}`);
      }
      for (const tab of list.querySelectorAll('[role="tab"]')) {
        // A label broken over lines inside its tab ("ゴーストメッ / セージ", "@everyo / ne").
        const lines = new Set<number>();
        const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.visually-hidden')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.bottom));
        }
        if (lines.size > 1) problems.push(`tab label on ${lines.size} lines: ${describe(tab)}`);
      }
      const tops = new Set(
        [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect().top),
      );
      if (tops.size > 1) problems.push(`tabs wrap to ${tops.size} rows: ${describe(list)}`);
    }
    // What has a border of its own inside a panel keeps clear of the panel's border (the save
    // bar excepted: it runs edge to edge on purpose).
    for (const panel of document.querySelectorAll('main .settings-panel')) {
      const outer = panel.getBoundingClientRect();
      for (const el of panel.querySelectorAll('*')) {
        if (el.closest('.save-bar') || !visible(el)) continue;
        const style = getComputedStyle(el);
        if (parseFloat(style.borderTopWidth) === 0 || parseFloat(style.borderLeftWidth) === 0) continue;
        const inner = el.getBoundingClientRect();
        const gap = Math.min(inner.left - outer.left, outer.right - inner.right, outer.bottom - inner.bottom);
        if (gap < 6) problems.push(`${Math.round(gap)}px from its panel's edge: ${describe(el)}`);
      }
    }
    return problems;
  });
}
