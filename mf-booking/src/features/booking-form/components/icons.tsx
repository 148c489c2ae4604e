/** The few small icons the form draws (remotes do not bundle @fluentui/react-icons). Decorative: aria-hidden. */
const ICON_PROPS = {
  width: 20,
  height: 20,
  viewBox: '0 0 20 20',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CalendarIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M6 2.5a.5.5 0 0 1 1 0V4h6V2.5a.5.5 0 0 1 1 0V4h1.5A1.5 1.5 0 0 1 17 5.5v10a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4H6V2.5ZM4 8v7.5c0 .28.22.5.5.5h11a.5.5 0 0 0 .5-.5V8H4Zm0-1h12V5.5a.5.5 0 0 0-.5-.5h-11a.5.5 0 0 0-.5.5V7Z" />
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M12.35 15.85a.5.5 0 0 1-.7 0l-5.5-5.5a.5.5 0 0 1 0-.7l5.5-5.5a.5.5 0 0 1 .7.7L7.21 10l5.14 5.15a.5.5 0 0 1 0 .7Z" />
    </svg>
  );
}

export function ChevronRightIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M7.65 4.15a.5.5 0 0 1 .7 0l5.5 5.5a.5.5 0 0 1 0 .7l-5.5 5.5a.5.5 0 0 1-.7-.7L12.79 10 7.65 4.85a.5.5 0 0 1 0-.7Z" />
    </svg>
  );
}

export function DismissIcon() {
  return (
    <svg {...ICON_PROPS}>
      <path d="M4.09 4.22a.5.5 0 0 1 .63-.06l.07.06L10 9.29l5.15-5.15a.5.5 0 0 1 .77.63l-.06.07L10.71 10l5.15 5.15a.5.5 0 0 1-.63.77l-.07-.06L10 10.71l-5.15 5.15a.5.5 0 0 1-.77-.63l.06-.07L9.29 10 4.15 4.85a.5.5 0 0 1-.06-.63Z" />
    </svg>
  );
}
