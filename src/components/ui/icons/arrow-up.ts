import type { IconShape } from '../icon-shapes';

/** lucide's arrow-up (components/ui/icon-shapes.ts). */
export const arrowUp: IconShape = [['path',{d:'m5 12 7-7 7 7'}],['path',{d:'M12 19V5'}]];
