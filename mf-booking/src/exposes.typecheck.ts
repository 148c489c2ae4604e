// Generated from REMOTE_REGISTRY (packages/contracts) by `npm run registry`: do not edit.
// Each expose must render with the props the shell passes (its contract); this app's typecheck fails otherwise.
import type { ComponentType } from 'react';
import type { ExposeProps } from '@clinic/contracts/remotes';

type Expose<Props, Module extends { default: ComponentType<Props> }> = Module;

export type CheckedExposes = [
  Expose<ExposeProps<'booking', 'services-page'>, typeof import('./exposes/services-page')>,
  Expose<ExposeProps<'booking', 'fellowship-inquiry-form'>, typeof import('./exposes/fellowship-inquiry-form')>,
  Expose<ExposeProps<'booking', 'booking-form'>, typeof import('./exposes/booking-form')>,
];
