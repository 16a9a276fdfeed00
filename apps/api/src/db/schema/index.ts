export * from './members';
export * from './auth';
export * from './applications';
export * from './system';
export * from './deals';
export * from './decisions';
export * from './notifications';
