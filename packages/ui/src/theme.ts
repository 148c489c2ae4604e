import { createLightTheme, type Theme } from '@fluentui/react-theme';
import { clinicBrand } from './brand';

export const clinicTheme: Theme = {
  ...createLightTheme(clinicBrand),
  // Body and secondary text darker than Fluent's defaults, for older readers and bright screens.
  colorNeutralForeground1: '#1A1A1A',
  colorNeutralForeground2: '#2E2E2E',
  colorNeutralForeground3: '#424242',
  fontFamilyBase:
    "'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
};
