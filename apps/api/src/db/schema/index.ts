export * from './members';
export * from './auth';
export * from './applications';
export * from './system';
export * from './deals';
