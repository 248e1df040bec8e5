import type { IconShape } from '../icon-shapes';

/** lucide's chevron-up (components/ui/icon-shapes.ts). */
export const chevronUp: IconShape = [['path',{d:'m18 15-6-6-6 6'}]];
