import { useEffect, useRef, type RefObject } from 'react';

/** Runs after the browser has painted the frame in progress; returns a cancel function. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

const ACTIVE_CONTROL = '[data-active-step] [data-autofocus]';
const LOADING_CONTROL = '[data-active-step] [data-control-loading]';

/** Runs `task` once the step's control is on screen: at once, or when its code has arrived. */
function whenControlReady(root: HTMLElement, task: () => void): () => void {
  if (!root.querySelector(LOADING_CONTROL)) {
    task();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (root.querySelector(LOADING_CONTROL)) return;
    observer.disconnect();
    task();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Moves focus when the step changes ("focus moves to each new question"): into a typed
 * control, so the applicant can type at once, else to the question heading, so a screen reader
 * reads the question first. When Next is refused, focus goes to the control with the message.
 * Nothing moves on the first step shown: page load leaves focus where the browser puts it.
 * Focus moves just after the new step is painted: focusing forces a layout and fires the
 * controls' focus handlers, which would otherwise delay that paint (Next under 100 ms).
 */
export function useStepFocus(stepKey: string | undefined, typed: boolean, rejections: number, container: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>) {
  const shown = useRef<string | undefined>(undefined);
  const refusals = useRef(rejections);

  useEffect(() => {
    if (stepKey === undefined) return undefined;
    const previous = shown.current;
    shown.current = stepKey;
    if (previous === undefined || previous === stepKey) return undefined;
    let stopWaiting: () => void = () => undefined;
    const cancel = afterNextPaint(() => {
      const root = container.current;
      if (!root) return;
      const focusedBefore = document.activeElement;
      // A control whose code is still loading: focus waits for it, so that Tab from the heading
      // reaches the question's first choice, not Back. If the applicant moves focus meanwhile, it
      // is theirs.
      stopWaiting = whenControlReady(root, () => {
        if (document.activeElement !== focusedBefore && document.activeElement !== document.body) return;
        const control = typed ? root.querySelector<HTMLElement>(ACTIVE_CONTROL) : null;
        (control ?? heading.current)?.focus();
      });
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [stepKey, typed, container, heading]);

  useEffect(() => {
    if (rejections === refusals.current) return undefined;
    refusals.current = rejections;
    return afterNextPaint(() => {
      const control = container.current?.querySelector<HTMLElement>('[data-active-step] [aria-invalid="true"], [data-active-step] [data-autofocus]');
      (control ?? heading.current)?.focus();
    });
  }, [rejections, container, heading]);
}
