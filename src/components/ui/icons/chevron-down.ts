import type { IconShape } from '../icon-shapes';

/** lucide's chevron-down (components/ui/icon-shapes.ts). */
export const chevronDown: IconShape = [['path',{d:'m6 9 6 6 6-6'}]];
