import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import * as shapes from './icon-shapes';

/** The lucide module an export copies: its name in kebab case, but for the few whose name is a word JavaScript keeps. */
const RENAMED: Record<string, string> = { deleteKey: 'delete' };
const moduleOf = (name: string) => RENAMED[name] ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every source file under src, but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe("the icons' shapes", () => {
  const named = Object.entries(shapes).filter((entry): entry is [string, shapes.IconShape] => Array.isArray(entry[1]));

  it("are lucide's own, element for element", async () => {
    expect(named.length).toBeGreaterThan(40);
    for (const [name, shape] of named) {
      const lucide = (await import(`../../../node_modules/lucide-react/dist/esm/icons/${moduleOf(name)}.mjs`)) as { __iconData: { node: [string, Record<string, string>][] } };
      expect({ name, shape }).toEqual({ name, shape: lucide.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]) });
    }
  });

  it("draw as lucide's component draws them, hidden from assistive technology", async () => {
    const { ArrowUp, Star } = await import('lucide-react');
    const inner = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const ours = renderToStaticMarkup(createElement(Icon, { shape: shapes.arrowUp, size: 14 }));
    expect(ours).toMatch(/^<svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">/);
    expect(inner(ours)).toBe(inner(renderToStaticMarkup(createElement(ArrowUp))));
    expect(renderToStaticMarkup(createElement(Icon, { shape: shapes.star, fill: 'currentColor', className: 'size-5' }))).toMatch(/fill="currentColor".*class="size-5"/);
    expect(inner(renderToStaticMarkup(createElement(Icon, { shape: shapes.star })))).toBe(inner(renderToStaticMarkup(createElement(Star))));
  });

  it("are the only way the app draws an icon: lucide's component is a client module, its runtime would reach every page", () => {
    const importers = sources(path.join(process.cwd(), 'src')).filter((file) => /from ['"]lucide-react/.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it('reach client components one module an icon (components/ui/icons), never through the whole set', () => {
    const clientFiles = sources(path.join(process.cwd(), 'src')).filter((file) => /^'use client'/.test(readFileSync(file, 'utf8')));
    const wholeSet = clientFiles.filter((file) => /^import (?!type )[^;]*from '(@\/components\/ui|\.)\/icon-shapes'/m.test(readFileSync(file, 'utf8')));
    expect(clientFiles.length).toBeGreaterThan(50);
    expect(wholeSet.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
