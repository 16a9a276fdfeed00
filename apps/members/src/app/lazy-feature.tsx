import { createInjectFeature, type LazyFeature as LazyFeatureOf } from '@quorum/ui';
import { rootReducer, type RootReducer } from './root-reducer';

/** Admin pages and the submit form bring their state and sagas with them (libs/ui/src/lib/lazy-feature.tsx). */
export type LazyFeature = LazyFeatureOf<RootReducer>;
export const InjectFeature = createInjectFeature(rootReducer);
