import { createInjectFeature, type LazyFeature as LazyFeatureOf } from '@quorum/ui';
import { rootReducer, type RootReducer } from './root-reducer';

/** The re-upload and my-data pages' features join the store when their page first renders (libs/ui/src/lib/lazy-feature.tsx). */
export type LazyFeature = LazyFeatureOf<RootReducer>;
export const InjectFeature = createInjectFeature(rootReducer);
