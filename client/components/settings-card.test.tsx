import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import heErrors from '@shared/i18n/locales/he/errors.json';
import heManage from '@shared/i18n/locales/he/manage.json';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { setUpScreenTest } from '../../test/client-i18n';
import { SettingsCard, SettingsForm } from './settings-card';

setUpScreenTest(['manage', 'errors'], 'he');

/** A call the test settles by hand, to see the form while it waits. */
function deferred() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle! };
}

describe('a settings card', () => {
  it('saves once at a time, then says it was saved, or why not in the staff language', async () => {
    const calls: ReturnType<typeof deferred>[] = [];
    const events = userEvent.setup();
    render(
      <SettingsCard title="Title" hint="What it does">
        <SettingsForm
          save={() => {
            calls.push(deferred());
            return calls.at(-1)!.promise;
          }}
          savedText="Saved"
        >
          <p>fields</p>
        </SettingsForm>
      </SettingsCard>,
    );
    expect(screen.getByText('What it does')).toBeTruthy();
    const save = screen.getByRole('button', { name: heManage.save });

    await events.click(save);
    expect(save).toHaveProperty('disabled', true);
    calls[0]!.resolve();
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(save).toHaveProperty('disabled', false);

    await events.click(save);
    calls[1]!.reject(new ApiClientError(404, 'SITE_NOT_FOUND', 'x', undefined));
    expect(await screen.findByText(heErrors.SITE_NOT_FOUND)).toBeTruthy();
    expect(screen.queryByText('Saved')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('keeps Save off while the fields are incomplete', () => {
    render(
      <SettingsForm save={() => Promise.resolve()} savedText="Saved" canSave={false}>
        <p>fields</p>
      </SettingsForm>,
    );
    expect(screen.getByRole('button', { name: heManage.save })).toHaveProperty('disabled', true);
  });
});
