import { lazy, useState, type ComponentType } from 'react';
import type { QuestionKind } from '@quorum/domain';
import type { AnswerControlProps } from './answer-control.types';
import type { FileActions } from './file-upload-answer';
import type { PersonListActions } from './person-list-answer';

/** Everything a control may use; each one takes the part it needs. */
export type ControlProps = AnswerControlProps & FileActions & PersonListActions & { known: readonly string[] };

interface LazyControl {
  Control: ComponentType<ControlProps>;
  preload: () => Promise<unknown>;
}

/**
 * A control in its own chunk (the first screen loads no question control). Once its
 * chunk has loaded (preload runs for the question Next will show), it renders at once, without a
 * Suspense round, so Next paints the next question in the same frame.
 */
function lazyControl(load: () => Promise<ComponentType<ControlProps>>): LazyControl {
  let loaded: ComponentType<ControlProps> | undefined;
  let pending: Promise<{ default: ComponentType<ControlProps> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed chunk (offline for a moment) may be fetched again on the next attempt.
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(preload);
  function Control(props: ControlProps) {
    // Chosen once, when the control mounts, and kept. A control first rendered while its code was
    // on the way can be committed as the lazy element (React resumes a paused render where it
    // stopped once the code arrives); turning it into `loaded` at a later render would be another
    // element type to React, which would replace the control's elements at the first answer,
    // taking the focus away from the radio just picked or the field being typed in.
    const [Component] = useState<typeof Suspending | ComponentType<ControlProps>>(() => loaded ?? Suspending);
    return <Component {...props} />;
  }
  return { Control, preload };
}

const text = lazyControl(() => import('./text-answer').then((m) => m.TextAnswer));
const choice = lazyControl(() => import('./choice-answer').then((m) => m.ChoiceAnswer));
const date = lazyControl(() => import('./date-of-birth-answer').then((m) => m.DateOfBirthAnswer));
const state = lazyControl(() => import('./select-answer').then((m) => m.SelectAnswer));
const country = lazyControl(() => import('./country-answer').then((m) => m.CountryAnswer));
const address = lazyControl(() => import('./address-answer').then((m) => m.AddressAnswer));
const files = lazyControl(() => import('./file-upload-answer').then((m) => m.FileUploadAnswer));
const people = lazyControl(() => import('./person-list-answer').then((m) => m.PersonListAnswer));

/** The control of each question kind that takes an answer (welcome, information, submit take none). */
export const CONTROLS: Partial<Record<QuestionKind, LazyControl>> = {
  text,
  textarea: text,
  email: text,
  tel: text,
  url: text,
  number: text,
  radio: choice,
  yesNo: choice,
  applicationType: choice,
  dateOfBirth: date,
  stateSelect: state,
  countrySelect: country,
  address,
  fileUpload: files,
  multiShareholder: people,
  multiTrustee: people,
  multiBeneficiary: people,
};

/** Kinds whose control is typed into: focus goes straight to it when its question appears. */
export const TYPED_KINDS: ReadonlySet<QuestionKind> = new Set(['text', 'textarea', 'email', 'tel', 'url', 'number', 'address']);

export function preloadControl(kind: QuestionKind | undefined): void {
  if (kind) void CONTROLS[kind]?.preload().catch(() => undefined);
}
