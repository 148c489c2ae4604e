import type { ConditionIcon } from '@clinic/content';
import {
  BranchFork24Regular,
  CircleMultipleConcentric24Regular,
  DataHistogram24Regular,
  Flash24Regular,
  PersonWalking24Regular,
  PersonWarning24Regular,
  TextCaseTitle24Regular,
  type FluentIcon,
} from '@fluentui/react-icons';

/** The content package names an icon; the UI picks the Fluent icon that draws it. */
export const CONDITION_ICONS: Readonly<Record<ConditionIcon, FluentIcon>> = {
  bone: PersonWarning24Regular,
  disc: CircleMultipleConcentric24Regular,
  joint: BranchFork24Regular,
  letters: TextCaseTitle24Regular,
  nerve: Flash24Regular,
  chart: DataHistogram24Regular,
  leg: PersonWalking24Regular,
};
