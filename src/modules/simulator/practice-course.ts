/** The course whose lessons the simulator's tips point to (decision 052; its slugs: src/seed/curriculum/how-the-stock-market-works.ts). */
export const SIMULATOR_COURSE_SLUG = 'how-the-stock-market-works';
