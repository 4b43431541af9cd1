// The Model provider panel set to an OpenAI-compatible endpoint as a person does it: unfold the panel if
// folded, choose the protocol, enter base URL, model and key, Apply (which forks at the viewed step), and fold
// the panel again so what sits under it (the guide, the messages) is in view.
import { expect, type Page } from '@playwright/test';

export interface EndpointEntry {
  readonly baseURL: string;
  readonly key: string;
  readonly model?: string;
  /** Words the panel's status must show after Apply (e.g. "restarted" when applied at the first step). */
  readonly statusSays?: string;
}

export async function applyOpenAICompatibleEndpoint(page: Page, endpoint: EndpointEntry): Promise<void> {
  const panel = page.getByRole('region', { name: 'Model provider' });
  const choice = panel.getByRole('radio', { name: 'Live endpoint' });
  if (!(await choice.isVisible())) await panel.getByText('Model provider').click();
  await choice.check();
  await panel.getByRole('textbox', { name: 'Base URL' }).fill(endpoint.baseURL);
  await panel.getByRole('textbox', { name: 'Model' }).fill(endpoint.model ?? 'local-model');
  await panel.getByLabel('API key').fill(endpoint.key);
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  const status = panel.getByRole('status');
  await expect(endpoint.statusSays ? status.filter({ hasText: endpoint.statusSays }) : status).toBeVisible();
  await panel.getByText('Model provider').click();
  await expect(choice).toBeHidden();
}
