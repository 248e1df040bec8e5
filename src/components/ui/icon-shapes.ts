/*
 * The shapes of the lucide icons the app draws (decision 015: one icon set, lucide), copied from lucide-react's icon
 * modules (their `__iconData`; lucide is ISC-licensed, © Lucide Contributors). Copied, not imported: an icon module
 * brings lucide's component with it, and that is a client module ('use client'), so even a server component's icon
 * sent lucide's runtime to the browser, on every page through the shell (docs/benchmarks.md "Client JavaScript and
 * messages"). icon-shapes.unit.test.ts checks every shape against lucide's own and that no app file imports
 * lucide-react. A new icon: add its shapes here (the test names the module to copy them from), or, drawn by a client
 * component, in a module of its own under icons/.
 */

/** An icon's shapes: the elements inside its 24 × 24 <svg>, with their attributes. */
export type IconShape = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;

// The icons client components draw: a module each, so a page's chunk carries only its own icons (the bundler keeps
// every export of a module that any client component uses, in every chunk that has the module).
export { arrowDown } from './icons/arrow-down';
export { arrowUp } from './icons/arrow-up';
export { camera } from './icons/camera';
export { chevronDown } from './icons/chevron-down';
export { chevronRight } from './icons/chevron-right';
export { chevronUp } from './icons/chevron-up';
export { deleteKey } from './icons/delete';
export { moon } from './icons/moon';
export { printer } from './icons/printer';
export { sun } from './icons/sun';
export { x } from './icons/x';

