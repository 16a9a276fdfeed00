// The public API of @quorum/domain: the only entry other projects may import.
export * from './constants';
export * from './questions';
export * from './validation';
export * from './wizard';
export * from './submission';
export * from './deals';
export * from './decisions';
export * from './data-rights';
export * from './reports';
export * from './links';
export * from './passkeys';
export * from './format';
export * from './schemas';
export * from './favicons';
export * from './http';
export * from './investments';
