import { lazy } from 'react';

/**
 * The submit step and the submitted screen in their own chunk: the first screen never needs
 * them. preloadSubmitScreens is called when the submit step is the next one.
 */
const loadSubmitStep = () => import('./components/submit-step');
const loadSubmittedScreen = () => import('./components/submitted-screen');

export const SubmitStep = lazy(() => loadSubmitStep().then((module) => ({ default: module.SubmitStep })));
export const SubmittedScreen = lazy(() => loadSubmittedScreen().then((module) => ({ default: module.SubmittedScreen })));

export function preloadSubmitScreens(): void {
  void loadSubmitStep().catch(() => undefined);
  void loadSubmittedScreen().catch(() => undefined);
}