/** arrow-left */
export const arrowLeft: IconShape = [['path',{d:'m12 19-7-7 7-7'}],['path',{d:'M19 12H5'}]];
/** baby */
export const baby: IconShape = [['path',{d:'M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5'}],['path',{d:'M15 12h.01'}],['path',{d:'M19.38 6.813A9 9 0 0 1 20.8 10.2a2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1'}],['path',{d:'M9 12h.01'}]];
/** backpack */
export const backpack: IconShape = [['path',{d:'M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z'}],['path',{d:'M8 10h8'}],['path',{d:'M8 18h8'}],['path',{d:'M8 22v-6a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v6'}],['path',{d:'M9 6V4a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2'}]];
/** bell */
export const bell: IconShape = [['path',{d:'M10.268 21a2 2 0 0 0 3.464 0'}],['path',{d:'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326'}]];
/** book-open */
export const bookOpen: IconShape = [['path',{d:'M12 5v16'}],['path',{d:'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z'}]];
/** chart-column */
export const chartColumn: IconShape = [['path',{d:'M3 3v16a2 2 0 0 0 2 2h16'}],['path',{d:'M18 17V9'}],['path',{d:'M13 17V5'}],['path',{d:'M8 17v-3'}]];
/** chart-line */
export const chartLine: IconShape = [['path',{d:'M3 3v16a2 2 0 0 0 2 2h16'}],['path',{d:'m19 9-5 5-4-4-3 3'}]];
/** circle-dashed */
export const circleDashed: IconShape = [['path',{d:'M10.1 2.182a10 10 0 0 1 3.8 0'}],['path',{d:'M13.9 21.818a10 10 0 0 1-3.8 0'}],['path',{d:'M17.609 3.721a10 10 0 0 1 2.69 2.7'}],['path',{d:'M2.182 13.9a10 10 0 0 1 0-3.8'}],['path',{d:'M20.279 17.609a10 10 0 0 1-2.7 2.69'}],['path',{d:'M21.818 10.1a10 10 0 0 1 0 3.8'}],['path',{d:'M3.721 6.391a10 10 0 0 1 2.7-2.69'}],['path',{d:'M6.391 20.279a10 10 0 0 1-2.69-2.7'}]];
/** circle-question-mark */
export const circleQuestionMark: IconShape = [['circle',{cx:'12',cy:'12',r:'10'}],['path',{d:'M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5'}],['path',{d:'M12 17h.01'}]];
/** circle-user */
export const circleUser: IconShape = [['circle',{cx:'12',cy:'12',r:'10'}],['circle',{cx:'12',cy:'10',r:'3'}],['path',{d:'M7 20.662V19a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v1.662'}]];
/** crown */
export const crown: IconShape = [['path',{d:'M11.562 3.266a.5.5 0 0 1 .876 0L15.39 8.87a1 1 0 0 0 1.516.294L21.183 5.5a.5.5 0 0 1 .798.519l-2.834 10.246a1 1 0 0 1-.956.734H5.81a1 1 0 0 1-.957-.734L2.02 6.02a.5.5 0 0 1 .798-.519l4.276 3.664a1 1 0 0 0 1.516-.294z'}],['path',{d:'M5 21h14'}]];
/** download */
export const download: IconShape = [['path',{d:'M12 15V3'}],['path',{d:'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'}],['path',{d:'m7 10 5 5 5-5'}]];
/** file-spreadsheet */
export const fileSpreadsheet: IconShape = [['path',{d:'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}],['path',{d:'M14 2v5a1 1 0 0 0 1 1h5'}],['path',{d:'M8 13h2'}],['path',{d:'M14 13h2'}],['path',{d:'M8 17h2'}],['path',{d:'M14 17h2'}]];
/** file-text */
export const fileText: IconShape = [['path',{d:'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}],['path',{d:'M14 2v5a1 1 0 0 0 1 1h5'}],['path',{d:'M10 9H8'}],['path',{d:'M16 13H8'}],['path',{d:'M16 17H8'}]];
/** house */
export const house: IconShape = [['path',{d:'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8'}],['path',{d:'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'}]];
/** images */
export const images: IconShape = [['path',{d:'m22 11-1.296-1.296a2.4 2.4 0 0 0-3.408 0L11 16'}],['path',{d:'M4 8a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2'}],['circle',{cx:'13',cy:'7',r:'1',fill:'currentColor'}],['rect',{x:'8',y:'2',width:'14',height:'14',rx:'2'}]];
/** layout-dashboard */
export const layoutDashboard: IconShape = [['rect',{width:'7',height:'9',x:'3',y:'3',rx:'1'}],['rect',{width:'7',height:'5',x:'14',y:'3',rx:'1'}],['rect',{width:'7',height:'9',x:'14',y:'12',rx:'1'}],['rect',{width:'7',height:'5',x:'3',y:'16',rx:'1'}]];
/** library */
export const library: IconShape = [['path',{d:'m16 6 4 14'}],['path',{d:'M12 6v14'}],['path',{d:'M8 8v12'}],['path',{d:'M4 4v16'}]];
/** log-out */
export const logOut: IconShape = [['path',{d:'m16 17 5-5-5-5'}],['path',{d:'M21 12H9'}],['path',{d:'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'}]];
/** medal */
export const medal: IconShape = [['path',{d:'M7.21 15 2.66 7.14a2 2 0 0 1 .13-2.2L4.4 2.8A2 2 0 0 1 6 2h12a2 2 0 0 1 1.6.8l1.6 2.14a2 2 0 0 1 .14 2.2L16.79 15'}],['path',{d:'M11 12 5.12 2.2'}],['path',{d:'m13 12 5.88-9.8'}],['path',{d:'M8 7h8'}],['circle',{cx:'12',cy:'17',r:'5'}],['path',{d:'M12 18v-2h-.5'}]];
/** menu */
export const menu: IconShape = [['path',{d:'M4 5h16'}],['path',{d:'M4 12h16'}],['path',{d:'M4 19h16'}]];
/** message-square */
export const messageSquare: IconShape = [['path',{d:'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z'}]];
/** notebook-pen */
export const notebookPen: IconShape = [['path',{d:'M13.4 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7.4'}],['path',{d:'M2 6h4'}],['path',{d:'M2 10h4'}],['path',{d:'M2 14h4'}],['path',{d:'M2 18h4'}],['path',{d:'M21.378 5.626a1 1 0 1 0-3.004-3.004l-5.01 5.012a2 2 0 0 0-.506.854l-.837 2.87a.5.5 0 0 0 .62.62l2.87-.837a2 2 0 0 0 .854-.506z'}]];
/** pencil-line */
export const pencilLine: IconShape = [['path',{d:'M13 21h8'}],['path',{d:'m15 5 4 4'}],['path',{d:'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z'}]];
/** repeat */
export const repeat: IconShape = [['path',{d:'m17 2 4 4-4 4'}],['path',{d:'M3 11v-1a4 4 0 0 1 4-4h14'}],['path',{d:'m7 22-4-4 4-4'}],['path',{d:'M21 13v1a4 4 0 0 1-4 4H3'}]];
/** school */
export const school: IconShape = [['path',{d:'M14 21v-3a2 2 0 0 0-4 0v3'}],['path',{d:'M18 4.933V21'}],['path',{d:'m4 6 7.106-3.79a2 2 0 0 1 1.788 0L20 6'}],['path',{d:'m6 11-3.52 2.147a1 1 0 0 0-.48.854V19a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5a1 1 0 0 0-.48-.853L18 11'}],['path',{d:'M6 4.933V21'}],['circle',{cx:'12',cy:'9',r:'2'}]];
/** scroll-text */
export const scrollText: IconShape = [['path',{d:'M15 12h-5'}],['path',{d:'M15 8h-5'}],['path',{d:'M19 17V5a2 2 0 0 0-2-2H4'}],['path',{d:'M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3'}]];
/** settings */
export const settings: IconShape = [['path',{d:'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915'}],['circle',{cx:'12',cy:'12',r:'3'}]];
/** sprout */
export const sprout: IconShape = [['path',{d:'M14 9.536V7a4 4 0 0 1 4-4h1.5a.5.5 0 0 1 .5.5V5a4 4 0 0 1-4 4 4 4 0 0 0-4 4c0 2 1 3 1 5a5 5 0 0 1-1 3'}],['path',{d:'M4 9a5 5 0 0 1 8 4 5 5 0 0 1-8-4'}],['path',{d:'M5 21h14'}]];
/** star */
export const star: IconShape = [['path',{d:'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'}]];
/** table */
export const table: IconShape = [['path',{d:'M12 3v18'}],['rect',{width:'18',height:'18',x:'3',y:'3',rx:'2'}],['path',{d:'M3 9h18'}],['path',{d:'M3 15h18'}]];
/** target */
export const target: IconShape = [['circle',{cx:'12',cy:'12',r:'10'}],['circle',{cx:'12',cy:'12',r:'6'}],['circle',{cx:'12',cy:'12',r:'2'}]];
/** thumbs-up */
export const thumbsUp: IconShape = [['path',{d:'M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z'}],['path',{d:'M7 10v12'}]];
/** trending-up */
export const trendingUp: IconShape = [['path',{d:'M16 7h6v6'}],['path',{d:'m22 7-8.5 8.5-5-5L2 17'}]];
/** trophy */
export const trophy: IconShape = [['path',{d:'M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2'}],['path',{d:'M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2'}],['path',{d:'M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3'}],['path',{d:'M4 22h16'}],['path',{d:'M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z'}],['path',{d:'M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3'}]];
/** users */
export const users: IconShape = [['path',{d:'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'}],['path',{d:'M16 3.128a4 4 0 0 1 0 7.744'}],['path',{d:'M22 21v-2a4 4 0 0 0-3-3.87'}],['circle',{cx:'9',cy:'7',r:'4'}]];
/** wallet */
export const wallet: IconShape = [['path',{d:'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1'}],['path',{d:'M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4'}]];
