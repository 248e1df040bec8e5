import type { IconShape } from '../icon-shapes';

/** lucide's x (components/ui/icon-shapes.ts). */
export const x: IconShape = [['path',{d:'M18 6 6 18'}],['path',{d:'m6 6 12 12'}]];
