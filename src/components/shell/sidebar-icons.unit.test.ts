import { House, Trophy, X } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ICON_NAMES, SidebarIcon, type SidebarIconName } from './sidebar-icons';

const draw = (name: SidebarIconName) => renderToStaticMarkup(createElement(SidebarIcon, { name }));
/** What is inside an <svg>: its shapes. */
const shapes = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');

describe("the sidebar's icons", () => {
  it("draw lucide's own shapes, hidden from assistive technology, styled by one class", () => {
    for (const [name, Icon] of [['home', House], ['achievements', Trophy], ['close', X]] as const) {
      const ours = draw(name);
      expect(ours).toMatch(/^<svg viewBox="0 0 24 24" aria-hidden="true" class="shell-icon">/);
      expect(shapes(ours)).toBe(shapes(renderToStaticMarkup(createElement(Icon))));
      expect(shapes(ours)).not.toBe('');
    }
  });

  it('draws every icon the sidebar links may name (a lucide release without the shapes fails here)', () => {
    expect(SIDEBAR_ICON_NAMES.length).toBeGreaterThan(20);
    for (const name of SIDEBAR_ICON_NAMES) expect(shapes(draw(name)), name).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)/);
  });
});
