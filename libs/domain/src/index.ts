// The public API of @quorum/domain: the only entry other projects may import.
export * from './constants';
export * from './questions/question.types';
