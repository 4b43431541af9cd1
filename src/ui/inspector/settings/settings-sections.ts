// The Settings tab's fieldsets, in the order the tab draws them: each section's legend and hint. Which
// setting goes where is the catalog's word (its form's `section`); the tab repeats no setting here.
import type { FormSection } from '../../../common/settings-catalog/setting-entry';

export interface SettingsSection {
  readonly section: FormSection;
  readonly legend: string;
  readonly hint?: string;
}

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { section: 'model', legend: 'settings.model' },
  { section: 'pipeline', legend: 'settings.pipeline' },
  { section: 'shell', legend: 'settings.shellTitle', hint: 'settings.shellHint' },
  { section: 'rules', legend: 'settings.rulesTitle', hint: 'settings.rulesHint' },
  { section: 'latency', legend: 'settings.latencyTitle' },
];
