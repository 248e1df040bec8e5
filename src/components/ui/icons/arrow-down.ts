import type { IconShape } from '../icon-shapes';

/** lucide's arrow-down (components/ui/icon-shapes.ts). */
export const arrowDown: IconShape = [['path',{d:'M12 5v14'}],['path',{d:'m19 12-7 7-7-7'}]];
