/** Plain-DOM behaviours for prerendered markup: no React, so the page script can carry them in a few hundred bytes. */
export { CLEAR_WHEN_ACTIVE, FILTERABLE_LIST, enhanceFilterableList, enhanceFilterableLists } from './filterable-list';
export { DISCLOSURE, enhanceDisclosures } from './disclosure';
export { CONDITIONAL_REVEAL, enhanceConditionalReveal, enhanceConditionalReveals } from './conditional-reveal';
export { BUSY_SUBMIT, showSubmitBusy } from './busy-submit';
export { afterNextPaint } from './after-next-paint';
export { whenIdle } from './when-idle';
export { whenOnScreen, type WhenOnScreenOptions } from './when-on-screen';
