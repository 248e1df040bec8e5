import { createElement } from 'react';
import type { IconShape } from './icon-shapes';

/** An icon's shapes as <svg> children. */
export function iconChildren(shape: IconShape) {
  return shape.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

interface IconProps {
  shape: IconShape;
  /** Width and height in px (lucide's `size`); a size class (size-4) wins over it. */
  size?: number;
  className?: string;
  strokeWidth?: number;
  /** 'currentColor' fills the shapes (a star drawn solid). */
  fill?: 'none' | 'currentColor';
}

/**
 * A decorative lucide icon (the text beside it, or its button's label, names it; spec 2), drawn as lucide's
 * component draws it, without lucide's runtime: usable in server and client components alike (icon-shapes.ts).
 */
export function Icon({ shape, size = 24, className, strokeWidth = 2, fill = 'none' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {iconChildren(shape)}
    </svg>
  );
}
