import 'server-only';

// The navigation module's public surface (decision 015): the role's sidebar (spec 2) for the root layout.
export { getSidebar } from './sidebar';
