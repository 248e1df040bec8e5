import 'server-only';

// The navigation module's public surface (decision 015): the role's sidebar (spec 2) for the root layout, and what a
// public page tells search engines and link previews (decision 048).
export { publicPageMetadata } from './public-metadata';
export { getSidebar } from './sidebar';
