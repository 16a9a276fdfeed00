import { documentNounPhrase } from '@quorum/domain';
import { initialReuploadState, type ReuploadState } from './reupload.slice';
import type { ReuploadLink } from './reupload.types';

/**
 * The slice lives under `reupload` once the page has added it to the store (app/lazy-feature.tsx);
 * until the next action reaches the reducer it is absent, which reads as the initial state.
 */
export interface ReuploadRootState {
  reupload?: ReuploadState;
}

export const selectReupload = (state: ReuploadRootState): ReuploadState => state.reupload ?? initialReuploadState;

/** "Upload a new copy of the trust agreement": the applicant's own question's words where they map. */
export function headingOf(link: ReuploadLink): string {
  return `Upload a new copy of ${documentNounPhrase(link.documentType, link.documentLabel)}`;
}
