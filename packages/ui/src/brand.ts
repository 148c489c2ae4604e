import type { BrandVariants } from '@fluentui/react-theme';

/** A calm clinical teal-blue; the darker steps keep text and buttons above WCAG AA contrast. */
export const clinicBrand: BrandVariants = {
  10: '#020608',
  20: '#0B1C22',
  30: '#0E2E39',
  40: '#0E3B4A',
  50: '#0D485C',
  60: '#0A566E',
  70: '#056480',
  80: '#0B7290',
  90: '#2A7F9C',
  100: '#428DA8',
  110: '#589BB4',
  120: '#6DA9C0',
  130: '#82B7CC',
  140: '#98C5D8',
  150: '#AED3E3',
  160: '#C5E1EE',
};

/** Page background and accents used outside Fluent components. */
export const clinicColours = {
  pageBackground: '#F7FAFB',
  surfaceTint: '#EAF3F6',
  brandStrong: clinicBrand[60],
  brandText: clinicBrand[50],
  /** Dark text for the pastel topic and condition tints: passes WCAG AA on every one of them. */
  textOnTint: '#1F2937',
} as const;
