// What other modules' tests call here (decision 015: a module's test-only public surface).
export { deleteUser } from './manage-user';
