import { useCallback, useRef } from 'react';

/** Moves focus to the step's heading after a step change, so screen readers announce the new step. */
export function useStepFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => setTimeout(() => heading.current?.focus(), 0), []);
  return { heading, focusHeading };
}
