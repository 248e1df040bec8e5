export * from './auth';
export * from './users';
export * from './audit';
export * from './market';
export * from './system';
export * from './learning';
export * from './files';
export * from './progress';
