import type { IconShape } from '../icon-shapes';

/** lucide's chevron-right (components/ui/icon-shapes.ts). */
export const chevronRight: IconShape = [['path',{d:'m9 18 6-6-6-6'}]];
