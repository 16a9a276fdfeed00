import type { KeyboardEvent } from 'react';

// Enter keeps its own meaning on these: a new line, a button press, a link, an option pick.
const OWN_ENTER = 'textarea, button, a[href], [role="option"], [role="button"]';

/**
 * Enter advances, except inside textareas (see docs/flows/wizard.md). True when this Enter should press Next:
 * a plain Enter that no control claimed (an address suggestion being picked calls preventDefault).
 */
export function isAdvancingEnter(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
  return !(event.target instanceof Element && event.target.closest(OWN_ENTER));
}
